import { baseApi } from '@dukkan/shared';

/** spec §3: Dashboard stats. */
export interface DashboardStats {
  totalShops: number;
  totalCategories: number;
  totalProducts: number;
  totalOrders: number;
  totalLocations: number;
  totalUsers: number;
  /** Needs attention (issue 19): shops whose hours say open now but that are paused or switched closed. */
  shopsNotTakingOrders: number;
}

const STAT_KEYS: readonly (keyof DashboardStats)[] = [
  'totalShops',
  'totalCategories',
  'totalProducts',
  'totalOrders',
  'totalLocations',
  'totalUsers',
  'shopsNotTakingOrders',
];

/** The API answers { success, data: stats }; a bare stats object is tolerated too (spec §7). */
export function toDashboardStats(body: unknown): DashboardStats {
  const source = ((body as { data?: unknown })?.data ?? body ?? {}) as Record<string, unknown>;
  const stats = {} as DashboardStats;
  for (const key of STAT_KEYS) {
    const value = Number(source[key]);
    stats[key] = Number.isFinite(value) ? value : 0;
  }
  return stats;
}

export const dashboardApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getDashboardStats: build.query<DashboardStats, void>({
      query: () => 'dashboard/stats',
      transformResponse: toDashboardStats,
      // Remotes invalidate 'Dashboard' after creating or deleting anything counted here.
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetDashboardStatsQuery } = dashboardApi;
