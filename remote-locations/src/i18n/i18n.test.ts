import { describeCatalogues } from '@dukkan/shared/test-utils';
import { locationsAr } from './ar';
import { locationsEn } from './en';

describeCatalogues('locations', locationsEn, locationsAr);
