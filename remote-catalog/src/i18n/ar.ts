import type { Catalogue } from '@dukkan/shared';

/** The catalog remote's catalogue in Arabic: the keys of en.ts (i18n.test.ts checks), Arabic's six plural forms. */
export const catalogAr: Catalogue = {
  title: 'الكتالوج',
};
