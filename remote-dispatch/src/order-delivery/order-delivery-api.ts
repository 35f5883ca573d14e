import { baseApi, idTag, unwrapData } from '@dukkan/shared';
import type { OrderDeliveries } from '../common/dispatch-types';

export const orderDeliveryApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // The order and every delivery attempt, newest first (404: no such order, or another shop's). It provides the
    // order's id tag: the order stream asks it again on the order's `delivery` and status events, and the board's
    // own actions on it do when no stream is live.
    getOrderDeliveries: build.query<OrderDeliveries, number>({
      query: (orderId) => `orders/${orderId}/delivery`,
      transformResponse: (body: unknown) => unwrapData<OrderDeliveries>(body),
      providesTags: (_result, _error, orderId) => [idTag('Order', orderId)],
    }),
  }),
});

export const { useGetOrderDeliveriesQuery } = orderDeliveryApi;
