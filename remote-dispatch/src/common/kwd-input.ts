import { typedKwdToFils } from '@dukkan/shared';

// decisions/dispatch.md: an amount typed in KWD (cash counted or collected, a courier's cost), read as the API reads it
// (@dukkan/shared's typedKwdToFils), and shown back.

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
