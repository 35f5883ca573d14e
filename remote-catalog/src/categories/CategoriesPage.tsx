import { useTranslation } from 'react-i18next';
import { CATALOG_NS } from '../i18n';

/** Placeholder until the categories list is built. */
export function CategoriesPage() {
  const { t } = useTranslation(CATALOG_NS);
  return <h1>{t('categories.title')}</h1>;
}
