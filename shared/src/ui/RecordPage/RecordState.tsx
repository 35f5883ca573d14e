import { Button, Spinner, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { type FailureTexts, failureMessage } from '../../api/api-error';
import { COMMON_NAMESPACE } from '../../i18n/i18n';
import { useRecordPageStyles } from './useRecordPageStyles.styles';

export interface RecordStateProps {
  /** The record's query, as RTK Query answers it. */
  query: { isError: boolean; error?: unknown; refetch: () => unknown };
  /** No such record (a 404, or an address that names none). */
  notFound: boolean;
  /** Its words: loading, not found and why, and failureMessage's for a failure. */
  texts: FailureTexts & { loading: string; notFound: string; notFoundHint: string };
}

/**
 * What a record's page shows until it has the record: that there is none (and why that may be), the failure with
 * Retry, or that it is loading.
 */
export function RecordState({ query, notFound, texts }: RecordStateProps) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const styles = useRecordPageStyles();
  if (notFound) {
    return (
      <div className={styles.empty} role="alert">
        <Text size={500} weight="semibold">
          {texts.notFound}
        </Text>
        <Text className={styles.quiet}>{texts.notFoundHint}</Text>
      </div>
    );
  }
  if (query.isError) {
    const message = failureMessage(query.error, { failed: texts.failed, errored: texts.errored });
    return message === null ? null : (
      <div className={styles.error} role="alert">
        <Text>{message}</Text>
        <Button onClick={() => void query.refetch()}>{t('actions.retry')}</Button>
      </div>
    );
  }
  return <Spinner label={texts.loading} />;
}
