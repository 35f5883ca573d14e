import {
  baseApi,
  idTag,
  listTag,
  listTags,
  loadMoreQueryOptions,
  normalizePage,
  pageParamToQuery,
  refreshOrdersUnlessLive,
  unwrapData,
  type AppDispatch,
  type LoadMoreParam,
  type Page,
  type RootState,
} from '@dukkan/shared';
import { deliverRequestBody } from '../common/deliver-request';
import { DISPATCH_ORDER_STATES, type AssignDeliveryBody, type DeliverBody, type DispatchBoard, type DispatchOrder, type DispatchOrderState, type FailDeliveryBody } from '../common/dispatch-types';

/** GET dispatch/orders answers 50 a page by default; the board asks for as many. */
export const DISPATCH_PAGE_SIZE = 50;

/** One of the board's lists: a state's orders, in one area or all. */
export interface DispatchOrdersArg {
  state: DispatchOrderState;
  areaId?: number;
}

/** A delivery of an order, as the row actions name it. */
export interface DeliveryRef {
  deliveryId: number;
  orderId: number;
}

/** What the cache writers below are handed: an endpoint's lifecycle. */
interface ChangeLifecycle {
  dispatch: AppDispatch;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: DispatchOrder }>;
}

/** A 409 (someone assigned, withdrew or moved it first) or a 404 (it is gone): what this tab shows is stale. */
const refusedAsStale = (error: unknown) => {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 409 || status === 404;
};

/**
 * What a stale board reads again: every list of orders (the board's lists and counts provide the orders' LIST tag)
 * and the drivers with their loads (the users' LIST tag: drivers are users).
 */
const STALE_BOARD = [listTag('Order'), listTag('User')];
const staleOnRefusal = (_result: unknown, error: unknown) => (refusedAsStale(error) ? STALE_BOARD : []);

/** Still on the board: accepted or in transit (a delivered or returned order's answer names the order after it left). */
const onBoard = (order: Pick<DispatchOrder, 'orderStatus' | 'state'>) =>
  (order.orderStatus === 'ACCEPTED' || order.orderStatus === 'INTRANSIT') && (DISPATCH_ORDER_STATES as readonly string[]).includes(order.state);

/**
 * decisions/dispatch.md: an order whose delivery changed, written into every board list held in this tab at once — its row
 * replaced in its state's lists, taken out of the others (a delivered or returned order leaves the board) — so the
 * acting tab shows its own answer without asking. The counts and loads are asked again once, by the stream's echo
 * (`delivery` and `status` events) in every tab, this one included; without a live stream, here.
 */
function writeChangedOrder(api: ChangeLifecycle, order: DispatchOrder) {
  for (const arg of dispatchBoardApi.util.selectCachedArgsForQuery(api.getState() as RootState, 'getDispatchOrders')) {
    api.dispatch(
      dispatchBoardApi.util.updateQueryData('getDispatchOrders', arg, (draft) => {
        for (const page of draft.pages) {
          const at = page.items.findIndex((row) => row.orderId === order.orderId);
          if (at < 0) continue;
          if (onBoard(order) && arg.state === order.state) page.items[at] = order;
          else {
            page.items.splice(at, 1);
            page.total -= 1;
          }
        }
      }),
    );
  }
}

const afterDeliveryChanged = (api: ChangeLifecycle) =>
  refreshOrdersUnlessLive(api, (order) => {
    writeChangedOrder(api, order);
    return [order.orderId];
  });

