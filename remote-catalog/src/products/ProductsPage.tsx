import { useTranslation } from 'react-i18next';
import { CATALOG_NS } from '../i18n';

/** Placeholder until the products list is built. */
export function ProductsPage() {
  const { t } = useTranslation(CATALOG_NS);
  return <h1>{t('products.title')}</h1>;
}
