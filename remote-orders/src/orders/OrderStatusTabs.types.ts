import type { OrderStats, OrderTab } from '../common/order-types';

export interface OrderStatusTabsProps {
  /** The tab shown. */
  selected: OrderTab;
  /** Counts per status: the live stream's, or orders/stats' under a search or filter; undefined while they load (no number shows). */
  counts?: OrderStats;
  onSelect: (tab: OrderTab) => void;
}
