import { toLatinDigits } from '../ui/format/latin-digits';

export interface SignInValues {
  email: string;
  password: string;
}

/** i18n keys of the messages, per field (spec §5 Login). */
export type SignInErrors = Partial<Record<keyof SignInValues, string>>;

// Something@something.tld, no spaces: what "looks like an address" means here.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** spec §5 Login: email required and address-shaped, password required. Returns message keys. */
export function validateSignIn({ email, password }: SignInValues): SignInErrors {
  const errors: SignInErrors = {};
  const trimmed = email.trim();
  if (!trimmed) errors.email = 'auth.emailRequired';
  else if (!EMAIL_SHAPE.test(trimmed)) errors.email = 'auth.emailInvalid';
  if (!password) errors.password = 'auth.passwordRequired';
  return errors;
}

/** decisions/staff-access.md: an authenticator app's code is 6 digits. */
export const SIGN_IN_CODE_LENGTH = 6;

/**
 * The code as typed, kept to its digits: Arabic-Indic digits read as digits, the space an app shows in the middle
 * ('123 456') and anything else dropped, capped at 6.
 */
export function sanitizeSignInCode(typed: string): string {
  return toLatinDigits(typed).replace(/\D/g, '').slice(0, SIGN_IN_CODE_LENGTH);
}

/** decisions/staff-access.md: the code step's rule (a message key, or null when the code can be sent). */
export function validateSignInCode(code: string): string | null {
  if (!code) return 'auth.codeRequired';
  return code.length === SIGN_IN_CODE_LENGTH ? null : 'auth.codeIncomplete';
}

/** decisions/staff-access.md: a recovery code is asked for, not checked here (the API ignores dashes, spaces and case). */
export function validateRecoveryCode(code: string): string | null {
  return code.trim() ? null : 'auth.recoveryCodeRequired';
}
