import { describeCatalogues } from '@dukkan/shared/test-utils';
import { categoriesAr } from './categories.ar';
import { categoriesEn } from './categories.en';

describeCatalogues('catalog categories', categoriesEn, categoriesAr);
