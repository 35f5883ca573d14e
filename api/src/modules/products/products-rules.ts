import type { FieldErrors } from '../../http/errors';
import { PRODUCT_STATUSES, type ProductStatus, type StockReason } from '../../db/schema';
import { parseId, type FormMode } from '../../http/form-fields';
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
}

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
