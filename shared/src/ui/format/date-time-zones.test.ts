import { formatDateTime, KUWAIT_TIME_ZONE } from './format-date-time';
import { formatRelativeTime } from './format-relative-time';

const formatKuwaitDateTime = (value: Parameters<typeof formatDateTime>[0]) => formatDateTime(value, 'en', { timeZone: KUWAIT_TIME_ZONE });

describe('formatDateTime in Kuwait time (decisions/ordering.md: the timeline reads in Kuwait time, wherever the browser is)', () => {
  it("shows formatDateTime's day, short month, year and 12-hour time, in Asia/Kuwait (UTC+3)", () => {
    expect(formatKuwaitDateTime('2025-03-05T11:07:00.000Z')).toBe('05 Mar 2025, 2:07 pm');
    // 21:30 UTC is already the next day in Kuwait, and the small hours read '12:30 am'.
    expect(formatKuwaitDateTime('2024-12-31T21:30:00.000Z')).toBe('01 Jan 2025, 12:30 am');
    expect(formatKuwaitDateTime(new Date('2025-09-01T09:00:00.000Z'))).toBe('01 Sep 2025, 12:00 pm');
  });

  it('does not follow the zone the process runs in (jest.config.cjs sets one far from Kuwait)', () => {
    // Guard: were the suite on Kuwait time, the cases above would prove nothing.
    expect(new Date('2025-03-05T11:07:00.000Z').getTimezoneOffset()).not.toBe(-180);
    expect(formatKuwaitDateTime(Date.UTC(2025, 6, 15, 20, 0))).toBe('15 Jul 2025, 11:00 pm');
  });

  it("says 'N/A' when the time is missing or invalid", () => {
    expect(formatKuwaitDateTime(null)).toBe('N/A');
    expect(formatKuwaitDateTime('')).toBe('N/A');
    expect(formatKuwaitDateTime('not a date')).toBe('N/A');
  });
});

describe('formatRelativeTime', () => {
  const now = Date.UTC(2025, 2, 5, 12, 0);
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('says how long ago in English, in the largest whole unit', () => {
    expect(formatRelativeTime(ago(20), now, 'en')).toBe('now');
    expect(formatRelativeTime(ago(5 * 60 + 40), now, 'en')).toBe('5 min. ago');
    expect(formatRelativeTime(ago(3 * 3600), now, 'en')).toBe('3 hr. ago');
    expect(formatRelativeTime(ago(26 * 3600), now, 'en')).toBe('yesterday');
    expect(formatRelativeTime(ago(3 * 86400), now, 'en')).toBe('3 days ago');
  });

  it('says it in Arabic with Latin digits, as the rest of the panel writes numbers', () => {
    expect(formatRelativeTime(ago(20), now, 'ar')).toBe('الآن');
    expect(formatRelativeTime(ago(5 * 60), now, 'ar')).toBe('قبل 5 دقائق');
    expect(formatRelativeTime(ago(26 * 3600), now, 'ar')).toBe('أمس');
  });

  it('is null when the time is missing or invalid', () => {
    expect(formatRelativeTime(undefined, now, 'en')).toBeNull();
    expect(formatRelativeTime('soon', now, 'en')).toBeNull();
  });
});
