import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifySignal } from '../../db/signals';
import { type OrderActorKind, orderEvents, type OrderStatus, users } from '../../db/schema';
import { readReason } from './order-reasons';
import type { OrderReasonCode } from './orders-schemas';

/** Who moved an order: a staff member or the customer by id (their name is read from the account), or the system. */
export type OrderActor = { kind: 'staff' | 'customer'; id: number } | { kind: 'system'; name: string };

// A type, not an interface: the route's answer type (with its index signature) accepts it.
export type OrderEventView = {
  id: number;
  from: OrderStatus | null;
  to: OrderStatus;
  actor: { kind: OrderActorKind; id: number | null; name: string };
  reason: string | null;
  reasonCode: OrderReasonCode | null;
  at: Date;
};

/**
 * Held from a step's insert to its transaction's end: steps commit in the order of their ids, so
 * the live stream (modules/order-stream) resumes a client "after id N" without skipping a step
 * that took a lower id but committed later. The wait is only a commit's length.
 */
const ORDER_EVENTS_LOCK = 7_420_015;

/**
 * Adds a step to an order's timeline and announces it to every API process (the live order desk)
 * once the transaction commits. Call it inside the transaction that makes the change, as its last
 * write, so a change is never without its step, nor a step without its change.
 */
export async function recordOrderEvent(
  tx: Db,
  event: { orderId: number; from: OrderStatus | null; to: OrderStatus; actor: OrderActor; reason?: string | null },
): Promise<void> {
  const { actor } = event;
  const actorName =
    actor.kind === 'system' ? sql`${actor.name}` : sql`(SELECT ${users.name} FROM ${users} WHERE ${users.id} = ${actor.id})`;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ORDER_EVENTS_LOCK})`);
  const [row] = await tx
    .insert(orderEvents)
    .values({
    orderId: event.orderId,
    fromStatus: event.from,
    toStatus: event.to,
    actorKind: actor.kind,
    actorId: actor.kind === 'system' ? null : actor.id,
    actorName: sql`coalesce(${actorName}, 'Unknown')`,
    reason: event.reason ?? null,
    })
    .returning({ id: orderEvents.id, at: orderEvents.createdAt, shopId: sql<number | null>`(SELECT shop_id FROM orders WHERE id = ${event.orderId})` });
  // The shop goes along: a shop-scoped stream passes on its shops' orders only (decisions/roles-and-audit.md).
  await notifySignal(tx, 'order-event', { id: row.id, orderId: event.orderId, from: event.from, to: event.to, at: row.at.toISOString(), shopId: row.shopId });
}

/** An order's timeline, oldest first. */
export async function listOrderEvents(db: Db, orderId: number): Promise<OrderEventView[]> {
  const rows = await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
  return rows.map((row) => ({
    id: row.id,
    from: row.fromStatus,
    to: row.toStatus,
    actor: { kind: row.actorKind, id: row.actorId, name: row.actorName },
    ...readReason(row.reason),
    at: row.createdAt,
  }));
}
