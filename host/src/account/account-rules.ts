import { type ApiError, isApiError, SIGN_IN_CODE_LENGTH } from '@dukkan/shared';

/** A form that asks for a current code only: turning the factor on, new recovery codes. */
export interface CodeValues {
  code: string;
}
export type CodeField = keyof CodeValues;
export const CODE_FIELDS: readonly CodeField[] = ['code'];

export interface TurnOffValues {
  password: string;
  code: string;
}
export type TurnOffField = keyof TurnOffValues;
export const TURN_OFF_FIELDS: readonly TurnOffField[] = ['password', 'code'];

/** Catalogue keys (under `account.twoFactor.rules.`) of the messages. */
type CodeRule = 'codeRequired' | 'codeIncomplete';

function codeRule(code: string): CodeRule | undefined {
  if (!code) return 'codeRequired';
  return code.length === SIGN_IN_CODE_LENGTH ? undefined : 'codeIncomplete';
}

/**
 * decisions/staff-access.md: turning the second factor on takes a code from the app (it proves the app holds the key);
 * so do new recovery codes (a stolen session alone cannot make them).
 */
export function validateCode({ code }: CodeValues): Partial<Record<CodeField, string>> {
  const rule = codeRule(code);
  return rule ? { code: rule } : {};
}

/** decisions/staff-access.md: turning it off takes the password and a current code. A password is taken as typed. */
export function validateTurnOff({ password, code }: TurnOffValues): Partial<Record<TurnOffField, string>> {
  const errors: Partial<Record<TurnOffField, string>> = {};
  if (!password) errors.password = 'passwordRequired';
  const rule = codeRule(code);
  if (rule) errors.code = rule;
  return errors;
}

/** The field each refusal of the two-factor calls is about: the API names it by its code, not as a field error. */
const FIELD_OF_CODE: Record<string, TurnOffField> = { INVALID_CODE: 'code', INVALID_PASSWORD: 'password' };

/**
 * A refused two-factor call with its message under the field it is about (a wrong code, a wrong password), so the
 * form shows it there as it shows a 400's field errors.
 */
export function withFieldOfCode(error: unknown): unknown {
  if (!isApiError(error) || !error.code || !error.message) return error;
  const field = FIELD_OF_CODE[error.code];
  return field ? ({ ...error, errors: { ...error.errors, [field]: error.message } } satisfies ApiError) : error;
}
