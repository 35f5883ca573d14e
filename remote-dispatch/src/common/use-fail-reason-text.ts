import { useTranslation } from 'react-i18next';
import type { Delivery } from './dispatch-types';
import { DISPATCH_NS } from '../i18n';

/** Why a delivery failed, in the reader's language (its preset's words, stored as a code), with what the driver wrote. */
export function useFailReasonText() {
  const { t } = useTranslation(DISPATCH_NS);
  return (delivery: Pick<Delivery, 'failReasonCode' | 'failNote'>) =>
    [delivery.failReasonCode ? t(`fail.reasons.${delivery.failReasonCode}`) : null, delivery.failNote?.trim()].filter(Boolean).join(' — ');
}
