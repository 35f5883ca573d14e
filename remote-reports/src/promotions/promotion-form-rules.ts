import { toLatinDigits, typedKwdToFils } from '@dukkan/shared';
import type { Promotion, PromotionBody, PromotionFunder, PromotionKind, PromotionPatch } from './promotions-api';

// decisions/promotions.md: the rules the API checks a promotion by, as the forms check them while typed (the same
// words, `promotions.rules.*`). Numbers stay text while edited; money is compared in whole fils (architecture §2).

/** The New promotion form as typed. Dates are a `datetime-local` input's values, Kuwait's clock. */
export interface PromotionValues {
  name: string;
  nameAr: string;
  /** Empty: an automatic offer, applied without a code. */
  code: string;
  kind: PromotionKind;
  percent: string;
  maxDiscount: string;
  amount: string;
  minBasket: string;
  firstOrderOnly: boolean;
  perCustomerLimit: string;
  maxRedemptions: string;
  budget: string;
  fundedBy: PromotionFunder;
  /** A shop's id as text; '' for every shop. */
  shopId: string;
  startsAt: string;
  endsAt: string;
}

export type PromotionField = keyof PromotionValues;

/** The fields whose messages in a refusal (`errors`) show under the field itself: the body's names, one for one. */
export const PROMOTION_FIELDS: readonly PromotionField[] = [
  'name',
  'nameAr',
  'code',
  'kind',
  'percent',
  'maxDiscount',
  'amount',
  'minBasket',
  'firstOrderOnly',
  'perCustomerLimit',
  'maxRedemptions',
  'budget',
  'fundedBy',
  'shopId',
  'startsAt',
  'endsAt',
];

/** Edit: what may change once a promotion exists (the terms a customer pays by are fixed). */
export interface PromotionEditValues {
  name: string;
  nameAr: string;
  endsAt: string;
  budget: string;
  maxRedemptions: string;
}

export type PromotionEditField = keyof PromotionEditValues;

export const PROMOTION_EDIT_FIELDS: readonly PromotionEditField[] = ['name', 'nameAr', 'endsAt', 'budget', 'maxRedemptions'];

/** The keys of `promotions.rules.*`: the API's own messages, word for word in English. */
export type PromotionRuleKey =
  | 'name'
  | 'nameLength'
  | 'code'
  | 'percent'
  | 'amount'
  | 'minBasket'
  | 'count'
  | 'fundedBy'
  | 'startsAt'
  | 'endsAt'
  | 'budgetSpent'
  | 'redemptionsMade';

/** The API's longest name. */
export const MAX_NAME_LENGTH = 100;

const CODE = /^[A-Za-z0-9-]{3,20}$/;
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;
const COUNT = /^\d{1,9}$/;
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
// Kuwait keeps UTC+3 all year (no summer time): its clock and an instant convert by a fixed offset.
const KUWAIT_OFFSET_MS = 3 * 3_600_000;

