import { formatKwd, type Refund, usePaymentLabel } from '@dukkan/shared';
import { useTranslation } from 'react-i18next';
import { ORDERS_NS } from '../i18n';

/** A refund in a line, as the order's money section words it: 'Refund #4 · KWD 1.250 · KNET · Done'. */
export function useRefundText() {
  const { t } = useTranslation(ORDERS_NS);
  const paymentLabel = usePaymentLabel();
  return (refund: Pick<Refund, 'id' | 'amount' | 'method' | 'status'>) =>
    t('complaints.resolve.refundOption', {
      id: refund.id,
      amount: formatKwd(refund.amount),
      method: refund.method === 'credit' ? t('money.credit') : paymentLabel(refund.method),
      status: t(`money.statuses.${refund.status}`, { defaultValue: refund.status }),
    });
}
