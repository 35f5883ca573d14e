import { useCallback, useMemo } from 'react';
import type { Page } from './page';

/** The part of an RTK Query infinite query result over `Page<T>` that a Load More list needs. */
export interface InfinitePagesResult<T> {
  data?: { pages: Page<T>[] };
  isLoading: boolean;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  isError: boolean;
  error?: unknown;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/** What `LoadMoreTable` takes: spread it, `<LoadMoreTable {...list} … />`. */
export interface LoadMoreState<T> {
  /** Every row loaded so far, in order, each once. */
  rows: T[];
  /** The list's total as the newest page reported it; undefined before the first page. */
  total?: number;
  /** More rows match than `total`: the server counted up to its cap and rows remain to load. */
  totalCapped: boolean;
  isLoading: boolean;
  isFetchingMore: boolean;
  hasMore: boolean;
  /** Asks for the next page: answers the request's promise, settled once the page is in (or refused). */
  loadMore: () => unknown;
  /** The last request failed (the first page, or a further one: rows already shown stay). */
  isError: boolean;
  error?: unknown;
  refetch: () => void;
}

function rowId(row: unknown): unknown {
  return row && typeof row === 'object' && 'id' in row ? (row as { id: unknown }).id : undefined;
}

/** Turns an infinite query over `Page<T>` into Load More list state. */
export function useLoadMore<T>(result: InfinitePagesResult<T>): LoadMoreState<T> {
  const { data, isLoading, isFetchingNextPage, hasNextPage, isError, error, fetchNextPage, refetch } = result;

  const rows = useMemo(() => {
    // A server paging by number repeats a row when one was added meanwhile; show it once.
    const seen = new Set<unknown>();
    const all: T[] = [];
    for (const page of data?.pages ?? []) {
      for (const row of page.items) {
        const id = rowId(row);
        if (id !== undefined) {
          if (seen.has(id)) continue;
          seen.add(id);
        }
        all.push(row);
      }
    }
    return all;
  }, [data]);

  const pages = data?.pages;
  const last = pages && pages.length > 0 ? pages[pages.length - 1] : undefined;
  const total = last ? Math.max(last.total, rows.length) : undefined;
  const totalCapped = Boolean(last?.totalCapped) && hasNextPage;

  const loadMore = useCallback(() => {
    // A second click while a page is on its way must not ask for it twice.
    if (!isFetchingNextPage) return fetchNextPage();
    return undefined;
  }, [isFetchingNextPage, fetchNextPage]);

  const retry = useCallback(() => {
    void refetch();
  }, [refetch]);

  return {
    rows,
    total,
    totalCapped,
    isLoading,
    isFetchingMore: isFetchingNextPage,
    hasMore: hasNextPage,
    loadMore,
    isError,
    error,
    refetch: retry,
  };
}
