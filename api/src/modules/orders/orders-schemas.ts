import { IF_UNAVAILABLE_CHOICES, ORDER_IF_UNAVAILABLE_CHOICES, ORDER_STATUSES, type OrderStatus, PICK_STATES, PRODUCT_UNITS } from '../../db/schema';
import { listQuerySchema } from '../../http/paging';
import { bulkIdsSchema, idParamsSchema, imageUrlProperties, moneySchema } from '../../http/schemas';
import type { Input } from '../../http/type-provider';
import { orderSlotSchema } from '../delivery-slots/slot-schemas';
import { orderPromotionSchema } from '../promotions/promotions-schemas';

// JSON schemas of the orders routes: they validate input and serialise output (and feed /api/docs).

const nullableText = { type: ['string', 'null'] } as const;
export const orderStatusSchema = { type: 'string', enum: [...ORDER_STATUSES] } as const;

const orderItemSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    productId: { type: ['integer', 'null'], description: 'null once the product was deleted; the snapshot stays' },
    quantity: { type: 'integer' },
    price: { ...moneySchema, description: 'unit price in KWD when the order was placed' },
    lineTotal: { ...moneySchema, description: 'What the customer pays for the line now (decisions/picking.md): as ordered until picking changes it; 0 once removed or substituted' },
    orderedTotal: { ...moneySchema, description: 'The line as ordered' },
    unit: { type: 'string', enum: [...PRODUCT_UNITS], description: 'By weight: price is per kg and quantity counts items of about estimatedWeight each' },
    estimatedWeight: { type: ['number', 'null'], description: 'kg: by weight, one item, about' },
    state: { type: 'string', enum: [...PICK_STATES], description: 'decisions/picking.md: pending, picked, short, substituted, removed, asking' },
    pickedQuantity: { type: ['integer', 'null'] },
    actualWeight: { type: ['number', 'null'], description: 'kg: by weight, what was picked weighs' },
    replacesItemId: { type: ['integer', 'null'], description: 'A substitute line: the line it replaces (it follows that line in `items`)' },
    ask: {
      type: ['object', 'null'],
      description:
        "decisions/picking.md: state 'asking' — the substitute the picker proposes (null names: none, remove or keep it), what that line would cost (KWD), and when the order's default applies without an answer (POST customer/orders/{id}/items/{itemId}/answer). Always sent; null otherwise",
      properties: {
        productId: { type: ['integer', 'null'] },
        name: nullableText,
        name_ar: nullableText,
        price: { type: ['number', 'null'] },
        deadline: { type: 'string', format: 'date-time' },
      },
      required: ['productId', 'name', 'name_ar', 'price', 'deadline'],
    },
    productName: { type: 'string' },
    product: {
      type: 'object',
      description: 'snapshot of the product taken when the order was placed',
      properties: {
        name: { type: 'string' },
        name_ar: nullableText,
        price: moneySchema,
        ...imageUrlProperties,
        category: { type: 'object', properties: { name: nullableText, name_ar: nullableText } },
      },
    },
    ifUnavailable: {
      type: 'string',
      enum: [...IF_UNAVAILABLE_CHOICES],
      description: "decisions/grocery-products.md: the customer's choice if the item is not there at picking — similar, product (the substitute below), remove, call",
    },
    substitute: {
      type: ['object', 'null'],
      description: "With ifUnavailable 'product': the product named, its names when ordered (id null once deleted); null otherwise",
      properties: { id: { type: ['integer', 'null'] }, name: { type: 'string' }, name_ar: nullableText },
      required: ['id', 'name', 'name_ar'],
    },
  },
  // decisions/picking.md: every answer carries the line's final fields.
  required: ['lineTotal', 'orderedTotal', 'unit', 'estimatedWeight', 'state', 'pickedQuantity', 'actualWeight', 'replacesItemId'],
} as const;

