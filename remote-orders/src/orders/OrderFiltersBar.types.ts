import type { OrderFilterValues } from '../common/order-filters';

export interface OrderFiltersBarProps {
  /** The filters in the address now. */
  filters: OrderFilterValues;
  /** Applies changed filters (an empty value clears one), or clears them all. */
  onChange: (changes: Partial<OrderFilterValues> | 'clear') => void;
}
