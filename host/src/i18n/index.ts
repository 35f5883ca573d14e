import { addCatalogue } from '@dukkan/shared';
import { en } from './en';
import { ar } from './ar';

/** The i18next namespace of the host's own texts (common words live in shared's namespace). */
export const HOST_NS = 'host';

addCatalogue(HOST_NS, en, ar);
