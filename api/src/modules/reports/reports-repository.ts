import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import type { OrderStatus } from '../../db/schema';

/** What counts as a sale: an order placed and not turned away (rejected) or called off (cancelled). */
export const SALE_STATUSES: readonly OrderStatus[] = ['NEW', 'ACCEPTED', 'INTRANSIT', 'DELIVERED'];

export interface SalesRow {
  /** Which grouping the row is: a day and shop, a day, a shop, or everything. */
  kind: 'day-shop' | 'day' | 'shop' | 'total';
  day: string | null;
  shopId: number | null;
  name: string | null;
  name_ar: string | null;
  orders: number;
  items: number;
  /** Exact decimal text (numeric summed in the database, never as floats). */
  amount: string;
}

export function reportsRepository(db: Db) {
  return {
    /**
     * Sales between two instants, grouped four ways in one statement (GROUPING SETS): per Kuwait
     * day and shop, per day, per shop, and in all. Kuwait keeps UTC+3 all year, so its day is
     * the UTC time plus three hours.
     */
    async sales(start: Date, end: Date): Promise<SalesRow[]> {
      const rows = await queryRows<{
        by_day: number;
        by_shop: number;
        day: string | null;
        shop_id: number | null;
        name: string | null;
        name_ar: string | null;
        orders: number;
        items: number;
        amount: string;
      }>(
        db,
        sql`SELECT grouping(d.day)::int AS by_day, grouping(d.shop_id)::int AS by_shop, d.day, d.shop_id,
            max(s.name) AS name, max(s.name_ar) AS name_ar, count(*)::int AS orders,
            coalesce(sum(d.total_quantity), 0)::int AS items, coalesce(sum(d.total_amount), 0)::numeric(16, 3)::text AS amount
          FROM (
            SELECT to_char((o.created_at AT TIME ZONE 'UTC') + interval '3 hours', 'YYYY-MM-DD') AS day, o.shop_id, o.total_quantity, o.total_amount
            FROM orders o
            WHERE o.created_at >= ${start.toISOString()} AND o.created_at < ${end.toISOString()}
              AND o.status IN (${sql.join(SALE_STATUSES.map((status) => sql`${status}`), sql`, `)})
          ) d
          LEFT JOIN shops s ON s.id = d.shop_id
          GROUP BY GROUPING SETS ((d.day, d.shop_id), (d.day), (d.shop_id), ())`,
      );
      return rows.map((row) => ({
        // grouping() is 1 for a column rolled up in that row.
        kind: row.by_day ? (row.by_shop ? 'total' : 'shop') : row.by_shop ? 'day' : 'day-shop',
        day: row.day,
        shopId: row.shop_id === null ? null : Number(row.shop_id),
        name: row.name,
        name_ar: row.name_ar,
        orders: Number(row.orders),
        items: Number(row.items),
        amount: row.amount,
      }));
    },
  };
}
