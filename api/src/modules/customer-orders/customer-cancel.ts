import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import type { OrderStatus } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { claimIdempotencyKey, type KeptAnswer, keepAnswer, requestFingerprint } from '../../http/idempotency';
import { moveOrders } from '../orders/order-status-service';

/**
 * What a customer may cancel: an order the shop has not answered yet. Staff's moves (spec §4) never cancel a NEW
 * order; the customer's own cancel does, and only that one.
 */
export const CUSTOMER_CANCELLABLE: readonly OrderStatus[] = ['NEW'];

/** What cancelling answered: kept with the Idempotency-Key and answered again to a retry (`replayed`). */
export interface CancelAnswer extends KeptAnswer {
  replayed: boolean;
}

/** The contract's words, for an order the shop took on; an order that already ended says so instead. */
const ACCEPTED_ALREADY = 'The shop has already accepted this order: contact the shop to change it';
const NOT_CANCELLABLE: Record<OrderStatus, string> = {
  NEW: ACCEPTED_ALREADY,
  ACCEPTED: ACCEPTED_ALREADY,
  INTRANSIT: ACCEPTED_ALREADY,
  DELIVERED: ACCEPTED_ALREADY,
  CANCELLED: 'This order is already cancelled',
  REJECTED: 'The shop has already rejected this order',
};

/**
 * A customer cancels their own order (POST customer/orders/{id}/cancel), in the request's transaction: the
 * Idempotency-Key first when one is sent (a retry answers the first answer and moves nothing; the key with another
 * order is 422), then the move through the status service staff use (moveOrders: its one conditional UPDATE makes a
 * cancel and an accept racing each other end with exactly one winner; the stock back once, the ledger's refund or
 * cash end, the timeline step with the customer as actor, the stream event), then `answer` (the order after it) kept
 * with the key. Another customer's order and an unknown one are 404, as reading them is; an order past NEW is 409
 * ORDER_NOT_CANCELLABLE. A refusal keeps no key.
 */
export async function cancelAsCustomer(
  tx: Db,
  request: { orderId: number; userId: number; key: string | undefined },
  answer: (orderId: number) => Promise<unknown>,
): Promise<CancelAnswer> {
  const { orderId, userId, key } = request;
  if (key !== undefined) {
    const earlier = await claimIdempotencyKey(tx, { userId, key, fingerprint: requestFingerprint({ cancel: orderId }), what: 'cancellation' });
    if (earlier) return { ...earlier, replayed: true };
  }
  const moved = await moveOrders(tx, sql`id = ${orderId} AND user_id = ${userId}`, CUSTOMER_CANCELLABLE, 'CANCELLED', {
    actor: { kind: 'customer', id: userId },
  });
  if (moved.length === 0) {
    // Read after the move's lock: the status that beat this cancel (an accept that committed first).
    const [current] = await queryRows<{ status: OrderStatus }>(tx, sql`SELECT status FROM orders WHERE id = ${orderId} AND user_id = ${userId}`);
    if (!current) throw notFound(`Order #${orderId} was not found`);
    throw conflict(NOT_CANCELLABLE[current.status], 'ORDER_NOT_CANCELLABLE');
  }
  const response = await answer(orderId);
  if (key !== undefined) await keepAnswer(tx, userId, key, { statusCode: 200, body: response });
  return { statusCode: 200, body: response, replayed: false };
}
