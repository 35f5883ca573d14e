import {
  baseApi,
  idTag,
  listTag,
  listTags,
  loadMoreQueryOptions,
  normalizeList,
  normalizePage,
  ORDER_STATUSES,
  orderClaimHeard,
  orderNotesTag,
  pageParamToQuery,
  refreshOrdersUnlessLive,
  selectCurrentUser,
  unwrapData,
  type AppDispatch,
  type AssignBody,
  type LoadMoreParam,
  type OrderClaimEvent,
  type OrderLedger,
  type OrderNote,
  type OrderNoteBody,
  type OrderStatusBody,
  type Page,
  type Refund,
  type RefundBody,
  type RootState,
} from '@dukkan/shared';
import type { BulkOutcome } from '@dukkan/shared/kit';
import { addListener, type UnsubscribeListener } from '@reduxjs/toolkit';
import { claimHolder } from './order-claim';
import type { OrderFilterValues } from './order-filters';
import { ALL_ORDERS_TAB, SCHEDULED_ORDERS_TAB, type CustomerHistory, type Order, type OrderEvent, type OrderStats, type OrderStatus, type OrderTab } from './order-types';

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

/** What the tab counts count: each status, and (decisions/delivery-slots.md) the scheduled orders, which NEW leaves out. */
const COUNTED: readonly (keyof Omit<OrderStats, 'capped'>)[] = [...ORDER_STATUSES, SCHEDULED_ORDERS_TAB];

/**
 * spec §7 orders/stats: counts per status "as an object or an array of status and count", inside
 * our `{ success, data }` envelope or bare. Statuses the answer leaves out count 0.
 */
export function toOrderStats(body: unknown): OrderStats {
  const stats = Object.fromEntries(COUNTED.map((status) => [status, 0])) as unknown as OrderStats;
  const envelope = asDict(body);
  const payload = envelope && 'data' in envelope ? envelope.data : body;
  const put = (status: unknown, value: unknown) => {
    const key = String(status ?? '').toUpperCase().replace(/[\s_-]/g, '');
    if ((COUNTED as readonly string[]).includes(key)) stats[key as (typeof COUNTED)[number]] += count(value);
  };
  if (Array.isArray(payload)) {
    for (const entry of payload) {
      const row = asDict(entry);
      if (row) put(row.status ?? row._id, row.count ?? row.total);
    }
  } else {
    const counts = asDict(payload) ?? {};
    for (const [status, value] of Object.entries(counts)) put(status, value);
    if (Array.isArray(counts.capped)) stats.capped = COUNTED.filter((status) => (counts.capped as unknown[]).includes(status)) as OrderStats['capped'];
  }
  return stats;
}

/** What the cache writers below are handed: an endpoint's lifecycle, or a listener's API. */
export interface CacheWriter {
  dispatch: AppDispatch;
  getState: () => unknown;
}

/** What an order mutation's `onQueryStarted` is handed (the parts the cache writers use). */
interface MoveLifecycle<Result> extends CacheWriter {
  queryFulfilled: Promise<{ data: Result }>;
}

type OrdersListArg = { status: OrderTab; filters?: Partial<OrderFilterValues> };

/**
 * How GET orders (and its export) asks for a tab's orders: a status; Scheduled, `scheduled=true` (decisions/delivery-slots.md:
 * the NEW orders whose preparation time is ahead, by that time); All, nothing (every order).
 */
export function ordersTabQuery(tab: OrderTab): Record<string, string> {
  if (tab === ALL_ORDERS_TAB) return {};
  return tab === SCHEDULED_ORDERS_TAB ? { scheduled: 'true' } : { status: tab };
}

/** Edits every order list held in this tab (each tab, each search and filter set), page by page. */
export function editCachedOrderLists(api: CacheWriter, edit: (arg: OrdersListArg, page: Page<Order>) => void) {
  for (const arg of ordersApi.util.selectCachedArgsForQuery(api.getState() as RootState, 'getOrdersByStatus')) {
    api.dispatch(
      ordersApi.util.updateQueryData('getOrdersByStatus', arg, (draft) => {
        for (const page of draft.pages) edit(arg, page);
      }),
    );
  }
}

/** Takes the orders `ids` out of a page of a list, its total with them. */
function dropOrders(page: Page<Order>, ids: ReadonlySet<number>) {
  const kept = page.items.filter((order) => !ids.has(order.id));
  page.total -= page.items.length - kept.length;
  page.items = kept;
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
    editCachedOrderLists(api, (arg, page) => {
      // All keeps its rows, each with its new status; a status's list loses them.
      if (arg.status === ALL_ORDERS_TAB) {
        for (const order of page.items) if (ids.has(order.id)) order.status = to;
      } else if (arg.status !== to) dropOrders(page, ids);
    });
    return [...ids];
  });
}

/**
 * The order as its move answered it, written into the cached order (the order page shows its new status and moves at
 * once); the stream's echo, or the mutation without one, asks for it again after.
 */
async function writeMovedOrder(api: MoveLifecycle<Order>, id: number) {
  try {
    const { data } = await api.queryFulfilled;
    api.dispatch(
      ordersApi.util.updateQueryData('getOrderById', id, (draft) => {
        Object.assign(draft, data);
      }),
    );
  } catch {
    // refused: the mutation's tags say what is stale
  }
}

/** Who holds an order now (decisions/order-workspace.md), as its answer says; null: nobody. */
export type OrderClaimNow = NonNullable<Order['claim']> | null;

/** The claim a step of the stream leaves: its holder after a claim or an assignment, nobody after a release or expiry. */
export function claimAfter(event: OrderClaimEvent): OrderClaimNow {
  if ((event.action === 'claim' || event.action === 'assign') && event.holder?.id != null) {
    // The stream does not say when an idle claim runs out: the order's next answer does.
    return { holder: { id: event.holder.id, name: event.holder.name }, since: event.at, expiresAt: null };
  }
  return null;
}

/**
 * decisions/order-workspace.md: writes who holds order `orderId` into every cached list row and the cached order,
 * with no request (an answer of this tab's claim, release or assignment, or the stream's `claim` in every tab).
 * A list of "Mine" or "Unclaimed" loses an order that no longer belongs there; one that now does comes with the
 * list's next load.
 */
export function writeOrderClaim(api: CacheWriter, orderId: number, claim: OrderClaimNow) {
  const mine = claimHolder({ claim }, selectCurrentUser(api.getState() as RootState)?.id)?.mine ?? false;
  editCachedOrderLists(api, ({ filters }, page) => {
    if ((filters?.claim === 'mine' && !mine) || (filters?.claim === 'unclaimed' && claim !== null)) {
      dropOrders(page, new Set([orderId]));
      return;
    }
    for (const order of page.items) if (order.id === orderId) order.claim = claim;
  });
  api.dispatch(
    ordersApi.util.updateQueryData('getOrderById', orderId, (draft) => {
      draft.claim = claim;
    }),
  );
}

/** The answer of a claim, release or assignment, written where the order is held. */
async function afterClaimChanged(api: MoveLifecycle<Order>) {
  try {
    const { data } = await api.queryFulfilled;
    writeOrderClaim(api, data.id, data.claim ?? null);
  } catch {
    // refused: the mutation's tags say what is stale
  }
}

/** A 409 (someone else moved or holds it, or it ended) or a 404 (it is gone): what this tab shows of the order is stale. */
const refusedAsStale = (error: unknown) => {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 409 || status === 404;
};
const staleOnRefusal = (error: unknown, id: number) => (refusedAsStale(error) ? [idTag('Order', id)] : []);

/**
 * The stream's `claim` events (shared's orderClaimHeard), written by `writeOrderClaim` for as long as the
 * returned function is not called: mounted by the screens that show orders (`useLiveOrderClaims`).
 */
export function listenToOrderClaims(dispatch: AppDispatch): UnsubscribeListener {
  return dispatch(
    addListener({
      actionCreator: orderClaimHeard,
      effect: ({ payload }, api) => writeOrderClaim(api as CacheWriter, payload.orderId, claimAfter(payload)),
    }),
  ) as unknown as UnsubscribeListener;
}

