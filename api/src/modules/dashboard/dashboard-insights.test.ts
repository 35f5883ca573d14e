import { sql } from 'drizzle-orm';
import { setUpTestApp } from '../../test/test-app';
import { type CatalogFixture, createCatalog, createOrder, makeProduct } from '../../test/fixtures';
import { rollupsKept, rollupsRecomputed } from '../../test/dashboard-rollups';
import { describeStaffGuard } from '../../test/staff-guard';

// decisions/reports-and-bulk.md: every dashboard figure against a hand-computed fixture. Now is Thursday 2026-11-26,
// 10:30 in Kuwait; its week started on Saturday 2026-11-21. Prices: milk 0.450, labneh 0.875, eggs 1.650.

const t = setUpTestApp();
let a: CatalogFixture;
let b: CatalogFixture;
const ids: Record<string, number> = {};
const NOW = new Date('2026-11-26T10:30:00+03:00');
const at = (local: string) => new Date(`${local}+03:00`);

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: t.staffAuth });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const insights = (from = '2026-11-20', to = '2026-11-26') => get(`/api/dashboard/insights?from=${from}&to=${to}`);

/** decisions/dashboard-money.md: no promotion or refund here, so gross and net are the amount. */
const nothingOff = (amount: number) => ({ gross: amount, promotions: 0, refunds: 0, net: amount });

/** A status change as the status service writes it: the new status and when (updated_at). */
const move = (id: number, status: string, when: string) => t.db.execute(sql`UPDATE orders SET status = ${status}, updated_at = ${at(when).toISOString()} WHERE id = ${id}`);

beforeAll(async () => {
  t.setClock(NOW);
  a = await createCatalog(t.db, 'A');
  b = await createCatalog(t.db, 'B');
  const order = (name: string, catalog: CatalogFixture, status: Parameters<typeof createOrder>[2], quantities: number[], placed: string) =>
    createOrder(t.db, catalog, status, quantities, { createdAt: at(placed), updatedAt: at(placed), shopId: catalog.shopId }).then((id) => {
      ids[name] = id;
    });
  await order('midnight', a, 'NEW', [1], '2026-11-26T00:00:00'); // 0.450, today's first instant
  await order('lastNight', a, 'DELIVERED', [2, 1], '2026-11-25T23:59:59'); // 1.775, yesterday's last second
  await order('bigB', b, 'ACCEPTED', [1, 1, 3], '2026-11-26T10:15:00'); // 6.275
  await order('rejected', b, 'REJECTED', [5], '2026-11-26T09:00:00'); // no sale
  await order('cancelled', a, 'CANCELLED', [1], '2026-11-26T09:30:00'); // no sale
  await order('lastWeek', a, 'NEW', [1], '2026-11-19T09:10:00'); // 0.450, Thursday a week before
  await order('saturday', a, 'DELIVERED', [1, 1, 1], '2026-11-21T00:00:00'); // 2.975, the week's first instant
  await order('friday', a, 'DELIVERED', [1], '2026-11-20T23:59:59'); // 0.450, the week before's last second
  await order('timed', a, 'NEW', [1], '2026-11-26T08:00:00'); // 0.450: accepted after 10 min, delivered after 60
  await order('accepted', a, 'NEW', [1], '2026-11-26T08:00:00'); // 0.450: accepted after 20 min, not shipped since
  await move(ids.timed, 'ACCEPTED', '2026-11-26T08:10:00');
  await move(ids.timed, 'INTRANSIT', '2026-11-26T08:30:00');
  await move(ids.timed, 'DELIVERED', '2026-11-26T09:00:00');
  await move(ids.accepted, 'ACCEPTED', '2026-11-26T08:20:00');
}, 60_000);

