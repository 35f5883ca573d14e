import type { SlotTimetable } from '../../db/schema';
import type { FieldErrors } from '../../http/errors';
import { addDays, isDay, kuwaitDay, kuwaitDayStart } from '../../kuwait/kuwait-days';
import { SLOT_LIMITS, type ShopSlotsBody } from './slot-schemas';

// decisions/delivery-slots.md, the pure part: what a slot settings body asks (each value in range, each template a slot
// within one day, no two overlapping in a timetable's day), and which slots a shop has on a Kuwait day, which of them
// customers are offered now, and whether an instant is one of them. No database, no clock: the caller gives `now`.

/** A time of day as a template writes it: HH:MM, 00:00–23:59. */
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes since the day's midnight of an HH:MM. */
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A shop's slot settings as stored. */
export type SlotSettings = {
  enabled: boolean;
  cutoffMinutes: number;
  leadMinutes: number;
  daysAhead: number;
};

/** A weekly template as stored (its id aside). Types, not interfaces: the answer's types (with their index signature) accept them. */
export type SlotTemplateValues = {
  timetable: SlotTimetable;
  weekday: number;
  startsAt: string;
  endsAt: string;
  capacity: number;
};

/** The team's Ramadan dates (Kuwait days, both included), or null when not set. */
export type RamadanDates = { from: string; to: string } | null;

/**
 * PUT shop/{id}/slots, checked: the contract's field errors, each under its field; `values` are what is stored when
 * there are none (the templates in the order the answer lists them).
 */
export function slotSettingsRules(body: ShopSlotsBody): { errors: FieldErrors; settings: SlotSettings; templates: SlotTemplateValues[] } {
  const errors: FieldErrors = {};
  const whole = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;
  const { minutes, daysAhead, capacity } = SLOT_LIMITS;
  for (const field of ['cutoffMinutes', 'leadMinutes'] as const) {
    if (!whole(body[field], minutes.min, minutes.max)) errors[field] = `Enter a whole number of minutes from ${minutes.min} to ${minutes.max}`;
  }
  if (!whole(body.daysAhead, daysAhead.min, daysAhead.max)) errors.daysAhead = `Enter a number of days from ${daysAhead.min} to ${daysAhead.max}`;
  if (body.templates.length > SLOT_LIMITS.templates) errors.templates = `A shop has at most ${SLOT_LIMITS.templates} slot templates`;

  // The templates whose times read, by timetable and weekday: each day's checked for overlaps once all are read.
  const days = new Map<string, { index: number; start: number; end: number }[]>();
  body.templates.forEach((template, index) => {
    const field = `templates.${index}`;
    if (!whole(template.weekday, 0, 6)) errors[`${field}.weekday`] = 'Choose a day of the week';
    if (!whole(template.capacity, capacity.min, capacity.max)) errors[`${field}.capacity`] = `Enter a capacity from ${capacity.min} to ${capacity.max}`;
    const startOk = TIME_PATTERN.test(template.startsAt);
    const endOk = TIME_PATTERN.test(template.endsAt);
    if (!startOk) errors[`${field}.startsAt`] = 'Enter a time as HH:MM';
    if (!endOk) errors[`${field}.endsAt`] = 'Enter a time as HH:MM';
    if (!startOk || !endOk) return;
    const [start, end] = [minutesOf(template.startsAt), minutesOf(template.endsAt)];
    // A slot lies within one day: an end at or before the start (00:00 included) is no end.
    if (end <= start) {
      errors[`${field}.endsAt`] = 'The slot must end after it starts';
      return;
    }
    const key = `${template.timetable} ${template.weekday}`;
    days.set(key, [...(days.get(key) ?? []), { index, start, end }]);
  });
  for (const slots of days.values()) {
    slots.sort((a, b) => a.start - b.start || a.index - b.index);
    let latestEnd = -1;
    for (const slot of slots) {
      // Sorted by start: a slot overlaps an earlier one exactly when it starts before the latest end so far.
      if (slot.start < latestEnd) errors[`templates.${slot.index}.startsAt`] ??= 'This slot overlaps another on the same day';
      latestEnd = Math.max(latestEnd, slot.end);
    }
  }

  const templates = body.templates
    .map(({ timetable, weekday, startsAt, endsAt, capacity: places }) => ({ timetable, weekday, startsAt, endsAt, capacity: places }))
    .sort(compareTemplates);
  const { enabled, cutoffMinutes, leadMinutes } = body;
  return { errors, settings: { enabled, cutoffMinutes, leadMinutes, daysAhead: body.daysAhead }, templates };
}

