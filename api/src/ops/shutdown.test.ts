import { existsSync, mkdtempSync } from 'node:fs';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { governorates, users } from '../db/schema';
import { startApiProcess } from '../test/api-process';
import { migratedPglite, TEST_JWT_SECRET } from '../test/test-app';
import { drainAndClose } from './shutdown';

// Draining (ops/shutdown.ts): readiness turns 503 first, in-flight requests finish, keep-alive
// connections close, the server stops accepting, and only then does the database close.
jest.setTimeout(60_000);

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'dukkan-drain-'));

/** A raw connection: what the server answered so far, and whether it closed the connection. */
function connection(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk));
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  const answered = () =>
    new Promise<string>((resolve) => {
      const check = () => (/\r\n\r\n/.test(answer) ? resolve(answer) : setTimeout(check, 20));
      check();
    });
  return { socket, closed, answered, answer: () => answer };
}

/** Resolves true once a new TCP connection to `port` is refused. */
function refuses(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

describe('drainAndClose', () => {
  let app: FastifyInstance;
  let database: Database;
  let port: number;
  let authorization: string;
  const events: string[] = [];

  beforeAll(async () => {
    database = await migratedPglite();
    const close = database.close.bind(database);
    database.close = async () => {
      const kept = await database.db.select().from(governorates).where(eq(governorates.name, 'Drained governorate'));
      events.push(`database closed with ${kept.length} drained governorate`);
      await close();
    };
    const config = loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: TEST_JWT_SECRET });
    app = await buildApp({ config, database, closeDatabase: true });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
    const [staff] = await database.db
      .insert(users)
      .values({ name: 'Drain', email: 'drain@test.kw', role: 'owner', passwordHash: 'not used' })
      .returning({ id: users.id });
    authorization = `Bearer ${app.jwt.sign({ sub: staff.id, role: 'owner', email: 'drain@test.kw' })}`;
  });

  it('turns readiness off first, finishes the request in flight, closes keep-alive connections, then the database', async () => {
    const base = `http://127.0.0.1:${port}/api/health`;
    expect((await fetch(`${base}/ready`)).status).toBe(200);

    // A keep-alive connection that has had its answer and now sits idle.
    const idle = connection(port);
    idle.socket.write('GET /api/health/live HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(await idle.answered()).toMatch(/^HTTP\/1\.1 200/);
    expect(idle.answer()).not.toMatch(/connection: close/i);

    // A write in flight: its headers and half its body are in before the drain starts.
    const body = JSON.stringify({ name: 'Drained governorate', name_ar: 'محافظة' });
    const bytes = Buffer.from(body);
    const inFlight = connection(port);
    inFlight.socket.write(
      `POST /api/location/governorates HTTP/1.1\r\nHost: x\r\nAuthorization: ${authorization}\r\nContent-Type: application/json\r\nContent-Length: ${bytes.length}\r\n\r\n`,
    );
    inFlight.socket.write(bytes.subarray(0, 10));

    const closing = drainAndClose(app, { drainDelayMs: 800, timeoutMs: 10_000 }).then(() => events.push('app closed'));

    // 1. Not ready (and still alive) at once; every answer now closes its connection.
    const ready = await fetch(`${base}/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ success: false, message: 'This server is shutting down', code: 'DRAINING' });
    expect(ready.headers.get('connection')).toBe('close');
    const live = await fetch(`${base}/live`);
    expect(live.status).toBe(200);
    // /api/health keeps its meaning: the database answers.
    expect((await fetch(base)).status).toBe(200);

    // 2. After the delay: no new connections, the idle keep-alive connection is closed.
    await idle.closed;
    expect(await refuses(port)).toBe(true);
    expect(events).toEqual([]); // the request in flight holds the database open

    // 3. The rest of the body arrives: the write is answered and done.
    inFlight.socket.write(bytes.subarray(10));
    const answer = await inFlight.answered();
    expect(answer).toMatch(/^HTTP\/1\.1 201/);
    expect(answer).toMatch(/connection: close/i);
    await inFlight.closed;
    await closing;
    expect(events).toEqual(['database closed with 1 drained governorate', 'app closed']);
  });
});

describe('a request still running at the deadline', () => {
  it('makes drainAndClose give up after SHUTDOWN_TIMEOUT_MS', async () => {
    const database = await migratedPglite();
    const app = await buildApp({ config: loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: TEST_JWT_SECRET }), database, closeDatabase: true });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const stuck = connection(port);
    // Headers sent, body never: the request stays in flight until the request timeout (30 s).
    stuck.socket.write('POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(drainAndClose(app, { drainDelayMs: 0, timeoutMs: 500 })).rejects.toThrow(/still in flight after 500 ms/);
    stuck.socket.destroy();
    await app.close();
  });
});

describe('the settings', () => {
  const env = () => ({ DATA_DIR: tempDir(), JWT_SECRET: TEST_JWT_SECRET });
  it('waits 5 s for the load balancer with a server database, not at all on the embedded one', () => {
    expect(loadConfig(env()).shutdown).toEqual({ drainDelayMs: 0, timeoutMs: 10_000 });
    expect(loadConfig({ ...env(), DATABASE_URL: 'postgres://db/dukkan' }).shutdown).toEqual({ drainDelayMs: 5_000, timeoutMs: 10_000 });
    expect(loadConfig({ ...env(), DRAIN_DELAY_MS: '0', SHUTDOWN_TIMEOUT_MS: '2500' }).shutdown).toEqual({ drainDelayMs: 0, timeoutMs: 2_500 });
  });

  it.each([
    ['DRAIN_DELAY_MS', '-1'],
    ['DRAIN_DELAY_MS', 'soon'],
    ['SHUTDOWN_TIMEOUT_MS', '0'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ ...env(), [name]: value })).toThrow(name);
  });
});

describe('the API process on SIGTERM (src/server.ts, embedded database)', () => {
  it('drains, exits 0 and leaves the data folder unlocked', async () => {
    const dataDir = tempDir();
    const api = await startApiProcess({ DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, SEED_DEMO: 'false', DRAIN_DELAY_MS: '1000' });
    try {
      expect((await fetch(`${api.origin}/api/health/ready`)).status).toBe(200);
      expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);
      // A sign-in in flight when the signal comes (its body is still on its way).
      const inFlight = connection(api.port);
      const body = JSON.stringify({ email: 'nobody@dukkan.kw', password: 'not the password' });
      inFlight.socket.write(`POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
      api.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await fetch(`${api.origin}/api/health/ready`)).status).toBe(503);
      inFlight.socket.write(body);
      expect(await inFlight.answered()).toMatch(/^HTTP\/1\.1 401/);
      expect(await api.exited).toBe(0);
      expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    } finally {
      await api.stop('SIGKILL');
    }
  });
});
