import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, ORDER_STATUSES, type OrderStatus } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';

/** spec §4: the only moves an order can make. Every other pair is refused. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  NEW: ['ACCEPTED', 'REJECTED'],
  ACCEPTED: ['INTRANSIT'],
  INTRANSIT: ['DELIVERED', 'CANCELLED'],
  DELIVERED: [],
  CANCELLED: [],
  REJECTED: [],
};

/** The statuses an order may be in to move to `to`. */
export const allowedFrom = (to: OrderStatus): OrderStatus[] =>
  ORDER_STATUSES.filter((from) => ORDER_TRANSITIONS[from].includes(to));

export const canMove = (from: OrderStatus, to: OrderStatus) => ORDER_TRANSITIONS[from].includes(to);

/**
 * Moves order `id` to `to` with one conditional UPDATE: it only matches while the order is still
 * in a status that may move there, so of two staff acting at once exactly one wins (the loser's
 * UPDATE re-checks the row after the winner commits and matches nothing). The per-status
 * counters follow in the same statement through the orders trigger (migration 0001).
 * Throws 404 when the order does not exist and 409 naming its current status otherwise.
 */
export async function changeOrderStatus(db: Db, id: number, to: OrderStatus): Promise<void> {
  const from = allowedFrom(to);
  if (from.length > 0) {
    const moved = await db
      .update(orders)
      .set({ status: to, updatedAt: sql`now()` })
      .where(and(eq(orders.id, id), inArray(orders.status, from)))
      .returning({ id: orders.id });
    if (moved.length === 1) return;
  }
  const [current] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  if (!current) throw notFound(`Order #${id} was not found`);
  if (current.status === to) throw conflict(`Order #${id} is already ${to}`, 'ORDER_STATUS_CONFLICT');
  throw conflict(`Cannot move order #${id} from ${current.status} to ${to}`, 'ORDER_STATUS_CONFLICT');
}
