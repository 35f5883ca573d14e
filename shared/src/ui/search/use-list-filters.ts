import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A list's filters, by key, as the address holds them ('' when not set). */
export type ListFilterValues<K extends string> = Record<K, string>;

/**
 * decisions/search.md: a list's search, filters and sort live in the address (?q=…&shopId=…), so a filtered
 * view can be bookmarked, shared, reloaded and left with back/forward. `keys` are the list's
 * filters; everything else in the address (the orders tab) stays. A change starts again at the
 * first page; an empty value removes its key.
 */
export function useListFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = useMemo(
    () => Object.fromEntries(keys.map((key) => [key, params.get(key)?.trim() ?? ''])) as ListFilterValues<K>,
    [keys, params],
  );
  /** What is set, as a query string in the keys' order: the API's filters and a saved view's. */
  const query = useMemo(() => {
    const set = new URLSearchParams();
    for (const key of keys) if (values[key]) set.set(key, values[key]);
    return set.toString();
  }, [keys, values]);
  /** Only the filters that are set, as the list's API query parameters (stable while they are the same). */
  const applied = useMemo(() => Object.fromEntries(new URLSearchParams(query)) as Partial<ListFilterValues<K>>, [query]);

  const change = useCallback(
    (changes: Partial<ListFilterValues<K>> | 'clear') =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('page');
        for (const key of keys) {
          if (changes === 'clear') next.delete(key);
          else if (key in changes) {
            const value = changes[key]?.trim();
            if (value) next.set(key, value);
            else next.delete(key);
          }
        }
        return next;
      }),
    [keys, setParams],
  );
  /** Opens a saved view: its filters replace every one of the list's. */
  const apply = useCallback(
    (saved: string) => {
      const view = new URLSearchParams(saved);
      change(Object.fromEntries(keys.map((key) => [key, view.get(key) ?? ''])) as ListFilterValues<K>);
    },
    [keys, change],
  );

  return { values, query, applied, active: query !== '', change, apply };
}
