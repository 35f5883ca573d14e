import { addCatalogue } from '@dukkan/shared';
import { reportsAr } from './ar';
import { reportsEn } from './en';

/** The namespace of this remote's texts: useTranslation(REPORTS_NS). */
export const REPORTS_NS = 'reports';

addCatalogue(REPORTS_NS, reportsEn, reportsAr);
