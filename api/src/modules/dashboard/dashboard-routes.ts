import { assertValid } from '../../http/errors';
import { addDays, kuwaitDay, kuwaitDayStart } from '../../kuwait/kuwait-days';
import { ok } from '../../http/reply';
import { readPageAndLimit } from '../../http/paging';
import { errorResponses } from '../../http/schemas';
import { latinDigits } from '../../kuwait/search-text';
import { shopScope } from '../../auth/shop-scope';
import type { RoutesPlugin } from '../../http/type-provider';
import { salesRangeRules } from '../reports/reports-rules';
import { salesReportQuerySchema } from '../reports/reports-schemas';
import { shopsRepository } from '../shops/shops-repository';
import { type RevenueRow, dashboardInsightsRepository } from './dashboard-insights-repository';
import { daysSpan, periodDays, revenueSpans } from './dashboard-periods';
import { dashboardRepository } from './dashboard-repository';
import { type DashboardInsights, dashboardInsightsAnswerSchema, dashboardStatsAnswerSchema, dashboardStatsQuerySchema } from './dashboard-schemas';
import { shopServiceRepository } from './shop-service-repository';
import { SHOP_SERVICE_PAGE_SIZE, type ShopService, shopServiceAnswerSchema, shopServiceQuerySchema } from './shop-service-schemas';

/** decisions/reports-and-bulk.md: an accepted order not shipped within this long needs attention. */
const SHIP_WITHIN_MS = 60 * 60_000;
/** decisions/reports-and-bulk.md: the low-stock list holds products with at most this many (the products list's stockAtMost). */
const LOW_STOCK_AT_MOST = 5;
const LOW_STOCK_ROWS = 10;

// decisions/dashboard-money.md: net is the amount, its parts beside it.
const money = (row: RevenueRow) => ({
  amount: Number(row.amount),
  previous: Number(row.previous),
  changePercent: row.changePercent === null ? null : Number(row.changePercent),
  gross: Number(row.gross),
  promotions: Number(row.promotions),
  refunds: Number(row.refunds),
  net: Number(row.amount),
});

/**
 * The dashboard's reads: GET /api/dashboard/stats, the counts behind its six cards (spec §2, §3) and its needs-attention
 * strip; dashboard/insights, the sales trends; dashboard/shop-service, each shop's service (decisions/dashboard-money.md).
 */
