import { useTranslation } from 'react-i18next';
import { CATALOG_NS } from '../i18n';

export interface ProductFormPageProps {
  mode: 'create' | 'edit';
}

/** Placeholder until the products form is built. */
export function ProductFormPage({ mode }: ProductFormPageProps) {
  const { t } = useTranslation(CATALOG_NS);
  return <h1>{t('products.title')} ({mode})</h1>;
}
