import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Db, queryRows } from '../db/client';
import { inTransaction } from '../db/transactions';

/**
 * One process at a time prunes (architecture §8). The job engine runs one at a time already (decisions/scheduled-jobs.md);
 * the lock still holds for a run pg-boss gave up on as abandoned while it was still working, and for direct calls.
 */
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

/**
 * decisions/roles-and-audit.md: AUDIT_RETENTION_DAYS, kept by the job engine hourly (decisions/scheduled-jobs.md),
 * never on a request's path. Answers what it did: the job's output, which the jobs view shows.
 */
export async function retainAuditLog(app: FastifyInstance, days: number): Promise<{ removed: number }> {
  const removed = await pruneAuditLog(app.db, days);
  if (removed > 0) app.log.info({ removed, days }, 'audit log pruned');
  return { removed };
}
