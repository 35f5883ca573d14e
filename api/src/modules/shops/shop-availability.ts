// "Can this shop take orders now, and why not, and until when?" (decisions/availability.md), answered in one pure
// function from the shop's open flag, its hours, the dated overrides, its pause and busy state and
// the time. The shops list, the shop page, the dashboard and the customers' ordering all ask it.
// Kuwait keeps UTC+3 all year (no daylight saving), so a Kuwait day is a fixed 24 h span of UTC.

import { addDays, DAY_MS, KUWAIT_OFFSET_MS, kuwaitDay, kuwaitDayStart } from '../../kuwait/kuwait-days';

/** How far ahead "closed until" and "opens at" look; a shop closed longer reads "closed" with no end. */
const HORIZON_DAYS = 14;

/** An opening interval of one day, HH:MM Kuwait time; `closes` at or before `opens` runs past midnight, equal is all day. */
export interface Interval {
  opens: string;
  closes: string;
}

export interface WeeklyInterval extends Interval {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

export interface AvailabilityOverride {
  id: number;
  /** null: every shop (the platform calendar). */
  shopId: number | null;
  /** Kuwait days YYYY-MM-DD, both included. */
  startsOn: string;
  endsOn: string;
  closed: boolean;
  hours: Interval[];
  reason: string;
  reasonAr: string;
}

/** What a shop's opening hours are made of: the spec's open/close time, a weekly schedule, dated overrides. */
export type HoursInput = Pick<AvailabilityInput, 'openTime' | 'closeTime' | 'weekly' | 'overrides'>;

export interface AvailabilityInput {
  isOpen: boolean;
  openTime: string;
  closeTime: string | null;
  /** The weekly schedule; empty: the spec's one open/close time every day. */
  weekly: readonly WeeklyInterval[];
  /** Overrides of this shop and of the platform; the shop's own wins on a day both cover. */
  overrides: readonly AvailabilityOverride[];
  pausedAt: Date | null;
  /** null while paused: until staff resume it. */
  pausedUntil: Date | null;
  pausedReason: string | null;
  pausedReasonAr: string | null;
  /** A preset reason's code (shop-pause.ts), stored instead of words; absent or null: none, or the words above. */
  pausedReasonCode?: string | null;
  busyUntil: Date | null;
  busyMinutes: number | null;
  busyReason: string | null;
  busyReasonAr: string | null;
  busyReasonCode?: string | null;
}

export const AVAILABILITY_STATES = ['open', 'busy', 'paused', 'closed'] as const;
export type AvailabilityState = (typeof AVAILABILITY_STATES)[number];
/** What decided the state: the hours, a dated override, a pause, busy, or the shop's manual open flag. */
export const AVAILABILITY_CAUSES = ['hours', 'override', 'pause', 'busy', 'manual'] as const;
export type AvailabilityCause = (typeof AVAILABILITY_CAUSES)[number];

export type Availability = {
  state: AvailabilityState;
  cause: AvailabilityCause;
  /** When this state ends (ISO): the close for open, the opening for closed, the pause's or busy's end; null: no end in sight. */
  until: string | null;
  /** When it next takes orders, if not now (ISO); null when it does now or nothing is in sight. */
  opensAt: string | null;
  /** A pause's or busy's preset reason, as its code: the reader words it in their language. */
  reasonCode: string | null;
  /** Staff's words for an override, pause or busy, in English and Arabic; null for plain hours. */
  reason: string | null;
  reasonAr: string | null;
  /** Extra preparation minutes while busy. */
  busyMinutes: number | null;
};

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The first and last Kuwait days whose overrides can matter at a time on `today` (the day before, to the horizon). */
export const overridesFrom = (today: string) => addDays(today, -1);
export const overridesTo = (today: string) => addDays(today, HORIZON_DAYS + 1);

/** The override that governs `day`, if any: the shop's own before the platform's, the newest of each. */
export function overrideFor(overrides: readonly AvailabilityOverride[], day: string): AvailabilityOverride | null {
  let found: AvailabilityOverride | null = null;
  for (const candidate of overrides) {
    if (candidate.startsOn > day || candidate.endsOn < day) continue;
    const better = !found || (candidate.shopId !== null && found.shopId === null) || ((candidate.shopId === null) === (found.shopId === null) && candidate.id > found.id);
    if (better) found = candidate;
  }
  return found;
}

/** The intervals a day opens with, before any override: the weekly schedule's, or the spec's one open/close time. */
function regularIntervals(input: HoursInput, day: string): Interval[] {
  if (input.weekly.length > 0) return input.weekly.filter((interval) => interval.weekday === weekdayOf(day));
  // spec §3: no close time is open until midnight.
  return [{ opens: input.openTime, closes: input.closeTime ?? '24:00' }];
}

type Span = [start: number, end: number];

/**
 * The opening spans from the day before `now` to the horizon, merged, in instants. An interval
 * past midnight runs into the next day unless that day has an override: an override owns the
 * whole of each of its days (Eid closed means closed from its midnight).
 */
export function openingSpans(input: HoursInput, now: Date, lastDay = HORIZON_DAYS): Span[] {
  const today = kuwaitDay(now);
  const spans: Span[] = [];
  for (let offset = -1; offset <= lastDay; offset++) {
    const day = addDays(today, offset);
    const override = overrideFor(input.overrides, day);
    const intervals = override ? (override.closed ? [] : override.hours) : regularIntervals(input, day);
    const dayStart = kuwaitDayStart(day).getTime();
    const nextDayOwned = overrideFor(input.overrides, addDays(day, 1)) !== null;
    for (const { opens, closes } of intervals) {
      const open = minutesOf(opens);
      const close = minutesOf(closes);
      const start = dayStart + open * 60_000;
      let end = close > open ? dayStart + close * 60_000 : close === open ? dayStart + DAY_MS : dayStart + DAY_MS + close * 60_000;
      if (nextDayOwned) end = Math.min(end, dayStart + DAY_MS);
      if (end > start) spans.push([start, end]);
    }
  }
  spans.sort((a, b) => a[0] - b[0]);
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([...span]);
  }
  return merged;
}

