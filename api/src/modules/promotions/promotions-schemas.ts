import { PROMOTION_FUNDERS, PROMOTION_KINDS, PROMOTION_STATES } from '../../db/schema';
import { MAX_INTEGER, moneySchema, personSchema } from '../../http/schemas';
import type { Input } from '../../http/type-provider';

// JSON schemas of the promotions (decisions/promotions.md): coupon codes and automatic offers, each a percentage of the
// items (capped or not), a fixed amount of them or the delivery fee, under its terms and schedule, funded by a shop or
// the platform; and what an order took. Money in KWD on the wire (3 decimals), in fils inside.

/** A promotion as staff read it (GET promotions, promotions/{id}; the answer of POST and PATCH). */
export const promotionSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    nameAr: { type: 'string' },
    code: { type: ['string', 'null'], description: 'The coupon code (upper-case); null: an automatic offer, applied without a code' },
    kind: { type: 'string', enum: [...PROMOTION_KINDS], description: 'percent of the items, a fixed amount of them, or free_delivery (the delivery fee)' },
    percent: { type: ['number', 'null'], description: 'Kind percent: 0.01–100, at most 2 decimals' },
    amount: { type: ['number', 'null'], description: 'Kind fixed: KWD, at most the items amount' },
    maxDiscount: { type: ['number', 'null'], description: 'KWD: the most a percent promotion takes off an order (null: no cap)' },
    minBasket: { ...moneySchema, description: 'KWD: the items, before the discount, an order needs (0: none)' },
    firstOrderOnly: { type: 'boolean', description: "Only a customer's first order (none before it but rejected or cancelled ones)" },
    perCustomerLimit: { type: ['integer', 'null'], description: 'How many orders of one customer may take it (null: no limit)' },
    maxRedemptions: { type: ['integer', 'null'], description: 'How many orders may take it in all (null: no limit)' },
    budget: { type: ['number', 'null'], description: 'KWD: the most it may ever give away (null: no budget)' },
    shop: {
      type: ['object', 'null'],
      description: 'The one shop it is valid at (null: every shop)',
      properties: { id: { type: 'integer' }, name: { type: 'string' }, nameAr: { type: 'string' } },
      required: ['id', 'name', 'nameAr'],
    },
    fundedBy: { type: 'string', enum: [...PROMOTION_FUNDERS], description: 'Who bears its discounts (a shop-funded promotion names its shop)' },
    startsAt: { type: 'string', format: 'date-time' },
    endsAt: { type: ['string', 'null'], format: 'date-time', description: 'null: no end' },
    active: { type: 'boolean', description: 'false: paused by staff' },
    state: {
      type: 'string',
      enum: [...PROMOTION_STATES],
      description: 'paused (not active); exhausted (its budget or its redemptions used up); scheduled (before startsAt); ended (after endsAt); else running — by the API’s clock',
    },
    redemptions: { type: 'integer', description: 'Orders that took it (one rejected or cancelled gives its redemption back)' },
    spent: { ...moneySchema, description: 'KWD given away by those orders' },
    createdBy: { anyOf: [personSchema, { type: 'null' }] },
    createdAt: { type: 'string', format: 'date-time' },
  },
  required: [
    'id',
    'name',
    'nameAr',
    'code',
    'kind',
    'percent',
    'amount',
    'maxDiscount',
    'minBasket',
    'firstOrderOnly',
    'perCustomerLimit',
    'maxRedemptions',
    'budget',
    'shop',
    'fundedBy',
    'startsAt',
    'endsAt',
    'active',
    'state',
    'redemptions',
    'spent',
    'createdBy',
    'createdAt',
  ],
} as const;

/** GET promotions: newest first, 50 a page; `nextCursor` goes back as `cursor`. */
export const promotionPageSchema = {
  type: 'object',
  properties: {
    items: { type: 'array', items: promotionSchema },
    nextCursor: { type: ['string', 'null'] },
    total: { type: 'integer', description: 'The promotions the filters match' },
  },
  required: ['items', 'nextCursor', 'total'],
} as const;

