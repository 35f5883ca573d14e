import { baseApi, idTag, listTag, unwrapData } from '@dukkan/shared';

/** A KWD total (exact to the fils: the API sums as numeric) against the period just before. */
export interface RevenueFigure {
  amount: number;
  previous: number;
  /** Percent, one decimal; null when the period before sold nothing. */
  changePercent: number | null;
}

export interface RankedShop {
  id: number;
  name: string;
  name_ar: string;
  amount: number;
  orders: number;
}

export interface RankedProduct {
  id: number;
  name: string;
  name_ar: string;
  amount: number;
  quantity: number;
}

export type OrderStatus = 'NEW' | 'ACCEPTED' | 'INTRANSIT' | 'DELIVERED' | 'CANCELLED' | 'REJECTED';

/** GET dashboard/insights (decisions/reports-and-bulk.md): Kuwait days and hours, weeks from Saturday. */
export interface DashboardInsights {
  from: string;
  to: string;
  revenue: { today: RevenueFigure; week: RevenueFigure; days7: RevenueFigure; days30: RevenueFigure };
  period: { revenue: number; sales: number; byStatus: Record<OrderStatus, number>; acceptSeconds: number | null; deliverSeconds: number | null };
  hourly: { day: string; weekBefore: string; orders: number[]; ordersWeekBefore: number[] };
  topProducts: RankedProduct[];
  topShops: RankedShop[];
  lowStock: { atMost: number; total: number; items: { id: number; name: string; name_ar: string; stock: number }[] };
}

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
