import { Input } from '@fluentui/react-components';
import { Controller, FormField, FormInput, ShopPicker } from '@dukkan/shared/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogForm, CatalogImageField } from '../common/CatalogForm/CatalogForm';
import { useCatalogForm } from '../common/CatalogForm/use-catalog-form';
import { useCatalogFormStyles } from '../common/useCatalogFormStyles.styles';
import { CATALOG_NS } from './categories-i18n';
import { useCreateCategoryMutation, useUpdateCategoryMutation } from './categories-api';
import { arabicNameHint, CATEGORY_FORM_FIELDS, categoryFormValues, toCategorySave, validateCategoryForm } from './category-form-rules';
import type { CategoryFormProps } from './CategoryForm.types';

/**
 * The category form, add and edit (spec §2 /categories/add, /categories/edit/{id}; §5 'Category
 * form'): name, Arabic name, the shop searched by name, and the image.
 */
export function CategoryForm({ category }: CategoryFormProps) {
  const { t } = useTranslation(CATALOG_NS);
  const styles = useCatalogFormStyles();
  const [createCategory] = useCreateCategoryMutation();
  const [updateCategory] = useUpdateCategoryMutation();
  const [arabicEdited, setArabicEdited] = useState(false);

  const catalogForm = useCatalogForm({
    feature: 'categories',
    entity: category,
    values: categoryFormValues(category),
    validate: validateCategoryForm,
    serverFields: CATEGORY_FORM_FIELDS,
    toSave: toCategorySave,
    create: (body) => createCategory(body).unwrap(),
    update: (id, body) => updateCategory({ id, category: body }).unwrap(),
  });
  const { form, errorOf, saving } = catalogForm;
  const { control } = form;
  const arabicHint = arabicNameHint(form.watch('name_ar'), arabicEdited);

  return (
    <CatalogForm form={catalogForm}>
      <div className={styles.section}>
        <FormInput control={control} name="name" label={t('categories.form.name')} required error={errorOf('name')} />
        <Controller
          name="name_ar"
          control={control}
          render={({ field }) => (
            <FormField
              label={t('categories.form.nameAr')}
              required
              error={arabicHint ? t(`categories.rules.${arabicHint}`) : errorOf('name_ar')}
            >
              <Input
                dir="rtl"
                lang="ar"
                value={field.value}
                onChange={(_e, data) => {
                  setArabicEdited(true);
                  field.onChange(data.value);
                }}
                onBlur={field.onBlur}
              />
            </FormField>
          )}
        />
        <Controller
          name="shopId"
          control={control}
          render={({ field }) => (
            <ShopPicker
              label={t('categories.form.shop')}
              required
              error={errorOf('shopId')}
              placeholder={t('categories.form.searchShop')}
              failedText={t('categories.form.shopsFailed')}
              value={field.value}
              onChange={field.onChange}
              disabled={saving}
            />
          )}
        />
        {/* spec §5: required unless the stored one is kept, so an edit's marker says no more than the rule. */}
        <CatalogImageField form={catalogForm} />
      </div>
    </CatalogForm>
  );
}
