import { addCatalogue } from '@dukkan/shared';
import { locationsAr } from './ar';
import { locationsEn } from './en';

/** The namespace of this remote's texts: useTranslation(LOCATIONS_NS). */
export const LOCATIONS_NS = 'locations';

addCatalogue(LOCATIONS_NS, locationsEn, locationsAr);
