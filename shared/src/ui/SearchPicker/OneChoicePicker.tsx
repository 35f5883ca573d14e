import { type SearchAnswer, searchResult } from './search-result';
import { SearchPicker } from './SearchPicker';
import type { IdPickerProps, PickerOption } from './SearchPicker.types';

/** The address's or form's value is an id (digits): only then is the chosen one asked for by id. */
export const isChosenId = (value: string) => /^\d+$/.test(value);

export interface OneChoicePickerProps<T> extends IdPickerProps {
  /** What the last search found. */
  found: SearchAnswer<T>;
  /** The chosen one, asked for by id, to name its tag when no search holds it (an address, an edit form). */
  chosen: T | undefined;
  toOption: (row: T) => PickerOption;
  onSearch: (text: string) => void;
}

/** A SearchPicker of one id as text ('' for none): the shop picker, the catalogue's category picker. */
export function OneChoicePicker<T>({ value, onChange, found, chosen, toOption, onSearch, ...field }: OneChoicePickerProps<T>) {
  return (
    <SearchPicker
      {...field}
      value={value ? [value] : []}
      onChange={(ids) => onChange(ids[0] ?? '')}
      known={chosen ? [toOption(chosen)] : []}
      {...searchResult(found, toOption)}
      onSearch={onSearch}
    />
  );
}
