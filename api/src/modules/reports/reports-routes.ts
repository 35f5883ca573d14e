import { assertValid } from '../../http/errors';
import { ok } from '../../http/reply';
import { errorResponses } from '../../http/schemas';
import type { RoutesPlugin } from '../../http/type-provider';
import { daysBetween } from '../../kuwait/kuwait-days';
import { reportsRepository, type SalesRow } from './reports-repository';
import { salesRangeRules } from './reports-rules';
import { type SalesReport, salesReportAnswerSchema, salesReportQuerySchema } from './reports-schemas';

// numeric(16,3) as text → a JSON number: exact to the fils for any real total (< 2^53 fils).
const figures = (row: Pick<SalesRow, 'orders' | 'items' | 'amount'> | undefined) => ({
  orders: row?.orders ?? 0,
  items: row?.items ?? 0,
  amount: row ? Number(row.amount) : 0,
});
const shopOf = (row: SalesRow) => ({ shopId: row.shopId, name: row.name, name_ar: row.name_ar });
const largestFirst = (a: SalesRow, b: SalesRow) => Number(b.amount) - Number(a.amount) || (a.shopId ?? 0) - (b.shopId ?? 0);

/** Reports for the remote-reports section (decisions/sections.md). Staff only. */
export const reportsRoutes: RoutesPlugin = async (app) => {
  const repo = reportsRepository(app.db);

  app.get(
    '/reports/sales',
    {
      config: { permission: 'reports.read' },
      schema: {
        tags: ['reports'],
        summary: 'Sales by shop and by Kuwait day over a range of days (orders not rejected or cancelled), amounts in KWD',
        querystring: salesReportQuerySchema,
        response: { 200: salesReportAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { errors, values } = salesRangeRules(request.query);
      assertValid(errors);
      const range = values as NonNullable<typeof values>;
      const rows = await repo.sales(range.start, range.end);
      const of = (kind: SalesRow['kind']) => rows.filter((row) => row.kind === kind);
      const days = new Map(of('day').map((row) => [row.day, row]));
      const report: SalesReport = {
        from: range.from,
        to: range.to,
        timeZone: 'Asia/Kuwait',
        currency: 'KWD',
        totals: figures(of('total')[0]),
        byDay: daysBetween(range.from, range.to).map((day) => ({ day, ...figures(days.get(day)) })),
        byShop: of('shop').sort(largestFirst).map((row) => ({ ...shopOf(row), ...figures(row) })),
        rows: of('day-shop')
          .sort((a, b) => (a.day ?? '').localeCompare(b.day ?? '') || largestFirst(a, b))
          .map((row) => ({ day: row.day ?? '', ...shopOf(row), ...figures(row) })),
      };
      return ok(report);
    },
  );
};
