import { baseApi, idTag, listTag, unwrapData, type CoverageBody, type ShopCoverage } from '@dukkan/shared';

export type { CoverageBody, CoverageSummary, CoverageZone, CoverageZoneBody, ShopCoverage } from '@dukkan/shared';

/**
 * decisions/delivery-coverage.md: a shop's zones, read and saved as a whole. The coverage is part of its shop, so it
 * goes by the shop's tag: a shop saved (free delivery switched) asks it again, and a coverage saved refreshes the
 * shop and the shops list, whose rows summarise it.
 */
export const coverageApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getShopCoverage: build.query<ShopCoverage, number>({
      query: (shopId) => `shop/${shopId}/coverage`,
      transformResponse: (body: unknown) => unwrapData<ShopCoverage>(body),
      providesTags: (_result, _error, shopId) => [idTag('Shop', shopId)],
    }),
    saveShopCoverage: build.mutation<ShopCoverage, { shopId: number; coverage: CoverageBody }>({
      query: ({ shopId, coverage }) => ({ url: `shop/${shopId}/coverage`, method: 'PUT', body: coverage }),
      transformResponse: (body: unknown) => unwrapData<ShopCoverage>(body),
      invalidatesTags: (_result, error, { shopId }) => (error ? [] : [idTag('Shop', shopId), listTag('Shop')]),
    }),
  }),
});

export const { useGetShopCoverageQuery, useSaveShopCoverageMutation } = coverageApi;
