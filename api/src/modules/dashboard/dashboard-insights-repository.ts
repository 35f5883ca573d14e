import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { ORDER_STATUSES, type OrderStatus } from '../../db/schema';
import { SALE_STATUSES } from '../reports/reports-repository';
import type { Span } from './dashboard-periods';

// decisions/reports-and-bulk.md: the dashboard's trends, read from the rollups migration 0016's triggers keep in the
// same transaction as every order write (order_hour_stats, shop_day_sales, product_day_sales),
// never from the orders table: at a million orders each statement reads at most a few thousand
// small rows. Amounts are numeric summed in the database and leave it as text. Revenue is net of refunds
// (decisions/money-ledger.md): each hour's `refunded`, the refunds staff made of its orders, done (migration 0024); its
// `discounted`, the promotions its orders were given (the ledger's discount entries, migration 0040:
// decisions/dashboard-money.md), which their amount is after.

export type { Span };

export interface RevenueRow {
  /** Exact decimal text: net, what the orders are due (after promotions) less what was refunded of them. */
  amount: string;
  previous: string;
  /** (amount − previous) / previous × 100, one decimal; null when the period before sold nothing. */
  changePercent: string | null;
  /** The span's items and delivery fees before promotions; the promotions given; the refunds done. net = gross − promotions − refunds = amount. */
  gross: string;
  promotions: string;
  refunds: string;
}

export interface PeriodFigures {
  revenue: string;
  sales: number;
  byStatus: Record<OrderStatus, number>;
  /** Average seconds from placed to accepted / delivered over the period's orders that were; null when none were. */
  acceptSeconds: number | null;
  deliverSeconds: number | null;
}

export interface RankedRow {
  id: number;
  name: string;
  name_ar: string;
  amount: string;
  /** Orders for a shop, units for a product. */
  count: number;
}

const saleStatuses = sql.join(
  SALE_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);
const iso = (at: Date) => at.toISOString();

/** The day rollups a ranking sums, and the rows it names. */
const RANKINGS = {
  shops: { rollup: sql.raw('shop_day_sales'), key: sql.raw('shop_id'), counted: sql.raw('orders'), named: sql.raw('shops') },
  products: { rollup: sql.raw('product_day_sales'), key: sql.raw('product_id'), counted: sql.raw('quantity'), named: sql.raw('products') },
} as const;

