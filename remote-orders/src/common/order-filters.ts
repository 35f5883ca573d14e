// Issue 17: the orders list's search, filters and sort, kept in the address (?status=NEW&q=…), so
// a filtered view can be bookmarked and shared, and survives reload and back/forward. The server
// reads and checks them (GET orders, orders/stats); this only moves them between the URL and the API.

export const ORDER_SORTS = ['newest', 'oldest', 'amount-desc', 'amount-asc'] as const;
export const PAYMENT_MODES = ['CASH', 'KNET', 'CARD'] as const;

/** The filters as the address and the API both spell them; empty strings are "not set". */
export interface OrderFilterValues {
  q: string;
  from: string;
  to: string;
  payment: string;
  minAmount: string;
  maxAmount: string;
  sort: string;
}

export const FILTER_KEYS = ['q', 'from', 'to', 'payment', 'minAmount', 'maxAmount', 'sort'] as const satisfies readonly (keyof OrderFilterValues)[];

export function readOrderFilters(params: URLSearchParams): OrderFilterValues {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key)?.trim() ?? ''])) as unknown as OrderFilterValues;
}

/** Only what is set, for the API's query string and as a stable cache key. */
export function filtersQuery(filters: OrderFilterValues): Partial<OrderFilterValues> {
  const query: Partial<OrderFilterValues> = {};
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    // "newest" is the server's default: the same list as no sort at all.
    if (value && !(key === 'sort' && value === 'newest')) query[key] = value;
  }
  return query;
}

export const hasOrderFilters = (filters: OrderFilterValues) => Object.keys(filtersQuery(filters)).length > 0;

/** The address with `changes` applied (an empty value removes its key); the tab is kept. */
export function withFilters(params: URLSearchParams, changes: Partial<OrderFilterValues> | 'clear'): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) {
    if (changes === 'clear') next.delete(key);
    else if (key in changes) {
      const value = changes[key]?.trim();
      if (value) next.set(key, value);
      else next.delete(key);
    }
  }
  return next;
}
