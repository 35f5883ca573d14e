import { formatKuwaitTime, useLanguage, useNotifiedCall, useNow } from '@dukkan/shared';
import { StatusBadge } from '@dukkan/shared/kit';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { CATALOG_NS } from '../products-i18n';
import { type Product, useBackOnSaleMutation, useMarkSoldOutMutation } from '../products-api';

const useStyles = makeStyles({
  root: { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

/**
 * decisions/availability.md: "Sold out for today" in one click: the product is off sale until its shop next opens
 * and comes back by itself (the API decides when); while it is, a badge says until when, and
 * "Back on sale" undoes it.
 */
export function SoldOutControl({ product, name }: { product: Product; name: string }) {
  const { t } = useTranslation(CATALOG_NS);
  const language = useLanguage();
  const styles = useStyles();
  const now = useNow(60_000);
  const [markSoldOut, marking] = useMarkSoldOutMutation();
  const [backOnSale, restoring] = useBackOnSaleMutation();
  const soldOut = product.soldOutUntil && Date.parse(product.soldOutUntil) > now ? product.soldOutUntil : null;

  const run = useNotifiedCall();

  return (
    <span className={styles.root}>
      {soldOut ? <StatusBadge tone="warning">{t('products.soldOut.until', { time: formatKuwaitTime(soldOut, new Date(now), language) })}</StatusBadge> : null}
      {soldOut ? (
        <Button
          size="small"
          disabled={restoring.isLoading}
          aria-label={t('products.soldOut.backLabel', { name })}
          onClick={() => void run(() => backOnSale(product.id).unwrap(), { success: t('products.soldOut.backDone', { name }), failed: t('products.soldOut.failed') })}
        >
          {t('products.soldOut.back')}
        </Button>
      ) : (
        <Button
          size="small"
          disabled={marking.isLoading}
          aria-label={t('products.soldOut.markLabel', { name })}
          onClick={() => void run(() => markSoldOut(product.id).unwrap(), { success: t('products.soldOut.marked', { name }), failed: t('products.soldOut.failed') })}
        >
          {t('products.soldOut.mark')}
        </Button>
      )}
    </span>
  );
}
