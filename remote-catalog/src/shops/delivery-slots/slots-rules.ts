import type { SlotLimits } from '@dukkan/shared';
import type { SlotTimetable } from './slots-api';

/** One slot of a timetable as typed: its day, its times (HH:MM) and its capacity. */
export interface SlotTimes {
  timetable: SlotTimetable;
  weekday: number;
  startsAt: string;
  endsAt: string;
  capacity: string;
}

export type SlotField = 'startsAt' | 'endsAt' | 'capacity';
/** A slot's fields in the order a row shows them. */
export const SLOT_FIELDS: readonly SlotField[] = ['startsAt', 'endsAt', 'capacity'];

/** The shop's slot settings as typed: minutes and days as text, so a field may be empty while it is edited. */
export interface SlotSettings {
  enabled: boolean;
  cutoffMinutes: string;
  leadMinutes: string;
  daysAhead: string;
}

export type SlotSettingsField = 'cutoffMinutes' | 'leadMinutes' | 'daysAhead';

/** The keys of `shops.slots.rules.*`: the API's own messages, word for word in English. */
export type SlotRuleKey = 'time' | 'endAfterStart' | 'overlap' | 'capacity' | 'minutes' | 'daysAhead' | 'tooMany';

export type SlotErrors = Partial<Record<SlotField, SlotRuleKey>>;
export type SlotSettingsErrors = Partial<Record<SlotSettingsField, SlotRuleKey>>;

/** The API's ranges (api slot-schemas.ts SLOT_LIMITS): typed with its own, so a change there fails the type check here. */
export const SLOT_LIMITS: SlotLimits = {
  minutes: { min: 0, max: 1440 },
  daysAhead: { min: 1, max: 14 },
  capacity: { min: 1, max: 500 },
  templates: 200,
} as const;

/** The timetables in the order the editor shows them and the API lists them. */
export const TIMETABLES: readonly SlotTimetable[] = ['regular', 'ramadan'];

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const WHOLE = /^\d{1,5}$/;

/** Minutes after midnight of an HH:MM time, or null while it is not one. */
export function minutesOf(time: string): number | null {
  if (!TIME.test(time)) return null;
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** HH:MM of a number of minutes after midnight (within the day). */
export const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const wholeIn = (text: string, { min, max }: { min: number; max: number }) => {
  const value = text.trim();
  return WHOLE.test(value) && Number(value) >= min && Number(value) <= max;
};

/** A slot's start and end in minutes when both are times and it ends after it starts (within its day). */
function spanOf(slot: SlotTimes): [number, number] | null {
  const start = minutesOf(slot.startsAt);
  const end = minutesOf(slot.endsAt);
  return start !== null && end !== null && end > start ? [start, end] : null;
}

/**
 * decisions/delivery-slots.md, as the API checks the templates (slot-rules.ts): HH:MM times, an end after the start
 * on the same day (00:00 is no end), no two slots of one timetable's day overlapping (both are marked: either may be
 * the one to move), a capacity from 1 to 500. The result is by the slots' places in `slots`.
 */
export function validateSlots(slots: readonly SlotTimes[]): SlotErrors[] {
  const spans = slots.map(spanOf);
  return slots.map((slot, index) => {
    const errors: SlotErrors = {};
    if (minutesOf(slot.startsAt) === null) errors.startsAt = 'time';
    if (minutesOf(slot.endsAt) === null) errors.endsAt = 'time';
    else if (!errors.startsAt && !spans[index]) errors.endsAt = 'endAfterStart';
    const span = spans[index];
    const overlaps =
      span !== null &&
      slots.some((other, at) => {
        const otherSpan = spans[at];
        return at !== index && otherSpan !== null && other.timetable === slot.timetable && other.weekday === slot.weekday && otherSpan[0] < span[1] && span[0] < otherSpan[1];
      });
    if (overlaps) errors.startsAt = 'overlap';
    if (!wholeIn(slot.capacity, SLOT_LIMITS.capacity)) errors.capacity = 'capacity';
    return errors;
  });
}

/** The cutoff and the lead are whole minutes from 0 to 1440, the days shown 1 to 14. */
export function validateSlotSettings(settings: SlotSettings): SlotSettingsErrors {
  const errors: SlotSettingsErrors = {};
  if (!wholeIn(settings.cutoffMinutes, SLOT_LIMITS.minutes)) errors.cutoffMinutes = 'minutes';
  if (!wholeIn(settings.leadMinutes, SLOT_LIMITS.minutes)) errors.leadMinutes = 'minutes';
  if (!wholeIn(settings.daysAhead, SLOT_LIMITS.daysAhead)) errors.daysAhead = 'daysAhead';
  return errors;
}

/** A shop keeps at most 200 templates, both timetables together. */
export const isTooMany = (slots: readonly unknown[]) => slots.length > SLOT_LIMITS.templates;
