import { baseApi } from '@dukkan/shared';

/**
 * spec §3: Dashboard stats: totalShops, totalCategories… Each remote's dashboard cards name the
 * field they count (issue 21), so every numeric field is kept.
 */
export type DashboardStats = Record<string, number> & {
  /** Needs attention (issue 19): shops whose hours say open now but that are paused or switched closed. */
  shopsNotTakingOrders: number;
};

/** The API answers { success, data: stats }; a bare stats object is tolerated too (spec §7). */
export function toDashboardStats(body: unknown): DashboardStats {
  const source = ((body as { data?: unknown })?.data ?? body ?? {}) as Record<string, unknown>;
  const stats: Record<string, number> = { shopsNotTakingOrders: 0 };
  for (const [key, raw] of Object.entries(source)) {
    const value = Number(raw);
    if (raw !== null && raw !== '' && Number.isFinite(value)) stats[key] = value;
  }
  return stats as DashboardStats;
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
