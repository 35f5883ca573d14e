/** The categories screens' texts in English (spec §2, §5, §8 word for word). */
export const categoriesEn = {
  title: 'Categories',
  // spec §2 /categories
  create: 'Create Category',
  things: 'categories',
  empty: 'No categories found',
  emptyHint: 'Create your first category to get started',
  // decisions/search.md: search and shop above the list
  filters: {
    label: 'Find categories',
    search: 'Search',
    placeholder: 'Category name',
    shop: 'Shop',
    anyShop: 'Any shop',
    clear: 'Clear filters',
    noMatch: 'No categories match these filters',
  },
  columns: {
    name: 'Category Name',
    shopId: 'Shop ID',
    shopName: 'Shop Name',
    shopImage: 'Shop Image',
    actions: 'Actions',
  },
  editLabel: 'Edit {{name}}',
  deleteLabel: 'Delete {{name}}',
  // spec §8 List and load failures
  fetchFailed: 'Failed to fetch categories data',
  loadError: 'Error loading categories data',
  delete: {
    title: 'Delete category',
    message: 'Are you sure you want to delete the category "{{name}}"? This action cannot be undone.',
    // spec §8 Success toasts, Mutation failures
    success: 'Category "{{name}}" deleted successfully',
    failed: 'Failed to delete category',
  },
  form: {
    createTitle: 'Create New Category',
    editTitle: 'Edit Category',
    name: 'Category Name',
    nameAr: 'Category Name (Arabic)',
    shop: 'Shop',
    searchShop: 'Type part of a shop name',
    image: 'Category Image',
    submitCreate: 'Create Category',
    submitUpdate: 'Update Category',
    saving: 'Saving...',
    fixErrors: 'Please fix the errors below before submitting',
    // spec §8
    loadFailed: 'Failed to load category data',
    shopsFailed: 'Failed to load shops',
    created: 'Category created successfully',
    updated: 'Category updated successfully',
    createFailed: 'Failed to create category',
    updateFailed: 'Failed to update category',
  },
  // spec §5 Category form, word for word
  rules: {
    nameRequired: 'Category name is required',
    nameArRequired: 'Category name in Arabic is required',
    shopRequired: 'Please select a shop',
    imageRequired: 'Category image is required',
  },
} as const;