/** A `datetime-local` value read as Kuwait's clock, as an ISO instant; null when it is not one. */
export function kuwaitLocalToIso(local: string): string | null {
  if (!LOCAL_TIME.test(local)) return null;
  const date = new Date(`${local.length === 16 ? `${local}:00` : local}+03:00`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** An instant as a `datetime-local` value on Kuwait's clock, to the minute. */
export function isoToKuwaitLocal(iso: string): string {
  return new Date(new Date(iso).getTime() + KUWAIT_OFFSET_MS).toISOString().slice(0, 16);
}

/** The percentage as typed, as a number; null unless from 0.01 to 100 with at most 2 decimals. */
function typedPercent(typed: string): number | null {
  const text = toLatinDigits(typed).trim();
  if (!PERCENT.test(text)) return null;
  const percent = Number(text);
  return percent >= 0.01 && percent <= 100 ? percent : null;
}

/** An amount that must give something (a fixed discount, a cap, a budget), in fils; null unless 0.001 KWD or more. */
function typedPositiveFils(typed: string): number | null {
  const fils = typedKwdToFils(typed);
  return fils !== null && fils > 0 ? fils : null;
}

/** A limit as typed: a whole number from 1; null when it is not one. */
function typedCount(typed: string): number | null {
  const text = toLatinDigits(typed).trim();
  if (!COUNT.test(text)) return null;
  const count = Number(text);
  return count >= 1 ? count : null;
}

const isEmpty = (typed: string) => typed.trim() === '';

/** A name's rule: 1 to 100 characters once trimmed; null when it passes. */
const nameRule = (typed: string): PromotionRuleKey | null => (isEmpty(typed) ? 'name' : typed.trim().length > MAX_NAME_LENGTH ? 'nameLength' : null);

/** A code as the API reads it (Arabic-Indic digits as Latin, no spaces around); '' for none. */
const typedCode = (typed: string) => toLatinDigits(typed).trim();

/** Sets `field`'s rule when one fails. */
function check<Field extends string>(errors: Partial<Record<Field, PromotionRuleKey>>, field: Field, rule: PromotionRuleKey | null) {
  if (rule !== null) errors[field] = rule;
}
const kwd = (fils: number) => fils / 1000;

/** The end, when typed, comes after the start (both ISO instants). */
const endsBeforeStart = (endsAt: string | null, startsAt: string | null) => endsAt !== null && startsAt !== null && Date.parse(endsAt) <= Date.parse(startsAt);

/**
 * A new promotion, as the API checks it: both names (at most 100 characters); a code of 3 to 20 letters, digits or dashes, or none (automatic);
 * what it gives by its kind (a percentage from 0.01 to 100 and an optional cap, or an amount from 0.001 KWD; free
 * delivery gives the fee); a minimum basket of 0 or more; limits of 1 or more when set; a shop when a shop funds it;
 * a start, and an end after it when set.
 */
export function validatePromotion(values: PromotionValues): Partial<Record<PromotionField, PromotionRuleKey>> {
  const errors: Partial<Record<PromotionField, PromotionRuleKey>> = {};
  check(errors, 'name', nameRule(values.name));
  check(errors, 'nameAr', nameRule(values.nameAr));
  const code = typedCode(values.code);
  if (code !== '' && !CODE.test(code)) errors.code = 'code';
  if (values.kind === 'percent') {
    if (typedPercent(values.percent) === null) errors.percent = 'percent';
    if (!isEmpty(values.maxDiscount) && typedPositiveFils(values.maxDiscount) === null) errors.maxDiscount = 'amount';
  }
  if (values.kind === 'fixed' && typedPositiveFils(values.amount) === null) errors.amount = 'amount';
  if (!isEmpty(values.minBasket) && typedKwdToFils(values.minBasket) === null) errors.minBasket = 'minBasket';
  if (!isEmpty(values.perCustomerLimit) && typedCount(values.perCustomerLimit) === null) errors.perCustomerLimit = 'count';
  if (!isEmpty(values.maxRedemptions) && typedCount(values.maxRedemptions) === null) errors.maxRedemptions = 'count';
  if (!isEmpty(values.budget) && typedPositiveFils(values.budget) === null) errors.budget = 'amount';
  if (values.fundedBy === 'shop' && values.shopId === '') errors.fundedBy = 'fundedBy';
  const startsAt = kuwaitLocalToIso(values.startsAt);
  if (startsAt === null) errors.startsAt = 'startsAt';
  if (!isEmpty(values.endsAt) && kuwaitLocalToIso(values.endsAt) === null) errors.endsAt = 'endsAt';
  else if (endsBeforeStart(kuwaitLocalToIso(values.endsAt), startsAt)) errors.endsAt = 'endsAt';
  return errors;
}

/** The body the API takes, from values the rules passed: numbers, money exact to the fils, only the kind's own terms. */
export function promotionBody(values: PromotionValues): PromotionBody {
  const code = typedCode(values.code);
  const optionalFils = (typed: string) => (isEmpty(typed) ? null : kwd(typedPositiveFils(typed) ?? 0));
  const optionalCount = (typed: string) => (isEmpty(typed) ? null : typedCount(typed));
  return {
    name: values.name.trim(),
    nameAr: values.nameAr.trim(),
    // Codes are matched whatever their case: kept as customers are shown them.
    code: code === '' ? null : code.toUpperCase(),
    kind: values.kind,
    ...(values.kind === 'percent' ? { percent: typedPercent(values.percent) ?? 0, maxDiscount: optionalFils(values.maxDiscount) } : {}),
    ...(values.kind === 'fixed' ? { amount: kwd(typedPositiveFils(values.amount) ?? 0) } : {}),
    minBasket: kwd(typedKwdToFils(values.minBasket) ?? 0),
    firstOrderOnly: values.firstOrderOnly,
    perCustomerLimit: optionalCount(values.perCustomerLimit),
    maxRedemptions: optionalCount(values.maxRedemptions),
    budget: optionalFils(values.budget),
    shopId: values.shopId === '' ? null : Number(values.shopId),
    fundedBy: values.fundedBy,
    startsAt: kuwaitLocalToIso(values.startsAt) ?? '',
    endsAt: isEmpty(values.endsAt) ? null : kuwaitLocalToIso(values.endsAt),
  };
}

/** A new form: a percentage off, automatic unless a code is typed, the platform paying, every shop, from now on. */
export const emptyPromotion = (now: Date): PromotionValues => ({
  name: '',
  nameAr: '',
  code: '',
  kind: 'percent',
  percent: '',
  maxDiscount: '',
  amount: '',
  minBasket: '0',
  firstOrderOnly: false,
  perCustomerLimit: '',
  maxRedemptions: '',
  budget: '',
  fundedBy: 'platform',
  shopId: '',
  startsAt: isoToKuwaitLocal(now.toISOString()),
  endsAt: '',
});

/** Fils of an amount the API sent (KWD, 3 decimals). */
const filsOf = (amount: number) => Math.round(amount * 1000);

/** The edit form of a promotion as it is. */
export const promotionEditValues = (promotion: Promotion): PromotionEditValues => ({
  name: promotion.name,
  nameAr: promotion.nameAr,
  endsAt: promotion.endsAt ? isoToKuwaitLocal(promotion.endsAt) : '',
  budget: promotion.budget === null ? '' : kwd(filsOf(promotion.budget)).toFixed(3),
  maxRedemptions: promotion.maxRedemptions === null ? '' : String(promotion.maxRedemptions),
});

/**
 * An edit, as the API checks it: both names; an end after the start when set (empty: no end); a budget from 0.001 KWD
 * and never below what the promotion has given away (empty: no budget); a most redemptions from 1 and never below those
 * made (empty: no limit).
 */
export function validatePromotionEdit(values: PromotionEditValues, promotion: Promotion): Partial<Record<PromotionEditField, PromotionRuleKey>> {
  const errors: Partial<Record<PromotionEditField, PromotionRuleKey>> = {};
  check(errors, 'name', nameRule(values.name));
  check(errors, 'nameAr', nameRule(values.nameAr));
  const endsAt = kuwaitLocalToIso(values.endsAt);
  if (!isEmpty(values.endsAt) && (endsAt === null || endsBeforeStart(endsAt, promotion.startsAt))) errors.endsAt = 'endsAt';
  if (!isEmpty(values.budget)) {
    const fils = typedPositiveFils(values.budget);
    if (fils === null) errors.budget = 'amount';
    else if (fils < filsOf(promotion.spent)) errors.budget = 'budgetSpent';
  }
  if (!isEmpty(values.maxRedemptions)) {
    const count = typedCount(values.maxRedemptions);
    if (count === null) errors.maxRedemptions = 'count';
    else if (count < promotion.redemptions) errors.maxRedemptions = 'redemptionsMade';
  }
  return errors;
}

/** The PATCH of an edit the rules passed: only what changed (an untouched end or budget is not sent again). */
export function promotionPatch(values: PromotionEditValues, promotion: Promotion): PromotionPatch {
  const patch: PromotionPatch = {};
  const name = values.name.trim();
  const nameAr = values.nameAr.trim();
  if (name !== promotion.name) patch.name = name;
  if (nameAr !== promotion.nameAr) patch.nameAr = nameAr;
  // Compared as the form shows it, to the minute: an end at 23:59:59 left as it was is not sent back as 23:59.
  if (values.endsAt.trim() !== promotionEditValues(promotion).endsAt) patch.endsAt = isEmpty(values.endsAt) ? null : kuwaitLocalToIso(values.endsAt);
  const budget = isEmpty(values.budget) ? null : typedPositiveFils(values.budget);
  if (budget !== (promotion.budget === null ? null : filsOf(promotion.budget))) patch.budget = budget === null ? null : kwd(budget);
  const maxRedemptions = isEmpty(values.maxRedemptions) ? null : typedCount(values.maxRedemptions);
  if (maxRedemptions !== promotion.maxRedemptions) patch.maxRedemptions = maxRedemptions;
  return patch;
}
