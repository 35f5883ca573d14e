import { addCatalogue } from '@dukkan/shared';
import { ORDERS_NS } from '../i18n';
import { pickingAr } from './picking.ar';
import { pickingEn } from './picking.en';

// The picking screen's texts, under `picking.` in the orders namespace: registered by the feature that uses them.
addCatalogue(ORDERS_NS, { picking: pickingEn }, { picking: pickingAr });

export { ORDERS_NS };
