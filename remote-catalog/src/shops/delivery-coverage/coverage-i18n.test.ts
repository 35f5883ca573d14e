import { describeCatalogues } from '@dukkan/shared/test-utils';
import { coverageAr } from './coverage.ar';
import { coverageEn } from './coverage.en';

describeCatalogues('catalog shops coverage', coverageEn, coverageAr);
