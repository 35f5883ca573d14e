import { ORDER_STATUSES } from '../../db/schema';
import { listQuerySchema } from '../../http/paging';
import { moneySchema, namedSchema, personSchema } from '../../http/schemas';
import type { Answer, Input } from '../../http/type-provider';

// JSON schemas of the customers' sign-up: they validate input, serialise the answer and feed /api/docs.

export const customerRegisterBodySchema = {
  type: 'object',
  // Only these are read: anything else (id, role…) is dropped by the validator.
  properties: {
    name: { type: 'string' },
    email: { type: 'string' },
    phone: { type: 'string' },
    password: { type: 'string' },
    language: { type: 'string', enum: ['en', 'ar'], description: "Their messages' language (decisions/customer-messages.md); absent: the request's Accept-Language" },
  },
} as const;

/** PUT customer/language, and its answer (decisions/customer-messages.md). */
export const customerLanguageSchema = {
  type: 'object',
  properties: { language: { type: 'string', enum: ['en', 'ar'] } },
  required: ['language'],
  additionalProperties: false,
} as const;

export type CustomerRegisterBody = Input<typeof customerRegisterBodySchema>;

// ── decisions/customers.md: the customers' own list and profile, for staff ─────────────────────────

/** Why a customer is flagged for a closer look (customers-rules.ts sets the thresholds). */
export const CUSTOMER_FLAGS = ['refunds', 'failedDeliveries'] as const;
export type CustomerFlag = (typeof CUSTOMER_FLAGS)[number];

/** A customer as the list shows them: who, how much they order, whether they are blocked or flagged. */
export const customerRowSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    email: { type: 'string' },
    phone: { type: ['string', 'null'] },
    createdAt: { type: 'string', format: 'date-time', description: 'When they signed up' },
    orders: { type: 'integer', description: 'Orders placed, in any status' },
    spent: { ...moneySchema, description: 'KWD of their delivered orders, less what was refunded on them' },
    lastOrderAt: { type: ['string', 'null'], format: 'date-time' },
    blocked: { type: 'boolean' },
    flags: { type: 'array', items: { type: 'string', enum: [...CUSTOMER_FLAGS] } },
  },
  required: ['id', 'name', 'email', 'phone', 'createdAt', 'orders', 'spent', 'lastOrderAt', 'blocked', 'flags'],
} as const;
export type CustomerRowAnswer = Answer<typeof customerRowSchema>;

/** GET customers: a search of name (English or Arabic), email or phone; only blocked or only flagged; newest first, keyset paged. */
export const customersQuerySchema = {
  ...listQuerySchema,
  properties: {
    ...listQuerySchema.properties,
    q: { type: 'string', maxLength: 100, description: 'A fragment of the name, email or phone (4+ digits, with or without +965)' },
    show: { type: 'string', enum: ['all', 'blocked', 'flagged'], default: 'all' },
  },
  additionalProperties: false,
} as const;
export type CustomersQuery = Input<typeof customersQuerySchema>;

/** A note staff wrote on a customer: its author and time. */
export const customerNoteSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, text: { type: 'string' }, author: personSchema, createdAt: { type: 'string', format: 'date-time' } },
  required: ['id', 'text', 'author', 'createdAt'],
} as const;

/** GET customers/{id}: the profile — orders and totals, the addresses they order to, the notes, flags, the block. */
export const customerProfileSchema = {
  type: 'object',
  properties: {
    customer: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        email: { type: 'string' },
        phone: { type: ['string', 'null'] },
        createdAt: { type: 'string', format: 'date-time' },
        signedOutAt: { type: ['string', 'null'], format: 'date-time', description: 'When staff last signed them out everywhere' },
      },
      required: ['id', 'name', 'email', 'phone', 'createdAt', 'signedOutAt'],
    },
    blocked: {
      type: ['object', 'null'],
      properties: { reason: { type: 'string' }, at: { type: 'string', format: 'date-time' }, by: personSchema },
      required: ['reason', 'at', 'by'],
    },
    totals: {
      type: 'object',
      properties: {
        orders: { type: 'integer' },
        delivered: { type: 'integer' },
        cancelled: { type: 'integer', description: 'Cancelled or rejected' },
        spent: { ...moneySchema, description: 'KWD of the delivered orders, less refunds' },
        refunded: { ...moneySchema, description: 'KWD refunded on their orders (the money ledger)' },
        averageBasket: { ...moneySchema, description: 'Spent over delivered (0 with none)' },
        firstOrderAt: { type: ['string', 'null'], format: 'date-time' },
        lastOrderAt: { type: ['string', 'null'], format: 'date-time' },
      },
      required: ['orders', 'delivered', 'cancelled', 'spent', 'refunded', 'averageBasket', 'firstOrderAt', 'lastOrderAt'],
    },
    flags: {
      type: 'object',
      properties: {
        refundRate: { type: 'number', description: 'Of the delivered orders, the share with a refund (0–1)' },
        refundedOrders: { type: 'integer' },
        failedDeliveries: { type: 'integer', description: 'Delivery attempts that failed (decisions/dispatch.md)' },
        raised: { type: 'array', items: { type: 'string', enum: [...CUSTOMER_FLAGS] } },
      },
      required: ['refundRate', 'refundedOrders', 'failedDeliveries', 'raised'],
    },
    addresses: {
      type: 'array',
      description: 'The delivery addresses of their orders, the last used first (at most 10)',
      items: {
        type: 'object',
        properties: {
          text: { type: 'object', properties: { en: { type: 'string' }, ar: { type: 'string' } }, required: ['en', 'ar'] },
          orders: { type: 'integer' },
          lastUsedAt: { type: 'string', format: 'date-time' },
        },
        required: ['text', 'orders', 'lastUsedAt'],
      },
    },
    recentOrders: {
      type: 'array',
      description: 'Their last 10 orders, newest first',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          status: { type: 'string', enum: [...ORDER_STATUSES] },
          createdAt: { type: 'string', format: 'date-time' },
          totalAmount: moneySchema,
          shop: { ...namedSchema, type: ['object', 'null'] },
        },
        required: ['id', 'status', 'createdAt', 'totalAmount', 'shop'],
      },
    },
    notes: { type: 'array', items: customerNoteSchema, description: 'Newest first' },
  },
  required: ['customer', 'blocked', 'totals', 'flags', 'addresses', 'recentOrders', 'notes'],
} as const;
export type CustomerProfileAnswer = Answer<typeof customerProfileSchema>;

/** POST customers/{id}/notes. */
export const customerNoteBodySchema = {
  type: 'object',
  properties: { text: { type: 'string', maxLength: 2000, description: '1–1000 characters once trimmed' } },
  required: ['text'],
  additionalProperties: false,
} as const;
export type CustomerNoteBody = Input<typeof customerNoteBodySchema>;

/** POST customers/{id}/block: why (3–300 characters once trimmed), kept with who and when. */
export const blockCustomerBodySchema = {
  type: 'object',
  properties: { reason: { type: 'string', maxLength: 600 } },
  required: ['reason'],
  additionalProperties: false,
} as const;
export type BlockCustomerBody = Input<typeof blockCustomerBodySchema>;
