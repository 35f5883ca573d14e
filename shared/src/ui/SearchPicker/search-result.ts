import type { PickerOption, SearchPickerProps } from './SearchPicker.types';

/** What a picker's search query holds: RTK Query's answer over a page of matches. */
export interface SearchAnswer<T> {
  data?: { items: readonly T[]; total?: number; totalCapped?: boolean };
  isFetching: boolean;
  isError: boolean;
}

/** A search query's answer as a SearchPicker's options and states: one mapping for every picker. */
export function searchResult<T>(
  found: SearchAnswer<T>,
  toOption: (row: T) => PickerOption,
): Pick<SearchPickerProps, 'options' | 'total' | 'totalCapped' | 'loading' | 'failed'> {
  return {
    options: (found.data?.items ?? []).map(toOption),
    total: found.data?.total,
    totalCapped: found.data?.totalCapped,
    loading: found.isFetching,
    failed: found.isError,
  };
}
