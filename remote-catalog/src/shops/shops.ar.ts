/** The shops screens' texts in Arabic: the keys of shops.en.ts. */
export const shopsAr = {
  title: 'المتاجر',
};
