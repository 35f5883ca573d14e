import { COMMON_NAMESPACE, formatKwd, LtrText, useLanguage } from '@dukkan/shared';
import { mergeClasses } from '@fluentui/react-components';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDERS_NS } from '../i18n';
import { orderedAmountIfChanged, orderLines, type OrderLine } from './order-lines';
import type { Order } from './order-types';
import { type OrderTranslate, orderIfUnavailableText, orderTotalAmount } from './order-view';
import { useOrderItemNameStyles } from './useOrderItemNameStyles.styles';

// The order's items as the order page's and the popup's tables show them. decisions/picking.md: as they will be
// delivered and billed (order-lines.ts, which the print sheet reads too).

/** The orders catalogue's `t` in the shape the pure readings take. */
export function useOrderTranslate(): OrderTranslate {
  const { t } = useTranslation(ORDERS_NS);
  // The same function while the language stays: the list's columns are memoised on it.
  return useCallback((key, options) => t(key, { ...options }), [t]);
}

/** The order's lines (order-lines.ts) in the reader's language; none while there is no order. */
export function useOrderLines(order: Order | null): OrderLine[] {
  const t = useOrderTranslate();
  const language = useLanguage();
  return order ? orderLines(order, language, t) : [];
}

/** A line's row (or card): set aside once it is no longer billed. */
export function useOrderLineRowClass(): (line: OrderLine) => string | undefined {
  const styles = useOrderItemNameStyles();
  return (line) => (line.struck ? styles.struckRow : undefined);
}

/**
 * An item's name, struck through once removed or replaced, with under it what picking did ('Removed: Out of stock',
 * 'Substitute for Labneh', 'Waiting for the customer') and, while it may still be needed, what the customer wants if
 * it is not there (decisions/grocery-products.md). The name alone when there is nothing to say.
 */
export function OrderItemName({ line, name }: { line: OrderLine; name: string }) {
  const styles = useOrderItemNameStyles();
  const shown = line.struck ? <s>{name}</s> : <span>{name}</span>;
  if (line.note === null && line.choice === null) return shown;
  return (
    <span className={styles.root}>
      {shown}
      {line.note ? <span className={mergeClasses(styles.note, styles[line.note.tone])}>{line.note.text}</span> : null}
      {line.choice ? <span className={styles.choice}>{line.choice}</span> : null}
    </span>
  );
}

/** A line's unit price: 'KWD 0.450', per kg for a line sold by weight ('KWD 0.450 / kg'). */
export function OrderItemPrice({ line }: { line: OrderLine }) {
  const { t } = useTranslation(ORDERS_NS);
  if (line.unitPrice === null) return t('value.notAvailable', { ns: COMMON_NAMESPACE });
  const price = <LtrText>{formatKwd(line.unitPrice)}</LtrText>;
  if (!line.perKg) return price;
  return (
    <span>
      {price} {t('lines.perKg')}
    </span>
  );
}

/** An amount in KWD (a line's total, an order's); 'N/A' when unknown. */
export function OrderItemMoney({ amount }: { amount: number | null }) {
  const { t } = useTranslation(ORDERS_NS);
  return amount === null ? t('value.notAvailable', { ns: COMMON_NAMESPACE }) : <LtrText>{formatKwd(amount)}</LtrText>;
}

/** The order's amount as it is now; beside it 'Ordered: KWD 4.250' when picking changed it. */
export function OrderAmount({ order }: { order: Order }) {
  const { t } = useTranslation(ORDERS_NS);
  const styles = useOrderItemNameStyles();
  const ordered = orderedAmountIfChanged(order);
  const amount = <OrderItemMoney amount={orderTotalAmount(order)} />;
  if (ordered === null) return amount;
  return (
    <span className={styles.amount}>
      {amount}
      <span className={styles.ordered}>
        {t('lines.ordered')} <LtrText>{formatKwd(ordered)}</LtrText>
      </span>
    </span>
  );
}

/** The order's default for the items that make no choice ('Call me first'), as a details row; none when the server does not say. */
export function useOrderChoiceDetail(order: Order | null): { key: string; value: string }[] {
  const t = useOrderTranslate();
  const language = useLanguage();
  const choice = order ? orderIfUnavailableText(order, language, t) : null;
  return choice === null ? [] : [{ key: 'ifUnavailable.orderDefault', value: choice }];
}
