import type { ListFilterValues } from '@dukkan/shared';

// decisions/search.md: the orders list's search, filters and sort, kept in the address beside the tab
// (useListFilters). The server reads and checks them (GET orders, orders/stats).

export const ORDER_SORTS = ['newest', 'oldest', 'amount-desc', 'amount-asc'] as const;
export const PAYMENT_MODES = ['CASH', 'KNET', 'CARD'] as const;

export const ORDER_FILTER_KEYS = ['q', 'from', 'to', 'shopId', 'payment', 'minAmount', 'maxAmount', 'waitingMinutes', 'claim', 'sort'] as const;

/** decisions/order-workspace.md: the orders the signed-in member of staff holds, or those nobody holds. */
export const CLAIM_FILTERS = ['mine', 'unclaimed'] as const;

/** decisions/reports-and-bulk.md: "waiting in its status for more than" choices, in minutes (the dashboard's links may send others, e.g. the red age). */
export const WAITING_MINUTES = ['15', '30', '60', '120', '240'] as const;
export type OrderFilterKey = (typeof ORDER_FILTER_KEYS)[number];
/** The filters as the address and the API both spell them; '' is "not set". */
export type OrderFilterValues = ListFilterValues<OrderFilterKey>;