export const dashboardRoutes: RoutesPlugin = async (app) => {
  const repo = dashboardRepository(app.db);
  const insights = dashboardInsightsRepository(app.db);
  const service = shopServiceRepository(app.db);
  const shops = shopsRepository(app.db, app.clock);

  app.get(
    '/dashboard/stats',
    {
      config: { permission: 'dashboard.read' },
      schema: {
        tags: ['dashboard'],
        summary: 'Counts for the dashboard cards; totalLocations = governorates + areas + blocks, totalUsers = every account (staff and customers); the needs-attention counts',
        querystring: dashboardStatsQuerySchema,
        response: { 200: dashboardStatsAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const now = app.clock();
      // decisions/roles-and-audit.md: a shop-scoped account counts its shops' rows only.
      const shopIds = shopScope(request);
      const overdueBefore = new Date(now.getTime() - (request.query.overdueMinutes ?? 15) * 60_000);
      const [stats, attention, notTaking] = await Promise.all([
        repo.stats(shopIds),
        repo.attention({ overdueBefore, acceptedBefore: new Date(now.getTime() - SHIP_WITHIN_MS) }, shopIds),
        shops.listNotTakingOrders(now, shopIds),
      ]);
      const switchedClosed = notTaking.filter((shop) => shop.reason === 'switchedClosed').length;
      const paused = notTaking.filter((shop) => shop.reason === 'paused').length;
      return ok({ ...stats, ...attention, shopsNotTakingOrders: switchedClosed + paused, shopsSwitchedClosed: switchedClosed, shopsPaused: paused });
    },
  );

  app.get(
    '/dashboard/insights',
    {
      // decisions/reports-and-bulk.md: revenue and top lists across every shop: the sales report's readers only.
      config: { permission: 'reports.read' },
      schema: {
        tags: ['dashboard'],
        summary:
          'decisions/reports-and-bulk.md: revenue today, this week (from Saturday), 7 and 30 days against the period before; orders by status, average times, orders per hour against the same weekday a week before, top 5 products and shops over Kuwait days [from, to]; the low-stock list',
        querystring: salesReportQuerySchema,
        response: { 200: dashboardInsightsAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { errors, values } = salesRangeRules(request.query);
      assertValid(errors);
      const range = values as NonNullable<typeof values>;
      const today = kuwaitDay(app.clock());
      // biome-ignore lint/complexity/useMathMinMax: days compared as YYYY-MM-DD text, not numbers
      const lastDay = range.to < today ? range.to : today; // the hourly chart's day: the period's last, at most today
      const weekBefore = addDays(lastDay, -7);
      const [revenue, period, orders, ordersWeekBefore, topProducts, topShops, lowStock] = await Promise.all([
        // This week so far against the same days of the week before; the others against the span just before.
        insights.revenue(revenueSpans(today)),
        insights.period({ start: range.start, end: range.end }),
        insights.ordersByHour(kuwaitDayStart(lastDay)),
        insights.ordersByHour(kuwaitDayStart(weekBefore)),
        insights.topProducts(range.from, range.to),
        insights.topShops(range.from, range.to),
        insights.lowStock(LOW_STOCK_AT_MOST, LOW_STOCK_ROWS),
      ]);
      const ranked = <K extends string>(rows: { id: number; name: string; name_ar: string; amount: string; count: number }[], count: K) =>
        rows.map(({ count: n, ...row }) => ({ ...row, id: Number(row.id), amount: Number(row.amount), [count]: Number(n) }) as { id: number; name: string; name_ar: string; amount: number } & Record<K, number>);
      const answer: DashboardInsights = {
        from: range.from,
        to: range.to,
        timeZone: 'Asia/Kuwait',
        currency: 'KWD',
        weekStartsOn: 'Saturday',
        revenue: { today: money(revenue.today), week: money(revenue.week), days7: money(revenue.days7), days30: money(revenue.days30) },
        period: { ...period, revenue: Number(period.revenue) },
        hourly: { day: lastDay, weekBefore, orders, ordersWeekBefore },
        topProducts: ranked(topProducts, 'quantity'),
        topShops: ranked(topShops, 'orders'),
        lowStock: { atMost: LOW_STOCK_AT_MOST, ...lowStock },
      };
      return ok(answer);
    },
  );

  app.get(
    '/dashboard/shop-service',
    {
      // decisions/dashboard-money.md: how each shop serves its orders, for the owners.
      config: { permission: 'service.read' },
      schema: {
        tags: ['dashboard'],
        summary:
          'decisions/dashboard-money.md: per shop, over the orders placed in the period: orders, median and 90th percentile time to accept, rejections and their rate, lines removed or substituted for out of stock and their rate; the worst first, 50 a page, searched by name',
        querystring: shopServiceQuerySchema,
        response: { 200: shopServiceAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const period = request.query.period ?? '7d';
      const { from, to } = periodDays(period, kuwaitDay(app.clock()));
      const { page, limit } = readPageAndLimit(request.query, SHOP_SERVICE_PAGE_SIZE);
      const q = latinDigits(request.query.q?.trim() ?? '');
      const filter = { q: q === '' ? null : q, shopIds: shopScope(request) };
      const [rows, total] = await Promise.all([service.page(daysSpan(from, to), filter, { limit, offset: (page - 1) * limit }), service.count(filter)]);
      const rate = (value: string | null) => (value === null ? null : Number(value));
      const answer: ShopService = {
        period,
        from,
        to,
        shops: rows.map((row) => ({
          shop: { id: Number(row.id), name: row.name, nameAr: row.name_ar },
          orders: Number(row.orders),
          accepted: Number(row.accepted),
          acceptedMedianSeconds: row.median === null ? null : Number(row.median),
          acceptedP90Seconds: row.p90 === null ? null : Number(row.p90),
          rejected: Number(row.rejected),
          rejectionRate: rate(row.rejection_rate),
          lines: Number(row.lines),
          itemsOutOfStock: Number(row.out_of_stock),
          outOfStockRate: rate(row.out_of_stock_rate),
        })),
        total,
        page,
        pages: Math.max(1, Math.ceil(total / limit)),
        limit,
      };
      return ok(answer);
    },
  );
};
