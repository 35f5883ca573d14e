import type { Product, ProductSave } from './products-api';

/** What the product form holds (spec §2 /products/add and /products/edit/{id}); numbers as typed. */
export interface ProductFormValues {
  name: string;
  name_ar: string;
  /** The chosen category's id as the select gives it; '' until one is chosen. */
  categoryId: string;
  price: string;
  stock: string;
  /**
   * decisions/availability.md, editing: 'adjust' adds `stockAdjustment` (±) to the stock as it is when saved, with a
   * reason for the ledger; 'total' sets the stock to `stock` (the spec's field). Creating: 'total'.
   */
  stockMode: 'adjust' | 'total';
  stockAdjustment: string;
  stockReason: string;
  stockNote: string;
}

/** Why staff change stock by hand (the API's list; orders, returns and imports write their own). */
export const STOCK_REASONS = ['received', 'returned', 'damaged', 'correction'] as const;

export type ProductFormField = keyof ProductFormValues | 'image';

/** The keys of `products.rules.*` in the catalogue (spec §5 'Product form', word for word in English). */
export type ProductRuleKey =
  | 'nameRequired'
  | 'categoryRequired'
  | 'priceRequired'
  | 'priceInvalid'
  | 'priceDecimals'
  | 'stockRequired'
  | 'stockInvalid'
  | 'adjustInvalid'
  | 'adjustBelowZero'
  | 'stockReasonRequired'
  | 'imageRequired';

export type ProductFormErrors = Partial<Record<ProductFormField, ProductRuleKey>>;

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  name_ar: '',
  categoryId: '',
  price: '',
  stock: '',
  stockMode: 'total',
  stockAdjustment: '',
  stockReason: '',
  stockNote: '',
};
// A signed whole number of items: +12 received, -3 damaged.
const ADJUSTMENT_PATTERN = /^[+-]?\d{1,10}$/;

// KWD with up to 3 decimals (1 KWD = 1000 fils) and at most 999,999,999.999: what the API stores exactly.
const PRICE_PATTERN = /^\d{1,9}(\.\d{1,3})?$/;
// The same amount with more decimals than a fils has: the API's own 'at most 3 decimals'.
const TOO_PRECISE_PRICE = /^\d{1,9}\.\d{4,}$/;
// A whole number of items that fits the API's integer column.
const STOCK_PATTERN = /^\d{1,10}$/;
const MAX_STOCK = 2147483647;

/**
 * spec §5 'Product form': name, category, price (a number greater than 0), stock (a whole number,
 * at least 0) and an image unless the product already has one. The Arabic name is labelled
 * required but not enforced.
 */
export function validateProductForm(values: ProductFormValues, image: { chosen: boolean; existing: boolean }): ProductFormErrors {
  const errors: ProductFormErrors = {};
  if (!values.name.trim()) errors.name = 'nameRequired';
  if (!values.categoryId) errors.categoryId = 'categoryRequired';

  const price = values.price.trim();
  if (!price) errors.price = 'priceRequired';
  else if (TOO_PRECISE_PRICE.test(price) && Number(price) > 0) errors.price = 'priceDecimals';
  else if (!PRICE_PATTERN.test(price) || Number(price) <= 0) errors.price = 'priceInvalid';

  if (values.stockMode === 'adjust') {
    // decisions/availability.md: an empty adjustment leaves the stock as it is; the stock field holds it as loaded.
    const adjustment = values.stockAdjustment.trim();
    if (adjustment) {
      if (!ADJUSTMENT_PATTERN.test(adjustment) || Number(adjustment) === 0) errors.stockAdjustment = 'adjustInvalid';
      else if (Number(values.stock) + Number(adjustment) < 0) errors.stockAdjustment = 'adjustBelowZero';
      if (!values.stockReason) errors.stockReason = 'stockReasonRequired';
    }
  } else {
    const stock = values.stock.trim();
    if (!stock) errors.stock = 'stockRequired';
    else if (!STOCK_PATTERN.test(stock) || Number(stock) > MAX_STOCK) errors.stock = 'stockInvalid';
  }

  if (!image.chosen && !image.existing) errors.image = 'imageRequired';
  return errors;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/**
 * The form's values for a loaded product, or the empty form (`/products/add?categoryId=N` starts
 * with that category chosen).
 */
export function productFormValues(product?: Product, presetCategoryId?: string): ProductFormValues {
  if (!product) return { ...EMPTY_PRODUCT_FORM, categoryId: presetCategoryId ?? '' };
  return {
    name: product.name ?? '',
    name_ar: product.name_ar ?? '',
    categoryId: text(product.category?.id ?? product.categoryId),
    price: text(product.price),
    stock: text(product.stock),
    // decisions/availability.md: editing adjusts the stock by an amount, with a reason, by default.
    stockMode: 'adjust',
    stockAdjustment: '',
    stockReason: '',
    stockNote: '',
  };
}

/** What the form sends (spec §7 POST products, PUT products/{id}): the fields trimmed, as typed. */
export function toProductSave(values: ProductFormValues, file: File | null): ProductSave {
  const common = { name: values.name.trim(), name_ar: values.name_ar.trim(), categoryId: values.categoryId, price: values.price.trim(), file };
  if (values.stockMode === 'total') {
    return { ...common, stock: values.stock.trim(), ...(values.stockReason ? { stockReason: values.stockReason, stockNote: values.stockNote.trim() || undefined } : {}) };
  }
  // decisions/availability.md: no total is sent (orders taken meanwhile count); the adjustment only when there is one.
  const adjustment = values.stockAdjustment.trim();
  return adjustment
    ? { ...common, stockAdjustment: String(Number(adjustment)), stockReason: values.stockReason, stockNote: values.stockNote.trim() || undefined }
    : common;
}

/** Every field of the form; a 400's messages for them show under the field. */
export const PRODUCT_FORM_FIELDS: readonly ProductFormField[] = ['name', 'name_ar', 'categoryId', 'price', 'stock', 'stockAdjustment', 'stockReason', 'stockNote', 'image'];
