import { formatKwd, LtrText } from '@dukkan/shared';
import { Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Trans, useTranslation } from 'react-i18next';
import { DISPATCH_NS } from '../i18n';
import type { Delivery } from './dispatch-types';

const useCourierLinesStyles = makeStyles({
  cost: { color: tokens.colorNeutralForeground3 },
});

/** A courier's hand-over as the board's card and an order's delivery page show it: company and reference, tracking, the cost. */
export function CourierLines({ courier }: { courier: NonNullable<Delivery['courier']> }) {
  const { t } = useTranslation(DISPATCH_NS);
  const styles = useCourierLinesStyles();
  return (
    <>
      <Text block>{t('board.courierRef', { company: courier.company, reference: courier.reference })}</Text>
      {courier.trackingUrl ? (
        <Link href={courier.trackingUrl} target="_blank" rel="noopener noreferrer">
          {t('board.track')}
        </Link>
      ) : null}
      <Text block size={200} className={styles.cost}>
        <Trans t={t} i18nKey="board.courierCost" values={{ cost: formatKwd(courier.cost) }} components={{ ltr: <LtrText /> }} />
      </Text>
    </>
  );
}
