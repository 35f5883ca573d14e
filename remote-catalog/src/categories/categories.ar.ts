/** The categories screens' texts in Arabic: the keys of categories.en.ts. */
export const categoriesAr = {
  title: 'الفئات',
};
