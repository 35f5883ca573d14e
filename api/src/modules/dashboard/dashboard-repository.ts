import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export interface DashboardStats {
  totalShops: number;
  totalCategories: number;
  totalProducts: number;
  totalOrders: number;
  /** Every node of the location tree: governorates + areas + blocks. */
  totalLocations: number;
  totalUsers: number;
}

/**
 * The dashboard's six counts in one statement (one round trip), none of them scanning a large
 * table: orders from the per-status counters, shops, categories, products and users from
 * table_row_counts (both kept by triggers, migrations 0001 and 0003); the location tree is small
 * (a few hundred rows) and is counted.
 */
export async function readDashboardStats(db: Db): Promise<DashboardStats> {
  const result = await db.execute(
    sql`SELECT
      (SELECT count FROM table_row_counts WHERE table_name = 'shops') AS "totalShops",
      (SELECT count FROM table_row_counts WHERE table_name = 'categories') AS "totalCategories",
      (SELECT count FROM table_row_counts WHERE table_name = 'products') AS "totalProducts",
      (SELECT coalesce(sum(count), 0) FROM order_status_counts) AS "totalOrders",
      (SELECT count(*) FROM governorates) + (SELECT count(*) FROM areas) + (SELECT count(*) FROM blocks) AS "totalLocations",
      (SELECT count FROM table_row_counts WHERE table_name = 'users') AS "totalUsers"`,
  );
  // Both drivers answer { rows }; counts arrive as bigint strings.
  const [row] = (result as unknown as { rows: Record<keyof DashboardStats, string | number>[] }).rows;
  return {
    totalShops: Number(row.totalShops),
    totalCategories: Number(row.totalCategories),
    totalProducts: Number(row.totalProducts),
    totalOrders: Number(row.totalOrders),
    totalLocations: Number(row.totalLocations),
    totalUsers: Number(row.totalUsers),
  };
}
