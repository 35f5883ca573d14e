import { baseApi, listTag, type SalesReport, unwrapData } from '@dukkan/shared';

/** GET reports/sales: every day of the range (zeros included), each shop that sold, the totals (the API's answer). */
export type { SalesReport };

/** Orders, units and their KWD total (exact to the fils: the API sums them as numeric). */
export type SalesFigures = SalesReport['totals'];
/** A shop's figures; `shopId` null: orders without a shop (imported, or the shop was deleted). */
export type ShopSales = SalesReport['byShop'][number];

/** A range of Kuwait days, both included, as YYYY-MM-DD. */
export interface SalesRange {
  from: string;
  to: string;
}

export const salesReportApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getSalesReport: build.query<SalesReport, SalesRange>({
      query: ({ from, to }) => ({ url: 'reports/sales', params: { from, to } }),
      transformResponse: (body: unknown) => unwrapData<SalesReport>(body),
      // New orders and status changes move the figures: the order stream and every order write
      // invalidate the orders' LIST tag (a bare 'Order' is refreshed by nothing).
      providesTags: [listTag('Order')],
    }),
  }),
});

export const { useGetSalesReportQuery } = salesReportApi;
