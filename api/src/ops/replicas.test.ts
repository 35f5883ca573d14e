import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { MIGRATIONS_FOLDER } from '../db/migrate';
import { type ApiProcess, startApiProcess } from '../test/api-process';
import { holdStream } from '../test/event-stream';
import { type RoundRobinProxy, startRoundRobinProxy } from '../test/round-robin-proxy';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import { fetchPoster, signInStaff } from '../test/staff-sign-in';
import { TEST_JWT_SECRET } from '../test/test-app';
import { multipart, tinyPng } from '../test/upload-forms';
import { sleep, until } from '../test/waiting';

// Many replicas act as one (architecture §8): two API processes (src/server.ts) on one PostgreSQL
// database, behind a tiny round-robin balancer that routes by readiness: one migration, each
// other's writes, one sign-in throttle, user deletions heard at once, images in one S3 bucket (a
// local s3rver), and a rolling restart. It runs once, in the
// PostgreSQL project (TEST_DATABASE_URL set), on a database of its own; without a server it is
// skipped like every PostgreSQL test.
jest.setTimeout(180_000);

const SERVER_URL = process.env.TEST_DATABASE_URL;
const describeOnPostgres = process.env.API_TEST_DB === 'postgres' && SERVER_URL ? describe : describe.skip;

