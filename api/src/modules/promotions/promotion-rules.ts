import type { PromotionFunder, PromotionKind, PromotionState } from '../../db/schema';
import type { FieldErrors } from '../../http/errors';
import { latinDigits } from '../../kuwait/search-text';
import { divideHalfUp, filsToKwd, kwdToFils } from '../../money/fils';
import { basisPoints } from '../statements/statements-rules';
import type { CouponRefusal, PromotionBody, PromotionPatch } from './promotions-schemas';

// decisions/promotions.md: what a promotion's body and its changes ask, what a promotion takes off an order, whether an
// order may take it, and which automatic offer an order gets. Pure (no database, no HTTP), in integer fils.

export const MAX_NAME_LENGTH = 100;

/** The field messages, word for word (the panel shows them under each field). */
export const PROMOTION_MESSAGES = {
  name: 'Enter a name',
  nameLength: `Use at most ${MAX_NAME_LENGTH} characters`,
  code: 'Use 3 to 20 letters, digits or dashes',
  codeTaken: 'This code is in use by another promotion',
  percent: 'Enter a percentage from 0.01 to 100, with at most 2 decimals',
  amount: 'Enter an amount from 0.001 KWD, with at most 3 decimals',
  minBasket: 'Enter an amount from 0 KWD, with at most 3 decimals',
  count: 'Enter a whole number from 1',
  percentOnly: 'Only a percent promotion takes a percentage',
  amountOnly: 'Only a fixed promotion takes an amount',
  capOnly: 'Only a percent promotion takes a cap',
  fundedBy: 'A promotion funded by a shop names that shop',
  shop: 'The selected shop does not exist',
  endsAt: 'The end comes after the start',
  budget: 'The budget cannot be less than what was spent',
  maxRedemptions: 'The maximum cannot be less than the redemptions made',
} as const;

/** A promotion's terms, as stored (fils, basis points). */
export interface PromotionValues {
  name: string;
  nameAr: string;
  /** Upper-case; null: an automatic offer. */
  code: string | null;
  kind: PromotionKind;
  percentBp: number | null;
  amountFils: number | null;
  maxDiscountFils: number | null;
  minBasketFils: number;
  firstOrderOnly: boolean;
  perCustomerLimit: number | null;
  maxRedemptions: number | null;
  budgetFils: number | null;
  shopId: number | null;
  fundedBy: PromotionFunder;
  startsAt: Date;
  endsAt: Date | null;
}

/** What a PATCH changes: only what was sent. */
export type PromotionChanges = Partial<Pick<PromotionValues, 'name' | 'nameAr' | 'endsAt' | 'budgetFils' | 'maxRedemptions'> & { active: boolean }>;

const CODE = /^[A-Z0-9-]{3,20}$/;

/** A code as typed (any case, Arabic-Indic digits, spaces around) as stored: upper-case; null for none (empty). */
export function couponCodeOf(raw: string | null | undefined): string | null {
  const code = latinDigits((raw ?? '').trim()).toUpperCase();
  return code === '' ? null : code;
}

export const isCouponCode = (code: string): boolean => CODE.test(code);

/** KWD from a JSON number, exact to the fil, at least `minFils`; null when it is not one (negative, more than 3 decimals). */
function filsOf(kwd: number, minFils: number): number | null {
  try {
    const fils = kwdToFils(String(kwd));
    return fils >= minFils ? fils : null;
  } catch {
    return null;
  }
}

/** A name, trimmed: 1 to 100 characters. */
function readName(raw: string, field: string, errors: FieldErrors): string {
  const name = raw.trim();
  if (name === '') errors[field] = PROMOTION_MESSAGES.name;
  else if (name.length > MAX_NAME_LENGTH) errors[field] = PROMOTION_MESSAGES.nameLength;
  return name;
}

/** A whole number from 1, or null for none. */
function readCount(value: number | null | undefined, field: string, errors: FieldErrors): number | null {
  if (value === null || value === undefined) return null;
  if (value < 1) errors[field] = PROMOTION_MESSAGES.count;
  return value;
}

/** A KWD amount from 0.001, or null for none. */
function readAmount(value: number | null | undefined, field: string, errors: FieldErrors): number | null {
  if (value === null || value === undefined) return null;
  const fils = filsOf(value, 1);
  if (fils === null) errors[field] = PROMOTION_MESSAGES.amount;
  return fils;
}

