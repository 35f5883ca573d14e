import { sql } from 'drizzle-orm';
import { setUpTestApp } from '../../test/test-app';
import { createCatalog, createOrder, type CatalogFixture } from '../../test/fixtures';
import { describeStaffGuard } from '../../test/staff-guard';

const t = setUpTestApp();

const report = (query: string) => t.app.inject({ method: 'GET', url: `/api/reports/sales?${query}`, headers: t.staffAuth });

const shopIdOf = async (tag: string) => {
  const rows = (await t.db.execute(sql`SELECT id FROM shops WHERE name = ${`Test Shop ${tag}`}`)) as unknown as { rows: { id: number }[] };
  return Number(rows.rows[0].id);
};

/** An order of the catalogue's shop placed at `at` (an instant with its offset), for `quantities` of its products. */
async function orderAt(catalog: CatalogFixture & { tag: string }, at: string, status: Parameters<typeof createOrder>[2], quantities: number[]) {
  const id = await createOrder(t.db, catalog, status, quantities);
  await t.db.execute(sql`UPDATE orders SET created_at = ${at}, shop_id = ${await shopIdOf(catalog.tag)} WHERE id = ${id}`);
  return id;
}
const catalogTagged = async (tag: string) => ({ ...(await createCatalog(t.db, tag)), tag });

describe('GET /api/reports/sales (decisions/sections.md)', () => {
  let milkShop: number;
  let eggShop: number;

  beforeAll(async () => {
    // Prices: milk 0.450, labneh 0.875, eggs 1.650 (fixtures.ts).
    const a = await catalogTagged('report-a');
    const b = await catalogTagged('report-b');
    milkShop = await shopIdOf('report-a');
    eggShop = await shopIdOf('report-b');
    // 2026-05-01 in Kuwait: 00:30 Kuwait is still 30 April in UTC.
    await orderAt(a, '2026-04-30T21:30:00Z', 'NEW', [1]); // 0.450
    await orderAt(a, '2026-05-01T12:00:00+03:00', 'DELIVERED', [2, 1]); // 0.900 + 0.875 = 1.775
    await orderAt(b, '2026-05-01T23:59:00+03:00', 'ACCEPTED', [3]); // 3 × milk: 1.350
    // 2026-05-02: one sale, one rejected and one cancelled (not sales).
    await orderAt(b, '2026-05-02T10:00:00+03:00', 'INTRANSIT', [1, 1, 1]); // 0.450 + 0.875 + 1.650 = 2.975
    await orderAt(b, '2026-05-02T11:00:00+03:00', 'REJECTED', [5]);
    await orderAt(a, '2026-05-02T11:00:00+03:00', 'CANCELLED', [5]);
    // Outside the range: 2026-05-04 00:00 in Kuwait.
    await orderAt(a, '2026-05-03T21:00:00Z', 'DELIVERED', [7]);
  });

  it('answers totals, every day of the range, each shop and each day-and-shop, in Kuwait days and exact KWD', async () => {
    const answer = await report('from=2026-05-01&to=2026-05-03');
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data;
    expect(data).toMatchObject({ from: '2026-05-01', to: '2026-05-03', timeZone: 'Asia/Kuwait', currency: 'KWD' });
    expect(data.totals).toEqual({ orders: 4, items: 10, amount: 6.55 });
    expect(data.byDay).toEqual([
      { day: '2026-05-01', orders: 3, items: 7, amount: 3.575 },
      { day: '2026-05-02', orders: 1, items: 3, amount: 2.975 },
      { day: '2026-05-03', orders: 0, items: 0, amount: 0 },
    ]);
    expect(data.byShop).toEqual([
      { shopId: eggShop, name: 'Test Shop report-b', name_ar: 'متجر', orders: 2, items: 6, amount: 4.325 },
      { shopId: milkShop, name: 'Test Shop report-a', name_ar: 'متجر', orders: 2, items: 4, amount: 2.225 },
    ]);
    expect(data.rows).toEqual([
      { day: '2026-05-01', shopId: milkShop, name: 'Test Shop report-a', name_ar: 'متجر', orders: 2, items: 4, amount: 2.225 },
      { day: '2026-05-01', shopId: eggShop, name: 'Test Shop report-b', name_ar: 'متجر', orders: 1, items: 3, amount: 1.35 },
      { day: '2026-05-02', shopId: eggShop, name: 'Test Shop report-b', name_ar: 'متجر', orders: 1, items: 3, amount: 2.975 },
    ]);
  });

  it('sums amounts exactly: ten orders of 0.100 KWD make 1.000, not a float near it', async () => {
    const c = await catalogTagged('report-fils');
    const ids: number[] = [];
    for (let i = 0; i < 10; i += 1) ids.push(await orderAt(c, '2025-01-15T12:00:00+03:00', 'DELIVERED', [1]));
    await t.db.execute(sql`UPDATE orders SET total_amount = 0.1 WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
    const data = (await report('from=2025-01-15&to=2025-01-15')).json().data;
    // 0.1 added ten times in floating point is 0.9999999999999999.
    expect(data.totals.amount).toBe(1);
    expect(data.byShop[0].amount).toBe(1);
  });

  it('answers a range without sales with zeros', async () => {
    const data = (await report('from=2020-02-28&to=2020-03-01')).json().data;
    expect(data.totals).toEqual({ orders: 0, items: 0, amount: 0 });
    expect(data.byDay.map((d: { day: string }) => d.day)).toEqual(['2020-02-28', '2020-02-29', '2020-03-01']);
    expect(data.byShop).toEqual([]);
    expect(data.rows).toEqual([]);
  });

  it('reads Arabic-Indic digits as days', async () => {
    const answer = await report(`from=${encodeURIComponent('٢٠٢٦-٠٥-٠١')}&to=2026-05-01`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.totals.orders).toBe(3);
  });

  it.each([
    ['', ['from', 'to']],
    ['to=2026-05-01', ['from']],
    ['from=2026-05-01', ['to']],
    ['from=2026-02-30&to=2026-03-01', ['from']],
    ['from=2026-05-01&to=tomorrow', ['to']],
    ['from=2026-05-02&to=2026-05-01', ['to']],
    ['from=2025-01-01&to=2026-01-02', ['to']],
    [`from=${'9'.repeat(30)}&to=2026-01-02`, ['from']],
  ])('refuses %p with a 400 naming %p', async (query, fields) => {
    const answer = await report(query);
    expect(answer.statusCode).toBe(400);
    const body = answer.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(fields);
  });

  it('takes a whole year (366 days) in one report', async () => {
    const answer = await report('from=2024-01-01&to=2024-12-31');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.byDay).toHaveLength(366);
  });
});

describeStaffGuard(() => t, [['GET', '/api/reports/sales?from=2026-05-01&to=2026-05-02']]);
