import { useTranslation } from 'react-i18next';
import { CATALOG_NS } from '../i18n';

export interface CategoryFormPageProps {
  mode: 'create' | 'edit';
}

/** Placeholder until the categories form is built. */
export function CategoryFormPage({ mode }: CategoryFormPageProps) {
  const { t } = useTranslation(CATALOG_NS);
  return <h1>{t('categories.title')} ({mode})</h1>;
}
