import { baseApi, listTag, unwrapData } from '@dukkan/shared';

/** Orders, units and their KWD total (exact to the fils: the API sums them as numeric). */
export interface SalesFigures {
  orders: number;
  items: number;
  amount: number;
}

export interface ShopSales extends SalesFigures {
  /** null: orders without a shop (imported, or the shop was deleted). */
  shopId: number | null;
  name: string | null;
  name_ar: string | null;
}

/** GET reports/sales: every day of the range (zeros included), each shop that sold, the totals. */
export interface SalesReport {
  from: string;
  to: string;
  totals: SalesFigures;
  byDay: (SalesFigures & { day: string })[];
  byShop: ShopSales[];
}

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
