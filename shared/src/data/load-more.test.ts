import { loadMoreQueryOptions, pageParamToQuery } from './load-more';
import type { Page } from './page';

function page(overrides: Partial<Page<unknown>>): Page<unknown> {
  return { items: [{ id: 1 }], total: 30, page: 1, pages: 3, limit: 10, nextCursor: null, ...overrides };
}

const next = (last: Page<unknown>, param = loadMoreQueryOptions.initialPageParam) =>
  loadMoreQueryOptions.getNextPageParam(last, [last], param);

describe('Load More paging', () => {
  it('starts at page 1', () => {
    expect(pageParamToQuery(loadMoreQueryOptions.initialPageParam)).toEqual({ page: 1 });
  });

  it('follows the cursor when the server offers one', () => {
    const param = next(page({ nextCursor: 'c2' }));
    expect(param).toEqual({ page: 2, after: 'c2' });
    expect(pageParamToQuery(param as NonNullable<typeof param>)).toEqual({ after: 'c2' });
  });

  it('counts pages when there is no cursor', () => {
    expect(next(page({}), { page: 1 })).toEqual({ page: 2 });
    expect(next(page({ page: 3 }), { page: 3 })).toBeUndefined();
  });

  it('stops at an empty page whatever the meta says', () => {
    expect(next(page({ items: [], nextCursor: 'c9', pages: 99 }))).toBeUndefined();
  });
});
