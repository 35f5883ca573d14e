import { addCatalogue } from '@dukkan/shared';
import { CATALOG_NS } from '../common/catalog-namespace';
import { shopsAr } from './shops.ar';
import { shopsEn } from './shops.en';

// The shops screens' texts, under `shops.` in the catalog namespace: registered by the feature that uses them.
addCatalogue(CATALOG_NS, { shops: shopsEn }, { shops: shopsAr });

export { CATALOG_NS };
