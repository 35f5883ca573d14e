import { KWD_AMOUNT_PATTERN, typedKwdToFils } from '@dukkan/shared';

/** A zone's terms as typed: the fee and the minimum basket in KWD, the expected delivery time in minutes. */
export interface ZoneTerms {
  deliveryFee: string;
  minBasket: string;
  etaMinutes: string;
}

export type ZoneTermsField = keyof ZoneTerms;

/** The keys of `shops.coverage.rules.*` in the catalogue. */
export type CoverageRuleKey = 'feeRequired' | 'minBasketRequired' | 'etaRequired' | 'negative' | 'decimals' | 'amountInvalid' | 'amountTooHigh' | 'etaRange';

export type ZoneTermsErrors = Partial<Record<ZoneTermsField, CoverageRuleKey>>;

/** The API's range for the expected delivery time (coverage-schemas.ts ETA_MINUTES). */
export const ETA_MINUTES = { min: 5, max: 600 } as const;
/** The highest fee or minimum basket the API takes (coverage-rules.ts MAX_ZONE_AMOUNT), KWD. */
export const MAX_ZONE_AMOUNT = 1000;

export const EMPTY_TERMS: ZoneTerms = { deliveryFee: '', minBasket: '', etaMinutes: '' };

// KWD with up to 3 decimals (1 KWD = 1000 fils), as the API stores it exactly (numeric(12, 3)): KWD_AMOUNT_PATTERN.
// A number of KWD with more decimals than a fils has.
const TOO_PRECISE = /^-?\d+\.\d{4,}$/;
const NEGATIVE = /^-\s*\d/;
const WHOLE = /^\d{1,4}$/;

function amountRule(amount: string, required: CoverageRuleKey): CoverageRuleKey | undefined {
  const value = amount.trim();
  if (!value) return required;
  if (NEGATIVE.test(value)) return 'negative';
  if (TOO_PRECISE.test(value)) return 'decimals';
  if (!KWD_AMOUNT_PATTERN.test(value)) return 'amountInvalid';
  if (Number(value) > MAX_ZONE_AMOUNT) return 'amountTooHigh';
  return undefined;
}

/**
 * decisions/delivery-coverage.md, as the API checks a zone: the fee and the minimum basket are KWD, 0 to 1000, to the
 * fils (3 decimals at most); the ETA is whole minutes from 5 to 600.
 */
export function validateZoneTerms(terms: ZoneTerms): ZoneTermsErrors {
  const errors: ZoneTermsErrors = {};
  const fee = amountRule(terms.deliveryFee, 'feeRequired');
  if (fee) errors.deliveryFee = fee;
  const minimum = amountRule(terms.minBasket, 'minBasketRequired');
  if (minimum) errors.minBasket = minimum;
  const eta = terms.etaMinutes.trim();
  if (!eta) errors.etaMinutes = 'etaRequired';
  else if (!WHOLE.test(eta) || Number(eta) < ETA_MINUTES.min || Number(eta) > ETA_MINUTES.max) errors.etaMinutes = 'etaRange';
  return errors;
}

/** Whether a message is one to show as soon as it is typed: an empty field waits for Save (it is only unfinished). */
export const isTypingError = (key: CoverageRuleKey) => !key.endsWith('Required');

/** The fee as a number of fils, or null while it is not a valid amount: compared with the cap exactly. */
export function feeFils(fee: string | number): number | null {
  // Latin digits only, as the field's other checks read it.
  const text = String(fee).trim();
  return KWD_AMOUNT_PATTERN.test(text) ? typedKwdToFils(text) : null;
}

/** The fee is above the team's cap (both in KWD); a free-delivery shop charges nothing, so it never is. */
export function isAboveCap(fee: string | number, cap: number, freeDelivery: boolean): boolean {
  const fils = feeFils(fee);
  const capFils = feeFils(cap.toFixed(3));
  return !freeDelivery && fils !== null && capFils !== null && fils > capFils;
}