/** A new promotion: its names, code, kind and amounts, limits, shop and funder, schedule. Whether the shop exists is the service's. */
export function promotionRules(body: PromotionBody): { errors: FieldErrors; values: PromotionValues } {
  const errors: FieldErrors = {};
  const name = readName(body.name, 'name', errors);
  const nameAr = readName(body.nameAr, 'nameAr', errors);
  const code = couponCodeOf(body.code);
  if (code !== null && !isCouponCode(code)) errors.code = PROMOTION_MESSAGES.code;

  let percentBp: number | null = null;
  if (body.kind === 'percent') {
    percentBp = body.percent === null || body.percent === undefined ? null : basisPoints(body.percent);
    if (percentBp === null || percentBp < 1) errors.percent = PROMOTION_MESSAGES.percent;
  } else if (body.percent !== null && body.percent !== undefined) errors.percent = PROMOTION_MESSAGES.percentOnly;
  let amountFils: number | null = null;
  if (body.kind === 'fixed') {
    amountFils = readAmount(body.amount ?? null, 'amount', errors);
    if (amountFils === null) errors.amount = PROMOTION_MESSAGES.amount;
  } else if (body.amount !== null && body.amount !== undefined) errors.amount = PROMOTION_MESSAGES.amountOnly;
  const maxDiscountFils = readAmount(body.maxDiscount, 'maxDiscount', errors);
  if (maxDiscountFils !== null && body.kind !== 'percent') errors.maxDiscount = PROMOTION_MESSAGES.capOnly;
  const minBasketFils = filsOf(body.minBasket ?? 0, 0);
  if (minBasketFils === null) errors.minBasket = PROMOTION_MESSAGES.minBasket;

  const shopId = body.shopId ?? null;
  if (body.fundedBy === 'shop' && shopId === null) errors.fundedBy = PROMOTION_MESSAGES.fundedBy;
  const startsAt = new Date(body.startsAt);
  const endsAt = body.endsAt ? new Date(body.endsAt) : null;
  if (endsAt && endsAt.getTime() <= startsAt.getTime()) errors.endsAt = PROMOTION_MESSAGES.endsAt;

  return {
    errors,
    values: {
      name,
      nameAr,
      code,
      kind: body.kind,
      percentBp: body.kind === 'percent' ? percentBp : null,
      amountFils: body.kind === 'fixed' ? amountFils : null,
      maxDiscountFils: body.kind === 'percent' ? maxDiscountFils : null,
      minBasketFils: minBasketFils ?? 0,
      firstOrderOnly: body.firstOrderOnly ?? false,
      perCustomerLimit: readCount(body.perCustomerLimit, 'perCustomerLimit', errors),
      maxRedemptions: readCount(body.maxRedemptions, 'maxRedemptions', errors),
      budgetFils: readAmount(body.budget, 'budget', errors),
      shopId,
      fundedBy: body.fundedBy,
      startsAt,
      endsAt,
    },
  };
}

/**
 * A change of a promotion as it is now (locked: its counters do not move meanwhile): pause or resume, end (after its
 * start), rename, a budget never below what was spent, a maximum never below the redemptions made.
 */
export function promotionPatchRules(
  body: PromotionPatch,
  current: { startsAt: Date; spentFils: number; redemptions: number },
): { errors: FieldErrors; values: PromotionChanges } {
  const errors: FieldErrors = {};
  const values: PromotionChanges = {};
  if (body.name !== undefined) values.name = readName(body.name, 'name', errors);
  if (body.nameAr !== undefined) values.nameAr = readName(body.nameAr, 'nameAr', errors);
  if (body.active !== undefined) values.active = body.active;
  if (body.endsAt !== undefined) {
    values.endsAt = body.endsAt === null ? null : new Date(body.endsAt);
    if (values.endsAt && values.endsAt.getTime() <= current.startsAt.getTime()) errors.endsAt = PROMOTION_MESSAGES.endsAt;
  }
  if (body.budget !== undefined) {
    values.budgetFils = readAmount(body.budget, 'budget', errors);
    if (values.budgetFils !== null && !errors.budget && values.budgetFils < current.spentFils) errors.budget = PROMOTION_MESSAGES.budget;
  }
  if (body.maxRedemptions !== undefined) {
    values.maxRedemptions = readCount(body.maxRedemptions, 'maxRedemptions', errors);
    if (values.maxRedemptions !== null && !errors.maxRedemptions && values.maxRedemptions < current.redemptions) {
      errors.maxRedemptions = PROMOTION_MESSAGES.maxRedemptions;
    }
  }
  return { errors, values };
}

// ── At ordering ───────────────────────────────────────────────────────────────────────────────

/** What an order's promotion is worked out from: its items (before any discount) and its delivery fee, in fils. */
export interface Basket {
  itemsFils: number;
  deliveryFeeFils: number;
}

