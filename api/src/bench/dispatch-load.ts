import { type SQL, sql } from 'drizzle-orm';
import { Client } from 'pg';
import { connectPostgres, queryRows } from '../db/client';
import { runMigrations } from '../db/migrate';
import { boardCountsQuery, orderKeysQuery } from '../modules/dispatch/dispatch-repository';
import { type LoadFigures, measureLoad } from './load-figures';

// `pnpm bench:api`, dispatch (decisions/dispatch.md): how fast the board and its Waiting list answer with 200 drivers
// on shift and 2,000 accepted orders (400 of them assigned) plus 200 on their way, in 20 areas — a busy evening — over
// 100 days of history (100,000 orders delivered by those drivers, 10,000 customers), so the planner sees tables of a
// real size. On a database of its own: the large data set's 80,000 ACCEPTED orders, written over its years, are no
// evening's board. It prints figures and the plans of the board's statements (which indexes they read), and never fails
// on them.

const DRIVERS = 200;
const ORDERS = 2000;
const ASSIGNED = 400;
const AREAS = 20;
const HISTORY = 100_000;
const CUSTOMERS = 10_000;
/** The marker of a database the fixture was made in (a few minutes, once): its owner's email. */
const OWNER_EMAIL = 'bench-dispatch@dukkan.kw';

export interface DispatchFixture {
  ownerId: number;
  drivers: number;
  accepted: number;
  onTheWay: number;
}

export interface DispatchLoad extends DispatchFixture {
  figures: LoadFigures[];
  /** Each statement's plan as EXPLAIN ANALYZE printed it, and its execution time (ms). */
  plans: { name: string; plan: string[]; ms: number; seqScans: string[] }[];
}

/**
 * 20 areas with a shop each (one product at 1.250 KWD), a customer, 2,000 ACCEPTED orders of two items (two in three
 * paid cash, their ledgers opened), accepted over the last 100 minutes; 200 drivers, each covering two areas, capacity 5,
 * on an open shift; 400 of the orders assigned (two a driver) and 200 more orders on their way (one a driver); and the
 * history above. Made once.
 */
