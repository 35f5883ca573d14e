import { sql, type SQL } from 'drizzle-orm';

// Issue 17: a searched list counts its matches only up to a cap. Counting exactly is the one part
// of a search that grows with the data (a common name fragment matches 100,000 of a million orders,
// and `count(*)` reads every one), while the page itself stops at its eleventh row. Past the cap the
// answer says "more than" (`totalCapped`), as a search engine does; Load More follows the cursor, not
// the count, so nothing is lost.

/** Matches counted exactly up to this many; more answer `total: COUNT_CAP, totalCapped: true`. */
export const COUNT_CAP = 1000;

export interface CappedCount {
  /** The number of matches, or COUNT_CAP when there are more. */
  total: number;
  /** More rows match than `total` says. */
  totalCapped: boolean;
}

/**
 * The count of `matching` (a `SELECT 1 FROM … WHERE …` without ORDER BY or LIMIT), stopping one row
 * past the cap: the statement reads at most COUNT_CAP + 1 matching rows, whatever the table's size.
 */
export const cappedCountQuery = (matching: SQL): SQL => sql`SELECT count(*)::int AS n FROM (${matching} LIMIT ${COUNT_CAP + 1}) AS matched`;

/** What `cappedCountQuery` read, as the list answer states it. */
export const toCappedCount = (counted: number): CappedCount =>
  counted > COUNT_CAP ? { total: COUNT_CAP, totalCapped: true } : { total: counted, totalCapped: false };
