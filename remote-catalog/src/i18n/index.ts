import { addCatalogue } from '@dukkan/shared';
import { catalogAr } from './ar';
import { catalogEn } from './en';

/** The namespace of this remote's texts: useTranslation(CATALOG_NS). */
export const CATALOG_NS = 'catalog';

addCatalogue(CATALOG_NS, catalogEn, catalogAr);
