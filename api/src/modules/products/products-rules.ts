import type { FieldErrors } from '../../http/errors';
import { PRODUCT_STATUSES, PRODUCT_UNITS, type ProductStatus, type ProductUnit, type StockReason } from '../../db/schema';
import { parseId, type FormMode } from '../../http/form-fields';
import { latinDigits } from '../../kuwait/search-text';
import type { ProductStatusBody } from './products-schemas';
import type { PRODUCT_FORM_FIELDS } from './products-schemas';

export const MAX_PRODUCT_NAME_LENGTH = 150;

/** Why staff change stock by hand (decisions/availability.md); orders, returns and imports write their own reasons. */
export const STAFF_STOCK_REASONS = ['received', 'returned', 'damaged', 'correction'] as const satisfies readonly StockReason[];
const MAX_STOCK_NOTE_LENGTH = 200;

export interface ProductValues {
  name: string;
  nameAr: string;
  categoryId: number;
  /** An exact decimal string for numeric(12,3): never a float. */
  price: string;
  stock: number;
  /** decisions/availability.md, editing: add this to the stock instead of setting a total (orders taken meanwhile still count). */
  stockAdjustment?: number;
  /** Why the stock changes (the ledger's reason); a new product's stock is 'received', a set total a 'correction'. */
  stockReason?: StockReason;
  stockNote?: string | null;
  /** decisions/grocery-products.md: by weight, `price` is the price per kg. */
  unit: ProductUnit;
  /** kg as exact decimal strings, like the price; both set by weight, both null by the piece. */
  weightStep: string | null;
  estimatedWeight: string | null;
  sku: string | null;
  barcode: string | null;
}

/** How a product is sold: its unit and, by weight, its step and an item's weight (kg). */
export type UnitValues = Pick<ProductValues, 'unit' | 'weightStep' | 'estimatedWeight'>;

/** The messages of the grocery fields (decisions/grocery-products.md), shared by the form, the import and the barcode lookup. */
export const GROCERY_MESSAGES = {
  unit: 'Choose piece or weight',
  weightStep: 'Enter the weight step in kg (0.001 to 10)',
  estimatedWeight: 'Enter the estimated weight in kg (0.001 to 50)',
  sku: 'SKU: up to 64 letters, digits, - _ . /',
  barcodeLength: 'The barcode must be 8, 12, 13 or 14 digits',
  barcodeCheckDigit: 'The barcode check digit is wrong',
} as const;

/** The most kg a weight step and an item's estimated weight may be (numeric(6,3), checked by migration 0023). */
const MAX_KG = { weightStep: 10, estimatedWeight: 50 } as const;
/** kg to the gram: at most 3 decimals, read on the text like the price. */
const KG_PATTERN = /^(\d{1,2})(?:\.(\d{1,3}))?$/;
const SKU_PATTERN = /^[A-Za-z0-9._/-]{1,64}$/;
/** GTIN-8, GTIN-12 (UPC-A), GTIN-13 (EAN-13) and GTIN-14. */
const GTIN_LENGTHS = [8, 12, 13, 14];

/** KWD with up to 3 decimals (fils), at most 999,999,999.999: numeric(12,3) holds it exactly. */
const PRICE_PATTERN = /^(\d{1,9})(?:\.(\d{1,3}))?$/;
const MAX_STOCK = 2147483647;
/** A fils-sized price written with more decimals than a fils has: said as such, not 'Enter a valid price'. */
const TOO_PRECISE_PRICE = /^\d{1,9}\.\d{4,}$/;

/**
 * The price as an exact decimal string, or null when it is not a positive amount of at most three
 * decimals. Checked on the text itself: parsing to a float and rounding could change the amount.
 */
export function parsePrice(raw: string): string | null {
  const match = PRICE_PATTERN.exec(raw.trim());
  if (!match) return null;
  const whole = match[1].replace(/^0+(?=\d)/, '');
  const fils = (match[2] ?? '').replace(/0+$/, '');
  if (/^0+$/.test(whole) && fils === '') return null; // spec §5: greater than 0
  return fils ? `${whole}.${fils}` : whole;
}

export function parseStock(raw: string): number | null {
  const value = raw.trim();
  if (!/^\d{1,10}$/.test(value)) return null;
  const stock = Number(value);
  return stock <= MAX_STOCK ? stock : null;
}

