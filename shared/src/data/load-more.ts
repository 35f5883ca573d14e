import type { Page } from './page';

/**
 * Where the next page of a Load More list starts. `after` is our API's keyset cursor: when the
 * server offers one it is used (fast deep in a list, never repeating or skipping a row that was
 * added meanwhile); otherwise the page number is, for servers that only understand `page`.
 */
export interface LoadMoreParam {
  page: number;
  after?: string;
}

const FIRST_PAGE: LoadMoreParam = { page: 1 };

/**
 * The `infiniteQueryOptions` of every Load More list (RTK Query infinite queries):
 * `build.infiniteQuery<Page<Shop>, void, LoadMoreParam>({ infiniteQueryOptions: loadMoreQueryOptions, … })`.
 */
export const loadMoreQueryOptions = {
  initialPageParam: FIRST_PAGE,
  getNextPageParam: (lastPage: Page<unknown>, _allPages: unknown, lastPageParam: LoadMoreParam): LoadMoreParam | undefined => {
    // An empty page ends the list, whatever the meta claims, so a confused server cannot loop us.
    if (lastPage.items.length === 0) return undefined;
    const page = lastPageParam.page + 1;
    if (lastPage.nextCursor) return { page, after: lastPage.nextCursor };
    return lastPage.page < lastPage.pages ? { page } : undefined;
  },
};

/** The query string of one page: `after` when we have a cursor, else `page`. The caller adds `limit`. */
export function pageParamToQuery(param: LoadMoreParam): { after: string } | { page: number } {
  return param.after ? { after: param.after } : { page: param.page };
}
