import { chooseSlot, openSlots, prepareAtOf, readSlotStart, type SlotSettings, type SlotTemplateValues, slotSettingsRules, slotsOnDay } from './slot-rules';
import type { ShopSlotsBody } from './slot-schemas';

// decisions/delivery-slots.md, the pure rules: what a settings body may say (the contract's messages, word for word),
// which slots a shop has on a Kuwait day (regular or Ramadan), which customers are offered, and what an order may ask.

const body = (fields: Partial<ShopSlotsBody> = {}): ShopSlotsBody => ({ enabled: true, cutoffMinutes: 60, leadMinutes: 60, daysAhead: 3, templates: [], ...fields });
const template = (fields: Partial<SlotTemplateValues> = {}): SlotTemplateValues => ({ timetable: 'regular', weekday: 0, startsAt: '12:00', endsAt: '13:00', capacity: 10, ...fields });

// 2030-01-06 is a Sunday (weekday 0); 10:00 in Kuwait is 07:00 UTC.
const SUNDAY = '2030-01-06';
const at = (day: string, time: string) => new Date(`${day}T${time}:00+03:00`);
const settings: SlotSettings = { enabled: true, cutoffMinutes: 60, leadMinutes: 90, daysAhead: 2 };
const week = [
  template({ weekday: 0, startsAt: '14:00', endsAt: '15:00' }),
  template({ weekday: 0, startsAt: '12:00', endsAt: '13:00' }),
  template({ weekday: 1, startsAt: '09:00', endsAt: '10:30', capacity: 3 }),
  template({ weekday: 2, startsAt: '09:00', endsAt: '10:00' }),
];

describe('slotSettingsRules: a PUT shop/{id}/slots body', () => {
  it('takes a valid body, its templates in the answer’s order (regular first, by weekday and start)', () => {
    const { errors, settings: values, templates } = slotSettingsRules(
      body({
        templates: [template({ timetable: 'ramadan', weekday: 5, startsAt: '20:00', endsAt: '21:00' }), template({ weekday: 3 }), template({ weekday: 3, startsAt: '08:00', endsAt: '12:00' })],
      }),
    );
    expect(errors).toEqual({});
    expect(values).toEqual({ enabled: true, cutoffMinutes: 60, leadMinutes: 60, daysAhead: 3 });
    expect(templates.map((row) => `${row.timetable} ${row.weekday} ${row.startsAt}`)).toEqual(['regular 3 08:00', 'regular 3 12:00', 'ramadan 5 20:00']);
  });

  it('words each refusal under its field, as the contract says', () => {
    const { errors } = slotSettingsRules(
      body({
        cutoffMinutes: 1441,
        leadMinutes: 2.5,
        daysAhead: 15,
        templates: [
          template({ startsAt: '9:00' }),
          template({ endsAt: '24:00' }),
          template({ startsAt: '18:00', endsAt: '17:00' }),
          template({ startsAt: '20:00', endsAt: '00:00' }),
          template({ weekday: 7 }),
          template({ capacity: 0 }),
          template({ weekday: 2, capacity: 501 }),
        ],
      }),
    );
    expect(errors).toEqual({
      cutoffMinutes: 'Enter a whole number of minutes from 0 to 1440',
      leadMinutes: 'Enter a whole number of minutes from 0 to 1440',
      daysAhead: 'Enter a number of days from 1 to 14',
      'templates.0.startsAt': 'Enter a time as HH:MM',
      'templates.1.endsAt': 'Enter a time as HH:MM',
      'templates.2.endsAt': 'The slot must end after it starts',
      'templates.3.endsAt': 'The slot must end after it starts',
      'templates.4.weekday': 'Choose a day of the week',
      'templates.5.capacity': 'Enter a capacity from 1 to 500',
      'templates.6.capacity': 'Enter a capacity from 1 to 500',
    });
    expect(slotSettingsRules(body({ daysAhead: 0, cutoffMinutes: -1 })).errors).toEqual({
      cutoffMinutes: 'Enter a whole number of minutes from 0 to 1440',
      daysAhead: 'Enter a number of days from 1 to 14',
    });
  });

  it('refuses a slot overlapping another of the same timetable and day, under the later one; touching ends and other days or timetables are fine', () => {
    const { errors } = slotSettingsRules(
      body({
        templates: [
          template({ startsAt: '12:00', endsAt: '14:00' }),
          template({ startsAt: '10:00', endsAt: '11:00' }),
          template({ startsAt: '13:30', endsAt: '15:00' }),
          template({ startsAt: '14:00', endsAt: '16:00' }),
          template({ startsAt: '11:00', endsAt: '12:00' }),
          template({ weekday: 1, startsAt: '12:30', endsAt: '13:00' }),
          template({ timetable: 'ramadan', startsAt: '12:30', endsAt: '13:00' }),
          template({ startsAt: '12:00', endsAt: '12:30' }),
        ],
      }),
    );
    expect(errors).toEqual({
      'templates.2.startsAt': 'This slot overlaps another on the same day',
      'templates.3.startsAt': 'This slot overlaps another on the same day',
      'templates.7.startsAt': 'This slot overlaps another on the same day',
    });
  });

  it('allows 200 templates, not 201', () => {
    const many = (count: number) =>
      Array.from({ length: count }, (_, index) => {
        const start = index % 24;
        return template({ weekday: Math.floor(index / 24) % 7, timetable: index < 168 ? 'regular' : 'ramadan', startsAt: `${String(start).padStart(2, '0')}:00`, endsAt: `${String(start).padStart(2, '0')}:30` });
      });
    expect(slotSettingsRules(body({ templates: many(200) })).errors).toEqual({});
    expect(slotSettingsRules(body({ templates: many(201) })).errors).toEqual({ templates: 'A shop has at most 200 slot templates' });
  });
});

