import { countText } from '@dukkan/shared';
import { Badge, Tab, TabList } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ORDERS_NS } from '../i18n';
import type { OrderStatusTabsProps } from './OrderStatusTabs.types';
import { ORDER_TABS, type OrderStatus } from '../common/order-types';
import { useOrderStatusTabsStyles } from './useOrderStatusTabsStyles.styles';

/** spec §2 /orders: one tab per status, each with its count. */
export function OrderStatusTabs({ selected, counts, onSelect }: OrderStatusTabsProps) {
  const { t } = useTranslation(ORDERS_NS);
  const styles = useOrderStatusTabsStyles();
  return (
    <TabList
      className={styles.list}
      selectedValue={selected}
      onTabSelect={(_event, data) => onSelect(data.value as OrderStatus)}
      aria-label={t('page.tabsLabel')}
    >
      {ORDER_TABS.map((status) => (
        <Tab key={status} value={status} id={`orders-tab-${status}`}>
          <span className={styles.label}>
            {t(`tabs.${status}`)}
            {counts ? (
              <Badge appearance={status === selected ? 'filled' : 'tint'} color={status === selected ? 'brand' : 'informative'} shape="rounded" size="medium">
                {/* Exact, or "100+" under a search (the API's cap): as every count on screen, the nav badge's too. */}
                {countText(counts[status], counts.capped?.includes(status))}
              </Badge>
            ) : null}
          </span>
        </Tab>
      ))}
    </TabList>
  );
}
