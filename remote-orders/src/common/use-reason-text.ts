import { reasonText } from '@dukkan/shared/kit';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDERS_NS } from '../i18n';
import { ORDER_REASON_CODES, type OrderEvent } from './order-types';

const isReasonCode = (code: string) => (ORDER_REASON_CODES as readonly string[]).includes(code);

/** A step's reason in the current language: a preset's words from the catalogue, typed words as typed. */
export function useReasonText(): (event: Pick<OrderEvent, 'reason' | 'reasonCode'>) => string | null {
  const { t } = useTranslation(ORDERS_NS);
  return useCallback((event) => reasonText(event, (code) => (isReasonCode(code) ? t(`reasons.${code}`) : undefined)), [t]);
}
