import { formatDateTime, KUWAIT_TIME_ZONE, LtrText, useFailureToast, useLanguage, useLoadMore } from '@dukkan/shared';
import { LoadMoreTable, type LoadMoreTableColumn } from '@dukkan/shared/kit';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { CATALOG_NS } from '../products-i18n';
import { type StockMovement, useGetStockLedgerInfiniteQuery } from '../products-api';

const useStyles = makeStyles({
  up: { color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightSemibold },
  down: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  quiet: { color: tokens.colorNeutralForeground3 },
});

/**
 * decisions/availability.md: the product's stock ledger, newest first with Load More: when (Kuwait time), the
 * change, the stock after it, why (received, sold by order #…, returned, damaged, a count
 * correction, an import), who, and the note.
 */
export function StockLedgerPanel({ productId }: { productId: number }) {
  const { t } = useTranslation(CATALOG_NS);
  const language = useLanguage();
  const styles = useStyles();
  const list = useLoadMore(useGetStockLedgerInfiniteQuery(productId));
  const loadError = useFailureToast(list.error, { failed: t('products.ledger.failed') });
  const notAvailable = t('value.notAvailable', { ns: 'common' });

  const columns: LoadMoreTableColumn<StockMovement>[] = [
    { key: 'when', header: t('products.ledger.when'), cardTitle: true, render: (row) => <LtrText>{formatDateTime(row.createdAt, language, { timeZone: KUWAIT_TIME_ZONE })}</LtrText> },
    {
      key: 'change',
      header: t('products.ledger.change'),
      render: (row) => <LtrText className={row.change > 0 ? styles.up : styles.down}>{row.change > 0 ? `+${row.change}` : `−${Math.abs(row.change)}`}</LtrText>,
    },
    { key: 'after', header: t('products.ledger.after'), render: (row) => <LtrText>{row.stockAfter}</LtrText> },
    {
      key: 'reason',
      header: t('products.ledger.reason'),
      render: (row) => (row.orderId ? t(`products.ledger.reasons.${row.reason}Order`, { id: row.orderId }) : t(`products.ledger.reasons.${row.reason}`)),
    },
    { key: 'who', header: t('products.ledger.who'), render: (row) => (row.actor ? <bdi>{row.actor.name}</bdi> : <span className={styles.quiet}>{row.orderId ? t('products.ledger.customer') : notAvailable}</span>) },
    { key: 'note', header: t('products.ledger.note'), render: (row) => (row.note ? <bdi>{row.note}</bdi> : <span className={styles.quiet}>—</span>) },
  ];

  return (
    <LoadMoreTable
      {...list}
      ariaLabel={t('products.ledger.title')}
      columns={columns}
      getRowKey={(row) => row.id}
      things={t('products.ledger.things')}
      emptyTitle={t('products.ledger.empty')}
      errorTitle={loadError ?? undefined}
      skeletonRows={5}
    />
  );
}
