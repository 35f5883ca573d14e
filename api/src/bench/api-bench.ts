import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { Client } from 'pg';
import { loadConfig } from '../config';
import { connectPostgres } from '../db/client';
import { runMigrations } from '../db/migrate';
import { addDays, kuwaitDay } from '../kuwait/kuwait-days';
import { users } from '../db/schema';
import { ensureStaffAccount } from '../seed/staff';
import { seedLargeShowingProgress } from '../seed/large-seed';
import { must } from '../seed/must';
import { measureStreamLatency, type StreamLatency } from './live-stream-latency';
import { measurePicking, type PickingLoad } from './picking-load';
import { type CatalogLoad, measureCatalog } from './catalog-load';
import { type DispatchLoad, measureDispatch } from './dispatch-load';
import { type LoadFigures, measureLoad } from './load-figures';

// `pnpm bench:api`: the API against its targets on the PostgreSQL server with the large
// data set. It prints figures and never fails on them: timings on a shared machine are noisy.

const DATABASE_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/dukkan_bench';
const DURATION = Number(process.env.BENCH_DURATION || 10); // seconds per measured run
const CONNECTIONS = 10;
const API_PORT = Number(process.env.BENCH_API_PORT || 4590);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT || 4591);
const DISPATCH_PORT = Number(process.env.BENCH_DISPATCH_PORT || 4592);
/** decisions/dispatch.md: the dispatch figure's own database (an evening's board, not the large data set's years). */
const DISPATCH_DATABASE_URL = process.env.BENCH_DISPATCH_DATABASE_URL || (() => {
  const url = new URL(DATABASE_URL);
  url.pathname = `${url.pathname}_dispatch`;
  return url.toString();
})();
const DIST = path.resolve(__dirname, '..');

async function ensureDatabase(url: string) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!rowCount) {
    console.log(`Creating database ${name}`);
    await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  }
  await client.end();
}

/** An HS256 token as the API signs them (the bench owns the API's JWT_SECRET). */
function signToken(secret: string, claims: object): string {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ ...claims, iat: now, exp: now + 3600 })}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** The API is started exactly as `pnpm --filter @dukkan/api start` does (node flags included). */
function apiStartArgs(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(DIST, '..', 'package.json'), 'utf8')) as { scripts: { start: string } };
  const [command, ...args] = manifest.scripts.start.trim().split(/\s+/);
  if (command !== 'node') throw new Error(`Unexpected start script: ${manifest.scripts.start}`);
  return args.map((arg) => (arg.endsWith('.js') ? path.resolve(DIST, '..', arg) : arg));
}

