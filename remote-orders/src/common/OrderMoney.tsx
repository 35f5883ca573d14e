import { COMMON_NAMESPACE, formatDateTime, formatKwd, KUWAIT_TIME_ZONE, type LedgerEntry, LtrText, type OrderLedger, type Refund, useCan, useFailureToast, useLanguage, usePaymentLabel } from '@dukkan/shared';
import { ResponsiveTable, StatusBadge, type ResponsiveTableColumn, type StatusTone } from '@dukkan/shared/kit';
import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner, Text } from '@fluentui/react-components';
import { ArrowUndoRegular, CheckmarkRegular, DismissRegular } from '@fluentui/react-icons';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDERS_NS } from '../i18n';
import { canRefund } from './order-money';
import { OrderMoneyRefundDialog } from './OrderMoneyRefundDialog';
import { OrderMoneySettleDialog, type RefundSettlement } from './OrderMoneySettleDialog';
import type { Order } from './order-types';
import { itemName, orderItems } from './order-view';
import { useGetOrderLedgerQuery } from './orders-api';
import { useOrderMoneyStyles } from './useOrderMoneyStyles.styles';

const REFUND_TONES: Record<string, StatusTone> = { pending: 'warning', done: 'success', failed: 'danger' };

/** A catalogue's word for a code the API sends, or the code itself when a newer API sends one this panel lacks. */
const wordFor = (t: TFunction, group: string, code: string | null | undefined) => (code ? t(`money.${group}.${code}`, { defaultValue: code }) : '');

/** Who wrote an entry or made a refund: staff or the customer by name, 'System' for none, a deleted account said so. */
const personName = (t: TFunction, person: { name: string | null } | null) => (person === null ? t('money.system') : person.name || t('money.deletedAccount'));

/** '+KWD 1.775', '−KWD 0.875': which way the money went, read left to right in both languages. */
const signedKwd = (amount: number) => `${amount < 0 ? '−' : '+'}${formatKwd(Math.abs(amount))}`;

