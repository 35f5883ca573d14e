import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { inShopScope } from '../../auth/shop-scope';
import { type LogRow, loggedEvent } from '../orders/order-events';
import type { LoggedEvent, WaitingOrder } from './order-stream-schemas';

/**
 * How many NEW orders the stream names at each end: the oldest (the longest waits, escalated) and
 * the newest. With both ends and the exact NEW count the desk counts the NEW orders past any age
 * exactly (no count on screen is silently capped) unless more than this many are on each side of it.
 */
export const WAITING_LIMIT = 100;

/** The live stream's reads of the order timeline (order_events): where it ends, and what came after a point. */
export function orderStreamRepository(db: Db) {
  return {
    /** The newest step's id (0 before any): where a client that starts fresh begins. */
    async latestEventId(): Promise<number> {
      const [row] = await queryRows<{ id: string | number | null }>(db, sql`SELECT max(id) AS id FROM order_events`);
      return Number(row?.id ?? 0);
    },

    /** The steps after `afterId` (status changes, claims and notes), oldest first, at most `limit`. */
    async eventsAfter(afterId: number, limit: number): Promise<LoggedEvent[]> {
      const rows = await queryRows<LogRow>(
        db,
        sql`SELECT e.id::float8 AS id, e.kind, e.order_id AS "orderId", e.from_status AS "from", e.to_status AS "to",
                   to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, o.shop_id AS "shopId",
                   e.actor_kind AS "actorKind", e.actor_id AS "actorId", e.actor_name AS "actorName",
                   e.claim_holder_id AS "holderId", e.claim_holder_name AS "holderName", e.note_id AS "noteId"
            FROM order_events e JOIN orders o ON o.id = e.order_id WHERE e.id > ${afterId} ORDER BY e.id LIMIT ${limit}`,
      );
      return rows.map(loggedEvent);
    },

    /** The NEW orders placed first, at most WAITING_LIMIT: the walk of the NEW orders' age index, never a sort. */
    waiting(shopIds: number[] | null = null): Promise<WaitingOrder[]> {
      return newOrdersByAge(db, 'ASC', shopIds);
    },

    /** The NEW orders placed last, newest first, at most WAITING_LIMIT (the same index, walked backwards). */
    recent(shopIds: number[] | null = null): Promise<WaitingOrder[]> {
      return newOrdersByAge(db, 'DESC', shopIds);
    },
  };
}

/** One end of the NEW orders by when they were placed (migration 0016's partial index orders_new_placed_idx). */
function newOrdersByAge(db: Db, direction: 'ASC' | 'DESC', shopIds: number[] | null): Promise<WaitingOrder[]> {
  const scope = inShopScope(sql`shop_id`, shopIds);
  return queryRows<WaitingOrder>(
    db,
    sql`SELECT id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at
        FROM orders WHERE status = 'NEW' ${scope ? sql`AND ${scope}` : sql``}
        ORDER BY created_at ${sql.raw(direction)} LIMIT ${WAITING_LIMIT}`,
  );
}