export const dispatchBoardApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // The counts per state and area and the drivers on shift with their loads: order steps and deliveries move them.
    getDispatchBoard: build.query<DispatchBoard, void>({
      query: () => 'dispatch/board',
      transformResponse: (body: unknown) => unwrapData<DispatchBoard>(body),
      providesTags: (result) => [listTag('Order'), ...listTags('User', result?.drivers)],
    }),
    // One state's orders, waiting longest first; the suggested driver depends on the drivers (shift, areas, load).
    getDispatchOrders: build.infiniteQuery<Page<DispatchOrder>, DispatchOrdersArg, LoadMoreParam>({
      infiniteQueryOptions: loadMoreQueryOptions,
      query: ({ queryArg: { state, areaId }, pageParam }) => ({
        url: 'dispatch/orders',
        params: { state, ...(areaId ? { areaId } : {}), ...pageParamToQuery(pageParam), limit: DISPATCH_PAGE_SIZE },
      }),
      transformResponse: (body: unknown) => normalizePage<DispatchOrder>(body, { limit: DISPATCH_PAGE_SIZE }),
      providesTags: (result) => [
        listTag('Order'),
        listTag('User'),
        ...(result?.pages ?? []).flatMap((page) => page.items.map((order) => idTag('Order', order.orderId))),
      ],
    }),
    // Exactly one of driverId / courier; `replaces` the live delivery this tab saw (409 DELIVERY_CHANGED if another).
    assignDelivery: build.mutation<DispatchOrder, { orderId: number; body: AssignDeliveryBody }>({
      query: ({ orderId, body }) => ({ url: `orders/${orderId}/delivery`, method: 'POST', body }),
      transformResponse: (body: unknown) => unwrapData<DispatchOrder>(body),
      onQueryStarted: (_arg, api) => afterDeliveryChanged(api),
      invalidatesTags: staleOnRefusal,
    }),
    withdrawDelivery: build.mutation<DispatchOrder, DeliveryRef>({
      query: ({ deliveryId }) => ({ url: `deliveries/${deliveryId}/withdraw`, method: 'POST' }),
      transformResponse: (body: unknown) => unwrapData<DispatchOrder>(body),
      onQueryStarted: (_arg, api) => afterDeliveryChanged(api),
      invalidatesTags: staleOnRefusal,
    }),
    // A failed delivery's order back to the shop: the order is cancelled (its stock back, the ledger's rule).
    returnDelivery: build.mutation<DispatchOrder, DeliveryRef>({
      query: ({ deliveryId }) => ({ url: `deliveries/${deliveryId}/return`, method: 'POST' }),
      transformResponse: (body: unknown) => unwrapData<DispatchOrder>(body),
      onQueryStarted: (_arg, api) => afterDeliveryChanged(api),
      invalidatesTags: staleOnRefusal,
    }),
    // A courier's delivery is marked by staff (ours are the driver's own): picked up, delivered (no code; the courier's
    // word, or a photo they sent, as multipart), failed.
    pickUpCourierDelivery: build.mutation<DispatchOrder, DeliveryRef>({
      query: ({ deliveryId }) => ({ url: `deliveries/${deliveryId}/pickup`, method: 'POST' }),
      transformResponse: (body: unknown) => unwrapData<DispatchOrder>(body),
      onQueryStarted: (_arg, api) => afterDeliveryChanged(api),
      invalidatesTags: staleOnRefusal,
    }),
    deliverCourierDelivery: build.mutation<DispatchOrder, DeliveryRef & { body: DeliverBody; photo?: File | null }>({
      query: ({ deliveryId, body, photo }) => ({ url: `deliveries/${deliveryId}/deliver`, method: 'POST', body: deliverRequestBody(body, photo) }),
      transformResponse: (body: unknown) => unwrapData<DispatchOrder>(body),
      onQueryStarted: (_arg, api) => afterDeliveryChanged(api),
      invalidatesTags: staleOnRefusal,
    }),
    failCourierDelivery: build.mutation<DispatchOrder, DeliveryRef & { body: FailDeliveryBody }>({
      query: ({ deliveryId, body }) => ({ url: `deliveries/${deliveryId}/fail`, method: 'POST', body }),
      transformResponse: (body: unknown) => unwrapData<DispatchOrder>(body),
      onQueryStarted: (_arg, api) => afterDeliveryChanged(api),
      invalidatesTags: staleOnRefusal,
    }),
  }),
});

export const {
  useGetDispatchBoardQuery,
  useGetDispatchOrdersInfiniteQuery,
  useAssignDeliveryMutation,
  useWithdrawDeliveryMutation,
  useReturnDeliveryMutation,
  usePickUpCourierDeliveryMutation,
  useDeliverCourierDeliveryMutation,
  useFailCourierDeliveryMutation,
} = dispatchBoardApi;
