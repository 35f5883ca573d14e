import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tableRowCounts, type CountedTable } from '../db/schema';

/**
 * A table's row count as the triggers of migration 0003 keep it: exact (maintained in the same
 * transaction as every insert and delete) and one row to read, where `count(*)` would scan a
 * table of 100k products on every page of the list.
 */
export async function countRows(db: Db, table: CountedTable): Promise<number> {
  const [row] = await db.select({ count: tableRowCounts.count }).from(tableRowCounts).where(eq(tableRowCounts.tableName, table));
  return Number(row?.count ?? 0);
}
