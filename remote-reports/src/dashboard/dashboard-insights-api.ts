import { baseApi, type DashboardInsights, idTag, listTag, unwrapData } from '@dukkan/shared';

/** GET dashboard/insights (decisions/reports-and-bulk.md): Kuwait days and hours, weeks from Saturday (the API's answer). */
export type { DashboardInsights };

/** A KWD total (exact to the fils: the API sums as numeric) against the period just before. */
export type RevenueFigure = DashboardInsights['revenue']['today'];
export type RankedShop = DashboardInsights['topShops'][number];
export type RankedProduct = DashboardInsights['topProducts'][number];

export const dashboardInsightsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getDashboardInsights: build.query<DashboardInsights, { from: string; to: string }>({
      query: ({ from, to }) => ({ url: 'dashboard/insights', params: { from, to } }),
      transformResponse: (body: unknown) => unwrapData<DashboardInsights>(body),
      // Orders and products move the figures: an order placed or moved (the stream, a status change)
      // invalidates the orders' LIST tag, a product created or deleted the products' one, a product
      // edited its own (the low-stock and top products shown); and whatever moves the dashboard's counts.
      providesTags: (result) => [
        listTag('Order'),
        listTag('Product'),
        ...[...(result?.lowStock.items ?? []), ...(result?.topProducts ?? [])].map((product) => idTag('Product', product.id)),
        'Dashboard',
      ],
    }),
  }),
});

export const { useGetDashboardInsightsQuery } = dashboardInsightsApi;
