import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type OrderActorKind, orderEvents, type OrderStatus, users } from '../../db/schema';

/** Who moved an order: a staff member or the customer by id (their name is read from the account), or the system. */
export type OrderActor = { kind: 'staff' | 'customer'; id: number } | { kind: 'system'; name: string };

// A type, not an interface: the route's answer type (with its index signature) accepts it.
export type OrderEventView = {
  id: number;
  from: OrderStatus | null;
  to: OrderStatus;
  actor: { kind: OrderActorKind; id: number | null; name: string };
  reason: string | null;
  at: Date;
};

/**
 * Adds a step to an order's timeline. Call it inside the transaction that makes the change, so a
 * change is never without its step, nor a step without its change.
 */
export async function recordOrderEvent(
  tx: Db,
  event: { orderId: number; from: OrderStatus | null; to: OrderStatus; actor: OrderActor; reason?: string | null },
): Promise<void> {
  const { actor } = event;
  const actorName =
    actor.kind === 'system' ? sql`${actor.name}` : sql`(SELECT ${users.name} FROM ${users} WHERE ${users.id} = ${actor.id})`;
  await tx.insert(orderEvents).values({
    orderId: event.orderId,
    fromStatus: event.from,
    toStatus: event.to,
    actorKind: actor.kind,
    actorId: actor.kind === 'system' ? null : actor.id,
    actorName: sql`coalesce(${actorName}, 'Unknown')`,
    reason: event.reason ?? null,
  });
}

/** An order's timeline, oldest first. */
export async function listOrderEvents(db: Db, orderId: number): Promise<OrderEventView[]> {
  const rows = await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
  return rows.map((row) => ({
    id: row.id,
    from: row.fromStatus,
    to: row.toStatus,
    actor: { kind: row.actorKind, id: row.actorId, name: row.actorName },
    reason: row.reason,
    at: row.createdAt,
  }));
}
