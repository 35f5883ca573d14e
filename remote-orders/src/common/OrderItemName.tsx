import { useLanguage } from '@dukkan/shared';
import { useTranslation } from 'react-i18next';
import { ORDERS_NS } from '../i18n';
import type { Order, OrderItem } from './order-types';
import { itemIfUnavailableText, type OrderTranslate, orderIfUnavailableText } from './order-view';
import { useOrderItemNameStyles } from './useOrderItemNameStyles.styles';

/** The orders catalogue's `t` in the shape the pure readings take. */
function useOrderTranslate(): OrderTranslate {
  const { t } = useTranslation(ORDERS_NS);
  return (key, options) => t(key, { ...options });
}

/**
 * An item's name with, under it, what the customer wants if it is not there (decisions/grocery-products.md):
 * the order page's and the popup's. The name alone when the server does not say.
 */
export function OrderItemName({ item, name }: { item: OrderItem; name: string }) {
  const t = useOrderTranslate();
  const language = useLanguage();
  const styles = useOrderItemNameStyles();
  const choice = itemIfUnavailableText(item, language, t);
  if (choice === null) return <span>{name}</span>;
  return (
    <span className={styles.root}>
      <span>{name}</span>
      <span className={styles.choice}>{choice}</span>
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
