import { DELIVERY_STATES, IF_UNAVAILABLE_CHOICES, ORDER_IF_UNAVAILABLE_CHOICES, PAYMENT_METHODS, REFUND_STATUSES } from '../../db/schema';
import { MAX_INTEGER, moneySchema } from '../../http/schemas';
import type { Input } from '../../http/type-provider';
import { slotChoiceBodySchema } from '../delivery-slots/slot-schemas';
import { orderSchema } from '../orders/orders-schemas';
import { customerOrderPromotionSchema } from '../promotions/promotions-schemas';

// JSON schemas of the customers' ordering routes: they validate input (types, ranges, required
// fields; the rest is checked against the database in place-order.ts) and feed /api/docs.

export const MAX_ITEMS = 50;
export const MAX_QUANTITY = 99;
/** The most the customer's directions may say, once trimmed (the orders table holds no more). */
export const MAX_DIRECTIONS_LENGTH = 500;

const id = { type: 'integer', minimum: 1, maximum: MAX_INTEGER } as const;
const addressText = (maxLength: number) => ({ type: 'string', maxLength }) as const;

export const placeOrderBodySchema = {
  type: 'object',
  properties: {
    items: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_ITEMS,
      items: {
        type: 'object',
        properties: {
          productId: id,
          quantity: { type: 'integer', minimum: 1, maximum: MAX_QUANTITY },
          ifUnavailable: {
            type: 'string',
            enum: [...IF_UNAVAILABLE_CHOICES],
            description: "If it is not there at picking: a similar product, the product named in substituteProductId, remove it, or call first. Left out: the order's ifUnavailable ('product' when substituteProductId is sent)",
          },
          substituteProductId: { ...id, description: "With ifUnavailable 'product': another active product of the same shop" },
        },
        required: ['productId', 'quantity'],
      },
      description: 'One line per product, all from one shop; the price comes from the product (a price sent here is ignored)',
    },
    address: {
      type: 'object',
      properties: {
        governorateId: id,
        areaId: id,
        blockId: id,
        street: { type: 'string', minLength: 1, maxLength: 100 },
        avenue: addressText(100),
        building: { type: 'string', minLength: 1, maxLength: 50 },
        floor: addressText(20),
        apartment: addressText(20),
        // Longer than each may be: the rules trim first, then say what is wrong in words (address-rules.ts).
        paci: { type: 'string', maxLength: 50, description: 'The PACI automated address number: 8 digits' },
        directions: addressText(MAX_DIRECTIONS_LENGTH * 2),
        pin: {
          type: 'object',
          properties: { latitude: { type: 'number' }, longitude: { type: 'number' } },
          description: 'Where on the map: both, inside Kuwait',
        },
      },
      required: ['governorateId', 'areaId', 'blockId', 'street', 'building'],
    },
    paymentMethod: { type: 'string', enum: [...PAYMENT_METHODS] },
    ifUnavailable: {
      type: 'string',
      enum: [...ORDER_IF_UNAVAILABLE_CHOICES],
      description: 'The choice of every item that does not make its own; left out: remove',
    },
    slot: { ...slotChoiceBodySchema, description: "decisions/delivery-slots.md: a delivery slot of the shop's; left out: as soon as possible" },
    couponCode: {
      type: ['string', 'null'],
      maxLength: 100,
      description:
        'decisions/promotions.md: a coupon code, any case. Left out: the automatic offer giving the largest discount, if any. A refused code is a 409 under couponCode (PROMOTION_UNKNOWN, PROMOTION_NOT_RUNNING, PROMOTION_MIN_BASKET, PROMOTION_FIRST_ORDER, PROMOTION_LIMIT, PROMOTION_EXHAUSTED, PROMOTION_OTHER_SHOP)',
    },
  },
  required: ['items', 'address', 'paymentMethod'],
} as const;

export type PlaceOrderBody = Input<typeof placeOrderBodySchema>;

export const idempotencyHeadersSchema = {
  type: 'object',
  properties: {
    'idempotency-key': {
      type: 'string',
      minLength: 8,
      maxLength: 200,
      description: 'A unique key per order the client means to place (a UUID); a retry sends the same key and gets the first answer',
    },
  },
  required: ['idempotency-key'],
} as const;

