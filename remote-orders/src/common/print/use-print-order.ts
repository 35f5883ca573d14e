import { COMMON_NAMESPACE, useLanguage, useNotify, usePaymentLabel } from '@dukkan/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDERS_NS } from '../../i18n';
import type { Order } from '../order-types';
import { openPrintSheet } from './print-sheet';

/** Prints an order on its sheet, in the panel's current language. */
export function usePrintOrder(): (order: Order) => void {
  const { t } = useTranslation(ORDERS_NS);
  const language = useLanguage();
  const notify = useNotify();
  const paymentLabel = usePaymentLabel();
  return useCallback(
    (order: Order) => {
      const opened = openPrintSheet(order, {
        t: (key, options) => t(key, { ...options }),
        language,
        notAvailable: t('value.notAvailable', { ns: COMMON_NAMESPACE }),
        unknown: t('customer.unknown'),
        paymentLabel,
      });
      if (!opened) notify.error(t('errors.popupBlocked'));
    },
    [t, language, notify, paymentLabel],
  );
}
