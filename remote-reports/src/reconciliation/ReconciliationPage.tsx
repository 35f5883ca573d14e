import { useFailureToast, useListFilters } from '@dukkan/shared';
import { PageHeader, serverFieldErrors } from '@dukkan/shared/kit';
import { Button, Field, Input } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORTS_NS } from '../i18n';
import { useGetReconciliationDaysQuery } from './reconciliation-api';
import { defaultReconciliationRange } from './reconciliation-rules';
import { ReconciliationDays } from './ReconciliationDays';
import { SettlementImportDialog } from './SettlementImportDialog';
import { SettlementImports } from './SettlementImports';
import { SettlementLines } from './SettlementLines';
import { useReconciliationStyles } from './useReconciliationStyles.styles';

const RANGE_KEYS = ['from', 'to'] as const;
const RANGE_FIELDS = ['from', 'to'] as const;

/**
 * decisions/reconciliation.md, /reconciliation (money.manage, owners): what the ledger expects against what was
 * received, by Kuwait day and payment method, over the days in the address (?from=…&to=…, the last 14 by default); the
 * settlement files imported, and their lines that matched no order or refund, resolved one by one.
 */
export function ReconciliationPage() {
  const { t } = useTranslation(REPORTS_NS);
  const styles = useReconciliationStyles();
  const { values, change } = useListFilters(RANGE_KEYS);
  const fallback = useMemo(() => defaultReconciliationRange(new Date()), []);
  const range = { from: values.from || fallback.from, to: values.to || fallback.to };
  const days = useGetReconciliationDaysQuery(range);
  // The API's word on the range (a malformed day, more than 62 days) goes under the date it names.
  const rangeErrors = serverFieldErrors(days.error, RANGE_FIELDS);
  const rangeRefused = Object.keys(rangeErrors).length > 0;
  useFailureToast(rangeRefused ? null : days.error, { failed: t('reconciliation.days.fetchFailed'), errored: t('reconciliation.days.loadError') });
  const [importing, setImporting] = useState(false);

  return (
    <section className={styles.page} aria-labelledby="reconciliation-title">
      <PageHeader
        title={<span id="reconciliation-title">{t('reconciliation.title')}</span>}
        subtitle={t('reconciliation.subtitle')}
        actions={
          <Button appearance="primary" icon={<ArrowUploadRegular />} onClick={() => setImporting(true)}>
            {t('reconciliation.import.action')}
          </Button>
        }
      />

      <section className={styles.section} aria-labelledby="reconciliation-days">
        <h2 id="reconciliation-days" className={styles.heading}>
          {t('reconciliation.days.title')}
        </h2>
        <fieldset className={styles.range} aria-label={t('reconciliation.range')}>
          <Field label={t('reconciliation.from')} validationState={rangeErrors.from ? 'error' : 'none'} validationMessage={rangeErrors.from}>
            <Input type="date" className={styles.date} value={range.from} max={range.to} onChange={(_event, field) => change({ from: field.value })} />
          </Field>
          <Field label={t('reconciliation.to')} validationState={rangeErrors.to ? 'error' : 'none'} validationMessage={rangeErrors.to}>
            <Input type="date" className={styles.date} value={range.to} min={range.from} onChange={(_event, field) => change({ to: field.value })} />
          </Field>
        </fieldset>
        <ReconciliationDays query={days} rangeRefused={rangeRefused} />
      </section>

      <SettlementLines />
      <SettlementImports />

      {importing ? <SettlementImportDialog onClose={() => setImporting(false)} /> : null}
    </section>
  );
}
