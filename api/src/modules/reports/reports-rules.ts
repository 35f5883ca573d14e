import type { FieldErrors } from '../../http/errors';
import { DAY_MS, isDay, kuwaitDayEnd, kuwaitDayStart } from '../../kuwait/kuwait-days';
import { latinDigits } from '../../kuwait/search-text';
import type { SalesReportQuery } from './reports-schemas';

/** The longest range one report covers: a year, leap day included. */
export const MAX_REPORT_DAYS = 366;

export interface SalesRange {
  from: string;
  to: string;
  /** [start, end): the instants the Kuwait days span. */
  start: Date;
  end: Date;
}

/** Reads the report's range: both days required, real, in order, at most MAX_REPORT_DAYS long. */
export function salesRangeRules(query: SalesReportQuery): { errors: FieldErrors; values: SalesRange | null } {
  const errors: FieldErrors = {};
  const days: Partial<Record<'from' | 'to', string>> = {};
  for (const field of ['from', 'to'] as const) {
    const raw = latinDigits((query[field] ?? '').trim());
    if (!raw) errors[field] = field === 'from' ? 'Choose the first day of the report' : 'Choose the last day of the report';
    else if (!isDay(raw)) errors[field] = 'Enter a date as YYYY-MM-DD';
    else days[field] = raw;
  }
  if (days.from && days.to) {
    const span = (Date.parse(days.to) - Date.parse(days.from)) / DAY_MS + 1;
    if (span < 1) errors.to = 'The end date must be on or after the start date';
    else if (span > MAX_REPORT_DAYS) errors.to = `A report covers at most ${MAX_REPORT_DAYS} days`;
  }
  if (Object.keys(errors).length > 0 || !days.from || !days.to) return { errors, values: null };
  return { errors, values: { from: days.from, to: days.to, start: kuwaitDayStart(days.from), end: kuwaitDayEnd(days.to) } };
}
