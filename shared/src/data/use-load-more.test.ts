import { renderHook } from '@testing-library/react';
import type { Page } from './page';
import { useLoadMore, type InfinitePagesResult } from './use-load-more';

function page(ids: number[], total: number): Page<{ id: number }> {
  return { items: ids.map((id) => ({ id })), total, page: 1, pages: 1, limit: 10, nextCursor: null };
}

function result(overrides: Partial<InfinitePagesResult<{ id: number }>>): InfinitePagesResult<{ id: number }> {
  return {
    isLoading: false,
    isFetchingNextPage: false,
    hasNextPage: true,
    isError: false,
    fetchNextPage: jest.fn(),
    refetch: jest.fn(),
    ...overrides,
  };
}

describe('useLoadMore', () => {
  it('appends pages in order and shows a row repeated by page-number paging once', () => {
    const { result: list } = renderHook(() =>
      useLoadMore(result({ data: { pages: [page([3, 2], 4), page([2, 1], 4)] } })),
    );
    expect(list.current.rows.map((row) => row.id)).toEqual([3, 2, 1]);
    expect(list.current.total).toBe(4);
  });

  it('keeps a capped total capped while rows remain to load, and exact once the list ends', () => {
    const capped = { ...page([3, 2], 1000), totalCapped: true };
    const { result: more } = renderHook(() => useLoadMore(result({ data: { pages: [capped] } })));
    expect(more.current).toMatchObject({ total: 1000, totalCapped: true });
    const { result: ended } = renderHook(() => useLoadMore(result({ hasNextPage: false, data: { pages: [capped] } })));
    expect(ended.current.totalCapped).toBe(false);
  });

  it('has no rows and no total before the first page', () => {
    const { result: list } = renderHook(() => useLoadMore(result({ isLoading: true })));
    expect(list.current).toMatchObject({ rows: [], total: undefined, isLoading: true });
  });

  it('does not ask for the next page twice while one is on its way', () => {
    const fetchNextPage = jest.fn();
    const { result: list, rerender } = renderHook((busy: boolean) =>
      useLoadMore(result({ fetchNextPage, isFetchingNextPage: busy, data: { pages: [page([1], 2)] } })),
      { initialProps: false },
    );
    list.current.loadMore();
    rerender(true);
    list.current.loadMore();
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });
});