const iso = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(ms).toISOString());
/** The last merged span may run to the horizon's end: that end is not a real close. */
const realEnd = (spans: Span[], span: Span) => (span === spans[spans.length - 1] ? null : span[1]);

/** The first instant at or after `from` the hours open (`from` itself when open then); null when none is in sight. */
function nextOpening(spans: Span[], from: number): number | null {
  for (const [start, end] of spans) {
    if (from < end) return Math.max(start, from);
  }
  return null;
}

/**
 * The shop's availability at `now`. The order of precedence: the manual open flag (closed until
 * staff open it), a pause (no orders until its end, or until resumed), the hours and overrides
 * (closed until the next opening), busy (taking orders, slower), open.
 */
export function shopAvailability(input: AvailabilityInput, now: Date): Availability {
  const at = now.getTime();
  const base = { reasonCode: null, reason: null, reasonAr: null, busyMinutes: null, opensAt: null } as const;
  if (!input.isOpen) return { ...base, state: 'closed', cause: 'manual', until: null };

  const spans = openingSpans(input, now);
  const paused = input.pausedAt !== null && (input.pausedUntil === null || input.pausedUntil.getTime() > at);
  if (paused) {
    const ends = input.pausedUntil?.getTime() ?? null;
    return {
      ...base,
      state: 'paused',
      cause: 'pause',
      until: iso(ends),
      opensAt: ends === null ? null : iso(nextOpening(spans, ends)),
      reasonCode: input.pausedReasonCode ?? null,
      reason: input.pausedReason,
      reasonAr: input.pausedReasonAr,
    };
  }

  const current = spans.find(([start, end]) => start <= at && at < end);
  if (!current) {
    const override = overrideFor(input.overrides, kuwaitDay(now));
    const opens = nextOpening(spans, at);
    return {
      ...base,
      state: 'closed',
      cause: override ? 'override' : 'hours',
      until: iso(opens),
      opensAt: iso(opens),
      reason: override?.reason ?? null,
      reasonAr: override?.reasonAr ?? null,
    };
  }

  if (input.busyUntil && input.busyUntil.getTime() > at) {
    return {
      ...base,
      state: 'busy',
      cause: 'busy',
      until: iso(input.busyUntil.getTime()),
      reasonCode: input.busyReasonCode ?? null,
      reason: input.busyReason,
      reasonAr: input.busyReasonAr,
      busyMinutes: input.busyMinutes,
    };
  }
  const override = overrideFor(input.overrides, kuwaitDay(now));
  return {
    ...base,
    state: 'open',
    cause: override ? 'override' : 'hours',
    until: iso(realEnd(spans, current)),
    reason: override?.reason ?? null,
    reasonAr: override?.reasonAr ?? null,
  };
}

