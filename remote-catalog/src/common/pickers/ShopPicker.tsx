import { localizedName, type ShopChoice, useGetShopChoiceQuery, useLanguage, useSearchShopChoicesQuery } from '@dukkan/shared';
import { SearchPicker, searchResult } from '@dukkan/shared/kit';
import { useState } from 'react';
import type { CatalogPickerProps } from './CatalogPicker.types';

const isId = (value: string) => /^\d+$/.test(value);

/**
 * One shop, searched on the server by part of its English or Arabic name: the category form's
 * shop and the categories and products lists' shop filter (architecture §7).
 */
export function ShopPicker({ label, placeholder, value, onChange, required, error, disabled, className, failedText }: CatalogPickerProps) {
  const language = useLanguage();
  // null until the picker is first opened: a list costs no shop request until its filter is used.
  const [search, setSearch] = useState<string | null>(null);
  const found = useSearchShopChoicesQuery(search ?? '', { skip: search === null });
  // The chosen shop's name when no search holds it (an address, an edit form).
  const chosen = useGetShopChoiceQuery(Number(value), { skip: !isId(value) });
  const toOption = (shop: ShopChoice) => ({ value: String(shop.id), text: localizedName(shop, language) });
  return (
    <SearchPicker
      label={label}
      placeholder={placeholder}
      required={required}
      error={error}
      disabled={disabled}
      className={className}
      value={value ? [value] : []}
      onChange={(ids) => onChange(ids[0] ?? '')}
      known={chosen.data ? [toOption(chosen.data)] : []}
      {...searchResult(found, toOption)}
      failedText={failedText}
      onSearch={setSearch}
    />
  );
}
