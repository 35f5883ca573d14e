import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Db, queryRows } from '../db/client';
import { inTransaction } from '../db/transactions';
import type { DeskSettings, DeskSettingsValues } from '../modules/desk-settings/desk-settings';
import { deskSettingsRepository } from '../modules/desk-settings/desk-settings-repository';
import { expireIdleClaims } from '../modules/orders/order-claim-service';
import { ORDER_DESK, recordDueStep, recordEscalationStep } from '../modules/orders/order-events';
import { deskTime } from '../modules/orders/order-filters';
import { moveOrders } from '../modules/orders/order-status-service';
import { applyAskTimeouts } from '../modules/picking/picking-service';

/**
 * One run at a time. The job engine runs one at a time already (decisions/scheduled-jobs.md: a stately queue); the
 * lock still holds for a run pg-boss gave up on as abandoned while it was still working, and for direct calls.
 */
const ORDER_DESK_LOCK = 7_420_020;
/** How many unanswered orders one run rejects or escalates at most (the rest at the next). */
const UNANSWERED_BATCH = 200;

/**
 * The NEW orders the unanswered rule acts on (`orders o`): placed since it was switched on, and unanswered for longer than
 * its minutes — counted from placing, or for a slot order from its preparation time (decisions/delivery-slots.md).
 */
const unanswered = (minutes: number, since: Date) =>
  sql`o.status = 'NEW' AND ${deskTime} < now() - make_interval(mins => ${minutes}::int) AND o.created_at >= ${since.toISOString()}`;

/** How many scheduled orders one run announces at most (the rest at the next). */
const DUE_BATCH = 200;

/**
 * decisions/order-workspace.md's unanswered rule, when it rejects: the NEW orders placed since it was switched on and
 * unanswered for longer than its minutes are rejected with its reason, by the order desk, through
 * the status service (the stock they hold given back once, the step on the timeline, every desk
 * told). Answers the ids rejected. Inside a transaction.
 */
export async function rejectUnanswered(tx: Db, settings: DeskSettings): Promise<number[]> {
  if (settings.unansweredAction !== 'reject' || settings.unansweredSince === null || settings.unansweredReason === null) return [];
  // The NEW orders' index by when they needed the desk (migration 0029), oldest first.
  const oldest = sql`id IN (SELECT o.id FROM orders o WHERE ${unanswered(settings.unansweredMinutes, settings.unansweredSince)} ORDER BY ${deskTime} LIMIT ${UNANSWERED_BATCH})`;
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
        WHERE id IN (SELECT o.id FROM orders o WHERE ${unanswered(settings.unansweredMinutes, settings.unansweredSince)} AND o.escalated_at IS NULL
                     ORDER BY ${deskTime} LIMIT ${UNANSWERED_BATCH})
          AND status = 'NEW' AND escalated_at IS NULL
        RETURNING id`,
  );
  const ids = escalated.map((order) => order.id).sort((a, b) => a - b);
  for (const orderId of ids) await recordEscalationStep(tx, { orderId });
  return ids;
}

/**
 * decisions/delivery-slots.md: the scheduled orders whose preparation time came by `now` are announced, once (a
 * conditional UPDATE of `due_announced_at`: of two runs at once, one marks each order), each with its `due` step on the
 * order's log, which every desk hears as the stream's `due` and rings for. Answers the ids announced. Inside a transaction.
 */
export async function announceDue(tx: Db, now: Date): Promise<number[]> {
  const at = now.toISOString();
  // The NEW slot orders' index (migration 0029), by preparation time; the re-check outside is what a second run finds done.
  const due = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE orders SET due_announced_at = ${at}
        WHERE id IN (SELECT o.id FROM orders o WHERE o.status = 'NEW' AND o.prepare_at IS NOT NULL AND o.prepare_at <= ${at} AND o.due_announced_at IS NULL
                     ORDER BY o.prepare_at LIMIT ${DUE_BATCH})
          AND status = 'NEW' AND due_announced_at IS NULL
        RETURNING id`,
  );
  const ids = due.map((order) => order.id).sort((a, b) => a - b);
  for (const orderId of ids) await recordDueStep(tx, { orderId });
  return ids;
}

/** What one run of the upkeep did: how many idle claims ended, the orders rejected and those escalated, the questions timed out. */
export interface UpkeepRun {
  expired: number;
  rejected: number[];
  escalated: number[];
  /** decisions/picking.md: the lines whose question to the customer ran out, given the order's default. */
  timedOut: number[];
  /** decisions/delivery-slots.md: the scheduled orders whose preparation time came, announced. */
  due: number[];
}

/**
 * One run of the desk's upkeep, in one transaction under an advisory lock (the process that takes
 * it works, the others skip): idle claims end on the timeline, the scheduled orders whose time came by `now` are
 * announced (decisions/delivery-slots.md), the unanswered rule rejects or escalates, and the questions put to customers that ran out by `now` get their order's default
 * (decisions/picking.md). Answers what it did (nothing when another process holds the lock).
 */
export async function runOrderDeskUpkeep(db: Db, defaults: DeskSettingsValues, now: Date = new Date()): Promise<UpkeepRun> {
  return inTransaction(db, async (tx) => {
    const [lock] = await queryRows<{ taken: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(${ORDER_DESK_LOCK}) AS taken`);
    if (!lock.taken) return { expired: 0, rejected: [], escalated: [], timedOut: [], due: [] };
    const settings = await deskSettingsRepository(tx).read(defaults);
    const expired = await expireIdleClaims(tx);
    // Announced before the unanswered rule acts: a desk hears an order is due before it hears it escalated.
    const due = await announceDue(tx, now);
    const rejected = await rejectUnanswered(tx, settings);
    const escalated = await escalateUnanswered(tx, settings);
    const timedOut = await applyAskTimeouts(tx, now);
    return { expired, rejected, escalated, timedOut, due };
  });
}

/** What one run did, as counts: the job's output, which the jobs view shows (decisions/scheduled-jobs.md). */
export type UpkeepSummary = { [K in keyof UpkeepRun]: number };

/**
 * decisions/order-workspace.md: the desk's upkeep as the job engine runs it (decisions/scheduled-jobs.md: every
 * ORDER_DESK_UPKEEP_MS, 15 s: a scheduled order rings within that of its preparation time, decisions/delivery-slots.md),
 * never on a request's path. What it did is logged with the orders' ids, and answered as counts.
 */
export async function upkeepOrderDesk(app: FastifyInstance): Promise<UpkeepSummary> {
  const { expired, rejected, escalated, timedOut, due } = await runOrderDeskUpkeep(app.database.db, app.deskSettings.defaults, app.clock());
  if (expired > 0 || rejected.length > 0 || escalated.length > 0 || timedOut.length > 0 || due.length > 0) {
    app.log.info({ expired, rejected, escalated, timedOut, due }, 'order desk upkeep');
  }
  return { expired, rejected: rejected.length, escalated: escalated.length, timedOut: timedOut.length, due: due.length };
}