export const promotionsQuerySchema = {
  type: 'object',
  properties: {
    state: { type: 'string', enum: [...PROMOTION_STATES] },
    shopId: { type: 'integer', minimum: 1, maximum: MAX_INTEGER, description: "The shop's own promotions" },
    q: { type: 'string', maxLength: 100, description: 'Searches the name (English or Arabic) and the code' },
    cursor: { type: 'string', maxLength: 200, description: 'nextCursor of the previous page' },
  },
  additionalProperties: false,
} as const;
export type PromotionsQuery = Input<typeof promotionsQuerySchema>;

const nameText = { type: 'string', maxLength: 200 } as const;
/** A KWD amount as the JSON number was written: the rules read it exactly (never a float rounded). */
const kwdOrNull = { type: ['number', 'null'] } as const;
const countOrNull = { type: ['integer', 'null'], maximum: MAX_INTEGER } as const;
const dateTimeOrNull = { type: ['string', 'null'], format: 'date-time' } as const;

/** POST promotions (money.manage): a new promotion. Its terms are fixed once created. */
export const promotionBodySchema = {
  type: 'object',
  properties: {
    name: nameText,
    nameAr: nameText,
    code: { type: ['string', 'null'], maxLength: 100, description: '3 to 20 letters, digits or dashes, any case (kept upper-case); left out or null: an automatic offer' },
    kind: { type: 'string', enum: [...PROMOTION_KINDS] },
    percent: kwdOrNull,
    amount: kwdOrNull,
    maxDiscount: kwdOrNull,
    minBasket: { type: 'number' },
    firstOrderOnly: { type: 'boolean' },
    perCustomerLimit: countOrNull,
    maxRedemptions: countOrNull,
    budget: kwdOrNull,
    shopId: { type: ['integer', 'null'], minimum: 1, maximum: MAX_INTEGER },
    fundedBy: { type: 'string', enum: [...PROMOTION_FUNDERS] },
    startsAt: { type: 'string', format: 'date-time' },
    endsAt: dateTimeOrNull,
  },
  required: ['name', 'nameAr', 'kind', 'fundedBy', 'startsAt'],
  additionalProperties: false,
} as const;
export type PromotionBody = Input<typeof promotionBodySchema>;

/**
 * PATCH promotions/{id} (money.manage): pause or resume, end, rename, change the budget (never below what was spent) or
 * the maximum of redemptions (never below those made). What a customer pays is not changed here.
 */
export const promotionPatchSchema = {
  type: 'object',
  properties: {
    active: { type: 'boolean' },
    endsAt: dateTimeOrNull,
    budget: kwdOrNull,
    maxRedemptions: countOrNull,
    name: nameText,
    nameAr: nameText,
  },
  additionalProperties: false,
} as const;
export type PromotionPatch = Input<typeof promotionPatchSchema>;

/** What a promotion gave an order: on the staff's order (decisions/promotions.md). */
export const orderPromotionSchema = {
  type: ['object', 'null'],
  description: 'decisions/promotions.md: the promotion the order took when placed (null: none)',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    nameAr: { type: 'string' },
    code: { type: ['string', 'null'], description: 'null: an automatic offer' },
    fundedBy: { type: 'string', enum: [...PROMOTION_FUNDERS] },
    discount: { ...moneySchema, description: 'KWD taken off' },
  },
  required: ['id', 'name', 'nameAr', 'code', 'fundedBy', 'discount'],
} as const;

/** The same on the customer's own order: who funds it is not theirs to read. */
const { fundedBy: _fundedBy, ...customerPromotionProperties } = orderPromotionSchema.properties;
export const customerOrderPromotionSchema = {
  ...orderPromotionSchema,
  properties: customerPromotionProperties,
  required: ['id', 'name', 'nameAr', 'code', 'discount'],
} as const;

/** The refusals of a coupon at ordering (409, under the field `couponCode`). */
export const COUPON_REFUSALS = [
  'PROMOTION_UNKNOWN',
  'PROMOTION_NOT_RUNNING',
  'PROMOTION_MIN_BASKET',
  'PROMOTION_FIRST_ORDER',
  'PROMOTION_LIMIT',
  'PROMOTION_EXHAUSTED',
  'PROMOTION_OTHER_SHOP',
] as const;
export type CouponRefusal = (typeof COUPON_REFUSALS)[number];
