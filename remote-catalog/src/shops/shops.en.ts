/** The shops screens' texts in English (spec §2, §5, §8 word for word). */
export const shopsEn = {
  title: 'Shops',
} as const;
