import type { Catalogue } from '@dukkan/shared';
import { categoriesAr } from '../categories/categories.ar';
import { productsAr } from '../products/products.ar';
import { shopsAr } from '../shops/shops.ar';

/** The catalog remote's catalogue in Arabic: the keys of en.ts (i18n.test.ts checks), Arabic's six plural forms. */
export const catalogAr: Catalogue = {
  title: 'الكتالوج',
  shops: shopsAr,
  categories: categoriesAr,
  products: productsAr,
};
