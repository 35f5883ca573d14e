import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDERS_NS } from '../i18n';

const KNOWN = new Set(['CASH', 'KNET', 'CARD']);

/** The payment mode in the current language; a mode we do not know shows as the server sent it. */
export function usePaymentLabel(): (method: string) => string {
  const { t } = useTranslation(ORDERS_NS);
  return useCallback((method: string) => (KNOWN.has(method.toUpperCase()) ? t(`payment.${method.toUpperCase()}`) : method), [t]);
}
