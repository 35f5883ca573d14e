import { lengthWithin } from '../../http/text-length';
import type { FieldErrors } from '../../http/errors';
import type { BlockCustomerBody, CustomerFlag, CustomerNoteBody } from './customers-schemas';

// decisions/customers.md: the rules of a customer's notes and block, and when a customer is flagged for a closer
// look. Pure: the routes and the repository's flagged filter read the thresholds here.

export const NOTE_TEXT_RULE = 'Write a note of 1 to 1000 characters';
export const BLOCK_REASON_RULE = 'Say why, in 3 to 300 characters';
/** What a blocked customer's app is told when they place an order (customer-orders/place-order.ts). */
export const CUSTOMER_BLOCKED = 'Your account cannot place orders. Please contact us.';

/** A note's text, trimmed: 1 to 1000 characters. */
export function customerNoteRules(body: CustomerNoteBody): { errors: FieldErrors; values: { text: string } } {
  const text = body.text.trim();
  const errors: FieldErrors = lengthWithin(text, 1, 1000) ? {} : { text: NOTE_TEXT_RULE };
  return { errors, values: { text } };
}

/** Why a customer is blocked, trimmed: 3 to 300 characters. */
export function blockCustomerRules(body: BlockCustomerBody): { errors: FieldErrors; values: { reason: string } } {
  const reason = body.reason.trim();
  const errors: FieldErrors = lengthWithin(reason, 3, 300) ? {} : { reason: BLOCK_REASON_RULE };
  return { errors, values: { reason } };
}

/**
 * `refunds`: at least this many delivered orders, and at least this share of them refunded by staff (a complaint: a
 * missing, damaged, late or wrong item, goodwill; not the refunds an order's end or its picking made by itself).
 */
export const REFUNDS_FLAG = { minDelivered: 3, minRate: 0.3 } as const;
/** `failedDeliveries`: at least this many delivery attempts failed (decisions/dispatch.md; a returned one failed first). */
export const FAILED_DELIVERIES_FLAG = 2;

/** What the flags are judged on. */
export interface FlagCounts {
  delivered: number;
  /** Delivered orders staff refunded. */
  refundedOrders: number;
  failedDeliveries: number;
}

/** Of the delivered orders, the share staff refunded (0 with none delivered). */
export const refundRate = ({ delivered, refundedOrders }: Pick<FlagCounts, 'delivered' | 'refundedOrders'>): number =>
  delivered === 0 ? 0 : refundedOrders / delivered;

/** The flags a customer's counts raise, in CUSTOMER_FLAGS' order. */
export function customerFlags(counts: FlagCounts): CustomerFlag[] {
  const flags: CustomerFlag[] = [];
  if (counts.delivered >= REFUNDS_FLAG.minDelivered && refundRate(counts) >= REFUNDS_FLAG.minRate) flags.push('refunds');
  if (counts.failedDeliveries >= FAILED_DELIVERIES_FLAG) flags.push('failedDeliveries');
  return flags;
}
