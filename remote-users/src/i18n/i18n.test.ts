import { describeCatalogues } from '@dukkan/shared/test-utils';
import { usersAr } from './ar';
import { usersEn } from './en';

describeCatalogues('users', usersEn, usersAr);
