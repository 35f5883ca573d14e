import { baseApi, idTag, unwrapData, type ShopSlots, type ShopSlotsBody } from '@dukkan/shared';

export type { ShopSlots, ShopSlotsBody, SlotTemplate, SlotTimetable } from '@dukkan/shared';

/**
 * decisions/delivery-slots.md: a shop's delivery slot settings and weekly timetables, read and saved as a whole. They
 * are part of their shop, so they go by its tag; nothing else shows them, so a save puts its answer in the cache
 * instead of asking the shop, its coverage and the list again.
 */
export const slotsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getShopSlots: build.query<ShopSlots, number>({
      query: (shopId) => `shop/${shopId}/slots`,
      transformResponse: (body: unknown) => unwrapData<ShopSlots>(body),
      providesTags: (_result, _error, shopId) => [idTag('Shop', shopId)],
    }),
    saveShopSlots: build.mutation<ShopSlots, { shopId: number; slots: ShopSlotsBody }>({
      query: ({ shopId, slots }) => ({ url: `shop/${shopId}/slots`, method: 'PUT', body: slots }),
      transformResponse: (body: unknown) => unwrapData<ShopSlots>(body),
      onQueryStarted: async ({ shopId }, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(slotsApi.util.upsertQueryData('getShopSlots', shopId, data));
        } catch {
          // A refused save changed nothing: the editor says why.
        }
      },
    }),
  }),
});

export const { useGetShopSlotsQuery, useSaveShopSlotsMutation } = slotsApi;
