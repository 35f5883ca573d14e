import { localizedName, type ShopChoice, useLanguage, useSearchShopChoicesQuery } from '@dukkan/shared';
import { Controller, FormSelect, type FormSelectProps, SearchPicker, searchResult } from '@dukkan/shared/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USERS_NS } from '../i18n';
import { STAFF_ROLES, type RoleInput } from '../common/users-api';

/**
 * decisions/roles-and-audit.md: a staff account's role and, for shop staff, its shops — the part of Add User and of
 * the edit page that says what the account may do.
 */
// biome-ignore lint/suspicious/noExplicitAny: react-hook-form's FieldValues, which the kit's form fields take.
type FormValues = RoleInput & Record<string, any>;

export function RoleFields<Values extends FormValues>({
  control,
  role,
  errorOf,
  shops: own = [],
}: {
  control: FormSelectProps<Values>['control'];
  /** The role chosen now (the form's `watch('role')`). */
  role: string;
  errorOf: (field: 'role' | 'shopIds') => string | undefined;
  /** The account's shops as saved (the edit page), so their tags are named before any search. */
  shops?: readonly ShopChoice[];
}) {
  const { t } = useTranslation(USERS_NS);
  const language = useLanguage();
  // null until the picker is first opened: Add User asks for no shop it may never need.
  const [search, setSearch] = useState<string | null>(null);
  const found = useSearchShopChoicesQuery(search ?? '', { skip: search === null || role !== 'shop_staff' });
  const toOption = (shop: ShopChoice) => ({ value: String(shop.id), text: localizedName(shop, language) });
  return (
    <>
      <FormSelect
        control={control}
        name={'role' as FormSelectProps<Values>['name']}
        label={t('roleField.role')}
        required
        placeholder={t('roleField.choose')}
        options={STAFF_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
        error={errorOf('role')}
      />
      {role === 'shop_staff' ? (
        <Controller
          name={'shopIds' as FormSelectProps<Values>['name']}
          control={control}
          render={({ field }) => (
            <SearchPicker
              multiselect
              label={t('roleField.shops')}
              required
              hint={t('roleField.shopsHint')}
              placeholder={t('roleField.shopsPlaceholder')}
              error={errorOf('shopIds')}
              value={((field.value ?? []) as number[]).map(String)}
              onChange={(ids) => field.onChange(ids.map(Number))}
              known={own.map(toOption)}
              {...searchResult(found, toOption)}
              onSearch={setSearch}
            />
          )}
        />
      ) : null}
    </>
  );
}
