import { toLatinDigits } from '../format/latin-digits';

/** spec §3, §9: phones are Kuwaiti, exactly 8 digits, sent and stored with +965, shown without. */
export const KUWAIT_CALLING_CODE = '+965';
export const PHONE_DIGITS = 8;

const CODE_PREFIX = /^\s*(\+|00)?\s*965[\s-]*/;

/** The 8 local digits of any phone form: '+965 1234 5678', '0096512345678', '12345678'. */
export function toScreenPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const withoutCode = phone.replace(CODE_PREFIX, '');
  const digits = withoutCode.replace(/\D/g, '');
  // A bare '96512345678' (code without '+') is 11 digits: drop the code.
  return digits.length === PHONE_DIGITS + 3 && digits.startsWith('965') ? digits.slice(3) : digits;
}

/** What the API gets: '+965' followed by the local digits ('' stays ''). */
export function toWirePhone(phone: string | null | undefined): string {
  const local = toScreenPhone(phone);
  return local ? `${KUWAIT_CALLING_CODE}${local}` : '';
}

/**
 * spec §5 Shop form: non-digits are stripped and input is capped at 8. A pasted number that
 * starts with the country code loses the code first, so its local digits survive the cap.
 */
export function sanitizePhoneInput(typed: string): string {
  // Arabic-Indic and Persian digits count as digits (decisions/search.md).
  const input = toLatinDigits(typed);
  const withoutCode = /^\s*(\+|00)/.test(input) ? input.replace(CODE_PREFIX, '') : input;
  return withoutCode.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}

/** True for exactly 8 digits (spec §5: 'Phone number must be exactly 8 digits'). */
export function isValidLocalPhone(phone: string): boolean {
  return /^\d{8}$/.test(phone);
}