describeOnPostgres('two API processes on one PostgreSQL database', () => {
  const name = `dukkan_replicas_${randomBytes(5).toString('hex')}`;
  const staff = { email: 'replicas@dukkan.kw', password: 'replicas test password' };
  let databaseUrl: string;
  let common: Record<string, string>;
  const dataDirs = { A: '', B: '' };
  const api: Record<'A' | 'B', ApiProcess | null> = { A: null, B: null };
  let proxy: RoundRobinProxy;
  let s3: TestS3Server;
  let authorization: string;

  const adminQuery = async <T>(text: string, values: unknown[] = [], url = databaseUrl): Promise<T[]> => {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  };
  const start = (replica: 'A' | 'B', port = '0') =>
    startApiProcess({ ...common, DATA_DIR: dataDirs[replica], API_PORT: port });
  const call = (origin: string, method: string, url: string, body?: object) =>
    fetch(`${origin}${url}`, {
      method,
      headers: { authorization, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  /** A NEW order straight into the database, for the live stream tests to move. */
  const newOrder = async (customerName: string) =>
    (
      await adminQuery<{ id: number }>(
        `INSERT INTO orders (user_id, status, customer_name, payment_method)
         SELECT id, 'NEW', $1, 'CASH' FROM users ORDER BY id LIMIT 1 RETURNING id`,
        [customerName],
      )
    )[0];
  const governorateNames = async (origin: string) =>
    ((await (await call(origin, 'GET', '/api/location/governorates')).json()) as { data: { items: { name: string }[] } }).data.items.map(
      (g) => g.name,
    );

  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE ${name}`, [], SERVER_URL);
    const target = new URL(SERVER_URL as string);
    target.pathname = `/${name}`;
    databaseUrl = target.toString();
    dataDirs.A = mkdtempSync(path.join(tmpdir(), 'dukkan-replica-a-'));
    dataDirs.B = mkdtempSync(path.join(tmpdir(), 'dukkan-replica-b-'));
    s3 = await startS3Server();
    common = {
      ...s3.env,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: TEST_JWT_SECRET,
      SEED_DEMO: 'false',
      ADMIN_EMAIL: staff.email,
      ADMIN_PASSWORD: staff.password,
      // The balancer checks readiness every 100 ms; a second of drain is plenty for it.
      DRAIN_DELAY_MS: '1000',
    };
    // Started together on an empty database: migrations and the staff account happen once.
    [api.A, api.B] = await Promise.all([start('A'), start('B')]);
    proxy = await startRoundRobinProxy([
      { name: 'A', origin: api.A.origin },
      { name: 'B', origin: api.B.origin },
    ]);
    // The staff account is an owner: its first sign-in sets its second factor up (decisions/staff-access.md).
    ({ authorization } = await signInStaff(fetchPoster(proxy.origin), staff));
  }, 180_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all([api.A?.stop('SIGKILL'), api.B?.stop('SIGKILL')]);
    await s3?.close();
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, [], SERVER_URL);
  }, 60_000);

  it('started together on an empty database, they migrated and seeded the staff account once', async () => {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
    const [applied] = await adminQuery<{ count: string }>('SELECT count(*) FROM drizzle.__drizzle_migrations');
    expect(Number(applied.count)).toBe(journal.entries.length);
    const [accounts] = await adminQuery<{ count: string }>('SELECT count(*) FROM users WHERE lower(email) = $1', [staff.email]);
    expect(Number(accounts.count)).toBe(1);
    expect(proxy.ready()).toEqual(['A', 'B']);
  });

  it("each sees the other's writes at once", async () => {
    const { A, B } = api as Record<'A' | 'B', ApiProcess>;
    expect((await call(A.origin, 'POST', '/api/location/governorates', { name: 'Written through A', name_ar: 'أ' })).status).toBe(201);
    expect(await governorateNames(B.origin)).toContain('Written through A');
    expect((await call(B.origin, 'POST', '/api/location/governorates', { name: 'Written through B', name_ar: 'ب' })).status).toBe(201);
    expect(await governorateNames(A.origin)).toContain('Written through B');
  });

  it('deliver every live order event to every stream: moved through A, heard on a stream held on B', async () => {
    const { A, B } = api as Record<'A' | 'B', ApiProcess>;
    const order = await newOrder('Live test');
    const stream = holdStream(`${B.origin}/api/orders/stream`, authorization);
    try {
      await stream.next((event) => event.type === 'ready');
      expect((await call(A.origin, 'PATCH', `/api/orders/${order.id}/status`, { status: 'ACCEPTED' })).status).toBe(200);
      const heard = await stream.next((event) => event.type === 'order');
      expect(heard.data).toMatchObject({ orderId: order.id, from: 'NEW', to: 'ACCEPTED' });
      await stream.next((event) => event.type === 'counts' && (event.data as { ACCEPTED: number }).ACCEPTED === 1);
    } finally {
      stream.close();
    }
  });

  it('count sign-in failures once across both: the fifth wrong password through either locks the account on both', async () => {
    const { A, B } = api as Record<'A' | 'B', ApiProcess>;
    const target = { name: 'Guessed at', email: 'guessed@dukkan.kw', password: 'the right password' };
    expect((await call(A.origin, 'POST', '/api/user/register', target)).status).toBe(201);
    const login = (origin: string, password: string) =>
      fetch(`${origin}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: target.email, password }),
      });
    // Five guesses, alternately through A and B (the per-account limit is 5 in 15 minutes).
    for (let i = 0; i < 5; i++) expect((await login(i % 2 ? B.origin : A.origin, `wrong ${i}`)).status).toBe(401);
    for (const replica of [A, B]) {
      const refused = await login(replica.origin, target.password);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ success: false, code: 'TOO_MANY_LOGIN_ATTEMPTS' });
    }
  });

  it('refuse, on the other process at once, a user deleted through one (though it had them cached)', async () => {
    const { A, B } = api as Record<'A' | 'B', ApiProcess>;
    const doomed = { name: 'Leaving', email: 'leaving@dukkan.kw', password: 'leaving password' };
    const registered = await call(A.origin, 'POST', '/api/user/register', doomed);
    expect(registered.status).toBe(201);
    const { id } = ((await registered.json()) as { data: { id: number } }).data;
    const { authorization: token } = await signInStaff(fetchPoster(B.origin), doomed);
    const askB = () => fetch(`${B.origin}/api/user`, { headers: { authorization: token } });
    expect((await askB()).status).toBe(200); // B now has their role cached (for 10 s)

    expect((await call(A.origin, 'DELETE', `/api/user/${id}`)).status).toBe(200);
    const started = Date.now();
    await until('B refuses the deleted user', async () => (await askB()).status === 401, 2_000, 50);
    expect(Date.now() - started).toBeLessThan(2_000); // the signal's trip, not the cache's 10 s
    expect(await (await askB()).json()).toEqual({ success: false, message: 'This account no longer exists', code: 'TOKEN_INVALID' });
  });

  it('keep images in the one bucket: uploaded through A, the same URLs on B, removed through B', async () => {
    const { A, B } = api as Record<'A' | 'B', ApiProcess>;
    const created = async (origin: string, url: string, body: object) => {
      const res = await call(origin, 'POST', url, body);
      expect(res.status).toBe(201);
      return ((await res.json()) as { data: { id: number } }).data.id;
    };
    const governorateId = await created(A.origin, '/api/location/governorates', { name: 'Images', name_ar: 'صور' });
    const areaId = await created(A.origin, `/api/location/governorates/${governorateId}/areas`, { name: 'Images area', name_ar: 'منطقة' });
    const blockId = await created(A.origin, `/api/location/areas/${areaId}/blocks`, { name: 'Block 1', name_ar: 'قطعة ١' });
    const form = await multipart(
      { name: 'Pictured', name_ar: 'مصور', phone: '22345678', freeDelivery: 'false', isOpen: 'true', governorateId, areaId, blockId, openTime: '08:00', closeTime: '22:00' },
      { buffer: tinyPng(24), filename: 'front.png' },
    );
    const upload = await fetch(`${A.origin}/api/shop`, { method: 'POST', headers: { authorization, ...form.headers }, body: form.payload });
    expect(upload.status).toBe(201);
    const shop = ((await upload.json()) as { data: { id: number; image: string; imageThumbnail: string; imagePreview: string } }).data;
    expect(shop.image.startsWith(`${s3.env.S3_ENDPOINT}/`)).toBe(true);

    const onB = ((await (await call(B.origin, 'GET', `/api/shop/${shop.id}`)).json()) as { data: typeof shop }).data;
    expect([onB.image, onB.imageThumbnail, onB.imagePreview]).toEqual([shop.image, shop.imageThumbnail, shop.imagePreview]);
    const picture = await fetch(shop.image);
    expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect((await fetch(shop.imageThumbnail)).headers.get('content-type')).toBe('image/webp');
    // Neither process kept a copy of its own.
    for (const dir of Object.values(dataDirs)) expect(existsSync(path.join(dir, 'uploads')) ? readdirSync(path.join(dir, 'uploads')) : []).toEqual([]);

    expect((await call(B.origin, 'DELETE', `/api/shop/${shop.id}`)).status).toBe(200);
    for (const url of [shop.image, shop.imageThumbnail, shop.imagePreview]) expect((await fetch(url)).status).toBe(404);
  });

  it("count the sign-in route's flood limit once across both (60 a minute from one address)", async () => {
    const { A, B } = api as Record<'A' | 'B', ApiProcess>;
    const knock = (origin: string) => fetch(`${origin}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    // Earlier tests signed in from this address too: knock until refused, through both.
    let answered = 0;
    while ((await knock(answered % 2 ? B.origin : A.origin)).status !== 429) answered++;
    expect(answered).toBeLessThanOrEqual(60);
    for (const replica of [A, B]) expect((await knock(replica.origin)).status).toBe(429);
  });

  it('loses no acknowledged request while one of them restarts under load (SIGTERM, start again)', async () => {
    const acknowledged: string[] = [];
    const failures: string[] = [];
    let running = true;
    const worker = async (w: number) => {
      for (let i = 0; running; i++) {
        const governorate = `load ${w}-${i}`;
        try {
          const res = await call(proxy.origin, 'POST', '/api/location/governorates', { name: governorate, name_ar: 'ح' });
          if (res.status === 201) acknowledged.push(governorate);
          else failures.push(`${governorate}: ${res.status} ${await res.text()}`);
          // Reads in between, as the panel does.
          const list = await call(proxy.origin, 'GET', '/api/location/governorates');
          if (list.status !== 200) failures.push(`list: ${list.status} ${await list.text()}`);
        } catch (error) {
          failures.push(`${governorate}: ${String(error)}`);
        }
      }
    };
    const workers = [0, 1, 2, 3].map(worker);

    await sleep(1500);
    const B = api.B as ApiProcess;
    const servedByOldB = proxy.served.B;
    expect(servedByOldB).toBeGreaterThan(0);
    // Rolling restart of B: SIGTERM, wait for it to drain and exit, start it again on its port.
    expect(await B.stop('SIGTERM')).toBe(0);
    expect(B.output()).not.toMatch(/still in flight|error/i);
    const servedWhileBWasDown = proxy.served.A;
    api.B = await start('B', String(B.port));
    await until('the balancer finds B ready again', () => proxy.ready().includes('B'), 60_000, 50);
    const servedByNewBAt = proxy.served.B;
    await sleep(1500);
    running = false;
    await Promise.all(workers);

    expect(failures).toEqual([]);
    // B turned not ready before it stopped accepting: the balancer never sent it a request it
    // refused or dropped (with DRAIN_DELAY_MS=0 it does, and only its retries save the client).
    expect(proxy.retried).toEqual([]);
    expect(proxy.served.B).toBeGreaterThan(servedByNewBAt); // the new B takes traffic again
    expect(proxy.served.A).toBeGreaterThan(servedWhileBWasDown);
    expect(acknowledged.length).toBeGreaterThan(20);
    // Every acknowledged write is in the database, once.
    const stored = await adminQuery<{ name: string }>("SELECT name FROM governorates WHERE name LIKE 'load %' ORDER BY name");
    expect(stored.map((r) => r.name)).toEqual([...acknowledged].sort());
    // And both processes list all of them.
    for (const replica of [api.A, api.B] as ApiProcess[]) {
      const names = new Set(await governorateNames(replica.origin));
      expect(acknowledged.filter((n) => !names.has(n))).toEqual([]);
    }
  });

  it('keep a live stream through a restart of its process: it reconnects and catches up what it missed', async () => {
    const { A } = api as Record<'A' | 'B', ApiProcess>;
    const B = api.B as ApiProcess;
    const order = await newOrder('Restart test');
    const stream = holdStream(`${B.origin}/api/orders/stream`, authorization);
    try {
      await stream.next((event) => event.type === 'ready');
      expect(await B.stop('SIGTERM')).toBe(0);
      // Moved while B is down, through A: no process holds the stream to hear it.
      expect((await call(A.origin, 'PATCH', `/api/orders/${order.id}/status`, { status: 'ACCEPTED' })).status).toBe(200);
      api.B = await start('B', String(B.port));
      const missed = await stream.next((event) => event.type === 'order' && (event.data as { orderId: number }).orderId === order.id, 30_000);
      expect(missed.data).toMatchObject({ from: 'NEW', to: 'ACCEPTED' });
      expect(stream.opens()).toBeGreaterThanOrEqual(2);
    } finally {
      stream.close();
    }
  });
});