function startChild(args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<ChildProcess> {
  const script = args[args.length - 1];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${script} did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code}:\n${output}`));
    });
  });
}

const rssMb = (pid: number, field = 'VmRSS') => {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
};

type Figures = LoadFigures;

async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const figures = await measureLoad(name, url, { seconds: DURATION, connections: CONNECTIONS, headers });
  console.log(`  ${name.padEnd(44)} ${figures.rps.toFixed(0).padStart(7)} req/s   p50 ${String(figures.p50).padStart(3)} ms   p99 ${String(figures.p99).padStart(3)} ms   mean ${figures.mean.toFixed(2).padStart(6)} ms${figures.errors ? `   ${figures.errors} failed` : ''}`);
  return figures;
}

/**
 * A shop open all day with `count` products of ample stock and a customer: what the ordering
 * figure orders from. Made once; the stock is topped up on every run.
 */
async function orderingFixture(client: Client, count: number): Promise<{ customerId: number; productIds: number[]; address: object }> {
  const [block] = (
    await client.query<{ governorate_id: number; area_id: number; block_id: number }>(
      'SELECT a.governorate_id, b.area_id, b.id AS block_id FROM blocks b JOIN areas a ON a.id = b.area_id ORDER BY b.id LIMIT 1',
    )
  ).rows;
  let shop = (await client.query<{ id: number }>("SELECT id FROM shops WHERE name = 'Bench hot shop'")).rows[0];
  if (!shop) {
    shop = (
      await client.query<{ id: number }>(
        `INSERT INTO shops (name, name_ar, phone, governorate_id, area_id, block_id, open_time, close_time, is_open)
         VALUES ('Bench hot shop', 'متجر', '+96550000000', $1, $2, $3, '00:00', '00:00', true) RETURNING id`,
        [block.governorate_id, block.area_id, block.block_id],
      )
    ).rows[0];
    const category = (await client.query<{ id: number }>("INSERT INTO categories (name, name_ar, shop_id) VALUES ('Hot', 'رائج', $1) RETURNING id", [shop.id])).rows[0];
    await client.query(
      `INSERT INTO products (name, name_ar, price, stock, category_id)
       SELECT 'Hot product ' || n, 'منتج ' || n, 0.125 * n, 0, $1 FROM generate_series(1, $2) n`,
      [category.id, count],
    );
  }
  await client.query('UPDATE shops SET is_open = true, open_time = $2, close_time = $2 WHERE id = $1', [shop.id, '00:00']);
  const productIds = (
    await client.query<{ id: number }>(
      'UPDATE products SET stock = 1000000, status = $2 WHERE category_id IN (SELECT id FROM categories WHERE shop_id = $1) RETURNING id',
      [shop.id, 'active'],
    )
  ).rows.map((row) => row.id);
  const customer = (
    await client.query<{ id: number }>(
      `INSERT INTO users (name, email, phone, role, password_hash) VALUES ('Bench customer', 'bench-customer@example.com', '+96599999999', 'customer', 'x')
       ON CONFLICT ((lower(email))) DO UPDATE SET name = excluded.name RETURNING id`,
    )
  ).rows[0];
  return {
    customerId: customer.id,
    productIds,
    address: { governorateId: block.governorate_id, areaId: block.area_id, blockId: block.block_id, street: 'Street 1', building: '1' },
  };
}

/**
 * Deletes the orders earlier runs placed (the ordering figure's customer) and vacuums: they are the
 * newest orders, so each run's leftovers would lengthen what every later run's newest-first search
 * reads before its first match, and no two runs would measure the same data.
 */
async function forgetEarlierRuns(): Promise<number> {
  const client = new Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const deleted = await client.query("DELETE FROM orders WHERE user_id IN (SELECT id FROM users WHERE email = 'bench-customer@example.com')");
    await client.query('VACUUM (ANALYZE) orders, order_items');
    return deleted.rowCount ?? 0;
  } finally {
    await client.end();
  }
}

/** Orders placed per second: every request a new order (its own Idempotency-Key) of 1–3 hot products. */
async function measureOrdering(url: string, authorization: string, fixture: { productIds: number[]; address: object }): Promise<Figures> {
  const connections = 20;
  const result = await autocannon({
    url,
    method: 'POST',
    connections,
    duration: DURATION,
    headers: { authorization, 'content-type': 'application/json' },
    setupClient: (client) => {
      client.setHeadersAndBody(
        { authorization, 'content-type': 'application/json', 'idempotency-key': randomBytes(12).toString('hex') },
        orderBody(fixture),
      );
      client.on('response', () => {
        client.setHeadersAndBody(
          { authorization, 'content-type': 'application/json', 'idempotency-key': randomBytes(12).toString('hex') },
          orderBody(fixture),
        );
      });
    },
  });
  const figures = {
    name: `customer/orders (POST, ${connections} clients)`,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: result.latency.average,
    errors: result.non2xx + result.errors + result.timeouts,
  };
  console.log(`  ${figures.name.padEnd(44)} ${figures.rps.toFixed(0).padStart(7)} orders/s p50 ${String(figures.p50).padStart(3)} ms   p99 ${String(figures.p99).padStart(3)} ms   mean ${figures.mean.toFixed(2).padStart(6)} ms${figures.errors ? `   ${figures.errors} failed` : ''}`);
  return figures;
}

function orderBody({ productIds, address }: { productIds: number[]; address: object }): string {
  const lines = 1 + Math.floor(Math.random() * 3);
  const chosen = new Set<number>();
  while (chosen.size < lines) chosen.add(productIds[Math.floor(Math.random() * productIds.length)]);
  return JSON.stringify({ items: [...chosen].map((productId) => ({ productId, quantity: 1 })), address, paymentMethod: 'KNET' });
}

async function timeQuery(client: Client, sqlText: string, runs = 30): Promise<number> {
  for (let i = 0; i < 3; i++) await client.query(sqlText);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    await client.query(sqlText);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

/**
 * decisions/search.md: the orders list searched and filtered at the large data set's size, each next to the
 * unfiltered list of the same run. The search terms come from an order in the middle of the data:
 * 6 digits of its phone, the first 4 letters of its Arabic name, its id; and the first 4 letters
 * of a product's Arabic name.
 */
async function measureOrderSearches(base: string, headers: Record<string, string>): Promise<Figures[]> {
  const client = new Client({ connectionString: DATABASE_URL });
  await client.connect();
  const { rows: [product] } = await client.query<{ name_ar: string }>(
    `SELECT name_ar FROM products WHERE name_ar <> '' ORDER BY id LIMIT 1 OFFSET (SELECT count / 2 FROM table_row_counts WHERE table_name = 'products')`,
  );
  const { rows } = await client.query<{ id: number; phone: string; name_ar: string }>(
    `SELECT id, customer_phone AS phone, customer_name_ar AS name_ar FROM orders
     WHERE customer_phone IS NOT NULL AND customer_name_ar IS NOT NULL
     ORDER BY id LIMIT 1 OFFSET (SELECT (sum(count) / 2)::bigint FROM order_status_counts)`,
  );
  await client.end();
  const [probe] = rows;
  if (!probe) {
    console.log('  order search                                 not measured: no order with a phone and an Arabic name');
    return [];
  }
  const digits = probe.phone.replace(/\D/g, '');
  const terms: [string, string][] = [
    ['orders?q=<6 phone digits>', digits.slice(-7, -1)],
    ['orders?q=<Arabic name fragment>', probe.name_ar.replace(/\s.*/, '').slice(0, 4)],
    ['orders?q=<order id>', String(probe.id)],
  ];
  const figures: Figures[] = [];
  for (const [name, q] of terms) figures.push(await measure(name, `${base}/orders?page=1&limit=10&q=${encodeURIComponent(q)}`, headers));
  // The tabs' six counts under the same search: asked once per search, not per page (counted up to 1,000 each).
  figures.push(await measure('orders/stats?q=<Arabic name fragment>', `${base}/orders/stats?q=${encodeURIComponent(terms[1][1])}`, headers));
  figures.push(await measure('orders: NEW, KNET, ≥ 5 KWD, by amount', `${base}/orders?status=NEW&payment=KNET&minAmount=5&sort=amount-desc&limit=10`, headers));
  if (product) {
    const fragment = product.name_ar.replace(/\s.*/, '').slice(0, 4);
    figures.push(await measure('products?q=<Arabic name fragment>', `${base}/products?page=1&limit=10&q=${encodeURIComponent(fragment)}`, headers));
  }
  return figures;
}

/** What exporting every order cost (decisions/reports-and-bulk.md): rows, time, and the API's largest resident memory meanwhile. */
interface ExportFigures {
  rows: number;
  megabytes: number;
  seconds: number;
  peakRssMb: number;
}

/**
 * decisions/reports-and-bulk.md: GET orders/export with no filter (the million orders) read to the end as a client
 * would, the API process's resident memory sampled every 100 ms while it streams.
 */
async function measureExport(base: string, headers: Record<string, string>, pid: number): Promise<ExportFigures> {
  let peakRssMb = rssMb(pid);
  const sampler = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, rssMb(pid));
  }, 100);
  const started = process.hrtime.bigint();
  try {
    const response = await fetch(`${base}/orders/export`, { headers });
    if (!response.ok || !response.body) throw new Error(`orders/export answered ${response.status}`);
    let lines = 0;
    let bytes = 0;
    for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 0x0a) lines += 1;
    }
    return { rows: lines - 1, megabytes: bytes / 1024 / 1024, seconds: Number(process.hrtime.bigint() - started) / 1e9, peakRssMb };
  } finally {
    clearInterval(sampler);
  }
}

const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

/** An error's message with its cause: Node's fetch says only "fetch failed" and keeps the why (ECONNREFUSED…) in `cause`. */
const reason = (error: unknown): string =>
  error instanceof Error ? `${error.message}${error.cause ? ` (${reason(error.cause)})` : ''}` : String(error);

/** `work`, or an error once `ms` pass: a measurement that stalls must not hold the bench (and the API it started) forever. */
async function withinTime<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}

async function main() {
  console.log(`API benchmark on ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')} — ${CONNECTIONS} connections, ${DURATION} s per run`);
  await ensureDatabase(DATABASE_URL);
  const database = connectPostgres(DATABASE_URL, 2);
  await runMigrations(database);
  const seeded = await seedLargeShowingProgress(database);
  console.log(seeded.skipped ? `Data set present: ${seeded.orders.toLocaleString('en')} orders` : `Seeded ${seeded.orders.toLocaleString('en')} orders in ${seeded.seconds.toFixed(0)} s`);

  const forgotten = await forgetEarlierRuns();
  if (forgotten > 0) console.log(`Deleted the ${forgotten.toLocaleString('en')} orders earlier runs placed`);

  const email = 'bench@dukkan.kw';
  await ensureStaffAccount(database.db, { adminEmail: email, adminPassword: null });
  const [staff] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await database.close();

  const secret = randomBytes(48).toString('base64url');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dukkan-bench-'));
  const children: ChildProcess[] = [];
  try {
    const apiEnv = { API_PORT: String(API_PORT), HOST: '127.0.0.1', DATABASE_URL, DATA_DIR: dataDir, JWT_SECRET: secret, SEED_DEMO: 'false', LOG_LEVEL: 'warn', NODE_ENV: 'production' };
    // The configuration the API process reads (the same environment): the hardened defaults
    // unless this shell overrides them.
    const deployed = loadConfig({ ...process.env, ...apiEnv });
    const api = await startChild(apiStartArgs(), apiEnv, /API listening/);
    children.push(api);
    const bare = await startChild([path.join(DIST, 'bench', 'bare-server.js')], { BENCH_BARE_PORT: String(BARE_PORT), DATABASE_URL }, /bare listening/);
    children.push(bare);

    const headers = { authorization: `Bearer ${signToken(secret, { sub: staff.id, role: 'owner', email })}` };
    const base = `http://127.0.0.1:${API_PORT}/api`;
    const check = await fetch(`${base}/orders?status=NEW&page=999&limit=10`, { headers });
    if (!check.ok) throw new Error(`The API refused the bench's request: ${check.status} ${await check.text()}`);
    const cursor = ((await check.json()) as { data: { nextCursor: string } }).data.nextCursor;
    const { timeouts, shutdown } = deployed;
    console.log(
      `\nThe API as deployed (dist/server.js, NODE_ENV=production): every route's schemas, the input guard, auth, security headers; ` +
        `request timeout ${timeouts.requestMs / 1000} s, headers ${timeouts.headersMs / 1000} s, keep-alive ${timeouts.keepAliveMs / 1000} s, ` +
        `drain ${shutdown.drainDelayMs / 1000} s / shutdown ${shutdown.timeoutMs / 1000} s.`,
    );
    console.log(
      `  Seen on its answers: Keep-Alive: ${check.headers.get('keep-alive') ?? '—'}, Cache-Control: ${check.headers.get('cache-control') ?? '—'}, ` +
        `X-Content-Type-Options: ${check.headers.get('x-content-type-options') ?? '—'}. The bare handler has none of it.`,
    );
    const productsOk = (await fetch(`${base}/products?page=1&limit=10`, { headers })).ok;

    console.log('\nHTTP (autocannon):');
    const page1 = await measure('orders?status=NEW&page=1&limit=10', `${base}/orders?status=NEW&page=1&limit=10`, headers);
    const bareFigures = await measure('bare Fastify + pg, same list query', `http://127.0.0.1:${BARE_PORT}/orders?status=NEW&page=1&limit=10`);
    const deep = await measure('orders?status=NEW&page=1000&limit=10', `${base}/orders?status=NEW&page=1000&limit=10`, headers);
    const byCursor = await measure('same depth by cursor (after=…)', `${base}/orders?status=NEW&limit=10&after=${cursor}`, headers);
    const stats = await measure('orders/stats', `${base}/orders/stats`, headers);
    const dashboard = await measure('dashboard/stats', `${base}/dashboard/stats`, headers);
    // decisions/reports-and-bulk.md: the dashboard's trends over the last 30 Kuwait days, read from the rollups of migration 0016.
    const today = kuwaitDay(new Date());
    const insightsPath = `dashboard/insights?from=${addDays(today, -29)}&to=${today}`;
    const insights = await measure(insightsPath, `${base}/${insightsPath}`, headers);
    const products = productsOk ? await measure('products?page=1&limit=10', `${base}/products?page=1&limit=10`, headers) : null;
    if (!productsOk) console.log('  products?page=1&limit=10                     not measured: the route is not available');
    const searches = await measureOrderSearches(base, headers);
    // decisions/customer-catalogue.md: the customers' catalogue, anonymous, with 1,000 shops serving one block.
    let catalog: CatalogLoad | null = null;
    try {
      catalog = await measureCatalog({ base, databaseUrl: DATABASE_URL, seconds: DURATION, connections: CONNECTIONS });
      console.log(`  catalogue: ${catalog.served.toLocaleString('en')} shops deliver to block ${catalog.blockId}`);
      for (const figure of catalog.figures) {
        console.log(`  ${figure.name.padEnd(44)} ${figure.rps.toFixed(0).padStart(7)} req/s   p50 ${String(figure.p50).padStart(3)} ms   p99 ${String(figure.p99).padStart(3)} ms${figure.errors ? `   ${figure.errors} failed` : ''}`);
      }
    } catch (error) {
      console.log(`  catalogue                                    not measured: ${reason(error)}`);
    }
    // decisions/dispatch.md: the board and its Waiting list with 200 drivers on shift and 2,000 accepted orders, on a database of its own.
    let dispatch: DispatchLoad | null = null;
    try {
      await ensureDatabase(DISPATCH_DATABASE_URL);
      dispatch = await withinTime(
        measureDispatch({
          databaseUrl: DISPATCH_DATABASE_URL,
          seconds: DURATION,
          connections: CONNECTIONS,
          startApi: async () => {
            const child = await startChild(apiStartArgs(), { ...apiEnv, DATABASE_URL: DISPATCH_DATABASE_URL, API_PORT: String(DISPATCH_PORT) }, /API listening/);
            children.push(child);
            return { base: `http://127.0.0.1:${DISPATCH_PORT}/api`, stop: () => child.kill('SIGTERM') };
          },
          sign: (claims) => signToken(secret, claims),
        }),
        (DURATION * 2 + 900) * 1000,
        'the dispatch measurement',
      );
      console.log(`  dispatch: ${dispatch.drivers} drivers on shift, ${dispatch.accepted.toLocaleString('en')} accepted orders, ${dispatch.onTheWay} on their way`);
      for (const figure of dispatch.figures) {
        console.log(`  ${figure.name.padEnd(44)} ${figure.rps.toFixed(0).padStart(7)} req/s   p50 ${String(figure.p50).padStart(3)} ms   p99 ${String(figure.p99).padStart(3)} ms${figure.errors ? `   ${figure.errors} failed` : ''}`);
      }
      for (const plan of dispatch.plans) {
        console.log(`  plan of ${plan.name.padEnd(36)} ${plan.ms.toFixed(2)} ms in SQL, ${plan.seqScans.length ? `sequential scans of ${plan.seqScans.join(', ')}` : 'indexes only'}`);
      }
    } catch (error) {
      console.log(`  dispatch                                     not measured: ${reason(error)}`);
    }

    const client = new Client({ connectionString: DATABASE_URL });
    await client.connect();
    const hot = await orderingFixture(client, 100);
    const customerAuth = `Bearer ${signToken(secret, { sub: hot.customerId, role: 'customer', email: 'bench-customer@example.com' })}`;
    const placing = await measureOrdering(`${base}/customer/orders`, customerAuth, hot);
    const groupBy = await timeQuery(client, 'SELECT status, count(*) FROM orders GROUP BY status', 10);
    const counters = await timeQuery(client, 'SELECT status, count FROM order_status_counts');
    await client.end();
    console.log('\nSQL (median, one connection):');
    console.log(`  count(*) GROUP BY status over orders          ${groupBy.toFixed(2)} ms`);
    console.log(`  order_status_counts (what orders/stats reads)  ${counters.toFixed(3)} ms`);

    // decisions/picking.md: pickers at work while desks listen — before the stream figure, which accepts the newest NEW orders itself.
    let picking: PickingLoad | null = null;
    try {
      picking = await withinTime(
        measurePicking({ base, authorization: headers.authorization, databaseUrl: DATABASE_URL, customerEmail: 'bench-customer@example.com' }),
        (DURATION + 120) * 1000,
        'the picking measurement',
      );
      console.log(
        `\nPicking: ${picking.orders} accepted orders, ${picking.changes} line changes by 20 pickers in ${picking.seconds.toFixed(1)} s` +
          `${picking.refused ? ` (${picking.refused} refused)` : ''}, ${picking.streams} desks listening (${picking.heard.toLocaleString('en')} lines events heard)`,
      );
      console.log(`  a change: p50 ${picking.p50.toFixed(0)} ms, p99 ${picking.p99.toFixed(0)} ms, max ${picking.max.toFixed(0)} ms; reading an order's picking p99 ${picking.readP99.toFixed(0)} ms`);
    } catch (error) {
      console.log(`\nPicking: not measured: ${reason(error)}`);
    }

    // A stream that cannot be opened, or never says `ready`, is reported: the figures after it still print.
    let live: StreamLatency | null = null;
    try {
      live = await withinTime(
        measureStreamLatency({ base, authorization: headers.authorization, databaseUrl: DATABASE_URL, seconds: DURATION }),
        (DURATION + 60) * 1000,
        'the live stream measurement',
      );
      console.log(
        `\nLive order stream: ${live.streams} streams, ${live.moves} order moves at ${live.movesPerSecond.toFixed(0)}/s` +
          (live.refused ? ` (${live.refused} refused by the API)` : ''),
      );
      console.log(
        `  delivered ${live.delivered.toLocaleString('en')}/${live.expected.toLocaleString('en')} events, ` +
          `latency p50 ${live.p50.toFixed(0)} ms, p99 ${live.p99.toFixed(0)} ms, max ${live.max.toFixed(0)} ms`,
      );
    } catch (error) {
      console.log(`\nLive order stream: not measured: ${reason(error)}`);
    }

    const rss = rssMb(must(api.pid, 'the API process id'));
    const peak = rssMb(must(api.pid, 'the API process id'), 'VmHWM');
    console.log(`\nAPI process RSS at the end: ${rss.toFixed(0)} MB (peak ${peak.toFixed(0)} MB)`);
    // After the RSS reading above, so the export does not change the list's memory figure.
    let exported: ExportFigures | null = null;
    try {
      exported = await measureExport(base, headers, must(api.pid, 'the API process id'));
      console.log(
        `\nExport of every order (orders/export, streamed): ${exported.rows.toLocaleString('en')} rows, ${exported.megabytes.toFixed(0)} MB in ${exported.seconds.toFixed(1)} s ` +
          `(${(exported.rows / exported.seconds).toFixed(0)} rows/s); API RSS at most ${exported.peakRssMb.toFixed(0)} MB meanwhile`,
      );
    } catch (error) {
      console.log(`\nExport of every order: not measured: ${reason(error)}`);
    }

    const measured = [page1, deep, byCursor, stats, dashboard, insights, ...(products ? [products] : [])];
    const worstP99 = Math.max(...measured.map((f) => f.p99));
    const ratio = page1.rps / bareFigures.rps;
    // Mean latency: autocannon's percentiles are whole milliseconds, too coarse for a ratio.
    const cursorRatio = byCursor.mean / page1.mean;
    console.log('\nTargets:');
    console.log(`  API list ≥ 80 % of the bare handler:       ${(ratio * 100).toFixed(0)} % — ${verdict(ratio >= 0.8)}`);
    console.log(`  p99 ≤ 10 ms on every API route:            worst ${worstP99} ms (${measured.filter((f) => f.p99 > 10).map((f) => f.name).join(', ') || 'none over'}) — ${verdict(worstP99 <= 10)}`);
    console.log(`  deep page by cursor ≤ 1.5× page 1:         ${cursorRatio.toFixed(2)}× (mean ${byCursor.mean.toFixed(2)} vs ${page1.mean.toFixed(2)} ms; req/s ${byCursor.rps.toFixed(0)} vs ${page1.rps.toFixed(0)}) — ${verdict(cursorRatio <= 1.5)}`);
    console.log(`  stats ≥ 50× faster than count(*) GROUP BY: ${(groupBy / counters).toFixed(0)}× in SQL; HTTP orders/stats p50 ${stats.p50} ms vs ${groupBy.toFixed(1)} ms for the scan alone — ${verdict(groupBy / counters >= 50)}`);
    console.log(`  API RSS ≤ 150 MB:                          ${rss.toFixed(0)} MB — ${verdict(rss <= 150)}`);
    console.log(
      `  live events p99 ≤ 250 ms (200 streams):    ${live ? `${live.p99.toFixed(0)} ms, ${live.expected - live.delivered} missing — ${verdict(live.p99 <= 250 && live.delivered === live.expected)}` : 'not measured'}`,
    );
    console.log(`  picking change p99 ≤ 100 ms (desks open):  ${picking ? `${picking.p99.toFixed(0)} ms — ${verdict(picking.p99 <= 100 && picking.refused === 0)}` : 'not measured'}`);
    console.log(`  export RSS < 200 MB (1M orders):          ${exported ? `${exported.peakRssMb.toFixed(0)} MB — ${verdict(exported.peakRssMb < 200)}` : 'not measured'}`);
    for (const search of searches) {
      const share = search.rps / page1.rps;
      console.log(
        `  ${`${search.name}:`.padEnd(42)} p50 ${search.p50} ms, ${(share * 100).toFixed(0)} % of the unfiltered list's req/s — ${verdict(search.p50 <= 20 && share >= 0.5)} (p50 ≤ 20 ms, ≥ 50 %)`,
      );
    }
    for (const figure of catalog?.figures ?? []) {
      // The target is what customers get; a miss's cost is printed beside it, judged by nothing.
      const judged = figure.afresh ? 'a miss, for reference' : `${verdict(figure.p50 <= 20 && figure.errors === 0)} (p50 ≤ 20 ms, 1,000 shops, 100,000 products)`;
      console.log(`  ${`${figure.name}:`.padEnd(42)} p50 ${figure.p50} ms — ${judged}`);
    }
    for (const figure of dispatch?.figures ?? []) {
      console.log(`  ${`${figure.name}:`.padEnd(42)} p99 ${figure.p99} ms — ${verdict(figure.p99 <= 100 && figure.errors === 0)} (p99 ≤ 100 ms, 200 drivers, 2,000 orders)`);
    }
    const failed = measured.concat(bareFigures, placing, searches, catalog?.figures ?? [], dispatch?.figures ?? []).filter((f) => f.errors > 0);
    if (failed.length) console.log(`\nNote: failed requests in ${failed.map((f) => f.name).join(', ')}`);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
