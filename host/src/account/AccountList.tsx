import { failureMessage } from '@dukkan/shared';
import { Button, Spinner, Text } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_NS } from '../i18n';
import { useAccountPageStyles } from './useAccountPageStyles.styles';

export interface AccountListProps<Item extends { id: string }> {
  /** The list's query, as RTK Query answers it. */
  query: { data?: Item[]; isError: boolean; error?: unknown; refetch: () => unknown };
  /** The id of the section's heading, which names the list. */
  labelledBy: string;
  /** Its words: while loading, when it could not be loaded (the server's message preferred), when empty. */
  texts: { loading: string; failed: string; empty: string };
  /** One row: an `<li>`. */
  row: (item: Item) => ReactNode;
}

/** One of the account page's lists (sessions, trusted devices): the failure with Retry, loading, empty, or the rows. */
export function AccountList<Item extends { id: string }>({ query, labelledBy, texts, row }: AccountListProps<Item>) {
  const { t } = useTranslation(HOST_NS);
  const styles = useAccountPageStyles();
  if (query.isError && !query.data) {
    const message = failureMessage(query.error, { failed: texts.failed });
    return message === null ? null : (
      <div className={styles.error} role="alert">
        <Text>{message}</Text>
        <Button onClick={() => void query.refetch()}>{t('account.sessions.retry')}</Button>
      </div>
    );
  }
  if (!query.data) return <Spinner size="small" label={texts.loading} />;
  if (query.data.length === 0) return <Text className={styles.quiet}>{texts.empty}</Text>;
  return (
    <ul className={styles.rows} aria-labelledby={labelledBy}>
      {query.data.map(row)}
    </ul>
  );
}
