import { addCatalogue } from '@dukkan/shared';
import { ordersAr } from './ar';
import { ordersEn } from './en';

/** The namespace of this remote's texts: useTranslation(ORDERS_NS). */
export const ORDERS_NS = 'orders';

addCatalogue(ORDERS_NS, ordersEn, ordersAr);
