import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { inShopScope } from '../../auth/shop-scope';
import { deskTime } from '../orders/order-filters';

export function dashboardRepository(db: Db) {
  return {
    /**
     * The dashboard's six counts in one statement (one round trip), none of them scanning a large
     * table: orders from the per-status counters, shops, categories, products and users from
     * table_row_counts (both kept by triggers, migrations 0001 and 0003); the location tree is small
     * (a few hundred rows) and is counted.
     */
    async stats(shopIds: number[] | null = null) {
      const [row] = await queryRows<Record<string, string | number>>(
        db,
        shopIds === null ? allShopsCounts : shopCounts(shopIds),
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
     * The needs-attention counts of decisions/reports-and-bulk.md, each read from a partial index (migrations 0016, 0029): NEW
     * orders waiting since before `overdueBefore` (placed, or a slot order's preparation time: decisions/delivery-slots.md), ACCEPTED orders accepted before `acceptedBefore`, and
     * products with no stock.
     */
    async attention({ overdueBefore, acceptedBefore }: { overdueBefore: Date; acceptedBefore: Date }, shopIds: number[] | null = null) {
      // decisions/roles-and-audit.md: a shop-scoped account counts its shops' orders and products only.
      const orderScope = inShopScope(sql`shop_id`, shopIds) ?? sql`true`;
      const productScope = shopIds === null ? sql`true` : sql`category_id IN (SELECT id FROM categories WHERE ${inShopScope(sql`shop_id`, shopIds)})`;
      const [row] = await queryRows<Record<string, number>>(
        db,
        sql`SELECT
          (SELECT count(*)::int FROM orders o WHERE status = 'NEW' AND ${deskTime} < ${overdueBefore.toISOString()} AND ${orderScope}) AS "newOrdersOverdue",
          (SELECT count(*)::int FROM orders WHERE status = 'ACCEPTED' AND accepted_at < ${acceptedBefore.toISOString()} AND ${orderScope}) AS "acceptedNotShipped",
          (SELECT count(*)::int FROM products WHERE stock = 0 AND ${productScope}) AS "productsOutOfStock"`,
      );
      return { newOrdersOverdue: Number(row.newOrdersOverdue), acceptedNotShipped: Number(row.acceptedNotShipped), productsOutOfStock: Number(row.productsOutOfStock) };
    },
  };
}

const locationCount = sql`(SELECT count(*) FROM governorates) + (SELECT count(*) FROM areas) + (SELECT count(*) FROM blocks)`;

const allShopsCounts = sql`SELECT
          (SELECT count FROM table_row_counts WHERE table_name = 'shops') AS "totalShops",
          (SELECT count FROM table_row_counts WHERE table_name = 'categories') AS "totalCategories",
          (SELECT count FROM table_row_counts WHERE table_name = 'products') AS "totalProducts",
          (SELECT coalesce(sum(count), 0) FROM order_status_counts) AS "totalOrders",
          ${locationCount} AS "totalLocations",
          (SELECT count FROM table_row_counts WHERE table_name = 'users') AS "totalUsers"`;

/**
 * decisions/roles-and-audit.md: a shop-scoped account's counts, of its shops' rows only (a few shops: counted); the
 * users are no business of theirs (0).
 */
const shopCounts = (shopIds: number[]) => {
  const of = (column: string) => inShopScope(sql.raw(column), shopIds);
  return sql`SELECT
          (SELECT count(*) FROM shops WHERE ${of('id')}) AS "totalShops",
          (SELECT count(*) FROM categories WHERE ${of('shop_id')}) AS "totalCategories",
          (SELECT count(*) FROM products p JOIN categories c ON c.id = p.category_id WHERE ${of('c.shop_id')}) AS "totalProducts",
          (SELECT count(*) FROM orders WHERE ${of('shop_id')}) AS "totalOrders",
          ${locationCount} AS "totalLocations",
          0 AS "totalUsers"`;
};
