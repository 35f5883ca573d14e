import { LtrText, toLatinDigits } from '@dukkan/shared';
import { Controller, FormField, FormInput, FormSelect } from '@dukkan/shared/kit';
import { Button, mergeClasses, Radio, RadioGroup, Text } from '@fluentui/react-components';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogForm, CatalogImageField } from '../common/CatalogForm/CatalogForm';
import { useCatalogForm } from '../common/CatalogForm/use-catalog-form';
import { useCatalogFormStyles } from '../common/useCatalogFormStyles.styles';
import { PRODUCT_FORM_FIELDS, PRODUCT_UNITS, productFormValues, STOCK_REASONS, toProductSave, validateProductForm, type ProductUnit } from './product-form-rules';
import { productMessage } from './product-messages';
import type { ProductFormProps } from './ProductForm.types';
import { CATALOG_NS } from './products-i18n';
import { CategoryPicker } from '../common/pickers/CategoryPicker';
import { useCreateProductMutation, useUpdateProductMutation } from './products-api';
import { useProductFormStyles } from './useProductFormStyles.styles';

// A barcode as typed: Arabic-Indic digits as digits, the spaces printed between its groups dropped (as the API reads it).
const barcodeDigits = (typed: string) => toLatinDigits(typed).replace(/\s+/g, '');

/**
 * A barcode scanner types the digits and Enter: Enter goes on to the next field, as the scanner
 * means it to, rather than submitting a half-filled form.
 */
function focusNextField(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  event.preventDefault();
  const fields = [...(event.currentTarget.form?.elements ?? [])].filter(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && !(element instanceof HTMLFieldSetElement) && element.tabIndex >= 0 && !element.matches(':disabled'),
  );
  fields[fields.indexOf(event.currentTarget) + 1]?.focus();
}

/**
 * The product form of spec §2 and §5 (create and edit): names, category, price, stock and image;
 * with decisions/grocery-products.md, how it is sold (by piece, or by weight with the price per kg,
 * a step and an item's estimated weight), its SKU and its barcode.
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
  const { form, saving } = catalogForm;
  const { control } = form;
  // A server's message under its field in the reader's language (decisions/grocery-products.md: a taken SKU or barcode's 409).
  const errorOf = (field: Parameters<typeof catalogForm.errorOf>[0]) => {
    const message = catalogForm.errorOf(field);
    return message && productMessage(t, message);
  };
  const byWeight = form.watch('unit') === 'weight';
  const chooseUnit = (unit: ProductUnit) => {
    form.setValue('unit', unit, { shouldDirty: true });
    // Back to the piece: no step or item weight is kept (nor their messages).
    if (unit === 'piece') {
      for (const name of ['weightStep', 'estimatedWeight'] as const) form.setValue(name, '', { shouldDirty: true });
      form.clearErrors(['weightStep', 'estimatedWeight']);
    }
  };
  const stockMode = form.watch('stockMode');
  const adjustment = form.watch('stockAdjustment').trim();
  const adjustedTotal = /^[+-]?\d{1,10}$/.test(adjustment) ? Number(form.watch('stock')) + Number(adjustment) : null;
  // A figure reads left to right, and Arabic keyboards type ١٫٢٥٠: kept as 1.250 (decisions/search.md).
  const figure = (name: 'price' | 'stock' | 'stockAdjustment' | 'weightStep' | 'estimatedWeight' | 'barcode') =>
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
        <Controller
          name="unit"
          control={control}
          render={({ field }) => (
            <FormField label={t('products.form.unit')} error={errorOf('unit')} className={styles.wide}>
              <RadioGroup layout="horizontal" value={field.value} disabled={saving} onChange={(_event, data) => chooseUnit(data.value as ProductUnit)}>
                {PRODUCT_UNITS.map((unit) => (
                  <Radio key={unit} value={unit} label={t(unit === 'weight' ? 'products.form.byWeight' : 'products.form.byPiece')} />
                ))}
              </RadioGroup>
            </FormField>
          )}
        />
        {/* decisions/grocery-products.md: by weight, the price is per kg (the spec's label stays for the piece). */}
        <FormInput
          {...figure('price')}
          label={t(byWeight ? 'products.form.pricePerKg' : 'products.form.price')}
          required
          inputMode="decimal"
          placeholder="0.000"
        />
        {byWeight ? (
          <>
            <FormInput {...figure('weightStep')} label={t('products.form.weightStep')} required inputMode="decimal" placeholder="0.250" />
            <FormInput {...figure('estimatedWeight')} label={t('products.form.estimatedWeight')} required inputMode="decimal" placeholder="0.000" />
          </>
        ) : null}
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
        <FormInput control={control} name="sku" label={t('products.form.sku')} error={errorOf('sku')} dir="ltr" maxLength={64} autoComplete="off" disabled={saving} />
        <FormInput
          {...figure('barcode')}
          parse={barcodeDigits}
          label={t('products.form.barcode')}
          inputMode="numeric"
          autoComplete="off"
          onKeyDown={focusNextField}
        />
        {/* spec §5: required unless the stored one is kept, so an edit's marker says no more than the rule. */}
        <CatalogImageField form={catalogForm} />
      </div>
    </CatalogForm>
  );
}
