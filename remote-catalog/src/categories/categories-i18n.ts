import { addCatalogue } from '@dukkan/shared';
import { CATALOG_NS } from '../common/catalog-namespace';
import { categoriesAr } from './categories.ar';
import { categoriesEn } from './categories.en';

// The categories screens' texts, under `categories.` in the catalog namespace: registered by the feature that uses them.
addCatalogue(CATALOG_NS, { categories: categoriesEn }, { categories: categoriesAr });

export { CATALOG_NS };
