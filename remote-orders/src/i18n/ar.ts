import type { Catalogue } from '@dukkan/shared';

/** The orders remote's catalogue in Arabic: the keys of en.ts (i18n.test.ts checks), Arabic's six plural forms. */
export const ordersAr: Catalogue = {
  title: 'الطلبات',
};
