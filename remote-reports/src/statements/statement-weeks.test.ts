import type { StatementWeek } from './statements-api';
import { defaultWeekStart, weekDays } from './statement-weeks';

const week = (weekStart: string, weekEnd: string, status: StatementWeek['status']): StatementWeek => ({ weekStart, weekEnd, status, closedAt: status === 'closed' ? `${weekEnd}T21:00:00.000Z` : null });

describe('the statements’ weeks (decisions/shop-statements.md)', () => {
  it('open on the latest closed week, else the current one', () => {
    expect(defaultWeekStart([week('2026-11-28', '2026-12-04', 'open'), week('2026-11-21', '2026-11-27', 'closed'), week('2026-11-14', '2026-11-20', 'closed')])).toBe('2026-11-21');
    // The week before the current one not closed yet: the one before it is the latest final statement.
    expect(defaultWeekStart([week('2026-11-28', '2026-12-04', 'open'), week('2026-11-21', '2026-11-27', 'open'), week('2026-11-14', '2026-11-20', 'closed')])).toBe('2026-11-14');
    expect(defaultWeekStart([week('2026-11-28', '2026-12-04', 'open')])).toBe('2026-11-28');
    expect(defaultWeekStart([])).toBe('');
    expect(defaultWeekStart(undefined)).toBe('');
  });

  it('name their Saturday and Friday in the language, the year once unless the week crosses it', () => {
    expect(weekDays(week('2026-11-21', '2026-11-27', 'closed'), 'en')).toEqual({ start: '21 Nov', end: '27 Nov 2026' });
    expect(weekDays(week('2026-12-26', '2027-01-01', 'open'), 'en')).toEqual({ start: '26 Dec 2026', end: '01 Jan 2027' });
    expect(weekDays(week('2026-11-21', '2026-11-27', 'closed'), 'ar')).toEqual({ start: '\u206721 نوفمبر\u2069', end: '\u206727 نوفمبر 2026\u2069' });
  });
});
