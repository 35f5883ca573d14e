import { ORDER_STATUSES } from '../../db/schema';
import { listQuerySchema } from '../../http/paging';
import { moneySchema } from '../../http/schemas';

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
    lineTotal: { ...moneySchema, description: 'price × quantity, computed in SQL' },
    productName: { type: 'string' },
    product: {
      type: 'object',
      description: 'snapshot of the product taken when the order was placed',
      properties: {
        name: { type: 'string' },
        name_ar: nullableText,
        price: moneySchema,
        image: { ...nullableText, description: 'absolute URL' },
        category: { type: 'object', properties: { name: nullableText } },
      },
    },
  },
} as const;

export const orderSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    status: orderStatusSchema,
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
    totalQuantity: { type: 'integer' },
    totalAmount: { ...moneySchema, description: 'KWD, sum of line totals computed in SQL' },
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
    items: { type: 'array', items: orderItemSchema },
  },
} as const;

export const ordersListQuerySchema = {
  ...listQuerySchema,
  properties: { ...listQuerySchema.properties, status: orderStatusSchema },
} as const;

export const statusBodySchema = {
  type: 'object',
  properties: { status: orderStatusSchema },
  required: ['status'],
} as const;

/** orders/stats answers an object keyed by status, every status present (zeros included). */
export const orderStatsSchema = {
  type: 'object',
  properties: Object.fromEntries(ORDER_STATUSES.map((status) => [status, { type: 'integer' }])),
  required: [...ORDER_STATUSES],
} as const;
