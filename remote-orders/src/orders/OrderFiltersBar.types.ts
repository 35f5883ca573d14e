import type { OrderFilterValues } from '../common/order-filters';

export interface OrderFiltersBarProps {
  /** The filters in the address now. */
  filters: OrderFilterValues;
  /** What is set, as a query string (what a saved view keeps). */
  query: string;
  /** Applies changed filters (an empty value clears one), or clears them all. */
  onChange: (changes: Partial<OrderFilterValues> | 'clear') => void;
  /** Opens a saved view: its filters replace these. */
  onApply: (query: string) => void;
  /** What Export downloads (decisions/reports-and-bulk.md): the tab's orders under these filters, and their count when exact. */
  exportTo: { query: string; total?: number };
}
