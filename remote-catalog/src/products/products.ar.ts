/** The products screens' texts in Arabic: the keys of products.en.ts. */
export const productsAr = {
  title: 'المنتجات',
};
