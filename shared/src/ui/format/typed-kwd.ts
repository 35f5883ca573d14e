import { toLatinDigits } from './latin-digits';

// An amount typed in KWD, read as the API reads it (its kwdToFils): 0 or more, at most 3 decimals, Arabic-Indic digits
// and separator read as Latin. Sums stay in whole fils (architecture §2).

/** A KWD amount as a form may hold it once its digits are Latin: up to 9 whole digits, up to 3 decimals. */
export const KWD_AMOUNT_PATTERN = /^\d{1,9}(\.\d{1,3})?$/;

/** A KWD amount as typed, in whole fils; null when it is not one. */
export function typedKwdToFils(typed: string): number | null {
  const text = toLatinDigits(typed).trim();
  if (!KWD_AMOUNT_PATTERN.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
}
