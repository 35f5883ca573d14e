import type { FieldErrors } from '../../http/errors';
import { DAY_MS, isDay } from '../../kuwait/kuwait-days';
import type { Interval, WeeklyInterval } from './shop-availability';
import type { OverrideBody, ShopReasonCode } from './shop-availability-schemas';
import type { ShopReason } from './shop-pause';

// Pure checks of the availability forms (decisions/availability.md): input → { errors: { field: message }, values }.

/** The longest override: a year (Ramadan is a month; a closure longer than a year is the open flag's job). */
const MAX_OVERRIDE_DAYS = 366;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The minutes of the day an interval covers, as [start, end) in minutes from the day's start (past midnight runs over 1440). */
function coverage({ opens, closes }: Interval): [number, number] {
  const open = minutesOf(opens);
  const close = minutesOf(closes);
  return [open, close > open ? close : close === open ? open + 1440 : close + 1440];
}

/** The first two intervals of one day that overlap, or null. */
function overlapping(intervals: readonly Interval[]): [Interval, Interval] | null {
  const spans = intervals.map((interval) => ({ interval, span: coverage(interval) })).sort((a, b) => a.span[0] - b.span[0]);
  for (let i = 1; i < spans.length; i++) if (spans[i].span[0] < spans[i - 1].span[1]) return [spans[i - 1].interval, spans[i].interval];
  return null;
}

/** A day's intervals must not overlap: "08:00–12:00 overlaps 11:00–14:00". */
export function intervalErrors(intervals: readonly Interval[], field: string): FieldErrors {
  const clash = overlapping(intervals);
  return clash ? { [field]: `${clash[0].opens}–${clash[0].closes} overlaps ${clash[1].opens}–${clash[1].closes}` } : {};
}

export function weeklyHoursRules(hours: readonly WeeklyInterval[]): FieldErrors {
  const errors: FieldErrors = {};
  for (let weekday = 0; weekday <= 6; weekday++) {
    Object.assign(errors, intervalErrors(hours.filter((interval) => interval.weekday === weekday), `hours.${weekday}`));
  }
  return errors;
}

export interface OverrideValues {
  shopId: number | null;
  startsOn: string;
  endsOn: string;
  closed: boolean;
  hours: Interval[];
  reason: string;
  reasonAr: string;
}

export function overrideRules(body: OverrideBody): { errors: FieldErrors; values: OverrideValues } {
  const errors: FieldErrors = {};
  const reason = (body.reason ?? '').trim();
  const reasonAr = (body.reasonAr ?? '').trim();
  const hours = body.closed ? [] : (body.hours ?? []);
  if (!isDay(body.startsOn)) errors.startsOn = 'Enter a valid start date';
  if (!isDay(body.endsOn)) errors.endsOn = 'Enter a valid end date';
  else if (isDay(body.startsOn) && body.endsOn < body.startsOn) errors.endsOn = 'The end date must be on or after the start date';
  else if (isDay(body.startsOn) && (Date.parse(body.endsOn) - Date.parse(body.startsOn)) / DAY_MS >= MAX_OVERRIDE_DAYS) {
    errors.endsOn = `An override can last at most ${MAX_OVERRIDE_DAYS} days`;
  }
  if (!body.closed && hours.length === 0) errors.hours = 'Add the hours, or mark the days closed';
  Object.assign(errors, intervalErrors(hours, 'hours'));
  if (!reason) errors.reason = 'Reason is required';
  return { errors, values: { shopId: body.shopId ?? null, startsOn: body.startsOn, endsOn: body.endsOn, closed: body.closed, hours, reason, reasonAr } };
}

/** Reasons are optional for pause and busy; trimmed, empty is none. */
export const reasonText = (value: string | undefined) => value?.trim() || null;

/** A pause's or busy's reason: a preset's code, or staff's own words as typed; one of them, not both. */
export function shopReasonRules(body: { reasonCode?: ShopReasonCode; reason?: string; reasonAr?: string }): { errors: FieldErrors; values: ShopReason } {
  const values = { reasonCode: body.reasonCode ?? null, reason: reasonText(body.reason), reasonAr: reasonText(body.reasonAr) };
  const both = values.reasonCode !== null && (values.reason !== null || values.reasonAr !== null);
  return { errors: both ? { reasonCode: 'Choose a listed reason or type one, not both' } : {}, values };
}
