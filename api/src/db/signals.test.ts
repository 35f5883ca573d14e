import { eq, sql } from 'drizzle-orm';
import { queryRows } from './client';
import { users } from './schema';
import { inTransaction } from './transactions';
import { decodeSignal, encodeSignal, type SignalPayloads, startSignals } from './signals';
import { buildSecondApp, type SecondApp } from '../test/second-app';
import { createTestApp, type TestApp } from '../test/test-app';
import { sleep, until } from '../test/waiting';

// A user deleted or changed through one process takes effect on every process at once (decisions/hardening.md,
// architecture §8): two app instances on one database stand in for two processes, each with its
// own listening connection. PGlite always; PostgreSQL when TEST_DATABASE_URL is set, where the
// listening connection is also killed and must come back.
jest.setTimeout(60_000);

describe('signal payloads', () => {
  it('travel as JSON { signal, data } and come back as they went', () => {
    const text = encodeSignal('user-deleted', { userId: 7 });
    expect(JSON.parse(text)).toEqual({ signal: 'user-deleted', data: { userId: 7 } });
    expect(decodeSignal(text)).toEqual({ signal: 'user-deleted', data: { userId: 7 } });
  });

  it.each([
    ['not JSON', 'user-deleted 7'],
    ['a signal no process of this version knows', JSON.stringify({ signal: 'order-created', data: { orderId: 1 } })],
    ['a payload that fails its check', JSON.stringify({ signal: 'user-changed', data: { userId: 'x' } })],
    ['no payload', JSON.stringify({ signal: 'user-changed' })],
    ['a prototype key as its name', JSON.stringify({ signal: 'toString', data: {} })],
  ])('are ignored when they are %s', (_name, text) => {
    expect(decodeSignal(text)).toBeNull();
  });

  it('refuse to be larger than NOTIFY carries', () => {
    const huge = { userId: 1, padding: 'x'.repeat(8000) } as unknown as SignalPayloads['user-changed'];
    expect(() => encodeSignal('user-changed', huge)).toThrow(/at most 7999/);
  });
});

describe('a listener whose server cannot be reached', () => {
  it('starts anyway, not listening, keeps trying, and stops when closed', async () => {
    const warnings: string[] = [];
    const signals = await startSignals(
      { listener: { kind: 'postgres', url: 'postgres://postgres@127.0.0.1:1/nowhere' } } as never,
      { log: { info: () => {}, warn: (message) => warnings.push(message) }, reconnect: { firstMs: 20, maxMs: 40 } },
    );
    expect(signals.listening).toBe(false);
    await until('it tried again', () => warnings.length >= 3);
    await signals.close();
    const tried = warnings.length;
    await sleep(150);
    expect(warnings.length).toBe(tried);
  });
});

describe(`two app instances on one database (${process.env.API_TEST_DB})`, () => {
  let t: TestApp;
  let b: SecondApp;
  beforeAll(async () => {
    t = await createTestApp();
    b = await buildSecondApp(t);
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await t?.close();
  }, 60_000);

  const askB = (authorization: string) => b.app.inject({ method: 'GET', url: '/api/user', headers: { authorization } });
  /** B answers `status` to the token within `ms` (the signal's trip), where its cache would wait 10 s. */
  async function expectBSoon(authorization: string, status: number, ms = 2_000) {
    const started = Date.now();
    await until(`B answers ${status}`, async () => (await askB(authorization)).statusCode === status, ms);
    return Date.now() - started;
  }

  it('both listen', () => {
    expect(t.app.signals.listening).toBe(true);
    expect(b.app.signals.listening).toBe(true);
  });

  it('a user deleted through A is refused by B at once, though B had their role cached', async () => {
    const doomed = await t.createUser('owner');
    const bystander = await t.createUser('owner');
    expect((await askB(doomed.authorization)).statusCode).toBe(200);
    expect((await askB(bystander.authorization)).statusCode).toBe(200);
    // The control: deleted behind the API's back (no signal), B goes on trusting its cache.
    await t.db.delete(users).where(eq(users.id, bystander.id));
    expect((await askB(bystander.authorization)).statusCode).toBe(200);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/user/${doomed.id}`, headers: t.staffAuth });
    expect(deleted.statusCode).toBe(200);
    expect(await expectBSoon(doomed.authorization, 401)).toBeLessThan(2_000);
    const refused = await askB(doomed.authorization);
    expect(refused.json()).toEqual({ success: false, message: 'This account no longer exists', code: 'TOKEN_INVALID' });
    // Writes too: B refuses the deleted user's token on a write route.
    const write = await b.app.inject({ method: 'POST', url: '/api/user/register', headers: { authorization: doomed.authorization }, payload: {} });
    expect(write.statusCode).toBe(401);
    b.app.forgetUser(bystander.id);
  });

  it('a user changed (demoted) and signalled is refused staff routes by B at once', async () => {
    const staff = await t.createUser('owner');
    expect((await askB(staff.authorization)).statusCode).toBe(200);
    await t.db.update(users).set({ role: 'customer' }).where(eq(users.id, staff.id));
    await t.app.signals.publish('user-changed', { userId: staff.id });
    await expectBSoon(staff.authorization, 403);
  });

  it('a signal sent in a transaction that rolls back reaches nobody', async () => {
    const heard: number[] = [];
    const stop = b.app.signals.on('user-changed', ({ userId }) => heard.push(userId));
    await expect(
      inTransaction(t.db, async (tx) => {
        await t.app.signals.publish('user-changed', { userId: 424242 }, tx as never);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await t.app.signals.publish('user-changed', { userId: 434343 });
    await until('B hears the committed one', () => heard.includes(434343));
    expect(heard).not.toContain(424242);
    stop();
  });

  const onPostgres = process.env.API_TEST_DB === 'postgres' ? it : it.skip;

  onPostgres('B re-establishes its listening connection after it is killed, trusting no cache meanwhile', async () => {
    const changes: boolean[] = [];
    const stop = b.app.signals.onListeningChange((listening) => changes.push(listening));
    const cachedBefore = await t.createUser('owner');
    expect((await askB(cachedBefore.authorization)).statusCode).toBe(200);

    const pid = b.app.signals.backendPid;
    expect(pid).toEqual(expect.any(Number));
    const [killed] = await queryRows<{ killed: boolean }>(t.db, sql`SELECT pg_terminate_backend(${pid}) AS killed`);
    expect(killed.killed).toBe(true);
    await until('B notices the drop', () => changes.includes(false));
    // Deleted behind the API's back while B may hear nothing: B has let go of its cache.
    await t.db.delete(users).where(eq(users.id, cachedBefore.id));
    expect((await askB(cachedBefore.authorization)).statusCode).toBe(401);

    await until('B listens again', () => b.app.signals.listening);
    expect(changes).toEqual([false, true]);
    expect(b.app.signals.backendPid).not.toBe(pid);
    // Signals flow again: a deletion through A reaches B's new connection at once.
    const doomed = await t.createUser('owner');
    expect((await askB(doomed.authorization)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/user/${doomed.id}`, headers: t.staffAuth })).statusCode).toBe(200);
    await expectBSoon(doomed.authorization, 401);
    stop();
  });
});

