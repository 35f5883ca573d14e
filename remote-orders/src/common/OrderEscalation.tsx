import { formatDateTime, KUWAIT_TIME_ZONE, useLanguage } from '@dukkan/shared';
import { Badge } from '@fluentui/react-components';
import { AlertUrgentRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ORDERS_NS } from '../i18n';
import type { Order } from './order-types';

/**
 * decisions/order-workspace.md: the desk escalated the order (left unanswered past the team's rule) and it still waits.
 * The API keeps `escalatedAt` once the order is answered; from then on it is history, as on the list and the desk's banner.
 */
export const isEscalated = (order: Pick<Order, 'escalatedAt' | 'status'>) =>
  order.status === 'NEW' && typeof order.escalatedAt === 'string' && order.escalatedAt !== '';

/**
 * issue 34: 'Escalated' beside the order's status (the order page, the popup, the list), its time in Kuwait on hover;
 * nothing for an order that is not (or no longer) escalated.
 */
export function OrderEscalation({ order, className }: { order: Pick<Order, 'escalatedAt' | 'status'>; className?: string }) {
  const { t } = useTranslation(ORDERS_NS);
  const language = useLanguage();
  if (!isEscalated(order)) return null;
  const time = formatDateTime(order.escalatedAt, language, { timeZone: KUWAIT_TIME_ZONE });
  return (
    <Badge appearance="filled" color="danger" shape="rounded" icon={<AlertUrgentRegular />} title={time === 'N/A' ? undefined : t('escalation.at', { time })} className={className}>
      {t('escalation.badge')}
    </Badge>
  );
}
