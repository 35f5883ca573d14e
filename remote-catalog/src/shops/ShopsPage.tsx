import { useTranslation } from 'react-i18next';
import { CATALOG_NS } from '../i18n';

/** Placeholder until the shops list is built. */
export function ShopsPage() {
  const { t } = useTranslation(CATALOG_NS);
  return <h1>{t('shops.title')}</h1>;
}
