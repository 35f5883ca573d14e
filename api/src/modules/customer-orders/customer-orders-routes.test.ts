import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { products, type shops } from '../../db/schema';
import { makeCategory, makeLocation, makeProduct, makeShop, type LocationFixture } from '../../test/fixtures';
import { madeBeforeAll, setUpTestApp } from '../../test/test-app';
import { kuwaitMinuteOfDay } from '../shops/shop-availability';

// The customers' ordering API (decisions/ordering.md): the server decides prices, stock and hours; retries are
// idempotent; nothing oversells; a refused order writes nothing. On PGlite and on PostgreSQL.
jest.setTimeout(120_000);

const t = setUpTestApp();
const place = madeBeforeAll(() => makeLocation(t.db));
const customer = madeBeforeAll(() => t.createUser('customer'));

/** An open-all-day shop with one category and the given products. */
async function openShop(productFields: Partial<typeof products.$inferInsert>[] = [{}], shopFields: Partial<typeof shops.$inferInsert> = {}) {
  const shop = await makeShop(t.db, place, { openTime: '00:00', closeTime: '00:00', isOpen: true, ...shopFields });
  const category = await makeCategory(t.db, shop.id);
  const made = [];
  for (const fields of productFields) made.push(await makeProduct(t.db, category.id, fields));
  return { shop, products: made };
}

const address = () => ({
  governorateId: place.governorate.id,
  areaId: place.area.id,
  blockId: place.block.id,
  street: 'Street 10',
  building: '12',
  floor: '2',
  apartment: '4',
});

function order(items: { productId: number; quantity: number; price?: number }[], overrides: Record<string, unknown> = {}, key: string | null = randomUUID(), auth = customer.authorization) {
  return t.app.inject({
    method: 'POST',
    url: '/api/customer/orders',
    headers: { authorization: auth, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { items, address: address(), paymentMethod: 'KNET', ...overrides },
  });
}

const stockOf = async (id: number) => (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0].stock;
const orderCount = async () => (await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM orders`))[0].n;
const staffMove = (id: number, status: string, reason?: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/orders/${id}/status`, headers: t.staffAuth, payload: { status, ...(reason === undefined ? {} : { reason }) } });

