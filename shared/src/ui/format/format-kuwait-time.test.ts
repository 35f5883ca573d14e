import { formatKuwaitTime } from './format-kuwait-time';

describe('formatKuwaitTime', () => {
  const now = new Date('2026-11-26T12:00:00+03:00');
  it('says the time alone today in Kuwait, and the day before it another day, whatever the zone', () => {
    expect(formatKuwaitTime('2026-11-26T11:30:00Z', now, 'en')).toBe('14:30');
    expect(formatKuwaitTime('2026-11-27T05:00:00Z', now, 'en')).toBe('Fri 27 Nov 08:00');
    expect(formatKuwaitTime('2026-11-26T11:30:00Z', now, 'ar')).toBe('14:30');
  });
});
