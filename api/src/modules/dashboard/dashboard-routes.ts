import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/reply';
import { errorResponses, successSchema } from '../../http/schemas';
import { readDashboardStats } from './dashboard-repository';

const count = { type: 'integer' } as const;

/** GET /api/dashboard/stats: the counts behind the dashboard's six cards (spec §2, §3). */
export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/dashboard/stats',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Counts for the dashboard cards; totalLocations = governorates + areas + blocks, totalUsers = every account (staff and customers)',
        response: {
          200: successSchema({
            type: 'object',
            properties: {
              totalShops: count,
              totalCategories: count,
              totalProducts: count,
              totalOrders: count,
              totalLocations: { ...count, description: 'governorates + areas + blocks' },
              totalUsers: count,
            },
            required: ['totalShops', 'totalCategories', 'totalProducts', 'totalOrders', 'totalLocations', 'totalUsers'],
          }),
          ...errorResponses,
        },
      },
    },
    async () => ok(await readDashboardStats(app.db)),
  );
};