export async function dispatchFixture(client: Client): Promise<DispatchFixture> {
  const present = await client.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [OWNER_EMAIL]);
  if (present.rowCount === 0) {
    await client.query('BEGIN');
    try {
      // Bench rows are nobody's action: no audit entries (plugins/audit.ts's setting).
      await client.query("SELECT set_config('dukkan.audit', 'off', true)");
      const { rows: [gov] } = await client.query<{ id: number }>("INSERT INTO governorates (name, name_ar) VALUES ('Dispatch bench', 'توزيع') RETURNING id");
      await client.query(`INSERT INTO areas (governorate_id, name, name_ar) SELECT $1, 'Bench area ' || g, 'منطقة ' || g FROM generate_series(1, ${AREAS}) g`, [gov.id]);
      await client.query("INSERT INTO blocks (area_id, name, name_ar) SELECT id, 'Block 1', 'قطعة 1' FROM areas WHERE governorate_id = $1", [gov.id]);
      await client.query(
        `INSERT INTO shops (name, name_ar, phone, is_open, governorate_id, area_id, block_id, open_time, close_time)
         SELECT 'Dispatch shop ' || a.id, 'متجر ' || a.id, '+96560000000', true, $1, a.id, b.id, '00:00', '00:00'
         FROM areas a JOIN blocks b ON b.area_id = a.id WHERE a.governorate_id = $1`,
        [gov.id],
      );
      await client.query("INSERT INTO categories (name, name_ar, shop_id) SELECT 'Bench', 'مقعد', s.id FROM shops s WHERE s.governorate_id = $1", [gov.id]);
      await client.query(
        `INSERT INTO products (name, name_ar, price, stock, category_id)
         SELECT 'Bench product ' || c.shop_id, 'منتج', 1.250, 100000, c.id FROM categories c JOIN shops s ON s.id = c.shop_id WHERE s.governorate_id = $1`,
        [gov.id],
      );
      const { rows: [owner] } = await client.query<{ id: number }>(
        "INSERT INTO users (name, email, role, password_hash) VALUES ('Dispatch bench', $1, 'owner', '!') RETURNING id",
        [OWNER_EMAIL],
      );
      const { rows: [customer] } = await client.query<{ id: number }>(
        "INSERT INTO users (name, email, phone, role, password_hash) VALUES ('Bench customer', 'bench-dispatch-customer@dukkan.kw', '+96599000000', 'customer', '!') RETURNING id",
      );
      // The orders: ACCEPTED ones accepted over the last 100 minutes (3 s apart), then the ones on their way.
      await client.query(
        `INSERT INTO orders (user_id, status, customer_name, customer_phone, payment_method, total_quantity, total_amount, shop_id,
                             governorate_id, area_id, block_id, governorate, area, block, governorate_ar, area_ar, block_ar, street, building,
                             created_at, accepted_at)
         SELECT $1, CASE WHEN g <= ${ORDERS} THEN 'ACCEPTED' ELSE 'INTRANSIT' END, 'Customer ' || g, '+96599000000',
                CASE WHEN g % 3 = 0 THEN 'KNET' ELSE 'CASH' END, 2, 2.500, s.id, s.governorate_id, s.area_id, s.block_id,
                'Dispatch bench', a.name, 'Block 1', 'توزيع', a.name_ar, 'قطعة 1', 'Street ' || (g % 40), (g % 90)::text,
                now() - (${ORDERS + DRIVERS} - g + 20) * interval '3 seconds', now() - (${ORDERS + DRIVERS} - g) * interval '3 seconds'
         FROM generate_series(1, ${ORDERS + DRIVERS}) g
         JOIN LATERAL (SELECT * FROM shops WHERE governorate_id = $2 ORDER BY id OFFSET g % ${AREAS} LIMIT 1) s ON true
         JOIN areas a ON a.id = s.area_id`,
        [customer.id, gov.id],
      );
      await client.query(
        `INSERT INTO order_items (order_id, product_id, product_name, product_name_ar, unit_price, quantity)
         SELECT o.id, p.id, p.name, p.name_ar, p.price, 1
         FROM orders o JOIN categories c ON c.shop_id = o.shop_id JOIN products p ON p.category_id = c.id CROSS JOIN generate_series(1, 2)
         WHERE o.user_id = $1`,
        [customer.id],
      );
      await client.query("SELECT order_ledger_open('ledger_opened', (SELECT array_agg(id) FROM orders WHERE user_id = $1), $2)", [customer.id, owner.id]);
      await client.query(
        `INSERT INTO users (name, email, role, password_hash)
         SELECT 'Bench driver ' || lpad(g::text, 3, '0'), 'bench-dispatch-driver-' || g || '@dukkan.kw', 'driver', '!' FROM generate_series(1, ${DRIVERS}) g`,
      );
      const drivers = "SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE email LIKE 'bench-dispatch-driver-%'";
      await client.query(`INSERT INTO driver_profiles (user_id, phone, vehicle, capacity) SELECT id, '+9655' || lpad(n::text, 7, '0'), 'Scooter', 5 FROM (${drivers}) d`);
      await client.query(
        `INSERT INTO driver_areas (user_id, area_id)
         SELECT d.id, a.id FROM (${drivers}) d
         JOIN LATERAL (SELECT id FROM areas WHERE governorate_id = $1 ORDER BY id OFFSET d.n % ${AREAS} LIMIT 1) a ON true
         UNION SELECT d.id, a.id FROM (${drivers}) d
         JOIN LATERAL (SELECT id FROM areas WHERE governorate_id = $1 ORDER BY id OFFSET (d.n + 7) % ${AREAS} LIMIT 1) a ON true`,
        [gov.id],
      );
      await client.query(`INSERT INTO driver_shifts (driver_id, opened_by, opened_at) SELECT id, $1, now() - interval '3 hours' FROM (${drivers}) d`, [owner.id]);
      // Two ACCEPTED orders a driver assigned; each order on its way picked up by one.
      await client.query(
        `INSERT INTO deliveries (order_id, shop_id, driver_id, assigned_by, assigned_at, state, picked_up_at)
         SELECT o.id, o.shop_id, d.id, $2, o.accepted_at + interval '1 minute', o.state, CASE WHEN o.state = 'picked_up' THEN o.accepted_at + interval '5 minutes' END
         FROM (SELECT id, shop_id, accepted_at, CASE WHEN status = 'INTRANSIT' THEN 'picked_up' ELSE 'assigned' END AS state,
                      row_number() OVER (PARTITION BY status ORDER BY id) AS n
               FROM orders WHERE user_id = $1) o
         JOIN (${drivers}) d ON d.n = 1 + (o.n - 1) % ${DRIVERS}
         WHERE o.state = 'picked_up' OR o.n <= ${ASSIGNED}`,
        [customer.id, owner.id],
      );
      // 100 days of history: customers, and orders delivered by the drivers (their lines and money are not read here).
      await client.query(
        `INSERT INTO users (name, email, role, password_hash) SELECT 'Customer ' || g, 'bench-dispatch-customer-' || g || '@dukkan.kw', 'customer', '!'
         FROM generate_series(1, ${CUSTOMERS}) g`,
      );
      await client.query(
        `INSERT INTO orders (user_id, status, customer_name, payment_method, total_quantity, total_amount, shop_id, governorate_id, area_id, block_id,
                             created_at, accepted_at, delivered_at)
         SELECT c.id, 'DELIVERED', c.name, 'CASH', 2, 2.500, s.id, s.governorate_id, s.area_id, s.block_id,
                now() - g * interval '86 seconds' - interval '2 hours', now() - g * interval '86 seconds' - interval '110 minutes', now() - g * interval '86 seconds'
         FROM generate_series(1, ${HISTORY}) g
         JOIN (SELECT id, name, row_number() OVER (ORDER BY id) AS n FROM users WHERE email LIKE 'bench-dispatch-customer-%') c ON c.n = 1 + g % ${CUSTOMERS}
         JOIN (SELECT id, governorate_id, area_id, block_id, row_number() OVER (ORDER BY id) AS n FROM shops WHERE governorate_id = $1) s ON s.n = 1 + g % ${AREAS}`,
        [gov.id],
      );
      await client.query(
        `INSERT INTO deliveries (order_id, shop_id, driver_id, assigned_by, state, live, assigned_at, picked_up_at, ended_at, proof, cash_collected)
         SELECT o.id, o.shop_id, d.id, $1, 'delivered', false, o.accepted_at + interval '5 minutes', o.accepted_at + interval '20 minutes', o.delivered_at, 'code', 2.500
         FROM (SELECT id, shop_id, accepted_at, delivered_at, row_number() OVER (ORDER BY id) AS n FROM orders WHERE status = 'DELIVERED') o
         JOIN (${drivers}) d ON d.n = 1 + o.n % ${DRIVERS}`,
        [owner.id],
      );
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
    await client.query('VACUUM (ANALYZE) users, areas, shops, orders, order_items, order_ledger, driver_profiles, driver_areas, driver_shifts, deliveries');
  }
  const { rows: [figures] } = await client.query<{ owner_id: number; drivers: number; accepted: number; on_the_way: number }>(
    `SELECT (SELECT id FROM users WHERE email = $1) AS owner_id,
            (SELECT count(*)::int FROM driver_shifts WHERE state = 'open') AS drivers,
            (SELECT count(*)::int FROM orders WHERE status = 'ACCEPTED') AS accepted,
            (SELECT count(*)::int FROM deliveries WHERE live AND state = 'picked_up') AS on_the_way`,
    [OWNER_EMAIL],
  );
  return { ownerId: figures.owner_id, drivers: figures.drivers, accepted: figures.accepted, onTheWay: figures.on_the_way };
}

