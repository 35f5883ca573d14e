import { ORDER_STATUSES } from '../../db/schema';
import { listQuerySchema } from '../../http/paging';
import { MAX_INTEGER, moneySchema, namedSchema, personSchema } from '../../http/schemas';
import type { Answer, Input } from '../../http/type-provider';
import { refundSchema } from '../ledger/ledger-schemas';

// JSON schemas of complaints (decisions/complaints.md): a ticket about an order, its thread of notes, who works it, how
// long it has been open against its category's target, and how it was resolved — a refund or credit through the money
// ledger (the order's refunds, decisions/money-ledger.md), a replacement, an apology, or nothing to do.

/** What a complaint is about. */
export const COMPLAINT_CATEGORIES = ['missing_item', 'damaged_item', 'wrong_item', 'late_delivery', 'quality', 'driver', 'other'] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];

/** Open (nobody on it yet, or being worked), resolved (with its resolution). A resolved one may be reopened. */
export const COMPLAINT_STATUSES = ['open', 'resolved'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/** How it ended: money back through the ledger (a refund of the order: KNET/card, or credit for a cash order), a replacement, an apology, nothing to do. */
export const COMPLAINT_RESOLUTIONS = ['refund', 'replacement', 'apology', 'no_action'] as const;
export type ComplaintResolution = (typeof COMPLAINT_RESOLUTIONS)[number];

/** A complaint as the list and its page show it. */
export const complaintSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    order: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        status: { type: 'string', enum: [...ORDER_STATUSES] },
        totalAmount: moneySchema,
        createdAt: { type: 'string', format: 'date-time' },
        shop: { ...namedSchema, type: ['object', 'null'] },
      },
      required: ['id', 'status', 'totalAmount', 'createdAt', 'shop'],
    },
    customer: {
      type: ['object', 'null'],
      properties: { id: { type: 'integer' }, name: { type: 'string' }, phone: { type: ['string', 'null'] } },
      required: ['id', 'name', 'phone'],
      description: "The order's customer (null: the account is gone)",
    },
    category: { type: 'string', enum: [...COMPLAINT_CATEGORIES] },
    description: { type: 'string' },
    status: { type: 'string', enum: [...COMPLAINT_STATUSES] },
    assignee: { ...personSchema, type: ['object', 'null'], description: 'Who works it (null: nobody yet)' },
    createdBy: personSchema,
    createdAt: { type: 'string', format: 'date-time' },
    dueAt: { type: 'string', format: 'date-time', description: "createdAt plus the category's target" },
    overdue: { type: 'boolean', description: 'Open past dueAt' },
    resolution: {
      type: ['object', 'null'],
      properties: {
        kind: { type: 'string', enum: [...COMPLAINT_RESOLUTIONS] },
        note: { type: 'string' },
        refund: { ...refundSchema, type: ['object', 'null'], description: 'The refund or credit it resolved with (kind refund)' },
        by: personSchema,
        at: { type: 'string', format: 'date-time' },
      },
      required: ['kind', 'note', 'refund', 'by', 'at'],
    },
    notes: { type: 'integer', description: 'How many notes its thread holds' },
  },
  required: ['id', 'order', 'customer', 'category', 'description', 'status', 'assignee', 'createdBy', 'createdAt', 'dueAt', 'overdue', 'resolution', 'notes'],
} as const;
export type ComplaintAnswer = Answer<typeof complaintSchema>;

/** A note of a complaint's thread. */
export const complaintNoteSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, text: { type: 'string' }, author: personSchema, createdAt: { type: 'string', format: 'date-time' } },
  required: ['id', 'text', 'author', 'createdAt'],
} as const;

/** GET complaints/{id}: the complaint and its thread, oldest first. */
export const complaintDetailSchema = {
  type: 'object',
  properties: { complaint: complaintSchema, thread: { type: 'array', items: complaintNoteSchema, description: 'Oldest first' } },
  required: ['complaint', 'thread'],
} as const;
export type ComplaintDetailAnswer = Answer<typeof complaintDetailSchema>;

/** GET complaints: filters; open ones oldest due first, resolved ones newest first; keyset paged. */
export const complaintsQuerySchema = {
  ...listQuerySchema,
  properties: {
    ...listQuerySchema.properties,
    status: { type: 'string', enum: [...COMPLAINT_STATUSES], default: 'open' },
    category: { type: 'string', enum: [...COMPLAINT_CATEGORIES] },
    assignee: { type: 'string', maxLength: 12, description: "'me', 'none', or a staff id" },
    overdue: { type: 'boolean', description: 'Only the open ones past their due time' },
    orderId: { type: 'integer', minimum: 1, maximum: MAX_INTEGER },
  },
  additionalProperties: false,
} as const;
export type ComplaintsQuery = Input<typeof complaintsQuerySchema>;

/** POST orders/{id}/complaints: what it is about, in the customer's words or staff's (10–2000 characters once trimmed). */
export const complaintBodySchema = {
  type: 'object',
  properties: { category: { type: 'string', enum: [...COMPLAINT_CATEGORIES] }, description: { type: 'string', maxLength: 4000 } },
  required: ['category', 'description'],
  additionalProperties: false,
} as const;
export type ComplaintBody = Input<typeof complaintBodySchema>;

/** POST complaints/{id}/notes. */
export const complaintNoteBodySchema = {
  type: 'object',
  properties: { text: { type: 'string', maxLength: 4000, description: '1–2000 characters once trimmed' } },
  required: ['text'],
  additionalProperties: false,
} as const;
export type ComplaintNoteBody = Input<typeof complaintNoteBodySchema>;

/** POST complaints/{id}/assign: a member of staff who may act on the order's shop, or null (nobody). */
export const complaintAssignBodySchema = {
  type: 'object',
  properties: { userId: { type: ['integer', 'null'], minimum: 1, maximum: MAX_INTEGER } },
  required: ['userId'],
  additionalProperties: false,
} as const;
export type ComplaintAssignBody = Input<typeof complaintAssignBodySchema>;

/** POST complaints/{id}/resolve: how (a refund names one of the order's refunds, made first through POST orders/{id}/refunds), with a note (3–1000). */
export const complaintResolveBodySchema = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: [...COMPLAINT_RESOLUTIONS] },
    note: { type: 'string', maxLength: 2000 },
    refundId: { type: 'integer', minimum: 1, maximum: MAX_INTEGER, description: "Kind refund: one of the order's refunds" },
  },
  required: ['kind', 'note'],
  additionalProperties: false,
} as const;
export type ComplaintResolveBody = Input<typeof complaintResolveBodySchema>;
