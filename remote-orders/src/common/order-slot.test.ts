import { ordersAr } from '../i18n/ar';
import { ordersEn } from '../i18n/en';
import { orderSlotText, prepareFromText, waitingSince } from './order-slot';

// A tiny `t` over a catalogue, as the print sheet's test reads it.
const translate = (catalogue: object) => (key: string, options: Record<string, unknown> = {}): string => {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
  return String(text).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));
};
const en = translate(ordersEn);
const ar = translate(ordersAr);

// Friday 27 Nov 2026, 18:00–19:00 in Kuwait (15:00–16:00 UTC; the suite runs in Los Angeles, where it is still the 27th at 7 am).
const slot = { startsAt: '2026-11-27T15:00:00.000Z', endsAt: '2026-11-27T16:00:00.000Z' };

describe('the delivery slot as every order surface words it (decisions/delivery-slots.md)', () => {
  it("reads 'Fri 27 Nov, 18:00–19:00' in Kuwait's time, in the reader's language", () => {
    expect(orderSlotText({ slot }, 'en', en)).toBe('Fri 27 Nov, 18:00–19:00');
    expect(orderSlotText({ slot }, 'ar', ar)).toBe('الجمعة \u206727 نوفمبر\u2069، 18:00–19:00');
  });

  it("names Kuwait's day, not the browser's: a slot just after midnight in Kuwait is still the day before in Los Angeles", () => {
    expect(orderSlotText({ slot: { startsAt: '2026-11-27T21:00:00.000Z', endsAt: '2026-11-27T22:00:00.000Z' } }, 'en', en)).toBe('Sat 28 Nov, 00:00–01:00');
  });

  it("says 'As soon as possible' for an order with no slot, and nothing for a server that does not say", () => {
    expect(orderSlotText({ slot: null }, 'en', en)).toBe('As soon as possible');
    expect(orderSlotText({ slot: null }, 'ar', ar)).toBe('في أقرب وقت ممكن');
    expect(orderSlotText({}, 'en', en)).toBeNull();
  });
});

describe('when preparation starts, on the Scheduled tab', () => {
  // Thursday 26 Nov 2026, 13:00 in Kuwait.
  const now = Date.parse('2026-11-26T10:00:00.000Z');

  it("says 'Today 17:00', 'Tomorrow 17:00', else the day, in Kuwait's days", () => {
    expect(prepareFromText({ prepareAt: '2026-11-26T14:00:00.000Z' }, now, 'en', en)).toBe('Today 17:00');
    expect(prepareFromText({ prepareAt: '2026-11-27T14:00:00.000Z' }, now, 'en', en)).toBe('Tomorrow 17:00');
    expect(prepareFromText({ prepareAt: '2026-11-28T14:00:00.000Z' }, now, 'en', en)).toBe('Sat 28 Nov, 17:00');
    // 00:30 on the 27th in Kuwait, still the 26th in UTC: tomorrow.
    expect(prepareFromText({ prepareAt: '2026-11-26T21:30:00.000Z' }, now, 'en', en)).toBe('Tomorrow 00:30');
    expect(prepareFromText({ prepareAt: '2026-11-26T14:00:00.000Z' }, now, 'ar', ar)).toBe('اليوم 17:00');
    expect(prepareFromText({ prepareAt: null }, now, 'en', en)).toBeNull();
  });

  it('counts a scheduled order as waiting from its preparation time, any other from when it was placed', () => {
    expect(waitingSince({ prepareAt: '2026-11-26T14:00:00.000Z', createdAt: '2026-11-25T09:00:00.000Z' })).toBe('2026-11-26T14:00:00.000Z');
    expect(waitingSince({ prepareAt: null, createdAt: '2026-11-25T09:00:00.000Z' })).toBe('2026-11-25T09:00:00.000Z');
  });
});
