import { getErrorMessage, isSessionEndedError, localizedName, useLanguage, useNotify } from '@dukkan/shared';
import { FormField, ImagePicker, serverFieldErrors, useUnsavedChangesGuard } from '@dukkan/shared/kit';
import { Button, Input, MessageBar, MessageBarBody, Select, Spinner } from '@fluentui/react-components';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CATALOG_NS } from '../i18n';
import {
  productFormData,
  SERVER_CHECKED_FIELDS,
  validateProductForm,
  type ProductFormField,
  type ProductFormValues,
} from './product-form-rules';
import type { ProductFormProps } from './ProductForm.types';
import { useCreateProductMutation, useGetAllCategoriesQuery, useUpdateProductMutation, type CategoryOption } from './products-api';
import { useCatalogFormStyles } from '../common/useCatalogFormStyles.styles';
import { useProductFormStyles } from './useProductFormStyles.styles';

type TextField = Exclude<keyof ProductFormValues, 'file'>;

/** Categories grouped by their shop, so two shops' 'Dairy' can be told apart; one group without shops. */
function groupByShop(categories: CategoryOption[], language: 'en' | 'ar') {
  const groups = new Map<string, CategoryOption[]>();
  for (const category of categories) {
    const shop = category.shop ? localizedName(category.shop, language) : '';
    groups.set(shop, [...(groups.get(shop) ?? []), category]);
  }
  return [...groups.entries()];
}

/** spec §2: each option shows the name and the Arabic name (the current language's first). */
function optionText(category: CategoryOption, language: 'en' | 'ar') {
  const other = language === 'ar' ? category.name : category.name_ar;
  const first = localizedName(category, language);
  return other && other !== first ? `${first} — ${other}` : first;
}

/**
 * The product form of spec §2 and §5 (create and edit): names, category, price, stock and image.
 * Messages show after the first submit and follow each edit; a save runs once however often the
 * button is pressed; leaving with changes asks first; success says so and goes to /products.
 */
