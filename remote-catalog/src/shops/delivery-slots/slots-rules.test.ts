import { copiedToAllDays, draftOf, rowsInOrder, serverErrorsOf, slotsBody, withNewSlot, type SlotDraft } from './slots-draft';
import { isTooMany, minutesOf, type SlotTimes, validateSlots, validateSlotSettings } from './slots-rules';

const slot = (startsAt: string, endsAt: string, capacity = '10', weekday = 0, timetable: SlotTimes['timetable'] = 'regular'): SlotTimes => ({
  timetable,
  weekday,
  startsAt,
  endsAt,
  capacity,
});
const settings = (cutoffMinutes: string, leadMinutes = '60', daysAhead = '3') => ({ enabled: true, cutoffMinutes, leadMinutes, daysAhead });

describe('a slot’s rules, as the API checks them (decisions/delivery-slots.md)', () => {
  it('takes HH:MM times within one day, ending after the start', () => {
    expect(validateSlots([slot('09:00', '11:00'), slot('00:00', '23:59', '10', 1)])).toEqual([{}, {}]);
    expect(minutesOf('23:59')).toBe(1439);
    expect(validateSlots([slot('9:00', '11:00')])[0]).toEqual({ startsAt: 'time' });
    expect(validateSlots([slot('09:00', '24:00')])[0]).toEqual({ endsAt: 'time' });
    expect(validateSlots([slot('', '')])[0]).toEqual({ startsAt: 'time', endsAt: 'time' });
    expect(validateSlots([slot('11:00', '09:00')])[0]).toEqual({ endsAt: 'endAfterStart' });
    expect(validateSlots([slot('10:00', '10:00')])[0]).toEqual({ endsAt: 'endAfterStart' });
    // A slot lies within its day: 00:00 ends none.
    expect(validateSlots([slot('22:00', '00:00')])[0]).toEqual({ endsAt: 'endAfterStart' });
  });

  it('marks both slots that overlap on one timetable’s day, not slots that only touch or lie on another day or timetable', () => {
    expect(validateSlots([slot('09:00', '11:00'), slot('10:30', '12:00'), slot('12:00', '13:00')])).toEqual([{ startsAt: 'overlap' }, { startsAt: 'overlap' }, {}]);
    expect(validateSlots([slot('09:00', '11:00'), slot('09:00', '11:00', '10', 1), slot('09:00', '11:00', '10', 0, 'ramadan')])).toEqual([{}, {}, {}]);
    expect(validateSlots([slot('08:00', '14:00'), slot('10:00', '11:00')])).toEqual([{ startsAt: 'overlap' }, { startsAt: 'overlap' }]);
  });

  it('takes a whole capacity from 1 to 500', () => {
    expect(validateSlots([slot('09:00', '10:00', '1'), slot('10:00', '11:00', '500')])).toEqual([{}, {}]);
    for (const capacity of ['0', '501', '2.5', '-1', '', 'ten']) expect(validateSlots([slot('09:00', '10:00', capacity)])[0]).toEqual({ capacity: 'capacity' });
  });

  it('takes whole minutes from 0 to 1440 and 1 to 14 days', () => {
    expect(validateSlotSettings(settings('0', '1440', '14'))).toEqual({});
    expect(validateSlotSettings(settings('1441', '-5', '0'))).toEqual({ cutoffMinutes: 'minutes', leadMinutes: 'minutes', daysAhead: 'daysAhead' });
    expect(validateSlotSettings(settings('30.5', '', '15'))).toEqual({ cutoffMinutes: 'minutes', leadMinutes: 'minutes', daysAhead: 'daysAhead' });
  });

  it('takes at most 200 templates, both timetables together', () => {
    expect(isTooMany(Array.from({ length: 200 }))).toBe(false);
    expect(isTooMany(Array.from({ length: 201 }))).toBe(true);
  });
});

describe('the editor’s rows', () => {
  const loaded = draftOf({
    enabled: true,
    cutoffMinutes: 60,
    leadMinutes: 45,
    daysAhead: 3,
    templates: [
      { id: 1, timetable: 'regular', weekday: 0, startsAt: '09:00', endsAt: '11:00', capacity: 10 },
      { id: 2, timetable: 'regular', weekday: 2, startsAt: '16:00', endsAt: '18:00', capacity: 5 },
      { id: 3, timetable: 'ramadan', weekday: 0, startsAt: '20:00', endsAt: '22:30', capacity: 8 },
    ],
  });
  const times = (rows: SlotDraft[]) => rows.map(({ timetable, weekday, startsAt, endsAt, capacity }) => `${timetable} ${weekday} ${startsAt}-${endsAt} ×${capacity}`);

  it('start from the saved slots, numbers as text', () => {
    expect(loaded).toMatchObject({ enabled: true, cutoffMinutes: '60', leadMinutes: '45', daysAhead: '3' });
    expect(times(loaded.slots)).toEqual(['regular 0 09:00-11:00 ×10', 'regular 2 16:00-18:00 ×5', 'ramadan 0 20:00-22:30 ×8']);
  });

  it('add a slot after the day’s last, as long and as large; an empty one on an empty day or when it would pass midnight', () => {
    expect(times(withNewSlot(loaded.slots, 'regular', 0)).at(-1)).toBe('regular 0 11:00-13:00 ×10');
    expect(times(withNewSlot(loaded.slots, 'regular', 1)).at(-1)).toBe('regular 1 - ×');
    expect(times(withNewSlot(loaded.slots, 'ramadan', 0)).at(-1)).toBe('ramadan 0 - ×8');
  });

  it('copy a day onto the six others of its timetable, as new rows in place of theirs', () => {
    const copied = copiedToAllDays(loaded.slots, 'regular', 0);
    expect(times(rowsInOrder(copied))).toEqual([...[0, 1, 2, 3, 4, 5, 6].map((weekday) => `regular ${weekday} 09:00-11:00 ×10`), 'ramadan 0 20:00-22:30 ×8']);
    expect(new Set(copied.map((row) => row.key)).size).toBe(copied.length);
  });

  it('are sent regular first, by day, as numbers', () => {
    const rows = rowsInOrder([...loaded.slots].reverse());
    expect(slotsBody(loaded, rows)).toEqual({
      enabled: true,
      cutoffMinutes: 60,
      leadMinutes: 45,
      daysAhead: 3,
      templates: [
        { timetable: 'regular', weekday: 0, startsAt: '09:00', endsAt: '11:00', capacity: 10 },
        { timetable: 'regular', weekday: 2, startsAt: '16:00', endsAt: '18:00', capacity: 5 },
        { timetable: 'ramadan', weekday: 0, startsAt: '20:00', endsAt: '22:30', capacity: 8 },
      ],
    });
  });

  it('find the server’s messages by the row they name, and the settings’ by their field', () => {
    const sent = rowsInOrder(loaded.slots);
    // An ApiError as the base query hands it over.
    const error = {
      status: 400,
      message: 'Validation failed',
      errors: { 'templates.2.startsAt': 'This slot overlaps another on the same day', 'templates.0.weekday': 'Choose a day of the week', daysAhead: 'Enter a number of days from 1 to 14', other: 'ignored' },
    };
    expect(serverErrorsOf(error, sent)).toEqual({
      rows: { [sent[2].key]: { startsAt: 'This slot overlaps another on the same day' }, [sent[0].key]: { row: 'Choose a day of the week' } },
      settings: { daysAhead: 'Enter a number of days from 1 to 14' },
    });
    expect(serverErrorsOf(new Error('offline'), sent)).toEqual({ rows: {}, settings: {} });
  });
});
