import { formatAge, formatKwd, localizedName, LtrText, useCan, useLanguage } from '@dukkan/shared';
import { StatusBadge, Fact, Facts } from '@dukkan/shared/kit';
import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { DispatchOrder, Driver } from '../common/dispatch-types';
import { CourierLines } from '../common/CourierLines';
import { useFailReasonText } from '../common/use-fail-reason-text';
import { DISPATCH_NS } from '../i18n';
import { DispatchOrderActions } from './DispatchOrderActions';
import { useDispatchBoardStyles } from './useDispatchBoardStyles.styles';

export interface DispatchOrderCardProps {
  order: DispatchOrder;
  drivers: readonly Driver[];
  /** Now, for the order's age (the page ticks it). */
  now: number;
}

/** Who carries the order now: our driver, or a courier with its reference, tracking link and cost; nobody yet. */
function DeliveryFact({ order }: { order: DispatchOrder }) {
  const { t } = useTranslation(DISPATCH_NS);
  const styles = useDispatchBoardStyles();
  const failReason = useFailReasonText();
  const delivery = order.delivery;
  if (!delivery || order.state === 'waiting') return <Text className={styles.quiet}>{t('board.nobody')}</Text>;
  const courier = delivery.courier;
  return (
    <>
      {courier ? (
        <CourierLines courier={courier} />
      ) : (
        <Text block>{delivery.driver?.name}</Text>
      )}
      {order.state === 'failed' ? (
        <Text block className={styles.failed}>
          {t('board.failedBecause', { reason: failReason(delivery) })}
        </Text>
      ) : null}
    </>
  );
}

/**
 * decisions/dispatch.md: one order of the board as a card (it reads the same beside the areas and drivers on a laptop as
 * on a phone): its number and shop, where it goes and to whom, the cash to collect, how long ago it was accepted and
 * whether it is picked, who carries it, a link to its delivery's page; then, for those who may hand orders over, what
 * they may do with it.
 */
export function DispatchOrderCard({ order, drivers, now }: DispatchOrderCardProps) {
  const { t } = useTranslation(DISPATCH_NS);
  const language = useLanguage();
  const styles = useDispatchBoardStyles();
  // decisions/roles-and-audit.md: a shop's staff read the board (their shops' orders); only dispatch.act hands orders over.
  const canAct = useCan('dispatch.act');
  const titleId = `dispatch-order-${order.orderId}`;
  const age = formatAge(order.acceptedAt, now, language);
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <h3 id={titleId} className={styles.orderTitle}>
          {t('orderNumber', { id: order.orderId })} · {localizedName(order.shop, language)}
        </h3>
        <StatusBadge tone={order.picked ? 'success' : 'warning'}>{t(order.picked ? 'board.picked' : 'board.notPicked')}</StatusBadge>
      </div>
      <Facts>
        <Fact term={t('board.facts.destination')}>
          <Text block>{t('board.areaBlock', { area: localizedName(order.area, language), block: localizedName(order.block, language) })}</Text>
          <Text block>{order.customerName}</Text>
        </Fact>
        <Fact term={t('board.facts.cash')}>
          {order.cashToCollect > 0 ? <LtrText className={styles.cash}>{formatKwd(order.cashToCollect)}</LtrText> : <Text>{t('board.paid')}</Text>}
        </Fact>
        <Fact term={t('board.facts.accepted')}>{age ? t('board.agoAccepted', { age }) : '—'}</Fact>
        <Fact term={t('board.facts.delivery')}>
          <DeliveryFact order={order} />
        </Fact>
      </Facts>
      {/* Every attempt, how each ended and its proof: the order's delivery page. */}
      <RouterLink className={styles.detailsLink} to={`/dispatch/orders/${order.orderId}`} aria-label={t('board.detailsOf', { id: order.orderId })}>
        {t('board.details')}
      </RouterLink>
      {canAct ? <DispatchOrderActions order={order} drivers={drivers} /> : null}
    </li>
  );
}
