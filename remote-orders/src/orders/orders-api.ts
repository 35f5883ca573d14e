import {
  baseApi,
  loadMoreQueryOptions,
  normalizePage,
  pageParamToQuery,
  unwrapData,
  type LoadMoreParam,
  type Page,
} from '@dukkan/shared';
import { ORDER_STATUSES, type Order, type OrderStats, type OrderStatus } from './order-types';

/** spec §9: orders are listed 10 to a page. */
export const ORDERS_PAGE_SIZE = 10;

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
  const stats = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as OrderStats;
  const payload = asDict(body) && 'data' in asDict(body)! ? asDict(body)!.data : body;
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
    for (const [status, value] of Object.entries(asDict(payload) ?? {})) put(status, value);
  }
  return stats;
}

export const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOrdersByStatus: build.infiniteQuery<Page<Order>, OrderStatus, LoadMoreParam>({
      infiniteQueryOptions: loadMoreQueryOptions,
      query: ({ queryArg: status, pageParam }) => ({
        url: 'orders',
        params: { status, ...pageParamToQuery(pageParam), limit: ORDERS_PAGE_SIZE },
      }),
      transformResponse: (body: unknown) => normalizePage<Order>(body, { limit: ORDERS_PAGE_SIZE }),
      providesTags: (_result, _error, status) => [{ type: 'Order', id: `LIST-${status}` }, 'Order'],
    }),
    getOrderStats: build.query<OrderStats, void>({
      query: () => 'orders/stats',
      transformResponse: toOrderStats,
      providesTags: ['OrderStats'],
    }),
    getOrderById: build.query<Order, number>({
      query: (id) => `orders/${id}`,
      transformResponse: (body: unknown) => unwrapData<Order>(body),
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
    updateOrderStatus: build.mutation<Order, { id: number; status: OrderStatus }>({
      // spec §7 leaves the method open; our API takes PATCH (and PUT).
      query: ({ id, status }) => ({ url: `orders/${id}/status`, method: 'PATCH', body: { status } }),
      transformResponse: (body: unknown) => unwrapData<Order>(body),
      // spec §4: after a move the lists and the counts are fetched again. So after a 409 or 404
      // (someone else moved or removed it): the row on screen is stale either way.
      invalidatesTags: (result, error) => {
        const status = (error as { status?: unknown } | undefined)?.status;
        return result || status === 409 || status === 404 ? ['Order', 'OrderStats'] : [];
      },
    }),
  }),
});

export const {
  useGetOrdersByStatusInfiniteQuery,
  useGetOrderStatsQuery,
  useGetOrderByIdQuery,
  useUpdateOrderStatusMutation,
} = ordersApi;