/** The answer's order: the regular timetable first, then by weekday and start. */
export function compareTemplates(a: SlotTemplateValues, b: SlotTemplateValues): number {
  return (a.timetable === b.timetable ? 0 : a.timetable === 'regular' ? -1 : 1) || a.weekday - b.weekday || a.startsAt.localeCompare(b.startsAt);
}

/** One slot of one Kuwait day: its instants, its day, and the orders its template takes. */
export interface SlotInstance {
  startsAt: Date;
  endsAt: Date;
  day: string;
  capacity: number;
}

/** Kuwait's weekday of a day (0 = Sunday): a Kuwait day is a calendar date, whose weekday UTC reads alike. */
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** Whether `day` is one of the team's Ramadan days. */
export const isRamadan = (day: string, ramadan: RamadanDates) => ramadan !== null && day >= ramadan.from && day <= ramadan.to;

/**
 * The slots a shop has on Kuwait day `day`, by start: its Ramadan timetable's on a Ramadan day when it keeps one (any
 * Ramadan template), its regular one otherwise. Whether slots are enabled is the caller's.
 */
export function slotsOnDay(day: string, templates: readonly SlotTemplateValues[], ramadan: RamadanDates): SlotInstance[] {
  const timetable: SlotTimetable = isRamadan(day, ramadan) && templates.some((template) => template.timetable === 'ramadan') ? 'ramadan' : 'regular';
  const weekday = weekdayOf(day);
  const midnight = kuwaitDayStart(day).getTime();
  return templates
    .filter((template) => template.timetable === timetable && template.weekday === weekday)
    .map((template) => ({
      startsAt: new Date(midnight + minutesOf(template.startsAt) * 60_000),
      endsAt: new Date(midnight + minutesOf(template.endsAt) * 60_000),
      day,
      capacity: template.capacity,
    }))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** The Kuwait days customers are offered slots on at `now`: today and the next daysAhead − 1. */
export const offeredDays = (now: Date, daysAhead: number): string[] => Array.from({ length: daysAhead }, (_, index) => addDays(kuwaitDay(now), index));

/** Whether a slot still takes orders at `now`: until cutoffMinutes before it starts. */
export const beforeCutoff = (slot: Pick<SlotInstance, 'startsAt'>, cutoffMinutes: number, now: Date) => now.getTime() <= slot.startsAt.getTime() - cutoffMinutes * 60_000;

/**
 * The slots customers see at `now`, chronologically: every slot of the offered days still before its cutoff; none
 * when the shop's slots are not enabled.
 */
export function openSlots(now: Date, settings: SlotSettings, templates: readonly SlotTemplateValues[], ramadan: RamadanDates): SlotInstance[] {
  if (!settings.enabled) return [];
  return offeredDays(now, settings.daysAhead)
    .flatMap((day) => slotsOnDay(day, templates, ramadan))
    .filter((slot) => beforeCutoff(slot, settings.cutoffMinutes, now));
}

/** Why a slot asked for is refused (place-order.ts words it), or the slot. */
export type SlotChoice = { slot: SlotInstance } | { refused: 'SLOT_UNKNOWN' | 'SLOT_CLOSED' };

/**
 * The slot starting at `startsAt`, if the shop has one then on an offered day with its slots enabled (else
 * SLOT_UNKNOWN), and still before its cutoff at `now` (else SLOT_CLOSED). Whether it has room is the database's.
 */
export function chooseSlot(startsAt: Date, now: Date, settings: SlotSettings, templates: readonly SlotTemplateValues[], ramadan: RamadanDates): SlotChoice {
  if (!settings.enabled) return { refused: 'SLOT_UNKNOWN' };
  const day = kuwaitDay(startsAt);
  if (!offeredDays(now, settings.daysAhead).includes(day)) return { refused: 'SLOT_UNKNOWN' };
  const slot = slotsOnDay(day, templates, ramadan).find((candidate) => candidate.startsAt.getTime() === startsAt.getTime());
  if (!slot) return { refused: 'SLOT_UNKNOWN' };
  return beforeCutoff(slot, settings.cutoffMinutes, now) ? { slot } : { refused: 'SLOT_CLOSED' };
}

/**
 * When a slot order's preparation starts: the slot's start less the lead time, but never before the order is placed
 * (a slot closer than the lead time is prepared at once: the desk's timers never count from before the order existed).
 */
export const prepareAtOf = (slot: Pick<SlotInstance, 'startsAt'>, leadMinutes: number, now: Date): Date =>
  new Date(Math.max(slot.startsAt.getTime() - leadMinutes * 60_000, now.getTime()));

/** A slot's start as the customer's app sends it: an ISO date-time with its offset; null when it is not one. */
export function readSlotStart(value: string): Date | null {
  // The date must be a real one (2030-02-31 is not: Date would roll it over).
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) || !isDay(value.slice(0, 10))) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}
