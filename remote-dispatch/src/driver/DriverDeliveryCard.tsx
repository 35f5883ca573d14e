import { formatKwd, localizedName, LtrText, useLanguage } from '@dukkan/shared';
import { PhoneLinks, StatusBadge } from '@dukkan/shared/kit';
import { Button, Link, mergeClasses, Text } from '@fluentui/react-components';
import { Trans, useTranslation } from 'react-i18next';
import type { DriverDelivery } from '../common/dispatch-types';
import { isCashOrder } from '../common/payment';
import { DISPATCH_NS } from '../i18n';
import { useDriverHomeStyles } from './useDriverHomeStyles.styles';

export interface DriverDeliveryCardProps {
  delivery: DriverDelivery;
  /** An action of this screen is on its way: the buttons wait. */
  busy: boolean;
  onPickedUp: (delivery: DriverDelivery) => void;
  onDelivered: (delivery: DriverDelivery) => void;
  onFailed: (delivery: DriverDelivery) => void;
}

/**
 * decisions/dispatch.md: one delivery on the driver's phone: what to collect (big), where to pick it up and where to take
 * it (each phone a tel: link), then the one next step — Picked up; then Delivered or Failed.
 */
export function DriverDeliveryCard({ delivery, busy, onPickedUp, onDelivered, onFailed }: DriverDeliveryCardProps) {
  const { t } = useTranslation(DISPATCH_NS);
  const language = useLanguage();
  const styles = useDriverHomeStyles();
  const titleId = `driver-delivery-${delivery.id}`;
  const id = delivery.orderId;
  const collects = isCashOrder(delivery) && delivery.cashToCollect > 0;
  const pin = delivery.pin;
  return (
    <li className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <h2 id={titleId} className={styles.title}>
          {t('orderNumber', { id })}
        </h2>
        <StatusBadge tone={delivery.state === 'picked_up' ? 'informative' : 'warning'}>{t(`driver.states.${delivery.state}`)}</StatusBadge>
      </div>
      <Text className={mergeClasses(styles.cash, !collects && styles.paid)}>
        {collects ? <Trans t={t} i18nKey="driver.collect" values={{ amount: formatKwd(delivery.cashToCollect) }} components={{ ltr: <LtrText /> }} /> : t('driver.paid')}
      </Text>
      <section className={styles.place} aria-label={t('driver.shop')}>
        <h3 className={styles.placeTerm}>{t('driver.shop')}</h3>
        <Text className={styles.name}>{localizedName(delivery.shop, language)}</Text>
        <PhoneLinks phone={delivery.shop.phone} />
        <Text>{delivery.shop.addressText[language]}</Text>
      </section>
      <section className={styles.place} aria-label={t('driver.customer')}>
        <h3 className={styles.placeTerm}>{t('driver.customer')}</h3>
        <Text className={styles.name}>{delivery.customerName}</Text>
        <PhoneLinks phone={delivery.customerPhone} />
        <Text>{delivery.addressText[language]}</Text>
        {pin ? (
          <Link href={`https://maps.google.com/?q=${pin.latitude},${pin.longitude}`} target="_blank" rel="noopener noreferrer">
            {t('driver.map')}
          </Link>
        ) : null}
        <Text className={styles.quiet}>{t('driver.items', { count: delivery.itemCount })}</Text>
      </section>
      <div className={styles.actions}>
        {delivery.state === 'assigned' ? (
          <Button appearance="primary" size="large" className={styles.big} disabled={busy} aria-label={t('driver.actions.pickedUpOrder', { id })} onClick={() => onPickedUp(delivery)}>
            {t('driver.actions.pickedUp')}
          </Button>
        ) : (
          <>
            <Button appearance="primary" size="large" className={styles.big} disabled={busy} aria-label={t('driver.actions.deliveredOrder', { id })} onClick={() => onDelivered(delivery)}>
              {t('driver.actions.delivered')}
            </Button>
            <Button size="large" className={styles.big} disabled={busy} aria-label={t('driver.actions.failedOrder', { id })} onClick={() => onFailed(delivery)}>
              {t('driver.actions.failed')}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
