import { formatKwd, localizedName, LtrText, useLanguage, usePaymentLabel } from '@dukkan/shared';
import { BackLink, PageHeader, StatusBadge, Fact, Facts, ORDER_STATUS_TONES, RecordState, PageSection, KuwaitTime } from '@dukkan/shared/kit';
import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { DispatchOrder } from '../common/dispatch-types';
import { DISPATCH_NS } from '../i18n';
import { DeliveryAttempt } from './DeliveryAttempt';
import { useGetOrderDeliveriesQuery } from './order-delivery-api';
import { useOrderDeliveryStyles } from './useOrderDeliveryStyles.styles';

function BackToBoard() {
  const { t } = useTranslation(DISPATCH_NS);
  return <BackLink to="/dispatch">{t('orderDelivery.back')}</BackLink>;
}

/** The order as the board's card shows it: its shop, where it goes and to whom, how it is paid and what to collect, its status. */
function OrderSummary({ order }: { order: DispatchOrder }) {
  const { t } = useTranslation(DISPATCH_NS);
  const language = useLanguage();
  const paymentLabel = usePaymentLabel();
  return (
    <PageSection id="order-delivery-order" title={t('orderDelivery.order')}>
      <Facts>
        <Fact term={t('orderDelivery.facts.shop')}>{localizedName(order.shop, language)}</Fact>
        <Fact term={t('orderDelivery.facts.destination')}>{order.addressText[language]}</Fact>
        <Fact term={t('orderDelivery.facts.customer')}>{order.customerName}</Fact>
        <Fact term={t('orderDelivery.facts.payment')}>{paymentLabel(order.paymentMethod)}</Fact>
        <Fact term={t('orderDelivery.facts.cash')}>{order.cashToCollect > 0 ? <LtrText>{formatKwd(order.cashToCollect)}</LtrText> : t('board.paid')}</Fact>
        <Fact term={t('orderDelivery.facts.status')}>
          <StatusBadge tone={ORDER_STATUS_TONES[order.orderStatus]}>{t(`orderDelivery.orderStatus.${order.orderStatus}`)}</StatusBadge>
        </Fact>
        <Fact term={t('orderDelivery.facts.accepted')}>{order.acceptedAt ? <KuwaitTime at={order.acceptedAt} /> : '—'}</Fact>
      </Facts>
    </PageSection>
  );
}

/**
 * decisions/dispatch.md, /dispatch/orders/:id: an order's delivery for staff (dispatch.read) — the order as the board
 * shows it, then every attempt, newest first: who carried it, when, how it ended and its proof (a delivered order left
 * the board, so this is where its photo is seen). An order never handed over says so; an unknown order, or another
 * shop's (the API's 404), is not found. Live: it provides the order's id tag, which the order stream asks again on the
 * order's every step and delivery.
 */
export function OrderDeliveryPage() {
  const { t } = useTranslation(DISPATCH_NS);
  const styles = useOrderDeliveryStyles();
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const validId = Number.isInteger(id) && id > 0;
  const query = useGetOrderDeliveriesQuery(id, { skip: !validId });
  const data = query.data;
  const notFound = !validId || (query.error as { status?: unknown } | undefined)?.status === 404;

  const content = () => {
    if (data) {
      const { order, attempts } = data;
      return (
        <>
          <OrderSummary order={order} />
          <section className={styles.page} aria-labelledby="order-delivery-attempts">
            <h2 id="order-delivery-attempts" className={styles.heading}>
              {t('orderDelivery.attemptsTitle')}
            </h2>
            {attempts.length === 0 ? (
              <div className={styles.empty} role="status">
                <Text size={500} weight="semibold">
                  {t('orderDelivery.never')}
                </Text>
                <Text className={styles.quiet}>{t('orderDelivery.neverHint')}</Text>
              </div>
            ) : (
              <ol className={styles.attempts} aria-label={t('orderDelivery.attempts')}>
                {attempts.map((attempt, index) => (
                  <DeliveryAttempt key={attempt.id} attempt={attempt} number={attempts.length - index} />
                ))}
              </ol>
            )}
          </section>
        </>
      );
    }
    return (
      <RecordState
        query={query}
        notFound={notFound}
        texts={{ loading: t('orderDelivery.loading'), notFound: t('orderDelivery.notFound'), notFoundHint: t('orderDelivery.notFoundHint'), failed: t('orderDelivery.fetchFailed') }}
      />
    );
  };

  return (
    <section className={styles.page} aria-labelledby="order-delivery-title">
      <PageHeader title={<span id="order-delivery-title">{t('orderDelivery.title', { id: validId ? id : idParam })}</span>} actions={<BackToBoard />} />
      {content()}
    </section>
  );
}
