import { listQuerySchema, type PageData } from '../http/paging';
import type { Input } from '../http/type-provider';

// Some selects of the panel need a whole list (spec §7: `GET shop` and `GET categories` without
// paging feed the category and product forms). A request with none of page, limit and after asks
// for it; the answer keeps the canonical list shape, as one page holding every row.

/** listQuerySchema without the default page, so a request that sent no paging can be told apart. */
export const optionalPagingQuerySchema = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, maximum: listQuerySchema.properties.page.maximum },
    limit: listQuerySchema.properties.limit,
    after: listQuerySchema.properties.after,
  },
} as const;

export type OptionalPagingQuery = Input<typeof optionalPagingQuerySchema>;

export const wantsWholeList = (query: OptionalPagingQuery) =>
  query.page === undefined && query.limit === undefined && query.after === undefined;

/** Every row as one page: the same shape as a paged answer, so one client normaliser reads both. */
export function wholeList<T>(items: T[]): PageData<T> {
  return { items, total: items.length, page: 1, pages: 1, limit: items.length, nextCursor: null };
}
