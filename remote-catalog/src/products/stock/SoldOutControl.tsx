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
  // One button: "Back on sale" while sold out, else "Sold out for today"; its texts under products.soldOut.
  const action = soldOut
    ? { busy: restoring.isLoading, call: () => backOnSale(product.id).unwrap(), text: 'back', label: 'backLabel', done: 'backDone' }
    : { busy: marking.isLoading, call: () => markSoldOut(product.id).unwrap(), text: 'mark', label: 'markLabel', done: 'marked' };

  return (
    <span className={styles.root}>
      {soldOut ? <StatusBadge tone="warning">{t('products.soldOut.until', { time: formatKuwaitTime(soldOut, new Date(now), language) })}</StatusBadge> : null}
      <Button
        size="small"
        disabled={action.busy}
        aria-label={t(`products.soldOut.${action.label}`, { name })}
        onClick={() => void run(action.call, { success: t(`products.soldOut.${action.done}`, { name }), failed: t('products.soldOut.failed') })}
      >
        {t(`products.soldOut.${action.text}`)}
      </Button>
    </span>
  );
}
