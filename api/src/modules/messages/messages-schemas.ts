import { listQuerySchema } from '../../http/paging';
import { MAX_INTEGER, personSchema } from '../../http/schemas';
import type { Answer, Input } from '../../http/type-provider';

// JSON schemas of messages to customers (decisions/customer-messages.md): what an order's steps tell its customer, in
// their language, from templates owners edit; each message written to an outbox in the step's own transaction and
// delivered by the job engine through the configured provider, retried with backoff, and listed as failed (the
// dead letters) for staff to send again once the provider is back.

/** The steps a customer is told of, each with its own template. */
export const MESSAGE_KINDS = ['order_accepted', 'item_changed', 'item_question', 'on_the_way', 'delivered', 'refunded'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * The variables each template may use, written `{{name}}` in its texts: the same in both languages (the values are in
 * the customer's language: the shop's name, the item's; amounts as `KWD 1.250`).
 */
export const MESSAGE_VARIABLES = {
  order_accepted: ['customerName', 'orderId', 'shopName', 'total'],
  item_changed: ['customerName', 'orderId', 'shopName', 'itemName', 'change'],
  item_question: ['customerName', 'orderId', 'shopName', 'itemName', 'question'],
  on_the_way: ['customerName', 'orderId', 'shopName', 'driverName'],
  delivered: ['customerName', 'orderId', 'shopName', 'total'],
  refunded: ['customerName', 'orderId', 'shopName', 'amount'],
} as const satisfies Record<MessageKind, readonly string[]>;
export type MessageVariable = (typeof MESSAGE_VARIABLES)[MessageKind][number];

/** queued: waiting for its first try or its next (after a failure, with backoff); sent: the provider took it; failed: it gave up (a dead letter). */
export const MESSAGE_STATUSES = ['queued', 'sent', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Where messages go: WhatsApp's Cloud API, an SMS provider over HTTP, or the API's log (development). */
export const MESSAGE_PROVIDERS = ['whatsapp', 'sms', 'log'] as const;
export type MessageProviderName = (typeof MESSAGE_PROVIDERS)[number];

/** A template's texts hold at most this many characters once trimmed (WhatsApp's text limit is 4096; an SMS is short). */
export const TEMPLATE_TEXT_MAX = 1000;

/** A template as owners edit it. */
export const messageTemplateSchema = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: [...MESSAGE_KINDS] },
    bodyEn: { type: 'string' },
    bodyAr: { type: 'string' },
    enabled: { type: 'boolean', description: 'Off: this step tells customers nothing' },
    variables: { type: 'array', items: { type: 'string' }, description: 'What its texts may use, as {{name}}' },
    updatedBy: { ...personSchema, type: ['object', 'null'], description: 'null: as installed' },
    updatedAt: { type: ['string', 'null'], format: 'date-time' },
  },
  required: ['kind', 'bodyEn', 'bodyAr', 'enabled', 'variables', 'updatedBy', 'updatedAt'],
} as const;
export type MessageTemplateAnswer = Answer<typeof messageTemplateSchema>;

/** PUT message-templates/{kind}: both texts (1–1000 characters once trimmed, only the kind's variables) and whether it is on. */
export const messageTemplateBodySchema = {
  type: 'object',
  properties: {
    bodyEn: { type: 'string', maxLength: 4000 },
    bodyAr: { type: 'string', maxLength: 4000 },
    enabled: { type: 'boolean' },
  },
  required: ['bodyEn', 'bodyAr', 'enabled'],
  additionalProperties: false,
} as const;
export type MessageTemplateBody = Input<typeof messageTemplateBodySchema>;

/** POST message-templates/{kind}/preview: texts not saved yet, checked as a save would check them. */
export const messageTemplatePreviewBodySchema = {
  type: 'object',
  properties: { bodyEn: { type: 'string', maxLength: 4000 }, bodyAr: { type: 'string', maxLength: 4000 } },
  required: ['bodyEn', 'bodyAr'],
  additionalProperties: false,
} as const;
export type MessageTemplatePreviewBody = Input<typeof messageTemplatePreviewBodySchema>;

/** The preview: each text with an example order's values (the same example in every preview). */
export const messagePreviewSchema = {
  type: 'object',
  properties: { en: { type: 'string' }, ar: { type: 'string' } },
  required: ['en', 'ar'],
} as const;

/** A message to a customer, as the outbox lists it. */
export const customerMessageSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    kind: { type: 'string', enum: [...MESSAGE_KINDS] },
    orderId: { type: 'integer' },
    customer: {
      type: ['object', 'null'],
      properties: { id: { type: 'integer' }, name: { type: 'string' } },
      required: ['id', 'name'],
      description: 'null: the account was erased',
    },
    to: { type: 'string', description: 'The phone number it goes to, +965 and 8 digits (empty once the customer was erased)' },
    language: { type: 'string', enum: ['en', 'ar'] },
    text: { type: 'string', description: 'What it says, as written when the step happened (empty once the customer was erased)' },
    provider: { type: 'string', enum: [...MESSAGE_PROVIDERS] },
    status: { type: 'string', enum: [...MESSAGE_STATUSES] },
    attempts: { type: 'integer', description: 'How many times a provider was asked' },
    lastError: { type: ['string', 'null'], description: "The provider's last refusal, in its words (null: none)" },
    nextAttemptAt: { type: ['string', 'null'], format: 'date-time', description: 'Queued after a failure: when it is tried again' },
    createdAt: { type: 'string', format: 'date-time' },
    sentAt: { type: ['string', 'null'], format: 'date-time' },
    failedAt: { type: ['string', 'null'], format: 'date-time', description: 'When it gave up (status failed)' },
  },
  required: ['id', 'kind', 'orderId', 'customer', 'to', 'language', 'text', 'provider', 'status', 'attempts', 'lastError', 'nextAttemptAt', 'createdAt', 'sentAt', 'failedAt'],
} as const;
export type CustomerMessageAnswer = Answer<typeof customerMessageSchema>;

/** GET messages: newest first, keyset paged (`after`); filters. */
export const messagesQuerySchema = {
  ...listQuerySchema,
  properties: {
    ...listQuerySchema.properties,
    status: { type: 'string', enum: [...MESSAGE_STATUSES] },
    kind: { type: 'string', enum: [...MESSAGE_KINDS] },
    orderId: { type: 'integer', minimum: 1, maximum: MAX_INTEGER },
    customerId: { type: 'integer', minimum: 1, maximum: MAX_INTEGER },
  },
  additionalProperties: false,
} as const;
export type MessagesQuery = Input<typeof messagesQuerySchema>;

/** GET messages/counts: for the list's filter and the nav's attention (failed ones wait for a person). */
export const messageCountsSchema = {
  type: 'object',
  properties: { queued: { type: 'integer' }, sent: { type: 'integer' }, failed: { type: 'integer' } },
  required: ['queued', 'sent', 'failed'],
} as const;
