import { successSchema } from '../../http/schemas';

// JSON schema of the dashboard route: it serialises the answer and feeds /api/docs.

const count = { type: 'integer' } as const;

/** The counts behind the dashboard's six cards (spec §2, §3). */
export const dashboardStatsAnswerSchema = successSchema({
  type: 'object',
  properties: {
    totalShops: count,
    totalCategories: count,
    totalProducts: count,
    totalOrders: count,
    totalLocations: { ...count, description: 'governorates + areas + blocks' },
    totalUsers: count,
    shopsNotTakingOrders: { ...count, description: 'Needs attention (issue 19): shops whose hours say open now but that are paused or switched closed' },
  },
  required: ['totalShops', 'totalCategories', 'totalProducts', 'totalOrders', 'totalLocations', 'totalUsers'],
});
