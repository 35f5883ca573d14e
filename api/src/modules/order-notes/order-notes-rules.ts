import type { FieldErrors } from '../../http/errors';
import { MAX_NOTE_LENGTH, type OrderNoteBody } from './order-notes-schemas';

/** A note's text, trimmed: something to say, and at most MAX_NOTE_LENGTH characters. */
export function orderNoteRules(body: OrderNoteBody): { errors: FieldErrors; values: { body: string } } {
  const errors: FieldErrors = {};
  const text = body.body.trim();
  if (!text) errors.body = 'Write the note';
  else if ([...text].length > MAX_NOTE_LENGTH) errors.body = `A note is at most ${MAX_NOTE_LENGTH} characters (this one is ${[...text].length})`;
  return { errors, values: { body: text } };
}