/** decisions/money-ledger.md: a refund of the order, as its customer sees it. */
export const customerRefundSchema = {
  type: 'object',
  properties: {
    amount: { ...moneySchema, description: 'KWD given back' },
    status: { type: 'string', enum: [...REFUND_STATUSES], description: 'pending (through the gateway, on its way), done, or failed' },
    at: { type: 'string', format: 'date-time', description: 'When it was done or failed; while pending, when it was made' },
  },
  required: ['amount', 'status', 'at'],
} as const;

/**
 * decisions/customer-orders.md: the steps of an order a customer is told of, in the order they happen; decisions/dispatch.md
 * adds a driver assigned, a delivery that failed and the order returned to the shop.
 */
export const CUSTOMER_TIMELINE_STEPS = ['placed', 'scheduled', 'accepted', 'items_changed', 'driver_assigned', 'on_the_way', 'delivery_failed', 'returned', 'delivered', 'cancelled', 'rejected'] as const;
export type CustomerTimelineStep = (typeof CUSTOMER_TIMELINE_STEPS)[number];

/** decisions/customer-orders.md: one step of the customer's timeline of their order. */
export const customerTimelineStepSchema = {
  type: 'object',
  properties: {
    step: {
      type: 'string',
      enum: [...CUSTOMER_TIMELINE_STEPS],
      description:
        'placed; scheduled (for a delivery slot); accepted; items_changed (picking changed a line or what it costs); driver_assigned; on_the_way; delivery_failed; returned (to the shop); delivered; cancelled; rejected',
    },
    at: { type: 'string', format: 'date-time' },
  },
  required: ['step', 'at'],
} as const;

/** decisions/dispatch.md: the order's latest delivery as its customer sees it: where it stands, who brings it. */
export const customerDeliverySchema = {
  type: ['object', 'null'],
  properties: {
    state: { type: 'string', enum: [...DELIVERY_STATES] },
    driverName: { type: ['string', 'null'], description: 'Our driver; null for a courier company' },
    courier: {
      type: ['object', 'null'],
      properties: { company: { type: 'string' }, trackingUrl: { type: ['string', 'null'] } },
      required: ['company', 'trackingUrl'],
    },
  },
  required: ['state', 'driverName', 'courier'],
} as const;

/** POST customer/orders/{id}/cancel: an Idempotency-Key is optional (a retry with it answers the first answer). */
const { required: _keyRequired, ...optionalKeyHeaders } = idempotencyHeadersSchema;
export const cancelHeadersSchema = optionalKeyHeaders;

/**
 * An order as its customer reads it: the staff's answer without what is the staff's alone (decisions/order-workspace.md:
 * the claim, who works on it, and the desk's escalation), with its money from the ledger (decisions/money-ledger.md). The
 * serializer writes only the properties named here.
 */
const { claim: _claim, escalatedAt: _escalated, ...customerOrderProperties } = orderSchema.properties;
export const customerOrderSchema = {
  ...orderSchema,
  properties: {
    ...customerOrderProperties,
    promotion: { ...customerOrderPromotionSchema, description: 'decisions/promotions.md: the promotion the order took (null: none)' },
    amountDue: { ...moneySchema, description: 'KWD the order costs now (its ledger’s sum: the total, after any line changes)' },
    refunded: { ...moneySchema, description: 'KWD given back or on its way (refunds pending or done)' },
    refunds: { type: 'array', items: customerRefundSchema, description: 'Oldest first' },
    deliveryCode: { type: 'string', description: 'decisions/dispatch.md: the 4 digits the customer reads out to the driver at the door' },
    delivery: { ...customerDeliverySchema, description: 'decisions/dispatch.md: the latest delivery (null before one is assigned)' },
    timeline: {
      type: 'array',
      items: customerTimelineStepSchema,
      description:
        "decisions/customer-orders.md: what happened to the order as its customer is told, oldest first (never the staff's claims, notes or escalations; a burst of picking changes is one items_changed)",
    },
  },
  required: ['timeline', 'deliveryCode', 'delivery'],
} as const;