export function ProductForm({ mode, productId, initialValues, existingImageUrl }: ProductFormProps) {
  const { t } = useTranslation(CATALOG_NS);
  const styles = useCatalogFormStyles();
  const own = useProductFormStyles();
  const language = useLanguage();
  const navigate = useNavigate();
  const notify = useNotify();
  const categories = useGetAllCategoriesQuery();
  const [createProduct, creation] = useCreateProductMutation();
  const [updateProduct, update] = useUpdateProductMutation();
  const saving = creation.isLoading || update.isLoading;

  const [values, setValues] = useState(initialValues);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<ProductFormField, string>>>({});
  const [focusRequest, setFocusRequest] = useState(0);
  // A ref, not state: a second click in the same tick must already see the save running.
  const savingRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const ruleErrors = useMemo(
    () => (submitted ? validateProductForm(values, { hasExistingImage: Boolean(existingImageUrl) }) : {}),
    [submitted, values, existingImageUrl],
  );
  const errorOf = (field: ProductFormField) => {
    const key = ruleErrors[field];
    return key ? t(key) : serverErrors[field];
  };

  const dirty =
    values.file !== null ||
    (['name', 'nameAr', 'categoryId', 'price', 'stock'] as const).some((field) => values[field] !== initialValues[field]);
  const guard = useUnsavedChangesGuard(dirty);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const categoriesError = categories.isError && !isSessionEndedError(categories.error)
    ? getErrorMessage(categories.error, t('products.form.categoriesFailed'))
    : undefined;
  useEffect(() => {
    if (categoriesError) notify.error(categoriesError);
    // Once per failure.
  }, [categories.error]);

  const setText = (field: TextField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (savingRef.current) return;
    setSubmitted(true);
    const errors = validateProductForm(values, { hasExistingImage: Boolean(existingImageUrl) });
    if (Object.keys(errors).length > 0) {
      setFocusRequest((n) => n + 1);
      return;
    }
    savingRef.current = true;
    const body = productFormData(values);
    try {
      if (mode === 'create') await createProduct(body).unwrap();
      else await updateProduct({ id: productId!, body }).unwrap();
      notify.success(t(mode === 'create' ? 'products.form.created' : 'products.form.updated'));
      guard.allowNavigation();
      navigate('/products');
    } catch (error) {
      savingRef.current = false;
      if (isSessionEndedError(error)) return;
      setServerErrors(serverFieldErrors(error, SERVER_CHECKED_FIELDS));
      notify.error(getErrorMessage(error, t(mode === 'create' ? 'products.form.createFailed' : 'products.form.updateFailed')));
    }
  };

  const options = groupByShop(categories.data ?? [], language);
  const categoryPlaceholder = categories.isLoading ? t('products.form.categoriesLoading') : t('products.form.categoryPlaceholder');

  const hasRuleErrors = Object.keys(ruleErrors).length > 0;

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={submit}
      aria-label={t(mode === 'create' ? 'products.form.createTitle' : 'products.form.editTitle')}
      aria-busy={saving || undefined}
    >
      {/* spec §5: a failed submit says so above the fields, until they are fixed. */}
      {hasRuleErrors ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t('products.form.fixErrors')}</MessageBarBody>
        </MessageBar>
      ) : null}

      {/*
        Render functions, not bare children: FormField comes from the '@dukkan/shared' singleton,
        whose Fluent Field context is not the one this remote's Input and Select read, so in the
        composed app only the props handed over here link label, message and control.
      */}
      <div className={styles.section}>
        <FormField label={t('products.form.name')} required error={errorOf('name')}>
          {(field) => (
            <Input {...field} value={values.name} onChange={(_e, data) => setText('name')(data.value)} disabled={saving} />
          )}
        </FormField>
        {/* spec §5: labelled required, not enforced. */}
        <FormField label={t('products.form.nameAr')} required>
          {(field) => (
            <Input
              {...field}
              value={values.nameAr}
              onChange={(_e, data) => setText('nameAr')(data.value)}
              dir="rtl"
              lang="ar"
              disabled={saving}
            />
          )}
        </FormField>
        <FormField
          className={own.shrinkable}
          label={t('products.form.category')}
          required
          error={errorOf('categoryId') ?? categoriesError}
        >
          {(field) => (
            <Select
              {...field}
              className={own.shrinkable}
              value={values.categoryId}
              onChange={(_e, data) => setText('categoryId')(data.value)}
              disabled={saving}
            >
              <option value="">{categoryPlaceholder}</option>
              {options.map(([shop, group]) =>
                shop ? (
                  <optgroup key={shop} label={shop}>
                    {group.map((category) => (
                      <option key={category.id} value={String(category.id)}>
                        {optionText(category, language)}
                      </option>
                    ))}
                  </optgroup>
                ) : (
                  group.map((category) => (
                    <option key={category.id} value={String(category.id)}>
                      {optionText(category, language)}
                    </option>
                  ))
                ),
              )}
            </Select>
          )}
        </FormField>
        <FormField label={t('products.form.price')} required error={errorOf('price')}>
          {(field) => (
            <Input
              {...field}
              value={values.price}
              onChange={(_e, data) => setText('price')(data.value)}
              inputMode="decimal"
              dir="ltr"
              placeholder="0.000"
              disabled={saving}
            />
          )}
        </FormField>
        <FormField label={t('products.form.stock')} required error={errorOf('stock')}>
          {(field) => (
            <Input
              {...field}
              value={values.stock}
              onChange={(_e, data) => setText('stock')(data.value)}
              inputMode="numeric"
              dir="ltr"
              placeholder="0"
              disabled={saving}
            />
          )}
        </FormField>
        <div className={styles.wide}>
          <ImagePicker
            label={t('products.form.image')}
            required
            value={values.file}
            existingUrl={existingImageUrl}
            error={errorOf('image')}
            disabled={saving}
            onChange={(file) => {
              setValues((current) => ({ ...current, file }));
              setServerErrors((current) => ({ ...current, image: undefined }));
            }}
          />
        </div>
      </div>

      <div className={styles.actions}>
        <Button appearance="secondary" disabled={saving} onClick={() => navigate('/products')}>
          {t('actions.cancel', { ns: 'common' })}
        </Button>
        <Button appearance="primary" type="submit" disabled={saving} icon={saving ? <Spinner size="tiny" /> : undefined}>
          {saving ? t('products.form.saving') : t(mode === 'create' ? 'products.form.create' : 'products.form.update')}
        </Button>
      </div>
      {guard.dialog}
    </form>
  );
}
