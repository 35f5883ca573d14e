import { describeCatalogues } from '@dukkan/shared/test-utils';
import { dispatchAr } from './ar';
import { dispatchEn } from './en';

describeCatalogues('dispatch', dispatchEn, dispatchAr);
