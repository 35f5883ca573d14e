import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifySignal } from '../../db/signals';
import { type ClaimAction, type DeliveryAction, type OrderActorKind, type OrderEventKind, orderEvents, type OrderStatus, users } from '../../db/schema';
import type { LoggedEvent } from '../order-stream/order-stream-schemas';
import { deskTime } from './order-filters';
import { readReason } from './order-reasons';
import type { OrderReasonCode } from './orders-schemas';

/** Who moved an order: a staff member or the customer by id (their name is read from the account), or the system. */
export type OrderActor = { kind: 'staff' | 'customer'; id: number } | { kind: 'system'; name: string };

/** The system's name on the steps the desk takes by itself (decisions/order-workspace.md: an idle claim's end, an escalation, an automatic reject). */
export const ORDER_DESK: OrderActor = { kind: 'system', name: 'Order desk' };

// A type, not an interface: the route's answer type (with its index signature) accepts it.
export type OrderEventView = {
  id: number;
  from: OrderStatus | null;
  to: OrderStatus;
  actor: { kind: OrderActorKind; id: number | null; name: string };
  reason: string | null;
  reasonCode: OrderReasonCode | null;
  /** decisions/order-workspace.md: the member of staff whose claim this step acted over (null: none, or their own). */
  overClaim: { id: number | null; name: string } | null;
  at: Date;
};

/**
 * Held from a step's insert to its transaction's end: steps commit in the order of their ids, so
 * the live stream (modules/order-stream) resumes a client "after id N" without skipping a step
 * that took a lower id but committed later. The wait is only a commit's length.
 */
const ORDER_EVENTS_LOCK = 7_420_015;

/** A step of the order log as it is stored, with its order's shop: what the stream hands on (loggedEvent). */
export interface LogRow {
  id: number;
  kind: OrderEventKind;
  orderId: number;
  from: OrderStatus | null;
  to: OrderStatus | null;
  at: string;
  shopId: number | null;
  actorKind: OrderActorKind;
  actorId: number | null;
  actorName: string;
  holderId: number | null;
  holderName: string | null;
  noteId: number | null;
  /** An escalation's wait (waitedMinutes); null for the other kinds. */
  minutes: number | null;
  /** A lines step's version of the lines; null for the other kinds. */
  version: number | null;
  /** decisions/delivery-slots.md: the order's preparation time (ISO) on a due step and on a placement; null for the other steps. */
  prepareAt: string | null;
  /** decisions/dispatch.md: a delivery step's delivery, what happened to it, and its driver (null: a courier's); nulls for the other kinds. */
  deliveryId?: number | null;
  deliveryAction?: DeliveryAction | null;
  driverId?: number | null;
  driverName?: string | null;
}

/**
 * How long an order placed at `placedAt` (a slot order: its preparation time, decisions/delivery-slots.md) had waited at
 * `at`, in whole minutes: what an escalation says (decisions/order-workspace.md), computed alike for its step, live or
 * replayed, and for the desk's waiting orders.
 */
export const waitedMinutes = (at: SQL, placedAt: SQL) => sql<number>`floor(extract(epoch FROM ${at} - ${placedAt}) / 60)::int`;

/**
 * A stored step as the live stream sends it, live (on commit) and replayed alike; null for a step the stream does not
 * send (decisions/delivery-slots.md: a slot order's `scheduled` step — its placement's `order` event already tells the desks).
 */
export function loggedEvent(row: LogRow): LoggedEvent | null {
  const { id, orderId, at, shopId } = row;
  if (row.kind === 'scheduled') return null;
  if (row.kind === 'due') return { type: 'due', data: { id, orderId, prepareAt: row.prepareAt ?? at, shopId } };
  if (row.kind === 'status') {
    // decisions/delivery-slots.md: a slot order placed before its preparation time rings at its `due`, not now.
    const scheduled = row.from === null && row.prepareAt !== null && Date.parse(row.prepareAt) > Date.parse(at);
    return { type: 'order', data: { id, orderId, from: row.from, to: row.to as OrderStatus, at, shopId, ...(scheduled ? { scheduled } : {}) } };
  }
  if (row.kind === 'note') return { type: 'note', data: { id, orderId, noteId: row.noteId, author: { id: row.actorId, name: row.actorName }, at, shopId } };
  if (row.kind === 'escalate') return { type: 'escalation', data: { id, orderId, escalatedAt: at, minutes: row.minutes ?? 0, shopId } };
  if (row.kind === 'lines') return { type: 'lines', data: { id, orderId, version: row.version ?? 0, at, shopId } };
  if (row.kind === 'delivery') {
    const driver = row.driverId === null || row.driverId === undefined ? null : { id: row.driverId, name: row.driverName ?? 'Unknown' };
    return { type: 'delivery', data: { id, orderId, shopId, deliveryId: row.deliveryId ?? 0, action: row.deliveryAction ?? 'assigned', driver, at } };
  }
  return {
    type: 'claim',
    data: {
      id,
      orderId,
      action: row.kind,
      holder: row.holderName === null ? null : { id: row.holderId, name: row.holderName },
      by: { kind: row.actorKind, id: row.actorId, name: row.actorName },
      at,
      shopId,
    },
  };
}

