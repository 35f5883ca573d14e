import { describeCatalogues } from '@dukkan/shared/test-utils';
import { reportsAr } from './ar';
import { reportsEn } from './en';

describeCatalogues('reports', reportsEn, reportsAr);
