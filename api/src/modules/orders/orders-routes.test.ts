import { eq, sql } from 'drizzle-orm';
import { orders, ORDER_STATUSES, products, type OrderStatus } from '../../db/schema';
import { madeBeforeAll, setUpTestApp } from '../../test/test-app';
import { createCatalog, createOrder } from '../../test/fixtures';
import { describeStaffGuard } from '../../test/staff-guard';
import { canMove } from './order-status-service';

const t = setUpTestApp();
const catalog = madeBeforeAll(() => createCatalog(t.db));

const get = (url: string, headers = t.staffAuth) => t.app.inject({ method: 'GET', url, headers });
const move = (id: number | string, status: unknown, method: 'PUT' | 'PATCH' = 'PATCH') =>
  t.app.inject({ method, url: `/api/orders/${id}/status`, headers: t.staffAuth, payload: { status } });

async function countByStatus(): Promise<Record<string, number>> {
  const result = await t.db.execute(sql`SELECT status, count(*)::int AS n FROM orders GROUP BY status`);
  // decisions/delivery-slots.md: no order here is scheduled (NEW leaves those out, SCHEDULED counts them).
  const counts: Record<string, number> = Object.fromEntries([...ORDER_STATUSES, 'SCHEDULED'].map((s) => [s, 0]));
  for (const row of (result as unknown as { rows: { status: string; n: number }[] }).rows) counts[row.status] = Number(row.n);
  return counts;
}

