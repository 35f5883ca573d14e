import { COMMON_NAMESPACE, useLanguage, useNotify, type Picking } from '@dukkan/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { openPickingList } from '../common/print/picking-list';
import type { Order } from '../common/order-types';
import { ORDERS_NS } from './picking-i18n';

/** Prints an order's picking list (common/print/picking-list.ts), in the panel's current language. */
export function usePrintPickingList(): (picking: Picking, order: Order | null) => void {
  const { t } = useTranslation(ORDERS_NS);
  const language = useLanguage();
  const notify = useNotify();
  return useCallback(
    (picking: Picking, order: Order | null) => {
      const opened = openPickingList(picking, order, {
        t: (key, options) => t(key, { ...options }),
        language,
        notAvailable: t('value.notAvailable', { ns: COMMON_NAMESPACE }),
      });
      if (!opened) notify.error(t('errors.popupBlocked'));
    },
    [t, language, notify],
  );
}
