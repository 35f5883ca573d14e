import { addCatalogue } from '@dukkan/shared';
import { dispatchAr } from './ar';
import { dispatchEn } from './en';

/** The namespace of this remote's texts: useTranslation(DISPATCH_NS). */
export const DISPATCH_NS = 'dispatch';

addCatalogue(DISPATCH_NS, dispatchEn, dispatchAr);
