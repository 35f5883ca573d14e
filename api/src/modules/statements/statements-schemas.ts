import { MAX_INTEGER, moneySchema, personSchema } from '../../http/schemas';
import type { Input } from '../../http/type-provider';

// JSON schemas of the money with the shops (decisions/shop-statements.md): each shop's commission rates, with the
// dates they take effect, and its weekly statement (Saturday to Friday, Kuwait time) — what it sold, what the platform
// keeps, what was refunded and who bore it, and what the shop is paid — read from the money ledger, so that a week
// read again gives the same totals, and a closed week never changes (what comes later lands on the next week).

/** A Kuwait calendar date, 'YYYY-MM-DD'. */
const dateSchema = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

/** A shop's commission from a date on: a percentage of each delivered order's amount and/or a fee per order. */
export const commissionRateSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    shopId: { type: 'integer' },
    percent: {
      type: 'number',
      description: 'Of the order amount (its items as the shop sold them: the amount due less the delivery fee, plus the discounts the platform funds), 0–100, at most 2 decimals',
    },
    feePerOrder: { ...moneySchema, description: 'KWD per delivered order, at most 3 decimals' },
    effectiveFrom: { ...dateSchema, description: 'The Kuwait date from which it applies (until the next rate of the shop)' },
    createdBy: personSchema,
    createdAt: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'shopId', 'percent', 'feePerOrder', 'effectiveFrom', 'createdBy', 'createdAt'],
} as const;

/** GET shops/{id}/commission-rates: the shop's rates, newest date first; `current` is the one in effect today (or null). */
export const commissionRatesSchema = {
  type: 'object',
  properties: {
    rates: { type: 'array', items: commissionRateSchema },
    currentId: { type: ['integer', 'null'], description: "The id of today's rate; null: no rate yet (no commission)" },
  },
  required: ['rates', 'currentId'],
} as const;

/** POST shops/{id}/commission-rates (money.manage): a new rate from today or a later date. */
export const commissionRateBodySchema = {
  type: 'object',
  properties: {
    percent: { type: 'number' },
    feePerOrder: { type: 'number' },
    effectiveFrom: { type: 'string', maxLength: 10 },
  },
  required: ['percent', 'feePerOrder', 'effectiveFrom'],
  additionalProperties: false,
} as const;
export type CommissionRateBody = Input<typeof commissionRateBodySchema>;

export const commissionRateParamsSchema = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: MAX_INTEGER }, rateId: { type: 'integer', minimum: 1, maximum: MAX_INTEGER } },
  required: ['id', 'rateId'],
} as const;

export const STATEMENT_STATUSES = ['open', 'closed'] as const;

/** The money of a statement (KWD, each also in fils: sums are made in fils, never in floats). */
// Its keys as a tuple: `required` must list literal names for the wire types (Object.keys gives string[], which made
// every field of a line and of the totals `unknown`).
const MONEY_KEYS = ['sales', 'deliveryFees', 'promotionsShop', 'promotionsPlatform', 'commission', 'refundsShop', 'refundsPlatform', 'netPayout'] as const;
const moneyTotals = {
  sales: { ...moneySchema, description: 'The delivered orders’ amounts due (items, delivery fees and discounts)' },
  deliveryFees: { ...moneySchema, description: 'The delivery fees in those amounts (the platform’s: it delivers)' },
  promotionsShop: { ...moneySchema, description: 'decisions/promotions.md: the discounts of those orders the shop funds (taken off its sales)' },
  promotionsPlatform: { ...moneySchema, description: 'The discounts of those orders the platform funds (paid to the shop)' },
  commission: { ...moneySchema, description: 'The commission of those orders (the platform keeps it)' },
  refundsShop: { ...moneySchema, description: 'Refunds made in the period that the shop bears' },
  refundsPlatform: { ...moneySchema, description: 'Refunds made in the period that the platform bears (not taken from the shop)' },
  netPayout: { ...moneySchema, description: 'sales − deliveryFees + promotionsPlatform − commission − refundsShop: what the shop is paid' },
} as const satisfies Record<(typeof MONEY_KEYS)[number], unknown>;

/** One order's part of a statement: delivered in the period, or refunded in it (an earlier order's correction). */
export const statementLineSchema = {
  type: 'object',
  properties: {
    orderId: { type: 'integer' },
    deliveredAt: { type: ['string', 'null'], format: 'date-time', description: 'When it was delivered, if in this period' },
    paymentMethod: { type: 'string' },
    ...moneyTotals,
  },
  required: ['orderId', 'deliveredAt', 'paymentMethod', ...MONEY_KEYS],
} as const;

/** A shop's statement for a week (GET shops/{id}/statements/{weekStart}). */
export const statementSchema = {
  type: 'object',
  properties: {
    shop: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' }, nameAr: { type: 'string' } }, required: ['id', 'name', 'nameAr'] },
    weekStart: { ...dateSchema, description: 'The Saturday (Kuwait) the week starts' },
    weekEnd: { ...dateSchema, description: 'The Friday it ends' },
    status: { type: 'string', enum: [...STATEMENT_STATUSES] },
    /** The period the statement counts: from the previous week's close (or the week's start) to this week's close (or now, while open). */
    periodStart: { type: 'string', format: 'date-time' },
    periodEnd: { type: 'string', format: 'date-time' },
    closedAt: { type: ['string', 'null'], format: 'date-time' },
    closedBy: { anyOf: [personSchema, { type: 'null' }] },
    totals: {
      type: 'object',
      properties: { orders: { type: 'integer', description: 'Orders delivered in the period' }, ...moneyTotals, netPayoutFils: { type: 'integer' } },
      required: ['orders', ...MONEY_KEYS, 'netPayoutFils'],
    },
    lines: { type: 'array', items: statementLineSchema, description: 'By order id' },
  },
  required: ['shop', 'weekStart', 'weekEnd', 'status', 'periodStart', 'periodEnd', 'closedAt', 'closedBy', 'totals', 'lines'],
} as const;

/** GET statements/weeks: the weeks with a statement, newest first, and whether each is closed (money.read). */
export const statementWeeksSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      weekStart: dateSchema,
      weekEnd: dateSchema,
      status: { type: 'string', enum: [...STATEMENT_STATUSES] },
      closedAt: { type: ['string', 'null'], format: 'date-time' },
    },
    required: ['weekStart', 'weekEnd', 'status', 'closedAt'],
  },
} as const;

export const statementParamsSchema = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: MAX_INTEGER }, weekStart: { type: 'string', maxLength: 10 } },
  required: ['id', 'weekStart'],
} as const;

/** POST statements/weeks/{weekStart}/close (money.manage): ends the week's period now (or at its end, if over). */
export const weekParamsSchema = {
  type: 'object',
  properties: { weekStart: { type: 'string', maxLength: 10 } },
  required: ['weekStart'],
} as const;
