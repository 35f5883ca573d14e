import { formatDateTime } from './format-date-time';
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
    expect(formatDateTime(new Date(2025, 2, 5, 14, 7))).toBe('05 Mar 2025, 2:07 pm');
    expect(formatDateTime(new Date(2024, 11, 31, 0, 30))).toBe('31 Dec 2024, 12:30 am');
    expect(formatDateTime(new Date(2025, 8, 1, 12, 0))).toBe('01 Sep 2025, 12:00 pm');
  });

  it('reads ISO strings and timestamps', () => {
    const date = new Date(2025, 0, 9, 9, 5);
    expect(formatDateTime(date.toISOString())).toBe('09 Jan 2025, 9:05 am');
    expect(formatDateTime(date.getTime())).toBe('09 Jan 2025, 9:05 am');
  });

  it("says 'N/A' when the date is missing or invalid", () => {
    expect(formatDateTime(null)).toBe('N/A');
    expect(formatDateTime(undefined)).toBe('N/A');
    expect(formatDateTime('')).toBe('N/A');
    expect(formatDateTime('not a date')).toBe('N/A');
  });
});
