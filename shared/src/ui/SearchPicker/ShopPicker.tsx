// The shop queries and the language from the package by name: the page's singletons (its one store
// and API cache), as a remote's own code would reach them.
import { localizedName, type ShopChoice, useGetShopChoiceQuery, useLanguage, useSearchShopChoicesQuery } from '@dukkan/shared';
import { useState } from 'react';
import { isChosenId, OneChoicePicker } from './OneChoicePicker';
import type { IdPickerProps } from './SearchPicker.types';

/**
 * One shop, searched on the server by part of its English or Arabic name: the category form's
 * shop, and the shop filter of the categories, products and orders lists (architecture §7).
 */
export function ShopPicker(props: IdPickerProps) {
  const language = useLanguage();
  // null until the picker is first opened: a list costs no shop request until its filter is used.
  const [search, setSearch] = useState<string | null>(null);
  const found = useSearchShopChoicesQuery(search ?? '', { skip: search === null });
  const chosen = useGetShopChoiceQuery(Number(props.value), { skip: !isChosenId(props.value) });
  const toOption = (shop: ShopChoice) => ({ value: String(shop.id), text: localizedName(shop, language) });
  return <OneChoicePicker {...props} found={found} chosen={chosen.data} toOption={toOption} onSearch={setSearch} />;
}
