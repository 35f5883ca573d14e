import { describeCatalogues } from '@dukkan/shared/test-utils';
import { productsAr } from './products.ar';
import { productsEn } from './products.en';

describeCatalogues('catalog products', productsEn, productsAr);
