import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { type Db, queryRows } from '../db/client';

/** One counter after a hit: how many hits its window holds now, and how long the window still runs. */
export interface CounterState {
  count: number;
  ttlMs: number;
}

/**
 * Counters every API process shares (architecture §8), in fixed windows: the first hit of a key
 * opens a window of `windowMs`; when it ends the key counts from zero again. Each hit is one atomic
 * step on the store, so processes and parallel requests never lose or double a count.
 */
export interface CounterStore {
  /** Adds one to each key; answers each key's state after it, in the order given. */
  hit(keys: string[], windowMs: number): Promise<CounterState[]>;
  /** Takes back one hit of each key (never below zero). */
  undo(keys: string[]): Promise<void>;
  close(): Promise<void>;
}

/** Expired rows are deleted at most this often per process, by whichever request comes along. */
const SWEEP_EVERY_MS = 60_000;

/** The counters as rows of `sign_in_counters` (PGlite or a PostgreSQL server): the default. */
export function postgresCounters(db: Db): CounterStore {
  let lastSweep = 0;
  async function sweep() {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    await db.execute(sql`DELETE FROM sign_in_counters WHERE expires_at < now()`);
  }
  return {
    async hit(keys, windowMs) {
      if (keys.length === 0) return [];
      // Keys in one order for every statement: two upserts of the same keys never deadlock.
      const sorted = [...new Set(keys)].sort();
      const rows = await queryRows<{ key: string; count: number; ttl_ms: number | string }>(
        db,
        sql`INSERT INTO sign_in_counters AS c (key, count, expires_at)
            SELECT k, 1, now() + ${windowMs}::double precision * interval '1 millisecond'
            FROM (VALUES ${sql.join(sorted.map((key) => sql`(${key}::text)`), sql`, `)}) AS v(k)
            ON CONFLICT (key) DO UPDATE SET
              count = CASE WHEN c.expires_at <= now() THEN 1 ELSE c.count + 1 END,
              expires_at = CASE WHEN c.expires_at <= now() THEN excluded.expires_at ELSE c.expires_at END
            RETURNING c.key, c.count, ceil(extract(epoch FROM c.expires_at - now()) * 1000)::bigint AS ttl_ms`,
      );
      await sweep();
      const byKey = new Map(rows.map((row) => [row.key, { count: Number(row.count), ttlMs: Math.max(0, Number(row.ttl_ms)) }]));
      return keys.map((key) => byKey.get(key) as CounterState);
    },
    async undo(keys) {
      if (keys.length === 0) return;
      const sorted = [...new Set(keys)].sort();
      await db.execute(
        sql`UPDATE sign_in_counters SET count = count - 1 WHERE key IN ${sorted} AND count > 0 AND expires_at > now()`,
      );
    },
    close: async () => {},
  };
}

// One key per script call (not several keys in one script), so a Redis Cluster may hold them apart.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }`;
const UNDO_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * The counters in Redis (REDIS_URL): keys `<prefix><key>`, each expiring with its window. ioredis
 * is loaded only here: a process that counts in the database never holds it (decisions/phone-speed.md: memory).
 */
export function redisCounters(url: string, prefix = 'dukkan:'): CounterStore {
  const connecting: Promise<Redis> = import('ioredis').then(({ Redis }) => {
    const redis = new Redis(url, {
      // A sign-in waits for Redis at most a few seconds, then fails (500) rather than hang or pass.
      maxRetriesPerRequest: 2,
      connectTimeout: 5_000,
      commandTimeout: 5_000,
      lazyConnect: true,
    });
    // A lost connection is retried by ioredis; without a listener an 'error' would end the process.
    redis.on('error', () => {});
    return redis;
  });
  return {
    async hit(keys, windowMs) {
      const redis = await connecting;
      return Promise.all(
        keys.map(async (key) => {
          const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, String(windowMs))) as [number, number];
          return { count: Number(count), ttlMs: Math.max(0, Number(ttl)) };
        }),
      );
    },
    async undo(keys) {
      const redis = await connecting;
      await Promise.all(keys.map((key) => redis.eval(UNDO_SCRIPT, 1, prefix + key)));
    },
    async close() {
      const redis = await connecting;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
