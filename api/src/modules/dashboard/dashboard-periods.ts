import { addDays, DAY_MS, kuwaitDayEnd, kuwaitDayStart, weekStart } from '../../kuwait/kuwait-days';

// decisions/reports-and-bulk.md, decisions/dashboard-money.md: the dashboard's periods, in Kuwait days up to today: today,
// this week (from Saturday), the last 7 and the last 30 days (today included). One definition for the revenue tiles
// and the shops' service figures.

/** A span of instants [start, end). */
export interface Span {
  start: Date;
  end: Date;
}

/** The periods a dashboard figure is asked for (`?period=`). */
export const DASHBOARD_PERIODS = ['today', 'week', '7d', '30d'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** Kuwait days [from, to] as instants. */
export const daysSpan = (from: string, to: string): Span => ({ start: kuwaitDayStart(from), end: kuwaitDayEnd(to) });

/** The Kuwait days [from, to] a period covers when it is `today` (a Kuwait day). */
export function periodDays(period: DashboardPeriod, today: string): { from: string; to: string } {
  if (period === 'today') return { from: today, to: today };
  if (period === 'week') return { from: weekStart(today), to: today };
  return { from: addDays(today, period === '7d' ? -6 : -29), to: today };
}

/** The span of the same length just before. */
const before = ({ start, end }: Span): Span => ({ start: new Date(2 * start.getTime() - end.getTime()), end: start });
const shifted = ({ start, end }: Span, ms: number): Span => ({ start: new Date(start.getTime() + ms), end: new Date(end.getTime() + ms) });

/**
 * The revenue tiles' spans, each against the one it is compared with: the span just before, except this week so far,
 * which is compared with the same days of the week before.
 */
export function revenueSpans(today: string): Record<'today' | 'week' | 'days7' | 'days30', { current: Span; previous: Span }> {
  const of = (period: DashboardPeriod) => {
    const { from, to } = periodDays(period, today);
    return daysSpan(from, to);
  };
  const compared = (current: Span) => ({ current, previous: before(current) });
  const week = of('week');
  return {
    today: compared(of('today')),
    week: { current: week, previous: shifted(week, -7 * DAY_MS) },
    days7: compared(of('7d')),
    days30: compared(of('30d')),
  };
}
