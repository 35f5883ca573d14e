import { formatDateTime, formatDay, formatKuwaitTime } from './format-date-time';
import { formatKwd } from './format-kwd';

describe('formatKwd', () => {
  it('shows KWD with 3 decimals, from numbers or the API\'s numeric strings', () => {
    expect(formatKwd(1.25)).toBe('KWD 1.250');
    expect(formatKwd('0.125')).toBe('KWD 0.125');
    expect(formatKwd(0)).toBe('KWD 0.000');
    expect(formatKwd(1234.5)).toBe('KWD 1,234.500');
  });

  it("says 'N/A' when the amount is missing or not a number", () => {
    expect(formatKwd(null)).toBe('N/A');
    expect(formatKwd(undefined)).toBe('N/A');
    expect(formatKwd('')).toBe('N/A');
    expect(formatKwd('abc')).toBe('N/A');
  });
});

describe('formatDateTime', () => {
  it('shows day, short month, year and 12-hour time (en-GB)', () => {
    expect(formatDateTime(new Date(2025, 2, 5, 14, 7), 'en')).toBe('05 Mar 2025, 2:07 pm');
    expect(formatDateTime(new Date(2024, 11, 31, 0, 30), 'en')).toBe('31 Dec 2024, 12:30 am');
    expect(formatDateTime(new Date(2025, 8, 1, 12, 0), 'en')).toBe('01 Sep 2025, 12:00 pm');
  });

  it('reads ISO strings and timestamps', () => {
    const date = new Date(2025, 0, 9, 9, 5);
    expect(formatDateTime(date.toISOString(), 'en')).toBe('09 Jan 2025, 9:05 am');
    expect(formatDateTime(date.getTime(), 'en')).toBe('09 Jan 2025, 9:05 am');
  });

  it('shows the same parts in Arabic, with Arabic month names and Latin digits, isolated right-to-left', () => {
    expect(formatDateTime(new Date(2025, 2, 5, 14, 7), 'ar')).toBe('\u206705 مارس 2025، 2:07 م\u2069');
    expect(formatDateTime(new Date(2024, 11, 31, 0, 30), 'ar')).toBe('\u206731 ديسمبر 2024، 12:30 ص\u2069');
  });

  it('writes a calendar day the same way, without a zone shift', () => {
    expect(formatDay('2026-11-27', 'en')).toBe('27 Nov 2026');
    expect(formatDay('2026-11-27', 'ar')).toBe('\u206727 نوفمبر 2026\u2069');
    // A delivery slot's day, its weekday beside it: no year.
    expect(formatDay('2026-11-27', 'en', { year: false })).toBe('27 Nov');
    expect(formatDay('2026-11-27', 'ar', { year: false })).toBe('\u206727 نوفمبر\u2069');
  });

  it("says 'N/A' when the date is missing or invalid", () => {
    expect(formatDateTime(null, 'en')).toBe('N/A');
    expect(formatDateTime(undefined, 'en')).toBe('N/A');
    expect(formatDateTime('', 'en')).toBe('N/A');
    expect(formatDateTime('not a date', 'en')).toBe('N/A');
  });
});

describe('formatKuwaitTime', () => {
  const now = new Date('2026-11-26T12:00:00+03:00');
  it('says the time alone today in Kuwait, and the full date another day, in the one format', () => {
    expect(formatKuwaitTime('2026-11-26T11:30:00Z', now, 'en')).toBe('2:30 pm');
    expect(formatKuwaitTime('2026-11-27T05:00:00Z', now, 'en')).toBe('27 Nov 2026, 8:00 am');
    expect(formatKuwaitTime('2026-11-26T11:30:00Z', now, 'ar')).toBe('\u20672:30 م\u2069');
    expect(formatKuwaitTime('2026-11-27T05:00:00Z', now, 'ar')).toBe('\u206727 نوفمبر 2026، 8:00 ص\u2069');
  });
});
