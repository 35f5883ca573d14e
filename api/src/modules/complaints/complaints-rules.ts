import { lengthWithin } from '../../http/text-length';
import type { FieldErrors } from '../../http/errors';
import { MAX_INTEGER } from '../../http/schemas';
import type { ComplaintBody, ComplaintCategory, ComplaintNoteBody, ComplaintResolution, ComplaintResolveBody } from './complaints-schemas';

// decisions/complaints.md: how long each category may stay open, and the rules of a complaint's texts, with the
// contract's messages word for word. Pure: the routes read them, the repository writes what they answer.

export const DESCRIPTION_RULE = 'Describe the complaint in 10 to 2000 characters';
export const NOTE_TEXT_RULE = 'Write a note of 1 to 2000 characters';
export const RESOLUTION_NOTE_RULE = 'Say how it was resolved, in 3 to 1000 characters';
export const REFUND_RULE = "Choose one of this order's refunds";
export const ASSIGNEE_RULE = 'Choose a member of staff who can act on this order';

/** Hours a complaint of each category may stay open: a missing, damaged or wrong item is put right the same shift. */
export const COMPLAINT_TARGET_HOURS: Record<ComplaintCategory, number> = {
  missing_item: 4,
  damaged_item: 4,
  wrong_item: 4,
  late_delivery: 24,
  quality: 24,
  driver: 24,
  other: 48,
};

const HOUR_MS = 60 * 60 * 1000;

/** When a complaint logged at `createdAt` is due: its category's target later. */
export const dueAt = (category: ComplaintCategory, createdAt: Date): Date => new Date(createdAt.getTime() + COMPLAINT_TARGET_HOURS[category] * HOUR_MS);

/** A new complaint: its category, and a description of 10 to 2000 characters once trimmed. */
export function complaintRules(body: ComplaintBody): { errors: FieldErrors; values: { category: ComplaintCategory; description: string } } {
  const description = body.description.trim();
  const errors: FieldErrors = lengthWithin(description, 10, 2000) ? {} : { description: DESCRIPTION_RULE };
  return { errors, values: { category: body.category, description } };
}

/** A note of the thread: 1 to 2000 characters once trimmed. */
export function complaintNoteRules(body: ComplaintNoteBody): { errors: FieldErrors; values: { text: string } } {
  const text = body.text.trim();
  return { errors: lengthWithin(text, 1, 2000) ? {} : { text: NOTE_TEXT_RULE }, values: { text } };
}

/**
 * A resolution: its kind, a note of 3 to 1000 characters once trimmed and, for kind refund only, the refund it names
 * (whether that is one of the order's is the route's to check). A refund id sent with another kind is not kept.
 */
export function complaintResolveRules(body: ComplaintResolveBody): { errors: FieldErrors; values: { kind: ComplaintResolution; note: string; refundId: number | null } } {
  const note = body.note.trim();
  const errors: FieldErrors = {};
  if (!lengthWithin(note, 3, 1000)) errors.note = RESOLUTION_NOTE_RULE;
  const refundId = body.kind === 'refund' ? (body.refundId ?? null) : null;
  if (body.kind === 'refund' && refundId === null) errors.refundId = REFUND_RULE;
  return { errors, values: { kind: body.kind, note, refundId } };
}

/** The note a reopening writes in the thread: who reopened it, and the resolution it clears (kept there). */
export function reopenedNote(by: string, resolution: { kind: ComplaintResolution; note: string }): string {
  return [...`Reopened by ${by} (it was resolved: ${resolution.kind}, "${resolution.note}")`].slice(0, 2000).join('');
}

/** GET complaints' `assignee`: 'me' (the reader), 'none' (nobody on it) or a staff id; absent: anyone. */
export function assigneeFilterRules(value: string | undefined, me: number): { errors: FieldErrors; values: { assignee: number | 'none' | null } } {
  if (value === undefined || value === '') return { errors: {}, values: { assignee: null } };
  if (value === 'me') return { errors: {}, values: { assignee: me } };
  if (value === 'none') return { errors: {}, values: { assignee: 'none' } };
  const id = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : Number.NaN;
  return id <= MAX_INTEGER ? { errors: {}, values: { assignee: id } } : { errors: { assignee: "Choose 'me', 'none' or a member of staff" }, values: { assignee: null } };
}
