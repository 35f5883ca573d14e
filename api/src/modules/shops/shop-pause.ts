import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { deskTime } from '../orders/order-filters';
import type { ShopReasonCode } from './shop-availability-schemas';

/** The auto-pause rule (config.autoPause): `afterUnanswered` NEW orders older than `minutes`; 0 is off. */
export interface AutoPauseRule {
  afterUnanswered: number;
  minutes: number;
}

/**
 * Pauses shop `shopId` when it has left `rule.afterUnanswered` or more NEW orders unanswered for
 * longer than `rule.minutes` (from placing, or a slot order's preparation time) since staff last resumed it. One conditional UPDATE: replicas and
 * concurrent orders pause it once. Its own statement, not the order's transaction: the order is
 * refused, and the pause must stay. The reason reads "Paused: 3 orders left unanswered for over
 * 15 minutes" on the shop's row and in the customer's refusal.
 */
export async function autoPauseIfUnanswered(db: Db, shopId: number, rule: AutoPauseRule): Promise<void> {
  if (rule.afterUnanswered <= 0) return;
  const waited = sql`make_interval(mins => ${rule.minutes})`;
  await db.execute(sql`
    UPDATE shops s
    SET paused_at = now(), paused_until = NULL, paused_reason_code = NULL,
        paused_reason = 'Paused: ' || waiting.n || CASE WHEN waiting.n = 1 THEN ' order' ELSE ' orders' END
                        || ' left unanswered for over ' || ${rule.minutes}::int || ' minutes',
        paused_reason_ar = 'متوقف: ' || waiting.n || ' ' || CASE WHEN waiting.n = 1 THEN 'طلب' ELSE 'طلبات' END
                           || ' دون رد لأكثر من ' || ${rule.minutes}::int || ' دقيقة'
    FROM (SELECT count(*)::int AS n FROM orders o, shops own
          WHERE own.id = ${shopId} AND o.shop_id = own.id AND o.status = 'NEW'
            -- A slot order waits from its preparation time (decisions/delivery-slots.md), any other from its placing.
            AND ${deskTime} < now() - ${waited}
            -- Orders that needed the desk before staff last resumed, or before a timed pause ended by itself, no longer count.
            AND ${deskTime} > greatest(coalesce(own.resumed_at, '-infinity'::timestamptz), coalesce(own.paused_until, '-infinity'::timestamptz))) waiting
    WHERE s.id = ${shopId} AND (s.paused_at IS NULL OR s.paused_until <= now()) AND waiting.n >= ${rule.afterUnanswered}`);
}

/** Why staff paused a shop or made it busy: a preset's code, or their own words (either, or none). */
export interface ShopReason {
  reasonCode: ShopReasonCode | null;
  reason: string | null;
  reasonAr: string | null;
}

/** A pause staff chose (decisions/availability.md): no new orders until `until` (null: until resumed), with the reason. */
export async function pauseShop(db: Db, shopId: number, pause: { at: Date; until: Date | null } & ShopReason): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`UPDATE shops SET paused_at = ${pause.at.toISOString()}, paused_until = ${pause.until?.toISOString() ?? null},
               paused_reason = ${pause.reason}, paused_reason_ar = ${pause.reasonAr}, paused_reason_code = ${pause.reasonCode}
        WHERE id = ${shopId} RETURNING id`,
  );
  return rows.length > 0;
}

/** Busy (decisions/availability.md): still taking orders, `extraMinutes` slower, until `until`; null `busy` ends it. */
export async function setShopBusy(
  db: Db,
  shopId: number,
  busy: ({ until: Date; extraMinutes: number } & ShopReason) | null,
): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`UPDATE shops SET busy_until = ${busy?.until.toISOString() ?? null}, busy_minutes = ${busy?.extraMinutes ?? null},
               busy_reason = ${busy?.reason ?? null}, busy_reason_ar = ${busy?.reasonAr ?? null}, busy_reason_code = ${busy?.reasonCode ?? null}
        WHERE id = ${shopId} RETURNING id`,
  );
  return rows.length > 0;
}

/** Staff resume a paused shop: it takes orders again, and the orders left unanswered so far no longer count. */
export async function resumeShop(db: Db, shopId: number): Promise<boolean> {
  const rows = await queryRows(db, sql`UPDATE shops SET paused_at = NULL, paused_until = NULL, paused_reason = NULL, paused_reason_ar = NULL, paused_reason_code = NULL, resumed_at = now()
        WHERE id = ${shopId} RETURNING id`);
  return rows.length > 0;
}
