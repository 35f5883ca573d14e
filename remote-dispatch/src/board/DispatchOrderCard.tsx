import { formatAge, formatKwd, localizedName, LtrText, useCan, useLanguage } from '@dukkan/shared';
import { StatusBadge } from '@dukkan/shared/kit';
import { Link, Text } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { DispatchOrder, Driver } from '../common/dispatch-types';
import { DISPATCH_NS } from '../i18n';
import { DispatchOrderActions } from './DispatchOrderActions';
import { useFailReasonText } from './use-fail-reason-text';
import { useDispatchBoardStyles } from './useDispatchBoardStyles.styles';

export interface DispatchOrderCardProps {
  order: DispatchOrder;
  drivers: readonly Driver[];
  /** Now, for the order's age (the page ticks it). */
  now: number;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  const styles = useDispatchBoardStyles();
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
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
        <>
          <Text block>{t('board.courierRef', { company: courier.company, reference: courier.reference })}</Text>
          {courier.trackingUrl ? (
            <Link href={courier.trackingUrl} target="_blank" rel="noopener noreferrer">
              {t('board.track')}
            </Link>
          ) : null}
          <Text block size={200} className={styles.quiet}>
            <Trans t={t} i18nKey="board.courierCost" values={{ cost: formatKwd(courier.cost) }} components={{ ltr: <LtrText /> }} />
          </Text>
        </>
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
 * whether it is picked, who carries it; then, for those who may hand orders over, what they may do with it.
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
      <dl className={styles.facts}>
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
      </dl>
      {canAct ? <DispatchOrderActions order={order} drivers={drivers} /> : null}
    </li>
  );
}
