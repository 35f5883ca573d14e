import { countText, formatDay, formatKwd, LtrText, useLanguage, usePaymentLabel } from '@dukkan/shared';
import { RecordState, ResponsiveTable, StatusBadge, TableSkeleton, type ResponsiveTableColumn } from '@dukkan/shared/kit';
import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { REPORTS_NS } from '../i18n';
import type { ReconciliationDay } from './reconciliation-api';
import { RECONCILIATION_STATUS_TONES, unmatchedLinesLink } from './reconciliation-rules';
import { useReconciliationStyles } from './useReconciliationStyles.styles';

export interface ReconciliationDaysProps {
  /** The days' query as RTK Query answers it (newest day first, the three methods per day). */
  query: { currentData?: ReconciliationDay[]; isError: boolean; error?: unknown; refetch: () => unknown };
  /** The failure is the range's (the API named from or to): said under the date fields, not here. @default false */
  rangeRefused?: boolean;
}

/**
 * decisions/reconciliation.md: one row per Kuwait day and payment method — what the ledger expects, what was received,
 * the difference in its status's colour with the status's word, and the unmatched lines, a link that narrows the lines
 * below to them. A table on a wide screen, cards on a phone.
 */
export function ReconciliationDays({ query, rangeRefused = false }: ReconciliationDaysProps) {
  const { t } = useTranslation(REPORTS_NS);
  const language = useLanguage();
  const styles = useReconciliationStyles();
  const paymentLabel = usePaymentLabel();
  const { search } = useLocation();
  const days = query.currentData;

  const money = (key: 'expected' | 'received', header: string): ResponsiveTableColumn<ReconciliationDay> => ({
    key,
    header,
    align: 'end',
    render: (day) => <LtrText>{formatKwd(day[key])}</LtrText>,
  });
  const columns: ResponsiveTableColumn<ReconciliationDay>[] = [
    { key: 'date', header: t('reconciliation.days.columns.day'), cardTitle: true, render: (day) => formatDay(day.date, language) },
    { key: 'method', header: t('reconciliation.days.columns.method'), cardTitle: true, render: (day) => paymentLabel(day.method) },
    money('expected', t('reconciliation.days.columns.expected')),
    money('received', t('reconciliation.days.columns.received')),
    {
      key: 'difference',
      header: t('reconciliation.days.columns.difference'),
      align: 'end',
      render: (day) => <LtrText className={styles[day.status]}>{formatKwd(day.difference)}</LtrText>,
    },
    {
      key: 'status',
      header: t('reconciliation.days.columns.status'),
      render: (day) => <StatusBadge tone={RECONCILIATION_STATUS_TONES[day.status]}>{t(`reconciliation.days.status.${day.status}`)}</StatusBadge>,
    },
    {
      key: 'unmatched',
      header: t('reconciliation.days.columns.unmatched'),
      align: 'end',
      render: (day) =>
        // Cash has no settlement lines: the drivers' counts are its receipts.
        day.method === 'CASH' ? (
          <span className={styles.quiet}>—</span>
        ) : day.unmatched > 0 ? (
          <Link
            className={styles.link}
            to={unmatchedLinesLink(search, day)}
            aria-label={t('reconciliation.days.unmatchedLink', { count: day.unmatched, method: paymentLabel(day.method), day: formatDay(day.date, language) })}
          >
            <LtrText>{countText(day.unmatched)}</LtrText>
          </Link>
        ) : (
          <LtrText>0</LtrText>
        ),
    },
  ];

  if (days) {
    return days.length === 0 ? (
      <div className={styles.empty}>
        <Text weight="semibold">{t('reconciliation.days.empty')}</Text>
        <Text className={styles.quiet}>{t('reconciliation.days.emptyHint')}</Text>
      </div>
    ) : (
      <ResponsiveTable
        ariaLabel={t('reconciliation.days.table')}
        columns={columns}
        rows={days}
        getRowKey={(day) => `${day.date}-${day.method}`}
        numbered={false}
        columnWidths="content"
      />
    );
  }
  if (query.isError) {
    return rangeRefused ? null : (
      <RecordState
        query={query}
        notFound={false}
        texts={{ loading: t('reconciliation.days.loading'), notFound: '', notFoundHint: '', failed: t('reconciliation.days.fetchFailed'), errored: t('reconciliation.days.loadError') }}
      />
    );
  }
  return <TableSkeleton rows={6} columns={7} ariaLabel={t('reconciliation.days.loading')} />;
}
