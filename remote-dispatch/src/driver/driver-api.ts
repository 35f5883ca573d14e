import { baseApi, listTag, unwrapData, type AppDispatch } from '@dukkan/shared';
import { deliverRequestBody } from '../common/deliver-request';
import type { DeliverBody, DriverHome, FailDeliveryBody } from '../common/dispatch-types';

/**
 * decisions/dispatch.md: drivers hold no orders.read, so they never open the order stream: their screen asks again every
 * 15 s and when it comes back to the front.
 */
export const DRIVER_HOME_POLL_MS = 15_000;

interface HomeLifecycle {
  dispatch: AppDispatch;
  queryFulfilled: Promise<{ data: DriverHome }>;
}

/** Every driver action answers the whole screen (GET driver/me's answer): written in place, nothing asked again. */
async function writeHome({ dispatch, queryFulfilled }: HomeLifecycle) {
  try {
    const { data } = await queryFulfilled;
    dispatch(driverApi.util.updateQueryData('getDriverHome', undefined, () => data));
  } catch {
    // refused: the mutation's tags say what is stale
  }
}

/** A 409 (the desk withdrew or moved the delivery) or a 404 (it is not this driver's any more): the screen is stale. */
const staleOnRefusal = (_result: unknown, error: unknown) => {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 409 || status === 404 ? [listTag('Order')] : [];
};

export const driverApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getDriverHome: build.query<DriverHome, void>({
      query: () => 'driver/me',
      transformResponse: (body: unknown) => unwrapData<DriverHome>(body),
      providesTags: [listTag('Order')],
    }),
    startMyShift: build.mutation<DriverHome, void>({
      query: () => ({ url: 'driver/shift', method: 'POST' }),
      transformResponse: (body: unknown) => unwrapData<DriverHome>(body),
      onQueryStarted: (_arg, api) => writeHome(api),
      invalidatesTags: staleOnRefusal,
    }),
    pickUpMyDelivery: build.mutation<DriverHome, number>({
      query: (deliveryId) => ({ url: `driver/deliveries/${deliveryId}/pickup`, method: 'POST' }),
      transformResponse: (body: unknown) => unwrapData<DriverHome>(body),
      onQueryStarted: (_arg, api) => writeHome(api),
      invalidatesTags: staleOnRefusal,
    }),
    // The customer's code proves it (400 at the code when wrong; 429 after too many wrong ones), or a photo instead.
    deliverMyDelivery: build.mutation<DriverHome, { deliveryId: number; body: DeliverBody; photo?: File | null }>({
      query: ({ deliveryId, body, photo }) => ({ url: `driver/deliveries/${deliveryId}/deliver`, method: 'POST', body: deliverRequestBody(body, photo) }),
      transformResponse: (body: unknown) => unwrapData<DriverHome>(body),
      onQueryStarted: (_arg, api) => writeHome(api),
      invalidatesTags: staleOnRefusal,
    }),
    failMyDelivery: build.mutation<DriverHome, { deliveryId: number; body: FailDeliveryBody }>({
      query: ({ deliveryId, body }) => ({ url: `driver/deliveries/${deliveryId}/fail`, method: 'POST', body }),
      transformResponse: (body: unknown) => unwrapData<DriverHome>(body),
      onQueryStarted: (_arg, api) => writeHome(api),
      invalidatesTags: staleOnRefusal,
    }),
  }),
});

export const { useGetDriverHomeQuery, useStartMyShiftMutation, usePickUpMyDeliveryMutation, useDeliverMyDeliveryMutation, useFailMyDeliveryMutation } = driverApi;
