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
