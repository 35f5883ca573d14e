import { everyMember, toLatinDigits, typedKwdToFils, type Language, type OrderLedger, type Refund, type RefundBody, type RefundReasonCode } from '@dukkan/shared';
import type { Order } from './order-types';
import { itemName, itemQuantity, itemUnitPrice, orderItems } from './order-view';

// decisions/money-ledger.md, as the order page reads and refunds it: which orders may be refunded, what is left of
// each line, and the refund form's rules (the API's own, said before sending).

/** Why staff refund (the API's REFUND_REASON_CODES), in the order the form offers them. */
export const REFUND_REASON_CODES = everyMember<RefundReasonCode>()(['item_missing', 'item_damaged', 'late_delivery', 'wrong_item', 'goodwill', 'other']);

/** Who bears a refund staff make. */
export const REFUND_LIABLE = ['shop', 'platform'] as const;
export type RefundLiable = RefundBody['liable'];

/** The API's limits on a refund's note and on a gateway's reference (trimmed). */
export const REFUND_NOTE_MAX_LENGTH = 500;
export const GATEWAY_REFERENCE_MAX_LENGTH = 100;

const ENDED = new Set(['REJECTED', 'CANCELLED']);

/**
 * A refund may be made of a delivered order, or of one that ended (rejected, cancelled) whose refund failed: its
 * money is kept again. Never more than `net` (paid less what went back), so none once that is 0.
 */
export function canRefund(status: string | null | undefined, ledger: OrderLedger): boolean {
  const value = (status ?? '').toUpperCase();
  const allowed = value === 'DELIVERED' || (ENDED.has(value) && ledger.refunds.some((refund) => refund.status === 'failed'));
  return allowed && ledger.balances.netFils > 0;
}

/** An order's line as a refund by lines sees it: its price in fils and how many of it may still go back. */
export interface RefundableLine {
  itemId: number;
  name: string;
  unitFils: number;
  ordered: number;
  left: number;
}

// architecture §2: sums on whole fils, never on floats.
const toFils = (kwd: number) => Math.round(kwd * 1000);
export const fromFils = (fils: number) => fils / 1000;

/** The order's lines with an id and a price, less what refunds by lines (not failed) took back already. */
export function refundableLines(order: Order, refunds: readonly Refund[], language: Language): RefundableLine[] {
  const taken = new Map<number, number>();
  for (const refund of refunds) {
    if (refund.status === 'failed') continue;
    for (const line of refund.lines) taken.set(line.itemId, (taken.get(line.itemId) ?? 0) + line.quantity);
  }
  return orderItems(order).flatMap((item) => {
    const price = itemUnitPrice(item);
    if (typeof item.id !== 'number' || price === null) return [];
    const ordered = itemQuantity(item);
    return [{ itemId: item.id, name: itemName(item, language), unitFils: toFils(price), ordered, left: Math.max(0, ordered - (taken.get(item.id) ?? 0)) }];
  });
}

/** The refund form: by lines (each refundable line chosen or not, with how many) or by an amount typed in KWD. */
export interface RefundFormValues {
  by: 'lines' | 'amount';
  lines: { itemId: number; chosen: boolean; quantity: string }[];
  amount: string;
  reasonCode: RefundReasonCode | '';
  note: string;
  liable: RefundLiable | '';
}
export type RefundField = 'lines' | 'amount' | 'reasonCode' | 'note' | 'liable';
/** The fields a 400's messages show under. */
export const REFUND_FIELDS: readonly RefundField[] = ['amount', 'reasonCode', 'note', 'liable'];

export const emptyRefundForm = (lines: readonly RefundableLine[]): RefundFormValues => ({
  by: 'lines',
  lines: lines.map((line) => ({ itemId: line.itemId, chosen: false, quantity: String(line.left) })),
  amount: '',
  reasonCode: '',
  note: '',
  liable: '',
});

// KWD with more than 3 decimals: said as such, not as any unreadable amount (typedKwdToFils, @dukkan/shared, reads the rest).
const TOO_PRECISE = /^\d{1,9}\.\d{4,}$/;

/** How many of a line, as typed: a whole number from 1 to what is left, else null. */
function typedQuantity(typed: string, left: number): number | null {
  const text = toLatinDigits(typed).trim();
  if (!/^\d{1,4}$/.test(text)) return null;
  const quantity = Number(text);
  return quantity >= 1 && quantity <= left ? quantity : null;
}

/** What the form would refund, in fils: the chosen lines' unit price × quantity, or the amount; null when unreadable. */
export function refundFils(values: RefundFormValues, lines: readonly RefundableLine[]): number | null {
  if (values.by === 'amount') return typedKwdToFils(values.amount);
  let sum = 0;
  for (const chosen of values.lines) {
    const line = lines.find((candidate) => candidate.itemId === chosen.itemId);
    if (!chosen.chosen || !line) continue;
    const quantity = typedQuantity(chosen.quantity, line.left);
    if (quantity === null) return null;
    sum += line.unitFils * quantity;
  }
  return sum;
}

/** The refund form's rules (values → { field: catalogue key under money.rules }), `limitFils` the ledger's net. */
export function validateRefund(values: RefundFormValues, lines: readonly RefundableLine[], limitFils: number): Partial<Record<RefundField, string>> {
  const errors: Partial<Record<RefundField, string>> = {};
  if (values.by === 'lines') {
    const chosen = values.lines.filter((line) => line.chosen);
    if (chosen.length === 0) errors.lines = 'linesRequired';
    else if (refundFils(values, lines) === null) errors.lines = 'quantityInvalid';
  } else {
    const amount = toLatinDigits(values.amount).trim();
    if (!amount) errors.amount = 'amountRequired';
    else if (TOO_PRECISE.test(amount)) errors.amount = 'amountDecimals';
    else if ((typedKwdToFils(amount) ?? 0) <= 0) errors.amount = 'amountInvalid';
  }
  const fils = refundFils(values, lines);
  if (!errors.lines && !errors.amount && fils !== null && fils > limitFils) errors[values.by] = 'tooLarge';
  if (!values.reasonCode) errors.reasonCode = 'reasonRequired';
  const note = values.note.trim();
  if ([...note].length > REFUND_NOTE_MAX_LENGTH) errors.note = 'noteTooLong';
  else if (values.reasonCode === 'other' && !note) errors.note = 'noteRequired';
  if (!values.liable) errors.liable = 'liableRequired';
  return errors;
}

/** The API's body for valid form values: the chosen lines or the amount, the reason, a note when one is written. */
export function refundBody(values: RefundFormValues, lines: readonly RefundableLine[]): RefundBody {
  const note = values.note.trim();
  const what =
    values.by === 'amount'
      ? { amount: fromFils(typedKwdToFils(values.amount) ?? 0) }
      : {
          lines: values.lines
            .filter((line) => line.chosen)
            .map((line) => ({ itemId: line.itemId, quantity: typedQuantity(line.quantity, lines.find((candidate) => candidate.itemId === line.itemId)?.left ?? 0) ?? 0 })),
        };
  return { ...what, reasonCode: values.reasonCode as RefundReasonCode, liable: values.liable as RefundLiable, ...(note ? { note } : {}) };
}

/** The gateway's reference: the catalogue key under money.rules of what is wrong with it, or null. */
export function gatewayReferenceRule(reference: string): string | null {
  const text = reference.trim();
  if (!text) return 'referenceRequired';
  if ([...text].length > GATEWAY_REFERENCE_MAX_LENGTH) return 'referenceTooLong';
  return null;
}