describe('slotsOnDay: the slots of a Kuwait day', () => {
  it('places the weekday’s templates on the day in Kuwait time, by start', () => {
    expect(slotsOnDay(SUNDAY, week, null)).toEqual([
      { startsAt: at(SUNDAY, '12:00'), endsAt: at(SUNDAY, '13:00'), day: SUNDAY, capacity: 10 },
      { startsAt: at(SUNDAY, '14:00'), endsAt: at(SUNDAY, '15:00'), day: SUNDAY, capacity: 10 },
    ]);
    // Kuwait's Sunday 02:00 is Saturday 23:00 UTC: the day is Kuwait's.
    expect(slotsOnDay(SUNDAY, [template({ startsAt: '02:00', endsAt: '03:00' })], null)[0].startsAt.toISOString()).toBe('2030-01-05T23:00:00.000Z');
    expect(slotsOnDay('2030-01-09', week, null)).toEqual([]);
  });

  it('switches to the Ramadan timetable within the team’s dates when the shop keeps one, else keeps the regular one', () => {
    const ramadan = { from: '2030-01-06', to: '2030-01-07' };
    const withRamadan = [...week, template({ timetable: 'ramadan', weekday: 0, startsAt: '20:00', endsAt: '22:00', capacity: 4 })];
    expect(slotsOnDay(SUNDAY, withRamadan, ramadan).map((slot) => slot.startsAt)).toEqual([at(SUNDAY, '20:00')]);
    // A Ramadan day whose weekday has no Ramadan slot: none (the Ramadan timetable is the day's).
    expect(slotsOnDay('2030-01-07', withRamadan, ramadan)).toEqual([]);
    // The day after Ramadan: the regular week again.
    expect(slotsOnDay('2030-01-08', withRamadan, ramadan).map((slot) => slot.startsAt)).toEqual([at('2030-01-08', '09:00')]);
    // No Ramadan templates: the regular ones through Ramadan.
    expect(slotsOnDay(SUNDAY, week, ramadan)).toHaveLength(2);
    // No dates set: the Ramadan templates wait.
    expect(slotsOnDay(SUNDAY, withRamadan, null)).toHaveLength(2);
  });
});

describe('openSlots and chooseSlot: what customers are offered and may ask for', () => {
  const now = at(SUNDAY, '11:30');

  it('offers daysAhead days from today, chronologically, leaving out the slots past their cutoff; none when slots are off', () => {
    expect(openSlots(now, settings, week, null).map((slot) => slot.startsAt)).toEqual([at(SUNDAY, '14:00'), at('2030-01-07', '09:00')]);
    expect(openSlots(at(SUNDAY, '11:00'), settings, week, null)).toHaveLength(3);
    expect(openSlots(now, { ...settings, daysAhead: 3 }, week, null)).toHaveLength(3);
    expect(openSlots(now, { ...settings, enabled: false }, week, null)).toEqual([]);
  });

  it('finds the slot starting at an instant, or says why not: unknown (no such slot, beyond the days, slots off) or closed (past its cutoff)', () => {
    expect(chooseSlot(at(SUNDAY, '14:00'), now, settings, week, null)).toEqual({ slot: expect.objectContaining({ startsAt: at(SUNDAY, '14:00'), capacity: 10 }) });
    expect(chooseSlot(at(SUNDAY, '12:00'), now, settings, week, null)).toEqual({ refused: 'SLOT_CLOSED' });
    expect(chooseSlot(at(SUNDAY, '14:30'), now, settings, week, null)).toEqual({ refused: 'SLOT_UNKNOWN' });
    expect(chooseSlot(at('2030-01-08', '09:00'), now, settings, week, null)).toEqual({ refused: 'SLOT_UNKNOWN' });
    expect(chooseSlot(at('2029-12-30', '12:00'), now, settings, week, null)).toEqual({ refused: 'SLOT_UNKNOWN' });
    expect(chooseSlot(at(SUNDAY, '14:00'), now, { ...settings, enabled: false }, week, null)).toEqual({ refused: 'SLOT_UNKNOWN' });
    // The cutoff's own minute still takes orders.
    expect(chooseSlot(at(SUNDAY, '14:00'), at(SUNDAY, '13:00'), settings, week, null)).toEqual({ slot: expect.anything() });
    expect(chooseSlot(at(SUNDAY, '14:00'), new Date(at(SUNDAY, '13:00').getTime() + 1), settings, week, null)).toEqual({ refused: 'SLOT_CLOSED' });
  });

  it('starts preparation the lead time before the slot, never before the order is placed', () => {
    const slot = { startsAt: at(SUNDAY, '14:00') };
    expect(prepareAtOf(slot, 90, now)).toEqual(at(SUNDAY, '12:30'));
    expect(prepareAtOf(slot, 180, now)).toEqual(now);
  });

  it('reads a slot start as an ISO date-time with its offset, nothing else', () => {
    expect(readSlotStart('2030-01-06T14:00:00+03:00')).toEqual(at(SUNDAY, '14:00'));
    expect(readSlotStart('2030-01-06T11:00:00.000Z')).toEqual(at(SUNDAY, '14:00'));
    for (const wrong of ['2030-01-06', '2030-01-06T14:00', 'tomorrow', '2030-02-31T10:00:00Z']) expect(readSlotStart(wrong)).toBeNull();
  });
});
