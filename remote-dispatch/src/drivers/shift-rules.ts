import { typedLength } from '@dukkan/shared/kit';
import { DISPATCH_LIMITS } from '../common/dispatch-types';
import { typedKwd } from '../common/kwd-input';

// decisions/dispatch.md: closing a driver's shift — the cash a lead counted (KWD, up to 3 decimals) and, when it differs
// from what the ledger expects, why (3 to 500 characters): the API's rules, said before sending.

export interface CloseShiftValues {
  countedCash: string;
}
export type CloseShiftField = keyof CloseShiftValues;
export const CLOSE_SHIFT_FIELDS: readonly CloseShiftField[] = ['countedCash'];

export const validateCloseShift = ({ countedCash }: CloseShiftValues): Partial<Record<CloseShiftField, string>> =>
  typedKwd(countedCash) === null ? { countedCash: 'counted' } : {};

export interface ResolveShiftValues {
  note: string;
}
export type ResolveShiftField = keyof ResolveShiftValues;
export const RESOLVE_SHIFT_FIELDS: readonly ResolveShiftField[] = ['note'];

/** The note's shortest length (the API's): "ok" explains nothing. */
const NOTE_MIN = 3;

export function validateResolveShift({ note }: ResolveShiftValues): Partial<Record<ResolveShiftField, string>> {
  const length = typedLength(note);
  return length < NOTE_MIN || length > DISPATCH_LIMITS.note ? { note: 'note' } : {};
}
