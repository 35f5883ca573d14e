import { describeCatalogues } from '../test-utils/catalogue-checks';
import { commonAr } from './common-ar';
import { commonEn } from './common-en';

// A language is named in its own language on the switch.
describeCatalogues('common', commonEn, commonAr, { notArabic: ['language.en'] });
