import { localizedName, useLanguage } from '@dukkan/shared';
import { SearchPicker, searchResult } from '@dukkan/shared/kit';
import { useState } from 'react';
import { type CategoryChoice, useGetCategoryChoiceQuery, useSearchCategoryChoicesQuery } from '../shop-choices-api';
import type { CategoryPickerProps } from './CatalogPicker.types';

const isId = (value: string) => /^\d+$/.test(value);

/** spec §2: each option shows the name and the Arabic name (the current language's first). */
function bothNames(category: CategoryChoice, language: 'en' | 'ar') {
  const first = localizedName(category, language);
  const other = language === 'ar' ? category.name : category.name_ar;
  return other && other !== first ? `${first} — ${other}` : first;
}

/**
 * One category, searched on the server by part of its English or Arabic name, each named with its
 * shop (two shops' 'Vegetables' told apart): the product form's category and the products list's
 * category filter (architecture §7).
 */
export function CategoryPicker({ label, placeholder, value, onChange, required, error, disabled, className, failedText, shopId = '' }: CategoryPickerProps) {
  const language = useLanguage();
  const [search, setSearch] = useState<string | null>(null);
  const found = useSearchCategoryChoicesQuery({ q: search ?? '', shopId }, { skip: search === null });
  const chosen = useGetCategoryChoiceQuery(Number(value), { skip: !isId(value) });
  const toOption = (category: CategoryChoice) => ({
    value: String(category.id),
    text: bothNames(category, language),
    secondary: category.shop ? localizedName(category.shop, language) : undefined,
  });
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
