import { toLatinDigits } from '@dukkan/shared';
import { DISPATCH_LIMITS, type DeliverBody, type DeliveryFailReason, type FailDeliveryBody } from './dispatch-types';
import { typedKwd } from './kwd-input';

// decisions/dispatch.md: the rules of marking a delivery done or failed (the API's own, said before sending), as pure
// functions: values → { field: catalogue key }. One set for the driver's screen and for a courier's delivery on the board.

/**
 * The deliver form: the customer's code or, instead, a photo taken at the door (our drivers only), and the cash
 * collected (cash orders only).
 */
export interface DeliverValues {
  code: string;
  photo: File | null;
  cashCollected: string;
}
export type DeliverField = keyof DeliverValues;
/** The fields a 400's messages show under (the API names them so). */
export const DELIVER_FIELDS: readonly DeliverField[] = ['code', 'photo', 'cashCollected'];

/** What the deliver form asks: the code or a photo (a driver's delivery), the cash (a cash order). */
export interface DeliverAsks {
  withCode: boolean;
  cashOrder: boolean;
}

/** The code as typed, Arabic-Indic digits read as Latin, digits only, at most 4. */
export const typedCode = (typed: string) => toLatinDigits(typed).replace(/\D/g, '').slice(0, 4);

/** values → { field: key under deliver.rules }. */
export function validateDeliver(values: DeliverValues, { withCode, cashOrder }: DeliverAsks): Partial<Record<DeliverField, string>> {
  const errors: Partial<Record<DeliverField, string>> = {};
  // A photo proves it instead: the code is then not needed.
  if (withCode && !values.photo && !/^\d{4}$/.test(typedCode(values.code))) errors.code = 'code';
  if (cashOrder) {
    if (!values.cashCollected.trim()) errors.cashCollected = 'cashRequired';
    else if (typedKwd(values.cashCollected) === null) errors.cashCollected = 'cash';
  }
  return errors;
}

/**
 * The API's body for valid values: no code when a photo proves it (the photo goes beside, as multipart); a prepaid order
 * sends no cash (the API refuses a positive amount for it).
 */
export function deliverBody(values: DeliverValues, { withCode, cashOrder }: DeliverAsks): DeliverBody {
  return {
    ...(withCode && !values.photo ? { code: typedCode(values.code) } : {}),
    ...(cashOrder ? { cashCollected: typedKwd(values.cashCollected) ?? 0 } : {}),
  };
}

/** The fail form: a preset reason ('other' needs words) and a note. */
export interface FailValues {
  reasonCode: DeliveryFailReason | '';
  note: string;
}
export type FailField = keyof FailValues;
export const FAIL_FIELDS: readonly FailField[] = ['reasonCode', 'note'];

/** values → { field: key under fail.rules }. */
export function validateFail({ reasonCode, note }: FailValues): Partial<Record<FailField, string>> {
  const errors: Partial<Record<FailField, string>> = {};
  if (!reasonCode) errors.reasonCode = 'reason';
  const words = note.trim();
  if ([...words].length > DISPATCH_LIMITS.note) errors.note = 'noteTooLong';
  else if (reasonCode === 'other' && !words) errors.note = 'note';
  return errors;
}

export function failBody({ reasonCode, note }: FailValues): FailDeliveryBody {
  const words = note.trim();
  return { reasonCode: reasonCode as DeliveryFailReason, ...(words ? { note: words } : {}) };
}
