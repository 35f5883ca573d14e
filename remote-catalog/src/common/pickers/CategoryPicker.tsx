import { localizedName, otherLanguageName, useLanguage } from '@dukkan/shared';
import { useState } from 'react';
import { type CategoryChoice, useGetCategoryChoiceQuery, useSearchCategoryChoicesQuery } from '../shop-choices-api';
import { isChosenId, OneChoicePicker } from '@dukkan/shared/kit';
import type { CategoryPickerProps } from './CatalogPicker.types';

/**
 * One category, searched on the server by part of its English or Arabic name, each named with its
 * shop (two shops' 'Vegetables' told apart): the product form's category and the products list's
 * category filter (architecture §7). spec §2: each option shows the name and the Arabic name (the
 * current language's first).
 */
export function CategoryPicker({ shopId = '', ...props }: CategoryPickerProps) {
  const language = useLanguage();
  const [search, setSearch] = useState<string | null>(null);
  const found = useSearchCategoryChoicesQuery({ q: search ?? '', shopId }, { skip: search === null });
  const chosen = useGetCategoryChoiceQuery(Number(props.value), { skip: !isChosenId(props.value) });
  const toOption = (category: CategoryChoice) => {
    const first = localizedName(category, language);
    const other = otherLanguageName(category, language);
    return { value: String(category.id), text: other ? `${first} — ${other}` : first, secondary: category.shop ? localizedName(category.shop, language) : undefined };
  };
  return <OneChoicePicker {...props} found={found} chosen={chosen.data} toOption={toOption} onSearch={setSearch} />;
}
