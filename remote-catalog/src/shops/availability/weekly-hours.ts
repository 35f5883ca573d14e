import type { Interval, Shop, WeeklyInterval } from '../shops-api';

// A shop's week of opening intervals as the editor and every summary read it: one list per day,
// index 0 = Sunday. The API keeps the spec's open and close time for a shop without a schedule
// (spec §3: no close time is open until midnight), and each listed day for one with a schedule.

/** Kuwait's week starts on Sunday. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/**
 * "Weekdays" are Kuwait's working days, Sunday to Thursday: Friday and Saturday are the weekend
 * there (since 2007), and shops often keep other hours on them, so "Copy to weekdays" leaves them.
 */
export const WORKING_DAYS: readonly number[] = [0, 1, 2, 3, 4];

export type Week = Interval[][];

/** The spec's one open and close time as an interval; no close time is open until midnight. */
export const plainInterval = (shop: Pick<Shop, 'openTime' | 'closeTime'>): Interval => ({ opens: shop.openTime, closes: shop.closeTime ?? '00:00' });

const byOpening = (a: Interval, b: Interval) => a.opens.localeCompare(b.opens);

/**
 * The week a shop opens: its saved schedule, day by day, or (none saved) the open and close time on
 * every day, so that changing one day leaves the other six as they were.
 */
export function weekOf(shop: Pick<Shop, 'openTime' | 'closeTime' | 'hours'>): Week {
  const hours = shop.hours ?? [];
  if (hours.length === 0) return WEEKDAYS.map(() => [plainInterval(shop)]);
  return WEEKDAYS.map((weekday) => hours.filter((interval) => interval.weekday === weekday).map(({ opens, closes }) => ({ opens, closes })).sort(byOpening));
}

/** The week as the API saves it: every interval with its weekday, in order. */
export const toWeekly = (week: Week): WeeklyInterval[] => week.flatMap((day, weekday) => [...day].sort(byOpening).map((interval) => ({ weekday, ...interval })));

/** `from`'s intervals on each of `days` (fresh copies); every other day as it was. */
export const copyDay = (week: Week, from: number, days: readonly number[]): Week =>
  week.map((day, weekday) => (weekday !== from && days.includes(weekday) ? week[from].map((interval) => ({ ...interval })) : day));

const sameIntervals = (a: Interval[], b: Interval[]) => a.length === b.length && a.every((interval, i) => interval.opens === b[i].opens && interval.closes === b[i].closes);

/** Runs of consecutive days with the same intervals, in week order: Sun–Thu, Fri, Sat. */
export function dayRuns(week: Week): { from: number; to: number; intervals: Interval[] }[] {
  const runs: { from: number; to: number; intervals: Interval[] }[] = [];
  week.forEach((day, weekday) => {
    const intervals = [...day].sort(byOpening);
    const last = runs[runs.length - 1];
    if (last && sameIntervals(last.intervals, intervals)) last.to = weekday;
    else runs.push({ from: weekday, to: weekday, intervals });
  });
  return runs;
}

/** How an interval ends: the same day, at midnight, the next day (closes before it opens), or after 24 hours (closes as it opens). */
export function intervalEnd({ opens, closes }: Interval): 'sameDay' | 'midnight' | 'nextDay' | 'allDay' {
  if (closes === opens) return 'allDay';
  if (closes === '00:00') return 'midnight';
  return closes < opens ? 'nextDay' : 'sameDay';
}
