import { formatDay, formatKwd, LtrText, useFailureToast, useLanguage, useListFilters, useLoadMore, usePaymentLabel } from '@dukkan/shared';
import { FilterBar, KuwaitTime, LoadMoreTable, StatusBadge, type LoadMoreTableColumn } from '@dukkan/shared/kit';
import { Button, Field, Input, mergeClasses, Select, Tab, TabList } from '@fluentui/react-components';
import { CheckmarkCircleRegular, DismissRegular } from '@fluentui/react-icons';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { REPORTS_NS } from '../i18n';
import { type SettlementLine, useGetSettlementLinesInfiniteQuery } from './reconciliation-api';
import {
  LINE_FILTER_KEYS,
  LINES_SECTION_ID,
  linesNarrowing,
  SETTLEMENT_LINE_STATUSES,
  SETTLEMENT_LINE_TONES,
  SETTLEMENT_METHODS,
  settlementLinesFilter,
} from './reconciliation-rules';
import { ResolveLineDialog } from './ResolveLineDialog';
import { useProblemText } from './use-problem-text';
import { useReconciliationStyles } from './useReconciliationStyles.styles';

/**
 * decisions/reconciliation.md: the settlement lines, the unmatched ones first (those waiting for someone), narrowed by
 * method and day in the address; each says what is wrong in words, links its order when there is one, and is resolved
 * with a word on how (the line then shows who resolved it, and when). Load More; cards on a phone.
 */
export function SettlementLines() {
  const { t } = useTranslation(REPORTS_NS);
  const language = useLanguage();
  const styles = useReconciliationStyles();
  const paymentLabel = usePaymentLabel();
  const problemText = useProblemText();
  const { values, change } = useListFilters(LINE_FILTER_KEYS);
  const filter = useMemo(() => settlementLinesFilter(values), [values]);
  const list = useLoadMore(useGetSettlementLinesInfiniteQuery(filter));
  const loadError = useFailureToast(list.error, { failed: t('reconciliation.lines.fetchFailed'), errored: t('reconciliation.lines.loadError') });
  const [resolving, setResolving] = useState<SettlementLine | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const location = useLocation();

  // A day's unmatched count leads here (#settlement-lines): the list it narrowed is where to read next, each time.
  const arrival = location.hash === `#${LINES_SECTION_ID}` ? location.key : null;
  useEffect(() => {
    if (!arrival) return;
    heading.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus();
  }, [arrival]);

  // The status is a tab, not a filter to clear: narrowed means a method or a day is chosen.
  const filtered = linesNarrowing(filter) !== '';
  const clear = () => change({ method: '', date: '' });

  const columns: LoadMoreTableColumn<SettlementLine>[] = [
    { key: 'reference', header: t('reconciliation.lines.columns.reference'), cardTitle: true, render: (line) => <bdi className={styles.value}>{line.reference}</bdi> },
    { key: 'date', header: t('reconciliation.lines.columns.date'), render: (line) => formatDay(line.date, language) },
    { key: 'method', header: t('reconciliation.lines.columns.method'), render: (line) => paymentLabel(line.method) },
    { key: 'amount', header: t('reconciliation.lines.columns.amount'), align: 'end', render: (line) => <LtrText>{formatKwd(line.amount)}</LtrText> },
    {
      key: 'problem',
      header: t('reconciliation.lines.columns.problem'),
      render: (line) =>
        line.problem === null ? <span className={styles.quiet}>—</span> : problemText(line.problem),
    },
    {
      key: 'order',
      header: t('reconciliation.lines.columns.order'),
      render: (line) =>
        line.orderId !== null ? (
          <Link className={styles.link} to={`/order-items/${line.orderId}`}>
            {t('reconciliation.lines.orderLink', { id: line.orderId })}
          </Link>
        ) : line.refundId !== null ? (
          t('reconciliation.lines.refund', { id: line.refundId })
        ) : (
          <span className={styles.quiet}>—</span>
        ),
    },
    {
      key: 'status',
      header: t('reconciliation.lines.columns.status'),
      render: (line) => (
        <span className={styles.resolved}>
          <span>
            <StatusBadge tone={SETTLEMENT_LINE_TONES[line.status]}>{t(`reconciliation.lines.status.${line.status}`)}</StatusBadge>
          </span>
          {line.status === 'resolved' ? (
            <>
              <span>
                {line.resolvedBy ? `${t('reconciliation.lines.resolvedBy', { name: line.resolvedBy.name })} · ` : null}
                {line.resolvedAt ? <KuwaitTime at={line.resolvedAt} /> : null}
              </span>
              {line.resolution ? (
                <bdi dir="auto" className={styles.resolution}>
                  {line.resolution}
                </bdi>
              ) : null}
            </>
          ) : null}
        </span>
      ),
    },
    {
      key: 'actions',
      header: '',
      render: (line) =>
        line.status === 'unmatched' ? (
          <Button icon={<CheckmarkCircleRegular />} aria-label={t('reconciliation.lines.resolveNamed', { reference: line.reference })} onClick={() => setResolving(line)}>
            {t('reconciliation.lines.resolve')}
          </Button>
        ) : null,
    },
  ];

  return (
    <section className={styles.section} aria-labelledby={LINES_SECTION_ID}>
      <h2 id={LINES_SECTION_ID} ref={heading} tabIndex={-1} className={mergeClasses(styles.heading, styles.focusTarget)}>
        {t('reconciliation.lines.title')}
      </h2>
      <TabList
        selectedValue={filter.status}
        onTabSelect={(_event, data) => change({ status: data.value === 'unmatched' ? '' : String(data.value) })}
        aria-label={t('reconciliation.lines.tabs')}
      >
        {SETTLEMENT_LINE_STATUSES.map((status) => (
          <Tab key={status} value={status}>
            {t(`reconciliation.lines.status.${status}`)}
          </Tab>
        ))}
      </TabList>
      <FilterBar label={t('reconciliation.lines.filters.label')} query={linesNarrowing(filter)} onClear={clear} clearLabel={t('reconciliation.lines.filters.clear')}>
        <Field label={t('reconciliation.lines.filters.method')}>
          <Select value={filter.method ?? ''} onChange={(_event, data) => change({ method: data.value })}>
            <option value="">{t('reconciliation.lines.filters.anyMethod')}</option>
            {SETTLEMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {paymentLabel(method)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('reconciliation.lines.filters.date')}>
          <Input type="date" className={styles.date} value={filter.date ?? ''} onChange={(_event, data) => change({ date: data.value })} />
        </Field>
      </FilterBar>
      <LoadMoreTable
        {...list}
        ariaLabel={t('reconciliation.lines.table')}
        columns={columns}
        getRowKey={(line) => line.id}
        columnWidths="content"
        cardsUpTo="tablet"
        things={t('reconciliation.lines.things')}
        emptyTitle={filtered ? t('reconciliation.lines.filters.noMatch') : t(`reconciliation.lines.empty.${filter.status}`)}
        emptyAction={
          filtered ? (
            <Button icon={<DismissRegular />} onClick={clear}>
              {t('reconciliation.lines.filters.clear')}
            </Button>
          ) : undefined
        }
        errorTitle={loadError ?? undefined}
      />
      {resolving ? <ResolveLineDialog line={resolving} onClose={() => setResolving(null)} /> : null}
    </section>
  );
}