export function dashboardInsightsRepository(db: Db) {
  /** The best sellers of a ranking over Kuwait days [from, to], by amount, summed in the database. */
  const topSellers = ({ rollup, key, counted, named }: (typeof RANKINGS)[keyof typeof RANKINGS], from: string, to: string, limit: number) =>
    queryRows<RankedRow>(
      db,
      sql`SELECT n.id, n.name, n.name_ar, t.amount::text AS amount, t.counted::int AS count
          FROM (SELECT ${key} AS id, sum(amount)::numeric(16, 3) AS amount, sum(${counted}) AS counted FROM ${rollup}
                WHERE day >= ${from}::date AND day <= ${to}::date GROUP BY ${key}
                HAVING sum(${counted}) > 0 ORDER BY 2 DESC, 1 LIMIT ${limit}) t
          JOIN ${named} n ON n.id = t.id
          ORDER BY t.amount DESC, n.id`,
    );

  return {
    /**
     * Revenue of each span (net of refunds) against the span before it, and the span's gross, promotions and refunds, in
     * one statement over the hourly rollup; the change is computed on the numeric sums too.
     */
    async revenue(spans: Record<string, { current: Span; previous: Span }>): Promise<Record<string, RevenueRow>> {
      const entries = Object.entries(spans);
      const earliest = new Date(Math.min(...entries.map(([, { previous }]) => previous.start.getTime())));
      const latest = new Date(Math.max(...entries.map(([, { current }]) => current.end.getTime())));
      const within = (sum: SQL, { start, end }: Span) => sql`coalesce(sum(${sum}) FILTER (WHERE hour >= ${iso(start)} AND hour < ${iso(end)}), 0)`;
      // Per span i: c (net), p (net the span before), g (gross), d (promotions), r (refunds).
      const sums = entries.flatMap(([, { current, previous }], i) =>
        (
          [
            ['c', sql`amount - refunded`, current],
            ['p', sql`amount - refunded`, previous],
            ['g', sql`amount + discounted`, current],
            ['d', sql`discounted`, current],
            ['r', sql`refunded`, current],
          ] as const
        ).map(([name, sum, span]) => sql`${within(sum, span)} AS ${sql.raw(`${name}${i}`)}`),
      );
      const rows = await queryRows<{ key: string; amount: string; previous: string; change: string | null; gross: string; promotions: string; refunds: string }>(
        db,
        sql`SELECT key, amount::numeric(16, 3)::text AS amount, previous::numeric(16, 3)::text AS previous,
              round((amount - previous) * 100 / nullif(previous, 0), 1)::text AS change,
              gross::numeric(16, 3)::text AS gross, promotions::numeric(16, 3)::text AS promotions, refunds::numeric(16, 3)::text AS refunds
            FROM (SELECT ${sql.join(sums, sql`, `)}
              FROM order_hour_stats WHERE hour >= ${iso(earliest)} AND hour < ${iso(latest)} AND status IN (${saleStatuses})) sums
            CROSS JOIN LATERAL (VALUES ${sql.join(
              entries.map(([key], i) => sql`(${key}::text, ${sql.raw(['c', 'p', 'g', 'd', 'r'].map((name) => `sums.${name}${i}`).join(', '))})`),
              sql`, `,
            )}) AS v(key, amount, previous, gross, promotions, refunds)`,
      );
      return Object.fromEntries(
        rows.map((row) => [row.key, { amount: row.amount, previous: row.previous, changePercent: row.change, gross: row.gross, promotions: row.promotions, refunds: row.refunds }]),
      );
    },

    /** Orders by status, the period's revenue (net of refunds) and its average times, from the hourly rollup. */
    async period({ start, end }: Span): Promise<PeriodFigures> {
      const rows = await queryRows<{ status: OrderStatus; orders: number; amount: string; accepted: number; accept_seconds: string; delivered: number; deliver_seconds: string }>(
        db,
        sql`SELECT status, sum(orders)::int AS orders, sum(amount)::numeric(16, 3)::text AS amount,
              sum(accepted)::int AS accepted, sum(accept_seconds)::text AS accept_seconds,
              sum(delivered)::int AS delivered, sum(deliver_seconds)::text AS deliver_seconds
            FROM order_hour_stats WHERE hour >= ${iso(start)} AND hour < ${iso(end)}
            GROUP BY status`,
      );
      const byStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
      let accepted = 0;
      let acceptSeconds = 0;
      let delivered = 0;
      let deliverSeconds = 0;
      for (const row of rows) {
        byStatus[row.status] = Number(row.orders);
        accepted += Number(row.accepted);
        acceptSeconds += Number(row.accept_seconds);
        delivered += Number(row.delivered);
        deliverSeconds += Number(row.deliver_seconds);
      }
      const [sales] = await queryRows<{ revenue: string; sales: number }>(
        db,
        sql`SELECT coalesce(sum(amount - refunded), 0)::numeric(16, 3)::text AS revenue, coalesce(sum(orders), 0)::int AS sales
            FROM order_hour_stats WHERE hour >= ${iso(start)} AND hour < ${iso(end)} AND status IN (${saleStatuses})`,
      );
      return {
        revenue: sales.revenue,
        sales: Number(sales.sales),
        byStatus,
        acceptSeconds: accepted > 0 ? Math.round(acceptSeconds / accepted) : null,
        deliverSeconds: delivered > 0 ? Math.round(deliverSeconds / delivered) : null,
      };
    },

    /** Orders placed in each hour of a Kuwait day (every status), hour 0 first: 24 numbers. */
    async ordersByHour(dayStart: Date): Promise<number[]> {
      const rows = await queryRows<{ hour: number; orders: number }>(
        db,
        sql`SELECT (extract(epoch FROM hour - ${iso(dayStart)}::timestamptz) / 3600)::int AS hour, sum(orders)::int AS orders
            FROM order_hour_stats WHERE hour >= ${iso(dayStart)} AND hour < ${iso(new Date(dayStart.getTime() + 86_400_000))}
            GROUP BY hour`,
      );
      const hours = Array.from({ length: 24 }, () => 0);
      for (const row of rows) hours[Number(row.hour)] = Number(row.orders);
      return hours;
    },

    /** The five shops that sold most over Kuwait days [from, to]; `count` is their orders. */
    topShops: (from: string, to: string, limit = 5) => topSellers(RANKINGS.shops, from, to, limit),

    /** The five products that sold most over Kuwait days [from, to] (by the items' snapshot prices); `count` is units. */
    topProducts: (from: string, to: string, limit = 5) => topSellers(RANKINGS.products, from, to, limit),

    /** Products with at most `atMost` in stock, fewest first (the products list's stockAtMost filter). */
    async lowStock(atMost: number, limit: number): Promise<{ total: number; items: { id: number; name: string; name_ar: string; stock: number }[] }> {
      const [items, [counted]] = await Promise.all([
        queryRows<{ id: number; name: string; name_ar: string; stock: number }>(
          db,
          sql`SELECT id, name, name_ar, stock FROM products WHERE stock <= ${atMost} ORDER BY stock, id LIMIT ${limit}`,
        ),
        queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM products WHERE stock <= ${atMost}`),
      ]);
      return { total: Number(counted.n), items: items.map((item) => ({ ...item, id: Number(item.id), stock: Number(item.stock) })) };
    },
  };
}
