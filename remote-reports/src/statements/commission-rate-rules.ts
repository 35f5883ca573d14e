import { toLatinDigits, typedKwdToFils } from '@dukkan/shared';
import type { CommissionRateBody } from './statements-api';

/** The add-rate form as typed: numbers as text, so a field may be empty while it is edited. */
export interface CommissionRateValues {
  percent: string;
  feePerOrder: string;
  /** YYYY-MM-DD, a Kuwait date (the date input's value). */
  effectiveFrom: string;
}

export type CommissionRateField = keyof CommissionRateValues;

/** The fields whose messages in a 400 answer show under the field itself. */
export const COMMISSION_RATE_FIELDS: readonly CommissionRateField[] = ['percent', 'feePerOrder', 'effectiveFrom'];

/** The keys of `statements.rates.rules.*`: the API's own messages, word for word in English. */
export type CommissionRateRuleKey = 'percent' | 'fee' | 'date';

/** The API's ranges: a percentage of the order's amount, and a fee per order in KWD. */
export const MAX_PERCENT = 100;
export const MAX_FEE_FILS = 100_000;

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The percentage as typed, as a number; null when it is not one from 0 to 100 with at most 2 decimals. */
function typedPercent(typed: string): number | null {
  const text = toLatinDigits(typed).trim();
  if (!PERCENT.test(text)) return null;
  const percent = Number(text);
  return percent <= MAX_PERCENT ? percent : null;
}

/** The fee as typed, in whole fils; null when it is not 0 to 100 KWD with at most 3 decimals. */
function typedFeeFils(typed: string): number | null {
  const fils = typedKwdToFils(typed);
  return fils !== null && fils <= MAX_FEE_FILS ? fils : null;
}

/**
 * decisions/shop-statements.md, as the API checks a new rate: a percentage from 0 to 100 with at most 2 decimals, a fee
 * from 0 to 100 KWD to the fils, and a first day of today or later (`today`: Kuwait's date) — a rate never changes a
 * day already counted.
 */
export function validateCommissionRate(values: CommissionRateValues, today: string): Partial<Record<CommissionRateField, CommissionRateRuleKey>> {
  const errors: Partial<Record<CommissionRateField, CommissionRateRuleKey>> = {};
  if (typedPercent(values.percent) === null) errors.percent = 'percent';
  if (typedFeeFils(values.feePerOrder) === null) errors.feePerOrder = 'fee';
  // Dates as YYYY-MM-DD compare as text.
  if (!DAY.test(values.effectiveFrom) || values.effectiveFrom < today) errors.effectiveFrom = 'date';
  return errors;
}

/** The body the API takes, from values the rules passed: numbers, the fee exact to the fils. */
export function commissionRateBody(values: CommissionRateValues): CommissionRateBody {
  return {
    percent: typedPercent(values.percent) ?? 0,
    feePerOrder: (typedFeeFils(values.feePerOrder) ?? 0) / 1000,
    effectiveFrom: values.effectiveFrom,
  };
}

/** An empty form: no fee unless one is typed, from today. */
export const emptyCommissionRate = (today: string): CommissionRateValues => ({ percent: '', feePerOrder: '0', effectiveFrom: today });
