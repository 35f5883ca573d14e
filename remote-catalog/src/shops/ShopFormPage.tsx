import { useTranslation } from 'react-i18next';
import { CATALOG_NS } from '../i18n';

export interface ShopFormPageProps {
  mode: 'create' | 'edit';
}

/** Placeholder until the shops form is built. */
export function ShopFormPage({ mode }: ShopFormPageProps) {
  const { t } = useTranslation(CATALOG_NS);
  return <h1>{t('shops.title')} ({mode})</h1>;
}
