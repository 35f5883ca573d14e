import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import type { OrderStatus } from '../../db/schema';

/** One step of an order's timeline as the live stream sends it. */
export interface StreamEvent {
  id: number;
  orderId: number;
  from: OrderStatus | null;
  to: OrderStatus;
  /** When the step happened (ISO): for a placement, when the order was placed. */
  at: string;
}

/** A NEW order and when it was placed: the desk works out its age and escalates it. */
export interface WaitingOrder {
  id: number;
  at: string;
}

/** How many of the oldest NEW orders the stream names (the desk's escalation needs the oldest). */
export const WAITING_LIMIT = 100;

/** The live stream's reads of the order timeline (order_events): where it ends, and what came after a point. */
export function orderStreamRepository(db: Db) {
  return {
    /** The newest step's id (0 before any): where a client that starts fresh begins. */
    async latestEventId(): Promise<number> {
      const [row] = await queryRows<{ id: string | number | null }>(db, sql`SELECT max(id) AS id FROM order_events`);
      return Number(row?.id ?? 0);
    },

    /** The steps after `afterId`, oldest first, at most `limit`. */
    eventsAfter(afterId: number, limit: number): Promise<StreamEvent[]> {
      return queryRows<StreamEvent>(
        db,
        sql`SELECT id::float8 AS id, order_id AS "orderId", from_status AS "from", to_status AS "to",
                   to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at
            FROM order_events WHERE id > ${afterId} ORDER BY id LIMIT ${limit}`,
      );
    },

    /** The first NEW orders by id (placed first), at most WAITING_LIMIT: the status index's walk, never a sort. */
    waiting(): Promise<WaitingOrder[]> {
      return queryRows<WaitingOrder>(
        db,
        sql`SELECT id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at
            FROM orders WHERE status = 'NEW' ORDER BY id LIMIT ${WAITING_LIMIT}`,
      );
    },
  };
}
