import { describeCatalogues } from '@dukkan/shared/test-utils';
import { shopsAr } from './shops.ar';
import { shopsEn } from './shops.en';

describeCatalogues('catalog shops', shopsEn, shopsAr);
