/** The categories screens' texts in English (spec §2, §5, §8 word for word). */
export const categoriesEn = {
  title: 'Categories',
} as const;
