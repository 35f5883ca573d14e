import { LtrText, useLanguage } from '@dukkan/shared';
import type { ReactNode } from 'react';
import { useOrderTranslate } from './OrderItemName';
import type { Order } from './order-types';
import { orderTotalsLines } from './order-totals';

/**
 * decisions/promotions.md: the popup's and the order page's "Delivery fee" and "Discount — Eid 10 (EID10)" (−KWD 1.000),
 * as terms and values of their details beside the amount; none when the order has neither.
 */
export function useOrderTotalsDetail(order: Order | null): { key: string; term: string; value: ReactNode }[] {
  const t = useOrderTranslate();
  const language = useLanguage();
  if (!order) return [];
  return orderTotalsLines(order, language, t).map((line) => ({ key: `totals.${line.key}`, term: line.term, value: <LtrText>{line.amount}</LtrText> }));
}
