import { isShopOpenAt, kuwaitMinuteOfDay } from './shop-hours';

// 2026-11-24 at the given Kuwait time (UTC+3): the test does not depend on the machine's zone.
const kuwait = (hhmm: string) => new Date(`2026-11-24T${hhmm}:00+03:00`);
const shop = (openTime: string, closeTime: string | null, isOpen = true) => ({ isOpen, openTime, closeTime });

describe('shop hours, in Asia/Kuwait', () => {
  it('reads the minute of the day in Kuwait, not in the server zone', () => {
    expect(kuwaitMinuteOfDay(new Date('2026-11-24T21:30:00Z'))).toBe(30); // 00:30 the next day in Kuwait
    expect(kuwaitMinuteOfDay(kuwait('13:05'))).toBe(13 * 60 + 5);
  });

  it.each([
    ['08:00', '22:00', '07:59', false],
    ['08:00', '22:00', '08:00', true],
    ['08:00', '22:00', '21:59', true],
    ['08:00', '22:00', '22:00', false],
    ['22:00', '02:00', '23:30', true],
    ['22:00', '02:00', '01:59', true],
    ['22:00', '02:00', '02:00', false],
    ['22:00', '02:00', '12:00', false],
    ['00:00', '00:00', '04:00', true],
    ['09:00', null, '23:59', true],
    ['09:00', null, '08:00', false],
  ])('open %s–%s at %s: %s', (open, close, at, expected) => {
    expect(isShopOpenAt(shop(open, close), kuwait(at))).toBe(expected);
  });

  it('is closed whenever the open flag is off', () => {
    expect(isShopOpenAt(shop('00:00', '00:00', false), kuwait('12:00'))).toBe(false);
  });
});
