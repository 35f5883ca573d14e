import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import type { OrderStatus } from '../../db/schema';

/** One step of an order's timeline as the live stream sends it. */
export interface StreamEvent {
  id: number;
  orderId: number;
  from: OrderStatus | null;
  to: OrderStatus;
}

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
        sql`SELECT id::float8 AS id, order_id AS "orderId", from_status AS "from", to_status AS "to"
            FROM order_events WHERE id > ${afterId} ORDER BY id LIMIT ${limit}`,
      );
    },
  };
}
