import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const KNOWN = new Set(['CASH', 'KNET', 'CARD']);

/** An order's payment method in the current language (the orders list, the delivery page, the statements); a method the panel does not know shows as the server sent it. */
export function usePaymentLabel(): (method: string) => string {
  const { t } = useTranslation();
  return useCallback((method: string) => (KNOWN.has(method.toUpperCase()) ? t(`payment.${method.toUpperCase()}`) : method), [t]);
}
