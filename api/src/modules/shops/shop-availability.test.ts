import {
  type AvailabilityInput,
  type AvailabilityOverride,
  endOfServiceDay,
  isShopOpenAt,
  kuwaitMinuteOfDay,
  nextServiceStart,
  plainShopInput,
  shopAvailability,
  type WeeklyInterval,
} from './shop-availability';

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

describe('shopAvailability (decisions/availability.md): open, busy, paused until T, closed until T, and why', () => {
  // 2026-11-26 is a Thursday, 2026-11-27 a Friday (weekday 5), in Kuwait.
  const at = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+03:00`);
  const kw = (day: string, hhmm: string) => at(day, hhmm).toISOString();
  const input = (fields: Partial<AvailabilityInput> = {}): AvailabilityInput => ({ ...plainShopInput({ isOpen: true, openTime: '08:00', closeTime: '22:00' }), ...fields });
  const override = (fields: Partial<AvailabilityOverride>): AvailabilityOverride => ({
    id: 1,
    shopId: null,
    startsOn: '2026-11-27',
    endsOn: '2026-11-27',
    closed: true,
    hours: [],
    reason: 'Eid',
    reasonAr: 'العيد',
    ...fields,
  });

  it('is open until the close of the plain hours, and closed until the next opening after it', () => {
    expect(shopAvailability(input(), at('2026-11-26', '12:00'))).toMatchObject({ state: 'open', cause: 'hours', until: kw('2026-11-26', '22:00') });
    expect(shopAvailability(input(), at('2026-11-26', '23:00'))).toMatchObject({ state: 'closed', cause: 'hours', until: kw('2026-11-27', '08:00'), opensAt: kw('2026-11-27', '08:00') });
  });

  it('keeps split shifts of a weekly schedule, and an interval past midnight into the next day', () => {
    const weekly: WeeklyInterval[] = [
      { weekday: 4, opens: '08:00', closes: '12:00' },
      { weekday: 4, opens: '16:00', closes: '02:00' },
      { weekday: 5, opens: '14:00', closes: '18:00' },
    ];
    const shop = input({ weekly });
    expect(shopAvailability(shop, at('2026-11-26', '13:00'))).toMatchObject({ state: 'closed', until: kw('2026-11-26', '16:00') });
    expect(shopAvailability(shop, at('2026-11-27', '01:30'))).toMatchObject({ state: 'open', until: kw('2026-11-27', '02:00') });
    expect(shopAvailability(shop, at('2026-11-27', '02:00'))).toMatchObject({ state: 'closed', until: kw('2026-11-27', '14:00') });
    // A day with no interval is closed all day.
    expect(shopAvailability(shop, at('2026-11-28', '10:00'))).toMatchObject({ state: 'closed', cause: 'hours' });
  });

  it('lets an override own its whole day: a closed day cuts the interval running past its midnight', () => {
    const shop = input({ openTime: '22:00', closeTime: '02:00', overrides: [override({})] });
    expect(shopAvailability(shop, at('2026-11-26', '23:00'))).toMatchObject({ state: 'open', until: kw('2026-11-27', '00:00') });
    expect(shopAvailability(shop, at('2026-11-27', '00:30'))).toMatchObject({ state: 'closed', cause: 'override', reason: 'Eid', reasonAr: 'العيد', until: kw('2026-11-28', '22:00') });
  });

  it('uses an override’s hours from their start, even mid-interval, and prefers the shop’s own over the platform’s', () => {
    const ramadan = override({ closed: false, hours: [{ opens: '19:00', closes: '03:00' }], reason: 'Ramadan hours', reasonAr: 'ساعات رمضان', startsOn: '2026-11-27', endsOn: '2026-12-20' });
    expect(shopAvailability(input({ overrides: [ramadan] }), at('2026-11-27', '12:00'))).toMatchObject({ state: 'closed', cause: 'override', until: kw('2026-11-27', '19:00') });
    expect(shopAvailability(input({ overrides: [ramadan] }), at('2026-11-27', '20:00'))).toMatchObject({ state: 'open', cause: 'override', reason: 'Ramadan hours' });
    const own = override({ id: 2, shopId: 7, closed: false, hours: [{ opens: '10:00', closes: '14:00' }], reason: 'Own hours', startsOn: '2026-11-27', endsOn: '2026-11-27' });
    expect(shopAvailability(input({ overrides: [own, ramadan] }), at('2026-11-27', '12:00'))).toMatchObject({ state: 'open', reason: 'Own hours', until: kw('2026-11-27', '14:00') });
  });

  it('reads a pause until T, resumes by itself at T, and one ending inside a closed period says when orders come back', () => {
    const shop = input({ pausedAt: at('2026-11-26', '21:00'), pausedUntil: at('2026-11-26', '23:00'), pausedReason: 'Oven broken', pausedReasonAr: 'الفرن معطل' });
    expect(shopAvailability(shop, at('2026-11-26', '21:30'))).toMatchObject({
      state: 'paused',
      cause: 'pause',
      until: kw('2026-11-26', '23:00'),
      opensAt: kw('2026-11-27', '08:00'),
      reason: 'Oven broken',
    });
    expect(shopAvailability(shop, at('2026-11-26', '23:00'))).toMatchObject({ state: 'closed', cause: 'hours' });
    expect(shopAvailability(shop, at('2026-11-27', '09:00'))).toMatchObject({ state: 'open' });
    // With no end it lasts until staff resume it.
    expect(shopAvailability(input({ pausedAt: at('2026-11-20', '10:00') }), at('2026-11-27', '09:00'))).toMatchObject({ state: 'paused', until: null, opensAt: null });
  });

  it('is busy while open and busy, with its extra minutes; busy does not open a closed shop', () => {
    const shop = input({ busyUntil: at('2026-11-26', '21:00'), busyMinutes: 20, busyReason: 'Thursday rush', busyReasonAr: 'زحمة الخميس' });
    expect(shopAvailability(shop, at('2026-11-26', '20:00'))).toMatchObject({ state: 'busy', busyMinutes: 20, until: kw('2026-11-26', '21:00'), reason: 'Thursday rush' });
    expect(shopAvailability(shop, at('2026-11-26', '21:00'))).toMatchObject({ state: 'open' });
    expect(shopAvailability(shop, at('2026-11-26', '07:00'))).toMatchObject({ state: 'closed' });
  });

  it('puts the manual open flag first: closed with no end until staff open it', () => {
    expect(shopAvailability(input({ isOpen: false, pausedAt: at('2026-11-26', '10:00') }), at('2026-11-26', '12:00'))).toMatchObject({ state: 'closed', cause: 'manual', until: null });
  });

  it('has no daylight saving: the same Kuwait hours in March and October', () => {
    for (const day of ['2026-03-29', '2026-10-25']) {
      expect(shopAvailability(input(), at(day, '07:59')).state).toBe('closed');
      expect(shopAvailability(input(), at(day, '08:00')).state).toBe('open');
    }
  });

  it('sells a product out until the next service, and ends a day’s pause at the close', () => {
    expect(nextServiceStart(input(), at('2026-11-26', '12:00')).toISOString()).toBe(kw('2026-11-27', '08:00'));
    expect(nextServiceStart(input(), at('2026-11-26', '06:00')).toISOString()).toBe(kw('2026-11-27', '08:00'));
    expect(endOfServiceDay(input(), at('2026-11-26', '12:00')).toISOString()).toBe(kw('2026-11-26', '22:00'));
    expect(endOfServiceDay(input({ openTime: '00:00', closeTime: '00:00' }), at('2026-11-26', '12:00')).toISOString()).toBe(kw('2026-11-27', '00:00'));
  });
});
