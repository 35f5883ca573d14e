import { badRequest } from './errors';
import { MAX_INTEGER } from './schemas';
import type { Input } from './type-provider';

/**
 * A page of a list: the canonical list shape, plus the keyset cursor of the next page. Generic over
 * the row, so it cannot be read from `pageSchema` (http/schemas.ts); each list route's answer type
 * checks it against that schema.
 */
export type PageData<T> = {
  items: T[];
  total: number;
  page: number;
  pages: number;
  limit: number;
  nextCursor: string | null;
};

export interface Paging {
  limit: number;
  page: number;
  /** Keyset position: rows older than this id. Set when the client sent `after`. */
  afterId: number | null;
}

export const MAX_LIMIT = 100;

export const listQuerySchema = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, maximum: MAX_INTEGER, default: 1 },
    limit: { type: 'integer', minimum: 1, maximum: MAX_INTEGER },
    // A sorted list's cursor holds the last row's sort value: a name of 150 characters, as UTF-8 in base64.
    after: { type: 'string', maxLength: 2048, description: 'nextCursor of the previous page (keyset paging)' },
  },
} as const;

export type ListQuery = Input<typeof listQuerySchema>;

// Cursors are opaque to clients: base64url of the last id they saw.
export const encodeCursor = (id: number) => Buffer.from(`id:${id}`).toString('base64url');
export function decodeCursor(cursor: string): number {
  const match = /^id:(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString());
  const id = match ? Number(match[1]) : Number.NaN;
  if (!(id <= MAX_INTEGER)) throw badRequest({ after: 'Invalid cursor' });
  return id;
}

/** Reads page and limit: `limit` defaults to the list's page size (spec §9) and is capped at 100. */
export function readPageAndLimit(query: Partial<ListQuery>, defaultLimit: number): { page: number; limit: number } {
  return { page: query.page ?? 1, limit: Math.min(query.limit ?? defaultLimit, MAX_LIMIT) };
}

/** Reads page/limit/after of a newest-first list (`after`: the id cursor). */
export function readPaging(query: Partial<ListQuery>, defaultLimit: number): Paging {
  return { ...readPageAndLimit(query, defaultLimit), afterId: query.after ? decodeCursor(query.after) : null };
}

/**
 * Builds a page of a newest-first list. `fetchRows` receives either a keyset position (`afterId`,
 * fast at any depth) or an offset (clients that send only `page`), and must return up to `take`
 * rows ordered by id descending; one row beyond the page tells whether there is a next one.
 */
export async function listPage<T extends { id: number }>(
  paging: Paging,
  fetchRows: (window: { afterId: number | null; offset: number; take: number }) => Promise<T[]>,
  countRows: () => Promise<number>,
): Promise<PageData<T>> {
  const { limit, page, afterId } = paging;
  const [rows, total] = await Promise.all([
    fetchRows({ afterId, offset: afterId === null ? (page - 1) * limit : 0, take: limit + 1 }),
    countRows(),
  ]);
  const items = rows.slice(0, limit);
  const hasMore = rows.length > limit;
  return {
    items,
    total,
    page,
    pages: Math.max(1, Math.ceil(total / limit)),
    limit,
    nextCursor: hasMore ? encodeCursor(items[items.length - 1].id) : null,
  };
}
