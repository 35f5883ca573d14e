import { addCatalogue } from '@dukkan/shared';

/** The namespace of this remote's texts: useTranslation(CATALOG_NS). Each feature adds its own section. */
export const CATALOG_NS = 'catalog';

addCatalogue(CATALOG_NS, { title: 'Catalog' }, { title: 'الكتالوج' });
