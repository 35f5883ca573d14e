import { sql, type SQL } from 'drizzle-orm';
import { badRequest } from './errors';
import { MAX_INTEGER } from './schemas';

// Keyset paging under any sort (issue 17): a list sorted by amount, name, price or stock goes on
// from where the last page stopped, even when rows arrive between pages. The cursor is the last
// row's sort value and id (the id breaks ties, so the order is total); it stays opaque to clients.

/** One sort of a list: the value sorted on (SQL), its direction, and the row's id column. */
export interface ListSort {
  value: SQL;
  direction: 'asc' | 'desc';
  id: SQL;
  /** The SQL type the cursor's value is read as (numeric, text, int). */
  type: 'numeric' | 'text' | 'int';
}

export interface SortCursor {
  value: string | number;
  id: number;
}

export const encodeSortCursor = (cursor: SortCursor) => Buffer.from(JSON.stringify([cursor.value, cursor.id])).toString('base64url');

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
export const sortOrder = (sort: ListSort): SQL =>
  sort.direction === 'asc' ? sql`${sort.value} ASC, ${sort.id} ASC` : sql`${sort.value} DESC, ${sort.id} DESC`;

/** The rows after `cursor` under the sort. */
export function sortAfter(sort: ListSort, cursor: SortCursor): SQL {
  const value = sql`CAST(${String(cursor.value)} AS ${sql.raw(sort.type)})`;
  return sort.direction === 'asc' ? sql`(${sort.value}, ${sort.id}) > (${value}, ${cursor.id})` : sql`(${sort.value}, ${sort.id}) < (${value}, ${cursor.id})`;
}
