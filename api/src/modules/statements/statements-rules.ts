import type { FieldErrors } from '../../http/errors';
import { isDay } from '../../kuwait/kuwait-days';
import { latinDigits } from '../../kuwait/search-text';
import { kwdToFils } from '../../money/fils';
import { isWeekStart } from './statement-weeks';
import type { CommissionRateBody } from './statements-schemas';

// decisions/shop-statements.md: what a new commission rate and a statement's week ask, read before any database.

/** The largest fee per order: 100 KWD. */
export const MAX_FEE_FILS = 100_000;

export interface CommissionRateValues {
  /** 25.5% = 2550. */
  percentBp: number;
  feeFils: number;
  /** A Kuwait date, YYYY-MM-DD. */
  effectiveFrom: string;
}

/** A percentage from 0 to 100 with at most 2 decimals, as the JSON number was written: exact, never a float rounded. */
const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** The percentage in basis points, or null when it is not one from 0 to 100 with at most 2 decimals (promotions read theirs so too). */
export function basisPoints(percent: number): number | null {
  const match = PERCENT.exec(String(percent));
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}

/** The fee in fils, or null when it is not 0 to 100 KWD with at most 3 decimals. */
function feeFils(kwd: number): number | null {
  try {
    const fils = kwdToFils(String(kwd));
    return fils <= MAX_FEE_FILS ? fils : null;
  } catch {
    return null;
  }
}

/** A new rate: its percentage, its fee and the date it starts — today (`today`, Kuwait) or later. */
export function commissionRateRules(body: CommissionRateBody, today: string): { errors: FieldErrors; values: CommissionRateValues } {
  const errors: FieldErrors = {};
  const percentBp = basisPoints(body.percent);
  if (percentBp === null) errors.percent = 'Enter a percentage from 0 to 100, with at most 2 decimals';
  const fee = feeFils(body.feePerOrder);
  if (fee === null) errors.feePerOrder = 'Enter a fee from 0 to 100 KWD, with at most 3 decimals';
  const effectiveFrom = latinDigits(body.effectiveFrom.trim());
  if (!isDay(effectiveFrom)) errors.effectiveFrom = 'Enter a date as YYYY-MM-DD';
  else if (effectiveFrom < today) errors.effectiveFrom = 'A new rate starts today or later';
  return { errors, values: { percentBp: percentBp ?? 0, feeFils: fee ?? 0, effectiveFrom } };
}

/** A statement's week: a Saturday (its first day) that has come (`today`, Kuwait). */
export function weekStartRules(raw: string, today: string): { errors: FieldErrors; values: { weekStart: string } } {
  const errors: FieldErrors = {};
  const weekStart = latinDigits(raw.trim());
  if (!isWeekStart(weekStart)) errors.weekStart = 'Choose a week that starts on a Saturday';
  else if (weekStart > today) errors.weekStart = 'This week has not started yet';
  return { errors, values: { weekStart } };
}
