import { toLatinDigits } from '@dukkan/shared';

// decisions/dispatch.md: an amount typed in KWD (cash counted or collected, a courier's cost), read as the API reads it:
// 0 or more, at most 3 decimals (Arabic-Indic digits read as Latin). Sums stay in whole fils (architecture §2).
const KWD_PATTERN = /^\d{1,9}(\.\d{1,3})?$/;

/** A typed KWD amount in whole fils; null when it is not one. */
export function typedKwdToFils(typed: string): number | null {
  const text = toLatinDigits(typed).trim();
  if (!KWD_PATTERN.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
}

/** A typed KWD amount as the API's JSON number (exact to the fil); null when it is not one. */
export function typedKwd(typed: string): number | null {
  const fils = typedKwdToFils(typed);
  return fils === null ? null : fils / 1000;
}

/** An amount as the field shows it before anyone types: '3.250' (no currency, Latin digits). */
export const kwdFieldText = (amount: number) => (Math.round(amount * 1000) / 1000).toFixed(3);

/** A signed difference in KWD: '+KWD 0.500', '-KWD 0.500', 'KWD 0.000'. */
export function signedKwd(amount: number, format: (value: number) => string): string {
  const fils = Math.round(amount * 1000);
  if (fils === 0) return format(0);
  return `${fils > 0 ? '+' : '-'}${format(Math.abs(fils) / 1000)}`;
}
