import {
  baseApi,
  idTag,
  listTag,
  listTags,
  loadMoreQueryOptions,
  normalizeList,
  normalizePage,
  ORDER_STATUSES,
  pageParamToQuery,
  refreshOrdersUnlessLive,
  unwrapData,
  type AppDispatch,
  type LoadMoreParam,
  type OrderStatusBody,
  type Page,
  type RootState,
} from '@dukkan/shared';
import type { BulkOutcome } from '@dukkan/shared/kit';
import type { OrderFilterValues } from './order-filters';
import type { Order, OrderEvent, OrderStats, OrderStatus } from './order-types';

/** spec §9: orders are listed 10 to a page. */
export const ORDERS_PAGE_SIZE = 10;

/** Why a reject or cancel: a one-click reason's code, or the words typed; neither key when none (decisions/ordering.md). */
export type OrderReasonBody = Pick<OrderStatusBody, 'reason' | 'reasonCode'>;

const asDict = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

const count = (value: unknown): number => {
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : 0;
};

/**
 * spec §7 orders/stats: counts per status "as an object or an array of status and count", inside
 * our `{ success, data }` envelope or bare. Statuses the answer leaves out count 0.
 */
export function toOrderStats(body: unknown): OrderStats {
  const stats: OrderStats = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
  const envelope = asDict(body);
  const payload = envelope && 'data' in envelope ? envelope.data : body;
  const put = (status: unknown, value: unknown) => {
    const key = String(status ?? '').toUpperCase().replace(/[\s_-]/g, '');
    if ((ORDER_STATUSES as readonly string[]).includes(key)) stats[key as OrderStatus] += count(value);
  };
  if (Array.isArray(payload)) {
    for (const entry of payload) {
      const row = asDict(entry);
      if (row) put(row.status ?? row._id, row.count ?? row.total);
    }
  } else {
    const counts = asDict(payload) ?? {};
    for (const [status, value] of Object.entries(counts)) put(status, value);
    if (Array.isArray(counts.capped)) stats.capped = ORDER_STATUSES.filter((status) => (counts.capped as unknown[]).includes(status));
  }
  return stats;
}

/** What an order mutation's `onQueryStarted` is handed (the parts `afterOrdersMoved` uses). */
interface MoveLifecycle<Result> {
  dispatch: AppDispatch;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: Result }>;
}

/**
 * Once orders have moved to `to`: they leave every list of another status held in this tab at once
 * (the acting tab shows its own answer without asking), and the lists are asked again once, by the
 * stream's echo of the step, in this tab as in every other (decisions/live-desk.md: one cache writer);
 * with no live stream, `refreshOrdersUnlessLive` asks here instead.
 */
function afterOrdersMoved<Result>(api: MoveLifecycle<Result>, movedIds: (result: Result) => readonly number[], to: OrderStatus): Promise<void> {
  return refreshOrdersUnlessLive(api, (result) => {
    const ids = new Set(movedIds(result));
    for (const arg of ordersApi.util.selectCachedArgsForQuery(api.getState() as RootState, 'getOrdersByStatus')) {
      if (arg.status === to) continue;
      api.dispatch(
        ordersApi.util.updateQueryData('getOrdersByStatus', arg, (draft) => {
          for (const page of draft.pages) {
            const kept = page.items.filter((order) => !ids.has(order.id));
            page.total -= page.items.length - kept.length;
            page.items = kept;
          }
        }),
      );
    }
    return [...ids];
  });
}

export const ordersApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // decisions/search.md: the tab's orders under the search and filters; each filter set is its own cache
    // entry, so an answer that arrives late never shows under newer filters.
    getOrdersByStatus: build.infiniteQuery<Page<Order>, { status: OrderStatus; filters?: Partial<OrderFilterValues> }, LoadMoreParam>({
      infiniteQueryOptions: loadMoreQueryOptions,
      query: ({ queryArg: { status, filters }, pageParam }) => ({
        url: 'orders',
        params: { status, ...filters, ...pageParamToQuery(pageParam), limit: ORDERS_PAGE_SIZE },
      }),
      transformResponse: (body: unknown) => normalizePage<Order>(body, { limit: ORDERS_PAGE_SIZE }),
      providesTags: (result) => listTags('Order', result?.pages.flatMap((page) => page.items)),
    }),
    // The tabs' counts under the same search and filters (decisions/search.md).
    getOrderStats: build.query<OrderStats, Partial<OrderFilterValues> | undefined>({
      query: (filters) => ({ url: 'orders/stats', params: filters ?? {} }),
      transformResponse: toOrderStats,
      providesTags: ['OrderStats'],
    }),
    getOrderById: build.query<Order, number>({
      query: (id) => `orders/${id}`,
      transformResponse: (body: unknown) => unwrapData<Order>(body),
      providesTags: (_result, _error, id) => [idTag('Order', id)],
    }),
    // Oldest first. It provides the order's own tag, so every status change (and the 409 that
    // finds the order already moved) fetches the timeline again.
    getOrderEvents: build.query<OrderEvent[], number>({
      query: (id) => `orders/${id}/events`,
      transformResponse: (body: unknown) => normalizeList<OrderEvent>(body),
      providesTags: (_result, _error, id) => [idTag('Order', id)],
    }),
    updateOrderStatus: build.mutation<Order, { id: number; status: OrderStatus } & OrderReasonBody>({
      // spec §7 leaves the method open; our API takes PATCH (and PUT). decisions/ordering.md: no reason, no key.
      query: ({ id, ...body }) => ({ url: `orders/${id}/status`, method: 'PATCH', body }),
      transformResponse: (body: unknown) => unwrapData<Order>(body),
      onQueryStarted: ({ status }, api) => afterOrdersMoved(api, (order) => [order.id], status),
      // A 409 or 404 (someone else moved or removed it): the row on screen is stale, and no step of ours follows.
      invalidatesTags: (_result, error, { id }) => {
        const status = (error as { status?: unknown } | undefined)?.status;
        return status === 409 || status === 404 ? [idTag('Order', id), listTag('Order'), 'OrderStats'] : [];
      },
    }),
    // decisions/reports-and-bulk.md: NEW orders accepted, or rejected with one reason, together; each row moves as its
    // own status change would, and one already moved by someone else comes back refused (409).
    bulkOrders: build.mutation<BulkOutcome, { action: 'accept' | 'reject'; ids: number[] } & OrderReasonBody>({
      query: (body) => ({ url: 'orders/bulk', method: 'POST', body }),
      transformResponse: (body: unknown) => unwrapData<BulkOutcome>(body),
      onQueryStarted: ({ action }, api) => afterOrdersMoved(api, (outcome) => outcome.succeeded, action === 'accept' ? 'ACCEPTED' : 'REJECTED'),
      // Rows refused (already moved or removed by someone else) are stale on screen, and no step of ours follows.
      invalidatesTags: (result) => (result?.failed.length ? [...result.failed.map(({ id }) => idTag('Order', id)), listTag('Order'), 'OrderStats'] : []),
    }),
  }),
});

export const {
  useGetOrdersByStatusInfiniteQuery,
  useGetOrderStatsQuery,
  useGetOrderByIdQuery,
  useGetOrderEventsQuery,
  useUpdateOrderStatusMutation,
  useBulkOrdersMutation,
} = ordersApi;
