import type { FormRules } from '@dukkan/shared/kit';

// decisions/order-workspace.md: an internal note is 1 to 1000 characters once trimmed, as the API checks it.

export const ORDER_NOTE_MAX_LENGTH = 1000;

export interface OrderNoteValues {
  body: string;
}

export const ORDER_NOTE_FIELDS = ['body'] as const;
export type OrderNoteField = (typeof ORDER_NOTE_FIELDS)[number];

export const EMPTY_NOTE: OrderNoteValues = { body: '' };

/** values → { body: catalogue key under notes.rules } (empty: the note may be sent). */
export const validateOrderNote: FormRules<OrderNoteValues, OrderNoteField> = ({ body }) => {
  const trimmed = body.trim();
  if (trimmed === '') return { body: 'required' };
  if (trimmed.length > ORDER_NOTE_MAX_LENGTH) return { body: 'tooLong' };
  return {};
};
