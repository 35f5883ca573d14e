import { ok } from '../../http/reply';
import { errorResponses } from '../../http/schemas';
import { shopInScope, shopScope } from '../../http/shop-scope';
import type { RoutesPlugin } from '../../http/type-provider';
import { shouldBeOpenButIsNot } from '../shops/shop-availability';
import { availabilityInput } from '../shops/shop-view';
import { shopsRepository } from '../shops/shops-repository';
import { dashboardRepository } from './dashboard-repository';
import { dashboardStatsAnswerSchema } from './dashboard-schemas';

/** GET /api/dashboard/stats: the counts behind the dashboard's six cards (spec §2, §3). */
export const dashboardRoutes: RoutesPlugin = async (app) => {
  const repo = dashboardRepository(app.db);
  const shops = shopsRepository(app.db, app.clock);

  app.get(
    '/dashboard/stats',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Counts for the dashboard cards; totalLocations = governorates + areas + blocks, totalUsers = every account (staff and customers)',
        response: { 200: dashboardStatsAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const now = app.clock();
      // Issue 18: a shop-scoped account counts its shops' rows only.
      const shopIds = shopScope(request);
      const [stats, heldBack] = await Promise.all([repo.stats(shopIds), shops.listHeldBack(now)]);
      const held = heldBack.filter((shop) => shopInScope(shopIds, shop.id) && shouldBeOpenButIsNot(availabilityInput(shop), now));
      return ok({ ...stats, shopsNotTakingOrders: held.length });
    },
  );
};
