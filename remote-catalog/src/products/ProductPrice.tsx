import { formatKwd, LtrText } from '@dukkan/shared';
import { Trans, useTranslation } from 'react-i18next';
import type { ProductPriceProps } from './ProductPrice.types';
import { CATALOG_NS } from './products-i18n';

/** A product's price as spec §2 shows it ('KWD 2.500'); per kg for one sold by weight, 'KWD 2.500 / kg' (decisions/grocery-products.md). */
export function ProductPrice({ price, unit = 'piece' }: ProductPriceProps) {
  const { t } = useTranslation(CATALOG_NS);
  if (unit !== 'weight') return <LtrText>{formatKwd(price)}</LtrText>;
  return (
    <span>
      <Trans t={t} i18nKey="products.perKg" values={{ price: formatKwd(price) }} components={{ ltr: <LtrText /> }} />
    </span>
  );
}
