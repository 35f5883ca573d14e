import { sql, type SQL } from 'drizzle-orm';
import { badRequest } from './errors';
import { type CappedCount, SEARCH_COUNT_CAP, toCappedCount } from './capped-count';
import { type ListQuery, type PageData, readPageAndLimit } from './paging';
import { MAX_INTEGER } from './schemas';
import { keysetBatches } from './csv-export';

// Keyset paging under any sort (decisions/search.md): a list sorted by amount, name, price or stock goes on
// from where the last page stopped, even when rows arrive between pages. The cursor is the last
// row's sort value and id (the id breaks ties, so the order is total); it stays opaque to clients.
// The value is the one the database selected for the sort, never recomputed in JavaScript: the
// next page compares it with the same expression and collation (a name lower-cased by
// JavaScript is not PostgreSQL's, and Load More skipped rows).

/** One sort of a list: the value sorted on (SQL), its direction, and the row's id column. */
export interface ListSort {
  value: SQL;
  direction: 'asc' | 'desc';
  id: SQL;
  /** The SQL type the cursor's value is read as (numeric, text, int). */
  type: 'numeric' | 'text' | 'int';
  /** Where nulls sort, when an index serves only one order (the columns sorted on are never null). */
  nulls?: 'first' | 'last';
}

export interface SortCursor {
  value: string | number;
  id: number;
}

export const encodeSortCursor = (cursor: SortCursor) => Buffer.from(JSON.stringify([cursor.value, Number(cursor.id)])).toString('base64url');

/** The cursor of `after`; a 400 on `after` when it is not one of ours. */
export function decodeSortCursor(after: string): SortCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(after, 'base64url').toString());
  } catch {
    parsed = null;
  }
  const [value, id] = Array.isArray(parsed) && parsed.length === 2 ? parsed : [];
  const valid = (typeof value === 'string' || typeof value === 'number') && Number.isInteger(id) && id >= 1 && id <= MAX_INTEGER;
  if (!valid) throw badRequest({ after: 'Invalid cursor' });
  return { value, id };
}

/** ORDER BY for the sort (ties broken by id in the same direction). */
export function sortOrder(sort: ListSort): SQL {
  const direction = sql.raw(`${sort.direction.toUpperCase()}${sort.nulls ? ` NULLS ${sort.nulls.toUpperCase()}` : ''}`);
  return sql`${sort.value} ${direction}, ${sort.id} ${direction}`;
}

/** The rows after `cursor` under the sort. */
export function sortAfter(sort: ListSort, cursor: SortCursor): SQL {
  const value = sql`CAST(${String(cursor.value)} AS ${sql.raw(sort.type)})`;
  return sort.direction === 'asc' ? sql`(${sort.value}, ${sort.id}) > (${value}, ${cursor.id})` : sql`(${sort.value}, ${sort.id}) < (${value}, ${cursor.id})`;
}

/** Where a sorted page starts: after the cursor when the client sent one, else by page number. */
export interface SortedWindow {
  page: number;
  limit: number;
  cursor: SortCursor | null;
  /** The rows to read: one beyond the page tells whether there is a next. */
  offset: number;
  take: number;
}

/** Reads page/limit/after of a searched, filtered or sorted list (`after`: the sort cursor). */
export function readSortedWindow(query: Partial<ListQuery>, defaultLimit: number): SortedWindow {
  const { page, limit } = readPageAndLimit(query, defaultLimit);
  const cursor = query.after ? decodeSortCursor(query.after) : null;
  return { page, limit, cursor, offset: cursor ? 0 : (page - 1) * limit, take: limit + 1 };
}

/** `SELECT <the sort's value> AS value, <id> AS id`: what a sorted read selects, each row's cursor. */
export const sortKeyColumns = (sort: ListSort): SQL => sql`${sort.value} AS value, ${sort.id} AS id`;

/** Where a searched list's rows come from: its keys first, in the sort's order, then their rows. */
export interface SearchedRows<Row> {
  /**
   * The matching rows' keys (`sortKeyColumns`: sort value and id, as the database selected them)
   * in the sort's order, after the cursor when there is one, at most `limit`.
   */
  keys(cursor: SortCursor | null, limit: number): Promise<SortCursor[]>;
  /** The rows of these ids, in the same order. */
  rows(ids: number[]): Promise<Row[]>;
  /** The matches counted up to the cap: the total of a page read by cursor. */
  count(): Promise<CappedCount>;
}

/**
 * The answer of a searched list: the page's items, its total (capped: http/capped-count.ts) and the
 * cursor of the next page, the key the database gave the page's last row. A page by number reads the
 * matching ids on to the cap, so one read finds the page and counts it: the planner chooses once
 * between walking the sort's index and gathering a rare term's matches, where a separate count
 * chose for itself (and, for an id or phone search, chose a trigram bitmap of 57,000 candidates at
 * a million orders: 90 ms). Only the page's rows are then read whole.
 */
export async function searchedPage<Row extends { id: number }, Item>(
  window: SortedWindow,
  source: SearchedRows<Row>,
  toItem: (row: Row) => Item,
): Promise<PageData<Item> & CappedCount> {
  const { page, limit, cursor, offset, take } = window;
  const keys = await source.keys(cursor, cursor === null ? Math.max(offset + take, SEARCH_COUNT_CAP + 1) : take);
  const pageKeys = (cursor === null ? keys.slice(offset, offset + take) : keys).slice(0, limit);
  const [rows, count] = await Promise.all([pageKeys.length ? source.rows(pageKeys.map((key) => key.id)) : [], cursor === null ? toCappedCount(keys.length) : source.count()]);
  const hasNext = (cursor === null ? keys.length - offset : keys.length) > limit;
  const last = pageKeys[pageKeys.length - 1];
  return {
    items: rows.map(toItem),
    ...count,
    page,
    pages: Math.max(1, Math.ceil(count.total / limit)),
    limit,
    nextCursor: hasNext && last ? encodeSortCursor(last) : null,
  };
}

/**
 * A sorted list's rows batch by batch for an export (http/csv-export.ts's keysetBatches over the
 * keys): each batch goes on after the key the database gave the last row of the one before.
 */
export async function* sortedBatches<Row>(source: Pick<SearchedRows<Row>, 'keys' | 'rows'>): AsyncGenerator<Row[]> {
  for await (const keys of keysetBatches((after: SortCursor | null, take) => source.keys(after, take), (last) => last)) {
    const rows = await source.rows(keys.map((key) => key.id));
    if (rows.length > 0) yield rows;
  }
}
