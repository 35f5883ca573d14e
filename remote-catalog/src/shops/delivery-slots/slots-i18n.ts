import { addCatalogue } from '@dukkan/shared';
import { CATALOG_NS } from '../shops-i18n';
import { slotsAr } from './slots.ar';
import { slotsEn } from './slots.en';

// The delivery slots texts, under `shops.slots.` in the catalog namespace: registered by the screens that use them.
addCatalogue(CATALOG_NS, { shops: { slots: slotsEn } }, { shops: { slots: slotsAr } });

export { CATALOG_NS };