/** The sums: amount due, paid, refunded, the cash the driver collects (cash orders), net. */
function Balances({ order, ledger }: { order: Order; ledger: OrderLedger }) {
  const { t } = useTranslation(ORDERS_NS);
  const styles = useOrderMoneyStyles();
  const { balances } = ledger;
  const cash = (order.paymentMethod ?? '').toUpperCase() === 'CASH';
  const figures: [string, number][] = [
    ['amountDue', balances.amountDue],
    ['paid', balances.paid],
    ['refunded', balances.refunded],
    ...(cash ? ([['cashToCollect', balances.cashToCollect]] as [string, number][]) : []),
    ['net', balances.net],
  ];
  return (
    <dl className={styles.balances}>
      {figures.map(([key, amount]) => (
        <div key={key} className={styles.balance}>
          <dt className={styles.term}>{t(`money.${key}`)}</dt>
          <dd className={styles.figure}>
            <LtrText>{formatKwd(amount)}</LtrText>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The ledger's entries, oldest first: when (Kuwait), what, the signed amount, who bears it, by whom, why. */
function LedgerEntries({ orderId, entries }: { orderId: number; entries: LedgerEntry[] }) {
  const { t } = useTranslation(ORDERS_NS);
  const language = useLanguage();
  const styles = useOrderMoneyStyles();
  if (entries.length === 0) return <Text className={styles.quiet}>{t('money.entriesEmpty')}</Text>;
  const columns: ResponsiveTableColumn<LedgerEntry>[] = [
    { key: 'kind', header: t('money.columns.kind'), cardTitle: true, render: (entry) => wordFor(t, 'kinds', entry.kind) },
    {
      key: 'amount',
      header: t('money.columns.amount'),
      align: 'end',
      render: (entry) => <LtrText>{signedKwd(entry.amount)}</LtrText>,
    },
    { key: 'at', header: t('money.columns.at'), render: (entry) => <LtrText>{formatDateTime(entry.at, language, { timeZone: KUWAIT_TIME_ZONE })}</LtrText> },
    { key: 'liable', header: t('money.columns.liable'), render: (entry) => wordFor(t, 'liable', entry.liable) },
    { key: 'actor', header: t('money.columns.actor'), render: (entry) => <bdi>{personName(t, entry.actor)}</bdi> },
    {
      key: 'reason',
      header: t('money.columns.reason'),
      render: (entry) => (
        <span className={styles.reasonNote}>
          {wordFor(t, 'reasons', entry.reasonCode)}
          {entry.note ? (
            <>
              {' · '}
              <bdi dir="auto">{entry.note}</bdi>
            </>
          ) : null}
        </span>
      ),
    },
  ];
  return (
    <div className={styles.entries}>
      <ResponsiveTable
        ariaLabel={t('money.entriesLabel', { id: orderId })}
        columns={columns}
        rows={entries}
        getRowKey={(entry) => entry.id}
        numbered={false}
        size="small"
        columnWidths="content"
      />
    </div>
  );
}

/** The order's refunds, oldest first, each with its status; a pending gateway one settled here by staff who may act. */
function Refunds({ order, refunds, onSettle }: { order: Order; refunds: Refund[]; onSettle?: (refund: Refund, settlement: RefundSettlement) => void }) {
  const { t } = useTranslation(ORDERS_NS);
  const language = useLanguage();
  const styles = useOrderMoneyStyles();
  const paymentLabel = usePaymentLabel();
  if (refunds.length === 0) return <Text className={styles.quiet}>{t('money.refundsEmpty')}</Text>;
  const items = orderItems(order);
  const lineName = (itemId: number) => {
    const item = items.find((candidate) => candidate.id === itemId);
    return item ? itemName(item, language) : `#${itemId}`;
  };
  return (
    <ol className={styles.list} aria-label={t('money.refundsLabel', { id: order.id })}>
      {refunds.map((refund) => {
        const at = formatDateTime(refund.doneAt ?? refund.createdAt, language, { timeZone: KUWAIT_TIME_ZONE });
        const settleable = onSettle && refund.status === 'pending' && refund.method !== 'credit';
        return (
          <li key={refund.id} className={styles.refund}>
            <span className={styles.refundHead}>
              <Text weight="semibold">{t('money.refundName', { id: refund.id })}</Text>
              <LtrText>{formatKwd(refund.amount)}</LtrText>
              <span>{refund.method === 'credit' ? t('money.credit') : paymentLabel(refund.method)}</span>
              <StatusBadge tone={REFUND_TONES[refund.status] ?? 'informative'}>{wordFor(t, 'statuses', refund.status)}</StatusBadge>
            </span>
            <span className={styles.refundFacts}>
              <span>
                {wordFor(t, 'reasons', refund.reasonCode)}
                {refund.note ? (
                  <>
                    {' · '}
                    <bdi dir="auto">{refund.note}</bdi>
                  </>
                ) : null}
              </span>
              {refund.lines.length > 0 ? (
                <span>
                  {refund.lines.map((line, index) => (
                    <span key={line.itemId}>
                      {index > 0 ? ' · ' : null}
                      <bdi>{lineName(line.itemId)}</bdi> <LtrText>× {line.quantity}</LtrText>
                    </span>
                  ))}
                </span>
              ) : null}
              <span>{wordFor(t, 'liable', refund.liable)}</span>
              <bdi>{t('money.byWhom', { name: personName(t, refund.createdBy) })}</bdi>
              {at === 'N/A' ? null : <LtrText>{at}</LtrText>}
              {refund.gatewayReference ? <span>{t('money.reference', { reference: refund.gatewayReference })}</span> : null}
            </span>
            {settleable ? (
              <span className={styles.refundActions}>
                <Button icon={<CheckmarkRegular />} onClick={() => onSettle(refund, 'complete')}>
                  {t('money.markRefunded')}
                </Button>
                <Button icon={<DismissRegular />} onClick={() => onSettle(refund, 'fail')}>
                  {t('money.markFailed')}
                </Button>
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * decisions/money-ledger.md on the order page: the order's money, read when the page shows it (GET
 * orders/{id}/ledger): the sums, the ledger's entries and the refunds. Staff who may act refund a delivered order
 * (or an ended one whose refund failed) and settle a pending gateway refund. The ledger is asked again after a
 * refund made or settled here and after a move of the order; a failed load is toasted and said here with Retry.
 */
export function OrderMoney({ order }: { order: Order }) {
  const { t } = useTranslation(ORDERS_NS);
  const styles = useOrderMoneyStyles();
  const canAct = useCan('orders.act');
  const { data: ledger, error, isFetching, refetch } = useGetOrderLedgerQuery(order.id);
  const failure = useFailureToast(error, { failed: t('money.loadFailed'), errored: t('money.loadError') });
  const [refunding, setRefunding] = useState(false);
  const [settling, setSettling] = useState<{ refund: Refund; settlement: RefundSettlement } | null>(null);
  const refundable = canAct && ledger !== undefined && canRefund(order.status, ledger);
  const delivered = (order.status ?? '').toUpperCase() === 'DELIVERED';

  return (
    <section aria-labelledby="order-money-title" className={styles.root} aria-busy={isFetching}>
      <span className={styles.head}>
        <Text as="h2" id="order-money-title" size={500} weight="semibold">
          {t('money.title')}
        </Text>
        {refundable ? (
          <Button icon={<ArrowUndoRegular />} onClick={() => setRefunding(true)}>
            {t('money.refundButton')}
          </Button>
        ) : canAct && delivered && ledger ? (
          <Text className={styles.quiet}>{t('money.nothingLeft')}</Text>
        ) : null}
      </span>
      {ledger ? (
        <>
          <Balances order={order} ledger={ledger} />
          <Text as="h3" size={400} weight="semibold">
            {t('money.entriesTitle')}
          </Text>
          <LedgerEntries orderId={order.id} entries={ledger.entries} />
          <Text as="h3" size={400} weight="semibold">
            {t('money.refundsTitle')}
          </Text>
          <Refunds order={order} refunds={ledger.refunds} onSettle={canAct ? (refund, settlement) => setSettling({ refund, settlement }) : undefined} />
        </>
      ) : isFetching ? (
        <Spinner size="tiny" labelPosition="after" label={t('money.loading')} />
      ) : null}
      {failure && !isFetching ? (
        <MessageBar intent="error">
          <MessageBarBody>{failure}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void refetch()}>{t('actions.retry', { ns: COMMON_NAMESPACE })}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {refunding && ledger ? <OrderMoneyRefundDialog order={order} ledger={ledger} onClose={() => setRefunding(false)} /> : null}
      {settling ? <OrderMoneySettleDialog refund={settling.refund} settlement={settling.settlement} onClose={() => setSettling(null)} /> : null}
    </section>
  );
}
