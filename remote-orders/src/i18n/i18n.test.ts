import { describeCatalogues } from '@dukkan/shared/test-utils';
import { ordersAr } from './ar';
import { ordersEn } from './en';

describeCatalogues('orders', ordersEn, ordersAr);
