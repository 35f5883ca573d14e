import { eq, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { orders, ORDER_STATUSES, type OrderStatus } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { slotRepository } from '../delivery-slots/slot-repository';
import { recordOrderMove } from '../ledger/ledger-writer';
import { releasePromotions } from '../promotions/promotion-orders';
import { tellOfOrderMove } from '../messages/outbox';
import { returnHeldStock } from '../products/stock-ledger';
import { onOrderDelivered } from '../statements/order-delivered';
import { claimHeld } from './order-claims';
import { type OrderActor, recordOrderEvent } from './order-events';

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

/** Moves that end an order before delivery: the stock it holds goes back to its products, and its slot's place to the slot. */
const GIVES_STOCK_BACK: readonly OrderStatus[] = ['REJECTED', 'CANCELLED'];

/**
 * Moves the orders `which` picks (a condition on `orders`) that are in one of `from` to `to`, each
 * with its timeline step (who, why), its ledger's entries (ledger-writer.ts) and, for a reject or cancel, its promotion's
 * redemption given back (decisions/promotions.md), the stock it held given back (with `stockNote` in the stock history)
 * and its delivery slot's place freed (decisions/delivery-slots.md). The move is one conditional UPDATE of the rows locked first:
 * of two staff acting at once exactly one wins (the loser reads the winner's status after its
 * commit and matches nothing), so stock is given back exactly once. The per-status counters follow
 * in the same statement through the orders trigger (migration 0001). A claim (decisions/order-workspace.md) ends
 * with the order (a move to DELIVERED, CANCELLED or REJECTED), is refreshed when its holder moves
 * it, and is named on the step when someone else does. Call it inside a transaction.
 * Answers the ids moved, ascending.
 */
export async function moveOrders(
  tx: Db,
  which: SQL,
  from: readonly OrderStatus[],
  to: OrderStatus,
  change: { actor: OrderActor; reason?: string | null; stockNote?: string | null },
): Promise<number[]> {
  if (from.length === 0) return [];
  const actorId = 'id' in change.actor ? change.actor.id : null;
  const claim = ORDER_TRANSITIONS[to].length === 0
    ? sql`claimed_by = NULL, claimed_at = NULL, claim_active_at = NULL`
    : sql`claim_active_at = CASE WHEN old.holder = ${actorId} THEN now() ELSE o.claim_active_at END`;
  const moved = await queryRows<{ id: number; from: OrderStatus; held: boolean; holder: number | null }>(
    tx,
    sql`WITH old AS (SELECT o.id, o.status, o.stock_held, CASE WHEN ${claimHeld()} THEN o.claimed_by END AS holder FROM orders o WHERE ${which} ORDER BY o.id FOR UPDATE)
        UPDATE orders o
        SET status = ${to}, updated_at = now(),
            stock_held = ${GIVES_STOCK_BACK.includes(to) ? sql`false` : sql`o.stock_held`}, ${claim}
        FROM old
        WHERE o.id = old.id AND old.status IN (${sql.join(from.map((status) => sql`${status}`), sql`, `)})
        RETURNING o.id, old.status AS "from", old.stock_held AS held, old.holder`,
  );
  moved.sort((a, b) => a.id - b.id);
  // decisions/promotions.md: an order ending before delivery gives its promotion back (spent and redemptions), once as the
  // move is; before its slot and stock, the order placing locks them in.
  if (GIVES_STOCK_BACK.includes(to)) await releasePromotions(tx, moved.map((order) => order.id));
  // decisions/delivery-slots.md: an order ending before delivery gives its place in its slot back, once, as the move is.
  if (GIVES_STOCK_BACK.includes(to)) await slotRepository(tx).free(moved.map((order) => order.id));
  for (const order of moved) {
    if (order.held && GIVES_STOCK_BACK.includes(to)) await returnHeldStock(tx, order.id, actorId, change.stockNote ?? null);
    // decisions/money-ledger.md: what was paid goes back on a reject or cancel, the cash to collect ends; once, as the move is.
    await recordOrderMove(tx, order.id, to, actorId);
    // decisions/shop-statements.md: the shop's commission on a delivered order, once, as the move is.
    if (to === 'DELIVERED') await onOrderDelivered(tx, order.id, actorId);
    // Acting on an order another holds is allowed (the panel asks first), and kept on the timeline.
    const overClaimOf = order.holder !== null && order.holder !== actorId ? order.holder : null;
    await recordOrderEvent(tx, { orderId: order.id, from: order.from, to, actor: change.actor, reason: change.reason, overClaimOf });
    // decisions/customer-messages.md: the customer hears of it (accepted, on its way, delivered), in this transaction.
    await tellOfOrderMove(tx, order.id, to);
  }
  return moved.map((order) => order.id);
}

/**
 * Moves order `id` to `to` along spec §4's transitions (moveOrders), in the request's transaction.
 * Throws 404 when the order does not exist and 409 naming its current status otherwise.
 */
export async function changeOrderStatus(
  db: Db,
  id: number,
  to: OrderStatus,
  change: { actor: OrderActor; reason?: string | null },
): Promise<void> {
  const moved = await moveOrders(db, sql`id = ${id}`, allowedFrom(to), to, change);
  if (moved.length > 0) return;
  const [current] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  if (!current) throw notFound(`Order #${id} was not found`);
  if (current.status === to) throw conflict(`Order #${id} is already ${to}`, 'ORDER_STATUS_CONFLICT');
  throw conflict(`Cannot move order #${id} from ${current.status} to ${to}`, 'ORDER_STATUS_CONFLICT');
}
