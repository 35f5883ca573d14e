import { formatKwd, type Language, localizedName } from '@dukkan/shared';
import type { Order } from './order-types';
import { asNumber, isolate, type OrderTranslate } from './order-view';

// decisions/promotions.md: what the order's amount is made of besides its lines — the delivery fee, and the discount a
// promotion gave — as the popup, the order page and the print sheet (A4 and the 80 mm receipt) show them, beside the
// amount. Pure: each screen reads an order alike.

/** One line of the totals: its term and its amount as shown ('−KWD 1.000' for a discount). */
export interface OrderTotalsLine {
  /** Stable: 'deliveryFee' or 'discount'. */
  key: 'deliveryFee' | 'discount';
  term: string;
  amount: string;
}

/** The delivery fee the order was placed with (KWD); null when free or not said (an older server). */
export function orderDeliveryFee(order: Order): number | null {
  const fee = asNumber(order.deliveryFee);
  return fee !== null && fee > 0 ? fee : null;
}

/** What a promotion took off the order (KWD) and which, named in `language`; null when nothing was. */
export interface OrderDiscount {
  amount: number;
  /** The promotion's name; null when the server names none. */
  name: string | null;
  /** Its code; null for an automatic offer. */
  code: string | null;
}

export function orderDiscount(order: Order, language: Language): OrderDiscount | null {
  const amount = asNumber(order.discount);
  if (amount === null || amount <= 0) return null;
  const promotion = order.promotion;
  const name = promotion ? localizedName({ name: promotion.name, name_ar: promotion.nameAr }, language).trim() : '';
  const code = typeof promotion?.code === 'string' && promotion.code.trim() !== '' ? promotion.code.trim() : null;
  return { amount, name: name || null, code };
}

/** 'Discount — Eid 10 (EID10)', 'Discount — Eid 10' for an automatic offer, or 'Discount' when none is named. */
export function orderDiscountTerm(discount: OrderDiscount, t: OrderTranslate): string {
  if (discount.name === null) return t('totals.discount');
  // The name keeps its own direction inside the other language's line; the code reads left to right.
  const name = isolate(discount.name);
  return discount.code === null ? t('totals.discountAutomatic', { name }) : t('totals.discountNamed', { name, code: isolate(discount.code) });
}

/** An amount taken off: '−KWD 1.000' (a minus sign, read left to right in both languages). */
export const minusKwd = (amount: number) => `\u2212${formatKwd(amount)}`;

/** The fee and the discount, in that order, each only when there is one. */
export function orderTotalsLines(order: Order, language: Language, t: OrderTranslate): OrderTotalsLine[] {
  const lines: OrderTotalsLine[] = [];
  const fee = orderDeliveryFee(order);
  if (fee !== null) lines.push({ key: 'deliveryFee', term: t('totals.deliveryFee'), amount: formatKwd(fee) });
  const discount = orderDiscount(order, language);
  if (discount !== null) lines.push({ key: 'discount', term: orderDiscountTerm(discount, t), amount: minusKwd(discount.amount) });
  return lines;
}