/** A statement's plan under EXPLAIN ANALYZE: its lines, its execution time, and the tables it read whole. */
async function explain(db: ReturnType<typeof connectPostgres>['db'], name: string, query: SQL): Promise<DispatchLoad['plans'][number]> {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(db, sql`EXPLAIN (ANALYZE, COSTS OFF) ${query}`);
  const plan = rows.map((row) => row['QUERY PLAN']);
  const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan.join('\n'))?.[1] ?? Number.NaN);
  const seqScans = plan.flatMap((line) => /Seq Scan on (\w+)/.exec(line)?.[1] ?? []);
  return { name, plan, ms, seqScans };
}

/**
 * Dispatch's two busiest reads as a lead's board makes them — the board, and the Waiting list's first page — on the
 * database `databaseUrl` (the caller creates it; it is migrated and given the fixture here). `startApi` starts an API on
 * it and answers its base URL and how to stop it; `sign` makes the owner's token.
 */
export async function measureDispatch(options: {
  databaseUrl: string;
  seconds: number;
  connections: number;
  startApi: () => Promise<{ base: string; stop: () => void }>;
  sign: (claims: { sub: number; role: 'owner'; email: string }) => string;
}): Promise<DispatchLoad> {
  const database = connectPostgres(options.databaseUrl, 2);
  try {
    await runMigrations(database);
    const client = new Client({ connectionString: options.databaseUrl });
    await client.connect();
    let fixture: DispatchFixture;
    try {
      fixture = await dispatchFixture(client);
    } finally {
      await client.end();
    }
    const api = await options.startApi();
    let figures: LoadFigures[];
    try {
      const headers = { authorization: `Bearer ${options.sign({ sub: fixture.ownerId, role: 'owner', email: OWNER_EMAIL })}` };
      const check = await fetch(`${api.base}/dispatch/board`, { headers });
      if (!check.ok) throw new Error(`The API refused the board: ${check.status} ${await check.text()}`);
      const { seconds, connections } = options;
      figures = [
        await measureLoad('dispatch/board', `${api.base}/dispatch/board`, { seconds, connections, headers }),
        await measureLoad('dispatch/orders?state=waiting', `${api.base}/dispatch/orders?state=waiting`, { seconds, connections, headers }),
      ];
    } finally {
      api.stop();
    }
    const everyShop = { areaId: null, shopIds: null };
    const plans = [
      await explain(database.db, 'board counts', boardCountsQuery(null)),
      await explain(database.db, 'waiting, first page', orderKeysQuery('waiting', everyShop, null, 51)),
      await explain(database.db, 'assigned, first page', orderKeysQuery('assigned', everyShop, null, 51)),
    ];
    return { ...fixture, figures, plans };
  } finally {
    await database.close();
  }
}