/** Whether the shop takes orders at `now` (open or busy). */
export const takesOrders = (availability: Availability) => availability.state === 'open' || availability.state === 'busy';

/** Whether the hours and overrides open the shop at `now` (only yesterday's and today's spans can hold it). */
export function openByHours(input: HoursInput, now: Date): boolean {
  const at = now.getTime();
  return openingSpans(input, now, 0).some(([start, end]) => start <= at && at < end);
}

/** Why a shop open by its hours keeps orders out: its manual open flag, or a pause. */
export type HeldBackReason = 'switchedClosed' | 'paused';

/**
 * Needs attention: the hours say open now, but the manual open flag ('switchedClosed') or a pause
 * ('paused') keeps orders out; null otherwise. Only yesterday's and today's spans can hold `now`,
 * so only they are built (the dashboard asks this of every closed shop on each visit).
 */
export function heldBackReason(
  input: HoursInput & Pick<AvailabilityInput, 'isOpen' | 'pausedAt' | 'pausedUntil'>,
  now: Date,
  openNow: (hours: HoursInput) => boolean = (hours) => openByHours(hours, now),
): HeldBackReason | null {
  const at = now.getTime();
  if (!openNow(input)) return null;
  if (!input.isOpen) return 'switchedClosed';
  const paused = input.pausedAt !== null && (input.pausedUntil === null || input.pausedUntil.getTime() > at);
  return paused ? 'paused' : null;
}

/**
 * The end of "sold out for today": the first opening after the shop's current (or next) opening
 * period, so the product is off for the rest of this service and back at the next. With no hours
 * in sight, the next Kuwait midnight.
 */
export function nextServiceStart(input: AvailabilityInput, now: Date): Date {
  const at = now.getTime();
  const spans = openingSpans(input, now);
  const index = spans.findIndex(([, end]) => at < end);
  const following = index >= 0 ? spans[index + 1] : undefined;
  return following ? new Date(following[0]) : kuwaitDayStart(addDays(kuwaitDay(now), 1));
}

/** The end of a pause "until the end of the day": the current opening period's close, or the next Kuwait midnight. */
export function endOfServiceDay(input: AvailabilityInput, now: Date): Date {
  const at = now.getTime();
  const spans = openingSpans(input, now);
  const current = spans.find(([start, end]) => start <= at && at < end);
  const closes = current ? realEnd(spans, current) : null;
  return closes !== null ? new Date(closes) : kuwaitDayStart(addDays(kuwaitDay(now), 1));
}

/** The minute of the day (0–1439) it is at `now` in Kuwait. */
export function kuwaitMinuteOfDay(now: Date): number {
  const local = new Date(now.getTime() + KUWAIT_OFFSET_MS);
  return local.getUTCHours() * 60 + local.getUTCMinutes();
}

/** The availability input of a shop with only the spec's fields: no schedule, override, pause or busy. */
export const plainShopInput = (shop: Pick<AvailabilityInput, 'isOpen' | 'openTime' | 'closeTime'>): AvailabilityInput => ({
  ...shop,
  weekly: [],
  overrides: [],
  pausedAt: null,
  pausedUntil: null,
  pausedReason: null,
  pausedReasonAr: null,
  busyUntil: null,
  busyMinutes: null,
  busyReason: null,
  busyReasonAr: null,
});

/** Whether a shop with only the spec's fields takes orders at `now` (the order simulator's question). */
export const isShopOpenAt = (shop: Pick<AvailabilityInput, 'isOpen' | 'openTime' | 'closeTime'>, now: Date) =>
  takesOrders(shopAvailability(plainShopInput(shop), now));
