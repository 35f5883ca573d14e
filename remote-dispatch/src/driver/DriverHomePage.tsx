import { COMMON_NAMESPACE, failureMessage, formatKuwaitTime, formatKwd, LtrText, useLanguage, useNotifiedCall } from '@dukkan/shared';
import { PageHeader } from '@dukkan/shared/kit';
import { Button, Spinner, Text } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeliverDialog } from '../common/DeliverDialog';
import type { DriverDelivery } from '../common/dispatch-types';
import { FailDeliveryDialog } from '../common/FailDeliveryDialog';
import { isCashOrder } from '../common/payment';
import { DISPATCH_NS } from '../i18n';
import {
  DRIVER_HOME_POLL_MS,
  useDeliverMyDeliveryMutation,
  useFailMyDeliveryMutation,
  useGetDriverHomeQuery,
  usePickUpMyDeliveryMutation,
  useStartMyShiftMutation,
} from './driver-api';
import { DriverDeliveryCard } from './DriverDeliveryCard';
import { useDriverHomeStyles } from './useDriverHomeStyles.styles';

/** The sheet open over the list, with its delivery. */
type Sheet = { kind: 'deliver' | 'fail'; delivery: DriverDelivery };

/**
 * decisions/dispatch.md, /driver: the driver's own screen, phone first. Off shift: Start shift. On shift: what the shift
 * delivered and collected, then the deliveries in pickup order, each with its one next step. Nothing else of the panel
 * is theirs (the API answers a driver's any other call with 403). Drivers do not open the order stream: the screen
 * asks again every 15 s while in front, and at once when it comes back to the front.
 */
export function DriverHomePage() {
  const { t } = useTranslation(DISPATCH_NS);
  const { t: tc } = useTranslation(COMMON_NAMESPACE);
  const language = useLanguage();
  const styles = useDriverHomeStyles();
  const notified = useNotifiedCall();
  const home = useGetDriverHomeQuery(undefined, { pollingInterval: DRIVER_HOME_POLL_MS, skipPollingIfUnfocused: true, refetchOnFocus: true });
  const [startShift] = useStartMyShiftMutation();
  const [pickUp] = usePickUpMyDeliveryMutation();
  const [deliver] = useDeliverMyDeliveryMutation();
  const [fail] = useFailMyDeliveryMutation();
  const [busy, setBusy] = useState(false);
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const failure = home.error && !home.data ? failureMessage(home.error, { failed: t('driver.fetchFailed') }) : null;

  const run = async (call: () => Promise<unknown>, texts: { success: string; failed: string }) => {
    setBusy(true);
    await notified(call, texts);
    setBusy(false);
  };

  const content = () => {
    if (failure) {
      return (
        <div className={styles.error} role="alert">
          <Text>{failure}</Text>
          <Button onClick={() => void home.refetch()}>{tc('actions.retry')}</Button>
        </div>
      );
    }
    if (!home.data) return <Spinner label={t('driver.loading')} />;
    const { shift, deliveries } = home.data;
    if (!shift) {
      return (
        <section className={styles.panel} aria-labelledby="driver-off-shift">
          <h2 id="driver-off-shift" className={styles.title}>
            {t('driver.offShift')}
          </h2>
          <Text>{t('driver.offShiftHint')}</Text>
          <Button
            appearance="primary"
            size="large"
            className={styles.big}
            disabled={busy}
            onClick={() => void run(() => startShift().unwrap(), { success: t('driver.started'), failed: t('driver.startFailed') })}
          >
            {t('driver.startShift')}
          </Button>
        </section>
      );
    }
    return (
      <>
        <section className={styles.panel}>
          <Text className={styles.quiet}>{t('driver.shift.since', { time: formatKuwaitTime(shift.openedAt, new Date(), language) })}</Text>
          <dl className={styles.figures}>
            <div className={styles.figure}>
              <dt className={styles.term}>{t('driver.shift.delivered')}</dt>
              <dd className={styles.value}>
                <LtrText>{shift.delivered}</LtrText>
              </dd>
            </div>
            <div className={styles.figure}>
              <dt className={styles.term}>{t('driver.shift.collected')}</dt>
              <dd className={styles.value}>
                <LtrText>{formatKwd(shift.collectedCash)}</LtrText>
              </dd>
            </div>
          </dl>
          {shift.state === 'discrepancy' ? <Text>{t('driver.shift.counting')}</Text> : null}
        </section>
        {deliveries.length === 0 ? (
          <div className={styles.empty} role="status">
            <Text size={500} weight="semibold">
              {t('driver.empty')}
            </Text>
            <Text className={styles.quiet}>{t('driver.emptyHint')}</Text>
          </div>
        ) : (
          <ul className={styles.list} aria-label={t('driver.list')}>
            {deliveries.map((delivery) => (
              <DriverDeliveryCard
                key={delivery.id}
                delivery={delivery}
                busy={busy}
                onPickedUp={({ id, orderId }) =>
                  void run(() => pickUp(id).unwrap(), { success: t('driver.pickedUp', { id: orderId }), failed: t('driver.pickupFailed', { id: orderId }) })
                }
                onDelivered={(chosen) => setSheet({ kind: 'deliver', delivery: chosen })}
                onFailed={(chosen) => setSheet({ kind: 'fail', delivery: chosen })}
              />
            ))}
          </ul>
        )}
      </>
    );
  };

  return (
    <section className={styles.page} aria-labelledby="driver-title">
      <PageHeader title={<span id="driver-title">{t('driver.title')}</span>} />
      {content()}
      {sheet?.kind === 'deliver' ? (
        <DeliverDialog
          orderId={sheet.delivery.orderId}
          withCode
          cashToCollect={isCashOrder(sheet.delivery) ? sheet.delivery.cashToCollect : null}
          save={(body, photo) => deliver({ deliveryId: sheet.delivery.id, body, photo }).unwrap()}
          onClose={() => setSheet(null)}
        />
      ) : null}
      {sheet?.kind === 'fail' ? (
        <FailDeliveryDialog orderId={sheet.delivery.orderId} save={(body) => fail({ deliveryId: sheet.delivery.id, body }).unwrap()} onClose={() => setSheet(null)} />
      ) : null}
    </section>
  );
}
