import type { Liable, RefundReasonCode } from '../../db/schema';
import type { FieldErrors } from '../../http/errors';
import { kwdToFils } from '../../money/fils';
import { type CompleteRefundBody, MAX_GATEWAY_REFERENCE_LENGTH, MAX_REFUND_NOTE_LENGTH, type RefundBody } from './ledger-schemas';

// decisions/money-ledger.md: what a refund asks, read before any database: lines or an amount (exact to the fil), a
// reason, who bears it, a note (needed for 'other'). What the order allows is refund-service.ts's.

export interface RefundValues {
  /** By lines: each line and how many (null: by amount). */
  lines: { itemId: number; quantity: number }[] | null;
  /** By amount, in fils (null: by lines). */
  amountFils: number | null;
  reasonCode: RefundReasonCode;
  liable: Liable;
  note: string | null;
}

/** A note, trimmed: null when empty, an error past the limit. */
function readNote(text: string | undefined, errors: FieldErrors): string | null {
  const note = (text ?? '').trim();
  const length = [...note].length;
  if (length > MAX_REFUND_NOTE_LENGTH) errors.note = `A note is at most ${MAX_REFUND_NOTE_LENGTH} characters (this one is ${length})`;
  return note || null;
}

export function refundRules(body: RefundBody): { errors: FieldErrors; values: RefundValues } {
  const errors: FieldErrors = {};
  const note = readNote(body.note, errors);
  if (body.reasonCode === 'other' && !note && !errors.note) errors.note = "Say why in the note (the reason is 'other')";

  let amountFils: number | null = null;
  if (body.lines && body.amount !== undefined) errors.amount = 'Refund either lines or an amount, not both';
  else if (!body.lines && body.amount === undefined) errors.amount = 'Choose the lines or enter the amount to refund';
  else if (body.amount !== undefined) {
    try {
      // The JSON number as written ("1.25"): the fils it names exactly, or a refusal; never a float rounded.
      amountFils = kwdToFils(String(body.amount));
    } catch {
      errors.amount = 'An amount in KWD has at most 3 decimals';
    }
  }

  const seen = new Set<number>();
  (body.lines ?? []).forEach((line, index) => {
    if (seen.has(line.itemId)) errors[`lines.${index}.itemId`] = 'This line is already in the refund';
    seen.add(line.itemId);
  });

  return { errors, values: { lines: body.lines ?? null, amountFils, reasonCode: body.reasonCode, liable: body.liable, note } };
}

/** The gateway's reference, trimmed: 1 to MAX_GATEWAY_REFERENCE_LENGTH characters. */
export function completeRefundRules(body: CompleteRefundBody): { errors: FieldErrors; values: { gatewayReference: string } } {
  const errors: FieldErrors = {};
  const gatewayReference = body.gatewayReference.trim();
  if (!gatewayReference) errors.gatewayReference = "Enter the gateway's reference";
  else if ([...gatewayReference].length > MAX_GATEWAY_REFERENCE_LENGTH) errors.gatewayReference = `The gateway's reference is at most ${MAX_GATEWAY_REFERENCE_LENGTH} characters`;
  return { errors, values: { gatewayReference } };
}

/** A failure's note, trimmed. */
export function failRefundRules(body: { note?: string }): { errors: FieldErrors; values: { note: string | null } } {
  const errors: FieldErrors = {};
  return { errors, values: { note: readNote(body.note, errors) } };
}
