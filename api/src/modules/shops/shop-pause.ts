import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';

/** The auto-pause rule (config.autoPause): `afterUnanswered` NEW orders older than `minutes`; 0 is off. */
export interface AutoPauseRule {
  afterUnanswered: number;
  minutes: number;
}

/**
 * Pauses shop `shopId` when it has left `rule.afterUnanswered` or more NEW orders unanswered for
 * longer than `rule.minutes` since staff last resumed it. One conditional UPDATE: replicas and
 * concurrent orders pause it once. Its own statement, not the order's transaction: the order is
 * refused, and the pause must stay. The reason reads "Paused: 3 orders left unanswered for over
 * 15 minutes" on the shop's row and in the customer's refusal.
 */
export async function autoPauseIfUnanswered(db: Db, shopId: number, rule: AutoPauseRule): Promise<void> {
  if (rule.afterUnanswered <= 0) return;
  const waited = sql`make_interval(mins => ${rule.minutes})`;
  await db.execute(sql`
    UPDATE shops s
    SET paused_at = now(),
        paused_reason = 'Paused: ' || waiting.n || CASE WHEN waiting.n = 1 THEN ' order' ELSE ' orders' END
                        || ' left unanswered for over ' || ${rule.minutes}::int || ' minutes'
    FROM (SELECT count(*)::int AS n FROM orders o, shops own
          WHERE own.id = ${shopId} AND o.shop_id = own.id AND o.status = 'NEW'
            AND o.created_at < now() - ${waited}
            AND o.created_at > coalesce(own.resumed_at, '-infinity'::timestamptz)) waiting
    WHERE s.id = ${shopId} AND s.paused_at IS NULL AND waiting.n >= ${rule.afterUnanswered}`);
}

/** Staff resume a paused shop: it takes orders again, and the orders left unanswered so far no longer count. */
export async function resumeShop(db: Db, shopId: number): Promise<boolean> {
  const rows = await queryRows(db, sql`UPDATE shops SET paused_at = NULL, paused_reason = NULL, resumed_at = now() WHERE id = ${shopId} RETURNING id`);
  return rows.length > 0;
}
