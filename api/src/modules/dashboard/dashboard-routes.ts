import { ok } from '../../http/reply';
import { errorResponses } from '../../http/schemas';
import type { RoutesPlugin } from '../../http/type-provider';
import { dashboardRepository } from './dashboard-repository';
import { dashboardStatsAnswerSchema } from './dashboard-schemas';

/** GET /api/dashboard/stats: the counts behind the dashboard's six cards (spec §2, §3). */
export const dashboardRoutes: RoutesPlugin = async (app) => {
  const repo = dashboardRepository(app.db);

  app.get(
    '/dashboard/stats',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Counts for the dashboard cards; totalLocations = governorates + areas + blocks, totalUsers = every account (staff and customers)',
        response: { 200: dashboardStatsAnswerSchema, ...errorResponses },
      },
    },
    async () => ok(await repo.stats()),
  );
};
