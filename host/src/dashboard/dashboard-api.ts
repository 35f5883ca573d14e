import { baseApi, type DashboardStats as StatsAnswer } from '@dukkan/shared';

/**
 * spec §3: Dashboard stats (the API's answer: totalShops, totalCategories…, and the needs-attention
 * counts), with shopsNotTakingOrders 0 when a server leaves it out. Each remote's dashboard cards
 * name the field they count (decisions/sections.md), so every numeric field is kept.
 */
export type DashboardStats = StatsAnswer & Required<Pick<StatsAnswer, 'shopsNotTakingOrders'>> & Record<string, number>;

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
    // The red age of a NEW order (config.js) says which NEW orders need attention (decisions/reports-and-bulk.md).
    getDashboardStats: build.query<DashboardStats, number>({
      query: (overdueMinutes) => ({ url: 'dashboard/stats', params: { overdueMinutes } }),
      transformResponse: toDashboardStats,
      // Remotes invalidate 'Dashboard' after creating or deleting anything counted here.
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetDashboardStatsQuery } = dashboardApi;
