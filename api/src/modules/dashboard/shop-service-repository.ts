import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { inShopScope } from '../../auth/shop-scope';
import { containing } from '../../kuwait/search-text';
import type { Span } from './dashboard-periods';

// decisions/dashboard-money.md: each shop's service over the orders placed in a span, in one statement: the orders read
// by orders_created_idx (a span's orders, not the table), their lines by order_items_order_idx. Time to accept is from
// orders.accepted_at, the time of the order's NEW → ACCEPTED step (written by the same statement's trigger, from the
// same transaction time the step carries; migration 0016 filled it from the timeline).

export interface ShopServiceFilter {
  /** A fragment of the shop's English or Arabic name. */
  q: string | null;
  /** decisions/roles-and-audit.md: a shop-scoped account's shops (null: every shop). */
  shopIds: number[] | null;
}

export interface ShopServiceDbRow {
  id: number;
  name: string;
  name_ar: string;
  orders: number;
  accepted: number;
  rejected: number;
  /** Whole seconds; null: none accepted. */
  median: number | null;
  p90: number | null;
  lines: number;
  out_of_stock: number;
  /** Percent to one decimal as exact text; null when nothing to divide by. */
  rejection_rate: string | null;
  out_of_stock_rate: string | null;
}

const iso = (at: Date) => at.toISOString();

export function shopServiceRepository(db: Db) {
  /** The shops the list holds: every shop, or those `q` names (the expression of migration 0011's trigram index). */
  const shopConditions = ({ q, shopIds }: ShopServiceFilter): SQL => {
    const conditions = [
      ...(q === null ? [] : [sql`dukkan_search_text(s.name || ' ' || s.name_ar) LIKE dukkan_search_text(${containing(q)})`]),
      ...[inShopScope(sql`s.id`, shopIds)].filter((condition): condition is SQL => condition !== undefined),
    ];
    return conditions.length > 0 ? sql.join(conditions, sql` AND `) : sql`true`;
  };

  return {
    /** One page of shops with their figures, the worst first (shop-service-schemas.ts says the order). */
    async page(span: Span, filter: ShopServiceFilter, window: { limit: number; offset: number }): Promise<ShopServiceDbRow[]> {
      return queryRows<ShopServiceDbRow>(
        db,
        sql`WITH service AS (
              SELECT o.shop_id, count(*)::int AS orders, count(o.accepted_at)::int AS accepted,
                count(*) FILTER (WHERE o.status = 'REJECTED')::int AS rejected,
                round(percentile_cont(0.5) WITHIN GROUP (ORDER BY o.wait))::int AS median,
                round(percentile_cont(0.9) WITHIN GROUP (ORDER BY o.wait))::int AS p90,
                sum(l.lines)::int AS lines, sum(l.out_of_stock)::int AS out_of_stock
              FROM (
                SELECT o.id, o.shop_id, o.status, o.accepted_at,
                  -- A slot order is waited on from its preparation time; one accepted before it took no time. (greatest()
                  -- skips nulls: an order not accepted has no wait, not 0.)
                  CASE WHEN o.accepted_at IS NOT NULL THEN greatest(0, extract(epoch FROM o.accepted_at - coalesce(o.prepare_at, o.created_at)))::float8 END AS wait
                FROM orders o
                WHERE o.created_at >= ${iso(span.start)} AND o.created_at < ${iso(span.end)} AND o.shop_id IS NOT NULL
              ) o
              -- The lines as ordered (a substitute line is not one) of an order that went to picking, read per order
              -- through its index. A join let the planner hash every line ever written (EXPLAIN, 30 days of 10,000 orders
              -- beside 960,000 older lines: 0.8 s; so, 0.2 s, growing with the period's orders, not the table).
              CROSS JOIN LATERAL (
                SELECT count(*) AS lines,
                  count(*) FILTER (WHERE i.pick_state IN ('removed', 'substituted') AND i.pick_reason = 'out_of_stock') AS out_of_stock
                FROM order_items i WHERE i.order_id = o.id AND o.accepted_at IS NOT NULL AND i.replaces_item_id IS NULL
              ) l
              GROUP BY o.shop_id
            )
            SELECT s.id, s.name, s.name_ar, coalesce(v.orders, 0) AS orders, coalesce(v.accepted, 0) AS accepted,
              coalesce(v.rejected, 0) AS rejected, v.median, v.p90, coalesce(v.lines, 0) AS lines, coalesce(v.out_of_stock, 0) AS out_of_stock,
              round(v.rejected * 100.0 / nullif(v.accepted + v.rejected, 0), 1)::text AS rejection_rate,
              round(v.out_of_stock * 100.0 / nullif(v.lines, 0), 1)::text AS out_of_stock_rate
            FROM shops s
            LEFT JOIN service v ON v.shop_id = s.id
            WHERE ${shopConditions(filter)}
            ORDER BY v.rejected * 100.0 / nullif(v.accepted + v.rejected, 0) DESC NULLS LAST, v.median DESC NULLS LAST,
              coalesce(v.orders, 0) DESC, s.id
            LIMIT ${window.limit} OFFSET ${window.offset}`,
      );
    },

    /** How many shops the list holds. */
    async count(filter: ShopServiceFilter): Promise<number> {
      const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM shops s WHERE ${shopConditions(filter)}`);
      return Number(row.n);
    },
  };
}
