// Kuwait days (UTC+3 all year, no daylight saving, so a Kuwait day is a fixed 24 h span of UTC): a
// calendar day typed as YYYY-MM-DD and the instants it spans. The orders list's date filter, the
// sales report, shop availability and the customers' ordering read days the same way.

import { latinDigits } from './search-text';

export const KUWAIT_OFFSET_MS = 3 * 60 * 60 * 1000;
export const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  // 2026-13-01 is no date at all (toISOString would throw); 2026-02-30 rolls over to March.
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}

/** The Kuwait day (YYYY-MM-DD) `at` falls on. */
export const kuwaitDay = (at: Date): string => new Date(at.getTime() + KUWAIT_OFFSET_MS).toISOString().slice(0, 10);

/** The instant a Kuwait day starts (its 00:00 in Kuwait). */
export const kuwaitDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - KUWAIT_OFFSET_MS);

/** The instant a Kuwait day ends (the next day's 00:00 in Kuwait): the end of a [start, end) range. */
export const kuwaitDayEnd = (day: string) => new Date(kuwaitDayStart(day).getTime() + DAY_MS);

/** The calendar day `days` after `day` (before, when negative), as YYYY-MM-DD. */
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The Saturday on or before `day`: weeks in Kuwait start on Saturday (decisions/reports-and-bulk.md's dashboard). */
export const weekStart = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 1) % 7));

/** Every day from `from` to `to`, both included, as YYYY-MM-DD. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += DAY_MS) days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/** `at` as Kuwait's wall clock, YYYY-MM-DD HH:mm (what an export's dates read as). */
export const kuwaitDateTime = (at: Date): string => new Date(at.getTime() + KUWAIT_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

/**
 * A filter's date range of Kuwait days (`from`, `to`, both included, YYYY-MM-DD) as instants:
 * [start, end). A wrong day, or an end before the start, is a field error in `errors`.
 */
export function readDayRange(range: { from?: string; to?: string }, errors: Record<string, string>): { start: Date | null; end: Date | null } {
  let start: Date | null = null;
  let end: Date | null = null;
  for (const [field, value] of [
    ['from', range.from],
    ['to', range.to],
  ] as const) {
    if (value === undefined || value === '') continue;
    const day = latinDigits(value);
    if (!isDay(day)) errors[field] = 'Enter a date as YYYY-MM-DD';
    else if (field === 'from') start = kuwaitDayStart(day);
    else end = kuwaitDayEnd(day);
  }
  if (start && end && start >= end) errors.to = 'The end date must be on or after the start date';
  return { start, end };
}