describe('customers sign up and sign in on their own routes', () => {
  it('signs a customer up, lets them in at /customer/login, and keeps them out of the panel', async () => {
    const email = `sara-${randomUUID()}@example.com`;
    const signUp = await t.app.inject({ method: 'POST', url: '/api/customer/register', payload: { name: 'Sara', email, phone: '9988 7766', password: 'sara password' } });
    expect(signUp.statusCode).toBe(201);
    expect(signUp.json().data).toMatchObject({ name: 'Sara', email, phone: '+96599887766', role: 'customer' });
    const login = (url: string) => t.app.inject({ method: 'POST', url, payload: { email, password: 'sara password' } });
    const signedIn = await login('/api/customer/login');
    expect(signedIn.statusCode).toBe(200);
    expect((await login('/api/user/login')).statusCode).toBe(403);
    const token = `Bearer ${signedIn.json().data.token}`;
    expect((await t.app.inject({ method: 'GET', url: '/api/orders', headers: { authorization: token } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/customer/orders', headers: { authorization: token } })).statusCode).toBe(200);
  });

  it('refuses staff at the customer sign-in and on the customer routes', async () => {
    const staff = await t.createUser('owner');
    expect((await t.app.inject({ method: 'POST', url: '/api/customer/login', payload: { email: staff.email, password: staff.password } })).statusCode).toBe(403);
    const listed = await t.app.inject({ method: 'GET', url: '/api/customer/orders', headers: t.staffAuth });
    expect(listed.statusCode).toBe(403);
    expect(listed.json().message).toBe('Only customer accounts can use the customer API');
  });

  it.each([
    [{ name: 'No phone', email: 'np@example.com', password: 'password1' }, 'phone', 'Phone number is required'],
    [{ name: 'Bad phone', email: 'bp@example.com', phone: '123', password: 'password1' }, 'phone', 'Phone number must be exactly 8 digits'],
    [{ name: 'Short', email: 'sh@example.com', phone: '99887766', password: 'short' }, 'password', 'Password must be at least 8 characters'],
  ])('refuses a bad sign-up naming the field: %j', async (payload, field, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/customer/register', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });
});

describe('POST /api/customer/orders', () => {
  it('places an order priced from the products table (a price sent is ignored), exact in fils, and takes the stock', async () => {
    const { shop, products: [a, b] } = await openShop([{ price: '0.125', stock: 20 }, { price: '0.333', stock: 20 }]);
    const res = await order([{ productId: a.id, quantity: 3, price: 0.001 }, { productId: b.id, quantity: 7, price: 0.001 }], { paymentMethod: 'CASH' });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    // 3 × 0.125 + 7 × 0.333 = 0.375 + 2.331 = 2.706 KWD exactly (floats would give 2.7060000000000004).
    expect(data).toMatchObject({ status: 'NEW', totalQuantity: 10, totalAmount: 2.706, paymentMethod: 'CASH' });
    expect(data.items.map((item: { price: number; lineTotal: number }) => [item.price, item.lineTotal])).toEqual([[0.125, 0.375], [0.333, 2.331]]);
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([17, 13]);
    // Each line keeps its category's names as they were, Arabic too (an Arabic reader sees it in Arabic).
    const [category] = await queryRows<{ name: string; name_ar: string }>(t.db, sql`SELECT c.name, c.name_ar FROM categories c JOIN products p ON p.category_id = c.id WHERE p.id = ${a.id}`);
    expect(data.items[0].product.category).toEqual({ name: category.name, name_ar: category.name_ar });
    const [row] = await queryRows<{ shop_id: number; stock_held: boolean; block: string; street: string }>(
      t.db,
      sql`SELECT shop_id, stock_held, block, street FROM orders WHERE id = ${data.id}`,
    );
    expect(row).toEqual({ shop_id: shop.id, stock_held: true, block: place.block.name, street: 'Street 10' });
    const events = await t.app.inject({ method: 'GET', url: `/api/orders/${data.id}/events`, headers: t.staffAuth });
    expect(events.json().data.items).toEqual([
      { id: expect.any(Number), from: null, to: 'NEW', actor: { kind: 'customer', id: customer.id, name: expect.any(String) }, reason: null, reasonCode: null, overClaim: null, at: expect.any(String) },
    ]);
  });

  it('answers a retry with the same Idempotency-Key with the first answer and makes one order', async () => {
    const { products: [product] } = await openShop([{ stock: 10 }]);
    const key = randomUUID();
    const first = await order([{ productId: product.id, quantity: 2 }], {}, key);
    const before = await orderCount();
    const retry = await order([{ productId: product.id, quantity: 2 }], {}, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await orderCount()).toBe(before);
    expect(await stockOf(product.id)).toBe(8);
    // Retries at once: still one order.
    const racingKey = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => order([{ productId: product.id, quantity: 1 }], {}, racingKey)));
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    expect(await stockOf(product.id)).toBe(7);
  });

  it('refuses the same key with a different body (422) and a missing key (400)', async () => {
    const { products: [product] } = await openShop([{ stock: 10 }]);
    const key = randomUUID();
    expect((await order([{ productId: product.id, quantity: 1 }], {}, key)).statusCode).toBe(201);
    const reused = await order([{ productId: product.id, quantity: 2 }], {}, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ success: false, code: 'IDEMPOTENCY_KEY_REUSED', errors: { 'idempotency-key': expect.any(String) } });
    const missing = await order([{ productId: product.id, quantity: 1 }], {}, null);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['idempotency-key']);
    expect(await stockOf(product.id)).toBe(9);
  });

  it('never oversells: 100 simultaneous orders of one unit against stock 10 → exactly 10 placed', async () => {
    const { products: [product] } = await openShop([{ name: 'Hot Bread', stock: 10 }]);
    const before = await orderCount();
    const [countsBefore] = await queryRows<{ n: number }>(t.db, sql`SELECT count::int AS n FROM order_status_counts WHERE status = 'NEW'`);
    const answers = await Promise.all(Array.from({ length: 100 }, () => order([{ productId: product.id, quantity: 1 }])));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(90);
    const refused = answers.find((a) => a.statusCode === 409)?.json();
    expect(refused).toMatchObject({ code: 'OUT_OF_STOCK', message: 'Not enough stock for Hot Bread: 0 left', errors: { 'items.0.quantity': expect.stringContaining('Hot Bread') } });
    expect(await stockOf(product.id)).toBe(0);
    expect(await orderCount()).toBe(before + 10);
    // The per-status counters (kept by trigger) agree with the table.
    const [countsAfter] = await queryRows<{ n: number }>(t.db, sql`SELECT count::int AS n FROM order_status_counts WHERE status = 'NEW'`);
    const [table] = await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM orders WHERE status = 'NEW'`);
    expect(countsAfter.n - countsBefore.n).toBe(10);
    expect(countsAfter.n).toBe(table.n);
  });

  it("keeps the delivery address whole: the tree's names in both languages, the PACI number, directions and the map pin", async () => {
    const { products: [product] } = await openShop([{ stock: 10 }]);
    const res = await order([{ productId: product.id, quantity: 1 }], {
      address: { ...address(), avenue: ' 3 ', paci: ' 12345678 ', directions: '  Blue gate, ring twice  ', pin: { latitude: 29.3375, longitude: 48.0613 } },
    });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    const [row] = await queryRows<Record<string, unknown>>(
      t.db,
      sql`SELECT governorate_ar, area_ar, block_ar, avenue, paci, directions, latitude::text, longitude::text FROM orders WHERE id = ${data.id}`,
    );
    expect(row).toEqual({
      governorate_ar: place.governorate.nameAr, area_ar: place.area.nameAr, block_ar: place.block.nameAr,
      avenue: '3', paci: '12345678', directions: 'Blue gate, ring twice', latitude: '29.337500', longitude: '48.061300',
    });
    // The customer reads it back as one address, in either language; the desk's escalation is not theirs to see.
    expect(data.deliveryAddress).toEqual({
      governorate: { id: place.governorate.id, name: place.governorate.name, name_ar: place.governorate.nameAr },
      area: { id: place.area.id, name: place.area.name, name_ar: place.area.nameAr },
      block: { id: place.block.id, name: place.block.name, name_ar: place.block.nameAr },
      street: 'Street 10', avenue: '3', building: '12', floor: '2', apartment: '4',
      paci: '12345678', directions: 'Blue gate, ring twice', pin: { latitude: 29.3375, longitude: 48.0613 },
      text: {
        en: `${place.block.name}, Street 10, Avenue 3, Building 12, Floor 2, Apt 4, ${place.area.name}, ${place.governorate.name}`,
        ar: `${place.block.nameAr}، شارع 10، جادة 3، مبنى 12، الدور 2، شقة 4، ${place.area.nameAr}، ${place.governorate.nameAr}`,
      },
    });
    expect(data).not.toHaveProperty('escalatedAt');
    expect(data).not.toHaveProperty('claim');
  });

  describe('refuses a delivery address it cannot deliver to, naming the field, and writes nothing', () => {
    let product: { id: number };
    beforeAll(async () => {
      [product] = (await openShop([{ stock: 10 }])).products;
    });

    it.each<[string, Record<string, unknown>, string, string]>([
      ['a PACI number of 7 digits', { paci: '1234567' }, 'address.paci', 'The PACI number is 8 digits'],
      ['a PACI number with a letter', { paci: '1234567a' }, 'address.paci', 'The PACI number is 8 digits'],
      ['directions over 500 characters', { directions: `  ${'د'.repeat(501)}  ` }, 'address.directions', 'Directions are at most 500 characters'],
      ['a pin in the sea off Iran', { pin: { latitude: 29.5, longitude: 49.2 } }, 'address.pin', 'The map pin is outside Kuwait'],
      ['a pin in Riyadh', { pin: { latitude: 24.7, longitude: 46.7 } }, 'address.pin', 'The map pin is outside Kuwait'],
      ['a pin with only its latitude', { pin: { latitude: 29.3 } }, 'address.pin', 'The map pin needs both a latitude and a longitude'],
    ])('%s', async (_case, change, field, message) => {
      const wrong = { ...address(), ...change };
      const before = await orderCount();
      const res = await order([{ productId: product.id, quantity: 1 }], { address: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', errors: { [field]: message } });
      expect(await orderCount()).toBe(before);
      expect(await stockOf(product.id)).toBe(10);
    });

    it('takes 500 characters of directions, and a pin on the edge of Kuwait', async () => {
      const res = await order([{ productId: product.id, quantity: 1 }], {
        address: { ...address(), directions: 'د'.repeat(500), pin: { latitude: 28.5, longitude: 48.5 } },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.deliveryAddress).toMatchObject({ pin: { latitude: 28.5, longitude: 48.5 }, paci: null });
    });
  });

  describe('refuses bad orders naming the field, and writes nothing', () => {
    let fixture: Awaited<ReturnType<typeof openShop>>;
    let other: Awaited<ReturnType<typeof openShop>>;
    let otherPlace: LocationFixture;
    beforeAll(async () => {
      fixture = await openShop([{ stock: 10 }, { stock: 10, status: 'inactive', name: 'Old Cheese' }]);
      other = await openShop([{ stock: 10 }]);
      otherPlace = await makeLocation(t.db);
    });

    it.each<[string, () => Parameters<typeof order>, number, string]>([
      ['an unknown product', () => [[{ productId: 999_999, quantity: 1 }]], 400, 'items.0.productId'],
      ['an inactive product', () => [[{ productId: fixture.products[1].id, quantity: 1 }]], 409, 'items.0.productId'],
      ['quantity 0', () => [[{ productId: fixture.products[0].id, quantity: 0 }]], 400, 'items.0.quantity'],
      ['quantity 1000', () => [[{ productId: fixture.products[0].id, quantity: 1000 }]], 400, 'items.0.quantity'],
      ['a fractional quantity', () => [[{ productId: fixture.products[0].id, quantity: 1.5 }]], 400, 'items.0.quantity'],
      ['no items', () => [[]], 400, 'items'],
      ['items from two shops', () => [[{ productId: fixture.products[0].id, quantity: 1 }, { productId: other.products[0].id, quantity: 1 }]], 400, 'items'],
      ['the same product twice', () => [[{ productId: fixture.products[0].id, quantity: 1 }, { productId: fixture.products[0].id, quantity: 2 }]], 400, 'items.1.productId'],
      ['a block not in the given area', () => [[{ productId: fixture.products[0].id, quantity: 1 }], { address: { ...address(), blockId: otherPlace.block.id } }], 400, 'address.blockId'],
      ['an area not in the given governorate', () => [[{ productId: fixture.products[0].id, quantity: 1 }], { address: { ...address(), areaId: otherPlace.area.id } }], 400, 'address.areaId'],
      ['a missing street', () => [[{ productId: fixture.products[0].id, quantity: 1 }], { address: { ...address(), street: '   ' } }], 400, 'address.street'],
      ['an unknown payment method', () => [[{ productId: fixture.products[0].id, quantity: 1 }], { paymentMethod: 'BITCOIN' }], 400, 'paymentMethod'],
    ])('%s', async (_case, args, status, field) => {
      const before = await orderCount();
      const stock = await stockOf(fixture.products[0].id);
      const res = await order(...args());
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ success: false, errors: { [field]: expect.any(String) } });
      expect(await orderCount()).toBe(before);
      expect(await stockOf(fixture.products[0].id)).toBe(stock);
    });

    it('a shop whose open flag is off, or outside its hours in Kuwait, is closed (409)', async () => {
      const closedFlag = await openShop([{ stock: 5 }], { isOpen: false });
      const now = kuwaitMinuteOfDay(new Date());
      const hhmm = (minute: number) => `${String(Math.floor(((minute + 1440) % 1440) / 60)).padStart(2, '0')}:${String((minute + 1440) % 60).padStart(2, '0')}`;
      // Opens in two hours, closes in three: closed now, whatever time the test runs.
      const outsideHours = await openShop([{ stock: 5 }], { openTime: hhmm(now + 120), closeTime: hhmm(now + 180) });
      for (const shop of [closedFlag, outsideHours]) {
        const res = await order([{ productId: shop.products[0].id, quantity: 1 }]);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ code: 'SHOP_CLOSED', errors: { shop: expect.stringMatching(new RegExp(`^${shop.shop.name} is closed now`)) } });
        expect(await stockOf(shop.products[0].id)).toBe(5);
      }
    });
  });
});

describe('rejecting or cancelling gives the stock back, once', () => {
  it('restocks on reject, with the reason in the timeline, and only once however many rejects race', async () => {
    const { products: [product] } = await openShop([{ stock: 10 }]);
    const placed = (await order([{ productId: product.id, quantity: 3 }])).json().data;
    expect(await stockOf(product.id)).toBe(7);
    const answers = await Promise.all(Array.from({ length: 6 }, () => staffMove(placed.id, 'REJECTED', '  Out of stock  ')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await stockOf(product.id)).toBe(10);
    const events = (await t.app.inject({ method: 'GET', url: `/api/orders/${placed.id}/events`, headers: t.staffAuth })).json().data.items;
    expect(events.map((e: { from: string | null; to: string }) => [e.from, e.to])).toEqual([[null, 'NEW'], ['NEW', 'REJECTED']]);
    expect(events[1]).toMatchObject({ actor: { kind: 'staff', id: expect.any(Number), name: expect.any(String) }, reason: 'Out of stock' });
  });

  it('restocks on cancel after accept and dispatch, and the moves in between take nothing back', async () => {
    const { products: [product] } = await openShop([{ stock: 4 }]);
    const placed = (await order([{ productId: product.id, quantity: 4 }])).json().data;
    for (const status of ['ACCEPTED', 'INTRANSIT']) expect((await staffMove(placed.id, status)).statusCode).toBe(200);
    expect(await stockOf(product.id)).toBe(0);
    expect((await staffMove(placed.id, 'CANCELLED', 'Address unreachable')).statusCode).toBe(200);
    expect(await stockOf(product.id)).toBe(4);
  });

  it('never restocks an order that took no stock (seeded or imported rows)', async () => {
    const { products: [product] } = await openShop([{ stock: 5 }]);
    const [row] = await queryRows<{ id: number }>(
      t.db,
      sql`INSERT INTO orders (user_id, customer_name, payment_method) VALUES (${customer.id}, 'Seeded', 'CASH') RETURNING id`,
    );
    await t.db.execute(sql`INSERT INTO order_items (order_id, product_id, product_name, unit_price, quantity) VALUES (${row.id}, ${product.id}, 'x', 1, 2)`);
    expect((await staffMove(row.id, 'REJECTED')).statusCode).toBe(200);
    expect(await stockOf(product.id)).toBe(5);
  });

  it('refuses a reason over 500 characters', async () => {
    const { products: [product] } = await openShop([{ stock: 5 }]);
    const placed = (await order([{ productId: product.id, quantity: 1 }])).json().data;
    const res = await staffMove(placed.id, 'REJECTED', 'x'.repeat(501));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['reason']);
  });
});

describe('customers follow their own orders only', () => {
  it('lists and shows their own orders; another customer sees none of them (404)', async () => {
    const { products: [product] } = await openShop([{ stock: 10 }]);
    const mine = (await order([{ productId: product.id, quantity: 1 }])).json().data;
    const list = await t.app.inject({ method: 'GET', url: '/api/customer/orders', headers: { authorization: customer.authorization } });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items[0]).toMatchObject({ id: mine.id, status: 'NEW' });
    const [own] = await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${customer.id}`);
    expect(list.json().data.total).toBe(own.n);
    const stranger = await t.createUser('customer');
    const theirs = await t.app.inject({ method: 'GET', url: `/api/customer/orders/${mine.id}`, headers: { authorization: stranger.authorization } });
    expect(theirs.statusCode).toBe(404);
    const strangerList = await t.app.inject({ method: 'GET', url: '/api/customer/orders', headers: { authorization: stranger.authorization } });
    expect(strangerList.json().data).toMatchObject({ items: [], total: 0 });
    const shown = await t.app.inject({ method: 'GET', url: `/api/customer/orders/${mine.id}`, headers: { authorization: customer.authorization } });
    expect(shown.json().data).toMatchObject({ id: mine.id, status: 'NEW' });
  });
});