/** A user's name now, or the system's; 'Unknown' once the account is gone. */
const nameOf = (person: OrderActor | { kind: 'staff'; id: number }) =>
  person.kind === 'system' ? sql`${person.name}` : sql`coalesce((SELECT ${users.name} FROM ${users} WHERE ${users.id} = ${person.id}), 'Unknown')`;

/**
 * Adds a step to an order's log under the log's lock and announces it to every API process once
 * the transaction commits (a status step as `order-event`, a claim's as `order-claim`, a note's as
 * `order-note`, an escalation as `order-escalation`, a change of the lines as `order-lines`, a preparation time come as `order-due`,
 * a change of its delivery as `order-delivery`; a `scheduled` step is not announced). Call it inside the transaction that makes the
 * change, as its last write, so a change is never without its step, nor a step without its change.
 */
async function logStep(
  tx: Db,
  step: {
    orderId: number;
    kind: OrderEventKind;
    actor: OrderActor;
    from?: OrderStatus | null;
    to?: OrderStatus | null;
    reason?: string | null;
    holderId?: number | null;
    noteId?: number | null;
    version?: number | null;
    deliveryId?: number | null;
    deliveryAction?: DeliveryAction | null;
  },
): Promise<void> {
  const { actor } = step;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ORDER_EVENTS_LOCK})`);
  const holderId = step.holderId ?? null;
  // now(): the step's own time (created_at's default, in this transaction).
  const waited =
    step.kind === 'escalate' ? sql<number>`(SELECT ${waitedMinutes(sql`now()`, deskTime)} FROM orders o WHERE id = ${step.orderId})` : sql<null>`NULL::int`;
  const prepareAt =
    step.kind === 'due' || (step.kind === 'status' && !step.from)
      ? sql<Date | null>`(SELECT prepare_at FROM orders WHERE id = ${step.orderId})`
      : sql<null>`NULL::timestamptz`;
  // decisions/dispatch.md: a delivery step names the delivery's driver (none for a courier's).
  const driver =
    step.kind === 'delivery'
      ? sql<{ id: number; name: string } | null>`(SELECT json_build_object('id', u.id, 'name', u.name) FROM deliveries d JOIN users u ON u.id = d.driver_id WHERE d.id = ${step.deliveryId ?? null})`
      : sql<null>`NULL::json`;
  const [row] = await tx
    .insert(orderEvents)
    .values({
      orderId: step.orderId,
      kind: step.kind,
      fromStatus: step.from ?? null,
      toStatus: step.to ?? null,
      actorKind: actor.kind,
      actorId: actor.kind === 'system' ? null : actor.id,
      actorName: nameOf(actor),
      reason: step.reason ?? null,
      claimHolderId: holderId,
      claimHolderName: holderId === null ? null : nameOf({ kind: 'staff', id: holderId }),
      noteId: step.noteId ?? null,
      linesVersion: step.version ?? null,
      deliveryId: step.deliveryId ?? null,
      deliveryAction: step.deliveryAction ?? null,
    })
    .returning({
      id: orderEvents.id,
      at: orderEvents.createdAt,
      actorName: orderEvents.actorName,
      holderName: orderEvents.claimHolderName,
      shopId: sql<number | null>`(SELECT shop_id FROM orders WHERE id = ${step.orderId})`,
      minutes: waited,
      prepareAt,
      driver,
    });
  // The shop goes along: a shop-scoped stream passes on its shops' orders only (decisions/roles-and-audit.md).
  const event = loggedEvent({
    id: row.id,
    kind: step.kind,
    orderId: step.orderId,
    from: step.from ?? null,
    to: step.to ?? null,
    at: row.at.toISOString(),
    shopId: row.shopId,
    actorKind: actor.kind,
    actorId: actor.kind === 'system' ? null : actor.id,
    actorName: row.actorName,
    holderId,
    holderName: row.holderName,
    noteId: step.noteId ?? null,
    minutes: row.minutes,
    version: step.version ?? null,
    prepareAt: row.prepareAt === null ? null : new Date(row.prepareAt).toISOString(),
    deliveryId: step.deliveryId ?? null,
    deliveryAction: step.deliveryAction ?? null,
    driverId: row.driver?.id ?? null,
    driverName: row.driver?.name ?? null,
  });
  if (event === null) return;
  if (event.type === 'order') await notifySignal(tx, 'order-event', event.data);
  else if (event.type === 'claim') await notifySignal(tx, 'order-claim', event.data);
  else if (event.type === 'note') await notifySignal(tx, 'order-note', event.data);
  else if (event.type === 'lines') await notifySignal(tx, 'order-lines', event.data);
  else if (event.type === 'due') await notifySignal(tx, 'order-due', event.data);
  else if (event.type === 'delivery') await notifySignal(tx, 'order-delivery', event.data);
  else await notifySignal(tx, 'order-escalation', event.data);
}

/**
 * A status step: the order's placement (from null) or a move. `overClaimOf`: the holder of the
 * claim another acted over (decisions/order-workspace.md), kept on the step.
 */
export async function recordOrderEvent(
  tx: Db,
  event: { orderId: number; from: OrderStatus | null; to: OrderStatus; actor: OrderActor; reason?: string | null; overClaimOf?: number | null },
): Promise<void> {
  await logStep(tx, { orderId: event.orderId, kind: 'status', actor: event.actor, from: event.from, to: event.to, reason: event.reason, holderId: event.overClaimOf });
}

/** A claim's change (decisions/order-workspace.md): `holderId` is whose claim it is (taken, given) or was (released, expired). */
export async function recordClaimStep(tx: Db, step: { orderId: number; action: ClaimAction; actor: OrderActor; holderId: number }): Promise<void> {
  await logStep(tx, { orderId: step.orderId, kind: step.action, actor: step.actor, holderId: step.holderId });
}

/** An internal note was written (decisions/order-workspace.md): desks hear of it, and read it themselves. */
export async function recordNoteStep(tx: Db, step: { orderId: number; noteId: number; actor: OrderActor }): Promise<void> {
  await logStep(tx, { orderId: step.orderId, kind: 'note', actor: step.actor, noteId: step.noteId });
}

/** The desk escalated a NEW order left unanswered (decisions/order-workspace.md): every desk raises it until it leaves NEW. */
export async function recordEscalationStep(tx: Db, step: { orderId: number }): Promise<void> {
  await logStep(tx, { orderId: step.orderId, kind: 'escalate', actor: ORDER_DESK });
}

/**
 * The order's lines changed (decisions/picking.md: picking, a customer's answer, a question timed out), making `version`:
 * every open desk and order page hears the stream's `lines` and reads the order again.
 */
export async function recordLinesStep(tx: Db, step: { orderId: number; version: number; actor: OrderActor }): Promise<void> {
  await logStep(tx, { orderId: step.orderId, kind: 'lines', actor: step.actor, version: step.version });
}

/**
 * decisions/delivery-slots.md: a slot order was placed for its slot — a step of its own after the placement, so the
 * customer's timeline shows `scheduled` (the staff's timeline lists status steps only; the order answers carry the slot).
 */
export async function recordScheduledStep(tx: Db, step: { orderId: number; actor: OrderActor }): Promise<void> {
  await logStep(tx, { orderId: step.orderId, kind: 'scheduled', actor: step.actor });
}

/** decisions/delivery-slots.md: a scheduled order's preparation time came: every desk hears `due` and rings, once (the desk's upkeep decides it). */
export async function recordDueStep(tx: Db, step: { orderId: number }): Promise<void> {
  await logStep(tx, { orderId: step.orderId, kind: 'due', actor: ORDER_DESK });
}

/**
 * decisions/dispatch.md: the order's delivery changed (assigned, withdrawn, picked up, delivered, failed, returned), by
 * `actor`: a step of its log (the customer's timeline shows some of them) and the stream's `delivery` event, on which
 * every dispatch board reads again.
 */
export async function recordDeliveryStep(tx: Db, step: { orderId: number; deliveryId: number; action: DeliveryAction; actor: OrderActor }): Promise<void> {
  await logStep(tx, { orderId: step.orderId, kind: 'delivery', actor: step.actor, deliveryId: step.deliveryId, deliveryAction: step.action });
}

/** An order's timeline, oldest first: its status steps (claims and notes have their own answers). */
export async function listOrderEvents(db: Db, orderId: number): Promise<OrderEventView[]> {
  const rows = await db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'status')))
    .orderBy(asc(orderEvents.id));
  return rows.map((row) => ({
    id: row.id,
    from: row.fromStatus,
    to: row.toStatus as OrderStatus,
    actor: { kind: row.actorKind, id: row.actorId, name: row.actorName },
    ...readReason(row.reason),
    overClaim: row.claimHolderName === null ? null : { id: row.claimHolderId, name: row.claimHolderName },
    at: row.createdAt,
  }));
}
