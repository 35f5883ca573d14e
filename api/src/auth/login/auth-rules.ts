import type { FieldErrors } from '../../http/errors';
import type { LoginBody } from './auth-schemas';
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH, normalizeEmail } from '../account-email';

/** spec §5 "Login": the sign-in screen's messages, word for word (with their full stops). */
export function loginRules(input: LoginBody): { errors: FieldErrors; values: { email: string; password: string } } {
  const errors: FieldErrors = {};
  const email = normalizeEmail(input.email ?? '');
  const password = input.password ?? '';
  if (!email) errors.email = 'Please enter your email address.';
  else if (email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email)) errors.email = 'Please enter a valid email address.';
  if (!password) errors.password = 'Please enter your password.';
  return { errors, values: { email, password } };
}
