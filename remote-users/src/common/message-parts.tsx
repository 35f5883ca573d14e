import { StatusBadge } from '@dukkan/shared/kit';
import { Button, Text } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronUpRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USERS_NS } from '../i18n';
import { MESSAGE_STATUS_TONES } from './message-kinds';
import type { CustomerMessage, MessageStatus } from './messages-api';
import { useMessagesStyles } from './useMessagesStyles.styles';

/** A message's status as a badge: Waiting, Sent, Failed. */
export function MessageStatusBadge({ status }: { status: MessageStatus }) {
  const { t } = useTranslation(USERS_NS);
  return <StatusBadge tone={MESSAGE_STATUS_TONES[status]}>{t(`messages.statuses.${status}`)}</StatusBadge>;
}

/**
 * What a message says, folded until asked for (a column of whole texts made every row tall), in the message's own
 * direction. A customer's erasure empties it.
 */
export function MessageText({ message }: { message: CustomerMessage }) {
  const { t } = useTranslation(USERS_NS);
  const styles = useMessagesStyles();
  const [shown, setShown] = useState(false);
  if (!message.text) return <span className={styles.quiet}>{t('messages.noText')}</span>;
  return (
    <span className={styles.textCell}>
      <Button
        appearance="subtle"
        size="small"
        icon={shown ? <ChevronUpRegular /> : <ChevronDownRegular />}
        aria-expanded={shown}
        onClick={() => setShown((now) => !now)}
      >
        {shown ? t('messages.hideText') : t('messages.showText')}
      </Button>
      {shown ? (
        <Text as="p" block className={styles.quote} dir={message.language === 'ar' ? 'rtl' : 'ltr'} lang={message.language}>
          {message.text}
        </Text>
      ) : null}
    </span>
  );
}
