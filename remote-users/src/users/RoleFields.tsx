import { Checkbox, Field } from '@fluentui/react-components';
import { localizedName, useLanguage } from '@dukkan/shared';
import { Controller, FormSelect, type FormSelectProps } from '@dukkan/shared/kit';
import { useTranslation } from 'react-i18next';
import { USERS_NS } from '../i18n';
import { STAFF_ROLES, type RoleInput, useGetUserShopChoicesQuery } from './users-api';
import { useAddUserPageStyles } from './useAddUserPageStyles.styles';

/**
 * Issue 18: a staff account's role and, for shop staff, its shops — the part of Add User and of
 * the edit page that says what the account may do.
 */
// biome-ignore lint/suspicious/noExplicitAny: react-hook-form's FieldValues, which the kit's form fields take.
type FormValues = RoleInput & Record<string, any>;

export function RoleFields<Values extends FormValues>({
  control,
  role,
  errorOf,
}: {
  control: FormSelectProps<Values>['control'];
  /** The role chosen now (the form's `watch('role')`). */
  role: string;
  errorOf: (field: 'role' | 'shopIds') => string | undefined;
}) {
  const { t } = useTranslation(USERS_NS);
  const styles = useAddUserPageStyles();
  const language = useLanguage();
  const shops = useGetUserShopChoicesQuery(undefined, { skip: role !== 'shop_staff' });
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
          render={({ field }) => {
            const chosen = (field.value ?? []) as number[];
            return (
              <Field label={t('roleField.shops')} required validationMessage={errorOf('shopIds')} hint={t('roleField.shopsHint')}>
                <fieldset aria-label={t('roleField.shops')} className={styles.shopChoices}>
                  {(shops.data ?? []).map((shop) => (
                    <Checkbox
                      key={shop.id}
                      label={localizedName(shop, language)}
                      checked={chosen.includes(shop.id)}
                      onChange={(_event, data) =>
                        field.onChange(data.checked ? [...chosen, shop.id] : chosen.filter((id) => id !== shop.id))
                      }
                    />
                  ))}
                </fieldset>
              </Field>
            );
          }}
        />
      ) : null}
    </>
  );
}
