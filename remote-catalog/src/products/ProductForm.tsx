import { LtrText, pictureUrl, toLatinDigits, useNotify } from '@dukkan/shared';
import { Controller, FormActions, FormImagePicker, FormInput, FormSelect, useRulesForm } from '@dukkan/shared/kit';
import { Button, MessageBar, MessageBarBody, mergeClasses, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCatalogFormStyles } from '../common/useCatalogFormStyles.styles';
import {
  PRODUCT_FORM_FIELDS,
  productFormValues,
  STOCK_REASONS,
  toProductSave,
  validateProductForm,
  type ProductFormField,
  type ProductFormValues,
} from './product-form-rules';
import type { ProductFormProps } from './ProductForm.types';
import { CATALOG_NS } from './products-i18n';
import { CategoryPicker } from '../common/pickers/CategoryPicker';
import { useCreateProductMutation, useUpdateProductMutation } from './products-api';
import { useProductFormStyles } from './useProductFormStyles.styles';

/** The form's values: the rules' fields and the newly chosen picture (null keeps the stored one). */
type ProductFormState = ProductFormValues & { image: File | null };

/**
 * The product form of spec §2 and §5 (create and edit): names, category, price, stock and image.
 * Messages show after the first submit and follow each edit; a save runs once however often the
 * button is pressed; leaving with changes asks first; success says so and goes to /products.
 */
export function ProductForm({ product, categoryId }: ProductFormProps) {
  const { t } = useTranslation(CATALOG_NS);
  const styles = useCatalogFormStyles();
  const own = useProductFormStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const [createProduct] = useCreateProductMutation();
  const [updateProduct] = useUpdateProductMutation();
  const existingImage = pictureUrl(product, 'preview');

  const { form, formProps, errorOf, showFixErrors, saving, guardDialog } = useRulesForm<ProductFormState, ProductFormField>({
    defaultValues: { ...productFormValues(product, categoryId), image: null },
    rules: ({ image, ...values }) => validateProductForm(values, { chosen: image !== null, existing: Boolean(existingImage) }),
    ruleText: (key) => t(`products.rules.${key}`),
    serverFields: PRODUCT_FORM_FIELDS,
    save: ({ image, ...values }) => {
      const body = toProductSave(values, image);
      return product ? updateProduct({ id: product.id, product: body }).unwrap() : createProduct(body).unwrap();
    },
    onSaved: () => {
      notify.success(t(product ? 'products.form.updated' : 'products.form.created'));
      navigate('/products');
    },
    failureTexts: { failed: t(product ? 'products.form.updateFailed' : 'products.form.createFailed') },
    onFailure: notify.error,
  });
  const { control } = form;
  const stockMode = form.watch('stockMode');
  const adjustment = form.watch('stockAdjustment').trim();
  const adjustedTotal = /^[+-]?\d{1,10}$/.test(adjustment) ? Number(form.watch('stock')) + Number(adjustment) : null;

  return (
    <form
      {...formProps}
      className={styles.form}
      aria-label={t(product ? 'products.form.editTitle' : 'products.form.createTitle')}
      aria-busy={saving || undefined}
    >
      {/* spec §5: a failed submit says so above the fields, until they are fixed. */}
      {showFixErrors ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t('products.form.fixErrors')}</MessageBarBody>
        </MessageBar>
      ) : null}

      <div className={styles.section}>
        <FormInput control={control} name="name" label={t('products.form.name')} required error={errorOf('name')} disabled={saving} />
        {/* spec §5: labelled required, not enforced. */}
        <FormInput
          control={control}
          name="name_ar"
          label={t('products.form.nameAr')}
          required
          error={errorOf('name_ar')}
          dir="rtl"
          lang="ar"
          disabled={saving}
        />
        <Controller
          name="categoryId"
          control={control}
          render={({ field }) => (
            // Searched by name, each named with its shop: two shops' 'Vegetables' told apart.
            <CategoryPicker
              className={own.shrinkable}
              label={t('products.form.category')}
              required
              error={errorOf('categoryId')}
              placeholder={t('products.form.categoryPlaceholder')}
              failedText={t('products.form.categoriesFailed')}
              value={field.value}
              onChange={field.onChange}
              disabled={saving}
            />
          )}
        />
        <FormInput
          control={control}
          name="price"
          label={t('products.form.price')}
          required
          error={errorOf('price')}
          inputMode="decimal"
          // Arabic keyboards type ١٫٢٥٠: kept as 1.250 (decisions/search.md).
          parse={toLatinDigits}
          dir="ltr"
          placeholder="0.000"
          disabled={saving}
        />
        {product && stockMode === 'adjust' ? (
          // decisions/availability.md: editing adjusts the stock by an amount with a reason (the ledger records it).
          <div className={mergeClasses(styles.wide, own.stock)}>
            <Text>
              {t('products.form.stockNow', { count: Number(form.watch('stock')) })}
              {adjustedTotal !== null ? <LtrText> → {adjustedTotal}</LtrText> : null}
            </Text>
            <div className={own.stockFields}>
              <FormInput
                control={control}
                name="stockAdjustment"
                label={t('products.form.adjustBy')}
                error={errorOf('stockAdjustment')}
                inputMode="numeric"
                parse={toLatinDigits}
                dir="ltr"
                placeholder="+12 / -3"
                disabled={saving}
              />
              <FormSelect
                control={control}
                name="stockReason"
                label={t('products.form.stockReason')}
                placeholder={t('products.form.stockReasonPlaceholder')}
                options={STOCK_REASONS.map((reason) => ({ value: reason, label: t(`products.ledger.reasons.${reason}`) }))}
                error={errorOf('stockReason')}
                disabled={saving}
              />
              <FormInput control={control} name="stockNote" label={t('products.form.stockNote')} maxLength={200} error={errorOf('stockNote')} disabled={saving} />
            </div>
            <div>
              <Button appearance="transparent" size="small" disabled={saving} onClick={() => form.setValue('stockMode', 'total')}>
                {t('products.form.setTotal')}
              </Button>
            </div>
          </div>
        ) : (
          <FormInput
            control={control}
            name="stock"
            label={t('products.form.stock')}
            required
            error={errorOf('stock')}
            inputMode="numeric"
            parse={toLatinDigits}
            dir="ltr"
            placeholder="0"
            disabled={saving}
          />
        )}
        <div className={styles.wide}>
          <FormImagePicker
            control={control}
            name="image"
            label={t('products.form.image')}
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
        onCancel={() => navigate('/products')}
        submitLabel={t(product ? 'products.form.update' : 'products.form.create')}
        savingLabel={t('products.form.saving')}
      />
      {guardDialog}
    </form>
  );
}
