import { addCatalogue } from '@dukkan/shared';
import { CATALOG_NS } from '../products-i18n';
import { productImportAr } from './product-import.ar';
import { productImportEn } from './product-import.en';

// The import screen's texts, under `productImport.` in the catalog namespace.
addCatalogue(CATALOG_NS, { productImport: productImportEn }, { productImport: productImportAr });

export { CATALOG_NS };
