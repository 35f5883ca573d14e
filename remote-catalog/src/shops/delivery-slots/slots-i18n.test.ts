import { describeCatalogues } from '@dukkan/shared/test-utils';
import { slotsAr } from './slots.ar';
import { slotsEn } from './slots.en';

describeCatalogues('catalog shops slots', slotsEn, slotsAr);
