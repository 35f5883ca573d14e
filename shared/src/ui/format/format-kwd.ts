import { madeOnFirstUse } from './made-on-first-use';

/**
 * KWD has 1000 fils: amounts are shown with 3 decimals (architecture §2; the spec's "2 decimals"
 * would round real prices such as 0.125). Latin digits and grouping in both languages, so an
 * amount reads the same in Arabic (wrap it in LtrText there).
 */
const kwd = madeOnFirstUse(() => new Intl.NumberFormat('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 }));

/** 'KWD 1.250' for 1.25 or '1.250'; 'N/A' when the amount is missing or not a number. */
export function formatKwd(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return 'N/A';
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return 'N/A';
  return `KWD ${kwd().format(value)}`;
}
