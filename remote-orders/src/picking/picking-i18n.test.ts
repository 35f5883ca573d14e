import { describeCatalogues } from '@dukkan/shared/test-utils';
import { pickingAr } from './picking.ar';
import { pickingEn } from './picking.en';

describeCatalogues('orders picking', pickingEn, pickingAr);
