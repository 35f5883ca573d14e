import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { queryRows } from '../../db/client';
import { buildSecondApp, redisAnswers, type SecondApp, TEST_REDIS_URL } from '../../test/second-app';
import { setUpTestApp } from '../../test/test-app';
import { sleep } from '../../test/waiting';
import { type CounterStore, postgresCounters, redisCounters } from '../../plugins/counter-store';
import { DEFAULT_LOGIN_LIMITS } from './login-throttle';

// Sign-in throttling counts in one place for every process (architecture §8): two app instances on
// one database stand in for two processes. The counters are rows of the database (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set) or, with REDIS_URL, keys in Redis — tested when a Redis
// answers on TEST_REDIS_URL (default 127.0.0.1:6379) and skipped otherwise.
jest.setTimeout(60_000);

const onRedis = redisAnswers();
const describeOnRedis = onRedis ? describe : describe.skip;
// Random addresses: Redis outlives a test run, so no two runs may count the same address.
const randomAddress = () => `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

const t = setUpTestApp();

/** The two instances share one count: guesses through A and B add up, and both refuse the sixth. */
async function expectSharedCount(a: SecondApp['app'], b: SecondApp['app']) {
  const staff = await t.createUser('owner');
  const login = (app: SecondApp['app'], password: string) =>
    app.inject({ method: 'POST', url: '/api/user/login', payload: { email: staff.email, password }, remoteAddress: randomAddress() });
  const { perAccount } = DEFAULT_LOGIN_LIMITS;
  for (let i = 0; i < perAccount; i++) expect((await login(i % 2 ? b : a, `wrong-${i}`)).statusCode).toBe(401);
  for (const app of [a, b]) {
    const refused = await login(app, staff.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'TOO_MANY_LOGIN_ATTEMPTS' });
  }
  // All at once through both: still no more than 5 guesses checked in all.
  const other = await t.createUser('owner');
  const answers = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      (i % 2 ? b : a).inject({ method: 'POST', url: '/api/user/login', payload: { email: other.email, password: `parallel-${i}` }, remoteAddress: randomAddress() }),
    ),
  );
  expect(answers.filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(perAccount);
  expect(answers.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(12 - perAccount);
}

/** The flood limit on the sign-in route (60 a minute per address) also counts both instances together. */
async function expectSharedFloodLimit(a: SecondApp['app'], b: SecondApp['app']) {
  const address = randomAddress();
  // Empty bodies: refused (400) by validation, after the flood limit has counted them.
  const knock = (app: SecondApp['app']) => app.inject({ method: 'POST', url: '/api/user/login', payload: {}, remoteAddress: address });
  for (let i = 0; i < 60; i++) expect((await knock(i % 2 ? b : a)).statusCode).toBe(400);
  for (const app of [a, b]) {
    const refused = await knock(app);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
  }
  // Another address is not affected.
  expect((await a.inject({ method: 'POST', url: '/api/user/login', payload: {}, remoteAddress: randomAddress() })).statusCode).toBe(400);
}

describe(`two app instances on one database (${process.env.API_TEST_DB})`, () => {
  let second: SecondApp;
  beforeAll(async () => {
    second = await buildSecondApp(t);
  }, 60_000);
  afterAll(() => second.close(), 60_000);

  it('share the sign-in counts in the database', async () => {
    await expectSharedCount(t.app, second.app);
    const [{ n }] = await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM sign_in_counters WHERE count > 0`);
    expect(n).toBeGreaterThan(0);
  });

  it('share the flood limit of the sign-in route in the database', () => expectSharedFloodLimit(t.app, second.app));
});

describeOnRedis('two app instances with REDIS_URL', () => {
  let a: SecondApp;
  let b: SecondApp;
  beforeAll(async () => {
    a = await buildSecondApp(t, { REDIS_URL: TEST_REDIS_URL });
    b = await buildSecondApp(t, { REDIS_URL: TEST_REDIS_URL });
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
  }, 60_000);

  it('share the sign-in counts in Redis, and write none to the database', async () => {
    const before = await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM sign_in_counters`);
    await expectSharedCount(a.app, b.app);
    expect(await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM sign_in_counters`)).toEqual(before);
  });

  it('share the flood limit of the sign-in route in Redis', () => expectSharedFloodLimit(a.app, b.app));
});

/** What each store must do, whichever holds the counts. */
function describeStore(name: string, open: () => CounterStore, prefix: () => string) {
  describe(name, () => {
    let store: CounterStore;
    beforeAll(() => {
      store = open();
    });
    afterAll(() => store.close());

    it('counts each key in a window of its own, answers what is left of it, and starts again after it', async () => {
      const [k1, k2] = [`${prefix()}one`, `${prefix()}two`];
      expect((await store.hit([k1, k2], 60_000)).map((s) => s.count)).toEqual([1, 1]);
      const [one, two] = await store.hit([k1, k2], 60_000);
      expect([one.count, two.count]).toEqual([2, 2]);
      expect(one.ttlMs).toBeGreaterThan(55_000);
      expect(one.ttlMs).toBeLessThanOrEqual(60_000);
      const short = `${prefix()}short`;
      await store.hit([short], 300);
      expect((await store.hit([short], 300))[0].count).toBe(2);
      await sleep(450);
      expect((await store.hit([short], 300))[0].count).toBe(1);
    });

    it('takes a hit back, never below zero', async () => {
      const key = `${prefix()}undo`;
      await store.hit([key], 60_000);
      await store.undo([key]);
      await store.undo([key]);
      expect((await store.hit([key], 60_000))[0].count).toBe(1);
    });

    it('loses no hit when many arrive at once', async () => {
      const key = `${prefix()}parallel`;
      const states = await Promise.all(Array.from({ length: 20 }, () => store.hit([key], 60_000)));
      expect(states.map(([s]) => s.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    });
  });
}

const runId = randomBytes(4).toString('hex');
describeStore('the database counter store', () => postgresCounters(t.db), () => `test:${runId}:`);
if (onRedis) describeStore('the Redis counter store', () => redisCounters(TEST_REDIS_URL, `dukkan-test:${runId}:`), () => '');
else describe.skip('the Redis counter store (no Redis answers on TEST_REDIS_URL)', () => it('counts in Redis', () => {}));

afterAll(async () => {
  if (!onRedis) return;
  const redis = new Redis(TEST_REDIS_URL);
  const keys = await redis.keys(`dukkan-test:${runId}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});
