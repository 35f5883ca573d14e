import { countText, formatKwd, LtrText, usePaymentLabel } from '@dukkan/shared';
import { KuwaitTime, RecordState, ResponsiveTable, TableSkeleton, type ResponsiveTableColumn } from '@dukkan/shared/kit';
import { Text } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORTS_NS } from '../i18n';
import { type SettlementImport, useGetSettlementImportsQuery } from './reconciliation-api';
import { useReconciliationStyles } from './useReconciliationStyles.styles';

const count = (value: number) => <LtrText>{countText(value)}</LtrText>;

/** decisions/reconciliation.md: the settlement files imported lately, newest first, with what each matched. */
export function SettlementImports() {
  const { t } = useTranslation(REPORTS_NS);
  const styles = useReconciliationStyles();
  const paymentLabel = usePaymentLabel();
  const imports = useGetSettlementImportsQuery();

  const columns: ResponsiveTableColumn<SettlementImport>[] = [
    { key: 'file', header: t('reconciliation.imports.columns.file'), cardTitle: true, render: (row) => <bdi className={styles.value}>{row.fileName}</bdi> },
    { key: 'importedAt', header: t('reconciliation.imports.columns.importedAt'), render: (row) => <KuwaitTime at={row.importedAt} /> },
    { key: 'by', header: t('reconciliation.imports.columns.by'), render: (row) => (row.importedBy ? <bdi>{row.importedBy.name}</bdi> : <span className={styles.quiet}>—</span>) },
    { key: 'method', header: t('reconciliation.imports.columns.method'), render: (row) => paymentLabel(row.method) },
    { key: 'lines', header: t('reconciliation.imports.columns.lines'), align: 'end', render: (row) => count(row.lines) },
    { key: 'matched', header: t('reconciliation.imports.columns.matched'), align: 'end', render: (row) => count(row.matched) },
    { key: 'unmatched', header: t('reconciliation.imports.columns.unmatched'), align: 'end', render: (row) => count(row.unmatched) },
    { key: 'total', header: t('reconciliation.imports.columns.total'), align: 'end', render: (row) => <LtrText>{formatKwd(row.total)}</LtrText> },
  ];

  let body: ReactNode;
  if (imports.currentData) {
    body =
      imports.currentData.length === 0 ? (
        <Text className={styles.quiet}>{t('reconciliation.imports.empty')}</Text>
      ) : (
        <ResponsiveTable ariaLabel={t('reconciliation.imports.table')} columns={columns} rows={imports.currentData} getRowKey={(row) => row.id} numbered={false} columnWidths="content" />
      );
  } else if (imports.isError) {
    body = (
      <RecordState
        query={imports}
        notFound={false}
        texts={{ loading: t('reconciliation.imports.loading'), notFound: '', notFoundHint: '', failed: t('reconciliation.imports.fetchFailed'), errored: t('reconciliation.imports.loadError') }}
      />
    );
  } else {
    body = <TableSkeleton rows={3} columns={8} ariaLabel={t('reconciliation.imports.loading')} />;
  }

  return (
    <section className={styles.section} aria-labelledby="settlement-imports">
      <h2 id="settlement-imports" className={styles.heading}>
        {t('reconciliation.imports.title')}
      </h2>
      {body}
    </section>
  );
}
