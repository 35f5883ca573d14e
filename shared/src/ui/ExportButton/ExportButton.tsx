import { Button, ProgressBar, Text } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../api/api-error';
import { CsvDownloadRefused, downloadCsv, saveFile } from './csv-download';
import { useAppStore } from '../../store/hooks';
import { useNotify } from '../notifications/use-notify';
import type { ExportButtonProps } from './ExportButton.types';
import { useExportButtonStyles } from './useExportButtonStyles.styles';

/**
 * Export (decisions/reports-and-bulk.md): downloads every row the list's filters match as CSV, however many pages are
 * loaded, showing the rows received so far with a Cancel button while it streams.
 */
export function ExportButton({ path, query, total, label }: ExportButtonProps) {
  const { t } = useTranslation();
  const styles = useExportButtonStyles();
  const store = useAppStore();
  const notify = useNotify();
  const [rows, setRows] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);

  const start = async () => {
    const controller = new AbortController();
    running.current = controller;
    setRows(0);
    try {
      const file = await downloadCsv(store, query ? `${path}?${query}` : path, { signal: controller.signal, onRows: setRows });
      saveFile(file.blob, file.fileName);
      notify.success(t('export.done', { count: file.rows }));
    } catch (error) {
      if (controller.signal.aborted) notify.info(t('export.cancelled'));
      else {
        const message = failureMessage(error instanceof CsvDownloadRefused ? error.error : error, { failed: t('export.failed'), errored: t('export.failed') });
        if (message) notify.error(message);
      }
    } finally {
      running.current = null;
      setRows(null);
    }
  };

  if (rows === null) {
    return (
      <Button icon={<ArrowDownloadRegular />} onClick={() => void start()}>
        {label ?? t('export.label')}
      </Button>
    );
  }
  return (
    <div className={styles.running} role="status">
      <ProgressBar className={styles.bar} value={total ? Math.min(1, rows / total) : undefined} aria-label={label ?? t('export.label')} />
      <Text>{t('export.progress', { count: rows })}</Text>
      <Button onClick={() => running.current?.abort()}>{t('actions.cancel')}</Button>
    </div>
  );
}
