import { badRequest } from '../../http/errors';
import { ORDER_REASON_CODES, ORDER_REASON_TEXTS, type OrderReasonCode } from './orders-schemas';

// Why an order was rejected or cancelled: a preset reason is kept as its code, so each reader
// sees it in their own language (the panel's catalogue); words typed are kept as typed.

/**
 * Why a status change was made, as stored on its timeline step: a preset reason's code (the
 * schema lets only known codes through), or the words typed, trimmed (blank is no reason). Both
 * at once is refused: a step has one reason.
 */
export function reasonOf(body: { reason?: string; reasonCode?: OrderReasonCode }): string | null {
  const typed = body.reason?.trim() || null;
  if (body.reasonCode && typed) throw badRequest({ reasonCode: 'Give a preset reason or your own words, not both' });
  return body.reasonCode ?? typed;
}

const isReasonCode = (value: string | null): value is OrderReasonCode => (ORDER_REASON_CODES as readonly (string | null)[]).includes(value);

/**
 * A stored reason as the API answers it: a preset's code, with its English text for a reader that
 * does not know the codes; else the words as they were typed (older steps hold their text).
 */
export function readReason(stored: string | null): { reason: string | null; reasonCode: OrderReasonCode | null } {
  return isReasonCode(stored) ? { reason: ORDER_REASON_TEXTS[stored], reasonCode: stored } : { reason: stored, reasonCode: null };
}