describe('GET /api/orders', () => {
  let newIds: number[];
  beforeAll(async () => {
    newIds = [];
    for (let i = 0; i < 23; i++) newIds.push(await createOrder(t.db, catalog, 'NEW', [2, 1]));
    await createOrder(t.db, catalog, 'ACCEPTED', [1]);
  }, 60_000);

  it('answers a page of one status newest first, 10 by default, with its total from the counters', async () => {
    const res = await get('/api/orders?status=NEW');
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data).toMatchObject({ total: 23, page: 1, pages: 3, limit: 10 });
    expect(data.items.map((o: { id: number }) => o.id)).toEqual([...newIds].reverse().slice(0, 10));
    expect(data.items.every((o: { status: string }) => o.status === 'NEW')).toBe(true);
    expect(typeof data.nextCursor).toBe('string');
  });

  it('answers the spec §3 order shape with exact money and the item snapshots', async () => {
    const { data } = (await get('/api/orders?status=NEW&limit=1')).json();
    const [order] = data.items;
    const [milk, labneh] = catalog.products;
    expect(order).toEqual({
      id: newIds[newIds.length - 1],
      status: 'NEW',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      totalQuantity: 3,
      totalAmount: 1.775, // 2 × 0.450 + 0.875, summed on numeric
      deliveryFee: 0,
      // decisions/promotions.md: no promotion.
      discount: 0,
      promotion: null,
      paymentMethod: 'KNET',
      customer: { name: 'Abdullah Al-Mutairi', name_ar: 'عبدالله المطيري', phone: '+96599887766' },
      user: { id: catalog.customerId, name: 'Abdullah Al-Mutairi', phone: '+96599887766' },
      address: null,
      orderedAddress: null,
      apartment: '4',
      floor: '2',
      building: '12',
      avenue: null,
      street: 'Street 10',
      block: 'Block 1',
      area: 'Salmiya',
      governorate: 'Hawalli',
      // The same parts as one address, labelled in each language (a row written without location ids or Arabic names).
      deliveryAddress: {
        governorate: { id: null, name: 'Hawalli', name_ar: null },
        area: { id: null, name: 'Salmiya', name_ar: null },
        block: { id: null, name: 'Block 1', name_ar: null },
        street: 'Street 10',
        avenue: null,
        building: '12',
        floor: '2',
        apartment: '4',
        paci: null,
        directions: null,
        pin: null,
        text: { en: 'Block 1, Street 10, Building 12, Floor 2, Apt 4, Salmiya, Hawalli', ar: 'قطعة 1، شارع 10، مبنى 12، الدور 2، شقة 4، Salmiya، Hawalli' },
      },
      shop: null,
      // decisions/order-workspace.md: nobody works on it yet, and the desk has not escalated it.
      claim: null,
      escalatedAt: null,
      // decisions/grocery-products.md: an order written without the customer's choice takes remove, as every line.
      ifUnavailable: 'remove',
      // decisions/delivery-slots.md: as soon as possible.
      slot: null,
      prepareAt: null,
      scheduled: false,
      items: [
        {
          id: expect.any(Number),
          productId: milk.id,
          quantity: 2,
          price: 0.45,
          lineTotal: 0.9,
          // decisions/picking.md: the line's final fields, as ordered until picking changes it.
          orderedTotal: 0.9,
          unit: 'piece',
          estimatedWeight: null,
          state: 'pending',
          pickedQuantity: null,
          actualWeight: null,
          replacesItemId: null,
          ask: null,
          productName: 'Fresh Milk (1 L)',
          product: { name: 'Fresh Milk (1 L)', name_ar: 'حليب طازج (1 لتر)', price: 0.45, image: 'https://cdn.example.com/milk.png', imageThumbnail: 'https://cdn.example.com/milk.png', imagePreview: 'https://cdn.example.com/milk.png', category: { name: 'Dairy', name_ar: 'ألبان' } },
          ifUnavailable: 'remove',
          substitute: null,
        },
        {
          id: expect.any(Number),
          productId: labneh.id,
          quantity: 1,
          price: 0.875,
          lineTotal: 0.875,
          // decisions/picking.md: the line's final fields, as ordered until picking changes it.
          orderedTotal: 0.875,
          unit: 'piece',
          estimatedWeight: null,
          state: 'pending',
          pickedQuantity: null,
          actualWeight: null,
          replacesItemId: null,
          ask: null,
          productName: 'Labneh (400 g)',
          product: { name: 'Labneh (400 g)', name_ar: 'لبنة (400 غ)', price: 0.875, image: null, imageThumbnail: null, imagePreview: null, category: { name: 'Dairy', name_ar: 'ألبان' } },
          ifUnavailable: 'remove',
          substitute: null,
        },
      ],
    });
  });

  it('walks every page by cursor without a repeat or a gap, even when orders arrive meanwhile', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    let first = true;
    do {
      const res = await get(`/api/orders?status=NEW&limit=10${cursor ? `&after=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      seen.push(...data.items.map((o: { id: number }) => o.id));
      cursor = data.nextCursor;
      if (first) {
        first = false;
        await createOrder(t.db, catalog, 'NEW', [1]); // newer than the cursor: never shows up later
      }
    } while (cursor);
    expect(seen).toEqual([...newIds].reverse());
  });

  it('keeps page=N working for clients that send only it', async () => {
    const byPage = (await get('/api/orders?status=NEW&page=2&limit=5')).json().data;
    const all = (await get('/api/orders?status=NEW&limit=100')).json().data;
    expect(byPage.page).toBe(2);
    expect(byPage.items.map((o: { id: number }) => o.id)).toEqual(all.items.slice(5, 10).map((o: { id: number }) => o.id));
    const beyond = (await get('/api/orders?status=NEW&page=99')).json().data;
    expect(beyond.items).toEqual([]);
    expect(beyond.nextCursor).toBeNull();
  });

  it('caps limit at 100', async () => {
    const { data } = (await get('/api/orders?limit=500')).json();
    expect(data.limit).toBe(100);
  });

  it('lists every status newest first when no status is given', async () => {
    const { data } = (await get('/api/orders?limit=100')).json();
    const expected = await countByStatus();
    expect(data.total).toBe(Object.values(expected).reduce((a, b) => a + b, 0));
    const ids = data.items.map((o: { id: number }) => o.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
  });

  it.each([
    ['an unknown status', 'status=PENDING', 'status'],
    ['a lower-case status', 'status=new', 'status'],
    ['a bad cursor', 'after=not-a-cursor', 'after'],
    ['a zero limit', 'limit=0', 'limit'],
    ['a zero page', 'page=0', 'page'],
    ['a non-numeric page', 'page=two', 'page'],
  ])('answers 400 for %s', async (_name, query, field) => {
    const res = await get(`/api/orders?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', errors: { [field]: expect.any(String) } });
  });
});

describe('GET /api/orders/stats', () => {
  it('answers every status with its count, zeros included, agreeing with count(*)', async () => {
    const res = await get('/api/orders/stats');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(Object.keys(data).sort()).toEqual([...ORDER_STATUSES, 'SCHEDULED'].sort());
    expect(data).toEqual(await countByStatus());
    expect(data.DELIVERED).toBe(0);
  });
});

describe('GET /api/orders/:id', () => {
  it('answers one order with its items', async () => {
    const id = await createOrder(t.db, catalog, 'INTRANSIT', [1, 1, 4]);
    const res = await get(`/api/orders/${id}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ id, status: 'INTRANSIT', totalQuantity: 6, totalAmount: 7.925 });
    expect(data.items.map((i: { lineTotal: number }) => i.lineTotal)).toEqual([0.45, 0.875, 6.6]);
  });

  it('names the shop an order was placed with, in both languages, with its phone to call', async () => {
    const id = await createOrder(t.db, catalog, 'NEW', [1], { shopId: catalog.shopId });
    const { data } = (await get(`/api/orders/${id}`)).json();
    expect(data.shop).toEqual({ id: catalog.shopId, name: 'Test Shop T', name_ar: 'متجر', phone: '+96522223333' });
  });

  it('answers 404 for an order that does not exist', async () => {
    const res = await get('/api/orders/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Order #999999 was not found' });
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999'])('answers 400 for the id %s', async (id) => {
    const res = await get(`/api/orders/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', errors: { id: expect.any(String) } });
  });
});

describe('PUT|PATCH /api/orders/:id/status', () => {
  const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as [OrderStatus, OrderStatus]));

  it.each(pairs)('%s → %s follows spec §4', async (from, to) => {
    const id = await createOrder(t.db, catalog, from, [1]);
    const before = await countByStatus();
    const res = await move(id, to);
    const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
    if (canMove(from, to)) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, data: { id, status: to } });
      expect(row.status).toBe(to);
    } else {
      expect(res.statusCode).toBe(409);
      const message = from === to ? `Order #${id} is already ${to}` : `Cannot move order #${id} from ${from} to ${to}`;
      expect(res.json()).toEqual({ success: false, code: 'ORDER_STATUS_CONFLICT', message });
      expect(row.status).toBe(from);
    }
    // The counters follow every change, and only real changes.
    const stats = (await get('/api/orders/stats')).json().data;
    expect(stats).toEqual(await countByStatus());
    const moved = canMove(from, to) ? 1 : 0;
    expect(stats[from]).toBe(before[from] - moved + (from === to ? moved : 0));
  });

  it('only the legal pairs are the five of spec §4', () => {
    expect(pairs.filter(([from, to]) => canMove(from, to))).toEqual([
      ['NEW', 'ACCEPTED'],
      ['NEW', 'REJECTED'],
      ['ACCEPTED', 'INTRANSIT'],
      ['INTRANSIT', 'DELIVERED'],
      ['INTRANSIT', 'CANCELLED'],
    ]);
  });

  it('accepts PUT as well as PATCH and moves an order all the way to DELIVERED', async () => {
    const id = await createOrder(t.db, catalog, 'NEW');
    for (const status of ['ACCEPTED', 'INTRANSIT', 'DELIVERED']) {
      const res = await move(id, status, 'PUT');
      expect(res.statusCode).toBe(200);
      expect(res.json().data.status).toBe(status);
    }
    const { data } = (await get(`/api/orders/${id}`)).json();
    expect(new Date(data.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(data.createdAt).getTime());
  });

  it('answers 404 for an order that does not exist', async () => {
    const res = await move(999999, 'ACCEPTED');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Order #999999 was not found' });
  });

  it.each([['PENDING'], ['accepted'], [''], [3], [null]])('answers 400 for the status %p', async (status) => {
    const id = await createOrder(t.db, catalog, 'NEW');
    const res = await move(id, status);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', errors: { status: expect.any(String) } });
  });

  it('answers 400 without a status and for a bad id', async () => {
    const noStatus = await t.app.inject({ method: 'PATCH', url: '/api/orders/1/status', headers: t.staffAuth, payload: {} });
    expect(noStatus.statusCode).toBe(400);
    expect(noStatus.json().errors).toHaveProperty('status');
    const badId = await move('abc', 'ACCEPTED');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors).toHaveProperty('id');
  });
});

describe('order items keep their snapshot', () => {
  it('survive the product being repriced, renamed and deleted', async () => {
    const extra = await createCatalog(t.db, 'snapshot');
    const id = await createOrder(t.db, extra, 'DELIVERED', [2, 3]);
    const before = (await get(`/api/orders/${id}`)).json().data;

    await t.db.update(products).set({ price: '9.999', name: 'Renamed', nameAr: 'اسم جديد' }).where(eq(products.id, extra.products[0].id));
    const repriced = (await get(`/api/orders/${id}`)).json().data;
    expect(repriced.items).toEqual(before.items);
    expect(repriced.totalAmount).toBe(before.totalAmount);

    await t.db.delete(products).where(eq(products.id, extra.products[1].id));
    const afterDelete = (await get(`/api/orders/${id}`)).json().data;
    expect(afterDelete.totalAmount).toBe(2 * 0.45 + 3 * 0.875);
    expect(afterDelete.items[1]).toEqual({ ...before.items[1], productId: null });
    expect(afterDelete.items[1].product).toEqual(before.items[1].product);
  });
});

describeStaffGuard(() => t, [
  ['GET', '/api/orders?status=NEW'],
  ['GET', '/api/orders/stats'],
  ['GET', '/api/orders/1'],
  ['PUT', '/api/orders/1/status', { status: 'ACCEPTED' }],
  ['PATCH', '/api/orders/1/status', { status: 'ACCEPTED' }],
]);