export const ordersApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // decisions/search.md: the tab's orders under the search and filters; each filter set is its own cache
    // entry, so an answer that arrives late never shows under newer filters.
    getOrdersByStatus: build.infiniteQuery<Page<Order>, OrdersListArg, LoadMoreParam>({
      infiniteQueryOptions: loadMoreQueryOptions,
      query: ({ queryArg: { status, filters }, pageParam }) => ({
        url: 'orders',
        params: { ...ordersTabQuery(status), ...filters, ...pageParamToQuery(pageParam), limit: ORDERS_PAGE_SIZE },
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
      onQueryStarted: async ({ id, status }, api) => {
        await Promise.all([afterOrdersMoved(api, (order) => [order.id], status), writeMovedOrder(api, id)]);
      },
      // A 409 or 404 (someone else moved or removed it): the row on screen is stale, and no step of ours follows.
      invalidatesTags: (_result, error, { id }) => (refusedAsStale(error) ? [idTag('Order', id), listTag('Order'), 'OrderStats'] : []),
    }),
    // decisions/order-workspace.md: take an open order, give it up (one's own or, asked first, another's), or give it to a colleague.
    // Each answers the order: its claim is written where the order is held, with no request.
    claimOrder: build.mutation<Order, number>({
      query: (id) => ({ url: `orders/${id}/claim`, method: 'POST' }),
      transformResponse: (body: unknown) => unwrapData<Order>(body),
      onQueryStarted: (_id, api) => afterClaimChanged(api),
      invalidatesTags: (_result, error, id) => staleOnRefusal(error, id),
    }),
    releaseOrderClaim: build.mutation<Order, number>({
      query: (id) => ({ url: `orders/${id}/claim`, method: 'DELETE' }),
      transformResponse: (body: unknown) => unwrapData<Order>(body),
      onQueryStarted: (_id, api) => afterClaimChanged(api),
      invalidatesTags: (_result, error, id) => staleOnRefusal(error, id),
    }),
    assignOrder: build.mutation<Order, { id: number } & AssignBody>({
      query: ({ id, userId }) => ({ url: `orders/${id}/assign`, method: 'POST', body: { userId } }),
      transformResponse: (body: unknown) => unwrapData<Order>(body),
      onQueryStarted: (_arg, api) => afterClaimChanged(api),
      invalidatesTags: (_result, error, { id }) => staleOnRefusal(error, id),
    }),
    // issue 34: the customer's other orders and how they ended, beside their name on the order page. Other orders'
    // moves are not heard here: read on each visit, kept a minute.
    getOrderCustomerHistory: build.query<CustomerHistory, number>({
      query: (id) => `orders/${id}/customer-history`,
      transformResponse: (body: unknown) => unwrapData<CustomerHistory>(body),
    }),
    // decisions/order-workspace.md: the order's internal notes, oldest first; a note heard on the stream makes them stale.
    getOrderNotes: build.query<OrderNote[], number>({
      query: (id) => `orders/${id}/notes`,
      transformResponse: (body: unknown) => normalizeList<OrderNote>(body),
      providesTags: (_result, _error, id) => [orderNotesTag(id)],
    }),
    // The note written here shows at once, from the answer.
    addOrderNote: build.mutation<OrderNote, { orderId: number } & OrderNoteBody>({
      query: ({ orderId, body }) => ({ url: `orders/${orderId}/notes`, method: 'POST', body: { body } }),
      transformResponse: (body: unknown) => unwrapData<OrderNote>(body),
      onQueryStarted: async ({ orderId }, { dispatch, queryFulfilled }) => {
        try {
          const { data: note } = await queryFulfilled;
          dispatch(
            ordersApi.util.updateQueryData('getOrderNotes', orderId, (draft) => {
              if (!draft.some((held) => held.id === note.id)) draft.push(note);
            }),
          );
        } catch {
          // refused: the form shows why
        }
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

/** decisions/money-ledger.md: the tag of one order's money (GET orders/{id}/ledger), by the order's id. */
const ORDER_LEDGER = 'OrderLedger';
export const orderLedgerTag = (orderId: number) => ({ type: ORDER_LEDGER, id: orderId }) as const;

/** A refund's settling: which refund, and its order (whose ledger it changes). */
type RefundRef = { id: number; orderId: number };

// An order's money: its own tag type, added here as only this remote reads it.
export const orderMoneyApi = baseApi.enhanceEndpoints({ addTagTypes: [ORDER_LEDGER] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // Entries and refunds oldest first, with the sums. A move of the order invalidates its id tag once (this tab's
    // answer, the stream's echo, or a 409), and moves write to the ledger (cash collected, a refund on a cancel).
    getOrderLedger: build.query<OrderLedger, number>({
      query: (id) => `orders/${id}/ledger`,
      transformResponse: (body: unknown) => unwrapData<OrderLedger>(body),
      providesTags: (_result, _error, id) => [orderLedgerTag(id), idTag('Order', id)],
    }),
    // The key names the refund meant: a retry of it sends the same key, and the API answers the first refund.
    createRefund: build.mutation<Refund, { orderId: number; idempotencyKey: string; body: RefundBody }>({
      query: ({ orderId, idempotencyKey, body }) => ({ url: `orders/${orderId}/refunds`, method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } }),
      transformResponse: (body: unknown) => unwrapData<Refund>(body),
      // Made, or refused by what the server knows and this tab does not (the order moved, refunds made elsewhere).
      invalidatesTags: (result, error, { orderId }) => (result || refusedAsStale(error) ? [orderLedgerTag(orderId)] : []),
    }),
    completeRefund: build.mutation<Refund, RefundRef & { gatewayReference: string }>({
      query: ({ id, gatewayReference }) => ({ url: `refunds/${id}/complete`, method: 'POST', body: { gatewayReference } }),
      transformResponse: (body: unknown) => unwrapData<Refund>(body),
      invalidatesTags: (result, error, { orderId }) => (result || refusedAsStale(error) ? [orderLedgerTag(orderId)] : []),
    }),
    failRefund: build.mutation<Refund, RefundRef & { note?: string }>({
      query: ({ id, note }) => ({ url: `refunds/${id}/fail`, method: 'POST', body: note ? { note } : {} }),
      transformResponse: (body: unknown) => unwrapData<Refund>(body),
      invalidatesTags: (result, error, { orderId }) => (result || refusedAsStale(error) ? [orderLedgerTag(orderId)] : []),
    }),
  }),
});

export const { useGetOrderLedgerQuery, useCreateRefundMutation, useCompleteRefundMutation, useFailRefundMutation } = orderMoneyApi;

export const {
  useGetOrdersByStatusInfiniteQuery,
  useGetOrderStatsQuery,
  useGetOrderByIdQuery,
  useGetOrderEventsQuery,
  useUpdateOrderStatusMutation,
  useBulkOrdersMutation,
  useClaimOrderMutation,
  useReleaseOrderClaimMutation,
  useAssignOrderMutation,
  useGetOrderNotesQuery,
  useAddOrderNoteMutation,
  useGetOrderCustomerHistoryQuery,
} = ordersApi;
