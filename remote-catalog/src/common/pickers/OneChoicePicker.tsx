import { type PickerOption, type SearchAnswer, SearchPicker, searchResult } from '@dukkan/shared/kit';
import type { CatalogPickerProps } from './CatalogPicker.types';

/** The address's or form's value is an id (digits): only then is the chosen one asked for by id. */
export const isChosenId = (value: string) => /^\d+$/.test(value);

interface OneChoicePickerProps<T> extends CatalogPickerProps {
  /** What the last search found. */
  found: SearchAnswer<T>;
  /** The chosen one, asked for by id, to name its tag when no search holds it (an address, an edit form). */
  chosen: T | undefined;
  toOption: (row: T) => PickerOption;
  onSearch: (text: string) => void;
}

/** A SearchPicker of one id as text ('' for none): the catalogue's shop and category pickers. */
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
