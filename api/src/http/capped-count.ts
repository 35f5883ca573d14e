import { sql, type SQL } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';

// Issue 17: a searched list counts its matches only up to a cap. Counting exactly is the one part
// of a search that grows with the data (a common name fragment matches 100,000 of a million orders,
// and `count(*)` reads every one), while the page itself stops at its eleventh row. Past the cap the
// answer says "more than" (`totalCapped`), as a search engine does; Load More follows the cursor, not
// the count, so nothing is lost.

/**
 * A searched page's total is counted up to 100 ("Showing 10 rows of 100+"): cheap enough for every
 * page and every keystroke's search. The tabs' counts under a search (orders/stats), asked once per
 * search rather than per page, go up to 1,000.
 */
export const LIST_COUNT_CAP = 100;
export const TAB_COUNT_CAP = 1000;

export interface CappedCount {
  /** The number of matches, or the cap when there are more. */
  total: number;
  /** More rows match than `total` says. */
  totalCapped: boolean;
}

/**
 * The count of `matching` (a `SELECT 1 FROM … WHERE …` without ORDER BY or LIMIT), stopping one row
 * past the cap: the statement reads at most cap + 1 matching rows, whatever the table's size.
 */
export const cappedCountQuery = (matching: SQL, cap: number): SQL => sql`SELECT count(*)::int AS n FROM (${matching} LIMIT ${cap + 1}) AS matched`;

/** What `cappedCountQuery` read, as the answer states it. */
export const toCappedCount = (counted: number, cap: number): CappedCount => (counted > cap ? { total: cap, totalCapped: true } : { total: counted, totalCapped: false });

/** Counts `matching` up to the cap. */
export async function countUpTo(db: Db, matching: SQL, cap: number): Promise<CappedCount> {
  const [row] = await queryRows<{ n: number }>(db, cappedCountQuery(matching, cap));
  return toCappedCount(row.n, cap);
}