/** kg as an exact decimal string, or null when it is not 0.001 to `max` with at most three decimals. */
export function parseKg(raw: string, max: number): string | null {
  const match = KG_PATTERN.exec(latinDigits(raw).trim());
  if (!match) return null;
  const whole = match[1].replace(/^0(?=\d)/, '');
  const grams = (match[2] ?? '').replace(/0+$/, '');
  const kg = grams ? `${whole}.${grams}` : whole;
  return Number(kg) > 0 && Number(kg) <= max ? kg : null;
}

/** A barcode as typed or scanned: Arabic-Indic digits read as digits, the spaces printed between its groups dropped. */
export const normaliseBarcode = (raw: string) => latinDigits(raw).replace(/\s+/g, '');

/** The GS1 check digit of a GTIN's other digits: from the right, weighted 3, 1, 3…; with it, the sum is a multiple of 10. */
export function gs1CheckDigit(body: string): number {
  const sum = [...body].reverse().reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10;
}

/** Whether the last digit of a GTIN is its check digit: one mistyped digit fails it. */
export const hasGs1CheckDigit = (code: string) => gs1CheckDigit(code.slice(0, -1)) === Number(code.slice(-1));

/** Why `code` (normalised) is not a GTIN, or null when it is one. */
export function barcodeError(code: string): string | null {
  if (!/^\d+$/.test(code) || !GTIN_LENGTHS.includes(code.length)) return GROCERY_MESSAGES.barcodeLength;
  return hasGs1CheckDigit(code) ? null : GROCERY_MESSAGES.barcodeCheckDigit;
}

/**
 * The unit's three fields as they will be stored, from those sent and the product as it is
 * (`current`; null for a new one): by the piece, no step or item weight (any sent are dropped);
 * by weight, both, sent or kept. One rule for the form, the PATCH of one field and the import.
 */
export function settleUnit(sent: Partial<UnitValues>, current: UnitValues | null): { errors: FieldErrors; values: UnitValues } {
  const unit = sent.unit ?? current?.unit ?? 'piece';
  if (unit === 'piece') return { errors: {}, values: { unit, weightStep: null, estimatedWeight: null } };
  const weightStep = sent.weightStep !== undefined ? sent.weightStep : (current?.weightStep ?? null);
  const estimatedWeight = sent.estimatedWeight !== undefined ? sent.estimatedWeight : (current?.estimatedWeight ?? null);
  const errors: FieldErrors = {};
  if (weightStep === null) errors.weightStep = GROCERY_MESSAGES.weightStep;
  if (estimatedWeight === null) errors.estimatedWeight = GROCERY_MESSAGES.estimatedWeight;
  return { errors, values: { unit, weightStep, estimatedWeight } };
}

/**
 * decisions/grocery-products.md: the unit, weights, SKU and barcode as sent (each only when sent;
 * an empty SKU, barcode or weight clears it). A new product's unit is settled here; an edit's with
 * the product as it is, by the repository.
 */
function groceryRules(fields: Partial<Record<(typeof PRODUCT_FORM_FIELDS)[number], string>>, mode: FormMode): { errors: FieldErrors; values: Partial<ProductValues> } {
  const errors: FieldErrors = {};
  const values: Partial<ProductValues> = {};
  if (fields.unit !== undefined) {
    const unit = fields.unit.trim().toLowerCase();
    if ((PRODUCT_UNITS as readonly string[]).includes(unit)) values.unit = unit as ProductUnit;
    else errors.unit = GROCERY_MESSAGES.unit;
  }
  for (const field of ['weightStep', 'estimatedWeight'] as const) {
    const raw = fields[field]?.trim();
    if (raw === undefined) continue;
    const kg = raw === '' ? null : parseKg(raw, MAX_KG[field]);
    if (raw !== '' && kg === null) errors[field] = GROCERY_MESSAGES[field];
    else values[field] = kg;
  }
  if (mode === 'create' && !errors.unit) {
    const settled = settleUnit(values, null);
    for (const [field, message] of Object.entries(settled.errors)) errors[field] ??= message;
    Object.assign(values, settled.values);
  }
  if (fields.sku !== undefined) {
    const sku = fields.sku.trim();
    if (sku !== '' && !SKU_PATTERN.test(sku)) errors.sku = GROCERY_MESSAGES.sku;
    else values.sku = sku || null;
  }
  if (fields.barcode !== undefined) {
    const barcode = normaliseBarcode(fields.barcode);
    const error = barcode === '' ? null : barcodeError(barcode);
    if (error) errors.barcode = error;
    else values.barcode = barcode || null;
  }
  return { errors, values };
}

