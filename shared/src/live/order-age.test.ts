import { ageLevel, ageThresholds, formatAge } from './order-age';

const now = Date.parse('2026-11-24T12:00:00.000Z');
const ago = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

describe('an order’s age (decisions/live-desk.md)', () => {
  afterEach(() => {
    window.__DUKKAN_CONFIG__ = undefined;
  });

  it('is fresh, then amber from 5 minutes, then red from 15 (the defaults)', () => {
    expect([ageLevel(ago(4.9), now), ageLevel(ago(5), now), ageLevel(ago(14.9), now), ageLevel(ago(15), now)]).toEqual([
      'fresh',
      'warning',
      'warning',
      'overdue',
    ]);
    expect(ageLevel(null, now)).toBe('fresh');
  });

  it('takes its thresholds from config.js, ignoring nonsense', () => {
    window.__DUKKAN_CONFIG__ = { orderAgeWarningMinutes: 2, orderAgeOverdueMinutes: 8 };
    expect(ageThresholds()).toEqual({ warningMinutes: 2, overdueMinutes: 8 });
    expect(ageLevel(ago(8), now)).toBe('overdue');
    window.__DUKKAN_CONFIG__ = { orderAgeWarningMinutes: -1, orderAgeOverdueMinutes: Number.NaN };
    expect(ageThresholds()).toEqual({ warningMinutes: 5, overdueMinutes: 15 });
  });

  it('reads in minutes, hours and days, in English and Arabic with Latin digits', () => {
    expect(formatAge(ago(12), now, 'en')).toBe('12 min');
    expect(formatAge(ago(65), now, 'en')).toBe('1 hr 5 min');
    expect(formatAge(ago(60 * 50), now, 'en')).toBe('2 days');
    expect(formatAge(ago(12), now, 'ar')).toBe('12 دقيقة');
    expect(formatAge(ago(2), now, 'ar')).toBe('دقيقتان');
    expect(formatAge('not a date', now, 'en')).toBeNull();
  });
});