describe('GET /api/dashboard/insights', () => {
  it('sums revenue exactly for today, this week from Saturday, 7 and 30 Kuwait days, each against the period before', async () => {
    const { revenue, timeZone, currency, weekStartsOn } = await insights();
    expect({ timeZone, currency, weekStartsOn }).toEqual({ timeZone: 'Asia/Kuwait', currency: 'KWD', weekStartsOn: 'Saturday' });
    // Today: midnight 0.450 + bigB 6.275 + timed 0.450 + accepted 0.450; yesterday: lastNight 1.775.
    expect(revenue.today).toEqual({ amount: 7.625, previous: 1.775, changePercent: 329.6, ...nothingOff(7.625) });
    // Saturday 21st to today (+ lastNight, saturday); the same days a week before: lastWeek only (friday is not one of them).
    expect(revenue.week).toEqual({ amount: 12.375, previous: 0.45, changePercent: 2650, ...nothingOff(12.375) });
    // 20th–26th (+ friday); 13th–19th: lastWeek.
    expect(revenue.days7).toEqual({ amount: 12.825, previous: 0.45, changePercent: 2750, ...nothingOff(12.825) });
    // Nothing sold in the 30 days before: no change to state.
    expect(revenue.days30).toEqual({ amount: 13.275, previous: 0, changePercent: null, ...nothingOff(13.275) });
  });

  it('counts the period’s orders by status, its sales and the average times from placed to accepted and to delivered', async () => {
    const { period } = await insights();
    expect(period).toEqual({
      revenue: 12.825,
      sales: 7,
      byStatus: { NEW: 1, ACCEPTED: 2, INTRANSIT: 0, DELIVERED: 4, CANCELLED: 1, REJECTED: 1 },
      acceptSeconds: 900, // (10 min + 20 min) / 2
      deliverSeconds: 3600,
    });
    // The day before the period holds lastWeek alone.
    expect((await insights('2026-11-19', '2026-11-19')).period.byStatus.NEW).toBe(1);
  });

  it('counts orders per Kuwait hour of the period’s last day against the same weekday a week before', async () => {
    const { hourly } = await insights();
    expect(hourly.day).toBe('2026-11-26');
    expect(hourly.weekBefore).toBe('2026-11-19');
    const expected = Array.from({ length: 24 }, () => 0);
    expected[0] = 1;
    expected[8] = 2;
    expected[9] = 2;
    expected[10] = 1;
    expect(hourly.orders).toEqual(expected);
    const before = Array.from({ length: 24 }, () => 0);
    before[9] = 1;
    expect(hourly.ordersWeekBefore).toEqual(before);
    // A period ending yesterday charts yesterday: lastNight in its hour 23.
    expect((await insights('2026-11-25', '2026-11-25')).hourly.orders[23]).toBe(1);
  });

  it('ranks the top 5 products and shops by revenue over the period', async () => {
    const { topProducts, topShops } = await insights();
    // A: midnight, lastNight, saturday, friday, timed, accepted; B: bigB.
    expect(topShops.map((shop: { id: number; amount: number; orders: number }) => [shop.id, shop.amount, shop.orders])).toEqual([
      [a.shopId, 6.55, 6],
      [b.shopId, 6.275, 1],
    ]);
    expect(topProducts.map((product: { id: number; amount: number; quantity: number }) => [product.id, product.amount, product.quantity])).toEqual([
      [b.products[2].id, 4.95, 3],
      [a.products[0].id, 3.15, 7],
      [a.products[1].id, 1.75, 2],
      [a.products[2].id, 1.65, 1],
      [b.products[1].id, 0.875, 1],
    ]);
  });

  it('lists products with 5 or fewer in stock, fewest first', async () => {
    const before = await insights();
    const category = (await t.db.execute(sql`SELECT id FROM categories LIMIT 1`)) as unknown as { rows: { id: number }[] };
    const empty = await makeProduct(t.db, category.rows[0].id, { stock: 0 });
    const five = await makeProduct(t.db, category.rows[0].id, { stock: 5 });
    await makeProduct(t.db, category.rows[0].id, { stock: 6 });
    const { lowStock } = await insights();
    expect(lowStock.atMost).toBe(5);
    expect(lowStock.total).toBe(before.lowStock.total + 2);
    expect(lowStock.items.slice(0, 2).map((item: { id: number; stock: number }) => [item.id, item.stock])).toEqual([
      [empty.id, 0],
      [five.id, 5],
    ]);
    expect((await get('/api/dashboard/stats')).productsOutOfStock).toBe(1);
  });

  it('answers 400 naming the field for a wrong range', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/insights?from=2026-11-26&to=2026-11-20', headers: t.staffAuth });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ to: 'The end date must be on or after the start date' });
  });
});

