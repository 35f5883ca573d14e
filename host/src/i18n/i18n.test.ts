import { describeCatalogues } from '@dukkan/shared/test-utils';
import { ar } from './ar';
import { en } from './en';

describeCatalogues('host', en, ar);
