import { countText as oneCount } from '@dukkan/shared';

/** Counts as the import's texts show them: Latin digits, grouped (10,000), in both languages. */
export const countText = (counts: object): Record<string, string> => Object.fromEntries(Object.entries(counts).map(([key, n]) => [key, oneCount(Number(n))]));
