import { useCan, useNotifiedCall } from '@dukkan/shared';
import { ConfirmDialog, ExportButton } from '@dukkan/shared/kit';
import { Button } from '@fluentui/react-components';
import { LockClosedRegular, PrintRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORTS_NS } from '../i18n';
import { type Statement, useCloseStatementWeekMutation } from './statements-api';
import { useStatementsStyles } from './useStatementsStyles.styles';

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
  const [closeWeek, closing] = useCloseStatementWeekMutation();
  const [asking, setAsking] = useState(false);

  const close = async () => {
    await notifiedCall(() => closeWeek(statement.weekStart).unwrap(), { success: t('statements.close.done'), failed: t('statements.close.failed') });
    setAsking(false);
  };

  return (
    <div className={styles.actions}>
      {/* The kit's download: the API's bytes (its byte order mark for Excel) and file name, kept as sent. */}
      <ExportButton path={`shops/${statement.shop.id}/statements/${statement.weekStart}/csv`} query="" total={statement.lines.length} label={t('statements.download')} />
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
