import { describeCatalogues } from '@dukkan/shared/test-utils';
import { productImportAr } from './product-import.ar';
import { productImportEn } from './product-import.en';

describeCatalogues('catalog product import', productImportEn, productImportAr, { notArabic: ['productRef', 'arrow'] });
