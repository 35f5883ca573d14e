import { addDays, isDay, kuwaitDay, kuwaitDayStart, weekStart } from '../../kuwait/kuwait-days';

// decisions/shop-statements.md: the statements' weeks — Saturday 00:00 to the next Saturday 00:00, Kuwait time (UTC+3
// all year) — and the period each counts. Pure: the service hands in the closes and the time.
//
// The period of week W runs from the end of W−1's period if W−1 is closed (else from W's start) to W's close or its
// end, whichever came first (else, while open, to now or its end). A week closed early thus ends its period at its
// close, and what follows counts in the next week: periods never overlap and leave no gap.

/** The most weeks GET statements/weeks lists (two years). */
export const MAX_LISTED_WEEKS = 104;

/** A week's close, as statement_closes keeps it. */
export interface WeekClose {
  weekStart: string;
  closedAt: Date;
  closedBy: { id: number | null; name: string } | null;
}

export interface Period {
  start: Date;
  end: Date;
}

/** Whether `day` is a real date that is a Saturday: a week's first day. */
export const isWeekStart = (day: string): boolean => isDay(day) && weekStart(day) === day;

/** The Saturday of the week `at` falls in (Kuwait). */
export const weekOf = (at: Date): string => weekStart(kuwaitDay(at));

/** The week's last day, its Friday. */
export const weekEndDay = (start: string): string => addDays(start, 6);

/** The week before. */
export const previousWeek = (start: string): string => addDays(start, -7);

/** The instant the week ends: the next Saturday's 00:00 in Kuwait. */
export const weekEndsAt = (start: string): Date => kuwaitDayStart(addDays(start, 7));

const earlier = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);

/** Where a closed week's period ends: at its close, or at the week's end if the close came after it. */
export const closedPeriodEnd = (close: WeekClose): Date => earlier(close.closedAt, weekEndsAt(close.weekStart));

/** The period week `start` counts, from its close and the previous week's (null: open). */
export function statementPeriod(start: string, closes: { previous: WeekClose | null; own: WeekClose | null }, now: Date): Period {
  const from = closes.previous ? closedPeriodEnd(closes.previous) : kuwaitDayStart(start);
  const to = closes.own ? closedPeriodEnd(closes.own) : earlier(now, weekEndsAt(start));
  // Never backwards, should a clock disagree.
  return { start: from, end: to.getTime() < from.getTime() ? from : to };
}

/** The weeks from `current` back to `earliest` (both Saturdays), newest first, at most MAX_LISTED_WEEKS. */
export function weeksBack(current: string, earliest: string): string[] {
  const weeks: string[] = [];
  for (let week = current; weeks.length < MAX_LISTED_WEEKS && (weeks.length === 0 || week >= earliest); week = previousWeek(week)) weeks.push(week);
  return weeks;
}
