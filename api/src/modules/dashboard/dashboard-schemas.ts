import { ORDER_STATUSES } from '../../db/schema';
import { moneySchema, successSchema } from '../../http/schemas';
import type { Answer } from '../../http/type-provider';

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
    shopsNotTakingOrders: { ...count, description: 'Needs attention (decisions/availability.md): shops whose hours say open now but that are paused or switched closed' },
    shopsSwitchedClosed: { ...count, description: 'Of those, switched closed (the open flag off)' },
    shopsPaused: { ...count, description: 'Of those, paused' },
    newOrdersOverdue: { ...count, description: 'Needs attention (decisions/reports-and-bulk.md): NEW orders older than overdueMinutes (a partial index of NEW orders by age)' },
    acceptedNotShipped: { ...count, description: 'ACCEPTED orders accepted more than an hour ago and not yet shipped' },
    productsOutOfStock: { ...count, description: 'Products with no stock' },
  },
  required: ['totalShops', 'totalCategories', 'totalProducts', 'totalOrders', 'totalLocations', 'totalUsers'],
});

/** GET dashboard/stats: the age after which a NEW order counts as overdue (the panel's red age, config.js). */
export const dashboardStatsQuerySchema = {
  type: 'object',
  properties: {
    overdueMinutes: { type: 'integer', minimum: 1, maximum: 1440, default: 15, description: 'NEW orders older than this need attention (the panel sends its red age threshold)' },
  },
} as const;

const money = { ...moneySchema, description: 'KWD, exact to 3 decimals (summed as numeric in the database)' };
const revenueSchema = {
  type: 'object',
  properties: {
    amount: { ...money, description: 'KWD, exact to 3 decimals: the orders placed in it, net of their promotions and refunds done (= net)' },
    previous: { ...money, description: 'The same length of time just before' },
    changePercent: { type: ['number', 'null'], description: 'Change against the period before, in percent to one decimal; null when that sold nothing' },
    // decisions/dashboard-money.md: the breakdown of the period's amount, from the ledger's discount and refund entries.
    gross: { ...money, description: 'Items and delivery fees of the orders placed in it, before promotions' },
    promotions: { ...money, description: 'The discounts those orders were given (the ledger’s discount entries, whoever bears them)' },
    refunds: { ...money, description: 'What staff refunded of those orders, done' },
    net: { ...money, description: 'gross − promotions − refunds: the same as amount' },
  },
  required: ['amount', 'previous', 'changePercent', 'gross', 'promotions', 'refunds', 'net'],
} as const;
// The count's name is kept as its literal type, so the answer's type names the field.
const ranked = <const Count extends string>(count: Count) =>
  ({
    type: 'array',
    items: {
      type: 'object',
      properties: { id: { type: 'integer' }, name: { type: 'string' }, name_ar: { type: 'string' }, amount: money, ...({ [count]: { type: 'integer' } } as Record<Count, { type: 'integer' }>) },
      required: ['id', 'name', 'name_ar', 'amount', count],
    },
  }) as const;
const hours = { type: 'array', items: { type: 'integer' }, minItems: 24, maxItems: 24 } as const;

/**
 * decisions/reports-and-bulk.md: the dashboard's trends over Kuwait days [from, to] (the panel's period picker), read
 * from rollups kept by triggers. Revenue counts orders not rejected or cancelled, net of the refunds staff
 * made of them once done (decisions/money-ledger.md: credits at once, gateway refunds when completed).
 */
export const dashboardInsightsAnswerSchema = successSchema({
  type: 'object',
  properties: {
    from: { type: 'string' },
    to: { type: 'string' },
    timeZone: { type: 'string', enum: ['Asia/Kuwait'] },
    currency: { type: 'string', enum: ['KWD'] },
    weekStartsOn: { type: 'string', enum: ['Saturday'] },
    revenue: {
      type: 'object',
      description: 'Up to now, each against the period just before: today, this week (from Saturday), the last 7 and the last 30 Kuwait days (today included)',
      properties: { today: revenueSchema, week: revenueSchema, days7: revenueSchema, days30: revenueSchema },
      required: ['today', 'week', 'days7', 'days30'],
    },
    period: {
      type: 'object',
      properties: {
        revenue: { ...money, description: 'KWD, exact to 3 decimals: the sales below, net of their refunds done' },
        sales: { type: 'integer', description: 'Orders placed in the period and not rejected or cancelled' },
        byStatus: { type: 'object', properties: Object.fromEntries(ORDER_STATUSES.map((status) => [status, { type: 'integer' }])), description: 'Orders placed in the period, by their status now' },
        acceptSeconds: { type: ['integer', 'null'], description: 'Average time from placed to accepted, of the period’s orders accepted so far' },
        deliverSeconds: { type: ['integer', 'null'], description: 'Average time from placed to delivered' },
      },
      required: ['revenue', 'sales', 'byStatus', 'acceptSeconds', 'deliverSeconds'],
    },
    hourly: {
      type: 'object',
      description: 'Orders placed per Kuwait hour on the period’s last day, and on the same weekday a week before',
      properties: { day: { type: 'string' }, weekBefore: { type: 'string' }, orders: hours, ordersWeekBefore: hours },
      required: ['day', 'weekBefore', 'orders', 'ordersWeekBefore'],
    },
    topProducts: ranked('quantity'),
    topShops: ranked('orders'),
    lowStock: {
      type: 'object',
      properties: {
        atMost: { type: 'integer' },
        total: { type: 'integer' },
        items: {
          type: 'array',
          items: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' }, name_ar: { type: 'string' }, stock: { type: 'integer' } }, required: ['id', 'name', 'name_ar', 'stock'] },
        },
      },
      required: ['atMost', 'total', 'items'],
    },
  },
  required: ['from', 'to', 'timeZone', 'currency', 'weekStartsOn', 'revenue', 'period', 'hourly', 'topProducts', 'topShops', 'lowStock'],
});
export type DashboardInsights = Answer<typeof dashboardInsightsAnswerSchema>['data'];
