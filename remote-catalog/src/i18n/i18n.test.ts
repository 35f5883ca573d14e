import { describeCatalogues } from '@dukkan/shared/test-utils';
import { catalogAr } from './ar';
import { catalogEn } from './en';

describeCatalogues('catalog', catalogEn, catalogAr);
