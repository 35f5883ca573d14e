import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Db, queryRows } from '../db/client';
import { inTransaction } from '../db/transactions';
import { runOnSchedule } from './schedule';

/** How often a running API removes audit entries past their retention. */
const PRUNE_EVERY_MS = 60 * 60_000;
/** One process at a time prunes (architecture §8: never a timer whose work every replica does). */
const AUDIT_PRUNE_LOCK = 7_140_966;

/**
 * Removes the audit entries older than `days` days, in one transaction that holds an advisory lock:
 * when several API processes share the database, the one that takes the lock prunes and the others
 * skip. Answers how many entries went (0 when another process holds the lock).
 */
export async function pruneAuditLog(db: Db, days: number): Promise<number> {
  return inTransaction(db, async (tx) => {
    const [lock] = await queryRows<{ taken: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(${AUDIT_PRUNE_LOCK}) AS taken`);
    if (!lock.taken) return 0;
    const removed = await queryRows<{ id: number }>(
      tx,
      sql`DELETE FROM audit_log WHERE at < now() - make_interval(days => ${days}) RETURNING id`,
    );
    return removed.length;
  });
}

/** decisions/roles-and-audit.md: AUDIT_RETENTION_DAYS, kept on a schedule (shortly after start, then hourly), never on a request's path. */
export function keepAuditRetention(app: FastifyInstance, days: number): void {
  runOnSchedule(app, {
    name: 'audit log pruning',
    firstAfterMs: 5_000,
    everyMs: PRUNE_EVERY_MS,
    work: async () => {
      const removed = await pruneAuditLog(app.db, days);
      if (removed > 0) app.log.info({ removed, days }, 'audit log pruned');
    },
  });
}
