/** The products screens' texts in English (spec §2, §5, §8 word for word). */
export const productsEn = {
  title: 'Products',
} as const;
