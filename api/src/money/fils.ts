// Money in whole fils (1 KWD = 1000 fils) and weights in whole grams, worked out in integers: never
// a float, whose 0.1 + 0.2 would drift by a fils (architecture §9). The one rounding rule lives
// here (decisions/grocery-products.md): half-up to the fil. Pricing, weights, promotions and
// refunds call it; none rounds on its own.

/** A non-negative decimal with at most three decimals ("1.25", "0.450", "12"): KWD or kg as the database writes them. */
const THOUSANDTHS = /^(\d{1,12})(?:\.(\d{1,3}))?$/;

/** `text` in thousandths (KWD → fils, kg → grams), exactly; throws on anything else. */
function thousandths(text: string, what: string): bigint {
  const match = THOUSANDTHS.exec(text.trim());
  if (!match) throw new RangeError(`${what} must be a decimal of at most 3 places, not "${text}"`);
  return BigInt(match[1]) * 1000n + BigInt((match[2] ?? '').padEnd(3, '0'));
}

/** `numerator / denominator` rounded half-up (both ≥ 0, denominator > 0): 0.5 goes up. */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** KWD as the database writes it ("1.250") → 1250 fils. */
export const kwdToFils = (kwd: string): number => Number(thousandths(kwd, 'An amount in KWD'));

/** 1250 fils → "1.250", as numeric(12,3) stores it. */
export function filsToKwd(fils: number): string {
  if (!Number.isSafeInteger(fils)) throw new RangeError(`Fils are whole: ${fils}`);
  const sign = fils < 0 ? '-' : '';
  const whole = Math.abs(fils);
  return `${sign}${Math.floor(whole / 1000)}.${String(whole % 1000).padStart(3, '0')}`;
}

/** 1250 fils → 1.25, the JSON number an answer carries (written from the exact string, never a float sum). */
export const filsToKwdNumber = (fils: number): number => Number(filsToKwd(fils));

/** kg as the database writes it ("1.130") → 1130 g. */
export const kgToGrams = (kg: string): number => Number(thousandths(kg, 'A weight in kg'));

/**
 * A line sold by weight, in fils: kg × price per kg, rounded half-up to the fil. Worked in
 * integers as grams × fils per kg / 1000, so 1.130 kg at 0.450 KWD/kg is 508.5 → 509 fils.
 */
export function weightLineFils(kg: string, pricePerKg: string): number {
  const grams = thousandths(kg, 'A weight in kg');
  const filsPerKg = thousandths(pricePerKg, 'A price per kg');
  return Number(divideHalfUp(grams * filsPerKg, 1000n));
}
