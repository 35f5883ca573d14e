import { formatDateTime, formatKwd, KUWAIT_TIME_ZONE, LtrText, useLanguage } from '@dukkan/shared';
import { PhoneLinks, StatusBadge, type StatusTone, Fact, Facts } from '@dukkan/shared/kit';
import { Link, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Delivery } from '../common/dispatch-types';
import { CourierLines } from '../common/CourierLines';
import { useFailReasonText } from '../common/use-fail-reason-text';
import { DISPATCH_NS } from '../i18n';
import { useOrderDeliveryStyles } from './useOrderDeliveryStyles.styles';

const STATE_TONES: Record<Delivery['state'], StatusTone> = {
  assigned: 'informative',
  picked_up: 'informative',
  delivered: 'success',
  failed: 'danger',
  returned: 'warning',
  withdrawn: 'subtle',
};

/** The states an attempt ends in (its `endedAt` is then set). */
type EndedState = Exclude<Delivery['state'], 'assigned' | 'picked_up'>;
const ended = (state: Delivery['state']): state is EndedState => state !== 'assigned' && state !== 'picked_up';

export interface DeliveryAttemptProps {
  attempt: Delivery;
  /** Its place among the order's attempts, the first one 1. */
  number: number;
}

/** Who carried it: our driver (name, phone), or a courier (company and reference, tracking, their driver, the cost). */
function CarrierFacts({ attempt }: { attempt: Delivery }) {
  const { t } = useTranslation(DISPATCH_NS);
  const { driver, courier } = attempt;
  if (courier) {
    return (
      <>
        <Fact term={t('orderDelivery.attemptFacts.courier')}>
          <CourierLines courier={courier} />
        </Fact>
        {courier.driverName || courier.driverPhone ? (
          <Fact term={t('orderDelivery.attemptFacts.courierDriver')}>
            {courier.driverName ? <Text block>{courier.driverName}</Text> : null}
            {courier.driverPhone ? <PhoneLinks phone={courier.driverPhone} /> : null}
          </Fact>
        ) : null}
      </>
    );
  }
  return (
    <Fact term={t('orderDelivery.attemptFacts.driver')}>
      <Text block>{driver?.name ?? '—'}</Text>
      {driver?.phone ? <PhoneLinks phone={driver.phone} /> : null}
    </Fact>
  );
}

/**
 * decisions/dispatch.md: one delivery attempt of an order: who carried it, when it was assigned and by whom, when it was
 * picked up, and how it ended — delivered with its proof (the customer's code, the courier's word, or the photo, which
 * opens whole) and the cash collected; failed with why; returned; withdrawn. Times in Kuwait's.
 */
export function DeliveryAttempt({ attempt, number }: DeliveryAttemptProps) {
  const { t } = useTranslation(DISPATCH_NS);
  const language = useLanguage();
  const styles = useOrderDeliveryStyles();
  const failReason = useFailReasonText();
  const time = (at: string) => formatDateTime(at, language, { timeZone: KUWAIT_TIME_ZONE });
  const titleId = `delivery-attempt-${attempt.id}`;
  const { state } = attempt;
  const reason = state === 'failed' || state === 'returned' ? failReason(attempt) : '';
  return (
    <li className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h3 id={titleId} className={styles.heading}>
          {t('orderDelivery.attempt', { number })}
        </h3>
        <StatusBadge tone={STATE_TONES[state]}>{t(`orderDelivery.states.${state}`)}</StatusBadge>
      </div>
      <Facts>
        <CarrierFacts attempt={attempt} />
        <Fact term={t('orderDelivery.attemptFacts.assigned')}>{t('orderDelivery.by', { time: time(attempt.assignedAt), name: attempt.assignedBy.name })}</Fact>
        <Fact term={t('orderDelivery.attemptFacts.pickedUp')}>
          {attempt.pickedUpAt ? time(attempt.pickedUpAt) : state === 'assigned' ? t('orderDelivery.notYet') : '—'}
        </Fact>
        {ended(state) && attempt.endedAt ? <Fact term={t(`orderDelivery.attemptFacts.ended.${state}`)}>{time(attempt.endedAt)}</Fact> : null}
        {reason ? (
          <Fact term={t('orderDelivery.attemptFacts.why')}>
            <Text className={styles.failed}>{reason}</Text>
          </Fact>
        ) : null}
        {state === 'delivered' ? (
          <Fact term={t('orderDelivery.attemptFacts.proof')}>
            {attempt.proof ? <Text block>{t(`orderDelivery.proofs.${attempt.proof}`)}</Text> : null}
            {attempt.proofImage ? (
              <Link href={attempt.proofImage} target="_blank" rel="noopener noreferrer" aria-label={t('orderDelivery.openPhoto')}>
                <img className={styles.photo} src={attempt.proofImage} alt={t('orderDelivery.photo', { id: attempt.orderId })} loading="lazy" />
              </Link>
            ) : null}
          </Fact>
        ) : null}
        {state === 'delivered' && attempt.cashCollected !== null ? (
          <Fact term={t('orderDelivery.attemptFacts.cash')}>
            <LtrText>{formatKwd(attempt.cashCollected)}</LtrText>
          </Fact>
        ) : null}
      </Facts>
    </li>
  );
}
