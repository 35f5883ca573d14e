import type { FieldErrors } from '../../http/errors';
import { parseId, type FormMode } from '../../http/form-fields';
import type { CATEGORY_FORM_FIELDS } from './categories-schemas';

export const MAX_CATEGORY_NAME_LENGTH = 100;

export interface CategoryValues {
  name: string;
  nameAr: string;
  shopId: number;
}

export const SELECT_A_SHOP = 'Please select a shop';

/**
 * spec §5 "Category form": name, shop and image are enforced on submit, with these messages; the
 * Arabic name is not ('Category name in Arabic is required' shows only while editing the field).
 */
export function categoryFormRules(
  fields: Partial<Record<(typeof CATEGORY_FORM_FIELDS)[number], string>>,
  mode: FormMode,
  image: { sent: boolean; existing: boolean },
): { errors: FieldErrors; values: Partial<CategoryValues> } {
  const errors: FieldErrors = {};
  const values: Partial<CategoryValues> = {};
  const checks = (field: keyof typeof fields, required: boolean) => fields[field] !== undefined || (required && mode !== 'patch');

  if (checks('name', true)) {
    const name = (fields.name ?? '').trim();
    if (!name) errors.name = 'Category name is required';
    else if (name.length > MAX_CATEGORY_NAME_LENGTH) errors.name = `Category name must be at most ${MAX_CATEGORY_NAME_LENGTH} characters`;
    else values.name = name;
  }
  if (checks('name_ar', false)) {
    const nameAr = (fields.name_ar ?? '').trim();
    if (nameAr.length > MAX_CATEGORY_NAME_LENGTH) errors.name_ar = `Arabic name must be at most ${MAX_CATEGORY_NAME_LENGTH} characters`;
    else values.nameAr = nameAr;
  }
  if (checks('shopId', true)) {
    const shopId = parseId(fields.shopId);
    if (shopId === null) errors.shopId = SELECT_A_SHOP;
    else values.shopId = shopId;
  }
  if (!image.sent && (mode === 'create' || (mode === 'replace' && !image.existing))) errors.image = 'Category image is required';
  return { errors, values };
}
