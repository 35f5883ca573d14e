import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Db, queryRows } from '../db/client';
import { inTransaction } from '../db/transactions';
import type { DeskSettings, DeskSettingsValues } from '../modules/desk-settings/desk-settings';
import { deskSettingsRepository } from '../modules/desk-settings/desk-settings-repository';
import { expireIdleClaims } from '../modules/orders/order-claim-service';
import { ORDER_DESK } from '../modules/orders/order-events';
import { moveOrders } from '../modules/orders/order-status-service';
import { runOnSchedule } from './schedule';

/** How often a running API looks after the desk: a claim idles or an order waits a minute at most past its time. */
const UPKEEP_EVERY_MS = 60_000;
/** One process at a time (architecture §8: never a timer whose work every replica does). */
const ORDER_DESK_LOCK = 7_420_020;
/** How many unanswered orders one run rejects at most (the rest at the next). */
const REJECT_BATCH = 200;

/**
 * decisions/order-workspace.md's unanswered rule, when it rejects: the NEW orders placed since it was switched on and
 * unanswered for longer than its minutes are rejected with its reason, by the order desk, through
 * the status service (the stock they hold given back once, the step on the timeline, every desk
 * told). Answers the ids rejected. Inside a transaction.
 */
export async function rejectUnanswered(tx: Db, settings: DeskSettings): Promise<number[]> {
  if (settings.unansweredAction !== 'reject' || settings.unansweredSince === null || settings.unansweredReason === null) return [];
  const minutes = settings.unansweredMinutes;
  // The NEW orders' placed-at index (migration 0016), oldest first.
  const unanswered = sql`id IN (SELECT id FROM orders WHERE status = 'NEW' AND created_at < now() - make_interval(mins => ${minutes}::int)
    AND created_at >= ${settings.unansweredSince.toISOString()} ORDER BY created_at LIMIT ${REJECT_BATCH})`;
  return moveOrders(tx, unanswered, ['NEW'], 'REJECTED', {
    actor: ORDER_DESK,
    reason: settings.unansweredReason,
    stockNote: `Unanswered for over ${minutes} minutes`,
  });
}

/**
 * One run of the desk's upkeep, in one transaction under an advisory lock (the process that takes
 * it works, the others skip): idle claims end on the timeline, then the unanswered rule rejects.
 * Answers what it did (zeros when another process holds the lock).
 */
export async function runOrderDeskUpkeep(db: Db, defaults: DeskSettingsValues): Promise<{ expired: number; rejected: number[] }> {
  return inTransaction(db, async (tx) => {
    const [lock] = await queryRows<{ taken: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(${ORDER_DESK_LOCK}) AS taken`);
    if (!lock.taken) return { expired: 0, rejected: [] };
    const settings = await deskSettingsRepository(tx).read(defaults);
    const expired = await expireIdleClaims(tx);
    const rejected = await rejectUnanswered(tx, settings);
    return { expired, rejected };
  });
}

/** decisions/order-workspace.md: the desk's upkeep every minute while the API runs, never on a request's path. */
export function keepOrderDesk(app: FastifyInstance): void {
  runOnSchedule(app, {
    name: 'order desk upkeep',
    firstAfterMs: 10_000,
    everyMs: UPKEEP_EVERY_MS,
    work: async () => {
      const { expired, rejected } = await runOrderDeskUpkeep(app.database.db, app.deskSettings.defaults);
      if (expired > 0 || rejected.length > 0) app.log.info({ expired, rejected }, 'order desk upkeep');
    },
  });
}
