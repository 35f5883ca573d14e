import { ok, type StubRequest } from './stub-fetch';

/**
 * A stub handler answering a paged list (`?page&limit`) over `rows` in our API's list shape
 * ({ items, total, page, pages, limit, nextCursor: null }); `limit` when the request names none.
 */
export function pagedList(rows: readonly unknown[], defaultLimit = 10) {
  return (request: StubRequest) => {
    const limit = Number(request.query.get('limit') ?? defaultLimit);
    const page = Number(request.query.get('page') ?? 1);
    const items = rows.slice((page - 1) * limit, page * limit);
    return ok({ items, total: rows.length, page, pages: Math.max(1, Math.ceil(rows.length / limit)), limit, nextCursor: null });
  };
}
