import { formatDateTime, formatKwd, KUWAIT_TIME_ZONE, LtrText, useLanguage, type Refund } from '@dukkan/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDERS_NS } from '../i18n';
import { usePaymentLabel } from '../common/use-payment-label';
import { useComplaintsStyles } from './useComplaintsStyles.styles';

/** A card of the complaint's page: its heading, then what it holds. */
export function ComplaintSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const styles = useComplaintsStyles();
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** An instant as the panel shows it: Kuwait's clock, left to right inside Arabic. */
export function KuwaitTime({ at }: { at: string }) {
  const language = useLanguage();
  return (
    <time dateTime={at}>
      <LtrText>{formatDateTime(at, language, { timeZone: KUWAIT_TIME_ZONE })}</LtrText>
    </time>
  );
}

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
