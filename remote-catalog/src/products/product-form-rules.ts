import { toCatalogFormData } from '../common/multipart';

/** What the product form holds (spec §2 /products/add and /products/edit/{id}); numbers as typed. */
export interface ProductFormValues {
  name: string;
  nameAr: string;
  /** The chosen category's id as the select gives it; '' until one is chosen. */
  categoryId: string;
  price: string;
  stock: string;
  /** A newly chosen image; null keeps the existing one (edit) or is none yet (create). */
  file: File | null;
}

export type ProductFormField = 'name' | 'categoryId' | 'price' | 'stock' | 'image';

/** Catalogue keys (namespace 'catalog') of the field messages, so the rules stay free of i18n. */
export type ProductFormErrors = Partial<Record<ProductFormField, string>>;

export const PRODUCT_FORM_MESSAGES = {
  nameRequired: 'products.form.errors.nameRequired',
  categoryRequired: 'products.form.errors.categoryRequired',
  priceRequired: 'products.form.errors.priceRequired',
  priceInvalid: 'products.form.errors.priceInvalid',
  stockRequired: 'products.form.errors.stockRequired',
  stockInvalid: 'products.form.errors.stockInvalid',
  imageRequired: 'products.form.errors.imageRequired',
} as const;

// KWD with up to 3 decimals (1 KWD = 1000 fils) and at most 999,999,999.999: what the API stores exactly.
const PRICE_PATTERN = /^\d{1,9}(\.\d{1,3})?$/;
// A whole number of items that fits the API's integer column.
const STOCK_PATTERN = /^\d{1,10}$/;
const MAX_STOCK = 2147483647;

/**
 * spec §5 "Product form": values → { field: catalogue key }. An empty result means the form may be
 * sent. The Arabic name is labelled required but not enforced (spec §5).
 */
export function validateProductForm(
  values: ProductFormValues,
  options: { hasExistingImage: boolean },
): ProductFormErrors {
  const errors: ProductFormErrors = {};
  if (!values.name.trim()) errors.name = PRODUCT_FORM_MESSAGES.nameRequired;
  if (!values.categoryId) errors.categoryId = PRODUCT_FORM_MESSAGES.categoryRequired;

  const price = values.price.trim();
  if (!price) errors.price = PRODUCT_FORM_MESSAGES.priceRequired;
  // spec §5: a number greater than 0.
  else if (!PRICE_PATTERN.test(price) || Number(price) <= 0) errors.price = PRODUCT_FORM_MESSAGES.priceInvalid;

  const stock = values.stock.trim();
  if (!stock) errors.stock = PRODUCT_FORM_MESSAGES.stockRequired;
  // spec §5: a number of at least 0 (so 0 is fine), and a count of items is whole.
  else if (!STOCK_PATTERN.test(stock) || Number(stock) > MAX_STOCK) errors.stock = PRODUCT_FORM_MESSAGES.stockInvalid;

  // spec §5: an image on create, or the one the product already has on edit.
  if (!values.file && !options.hasExistingImage) errors.image = PRODUCT_FORM_MESSAGES.imageRequired;
  return errors;
}

/**
 * The multipart body of spec §7: name, name_ar, categoryId, price, stock, and the file only when a
 * new one was chosen (an edit without it keeps the image).
 */
export function productFormData(values: ProductFormValues): FormData {
  return toCatalogFormData(
    {
      name: values.name.trim(),
      name_ar: values.nameAr.trim(),
      categoryId: values.categoryId,
      price: values.price.trim(),
      stock: values.stock.trim(),
    },
    values.file,
  );
}

/** The fields whose messages in the API's 400 answers show under the form's fields. */
export const SERVER_CHECKED_FIELDS: readonly ProductFormField[] = ['name', 'categoryId', 'price', 'stock', 'image'];
