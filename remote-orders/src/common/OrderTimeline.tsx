import { COMMON_NAMESPACE, failureMessage, formatDateTime, formatRelativeTime, KUWAIT_TIME_ZONE, LtrText, useLanguage } from '@dukkan/shared';
import { StatusBadge } from '@dukkan/shared/kit';
import { Badge, Button, MessageBar, MessageBarActions, MessageBarBody, Spinner, Text } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDERS_NS } from '../i18n';
import type { OrderEvent } from './order-types';
import { useGetOrderEventsQuery } from './orders-api';
import { useReasonText } from './use-reason-text';
import type { OrderTimelineProps } from './OrderTimeline.types';
import { useOrderTimelineStyles } from './useOrderTimelineStyles.styles';

const MINUTE_MS = 60_000;

/** The current time, renewed every minute, so '5 min. ago' keeps true on a screen left open. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Who made the step: staff by name; a customer's or the system's step says so beside the name (the picking's changes too). */
export function Actor({ actor }: { actor: OrderEvent['actor'] }) {
  const { t } = useTranslation(ORDERS_NS);
  const styles = useOrderTimelineStyles();
  const name = actor.name?.trim() ?? '';
  if (actor.kind !== 'customer' && actor.kind !== 'system') {
    return <bdi className={styles.actor}>{name || t('customer.unknown')}</bdi>;
  }
  const kind = t(actor.kind === 'customer' ? 'timeline.customer' : 'timeline.system');
  // The system's steps may be named just 'System': the label says it once.
  const showName = name !== '' && name.toLocaleLowerCase() !== kind.toLocaleLowerCase();
  return (
    <>
      {showName ? <bdi className={styles.actor}>{name}</bdi> : null}
      <Badge appearance="outline" color="informative" size="small">
        {kind}
      </Badge>
    </>
  );
}

/**
 * decisions/ordering.md: an order's steps, oldest first, as an ordered list: the status reached, who moved it,
 * the reason when one was given (a one-click reason in the reader's language), and when (relative in the current language, and the date and
 * time in Kuwait). A failed load is said here, with Retry, never as a toast.
 */
export function OrderTimeline({ orderId }: OrderTimelineProps) {
  const { t } = useTranslation(ORDERS_NS);
  const language = useLanguage();
  const styles = useOrderTimelineStyles();
  const now = useNow();
  const reasonOf = useReasonText();
  const { data: events, error, isError, isFetching, refetch } = useGetOrderEventsQuery(orderId);
  const failure = isError ? failureMessage(error, { failed: t('timeline.loadFailed'), errored: t('timeline.loadError') }) : null;

  let steps = null;
  if (events && events.length > 0) {
    steps = (
      <ol className={styles.list} aria-label={t('timeline.listLabel', { id: orderId })}>
        {events.map((event) => {
          const absolute = formatDateTime(event.at, language, { timeZone: KUWAIT_TIME_ZONE });
          const relative = formatRelativeTime(event.at, now, language);
          const reason = reasonOf(event);
          return (
            <li key={event.id} className={styles.step}>
              <span className={styles.marker} aria-hidden />
              <span className={styles.head}>
                <StatusBadge>{t(`status.${event.to}`, { defaultValue: event.to })}</StatusBadge>
                <Actor actor={event.actor} />
              </span>
              {absolute === 'N/A' ? null : (
                <time className={styles.time} dateTime={event.at}>
                  {relative} · <LtrText>{absolute}</LtrText>
                </time>
              )}
              {reason ? (
                <p className={styles.reason}>
                  <span className={styles.reasonLabel}>{t('timeline.reason')}</span> <bdi>{reason}</bdi>
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    );
  } else if (events) {
    steps = <Text className={styles.quiet}>{t('timeline.empty')}</Text>;
  } else if (isFetching) {
    steps = <Spinner size="tiny" labelPosition="after" label={t('timeline.loading')} />;
  }

  return (
    <div aria-busy={isFetching}>
      {steps}
      {failure && !isFetching ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{failure}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void refetch()}>{t('actions.retry', { ns: COMMON_NAMESPACE })}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
    </div>
  );
}
