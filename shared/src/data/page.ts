import type { Page } from '../wire/api-contract';

/**
 * One page of a list, whatever shape the server sent it in (spec §3 "List responses"): our API's
 * page (api-contract.ts), to which normalizePage turns every tolerated shape. Screens only ever see
 * this type; the raw bodies stay in here. Missing meta is filled in: `total` from `count`, else the
 * rows seen so far; `pages` from total and limit; `limit` the one asked for; `nextCursor` null.
 */
export type { Page };

/** What the caller knows when the body does not say: the page and size it asked for. */
export interface PageFallback {
  page?: number;
  limit?: number;
}

type Dict = Record<string, unknown>;

/** The keys a list's rows may sit under, in the order they are looked for (spec §3). */
const ITEM_KEYS = ['items', 'data', 'shops', 'categories', 'results', 'ordersWithItems', 'blocks'] as const;

function asDict(value: unknown): Dict | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Dict) : null;
}

function asCount(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number : undefined;
}

/**
 * Walks down the envelope (`{ success, data: { items } }`, `{ data: { data } }`, `{ data: { blocks } }`…)
 * to the first array of rows. Every object passed on the way is kept, innermost first, because
 * paging meta may sit beside the rows, one level up, or in a `meta` / `pagination` object.
 */
function findRows(body: unknown): { rows: unknown[]; levels: Dict[] } {
  const levels: Dict[] = [];
  let current: unknown = body;
  // Bodies nest a few levels at most; the bound keeps a cyclic object from looping.
  for (let depth = 0; depth < 5; depth += 1) {
    if (Array.isArray(current)) return { rows: current, levels };
    const dict = asDict(current);
    if (!dict) break;
    levels.unshift(dict);
    for (const meta of [dict.meta, dict.pagination]) {
      const metaDict = asDict(meta);
      if (metaDict) levels.splice(1, 0, metaDict);
    }
    const key = ITEM_KEYS.find((name) => Array.isArray(dict[name]));
    if (key) return { rows: dict[key] as unknown[], levels };
    const next = ITEM_KEYS.map((name) => dict[name]).find((value) => asDict(value));
    if (next === undefined) break;
    current = next;
  }
  return { rows: [], levels };
}

/** The first level (innermost first) that carries one of `keys` as a count. */
function metaCount(levels: Dict[], keys: string[]): number | undefined {
  for (const level of levels) {
    for (const key of keys) {
      const value = asCount(level[key]);
      if (value !== undefined) return value;
    }
  }
  return undefined;
}

function metaCursor(levels: Dict[]): string | null {
  for (const level of levels) {
    const value = level.nextCursor;
    if (typeof value === 'string' && value !== '') return value;
    if (typeof value === 'number') return String(value);
  }
  return null;
}

/** Normalises any tolerated list answer into one `Page<T>`. */
export function normalizePage<T>(body: unknown, fallback: PageFallback = {}): Page<T> {
  const { rows, levels } = findRows(body);
  const items = rows as T[];
  const page = Math.max(1, metaCount(levels, ['page', 'currentPage']) ?? fallback.page ?? 1);
  const limit = metaCount(levels, ['limit', 'pageSize', 'perPage']) || fallback.limit || items.length;
  const sentTotal = metaCount(levels, ['total', 'count', 'totalCount']);
  // Without a total, all we know is what has been seen up to this page.
  const total = sentTotal ?? (page - 1) * limit + items.length;
  const sentPages = metaCount(levels, ['pages', 'totalPages']);
  const pages = sentPages ?? (limit > 0 ? Math.ceil(total / limit) : Math.min(total, 1));
  const capped = levels.some((level) => level.totalCapped === true);
  return { items, total, page, pages, limit, nextCursor: metaCursor(levels), ...(capped ? { totalCapped: true } : {}) };
}

/** The rows of a list answer that is not paged (every category for a select, say). */
export function normalizeList<T>(body: unknown): T[] {
  return findRows(body).rows as T[];
}
