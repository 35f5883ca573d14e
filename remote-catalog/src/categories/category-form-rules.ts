import type { Category, CategorySave } from './categories-api';

/** The category form as it is being edited; `shopId` as the select holds it ('' = none). */
export interface CategoryFormValues {
  name: string;
  name_ar: string;
  shopId: string;
}

export type CategoryFormField = keyof CategoryFormValues | 'image';

/** The keys of `categories.rules.*` in the catalogue (spec §5 'Category form', word for word in English). */
export type CategoryRuleKey = 'nameRequired' | 'nameArRequired' | 'shopRequired' | 'imageRequired';

export type CategoryFormErrors = Partial<Record<CategoryFormField, CategoryRuleKey>>;

export const EMPTY_CATEGORY_FORM: CategoryFormValues = { name: '', name_ar: '', shopId: '' };

/** spec §5 'Category form': submit enforces name, shop and image (an existing image counts). */
export function validateCategoryForm(values: CategoryFormValues, image: { chosen: boolean; existing: boolean }): CategoryFormErrors {
  const errors: CategoryFormErrors = {};
  if (!values.name.trim()) errors.name = 'nameRequired';
  if (!values.shopId) errors.shopId = 'shopRequired';
  if (!image.chosen && !image.existing) errors.image = 'imageRequired';
  return errors;
}

/**
 * spec §5: 'Category name in Arabic is required' shows when the Arabic name is edited to empty,
 * but submit does not enforce it.
 */
export function arabicNameHint(nameAr: string, edited: boolean): CategoryRuleKey | undefined {
  return edited && !nameAr.trim() ? 'nameArRequired' : undefined;
}

/** The form's values for a loaded category (or the empty form); the shop id as the select holds it. */
export function categoryFormValues(category?: Category): CategoryFormValues {
  if (!category) return EMPTY_CATEGORY_FORM;
  return {
    name: category.name ?? '',
    name_ar: category.name_ar ?? '',
    shopId: category.shopId ? String(category.shopId) : '',
  };
}

/** What the form sends (spec §7 POST/PUT categories): trimmed names, the shop id as a number. */
export function toCategorySave(values: CategoryFormValues, file: File | null): CategorySave {
  return { name: values.name.trim(), name_ar: values.name_ar.trim(), shopId: Number(values.shopId), file };
}

/** Every field of the form; a 400's messages for them show under the field. */
export const CATEGORY_FORM_FIELDS: readonly CategoryFormField[] = ['name', 'name_ar', 'shopId', 'image'];
