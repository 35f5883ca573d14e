import { failureMessage } from '@dukkan/shared';
import { KuwaitTime, PageSection, ResponsiveTable, type ResponsiveTableColumn } from '@dukkan/shared/kit';
import { Button, Spinner, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { USERS_NS } from '../i18n';
import { MessageStatusBadge } from './message-parts';
import { type CustomerMessage, useGetMessagesInfiniteQuery } from './messages-api';
import { useMessagesStyles } from './useMessagesStyles.styles';

/** decisions/customer-messages.md: the profile shows a customer's latest few; the outbox has the rest. */
export const PROFILE_MESSAGES = 5;

/** A customer's latest messages on their profile (messages.read), newest first, and the way to all of them. */
export function CustomerMessagesSection({ customerId }: { customerId: number }) {
  const { t } = useTranslation(USERS_NS);
  const styles = useMessagesStyles();
  const query = useGetMessagesInfiniteQuery({ customerId, limit: PROFILE_MESSAGES });
  const messages = query.data?.pages[0]?.items ?? [];
  const columns: ResponsiveTableColumn<CustomerMessage>[] = [
    { key: 'kind', header: t('messages.columns.kind'), cardTitle: true, render: (message) => t(`messages.kinds.${message.kind}`) },
    { key: 'status', header: t('messages.columns.status'), cardTitle: true, render: (message) => <MessageStatusBadge status={message.status} /> },
    { key: 'when', header: t('messages.columns.when'), render: (message) => <KuwaitTime at={message.createdAt} /> },
  ];

  const content = () => {
    if (query.isError) {
      const message = failureMessage(query.error, { failed: t('messages.profile.fetchFailed') });
      return message === null ? null : (
        <div role="alert" className={styles.textCell}>
          <Text>{message}</Text>
          <Button onClick={() => void query.refetch()}>{t('messages.profile.retry')}</Button>
        </div>
      );
    }
    if (query.isLoading) return <Spinner size="small" label={t('messages.profile.loading')} />;
    if (messages.length === 0) return <Text className={styles.quiet}>{t('messages.profile.empty')}</Text>;
    return (
      <>
        <ResponsiveTable
          ariaLabel={t('messages.profile.tableLabel')}
          columns={columns}
          rows={messages}
          getRowKey={(message) => message.id}
          numbered={false}
          columnWidths="content"
        />
        <Link className={styles.link} to={`/messages?customerId=${customerId}`}>
          {t('messages.profile.all')}
        </Link>
      </>
    );
  };

  return (
    <PageSection id="customer-messages" title={t('messages.profile.title')}>
      {content()}
    </PageSection>
  );
}
