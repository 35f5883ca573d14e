import type { ListFilterValues } from '@dukkan/shared';

// Issue 17: the orders list's search, filters and sort, kept in the address beside the tab
// (useListFilters). The server reads and checks them (GET orders, orders/stats).

export const ORDER_SORTS = ['newest', 'oldest', 'amount-desc', 'amount-asc'] as const;
export const PAYMENT_MODES = ['CASH', 'KNET', 'CARD'] as const;

export const ORDER_FILTER_KEYS = ['q', 'from', 'to', 'payment', 'minAmount', 'maxAmount', 'sort'] as const;
export type OrderFilterKey = (typeof ORDER_FILTER_KEYS)[number];
/** The filters as the address and the API both spell them; '' is "not set". */
export type OrderFilterValues = ListFilterValues<OrderFilterKey>;
