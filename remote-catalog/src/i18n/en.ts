import { categoriesEn } from '../categories/categories.en';
import { productsEn } from '../products/products.en';
import { shopsEn } from '../shops/shops.en';

/** The catalog remote's catalogue in English, one section per feature (each in its own folder). */
export const catalogEn = {
  title: 'Catalog',
  shops: shopsEn,
  categories: categoriesEn,
  products: productsEn,
} as const;
