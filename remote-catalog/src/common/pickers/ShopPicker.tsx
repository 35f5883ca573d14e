import { localizedName, type ShopChoice, useGetShopChoiceQuery, useLanguage, useSearchShopChoicesQuery } from '@dukkan/shared';
import { useState } from 'react';
import type { CatalogPickerProps } from './CatalogPicker.types';
import { isChosenId, OneChoicePicker } from './OneChoicePicker';

/**
 * One shop, searched on the server by part of its English or Arabic name: the category form's
 * shop and the categories and products lists' shop filter (architecture §7).
 */
export function ShopPicker(props: CatalogPickerProps) {
  const language = useLanguage();
  // null until the picker is first opened: a list costs no shop request until its filter is used.
  const [search, setSearch] = useState<string | null>(null);
  const found = useSearchShopChoicesQuery(search ?? '', { skip: search === null });
  const chosen = useGetShopChoiceQuery(Number(props.value), { skip: !isChosenId(props.value) });
  const toOption = (shop: ShopChoice) => ({ value: String(shop.id), text: localizedName(shop, language) });
  return <OneChoicePicker {...props} found={found} chosen={chosen.data} toOption={toOption} onSearch={setSearch} />;
}
