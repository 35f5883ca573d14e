import { formatDay, type Language } from '@dukkan/shared';
import type { StatementWeek } from './statements-api';

/**
 * The week a statement opens on when the address names none: the latest closed week (its figures are final, what a
 * shop is paid), else the current one. `weeks` is the API's list, newest first; '' while it is not known.
 */
export function defaultWeekStart(weeks: readonly StatementWeek[] | undefined): string {
  if (!weeks || weeks.length === 0) return '';
  return (weeks.find((week) => week.status === 'closed') ?? weeks[0]).weekStart;
}

/**
 * A week's two days as the week's label shows them ('21 Nov' and '27 Nov 2026'), in the language: the Saturday's year
 * only when it is not the Friday's (a week across the new year).
 */
export function weekDays(week: Pick<StatementWeek, 'weekStart' | 'weekEnd'>, language: Language): { start: string; end: string } {
  const sameYear = week.weekStart.slice(0, 4) === week.weekEnd.slice(0, 4);
  return { start: formatDay(week.weekStart, language, { year: !sameYear }), end: formatDay(week.weekEnd, language) };
}