describe('GET /api/dashboard/stats: needs attention', () => {
  it('counts NEW orders past the red age and accepted orders not shipped within an hour', async () => {
    // NEW before 10:15 (the default 15 minutes): midnight and lastWeek; bigB was placed at 10:15 but is ACCEPTED.
    expect(await get('/api/dashboard/stats')).toMatchObject({ newOrdersOverdue: 2, acceptedNotShipped: 1 });
    // The strip's links lead to the orders list filtered the same way: the same orders.
    const listed = async (query: string) => (await get(`/api/orders?${query}`)).items.map((order: { id: number }) => order.id).sort();
    expect(await listed('status=NEW&waitingMinutes=15')).toEqual([ids.midnight, ids.lastWeek].sort());
    expect(await listed('status=ACCEPTED&waitingMinutes=60')).toEqual([ids.accepted]);
    expect(await listed('status=ACCEPTED&waitingMinutes=200')).toEqual([]);
    const wrong = await t.app.inject({ method: 'GET', url: '/api/orders?status=NEW&waitingMinutes=0', headers: t.staffAuth });
    expect(wrong.statusCode).toBe(400);
    // 11 hours: only lastWeek is older.
    expect((await get('/api/dashboard/stats?overdueMinutes=660')).newOrdersOverdue).toBe(1);
    // Accepted at 08:20: within the hour at 09:15, not at 09:21.
    t.setClock(at('2026-11-26T09:15:00'));
    expect((await get('/api/dashboard/stats')).acceptedNotShipped).toBe(0);
    t.setClock(at('2026-11-26T09:21:00'));
    expect((await get('/api/dashboard/stats')).acceptedNotShipped).toBe(1);
    t.setClock(NOW);
    await move(ids.accepted, 'INTRANSIT', '2026-11-26T10:00:00');
    expect((await get('/api/dashboard/stats')).acceptedNotShipped).toBe(0);
  });
});


describe('the rollups behind the dashboard (migration 0016)', () => {
  it('stay equal to a count over the orders after inserts, status changes, item and order deletes, and a product and a shop deleted', async () => {
    expect(await rollupsKept(t.db)).toEqual(await rollupsRecomputed(t.db));
    await move(ids.midnight, 'REJECTED', '2026-11-26T10:20:00');
    await move(ids.bigB, 'INTRANSIT', '2026-11-26T10:25:00');
    await t.db.execute(sql`DELETE FROM order_items WHERE id = (SELECT min(id) FROM order_items WHERE order_id = ${ids.saturday})`);
    await t.db.execute(sql`DELETE FROM orders WHERE id IN (${ids.lastNight}, ${ids.rejected})`);
    expect(await rollupsKept(t.db)).toEqual(await rollupsRecomputed(t.db));
    await t.db.execute(sql`DELETE FROM order_items WHERE product_id = ${a.products[1].id}`);
    await t.db.execute(sql`DELETE FROM products WHERE id = ${a.products[1].id}`);
    // Shop B goes with its catalogue; its orders stay (their shop set to null), out of the shops' ranking.
    await t.db.execute(sql`DELETE FROM products WHERE category_id IN (SELECT id FROM categories WHERE shop_id = ${b.shopId})`);
    await t.db.execute(sql`DELETE FROM categories WHERE shop_id = ${b.shopId}`);
    await t.db.execute(sql`DELETE FROM shops WHERE id = ${b.shopId}`);
    expect(await rollupsKept(t.db)).toEqual(await rollupsRecomputed(t.db));
    const after = await insights();
    // Today's revenue: midnight rejected (−0.450); bigB still sold.
    expect(after.revenue.today.amount).toBe(7.175);
    expect(after.topShops.map((shop: { id: number }) => shop.id)).toEqual([a.shopId]);
  });
});

describeStaffGuard(() => t, [['GET', '/api/dashboard/insights?from=2026-11-20&to=2026-11-26']]);
