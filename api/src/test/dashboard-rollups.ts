import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

// decisions/reports-and-bulk.md: the dashboard's rollups (migration 0016, kept by triggers) beside what they would be if
// computed from scratch over every order — equal after any write, whatever changed the orders or their lines.

/** The rollups as they would be computed from scratch, over every order (what the triggers must keep): each line as it is now (decisions/picking.md). */
const recomputed = sql`SELECT
  (SELECT coalesce(json_agg(x ORDER BY x.hour, x.status), '[]') FROM (
     SELECT date_trunc('hour', created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS hour, status, count(*)::int AS orders, sum(total_amount)::numeric(16, 3)::text AS amount,
       count(accepted_at)::int AS accepted, count(delivered_at)::int AS delivered,
       -- decisions/dashboard-money.md (migration 0040): the promotions given, the ledger's discount entries.
       coalesce(sum(d.discounted), 0)::numeric(16, 3)::text AS discounted
     FROM orders LEFT JOIN (SELECT order_id, -sum(amount_fils)::numeric / 1000 AS discounted FROM order_ledger WHERE kind = 'discount' GROUP BY order_id) d ON d.order_id = orders.id
     GROUP BY 1, 2) x) AS hours,
  (SELECT coalesce(json_agg(x ORDER BY x.day, x.shop_id), '[]') FROM (
     SELECT dashboard_day(o.created_at) AS day, o.shop_id, count(*)::int AS orders, sum(o.total_amount)::numeric(16, 3)::text AS amount
     FROM orders o JOIN shops s ON s.id = o.shop_id WHERE dashboard_is_sale(o.status) GROUP BY 1, 2) x) AS shops,
  (SELECT coalesce(json_agg(x ORDER BY x.day, x.product_id), '[]') FROM (
     SELECT dashboard_day(o.created_at) AS day, i.product_id, sum(order_line_quantity(i.pick_state, i.quantity, i.picked_quantity))::int AS quantity,
       sum(i.line_total)::numeric(16, 3)::text AS amount
     FROM order_items i JOIN orders o ON o.id = i.order_id JOIN products p ON p.id = i.product_id WHERE dashboard_is_sale(o.status) GROUP BY 1, 2
     HAVING sum(order_line_quantity(i.pick_state, i.quantity, i.picked_quantity)) <> 0) x) AS products`;
const kept = sql`SELECT
  (SELECT coalesce(json_agg(x ORDER BY x.hour, x.status), '[]') FROM (
     SELECT hour, status, orders, amount::numeric(16, 3)::text AS amount, accepted, delivered, discounted::numeric(16, 3)::text AS discounted
     FROM order_hour_stats WHERE orders <> 0 OR discounted <> 0) x) AS hours,
  (SELECT coalesce(json_agg(x ORDER BY x.day, x.shop_id), '[]') FROM (
     SELECT day, shop_id, orders, amount::numeric(16, 3)::text AS amount FROM shop_day_sales WHERE orders <> 0) x) AS shops,
  (SELECT coalesce(json_agg(x ORDER BY x.day, x.product_id), '[]') FROM (
     SELECT day, product_id, quantity, amount::numeric(16, 3)::text AS amount FROM product_day_sales WHERE quantity <> 0) x) AS products`;
const rowsOf = async (db: Db, query: typeof kept) => ((await db.execute(query)) as unknown as { rows: object[] }).rows[0];

/** The rollups as the triggers kept them: by hour and status, by day and shop, by day and product. */
export const rollupsKept = (db: Db) => rowsOf(db, kept);
/** The same computed over the orders and their lines now. */
export const rollupsRecomputed = (db: Db) => rowsOf(db, recomputed);