/** A place of the delivery address: the location it was checked against (null: written without one) and its names when ordered. */
const addressPlaceSchema = {
  type: 'object',
  properties: { id: { type: ['integer', 'null'] }, name: nullableText, name_ar: nullableText },
  required: ['id', 'name', 'name_ar'],
} as const;

/** The one Kuwaiti delivery address (orders/delivery-address.ts): its parts as stored, and labelled in each language. */
export const deliveryAddressSchema = {
  type: 'object',
  properties: {
    governorate: addressPlaceSchema,
    area: addressPlaceSchema,
    block: addressPlaceSchema,
    street: nullableText,
    avenue: nullableText,
    building: nullableText,
    floor: nullableText,
    apartment: nullableText,
    paci: { ...nullableText, description: 'The PACI automated address number (8 digits)' },
    directions: { ...nullableText, description: "The customer's note for the driver (at most 500 characters)" },
    pin: {
      type: ['object', 'null'],
      description: 'Where on the map, inside Kuwait',
      properties: { latitude: { type: 'number' }, longitude: { type: 'number' } },
      required: ['latitude', 'longitude'],
    },
    text: {
      type: 'object',
      description: "The address in one labelled line, in each reader's language: 'Block 2, Street 5, Building 12, Salmiya, Hawalli' / 'قطعة 2، شارع 5، مبنى 12، السالمية، حولي'",
      properties: { en: { type: 'string' }, ar: { type: 'string' } },
      required: ['en', 'ar'],
    },
  },
  required: ['governorate', 'area', 'block', 'street', 'avenue', 'building', 'floor', 'apartment', 'paci', 'directions', 'pin', 'text'],
} as const;

export const orderSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    status: orderStatusSchema,
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
    totalQuantity: { type: 'integer' },
    totalAmount: {
      ...moneySchema,
      description:
        "KWD, sum of the lines' lineTotal computed in SQL (decisions/picking.md: after picking's changes) plus deliveryFee, less discount (decisions/promotions.md)",
    },
    deliveryFee: { ...moneySchema, description: "KWD: the delivery fee of the shop's zone when placed (decisions/delivery-coverage.md); 0 for free delivery and older orders" },
    discount: { ...moneySchema, description: 'KWD: what a promotion took off when placed (decisions/promotions.md); 0 for none' },
    promotion: orderPromotionSchema,
    paymentMethod: { type: 'string', description: 'CASH, KNET or CARD' },
    customer: {
      type: 'object',
      properties: { name: { type: 'string' }, name_ar: nullableText, phone: nullableText },
    },
    user: {
      type: 'object',
      properties: { id: { type: 'integer' }, name: nullableText, phone: nullableText },
    },
    address: nullableText,
    orderedAddress: nullableText,
    apartment: nullableText,
    floor: nullableText,
    building: nullableText,
    avenue: nullableText,
    street: nullableText,
    block: nullableText,
    area: nullableText,
    governorate: nullableText,
    deliveryAddress: {
      ...deliveryAddressSchema,
      type: ['object', 'null'],
      description: 'The address as parts, labelled in English and Arabic (null: the order has only a one-line `address` / `orderedAddress`, or none)',
    },
    shop: {
      type: ['object', 'null'],
      description: 'The shop the order was placed with (null for an order of no shop)',
      // Its phone: whom staff call about the order (decisions/order-workspace.md).
      properties: { id: { type: 'integer' }, name: { type: 'string' }, name_ar: nullableText, phone: nullableText },
    },
    items: { type: 'array', items: orderItemSchema },
    claim: {
      type: ['object', 'null'],
      description: 'decisions/order-workspace.md: who works on it now (null: unclaimed, or the claim ran out). Staff answers only',
      properties: {
        holder: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } }, required: ['id', 'name'] },
        since: { type: 'string', format: 'date-time' },
        expiresAt: { type: 'string', format: 'date-time', description: 'The order returns to the queue then, unless its holder acts on it' },
      },
      required: ['holder', 'since', 'expiresAt'],
    },
    ifUnavailable: {
      type: 'string',
      enum: [...ORDER_IF_UNAVAILABLE_CHOICES],
      description: "The customer's default for the items that made no choice of their own (similar, remove, call)",
    },
    escalatedAt: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'When the desk escalated it, left unanswered (the settings’ unanswered rule); null: not escalated. Staff answers only',
    },
    slot: orderSlotSchema,
    prepareAt: {
      type: ['string', 'null'],
      format: 'date-time',
      description: "decisions/delivery-slots.md: when preparation starts (the slot's start less the shop's lead time when placed); null: as soon as possible",
    },
    scheduled: { type: 'boolean', description: 'NEW and its preparation time still ahead: it does not need the desk yet' },
  },
} as const;

