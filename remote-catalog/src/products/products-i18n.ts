import { addCatalogue } from '@dukkan/shared';
import { CATALOG_NS } from '../common/catalog-namespace';
import { productsAr } from './products.ar';
import { productsEn } from './products.en';

// The products screens' texts, under `products.` in the catalog namespace: registered by the feature that uses them.
addCatalogue(CATALOG_NS, { products: productsEn }, { products: productsAr });

export { CATALOG_NS };
