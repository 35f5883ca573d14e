import { sql } from 'drizzle-orm';
import { type PickingShop, pickingShop } from '../../test/picking-orders';
import { describeStaffGuard } from '../../test/staff-guard';
import { setUpTestApp } from '../../test/test-app';

// decisions/dashboard-money.md: each shop's service over the orders placed in a period, for real orders placed through the
// customers' API, accepted or rejected by staff and picked line by line. Now is Thursday 2026-11-26, 10:30 in Kuwait.

const t = setUpTestApp();
const NOW = new Date('2026-11-26T10:30:00+03:00');
const at = (local: string) => new Date(`${local}+03:00`);
const shops = {} as Record<'slow' | 'picky' | 'quick' | 'idle', PickingShop>;

type Row = { shop: { id: number; name: string; nameAr: string }; [figure: string]: unknown };
const service = async (query = '', auth = t.staffAuth) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/dashboard/shop-service${query}`, headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json().data as { period: string; from: string; to: string; shops: Row[]; total: number; page: number; pages: number; limit: number };
};
const named = (rows: Row[]) => rows.map((row) => row.shop.name);

/**
 * Dates an order as its timeline says: placed at `placed` and, unless null, accepted `acceptedAfter` seconds later —
 * the order's placement and ACCEPTED steps and the order row's times (accepted_at is the ACCEPTED step's time).
 */
async function timed(orderId: number, placed: string, acceptedAfter: number | null) {
  const placedAt = at(placed);
  const acceptedAt = acceptedAfter === null ? null : new Date(placedAt.getTime() + acceptedAfter * 1000);
  await t.db.execute(sql`UPDATE orders SET created_at = ${placedAt.toISOString()}, accepted_at = ${acceptedAt?.toISOString() ?? null} WHERE id = ${orderId}`);
  await t.db.execute(sql`UPDATE order_events SET created_at = ${placedAt.toISOString()} WHERE order_id = ${orderId} AND kind = 'status' AND from_status IS NULL`);
  if (acceptedAt) await t.db.execute(sql`UPDATE order_events SET created_at = ${acceptedAt.toISOString()} WHERE order_id = ${orderId} AND kind = 'status' AND to_status = 'ACCEPTED'`);
}

const reject = async (orderId: number) => {
  const res = await t.app.inject({ method: 'PATCH', url: `/api/orders/${orderId}/status`, headers: t.staffAuth, payload: { status: 'REJECTED', reason: 'Closing early' } });
  expect(res.statusCode).toBe(200);
};

/** An accepted order of `lines`, accepted `after` seconds after it was placed at `placed`. */
async function accepted(shop: PickingShop, lines: Parameters<PickingShop['place']>[1], placed: string, after: number) {
  const order = await shop.place('CASH', lines);
  await timed(order.id, placed, after);
  return order;
}
async function rejected(shop: PickingShop, placed: string) {
  const order = await shop.place('CASH', [['milk', 1]], { accept: false });
  await reject(order.id);
  await timed(order.id, placed, null);
}

beforeAll(async () => {
  t.setClock(NOW);
  for (const [key, name, nameAr] of [
    ['slow', 'Salmiya Grocer', 'بقالة السالمية'],
    ['picky', 'Jabriya Fresh', 'الجابرية فريش'],
    ['quick', 'Hawalli Market', 'سوق حولي'],
    ['idle', 'Fintas Corner', 'ركن الفنطاس'],
  ] as const) {
    shops[key] = await pickingShop(t);
    await t.db.execute(sql`UPDATE shops SET name = ${name}, name_ar = ${nameAr} WHERE id = ${shops[key].shopId}`);
  }
  // Salmiya: accepted after 1 and 5 minutes, two rejected: 50.0%.
  await accepted(shops.slow, [['milk', 1]], '2026-11-26T08:00:00', 60);
  await accepted(shops.slow, [['labneh', 1]], '2026-11-26T08:10:00', 300);
  await rejected(shops.slow, '2026-11-26T08:20:00');
  await rejected(shops.slow, '2026-11-26T08:30:00');
  // Jabriya: accepted after 2, 4 and 10 minutes, one rejected: 25.0%. Of its 5 lines, milk removed and labneh
  // substituted for out of stock; milk removed as damaged (not out of stock).
  const first = await accepted(shops.picky, [['milk', 1], ['labneh', 1]], '2026-11-26T09:00:00', 120);
  const second = await accepted(shops.picky, [['labneh', 2], ['bread', 1]], '2026-11-26T09:05:00', 240);
  const third = await accepted(shops.picky, [['milk', 1]], '2026-11-26T09:10:00', 600);
  await rejected(shops.picky, '2026-11-26T09:15:00');
  const changes = [
    [first, 0, { action: 'remove', reason: 'out_of_stock' }],
    [second, 0, { action: 'substitute', productId: shops.picky.products.bread.id, reason: 'out_of_stock' }],
    [third, 0, { action: 'remove', reason: 'damaged' }],
  ] as const;
  for (const [order, line, change] of changes) expect((await shops.picky.change(order.id, order.itemIds[line], change)).statusCode).toBe(200);
  // Hawalli: accepted after 30 s, and a slot order accepted before its preparation time (no wait); none rejected. And
  // an order 10 days ago, accepted after an hour: only in the 30 days.
  await accepted(shops.quick, [['milk', 1]], '2026-11-26T07:00:00', 30);
  const slot = await accepted(shops.quick, [['bread', 1]], '2026-11-26T07:30:00', 600);
  await t.db.execute(sql`UPDATE orders SET slot_starts_at = ${at('2026-11-26T13:00:00').toISOString()}, slot_ends_at = ${at('2026-11-26T14:00:00').toISOString()},
    prepare_at = ${at('2026-11-26T12:00:00').toISOString()} WHERE id = ${slot.id}`);
  await accepted(shops.quick, [['milk', 1]], '2026-11-16T07:00:00', 3600);
  // Fintas: no order at all.
}, 120_000);

describe('GET /api/dashboard/shop-service', () => {
  it('answers every shop’s figures over the period, the highest rejection rate first, then the slowest to accept', async () => {
    const answer = await service('?period=today');
    expect({ period: answer.period, from: answer.from, to: answer.to, total: answer.total, page: answer.page, pages: answer.pages, limit: answer.limit }).toEqual({
      period: 'today',
      from: '2026-11-26',
      to: '2026-11-26',
      total: 4,
      page: 1,
      pages: 1,
      limit: 50,
    });
    expect(answer.shops).toEqual([
      {
        shop: { id: shops.slow.shopId, name: 'Salmiya Grocer', nameAr: 'بقالة السالمية' },
        orders: 4,
        accepted: 2,
        // The median of 60 and 300 s; the 90th percentile 60 + 0.9 × 240.
        acceptedMedianSeconds: 180,
        acceptedP90Seconds: 276,
        rejected: 2,
        rejectionRate: 50,
        lines: 2,
        itemsOutOfStock: 0,
        outOfStockRate: 0,
      },
      {
        shop: { id: shops.picky.shopId, name: 'Jabriya Fresh', nameAr: 'الجابرية فريش' },
        orders: 4,
        accepted: 3,
        // 120, 240, 600: the 90th percentile 240 + 0.8 × 360.
        acceptedMedianSeconds: 240,
        acceptedP90Seconds: 528,
        rejected: 1,
        rejectionRate: 25,
        // The substitute line is not one ordered; a line removed as damaged is not out of stock.
        lines: 5,
        itemsOutOfStock: 2,
        outOfStockRate: 40,
      },
      {
        shop: { id: shops.quick.shopId, name: 'Hawalli Market', nameAr: 'سوق حولي' },
        orders: 2,
        accepted: 2,
        // 30 s, and 0 for the slot order accepted before its preparation time.
        acceptedMedianSeconds: 15,
        acceptedP90Seconds: 27,
        rejected: 0,
        rejectionRate: 0,
        lines: 2,
        itemsOutOfStock: 0,
        outOfStockRate: 0,
      },
      {
        shop: { id: shops.idle.shopId, name: 'Fintas Corner', nameAr: 'ركن الفنطاس' },
        orders: 0,
        accepted: 0,
        acceptedMedianSeconds: null,
        acceptedP90Seconds: null,
        rejected: 0,
        rejectionRate: null,
        lines: 0,
        itemsOutOfStock: 0,
        outOfStockRate: null,
      },
    ]);
  });

  it('reads time to accept from the timeline’s NEW → ACCEPTED step', async () => {
    const rows = (await service('?period=today')).shops;
    const [picky] = rows.filter((row) => row.shop.id === shops.picky.shopId);
    const steps = await t.db.execute(sql`SELECT extract(epoch FROM a.created_at - p.created_at)::int AS seconds
      FROM order_events a JOIN order_events p ON p.order_id = a.order_id AND p.kind = 'status' AND p.from_status IS NULL
      JOIN orders o ON o.id = a.order_id WHERE a.kind = 'status' AND a.to_status = 'ACCEPTED' AND o.shop_id = ${shops.picky.shopId} ORDER BY 1`);
    expect((steps as unknown as { rows: { seconds: number }[] }).rows.map((row) => row.seconds)).toEqual([120, 240, 600]);
    expect(picky.acceptedMedianSeconds).toBe(240);
  });

  it('covers this week from Saturday, the last 7 and the last 30 days (7 days by default)', async () => {
    const quick = async (query: string) => (await service(query)).shops.find((row) => row.shop.id === shops.quick.shopId) as Row;
    expect(await service('')).toMatchObject({ period: '7d', from: '2026-11-20', to: '2026-11-26' });
    expect(await service('?period=week')).toMatchObject({ period: 'week', from: '2026-11-21', to: '2026-11-26' });
    expect(await quick('?period=7d')).toMatchObject({ orders: 2, acceptedMedianSeconds: 15 });
    // The order 10 days ago, accepted after an hour, joins in the 30 days: 0, 30, 3600 s.
    expect(await service('?period=30d')).toMatchObject({ from: '2026-10-28', to: '2026-11-26' });
    expect(await quick('?period=30d')).toMatchObject({ orders: 3, accepted: 3, acceptedMedianSeconds: 30, acceptedP90Seconds: 2886 });
  });

  it('pages 50 shops at a time (or the limit asked), and searches shops by English or Arabic name', async () => {
    const first = await service('?period=today&limit=3');
    expect({ total: first.total, pages: first.pages, shops: named(first.shops) }).toEqual({ total: 4, pages: 2, shops: ['Salmiya Grocer', 'Jabriya Fresh', 'Hawalli Market'] });
    const second = await service('?period=today&limit=3&page=2');
    expect(named(second.shops)).toEqual(['Fintas Corner']);
    expect((await service('?period=today&limit=500')).limit).toBe(100);
    expect(named((await service('?q=fresh')).shops)).toEqual(['Jabriya Fresh']);
    // Arabic, with its diacritics and alef forms read alike (decisions/search.md): 'الفِنطاس' finds 'ركن الفنطاس'.
    expect(named((await service(`?q=${encodeURIComponent('الفِنطاس')}`)).shops)).toEqual(['Fintas Corner']);
    expect(await service('?q=nowhere')).toMatchObject({ shops: [], total: 0, pages: 1 });
  });

  it('answers 400 naming the field for a period it does not know', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/shop-service?period=year', headers: t.staffAuth });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['period']);
  });

  it('is for owners: operations, catalogue and shop staff are refused (403)', async () => {
    for (const role of ['operations', 'catalogue', 'shop_staff'] as const) {
      const user = await t.createUser(role, role === 'shop_staff' ? { shopIds: [shops.slow.shopId] } : {});
      const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/shop-service', headers: { authorization: user.authorization } });
      expect({ role, status: res.statusCode }).toEqual({ role, status: 403 });
    }
    const owner = await t.createUser('owner');
    expect((await service('?period=today', { authorization: owner.authorization })).total).toBe(4);
  });
});

describeStaffGuard(() => t, [['GET', '/api/dashboard/shop-service?period=7d']]);
