import { sql, type SQL } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';

// decisions/search.md: a searched list counts its matches only up to a cap. Counting exactly is the one part
// of a search that grows with the data (a common name fragment matches 100,000 of a million orders,
// and `count(*)` reads every one), while the page itself stops at its eleventh row. Past the cap the
// answer says "more than" (`totalCapped`), as a search engine does; Load More follows the cursor, not
// the count, so nothing is lost.

/**
 * Matches are counted up to 100 ("Showing 10 rows of 100+", "New Orders 100+"). Measured at a million
 * orders: a common Arabic name fragment counted per tab up to 1,000 took 2.1 s for the six tabs (the
 * planner reads the trigram index whole to find a thousand), up to 100 it reads in id order and stops
 * after a few thousand rows (3–18 ms a tab).
 */
export const SEARCH_COUNT_CAP = 100;

export interface CappedCount {
  /** The number of matches, or the cap when there are more. */
  total: number;
  /** More rows match than `total` says. */
  totalCapped: boolean;
}

/**
 * The count of `matching` (a `SELECT 1 FROM … WHERE …` without ORDER BY or LIMIT), stopping one row
 * past the cap: the statement reads at most SEARCH_COUNT_CAP + 1 matching rows, whatever the table's size.
 */
const cappedCountQuery = (matching: SQL): SQL => sql`SELECT count(*)::int AS n FROM (${matching} LIMIT ${SEARCH_COUNT_CAP + 1}) AS matched`;

/** What `cappedCountQuery` read, as the answer states it. */
export const toCappedCount = (counted: number): CappedCount =>
  counted > SEARCH_COUNT_CAP ? { total: SEARCH_COUNT_CAP, totalCapped: true } : { total: counted, totalCapped: false };

/** Counts `matching` up to the cap. */
export async function countUpTo(db: Db, matching: SQL): Promise<CappedCount> {
  const [row] = await queryRows<{ n: number }>(db, cappedCountQuery(matching));
  return toCappedCount(row.n);
}
