import { IF_UNAVAILABLE_CHOICES, ORDER_IF_UNAVAILABLE_CHOICES, ORDER_STATUSES, PICK_ACTIONS, PICK_REASONS, PICK_STATES, PRODUCT_UNITS, SUBSTITUTE_POLICIES } from '../../db/schema';
import { errorSchema, idParamsSchema, moneySchema } from '../../http/schemas';
import type { Answer, Input } from '../../http/type-provider';
import { idempotencyHeadersSchema } from '../customer-orders/customer-orders-schemas';

// JSON schemas of picking (decisions/picking.md): an accepted order's lines as the picker works
// them, each change a versioned, idempotent write. Amounts go out in KWD and in whole fils; weights
// in kg (a JSON number, at most 3 decimals).

const id = { type: 'integer' } as const;
const nullableId = { type: ['integer', 'null'] } as const;
const nullableText = { type: ['string', 'null'] } as const;
const kwd = (description: string) => ({ ...moneySchema, description: `KWD: ${description}` }) as const;
const fils = (description: string) => ({ type: 'integer', description: `fils: ${description}` }) as const;
const kg = (description: string) => ({ type: ['number', 'null'], description: `kg: ${description}` }) as const;

// The lists live beside the tables that check them (db/schema.ts); picking's contract names them here too.
export { PICK_ACTIONS, PICK_REASONS, PICK_STATES, SUBSTITUTE_POLICIES } from '../../db/schema';
export type { PickAction, PickReason, PickState, SubstitutePolicy } from '../../db/schema';

/** The most minutes a picker may give a customer to answer; the default is 10. */
export const MAX_ASK_MINUTES = 60;
export const DEFAULT_ASK_MINUTES = 10;
/** The most a picking note may say, once trimmed. */
export const MAX_PICK_NOTE_LENGTH = 300;

export const pickLineSchema = {
  type: 'object',
  properties: {
    id: { ...id, description: "The order item's id" },
    productId: { ...nullableId, description: 'null once the product was deleted' },
    name: { type: 'string' },
    name_ar: nullableText,
    image: nullableText,
    barcode: { ...nullableText, description: "The product's barcode now (what a scan matches); null without one" },
    sku: nullableText,
    unit: { type: 'string', enum: [...PRODUCT_UNITS] },
    unitPrice: kwd('by the piece: one item; by weight: one kg'),
    quantity: { type: 'integer', description: 'How many were ordered (by weight: items of about estimatedWeight each)' },
    estimatedWeight: kg('by weight: one item, about; null by the piece'),
    state: { type: 'string', enum: [...PICK_STATES] },
    pickedQuantity: { ...nullableId, description: 'Picked or short: how many were picked' },
    actualWeight: kg('by weight, once picked: what the picked items weigh together'),
    orderedTotal: kwd('the line as ordered'),
    orderedTotalFils: fils('orderedTotal'),
    lineTotal: kwd('what the customer pays for the line now (0 once removed or substituted)'),
    lineTotalFils: fils('lineTotal'),
    ifUnavailable: { type: 'string', enum: [...IF_UNAVAILABLE_CHOICES] },
    substitute: {
      type: ['object', 'null'],
      description: "The product the customer named (ifUnavailable 'product'), names when ordered",
      properties: { id: nullableId, name: { type: 'string' }, name_ar: nullableText },
      required: ['id', 'name', 'name_ar'],
    },
    replacesItemId: { ...nullableId, description: 'A substitute line: the line it replaces' },
    approved: { type: 'boolean', description: 'A substitute line: the customer approved paying more than the original' },
    reason: { type: ['string', 'null'], enum: [...PICK_REASONS, null], description: 'Removed or substituted: why' },
    ask: {
      type: ['object', 'null'],
      description: 'Asking: the substitute proposed (or none) and when the default applies',
      properties: {
        productId: nullableId,
        name: nullableText,
        name_ar: nullableText,
        price: { type: ['number', 'null'], description: 'KWD: the proposed line would cost' },
        deadline: { type: 'string', format: 'date-time' },
      },
      required: ['productId', 'name', 'name_ar', 'price', 'deadline'],
    },
  },
  required: [
    'id', 'productId', 'name', 'name_ar', 'image', 'barcode', 'sku', 'unit', 'unitPrice', 'quantity', 'estimatedWeight', 'state',
    'pickedQuantity', 'actualWeight', 'orderedTotal', 'orderedTotalFils', 'lineTotal', 'lineTotalFils', 'ifUnavailable', 'substitute',
    'replacesItemId', 'approved', 'reason', 'ask',
  ],
} as const;

export const pickChangeSchema = {
  type: 'object',
  description: 'One change of a line: who, what, why (oldest first)',
  properties: {
    id,
    itemId: id,
    action: { type: 'string', enum: [...PICK_ACTIONS, 'timeout'], description: "timeout: the customer did not answer in time and the desk applied the order's default" },
    summary: { type: 'string', description: 'What changed, in English (e.g. "Picked 1.130 kg", "Substituted with Almarai Milk 1 L × 2")' },
    summary_ar: { type: 'string', description: 'The same in Arabic' },
    reason: { type: ['string', 'null'], enum: [...PICK_REASONS, null] },
    note: nullableText,
    amountChange: kwd('what the order total changed by (signed)'),
    amountChangeFils: fils('amountChange'),
    actor: {
      type: 'object',
      properties: { kind: { type: 'string', enum: ['staff', 'customer', 'system'] }, id: nullableId, name: { type: 'string' } },
      required: ['kind', 'id', 'name'],
    },
    at: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'itemId', 'action', 'summary', 'summary_ar', 'reason', 'note', 'amountChange', 'amountChangeFils', 'actor', 'at'],
} as const;

