import type { FieldErrors } from '../../http/errors';

// decisions/staff-access.md: the messages of the second factor and of invites, word for word.

export const ENTER_CODE = 'Enter the 6-digit code from your app';
export const WRONG_CODE = 'That code is not right. Check your app and try again';
export const WRONG_PASSWORD = 'That password is not right';
export const TWO_FACTOR_ON = 'Two-factor sign-in is already on';
export const NO_SETUP_PENDING = 'Set two-factor sign-in up first';
export const TWO_FACTOR_OFF = 'Two-factor sign-in is not on';
export const CHALLENGE_EXPIRED = 'Sign in again: the code was not entered in time';
export const SESSION_NOT_FOUND = 'Session not found';
export const WRONG_RECOVERY_CODE = 'That recovery code is not right or was used already';
export const TWO_FACTOR_REQUIRED = 'Your role requires two-factor sign-in';
export const DEVICE_NOT_FOUND = 'Device not found';
export const EMAIL_REGISTERED = 'This email is already registered';
export const INVITE_NOT_FOUND = 'This invite link is not valid';
export const INVITE_EXPIRED = 'This invite has expired. Ask for a new one';
export const INVITE_NOT_PENDING = 'This invite can no longer be revoked';
export const PHONE_DIGITS = 'Phone number must be exactly 8 digits';

/**
 * A code as typed: spaces (an app shows "123 456") are ignored; 6 digits, else the field's message. The sign-in's
 * second step takes a recovery code instead (checked against the account's, recovery-codes.ts): exactly one of the
 * two, else the code's message too (the panel shows one field at a time). `code` is '' when a recovery code is given.
 */
export function codeRules(input: { code?: string; recoveryCode?: string }): { errors: FieldErrors; values: { code: string; recoveryCode: string | null } } {
  if (input.recoveryCode !== undefined) {
    return { errors: input.code === undefined ? {} : { code: ENTER_CODE }, values: { code: '', recoveryCode: input.recoveryCode } };
  }
  const code = (input.code ?? '').replace(/\s+/g, '');
  return { errors: /^\d{6}$/.test(code) ? {} : { code: ENTER_CODE }, values: { code, recoveryCode: null } };
}