/** GET orders/{id}/customer-history: what the order page says of its customer's other orders (within the caller's shops). */
export const customerHistorySchema = {
  type: 'object',
  properties: {
    orders: { type: 'integer', description: "The customer's other orders, in any status" },
    delivered: { type: 'integer', description: 'Of them, delivered' },
    cancelled: { type: 'integer', description: 'Of them, cancelled or rejected' },
    firstOrderAt: { type: ['string', 'null'], format: 'date-time', description: 'When the first of them was placed (null: none)' },
    lastOrderAt: { type: ['string', 'null'], format: 'date-time', description: 'When the last of them was placed (null: none)' },
  },
  required: ['orders', 'delivered', 'cancelled', 'firstOrderAt', 'lastOrderAt'],
} as const;

/** decisions/order-workspace.md: POST orders/{id}/assign — the member of staff who takes the order over. */
export const assignBodySchema = {
  type: 'object',
  properties: { userId: { type: 'integer', minimum: 1, maximum: 2147483647, description: 'A member of staff who may act on the order’s shop' } },
  required: ['userId'],
  additionalProperties: false,
} as const;

/** decisions/search.md: search, filters and sort of the orders list and of its tab counts; wrong values are 400s naming the field. */
export const orderFiltersQuerySchema = {
  type: 'object',
  properties: {
    q: { type: 'string', maxLength: 100, description: 'An order id (48213 or #48213), 4+ digits of a phone (with or without +965, spaces, dashes), or a customer name in English or Arabic' },
    from: { type: 'string', maxLength: 10, description: 'Placed on or after this Kuwait day, YYYY-MM-DD' },
    to: { type: 'string', maxLength: 10, description: 'Placed on or before this Kuwait day, YYYY-MM-DD' },
    shopId: idParamsSchema.properties.id,
    governorateId: idParamsSchema.properties.id,
    areaId: idParamsSchema.properties.id,
    payment: { type: 'string', enum: ['CASH', 'KNET', 'CARD'] },
    minAmount: { type: 'string', maxLength: 16, description: 'KWD, e.g. 5 or 12.500' },
    maxAmount: { type: 'string', maxLength: 16 },
    waitingMinutes: {
      type: 'integer',
      minimum: 1,
      maximum: 525600,
      description: 'In its status for more than this many minutes: NEW since placed, ACCEPTED since accepted, others since their last change (the dashboard’s needs-attention links)',
    },
    sort: { type: 'string', maxLength: 20, description: 'newest (the default; prepare-at with scheduled=true), oldest, amount-desc, amount-asc or prepare-at (when the order needs the desk, soonest first)' },
    claim: { type: 'string', enum: ['mine', 'unclaimed'], description: 'decisions/order-workspace.md: the orders the signed-in member of staff holds, or those nobody holds' },
    scheduled: {
      type: 'boolean',
      description: 'decisions/delivery-slots.md: true lists the scheduled orders (NEW, preparation time ahead), by prepareAt unless sorted otherwise',
    },
  },
} as const;
export type OrderFiltersQuery = Input<typeof orderFiltersQuerySchema>;

export const ordersListQuerySchema = {
  ...listQuerySchema,
  properties: { ...listQuerySchema.properties, ...orderFiltersQuerySchema.properties, status: orderStatusSchema },
} as const;

