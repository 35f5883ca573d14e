import { addCatalogue } from '@dukkan/shared';
import { usersAr } from './ar';
import { usersEn } from './en';

/** The namespace of this remote's texts: useTranslation(USERS_NS). */
export const USERS_NS = 'users';

addCatalogue(USERS_NS, usersEn, usersAr);
