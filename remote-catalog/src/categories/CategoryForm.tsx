import { Input, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { pictureUrl, useNotify } from '@dukkan/shared';
import { Controller, FormActions, FormField, FormImagePicker, FormInput, useRulesForm } from '@dukkan/shared/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCatalogFormStyles } from '../common/useCatalogFormStyles.styles';
import { CATALOG_NS } from './categories-i18n';
import { ShopPicker } from '../common/pickers/ShopPicker';
import { useCreateCategoryMutation, useUpdateCategoryMutation } from './categories-api';
import {
  arabicNameHint,
  CATEGORY_FORM_FIELDS,
  categoryFormValues,
  toCategorySave,
  validateCategoryForm,
  type CategoryFormField,
  type CategoryFormValues,
} from './category-form-rules';
import type { CategoryFormProps } from './CategoryForm.types';

/** The form's values: the rules' fields and the newly chosen picture (null keeps the stored one). */
type CategoryFormState = CategoryFormValues & { image: File | null };

/**
 * The category form, add and edit (spec §2 /categories/add, /categories/edit/{id}; §5 'Category
 * form'): name, Arabic name, the shop searched by name, and the image.
 */
export function CategoryForm({ category }: CategoryFormProps) {
  const { t } = useTranslation(CATALOG_NS);
  const styles = useCatalogFormStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const [createCategory] = useCreateCategoryMutation();
  const [updateCategory] = useUpdateCategoryMutation();
  const existingImage = pictureUrl(category, 'preview');
  const [arabicEdited, setArabicEdited] = useState(false);

  const { form, formProps, errorOf, showFixErrors, saving, guardDialog } = useRulesForm<CategoryFormState, CategoryFormField>({
    defaultValues: { ...categoryFormValues(category), image: null },
    rules: ({ image, ...values }) => validateCategoryForm(values, { chosen: image !== null, existing: Boolean(existingImage) }),
    ruleText: (key) => t(`categories.rules.${key}`),
    serverFields: CATEGORY_FORM_FIELDS,
    save: ({ image, ...values }) => {
      const body = toCategorySave(values, image);
      return category ? updateCategory({ id: category.id, category: body }).unwrap() : createCategory(body).unwrap();
    },
    onSaved: () => {
      notify.success(t(category ? 'categories.form.updated' : 'categories.form.created'));
      navigate('/categories');
    },
    failureTexts: { failed: t(category ? 'categories.form.updateFailed' : 'categories.form.createFailed') },
    onFailure: notify.error,
  });
  const { control } = form;
  const arabicHint = arabicNameHint(form.watch('name_ar'), arabicEdited);

  return (
    <form
      {...formProps}
      className={styles.form}
      aria-label={t(category ? 'categories.form.editTitle' : 'categories.form.createTitle')}
    >
      {showFixErrors ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t('categories.form.fixErrors')}</MessageBarBody>
        </MessageBar>
      ) : null}

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
        <div className={styles.wide}>
          <FormImagePicker
            control={control}
            name="image"
            label={t('categories.form.image')}
            // spec §5: required unless the stored one is kept, so an edit's marker says no more than the rule.
            required={!existingImage}
            existingUrl={existingImage}
            error={errorOf('image')}
            disabled={saving}
          />
        </div>
      </div>

      <FormActions
        saving={saving}
        onCancel={() => navigate('/categories')}
        submitLabel={t(category ? 'categories.form.submitUpdate' : 'categories.form.submitCreate')}
        savingLabel={t('categories.form.saving')}
      />
      {guardDialog}
    </form>
  );
}