/** GET /orders/export (decisions/reports-and-bulk.md): the list's tab, search and filters, without paging. */
export const ordersExportQuerySchema = {
  ...orderFiltersQuerySchema,
  properties: { ...orderFiltersQuerySchema.properties, status: orderStatusSchema },
} as const;

/** The most a reason for a status change may say. */
export const MAX_REASON_LENGTH = 500;

/**
 * The preset reasons of a reject or cancel: stored as their code, so each reader sees them in
 * their own language (the panel's catalogue); the English text goes along for other readers.
 */
export const ORDER_REASON_TEXTS = {
  outOfStock: 'Out of stock',
  shopClosed: 'Shop closed',
  customerAsked: 'Customer asked',
  addressUnreachable: 'Address unreachable',
} as const;
export type OrderReasonCode = keyof typeof ORDER_REASON_TEXTS;
export const ORDER_REASON_CODES = Object.keys(ORDER_REASON_TEXTS) as OrderReasonCode[];

const reasonCodeSchema = {
  type: 'string',
  enum: ORDER_REASON_CODES,
  description: `a preset reason (${ORDER_REASON_CODES.join(', ')}), shown in each reader's language; instead of \`reason\``,
} as const;

export const statusBodySchema = {
  type: 'object',
  properties: {
    status: orderStatusSchema,
    reason: { type: 'string', maxLength: MAX_REASON_LENGTH, description: 'why (a reject or cancel asks for it), as typed; optional, trimmed' },
    reasonCode: reasonCodeSchema,
  },
  required: ['status'],
} as const;

/** POST /orders/bulk (decisions/reports-and-bulk.md): NEW orders accepted, or rejected with one reason. */
export const orderBulkBodySchema = {
  type: 'object',
  properties: {
    action: { type: 'string', enum: ['accept', 'reject'] },
    ids: bulkIdsSchema,
    reason: statusBodySchema.properties.reason,
    reasonCode: reasonCodeSchema,
  },
  required: ['action', 'ids'],
  additionalProperties: false,
} as const;

/** One step of an order's timeline: its placement (from null) or a status change. */
export const orderEventSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    from: { ...orderStatusSchema, type: ['string', 'null'], enum: [...ORDER_STATUSES, null] },
    to: orderStatusSchema,
    actor: {
      type: 'object',
      properties: {
        kind: { type: 'string', enum: ['staff', 'customer', 'system'] },
        id: { type: ['integer', 'null'], description: 'null once the account is deleted (the name stays)' },
        name: { type: 'string' },
      },
      required: ['kind', 'id', 'name'],
    },
    reason: { ...nullableText, description: 'as typed; for a preset reason its English text' },
    reasonCode: { type: ['string', 'null'], enum: [...ORDER_REASON_CODES, null], description: 'the preset reason, null for one typed' },
    overClaim: {
      type: ['object', 'null'],
      description: 'decisions/order-workspace.md: whose claim this step acted over (null: unclaimed, or the holder acted)',
      properties: { id: { type: ['integer', 'null'] }, name: { type: 'string' } },
      required: ['id', 'name'],
    },
    at: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'from', 'to', 'actor', 'reason', 'reasonCode', 'at'],
} as const;

/** orders/stats answers an object keyed by status, every status present (zeros included). */
export const orderStatsSchema = {
  type: 'object',
  properties: {
    ...(Object.fromEntries(ORDER_STATUSES.map((status) => [status, { type: 'integer' }])) as Record<OrderStatus, { type: 'integer' }>),
    SCHEDULED: { type: 'integer', description: 'decisions/delivery-slots.md: the scheduled orders (NEW, preparation time ahead), which NEW leaves out' },
    capped: {
      type: 'array',
      items: { type: 'string', enum: [...ORDER_STATUSES, 'SCHEDULED'] },
      description: 'Under a search: the statuses (and SCHEDULED) with more matches than their count says (counted up to 100)',
    },
  },
  required: [...ORDER_STATUSES, 'SCHEDULED'],
} as const;
