import { Field, SearchBox } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../search/use-debounced-value';
import type { SearchFieldProps } from './SearchField.types';

/** Every list's search is at most this long (the API refuses more). */
const MAX_SEARCH_LENGTH = 100;

/**
 * A list's search box (decisions/search.md): what staff type goes out once typing pauses; the applied search
 * (kept in the address by the page) comes back in, so back/forward, Clear and a shared link show
 * in the box. Only what was typed since the address last set the box is ever sent, so a search
 * the address replaced meanwhile never comes back.
 */
export function SearchField({ label, placeholder, value, onSearch, delayMs = 300, className }: SearchFieldProps) {
  const [typed, setTyped] = useState(value);
  const settled = useDebouncedValue(typed, delayMs);
  const dirty = useRef(false);

  useEffect(() => {
    dirty.current = false;
    setTyped(value);
  }, [value]);
  useEffect(() => {
    if (!dirty.current || settled !== typed) return;
    dirty.current = false;
    if (settled.trim() !== value) onSearch(settled);
  }, [settled, typed, value, onSearch]);

  return (
    <Field label={label} className={className}>
      <SearchBox
        value={typed}
        placeholder={placeholder}
        maxLength={MAX_SEARCH_LENGTH}
        onChange={(_event, data) => {
          dirty.current = true;
          setTyped(data.value);
        }}
      />
    </Field>
  );
}
