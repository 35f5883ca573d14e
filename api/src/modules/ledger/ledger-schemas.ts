import { LEDGER_KINDS, LEDGER_SYSTEM_REASONS, LIABLE_PARTIES, REFUND_METHODS, REFUND_REASON_CODES, REFUND_STATUSES } from '../../db/schema';
import { moneySchema } from '../../http/schemas';
import type { Answer, Input } from '../../http/type-provider';
import { idempotencyHeadersSchema } from '../customer-orders/customer-orders-schemas';

// JSON schemas of an order's money (decisions/money-ledger.md): its ledger, its refunds, and the customer's view of them.
// Every amount goes out twice: in KWD (a JSON number, 3 decimals) and in whole fils.

const id = { type: 'integer' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const kwd = (description: string) => ({ ...moneySchema, description: `KWD: ${description}` }) as const;
const fils = (description: string) => ({ type: 'integer', description: `fils: ${description}` }) as const;
const person = {
  type: ['object', 'null'],
  properties: { id, name: { ...nullableText, description: 'null once the account is deleted' } },
  required: ['id', 'name'],
} as const;

/** The most a refund's note may say, once trimmed. */
export const MAX_REFUND_NOTE_LENGTH = 500;
/** The most a gateway's reference may be. */
export const MAX_GATEWAY_REFERENCE_LENGTH = 100;

/** Why money went back: staff's reason, or the writers' own (an order that ended, lines that changed). */
const refundReasonSchema = { type: 'string', enum: [...REFUND_REASON_CODES, 'order_rejected', 'order_cancelled', 'line_change'] } as const;

export const ledgerEntrySchema = {
  type: 'object',
  properties: {
    id,
    orderId: id,
    kind: { type: 'string', enum: [...LEDGER_KINDS] },
    amount: kwd('signed: what the customer owes grows with a charge, a refund is negative'),
    amountFils: fils('the same, exactly'),
    paymentMethod: { type: 'string', description: "The order's: CASH, KNET or CARD" },
    liable: { type: 'string', enum: [...LIABLE_PARTIES], description: 'Who bears it' },
    reasonCode: { type: 'string', enum: [...REFUND_REASON_CODES, ...LEDGER_SYSTEM_REASONS] },
    note: nullableText,
    refundId: { type: ['integer', 'null'], description: "A refund entry's refund" },
    actor: { ...person, description: 'Who wrote it (the customer who placed the order, staff); null: the system' },
    at: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'orderId', 'kind', 'amount', 'amountFils', 'paymentMethod', 'liable', 'reasonCode', 'note', 'refundId', 'actor', 'at'],
} as const;

export const ledgerBalancesSchema = {
  type: 'object',
  description: 'Sums over the entries (decisions/money-ledger.md)',
  properties: {
    amountDue: kwd('charge + delivery fee + discount + line changes: the order’s total'),
    amountDueFils: fils('amountDue'),
    paid: kwd('prepaid: taken at placement; cash: the amount due once delivered, 0 before'),
    paidFils: fils('paid'),
    refunded: kwd('refunds pending or done'),
    refundedFils: fils('refunded'),
    cashToCollect: kwd('what the driver collects at the door (0 once collected, cancelled or rejected)'),
    cashToCollectFils: fils('cashToCollect'),
    net: kwd('paid − refunded: what is kept, and the most a refund may still give back'),
    netFils: fils('net'),
  },
  required: ['amountDue', 'amountDueFils', 'paid', 'paidFils', 'refunded', 'refundedFils', 'cashToCollect', 'cashToCollectFils', 'net', 'netFils'],
} as const;

export const refundSchema = {
  type: 'object',
  properties: {
    id,
    orderId: id,
    amount: kwd('given back'),
    amountFils: fils('amount'),
    method: { type: 'string', enum: [...REFUND_METHODS], description: 'KNET or CARD: through the gateway, completed by hand; credit: a cash order’s, to the customer, at once' },
    status: { type: 'string', enum: [...REFUND_STATUSES] },
    gatewayReference: { ...nullableText, description: "The gateway's reference, entered when completed" },
    reasonCode: refundReasonSchema,
    note: nullableText,
    liable: { type: 'string', enum: [...LIABLE_PARTIES] },
    lines: {
      type: 'array',
      description: 'A refund by lines: each line and quantity (empty for one by amount)',
      items: {
        type: 'object',
        properties: { itemId: id, quantity: { type: 'integer' }, amount: kwd("what these of the line cost: its line total × quantity / the line's quantity, half-up (decisions/picking.md)"), amountFils: fils('amount') },
        required: ['itemId', 'quantity', 'amount', 'amountFils'],
      },
    },
    createdBy: { ...person, description: 'Who made it (for an order that ended: who ended it); null: the system' },
    createdAt: { type: 'string', format: 'date-time' },
    doneAt: { type: ['string', 'null'], format: 'date-time', description: 'When it was done or failed; null while pending' },
  },
  required: ['id', 'orderId', 'amount', 'amountFils', 'method', 'status', 'gatewayReference', 'reasonCode', 'note', 'liable', 'lines', 'createdBy', 'createdAt', 'doneAt'],
} as const;
export type RefundAnswer = Answer<typeof refundSchema>;

/** GET orders/{id}/ledger. */
export const orderLedgerSchema = {
  type: 'object',
  properties: {
    entries: { type: 'array', items: ledgerEntrySchema, description: 'Oldest first' },
    balances: ledgerBalancesSchema,
    refunds: { type: 'array', items: refundSchema, description: 'Oldest first' },
  },
  required: ['entries', 'balances', 'refunds'],
} as const;
export type OrderLedgerAnswer = Answer<typeof orderLedgerSchema>;

/** POST orders/{id}/refunds: by lines (their line totals) or by an amount, with a reason and who bears it. */
export const refundBodySchema = {
  type: 'object',
  properties: {
    lines: {
      type: 'array',
      minItems: 1,
      maxItems: 50,
      items: {
        type: 'object',
        properties: { itemId: { type: 'integer', minimum: 1, maximum: 2147483647 }, quantity: { type: 'integer', minimum: 1, maximum: 9999 } },
        required: ['itemId', 'quantity'],
        additionalProperties: false,
      },
      description: "The order's lines (item ids) and how many of each: their part of what the line costs now (decisions/picking.md; a line removed or substituted is refused)",
    },
    amount: { type: 'number', exclusiveMinimum: 0, maximum: 1_000_000_000, description: 'KWD, at most 3 decimals (instead of lines)' },
    reasonCode: { type: 'string', enum: [...REFUND_REASON_CODES] },
    // Longer than it may be: the rules trim first, then say what is wrong in words.
    note: { type: 'string', maxLength: MAX_REFUND_NOTE_LENGTH * 2, description: `At most ${MAX_REFUND_NOTE_LENGTH} characters, trimmed; needed with the reason 'other'` },
    liable: { type: 'string', enum: ['shop', 'platform'], description: 'Who bears it' },
  },
  required: ['reasonCode', 'liable'],
  additionalProperties: false,
} as const;
export type RefundBody = Input<typeof refundBodySchema>;

export const refundHeadersSchema = {
  ...idempotencyHeadersSchema,
  properties: {
    'idempotency-key': {
      ...idempotencyHeadersSchema.properties['idempotency-key'],
      description: 'A unique key per refund meant (a UUID); a retry sends the same key and gets the first answer, never a second refund',
    },
  },
} as const;

/** POST refunds/{id}/complete: the gateway's reference, entered (or imported) by whoever completed it there. */
export const completeRefundBodySchema = {
  type: 'object',
  properties: { gatewayReference: { type: 'string', maxLength: MAX_GATEWAY_REFERENCE_LENGTH * 2, description: `1 to ${MAX_GATEWAY_REFERENCE_LENGTH} characters, trimmed` } },
  required: ['gatewayReference'],
  additionalProperties: false,
} as const;
export type CompleteRefundBody = Input<typeof completeRefundBodySchema>;

/** POST refunds/{id}/fail: the gateway refused it; why, optionally. */
export const failRefundBodySchema = {
  type: 'object',
  properties: { note: refundBodySchema.properties.note },
  additionalProperties: false,
} as const;
export type FailRefundBody = Input<typeof failRefundBodySchema>;