/** spec §5 "Product form", with the panel's messages word for word (stock may be 0). */
export function productFormRules(
  fields: Partial<Record<(typeof PRODUCT_FORM_FIELDS)[number], string>>,
  mode: FormMode,
  image: { sent: boolean; existing: boolean },
): { errors: FieldErrors; values: Partial<ProductValues> } {
  const errors: FieldErrors = {};
  const values: Partial<ProductValues> = {};
  const checks = (field: keyof typeof fields, required: boolean) => fields[field] !== undefined || (required && mode !== 'patch');

  if (checks('name', true)) {
    const name = (fields.name ?? '').trim();
    if (!name) errors.name = 'Product name is required';
    else if (name.length > MAX_PRODUCT_NAME_LENGTH) errors.name = `Product name must be at most ${MAX_PRODUCT_NAME_LENGTH} characters`;
    else values.name = name;
  }
  // spec §5: the Arabic name is labelled required but not enforced.
  if (checks('name_ar', false)) {
    const nameAr = (fields.name_ar ?? '').trim();
    if (nameAr.length > MAX_PRODUCT_NAME_LENGTH) errors.name_ar = `Arabic name must be at most ${MAX_PRODUCT_NAME_LENGTH} characters`;
    else values.nameAr = nameAr;
  }
  if (checks('categoryId', true)) {
    const categoryId = parseId(fields.categoryId);
    if (categoryId === null) errors.categoryId = 'Category is required';
    else values.categoryId = categoryId;
  }
  if (checks('price', true)) {
    const raw = (fields.price ?? '').trim();
    const price = parsePrice(raw);
    if (!raw) errors.price = 'Price is required';
    else if (price === null) errors.price = TOO_PRECISE_PRICE.test(raw) && Number(raw) > 0 ? 'Price can have at most 3 decimals' : 'Enter a valid price';
    else values.price = price;
  }
  const adjustment = (fields.stockAdjustment ?? '').trim();
  if (adjustment && mode !== 'create') {
    // decisions/availability.md: "adjust by" replaces the total; the spec's stock field is then not required.
    if (!/^[+-]?\d{1,10}$/.test(adjustment) || Math.abs(Number(adjustment)) > MAX_STOCK || Number(adjustment) === 0) {
      errors.stockAdjustment = 'Enter a whole number, e.g. 5 or -3';
    } else values.stockAdjustment = Number(adjustment);
    if (fields.stock !== undefined && fields.stock.trim() !== '') errors.stock = 'Set a new total or adjust by an amount, not both';
  }
  if (fields.stockReason !== undefined || values.stockAdjustment !== undefined) {
    const reason = (fields.stockReason ?? '').trim();
    if (!(STAFF_STOCK_REASONS as readonly string[]).includes(reason)) errors.stockReason = 'Choose a reason';
    else values.stockReason = reason as StockReason;
  }
  if (fields.stockNote !== undefined) {
    const note = fields.stockNote.trim();
    if (note.length > MAX_STOCK_NOTE_LENGTH) errors.stockNote = `A note can be at most ${MAX_STOCK_NOTE_LENGTH} characters`;
    else values.stockNote = note || null;
  }
  if (checks('stock', values.stockAdjustment === undefined && !errors.stockAdjustment)) {
    const raw = (fields.stock ?? '').trim();
    const stock = parseStock(raw);
    if (!raw) errors.stock = 'Stock is required';
    else if (stock === null) errors.stock = 'Enter a valid stock quantity';
    else values.stock = stock;
  }
  const grocery = groceryRules(fields, mode);
  Object.assign(errors, grocery.errors);
  Object.assign(values, grocery.values);
  if (!image.sent && (mode === 'create' || (mode === 'replace' && !image.existing))) errors.image = 'Product image is required';
  return { errors, values };
}

/** spec §4 "Product status": the toggle switches between active and inactive. */
export function productStatusRules(input: ProductStatusBody): { errors: FieldErrors; status: ProductStatus | null } {
  const status = (input.status ?? '').trim().toLowerCase();
  if (!status) return { errors: { status: 'Status is required' }, status: null };
  if (!(PRODUCT_STATUSES as readonly string[]).includes(status)) {
    return { errors: { status: 'Status must be active or inactive' }, status: null };
  }
  return { errors: {}, status: status as ProductStatus };
}
