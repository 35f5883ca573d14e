import { useCan } from '@dukkan/shared';
import { StatusBadge } from '@dukkan/shared/kit';
import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ORDERS_NS } from '../i18n';
import { COMPLAINT_STATUS_TONES, useComplaintTimes } from './complaint-rules';
import { useGetOrderComplaintsQuery } from './complaints-api';
import { LogComplaintButton } from './LogComplaintDialog';
import { useOrderComplaintsStyles } from './useOrderComplaintsStyles.styles';

/** The order's complaints, the open ones (most urgent first) then the resolved ones: each its status, category, age and due state. */
function OrderComplaintList({ orderId }: { orderId: number }) {
  const { t } = useTranslation(ORDERS_NS);
  const styles = useOrderComplaintsStyles();
  const times = useComplaintTimes();
  const open = useGetOrderComplaintsQuery({ orderId, status: 'open' });
  const resolved = useGetOrderComplaintsQuery({ orderId, status: 'resolved' });
  const complaints = [...(open.data ?? []), ...(resolved.data ?? [])];
  if (complaints.length === 0) {
    if (open.data !== undefined && resolved.data !== undefined) return <Text className={styles.quiet}>{t('complaints.order.none')}</Text>;
    return open.isError || resolved.isError ? <Text className={styles.quiet}>{t('complaints.order.loadFailed')}</Text> : null;
  }
  return (
    <ul className={styles.list} aria-label={t('complaints.order.listLabel', { id: orderId })}>
      {complaints.map((complaint) => {
        const { age, due, late } = times(complaint);
        return (
          <li key={complaint.id} className={styles.item}>
            <Link className={styles.link} to={`/complaints/${complaint.id}`}>
              {t('complaints.name', { id: complaint.id })}
            </Link>
            <StatusBadge tone={COMPLAINT_STATUS_TONES[complaint.status]}>{t(`complaints.statuses.${complaint.status}`)}</StatusBadge>
            <span>{t(`complaints.categories.${complaint.category}`)}</span>
            <span className={styles.quiet}>{age}</span>
            {due ? <span className={late ? styles.late : styles.quiet}>{due}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * decisions/complaints.md on the order page: the order's complaints, the open ones (most urgent first) then the
 * resolved ones, linking to each; beside its heading "Log a complaint" (as the money's Refund beside its own). Small:
 * the complaints' own list and pages are where they are worked.
 */
export function OrderComplaints({ orderId }: { orderId: number }) {
  const { t } = useTranslation(ORDERS_NS);
  const styles = useOrderComplaintsStyles();
  const canRead = useCan('complaints.read');
  const canAct = useCan('complaints.act');
  if (!canRead && !canAct) return null;
  return (
    <section aria-labelledby="order-complaints-title" className={styles.root}>
      <span className={styles.head}>
        <Text as="h2" id="order-complaints-title" size={500} weight="semibold">
          {t('complaints.order.title')}
        </Text>
        {canAct ? <LogComplaintButton orderId={orderId} /> : null}
      </span>
      {canRead ? <OrderComplaintList orderId={orderId} /> : null}
    </section>
  );
}
