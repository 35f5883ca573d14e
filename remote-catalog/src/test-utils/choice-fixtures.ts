import { fail, ok, type StubHandlers, type StubRequest } from '@dukkan/shared/test-utils';

/** Shops for the pickers' tests: two named ones among 300 (a marketplace's first months). */
export const PICKER_SHOPS = [
  { id: 5, name: 'Fresh Market', name_ar: 'السوق الطازج' },
  { id: 6, name: 'Corner Store', name_ar: 'بقالة الزاوية' },
  ...Array.from({ length: 298 }, (_, i) => ({ id: 100 + i, name: `Shop ${100 + i}`, name_ar: `متجر ${100 + i}` })),
];

/** Two shops' 'Vegetables', told apart only by their shop. */
export const PICKER_CATEGORIES = [
  { id: 3, name: 'Vegetables', name_ar: 'خضروات', shopId: 5, shop: { id: 5, name: 'Fresh Market', name_ar: 'السوق الطازج' } },
  { id: 4, name: 'Vegetables', name_ar: 'خضروات', shopId: 6, shop: { id: 6, name: 'Corner Store', name_ar: 'بقالة الزاوية' } },
  { id: 8, name: 'Dairy', name_ar: 'ألبان', shopId: 5, shop: { id: 5, name: 'Fresh Market', name_ar: 'السوق الطازج' } },
];

/** A paged list answer of the rows matching `q` in either language (the API folds it; plain `includes` here). */
export function searchHandler<T extends { id: number; name: string; name_ar: string; shopId?: number }>(rows: T[]) {
  return (request: StubRequest) => {
    const q = request.query.get('q') ?? '';
    const shopId = request.query.get('shopId');
    const found = rows.filter((row) => (row.name.includes(q) || row.name_ar.includes(q)) && (!shopId || String(row.shopId) === shopId));
    const limit = Number(request.query.get('limit') ?? 10);
    return ok({ items: found.slice(0, limit), total: found.length, page: 1, pages: 1, limit, nextCursor: null });
  };
}

export function byIdHandler<T extends { id: number }>(rows: T[], what: string) {
  return (request: StubRequest) => {
    const row = rows.find((one) => String(one.id) === request.params.id);
    return row ? ok(row) : fail(404, `${what} not found`);
  };
}

/** GET shop and shop/:id, categories and categories/:id as the pickers ask them. */
export const pickerHandlers: StubHandlers = {
  'GET shop': searchHandler(PICKER_SHOPS),
  'GET shop/:id': byIdHandler(PICKER_SHOPS, 'Shop'),
  'GET categories': searchHandler(PICKER_CATEGORIES),
  'GET categories/:id': byIdHandler(PICKER_CATEGORIES, 'Category'),
};
