import { everyMember, KWD_AMOUNT_PATTERN } from '@dukkan/shared';
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
  /** decisions/grocery-products.md: sold by the piece, or by weight with `price` per kg. */
  unit: ProductUnit;
  /** By weight: what a customer's quantity goes up by, in kg ('0.250'); '' when by the piece. */
  weightStep: string;
  /** By weight: what one item weighs, about, in kg; '' when by the piece. */
  estimatedWeight: string;
  /** Both optional, each unique within the shop (the API answers 409 for a taken one); '' clears it. */
  sku: string;
  barcode: string;
}

/** How a product is sold (the API's `unit`): by the piece, or by weight with the price per kg. */
export type ProductUnit = NonNullable<Product['unit']>;
export const PRODUCT_UNITS = everyMember<ProductUnit>()(['piece', 'weight']);

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
  | 'imageRequired'
  | 'unitInvalid'
  | 'weightStepInvalid'
  | 'estimatedWeightInvalid'
  | 'skuInvalid'
  | 'barcodeLength'
  | 'barcodeCheckDigit';

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
  unit: 'piece',
  weightStep: '',
  estimatedWeight: '',
  sku: '',
  barcode: '',
};
// A signed whole number of items: +12 received, -3 damaged.
const ADJUSTMENT_PATTERN = /^[+-]?\d{1,10}$/;

// A price is KWD with up to 3 decimals (1 KWD = 1000 fils) and at most 999,999,999.999, what the API stores exactly:
// KWD_AMOUNT_PATTERN.
// The same amount with more decimals than a fils has: the API's own 'at most 3 decimals'.
const TOO_PRECISE_PRICE = /^\d{1,9}\.\d{4,}$/;
// A whole number of items that fits the API's integer column.
const STOCK_PATTERN = /^\d{1,10}$/;
const MAX_STOCK = 2147483647;

// decisions/grocery-products.md, the API's ranges: kg with up to 3 decimals (grams), a step of 0.001 to 10 and an item of 0.001 to 50.
const KG_PATTERN = /^\d{1,2}(\.\d{1,3})?$/;
const WEIGHT_STEP_KG = { min: 0.001, max: 10 };
const ESTIMATED_WEIGHT_KG = { min: 0.001, max: 50 };
const inKgRange = (kg: string, range: { min: number; max: number }) => KG_PATTERN.test(kg) && Number(kg) >= range.min && Number(kg) <= range.max;
const SKU_PATTERN = /^[A-Za-z0-9._/-]{1,64}$/;
// GTIN-8, UPC-A (12), EAN-13 and GTIN-14: what a shelf's scanner reads.
const BARCODE_PATTERN = /^(\d{8}|\d{12,14})$/;

/**
 * The GS1 check digit (the last digit of a GTIN-8/12/13/14): from the right, the other digits
 * weighted 3, 1, 3…; their sum plus the check digit is a multiple of 10. A mistyped digit fails it.
 */
export function hasValidCheckDigit(barcode: string): boolean {
  if (!/^\d{2,}$/.test(barcode)) return false;
  const digits = [...barcode].map(Number);
  const check = digits.pop() as number;
  const sum = digits.reverse().reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (sum + check) % 10 === 0;
}

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
  else if (!KWD_AMOUNT_PATTERN.test(price) || Number(price) <= 0) errors.price = 'priceInvalid';

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

  // decisions/grocery-products.md, as the API checks them: by weight (the price then per kg), a step and an item's estimated weight.
  if (!PRODUCT_UNITS.includes(values.unit)) errors.unit = 'unitInvalid';
  else if (values.unit === 'weight') {
    if (!inKgRange(values.weightStep.trim(), WEIGHT_STEP_KG)) errors.weightStep = 'weightStepInvalid';
    if (!inKgRange(values.estimatedWeight.trim(), ESTIMATED_WEIGHT_KG)) errors.estimatedWeight = 'estimatedWeightInvalid';
  }
  const sku = values.sku.trim();
  if (sku && !SKU_PATTERN.test(sku)) errors.sku = 'skuInvalid';
  const barcode = values.barcode.trim();
  if (barcode && !BARCODE_PATTERN.test(barcode)) errors.barcode = 'barcodeLength';
  else if (barcode && !hasValidCheckDigit(barcode)) errors.barcode = 'barcodeCheckDigit';

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
    // An answer without a unit (an older server) is a product sold by the piece.
    unit: product.unit === 'weight' ? 'weight' : 'piece',
    weightStep: text(product.weightStep),
    estimatedWeight: text(product.estimatedWeight),
    sku: product.sku ?? '',
    barcode: product.barcode ?? '',
  };
}

/** What the form sends (spec §7 POST products, PUT products/{id}): the fields trimmed, as typed. */
export function toProductSave(values: ProductFormValues, file: File | null): ProductSave {
  // decisions/grocery-products.md: a product by the piece sends no weights (the API keeps none for it); an empty SKU or barcode clears it.
  const unit =
    values.unit === 'weight'
      ? { unit: values.unit, weightStep: values.weightStep.trim(), estimatedWeight: values.estimatedWeight.trim() }
      : { unit: values.unit };
  const common = {
    name: values.name.trim(),
    name_ar: values.name_ar.trim(),
    categoryId: values.categoryId,
    price: values.price.trim(),
    ...unit,
    sku: values.sku.trim(),
    barcode: values.barcode.trim(),
    file,
  };
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
export const PRODUCT_FORM_FIELDS: readonly ProductFormField[] = [
  'name',
  'name_ar',
  'categoryId',
  'unit',
  'price',
  'weightStep',
  'estimatedWeight',
  'stock',
  'stockAdjustment',
  'stockReason',
  'stockNote',
  'sku',
  'barcode',
  'image',
];
