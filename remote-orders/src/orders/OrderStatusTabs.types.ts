import type { OrderStats, OrderStatus } from '../common/order-types';

export interface OrderStatusTabsProps {
  /** The tab shown. */
  selected: OrderStatus;
  /** Counts per status: the live stream's, or orders/stats' under a search or filter; undefined while they load (no number shows). */
  counts?: OrderStats;
  onSelect: (status: OrderStatus) => void;
}
