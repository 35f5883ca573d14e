import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Db, queryRows } from '../db/client';
import { inTransaction } from '../db/transactions';
import type { DeskSettings, DeskSettingsValues } from '../modules/desk-settings/desk-settings';
import { deskSettingsRepository } from '../modules/desk-settings/desk-settings-repository';
import { expireIdleClaims } from '../modules/orders/order-claim-service';
import { ORDER_DESK, recordEscalationStep } from '../modules/orders/order-events';
import { moveOrders } from '../modules/orders/order-status-service';
import { applyAskTimeouts } from '../modules/picking/picking-service';
import { runOnSchedule } from './schedule';

/** How often a running API looks after the desk: a claim idles or an order waits a minute at most past its time. */
const UPKEEP_EVERY_MS = 60_000;
/** One process at a time (architecture §8: never a timer whose work every replica does). */
const ORDER_DESK_LOCK = 7_420_020;
/** How many unanswered orders one run rejects or escalates at most (the rest at the next). */
const UNANSWERED_BATCH = 200;

/** The NEW orders the unanswered rule acts on: placed since it was switched on, and unanswered for longer than its minutes. */
const unanswered = (minutes: number, since: Date) =>
  sql`status = 'NEW' AND created_at < now() - make_interval(mins => ${minutes}::int) AND created_at >= ${since.toISOString()}`;

/**
 * decisions/order-workspace.md's unanswered rule, when it rejects: the NEW orders placed since it was switched on and
 * unanswered for longer than its minutes are rejected with its reason, by the order desk, through
 * the status service (the stock they hold given back once, the step on the timeline, every desk
 * told). Answers the ids rejected. Inside a transaction.
 */
export async function rejectUnanswered(tx: Db, settings: DeskSettings): Promise<number[]> {
  if (settings.unansweredAction !== 'reject' || settings.unansweredSince === null || settings.unansweredReason === null) return [];
  // The NEW orders' placed-at index (migration 0016), oldest first.
  const oldest = sql`id IN (SELECT id FROM orders WHERE ${unanswered(settings.unansweredMinutes, settings.unansweredSince)} ORDER BY created_at LIMIT ${UNANSWERED_BATCH})`;
  return moveOrders(tx, oldest, ['NEW'], 'REJECTED', {
    actor: ORDER_DESK,
    reason: settings.unansweredReason,
    stockNote: `Unanswered for over ${settings.unansweredMinutes} minutes`,
  });
}

/**
 * decisions/order-workspace.md's unanswered rule, when it escalates: the NEW orders placed since it was switched on
 * and unanswered for longer than its minutes are marked escalated, once (a conditional UPDATE: of two
 * runs at once, one marks each order), each with its `escalate` step on the order's log, which every
 * desk hears as the stream's `escalation`. Answers the ids escalated. Inside a transaction.
 */
export async function escalateUnanswered(tx: Db, settings: DeskSettings): Promise<number[]> {
  if (settings.unansweredAction !== 'escalate' || settings.unansweredSince === null) return [];
  // The same index; the re-check outside the subquery is what a second run, waiting on the row, finds already done.
  const escalated = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE orders SET escalated_at = now()
        WHERE id IN (SELECT id FROM orders WHERE ${unanswered(settings.unansweredMinutes, settings.unansweredSince)} AND escalated_at IS NULL
                     ORDER BY created_at LIMIT ${UNANSWERED_BATCH})
          AND status = 'NEW' AND escalated_at IS NULL
        RETURNING id`,
  );
  const ids = escalated.map((order) => order.id).sort((a, b) => a - b);
  for (const orderId of ids) await recordEscalationStep(tx, { orderId });
  return ids;
}

/** What one run of the upkeep did: how many idle claims ended, the orders rejected and those escalated, the questions timed out. */
export interface UpkeepRun {
  expired: number;
  rejected: number[];
  escalated: number[];
  /** decisions/picking.md: the lines whose question to the customer ran out, given the order's default. */
  timedOut: number[];
}

/**
 * One run of the desk's upkeep, in one transaction under an advisory lock (the process that takes
 * it works, the others skip): idle claims end on the timeline, the unanswered rule rejects or
 * escalates, and the questions put to customers that ran out by `now` get their order's default
 * (decisions/picking.md). Answers what it did (nothing when another process holds the lock).
 */
export async function runOrderDeskUpkeep(db: Db, defaults: DeskSettingsValues, now: Date = new Date()): Promise<UpkeepRun> {
  return inTransaction(db, async (tx) => {
    const [lock] = await queryRows<{ taken: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(${ORDER_DESK_LOCK}) AS taken`);
    if (!lock.taken) return { expired: 0, rejected: [], escalated: [], timedOut: [] };
    const settings = await deskSettingsRepository(tx).read(defaults);
    const expired = await expireIdleClaims(tx);
    const rejected = await rejectUnanswered(tx, settings);
    const escalated = await escalateUnanswered(tx, settings);
    const timedOut = await applyAskTimeouts(tx, now);
    return { expired, rejected, escalated, timedOut };
  });
}

/** decisions/order-workspace.md: the desk's upkeep every minute while the API runs, never on a request's path. */
export function keepOrderDesk(app: FastifyInstance): void {
  runOnSchedule(app, {
    name: 'order desk upkeep',
    firstAfterMs: 10_000,
    everyMs: UPKEEP_EVERY_MS,
    work: async () => {
      const { expired, rejected, escalated, timedOut } = await runOrderDeskUpkeep(app.database.db, app.deskSettings.defaults, app.clock());
      if (expired > 0 || rejected.length > 0 || escalated.length > 0 || timedOut.length > 0) app.log.info({ expired, rejected, escalated, timedOut }, 'order desk upkeep');
    },
  });
}
