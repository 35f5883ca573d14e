import { countText } from '@dukkan/shared';
import { Badge, Tab, TabList } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ORDERS_NS } from '../i18n';
import type { OrderStatusTabsProps } from './OrderStatusTabs.types';
import { ALL_ORDERS_TAB, ORDER_TABS, type OrderStats, type OrderTab } from '../common/order-types';
import { useOrderStatusTabsStyles } from './useOrderStatusTabsStyles.styles';

/**
 * A tab's count: its status's (Scheduled: the scheduled orders', which NEW leaves out), or for All the sum of the
 * others (capped when any of them is).
 */
function tabCount(counts: OrderStats, tab: OrderTab): { count: number; capped: boolean } {
  const capped = (counts.capped ?? []) as readonly string[];
  if (tab !== ALL_ORDERS_TAB) return { count: counts[tab] ?? 0, capped: capped.includes(tab) };
  return { count: ORDER_TABS.reduce((sum, each) => (each === ALL_ORDERS_TAB ? sum : sum + (counts[each] ?? 0)), 0), capped: capped.length > 0 };
}

/**
 * spec §2 /orders: one tab per status, each with its count, the scheduled orders beside New (decisions/delivery-slots.md);
 * then All (decisions/order-workspace.md).
 */
export function OrderStatusTabs({ selected, counts, onSelect }: OrderStatusTabsProps) {
  const { t } = useTranslation(ORDERS_NS);
  const styles = useOrderStatusTabsStyles();
  return (
    <TabList
      className={styles.list}
      selectedValue={selected}
      onTabSelect={(_event, data) => onSelect(data.value as OrderTab)}
      aria-label={t('page.tabsLabel')}
    >
      {ORDER_TABS.map((tab) => {
        const shown = counts ? tabCount(counts, tab) : null;
        return (
          <Tab key={tab} value={tab} id={`orders-tab-${tab}`}>
            <span className={styles.label}>
              {t(`tabs.${tab}`)}
              {shown ? (
                <Badge appearance={tab === selected ? 'filled' : 'tint'} color={tab === selected ? 'brand' : 'informative'} shape="rounded" size="medium">
                  {/* Exact, or "100+" under a search (the API's cap): as every count on screen, the nav badge's too. */}
                  {countText(shown.count, shown.capped)}
                </Badge>
              ) : null}
            </span>
          </Tab>
        );
      })}
    </TabList>
  );
}
