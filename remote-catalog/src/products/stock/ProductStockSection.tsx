import { localizedName, useLanguage } from '@dukkan/shared';
import { Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Product } from '../products-api';
import { CATALOG_NS } from '../products-i18n';
import { SoldOutControl } from './SoldOutControl';
import { StockLedgerPanel } from './StockLedgerPanel';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, marginBlockStart: tokens.spacingVerticalXL },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});

/** decisions/availability.md on the product page: sold out for today, and every change of its stock with who and why. */
export function ProductStockSection({ product }: { product: Product }) {
  const { t } = useTranslation(CATALOG_NS);
  const language = useLanguage();
  const styles = useStyles();
  return (
    <Card className={styles.card} role="region" aria-labelledby="product-stock">
      <div className={styles.head}>
        <Text as="h2" id="product-stock" size={500} weight="semibold">
          {t('products.ledger.title')}
        </Text>
        <SoldOutControl product={product} name={localizedName(product, language)} />
      </div>
      <StockLedgerPanel productId={product.id} />
    </Card>
  );
}
