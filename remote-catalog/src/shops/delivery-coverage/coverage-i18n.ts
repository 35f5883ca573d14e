import { addCatalogue } from '@dukkan/shared';
import { CATALOG_NS } from '../shops-i18n';
import { coverageAr } from './coverage.ar';
import { coverageEn } from './coverage.en';

// The delivery coverage texts, under `shops.coverage.` in the catalog namespace: registered by the screens that use them.
addCatalogue(CATALOG_NS, { shops: { coverage: coverageEn } }, { shops: { coverage: coverageAr } });

export { CATALOG_NS };
