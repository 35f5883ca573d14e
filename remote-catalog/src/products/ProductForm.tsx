import { LtrText, toLatinDigits } from '@dukkan/shared';
import { Controller, FormInput, FormSelect } from '@dukkan/shared/kit';
import { Button, mergeClasses, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { CatalogForm, CatalogImageField } from '../common/CatalogForm/CatalogForm';
import { useCatalogForm } from '../common/CatalogForm/use-catalog-form';
import { useCatalogFormStyles } from '../common/useCatalogFormStyles.styles';
import { PRODUCT_FORM_FIELDS, productFormValues, STOCK_REASONS, toProductSave, validateProductForm } from './product-form-rules';
import type { ProductFormProps } from './ProductForm.types';
import { CATALOG_NS } from './products-i18n';
import { CategoryPicker } from '../common/pickers/CategoryPicker';
import { useCreateProductMutation, useUpdateProductMutation } from './products-api';
import { useProductFormStyles } from './useProductFormStyles.styles';

/**
 * The product form of spec §2 and §5 (create and edit): names, category, price, stock and image.
 * Messages show after the first submit and follow each edit; a save runs once however often the
 * button is pressed; leaving with changes asks first; success says so and goes to /products.
 */
export function ProductForm({ product, categoryId }: ProductFormProps) {
  const { t } = useTranslation(CATALOG_NS);
  const styles = useCatalogFormStyles();
  const own = useProductFormStyles();
  const [createProduct] = useCreateProductMutation();
  const [updateProduct] = useUpdateProductMutation();

  const catalogForm = useCatalogForm({
    feature: 'products',
    entity: product,
    values: productFormValues(product, categoryId),
    validate: validateProductForm,
    serverFields: PRODUCT_FORM_FIELDS,
    toSave: toProductSave,
    create: (body) => createProduct(body).unwrap(),
    update: (id, body) => updateProduct({ id, product: body }).unwrap(),
  });
  const { form, errorOf, saving } = catalogForm;
  const { control } = form;
  const stockMode = form.watch('stockMode');
  const adjustment = form.watch('stockAdjustment').trim();
  const adjustedTotal = /^[+-]?\d{1,10}$/.test(adjustment) ? Number(form.watch('stock')) + Number(adjustment) : null;
  // A figure reads left to right, and Arabic keyboards type ١٫٢٥٠: kept as 1.250 (decisions/search.md).
  const figure = (name: 'price' | 'stock' | 'stockAdjustment') =>
    ({ control, name, error: errorOf(name), parse: toLatinDigits, dir: 'ltr', disabled: saving }) as const;

  return (
    <CatalogForm form={catalogForm} busyWhileSaving>
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
        <FormInput {...figure('price')} label={t('products.form.price')} required inputMode="decimal" placeholder="0.000" />
        {product && stockMode === 'adjust' ? (
          // decisions/availability.md: editing adjusts the stock by an amount with a reason (the ledger records it).
          <div className={mergeClasses(styles.wide, own.stock)}>
            <Text>
              {t('products.form.stockNow', { count: Number(form.watch('stock')) })}
              {adjustedTotal !== null ? <LtrText> → {adjustedTotal}</LtrText> : null}
            </Text>
            <div className={own.stockFields}>
              <FormInput {...figure('stockAdjustment')} label={t('products.form.adjustBy')} inputMode="numeric" placeholder="+12 / -3" />
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
          <FormInput {...figure('stock')} label={t('products.form.stock')} required inputMode="numeric" placeholder="0" />
        )}
        {/* spec §5: required unless the stored one is kept, so an edit's marker says no more than the rule. */}
        <CatalogImageField form={catalogForm} />
      </div>
    </CatalogForm>
  );
}
