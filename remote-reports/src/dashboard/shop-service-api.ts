import { baseApi, idTag, listTag, loadMoreQueryOptions, type LoadMoreParam, normalizePage, type Page, pageParamToQuery, type ShopServiceRow } from '@dukkan/shared';

/**
 * decisions/dashboard-money.md: GET dashboard/shop-service, each shop's service over a period (owners: service.read); a
 * row keyed by its shop's id, so a shop whose figures moved it between two pages shows once (useLoadMore keeps the first).
 */
export type ServiceRow = ShopServiceRow & { id: number };

/** The periods the API reads, in the order the switch shows them. */
export const SERVICE_PERIODS = ['today', 'week', '7d', '30d'] as const;
export type ServicePeriod = (typeof SERVICE_PERIODS)[number];

/** The API's page of shops. */
export const SHOP_SERVICE_PAGE_SIZE = 50;

export interface ShopServiceFilter {
  period: ServicePeriod;
  q?: string;
}

export const shopServiceApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // The worst first, paged by number (the order is the figures', so no keyset cursor): Load More asks for the next page.
    getShopService: build.infiniteQuery<Page<ServiceRow>, ShopServiceFilter, LoadMoreParam>({
      infiniteQueryOptions: loadMoreQueryOptions,
      query: ({ queryArg, pageParam }) => ({ url: 'dashboard/shop-service', params: { ...queryArg, ...pageParamToQuery(pageParam), limit: SHOP_SERVICE_PAGE_SIZE } }),
      transformResponse: (body: unknown) => {
        const page = normalizePage<ShopServiceRow>(body, { limit: SHOP_SERVICE_PAGE_SIZE });
        return { ...page, items: page.items.map((row) => ({ ...row, id: row.shop.id })) };
      },
      // An order placed or moved changes the figures; a shop renamed, its row; and whatever moves the dashboard's counts.
      providesTags: (result) => [
        listTag('Order'),
        listTag('Shop'),
        ...(result?.pages.flatMap((page) => page.items) ?? []).map((row) => idTag('Shop', row.id)),
        'Dashboard',
      ],
    }),
  }),
});

export const { useGetShopServiceInfiniteQuery } = shopServiceApi;
