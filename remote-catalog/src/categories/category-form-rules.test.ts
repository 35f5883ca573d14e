import { arabicNameHint, EMPTY_CATEGORY_FORM, validateCategoryForm } from './category-form-rules';
import { categoriesEn } from './categories.en';

describe("category form rules (spec §5 'Category form')", () => {
  it('enforces name, shop and image on submit, word for word', () => {
    const errors = validateCategoryForm(EMPTY_CATEGORY_FORM, { chosen: false, existing: false });
    expect(Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, key && categoriesEn.rules[key]]))).toEqual({
      name: 'Category name is required',
      shopId: 'Please select a shop',
      image: 'Category image is required',
    });
  });

  it('does not enforce the Arabic name on submit, and an existing image counts', () => {
    expect(validateCategoryForm({ name: 'Fruit', name_ar: '', shopId: '5' }, { chosen: false, existing: true })).toEqual({});
  });

  it("says 'Category name in Arabic is required' only once the Arabic name was edited to empty", () => {
    expect(arabicNameHint('', false)).toBeUndefined();
    const hint = arabicNameHint(' ', true);
    expect(hint && categoriesEn.rules[hint]).toBe('Category name in Arabic is required');
    expect(arabicNameHint('فواكه', true)).toBeUndefined();
  });
});
