import { useLanguage } from '@dukkan/shared';
import type { ReactNode } from 'react';
import { useOrderTranslate } from './OrderItemName';
import { orderSlotText } from './order-slot';
import type { Order } from './order-types';

/**
 * decisions/delivery-slots.md: the popup's and the order page's "Delivery slot" ('Thu 27 Nov, 18:00–19:00', or 'As soon
 * as possible'), as a term and value of their details; none from a server that does not say.
 */
export function useOrderSlotDetail(order: Order | null): { key: string; value: ReactNode }[] {
  const t = useOrderTranslate();
  const language = useLanguage();
  const text = order ? orderSlotText(order, language, t) : null;
  return text === null ? [] : [{ key: 'slot.label', value: <bdi>{text}</bdi> }];
}
