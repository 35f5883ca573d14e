import { isApiError } from '@dukkan/shared';
import { WEEKDAYS } from '../availability/weekly-hours';
import type { ShopSlots, ShopSlotsBody, SlotTimetable } from './slots-api';
import { minutesOf, SLOT_FIELDS, type SlotField, type SlotSettings, type SlotSettingsField, type SlotTimes, TIMETABLES, timeOf } from './slots-rules';

/** One row of the editor: a slot of a timetable's day, as typed. */
export interface SlotDraft extends SlotTimes {
  /** Names the row while it is edited: a saved template's id, or a new row's number. */
  key: string;
}

/** The whole editor: the settings and every slot of both timetables, each day's rows in the order they show. */
export interface SlotsDraft extends SlotSettings {
  slots: SlotDraft[];
}

/** A row's messages from the server: its fields', or `row` for the rest (its day or timetable). */
export type SlotServerErrors = Partial<Record<SlotField | 'row', string>>;

/** The server's messages for the settings, and `templates` for the whole set (more than 200). */
export type SettingsServerErrors = Partial<Record<SlotSettingsField | 'enabled' | 'templates', string>>;

let newRows = 0;
/** A fresh key for a row added or copied: never one a saved template has. */
const newKey = () => `new:${++newRows}`;

export function draftOf(slots: ShopSlots): SlotsDraft {
  return {
    enabled: slots.enabled,
    cutoffMinutes: String(slots.cutoffMinutes),
    leadMinutes: String(slots.leadMinutes),
    daysAhead: String(slots.daysAhead),
    slots: slots.templates.map(({ id, timetable, weekday, startsAt, endsAt, capacity }) => ({
      key: `slot:${id}`,
      timetable,
      weekday,
      startsAt,
      endsAt,
      capacity: String(capacity),
    })),
  };
}

/** One timetable's day, in the order its rows show. */
export const dayOf = (slots: readonly SlotDraft[], timetable: SlotTimetable, weekday: number) =>
  slots.filter((slot) => slot.timetable === timetable && slot.weekday === weekday);

/**
 * A new row at the end of a day: after its last slot, as long and taking as many orders (what a day of slots is
 * usually made of), or empty when the day has none yet or the next one would not end before midnight.
 */
export function withNewSlot(slots: readonly SlotDraft[], timetable: SlotTimetable, weekday: number): SlotDraft[] {
  const last = dayOf(slots, timetable, weekday).at(-1);
  const start = last ? minutesOf(last.endsAt) : null;
  const length = last && start !== null ? start - (minutesOf(last.startsAt) ?? start) : 0;
  const fits = start !== null && length > 0 && start + length < 24 * 60;
  const slot: SlotDraft = {
    key: newKey(),
    timetable,
    weekday,
    startsAt: fits ? timeOf(start) : '',
    endsAt: fits ? timeOf(start + length) : '',
    capacity: last?.capacity ?? '',
  };
  return [...slots, slot];
}

/** `from`'s rows on every other day of the same timetable (fresh rows, in place of theirs); the other timetable as it was. */
export function copiedToAllDays(slots: readonly SlotDraft[], timetable: SlotTimetable, from: number): SlotDraft[] {
  const source = dayOf(slots, timetable, from);
  const kept = slots.filter((slot) => slot.timetable !== timetable || slot.weekday === from);
  const copies = WEEKDAYS.filter((weekday) => weekday !== from)
    .flatMap((weekday) => source.map((slot) => ({ ...slot, key: newKey(), weekday })));
  return [...kept, ...copies];
}

/** The rows as they are sent: regular first, then by day, each day's rows in the order they show. */
export function rowsInOrder(slots: readonly SlotDraft[]): SlotDraft[] {
  return TIMETABLES.flatMap((timetable) => WEEKDAYS.flatMap((weekday) => dayOf(slots, timetable, weekday)));
}

/** PUT shop/{id}/slots: the settings and every row of `rows` (rowsInOrder: the server names a row by its place). */
export function slotsBody(draft: SlotSettings, rows: readonly SlotDraft[]): ShopSlotsBody {
  return {
    enabled: draft.enabled,
    cutoffMinutes: Number(draft.cutoffMinutes.trim()),
    leadMinutes: Number(draft.leadMinutes.trim()),
    daysAhead: Number(draft.daysAhead.trim()),
    templates: rows.map(({ timetable, weekday, startsAt, endsAt, capacity }) => ({ timetable, weekday, startsAt, endsAt, capacity: Number(capacity.trim()) })),
  };
}

const ROW_ERROR = /^templates\.(\d+)(?:\.(\w+))?$/;
const SETTINGS_FIELDS = ['enabled', 'cutoffMinutes', 'leadMinutes', 'daysAhead', 'templates'] as const;

/**
 * A refused save's field messages: `templates.3.endsAt` by the key of the row it names (the body listed `sent` in
 * that order), the settings' under their own names.
 */
export function serverErrorsOf(error: unknown, sent: readonly SlotDraft[]): { rows: Record<string, SlotServerErrors>; settings: SettingsServerErrors } {
  const rows: Record<string, SlotServerErrors> = {};
  const settings: SettingsServerErrors = {};
  if (!isApiError(error) || !error.errors) return { rows, settings };
  for (const [field, message] of Object.entries(error.errors)) {
    if (!message) continue;
    const found = ROW_ERROR.exec(field);
    const row = found ? sent[Number(found[1])] : undefined;
    if (found && row) {
      const at = SLOT_FIELDS.find((name) => name === found[2]) ?? 'row';
      rows[row.key] = { ...rows[row.key], [at]: message };
    } else if ((SETTINGS_FIELDS as readonly string[]).includes(field)) {
      settings[field as (typeof SETTINGS_FIELDS)[number]] = message;
    }
  }
  return { rows, settings };
}
