import type { Answer, Input } from '../../http/type-provider';

// JSON schemas of an order's internal notes (decisions/order-workspace.md): staff only, never in a customer's answer.

/** The most a note may say, once trimmed. */
export const MAX_NOTE_LENGTH = 1000;

export const orderNoteSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    orderId: { type: 'integer' },
    body: { type: 'string' },
    author: {
      type: 'object',
      properties: { id: { type: ['integer', 'null'], description: 'null once the account is deleted (the name stays)' }, name: { type: 'string' } },
      required: ['id', 'name'],
    },
    at: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'orderId', 'body', 'author', 'at'],
} as const;
export type OrderNoteAnswer = Answer<typeof orderNoteSchema>;

export const orderNotesSchema = {
  type: 'object',
  properties: { items: { type: 'array', items: orderNoteSchema } },
  required: ['items'],
} as const;

export const orderNoteBodySchema = {
  type: 'object',
  // Longer than a note may be: the rules trim first, then say what is wrong in words.
  properties: { body: { type: 'string', maxLength: MAX_NOTE_LENGTH * 2, description: `1 to ${MAX_NOTE_LENGTH} characters, trimmed` } },
  required: ['body'],
  additionalProperties: false,
} as const;
export type OrderNoteBody = Input<typeof orderNoteBodySchema>;
