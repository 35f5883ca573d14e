import { baseApi, listTag, unwrapData } from '@dukkan/shared';
import type { DeliveryTimes } from '../common/dispatch-types';

/** One group's medians (a shop, an area or a driver): `key` names it. */
export type DeliveryTimesRow = DeliveryTimes['byShop'][number];

export const deliveryTimesApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // decisions/dispatch.md: the API's default period, the last 7 Kuwait days. A delivered order moves the medians: the
    // stream's step invalidates the orders' LIST tag.
    getDeliveryTimes: build.query<DeliveryTimes, void>({
      query: () => 'dispatch/times',
      transformResponse: (body: unknown) => unwrapData<DeliveryTimes>(body),
      providesTags: [listTag('Order')],
    }),
  }),
});

export const { useGetDeliveryTimesQuery } = deliveryTimesApi;