/** GET orders/{id}/picking, and every picking change's answer. */
export const pickingSchema = {
  type: 'object',
  properties: {
    orderId: id,
    status: { type: 'string', enum: [...ORDER_STATUSES] },
    version: { type: 'integer', description: 'Grows with every change of the lines: a change names the version it saw (409 LINES_CHANGED otherwise)' },
    editable: { type: 'boolean', description: 'ACCEPTED: the lines may change' },
    paymentMethod: { type: 'string' },
    shopId: nullableId,
    substitutePolicy: { type: 'string', enum: [...SUBSTITUTE_POLICIES] },
    ifUnavailable: { type: 'string', enum: [...ORDER_IF_UNAVAILABLE_CHOICES], description: "The order's default (applied when an ask times out)" },
    lines: { type: 'array', items: pickLineSchema, description: 'In order placed; a substitute line follows the line it replaces' },
    changes: { type: 'array', items: pickChangeSchema },
    orderedTotal: kwd('the order as placed'),
    orderedTotalFils: fils('orderedTotal'),
    total: kwd('the order now (orders.total_amount)'),
    totalFils: fils('total'),
    remaining: { type: 'integer', description: 'Lines still pending or asking' },
  },
  required: ['orderId', 'status', 'version', 'editable', 'paymentMethod', 'shopId', 'substitutePolicy', 'ifUnavailable', 'lines', 'changes', 'orderedTotal', 'orderedTotalFils', 'total', 'totalFils', 'remaining'],
} as const;
export type PickingAnswer = Answer<typeof pickingSchema>;

const weightBody = { type: 'number', exclusiveMinimum: 0, maximum: 999, description: 'kg, at most 3 decimals: what the picked items weigh together (by-weight lines)' } as const;

/**
 * POST orders/{id}/picking/lines/{itemId} (with Idempotency-Key): one change of one line, naming the version it saw.
 * - pick: quantity (default: all ordered; fewer is a short pick), weight (by weight: required)
 * - remove: reason
 * - substitute: productId (the shop's, active, in stock), quantity (default: the line's), weight (a by-weight substitute), reason, approved (the customer agreed to pay more)
 * - ask: productId (the substitute proposed, optional), minutes (default 10)
 * - answer: answer ('substitute': the proposed product; 'remove'), staff recording what the customer said
 * - reset: back to pending (a mistake undone: stock and total as ordered)
 */
export const pickChangeBodySchema = {
  type: 'object',
  properties: {
    version: { type: 'integer', minimum: 0 },
    action: { type: 'string', enum: [...PICK_ACTIONS] },
    quantity: { type: 'integer', minimum: 1, maximum: 9999 },
    weight: weightBody,
    productId: { type: 'integer', minimum: 1, maximum: 2147483647 },
    reason: { type: 'string', enum: [...PICK_REASONS] },
    approved: { type: 'boolean' },
    minutes: { type: 'integer', minimum: 1, maximum: MAX_ASK_MINUTES },
    answer: { type: 'string', enum: ['substitute', 'remove'] },
    // Longer than it may be: the rules trim first, then say what is wrong in words.
    note: { type: 'string', maxLength: MAX_PICK_NOTE_LENGTH * 2, description: `At most ${MAX_PICK_NOTE_LENGTH} characters, trimmed` },
  },
  required: ['version', 'action'],
  additionalProperties: false,
} as const;
export type PickChangeBody = Input<typeof pickChangeBodySchema>;

export const pickHeadersSchema = {
  ...idempotencyHeadersSchema,
  properties: {
    'idempotency-key': {
      ...idempotencyHeadersSchema.properties['idempotency-key'],
      description: 'A unique key per change meant (a UUID); a retry sends the same key and gets the first answer, never a second change',
    },
  },
} as const;

/** 409 LINES_CHANGED: someone changed the lines since `version`; here they are now (the API's error shape, with `picking`). */
export const linesChangedSchema = {
  type: 'object',
  properties: {
    success: { type: 'boolean', const: false },
    message: { type: 'string' },
    code: { type: 'string', enum: ['LINES_CHANGED'] },
    picking: pickingSchema,
  },
  required: ['success', 'message', 'code', 'picking'],
} as const;

/** A change's 409s: LINES_CHANGED with the current `picking`, or the others (ORDER_NOT_OPEN, OUT_OF_STOCK, …) without it. */
export const pickConflictSchema = {
  ...errorSchema,
  description: 'LINES_CHANGED (with `picking`: the lines now), ORDER_NOT_OPEN, SUBSTITUTE_NEEDS_APPROVAL, LEDGER_PREPAID, OUT_OF_STOCK',
  properties: { ...errorSchema.properties, picking: pickingSchema },
} as const;

/** An order's line: POST orders/{id}/picking/lines/{itemId}, POST customer/orders/{id}/items/{itemId}/answer. */
export const orderItemParamsSchema = {
  type: 'object',
  properties: { id: idParamsSchema.properties.id, itemId: idParamsSchema.properties.id },
  required: ['id', 'itemId'],
} as const;

/** POST customer/orders/{id}/items/{itemId}/answer: the customer answers a picker's question. */
export const customerAnswerBodySchema = {
  type: 'object',
  properties: { answer: { type: 'string', enum: ['substitute', 'remove'] } },
  required: ['answer'],
  additionalProperties: false,
} as const;
export type CustomerAnswerBody = Input<typeof customerAnswerBodySchema>;