export type PromotionTerms = Pick<PromotionValues, 'kind' | 'percentBp' | 'amountFils' | 'maxDiscountFils'>;

/**
 * What a promotion takes off an order, in fils: a percentage of the items rounded half-up to the fil (money/fils.ts)
 * and capped, a fixed amount (at most the items), or the delivery fee; never more than the items and the fee.
 */
export function discountOf(terms: PromotionTerms, basket: Basket): number {
  const items = Math.max(0, basket.itemsFils);
  const fee = Math.max(0, basket.deliveryFeeFils);
  let discount = 0;
  if (terms.kind === 'percent') {
    discount = Number(divideHalfUp(BigInt(items) * BigInt(terms.percentBp ?? 0), 10_000n));
    if (terms.maxDiscountFils !== null) discount = Math.min(discount, terms.maxDiscountFils);
  } else if (terms.kind === 'fixed') {
    discount = Math.min(terms.amountFils ?? 0, items);
  } else {
    discount = fee;
  }
  return Math.min(discount, items + fee);
}

/** A promotion as an order meets it: its terms, where it stands (by the API's clock) and its counters, locked. */
export interface PromotionFacts extends PromotionTerms {
  id: number;
  shopId: number | null;
  state: PromotionState;
  minBasketFils: number;
  firstOrderOnly: boolean;
  perCustomerLimit: number | null;
  maxRedemptions: number | null;
  budgetFils: number | null;
  spentFils: number;
  redemptions: number;
}

/** The order and its customer as a promotion asks: its shop and basket, whether it is their first, their redemptions of the promotion that count. */
export interface OrderFacts extends Basket {
  shopId: number;
  firstOrder: boolean;
  customerRedemptions: number;
}

/** Whether one more order, given `discountFils`, stays within the budget and the maximum. */
const hasRoom = (promotion: PromotionFacts, discountFils: number): boolean =>
  (promotion.maxRedemptions === null || promotion.redemptions < promotion.maxRedemptions) &&
  (promotion.budgetFils === null || promotion.spentFils + discountFils <= promotion.budgetFils);

/** Why the order may not take the promotion (a coupon's 409), or null when it may. */
export function promotionRefusal(promotion: PromotionFacts, order: OrderFacts, discountFils: number): CouponRefusal | null {
  if (promotion.shopId !== null && promotion.shopId !== order.shopId) return 'PROMOTION_OTHER_SHOP';
  if (promotion.state === 'paused' || promotion.state === 'scheduled' || promotion.state === 'ended') return 'PROMOTION_NOT_RUNNING';
  if (order.itemsFils < promotion.minBasketFils) return 'PROMOTION_MIN_BASKET';
  if (promotion.firstOrderOnly && !order.firstOrder) return 'PROMOTION_FIRST_ORDER';
  if (promotion.perCustomerLimit !== null && order.customerRedemptions >= promotion.perCustomerLimit) return 'PROMOTION_LIMIT';
  if (!hasRoom(promotion, discountFils)) return 'PROMOTION_EXHAUSTED';
  return null;
}

/** What the customer reads of a refused coupon. */
export function couponRefusalMessage(refusal: CouponRefusal, minBasketFils = 0): string {
  switch (refusal) {
    case 'PROMOTION_UNKNOWN':
      return 'This code is not valid';
    case 'PROMOTION_NOT_RUNNING':
      return 'This code is not valid now';
    case 'PROMOTION_MIN_BASKET':
      return `This code needs a basket of at least KWD ${filsToKwd(minBasketFils)}`;
    case 'PROMOTION_FIRST_ORDER':
      return 'This code is for a first order only';
    case 'PROMOTION_LIMIT':
      return 'You have used this code already';
    case 'PROMOTION_EXHAUSTED':
      return 'This code has been fully used';
    case 'PROMOTION_OTHER_SHOP':
      return 'This code is not valid at this shop';
  }
}

/**
 * The automatic offer an order gets: of those it may take, the one giving the largest discount (ties: the lowest id);
 * null when none gives anything. An offer that would pass its budget is simply not applied.
 */
export function chooseOffer(offers: readonly PromotionFacts[], order: (promotionId: number) => OrderFacts): { promotion: PromotionFacts; discountFils: number } | null {
  let best: { promotion: PromotionFacts; discountFils: number } | null = null;
  for (const promotion of offers) {
    const facts = order(promotion.id);
    const discountFils = discountOf(promotion, facts);
    if (discountFils <= 0 || promotionRefusal(promotion, facts, discountFils) !== null) continue;
    if (!best || discountFils > best.discountFils || (discountFils === best.discountFils && promotion.id < best.promotion.id)) best = { promotion, discountFils };
  }
  return best;
}
