import { sql } from 'drizzle-orm';
import { setUpTestApp } from '../test/test-app';
import { seedLarge, type LargeSeedSize } from './large-seed';

// The benchmark seed at a small size: the same statements as the 1M-order run.
const SMALL: LargeSeedSize = { shops: 20, categoriesPerShop: 2, products: 100, customers: 30, orders: 1_000, chunk: 300 };

const t = setUpTestApp();

const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('seedLarge', () => {
  it('writes the data set in steps, with item snapshots, SQL totals and correct status counters', async () => {
    const steps: string[] = [];
    let total = 0;
    const result = await seedLarge(t.database, SMALL, { start: (n) => (total = n), step: (s) => steps.push(s) });
    expect(result).toMatchObject({ skipped: false, orders: 1_000 });
    expect(steps).toHaveLength(total);

    const [counts] = await rows<Record<string, number>>(sql`SELECT
      (SELECT count(*)::int FROM shops) AS shops, (SELECT count(*)::int FROM categories) AS categories,
      (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM users WHERE role = 'customer') AS customers,
      (SELECT count(*)::int FROM governorates) AS governorates`);
    expect(counts).toEqual({ shops: 20, categories: 40, products: 100, customers: 30, governorates: 6 });

    const [orders] = await rows<{ bad_totals: number; items: number; min_items: number; max_items: number; bad_shops: number }>(sql`
      SELECT count(*) FILTER (WHERE o.total_quantity <> t.q OR o.total_amount <> t.a)::int AS bad_totals,
        sum(t.n)::int AS items, min(t.n)::int AS min_items, max(t.n)::int AS max_items,
        (SELECT count(*)::int FROM shops s JOIN blocks b ON b.id = s.block_id JOIN areas a ON a.id = b.area_id
          WHERE s.area_id <> a.id OR s.governorate_id <> a.governorate_id) AS bad_shops
      FROM orders o JOIN (SELECT order_id, count(*) AS n, sum(quantity) AS q, sum(unit_price * quantity) AS a
        FROM order_items GROUP BY order_id) t ON t.order_id = o.id`);
    expect(orders).toMatchObject({ bad_totals: 0, min_items: 1, max_items: 4, bad_shops: 0 });

    // Every address one way (decisions/order-workspace.md): a block of the tree in both languages, never one line; some with PACI, directions, a pin in Kuwait.
    const [addresses] = await rows<Record<string, number>>(sql`
      SELECT count(*) FILTER (WHERE o.address IS NOT NULL OR o.ordered_address IS NOT NULL)::int AS one_line,
        count(*) FILTER (WHERE b.id IS NULL OR a.governorate_id <> o.governorate_id OR b.area_id <> o.area_id
          OR o.block_ar IS DISTINCT FROM b.name_ar OR o.area_ar IS DISTINCT FROM a.name_ar OR o.street IS NULL OR o.building IS NULL)::int AS not_of_the_tree,
        count(*) FILTER (WHERE o.latitude NOT BETWEEN 28.5 AND 30.2 OR o.longitude NOT BETWEEN 46.5 AND 48.5)::int AS pin_outside,
        count(o.paci)::int AS paci, count(o.directions)::int AS directions, count(o.latitude)::int AS pins
      FROM orders o LEFT JOIN blocks b ON b.id = o.block_id LEFT JOIN areas a ON a.id = b.area_id`);
    expect(addresses).toMatchObject({ one_line: 0, not_of_the_tree: 0, pin_outside: 0 });
    for (const part of ['paci', 'directions', 'pins']) expect(addresses[part]).toBeGreaterThan(0);

    // decisions/money-ledger.md: every order's ledger opened, so benchmarks read money as production does.
    const [ledgers] = await rows<{ unopened: number; cash_open: number }>(sql`
      SELECT count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM order_ledger l WHERE l.order_id = o.id AND l.kind = 'charge'))::int AS unopened,
        count(*) FILTER (WHERE o.payment_method = 'CASH' AND o.status IN ('NEW', 'ACCEPTED', 'INTRANSIT')
          AND NOT EXISTS (SELECT 1 FROM order_ledger l WHERE l.order_id = o.id AND l.kind = 'cash_to_collect'))::int AS cash_open
      FROM orders o`);
    expect(ledgers).toEqual({ unopened: 0, cash_open: 0 });

    // decisions/delivery-slots.md: no seeded order is for a slot.
    const { SCHEDULED: scheduled, ...stats } = (await t.app.inject({ method: 'GET', url: '/api/orders/stats', headers: t.staffAuth })).json().data;
    expect(scheduled).toBe(0);
    const counted = await rows<{ status: string; n: number }>(sql`SELECT status, count(*)::int AS n FROM orders GROUP BY status`);
    expect(Object.fromEntries(counted.map((r) => [r.status, r.n]))).toEqual(stats);
    expect(Object.values(stats).every((n) => (n as number) > 0)).toBe(true);

    // The counter trigger is on again afterwards.
    const [newest] = (await t.app.inject({ method: 'GET', url: '/api/orders?status=NEW&limit=1', headers: t.staffAuth })).json().data.items;
    const res = await t.app.inject({ method: 'PATCH', url: `/api/orders/${newest.id}/status`, headers: t.staffAuth, payload: { status: 'ACCEPTED' } });
    expect(res.statusCode).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url: '/api/orders/stats', headers: t.staffAuth })).json().data;
    expect(after).toEqual({ ...stats, NEW: stats.NEW - 1, ACCEPTED: stats.ACCEPTED + 1, SCHEDULED: 0 });
  }, 120_000);

  it('does nothing when the database already holds that many orders', async () => {
    expect(await seedLarge(t.database, SMALL)).toEqual({ skipped: true, orders: 1_000 });
  });
});
