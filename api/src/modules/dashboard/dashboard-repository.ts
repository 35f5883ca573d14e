import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

export function dashboardRepository(db: Db) {
  return {
    /**
     * The dashboard's six counts in one statement (one round trip), none of them scanning a large
     * table: orders from the per-status counters, shops, categories, products and users from
     * table_row_counts (both kept by triggers, migrations 0001 and 0003); the location tree is small
     * (a few hundred rows) and is counted.
     */
    async stats() {
      const [row] = await queryRows<Record<string, string | number>>(
        db,
        sql`SELECT
          (SELECT count FROM table_row_counts WHERE table_name = 'shops') AS "totalShops",
          (SELECT count FROM table_row_counts WHERE table_name = 'categories') AS "totalCategories",
          (SELECT count FROM table_row_counts WHERE table_name = 'products') AS "totalProducts",
          (SELECT coalesce(sum(count), 0) FROM order_status_counts) AS "totalOrders",
          (SELECT count(*) FROM governorates) + (SELECT count(*) FROM areas) + (SELECT count(*) FROM blocks) AS "totalLocations",
          (SELECT count FROM table_row_counts WHERE table_name = 'users') AS "totalUsers"`,
      );
      // Counts arrive as bigint strings.
      return {
        totalShops: Number(row.totalShops),
        totalCategories: Number(row.totalCategories),
        totalProducts: Number(row.totalProducts),
        totalOrders: Number(row.totalOrders),
        /** Every node of the location tree: governorates + areas + blocks. */
        totalLocations: Number(row.totalLocations),
        totalUsers: Number(row.totalUsers),
      };
    },

    /**
     * The needs-attention counts of issue 20, each read from a partial index (migration 0016): NEW
     * orders placed before `overdueBefore`, ACCEPTED orders accepted before `acceptedBefore`, and
     * products with no stock.
     */
    async attention({ overdueBefore, acceptedBefore }: { overdueBefore: Date; acceptedBefore: Date }) {
      const [row] = await queryRows<Record<string, number>>(
        db,
        sql`SELECT
          (SELECT count(*)::int FROM orders WHERE status = 'NEW' AND created_at < ${overdueBefore.toISOString()}) AS "newOrdersOverdue",
          (SELECT count(*)::int FROM orders WHERE status = 'ACCEPTED' AND accepted_at < ${acceptedBefore.toISOString()}) AS "acceptedNotShipped",
          (SELECT count(*)::int FROM products WHERE stock = 0) AS "productsOutOfStock"`,
      );
      return { newOrdersOverdue: Number(row.newOrdersOverdue), acceptedNotShipped: Number(row.acceptedNotShipped), productsOutOfStock: Number(row.productsOutOfStock) };
    },
  };
}
