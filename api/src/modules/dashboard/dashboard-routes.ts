import { assertValid } from '../../http/errors';
import { addDays, DAY_MS, kuwaitDay, kuwaitDayEnd, kuwaitDayStart, weekStart } from '../../kuwait/kuwait-days';
import { ok } from '../../http/reply';
import { errorResponses } from '../../http/schemas';
import { shopScope } from '../../auth/shop-scope';
import type { RoutesPlugin } from '../../http/type-provider';
import { salesRangeRules } from '../reports/reports-rules';
import { salesReportQuerySchema } from '../reports/reports-schemas';
import { shopsRepository } from '../shops/shops-repository';
import { type RevenueRow, type Span, dashboardInsightsRepository } from './dashboard-insights-repository';
import { dashboardRepository } from './dashboard-repository';
import { type DashboardInsights, dashboardInsightsAnswerSchema, dashboardStatsAnswerSchema, dashboardStatsQuerySchema } from './dashboard-schemas';

/** decisions/reports-and-bulk.md: an accepted order not shipped within this long needs attention. */
const SHIP_WITHIN_MS = 60 * 60_000;
/** decisions/reports-and-bulk.md: the low-stock list holds products with at most this many (the products list's stockAtMost). */
const LOW_STOCK_AT_MOST = 5;
const LOW_STOCK_ROWS = 10;

/** Kuwait days [from, to] as instants. */
const daysSpan = (from: string, to: string): Span => ({ start: kuwaitDayStart(from), end: kuwaitDayEnd(to) });
/** The span of the same length just before. */
const before = ({ start, end }: Span): Span => ({ start: new Date(2 * start.getTime() - end.getTime()), end: start });
const compared = (current: Span) => ({ current, previous: before(current) });
const money = (row: RevenueRow) => ({ amount: Number(row.amount), previous: Number(row.previous), changePercent: row.changePercent === null ? null : Number(row.changePercent) });

/** GET /api/dashboard/stats: the counts behind the dashboard's six cards (spec §2, §3) and its needs-attention strip. */
export const dashboardRoutes: RoutesPlugin = async (app) => {
  const repo = dashboardRepository(app.db);
  const insights = dashboardInsightsRepository(app.db);
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
      const thisWeek = daysSpan(weekStart(today), today);
      const [revenue, period, orders, ordersWeekBefore, topProducts, topShops, lowStock] = await Promise.all([
        insights.revenue({
          today: compared(daysSpan(today, today)),
          // This week so far against the same days of the week before.
          week: { current: thisWeek, previous: { start: new Date(thisWeek.start.getTime() - 7 * DAY_MS), end: new Date(thisWeek.end.getTime() - 7 * DAY_MS) } },
          days7: compared(daysSpan(addDays(today, -6), today)),
          days30: compared(daysSpan(addDays(today, -29), today)),
        }),
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
};
