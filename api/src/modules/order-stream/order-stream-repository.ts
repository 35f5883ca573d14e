import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { inShopScope } from '../../auth/shop-scope';
import { deskTime } from '../orders/order-filters';
import { type LogRow, loggedEvent, waitedMinutes } from '../orders/order-events';
import type { LoggedEvent, WaitingOrder } from './order-stream-schemas';

/**
 * How many NEW orders the stream names at each end: the oldest (the longest waits, escalated) and
 * the newest. With both ends and the exact NEW count the desk counts the NEW orders past any age
 * exactly (no count on screen is silently capped) unless more than this many are on each side of it.
 */
export const WAITING_LIMIT = 100;

/** A timestamp as the stream's JSON carries it (ISO, UTC, milliseconds), written by the database. */
const isoText = (at: SQL) => sql`to_char(${at} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The live stream's reads of the order timeline (order_events): where it ends, and what came after a point. */
export function orderStreamRepository(db: Db) {
  return {
    /** The newest step's id (0 before any): where a client that starts fresh begins. */
    async latestEventId(): Promise<number> {
      const [row] = await queryRows<{ id: string | number | null }>(db, sql`SELECT max(id) AS id FROM order_events`);
      return Number(row?.id ?? 0);
    },

    /**
     * The steps after `afterId` (status changes, claims, notes, escalations, changes of the lines, preparation times
     * come and changes of a delivery), oldest first, at most `limit`; a slot order's `scheduled` step is not the stream's (order-events.ts).
     */
    async eventsAfter(afterId: number, limit: number): Promise<LoggedEvent[]> {
      const rows = await queryRows<LogRow>(
        db,
        sql`SELECT e.id::float8 AS id, e.kind, e.order_id AS "orderId", e.from_status AS "from", e.to_status AS "to",
                   ${isoText(sql`e.created_at`)} AS at, o.shop_id AS "shopId",
                   e.actor_kind AS "actorKind", e.actor_id AS "actorId", e.actor_name AS "actorName",
                   e.claim_holder_id AS "holderId", e.claim_holder_name AS "holderName", e.note_id AS "noteId", e.lines_version AS version,
                   CASE WHEN e.kind = 'escalate' THEN ${waitedMinutes(sql`e.created_at`, deskTime)} END AS minutes,
                   CASE WHEN e.kind = 'due' OR (e.kind = 'status' AND e.from_status IS NULL) THEN ${isoText(sql`o.prepare_at`)} END AS "prepareAt",
                   e.delivery_id AS "deliveryId", e.delivery_action AS "deliveryAction", du.id AS "driverId", du.name AS "driverName"
            FROM order_events e JOIN orders o ON o.id = e.order_id
            LEFT JOIN deliveries dd ON dd.id = e.delivery_id LEFT JOIN users du ON du.id = dd.driver_id
            WHERE e.id > ${afterId} AND e.kind <> 'scheduled' ORDER BY e.id LIMIT ${limit}`,
      );
      return rows.flatMap((row) => loggedEvent(row) ?? []);
    },

    /** The NEW orders waiting longest, at most WAITING_LIMIT: the walk of the NEW orders' age index, never a sort. */
    waiting(shopIds: number[] | null = null): Promise<WaitingOrder[]> {
      return newOrdersByAge(db, 'ASC', shopIds);
    },

    /** The NEW orders that needed the desk last, newest first, at most WAITING_LIMIT (the same index, walked backwards). */
    recent(shopIds: number[] | null = null): Promise<WaitingOrder[]> {
      return newOrdersByAge(db, 'DESC', shopIds);
    },
  };
}

/**
 * One end of the NEW orders by when they needed the desk (migration 0029's partial index orders_new_due_idx: placed, or
 * a slot order's preparation time — decisions/delivery-slots.md), each escalated one with its escalation. A scheduled
 * order (its preparation time still ahead) is not waiting: it joins when its time comes, with that time as its age.
 */
async function newOrdersByAge(db: Db, direction: 'ASC' | 'DESC', shopIds: number[] | null): Promise<WaitingOrder[]> {
  const scope = inShopScope(sql`shop_id`, shopIds);
  const rows = await queryRows<{ id: number; at: string; escalatedAt: string | null; minutes: number | null }>(
    db,
    sql`SELECT id, ${isoText(deskTime)} AS at, ${isoText(sql`escalated_at`)} AS "escalatedAt",
               ${waitedMinutes(sql`escalated_at`, deskTime)} AS minutes
        FROM orders o WHERE status = 'NEW' AND ${deskTime} <= now() ${scope ? sql`AND ${scope}` : sql``}
        ORDER BY ${deskTime} ${sql.raw(direction)} LIMIT ${WAITING_LIMIT}`,
  );
  // Only an escalated order carries the field: the desk's state is sent after every burst.
  return rows.map(({ id, at, escalatedAt, minutes }) => (escalatedAt === null ? { id, at } : { id, at, escalated: { at: escalatedAt, minutes: minutes ?? 0 } }));
}
