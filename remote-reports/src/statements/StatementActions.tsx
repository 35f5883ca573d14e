import { saveFile, useCan, useFailureToast, useNotifiedCall } from '@dukkan/shared';
import { ConfirmDialog } from '@dukkan/shared/kit';
import { Button } from '@fluentui/react-components';
import { ArrowDownloadRegular, LockClosedRegular, PrintRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORTS_NS } from '../i18n';
import { type Statement, useCloseStatementWeekMutation, useGetStatementCsvMutation } from './statements-api';
import { useStatementsStyles } from './useStatementsStyles.styles';

/** CSV text as a file, UTF-8 with a byte order mark so Excel reads the Arabic (reading the answer as text drops the API's). */
const csvFile = (text: string) => new Blob([`\uFEFF${text.replace(/^\uFEFF/, '')}`], { type: 'text/csv;charset=utf-8' });

/**
 * What can be done with a statement: its CSV, a print of it, and — for owners (money.manage), on an open week —
 * closing the week after a confirmation. The API's refusals (closed already, the week before still open) are toasted
 * as it words them.
 */
export function StatementActions({ statement }: { statement: Statement }) {
  const { t } = useTranslation(REPORTS_NS);
  const styles = useStatementsStyles();
  const notifiedCall = useNotifiedCall();
  const canClose = useCan('money.manage') && statement.status === 'open';
  const [getCsv, csv] = useGetStatementCsvMutation();
  const [closeWeek, closing] = useCloseStatementWeekMutation();
  const [asking, setAsking] = useState(false);
  useFailureToast(csv.error, { failed: t('statements.downloadFailed') });

  const download = async () => {
    const file = await getCsv({ shopId: statement.shop.id, weekStart: statement.weekStart })
      .unwrap()
      .catch(() => null);
    if (file) saveFile(csvFile(file.text), file.fileName);
  };

  const close = async () => {
    await notifiedCall(() => closeWeek(statement.weekStart).unwrap(), { success: t('statements.close.done'), failed: t('statements.close.failed') });
    setAsking(false);
  };

  return (
    <div className={styles.actions}>
      <Button icon={<ArrowDownloadRegular />} disabled={csv.isLoading} onClick={() => void download()}>
        {t('statements.download')}
      </Button>
      <Button icon={<PrintRegular />} onClick={() => window.print()}>
        {t('statements.print')}
      </Button>
      {canClose ? (
        <>
          <Button appearance="primary" icon={<LockClosedRegular />} onClick={() => setAsking(true)}>
            {t('statements.close.action')}
          </Button>
          <ConfirmDialog
            open={asking}
            title={t('statements.close.title')}
            message={t('statements.close.message')}
            confirmLabel={t('statements.close.action')}
            busy={closing.isLoading}
            onConfirm={() => void close()}
            onCancel={() => setAsking(false)}
          />
        </>
      ) : null}
    </div>
  );
}
