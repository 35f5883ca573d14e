import { badRequest, conflict } from '../../http/errors';
import { latinDigits } from '../../kuwait/search-text';
import { guardRowsByShop, shopInScope, shopScope } from '../../auth/shop-scope';
import type { RoutesPlugin } from '../../http/type-provider';
import { imageEntityRoutes } from '../image-entity-routes';
import { categoriesRepository, type CategoryRow, type CategoryFilter } from './categories-repository';
import { categoryFormRules, SELECT_A_SHOP } from './categories-rules';
import { type Category, categoryFormDescription, categorySchema, categoryFilterProperties } from './categories-schemas';
import { CATEGORY_CSV_COLUMNS } from './category-csv';
import { CATEGORY_FORM_FIELDS } from './categories-schemas';

/** spec §9: categories page by 10. */
export const CATEGORIES_PAGE_SIZE = 10;

/** Categories (spec §2 /categories): list, whole list, one, create, update, delete. Staff only. */
export const categoriesRoutes: RoutesPlugin = async (app) => {
  const repo = categoriesRepository(app.db);
  const toCategory = (row: CategoryRow): Category => ({
    ...row,
    ...app.images.urls(row.image),
    shop: { ...row.shop, ...app.images.urls(row.shop.image) },
  });
  // decisions/roles-and-audit.md: another shop does not exist for a shop-scoped account.
  const assertShopExists = async (shopId: number | undefined, shopIds: number[] | null) => {
    if (shopId !== undefined && !(shopInScope(shopIds, shopId) && (await repo.shopExists(shopId)))) throw badRequest({ shopId: SELECT_A_SHOP });
  };
  guardRowsByShop(app, { path: '/api/categories/:id', shopOf: (id) => repo.shopIdOf(id), message: 'Category not found' });
  imageEntityRoutes(app, {
    path: '/categories',
    tags: ['categories'],
    permissions: { read: 'catalog.read', write: 'catalog.write' },
    schema: categorySchema,
    view: toCategory,
    repo,
    findCurrent: (id) => repo.findImage(id),
    notFoundMessage: 'Category not found',
    fields: CATEGORY_FORM_FIELDS,
    rules: categoryFormRules,
    defaults: { nameAr: '' },
    formDescription: categoryFormDescription,
    list: {
      summary: 'Categories, newest first, by page (page, limit, after); with none of these, every category sorted by name; q and shopId narrow either (decisions/search.md)',
      pageSize: CATEGORIES_PAGE_SIZE,
      source: repo,
      export: { name: 'categories', columns: CATEGORY_CSV_COLUMNS },
      filters: {
        properties: categoryFilterProperties,
        read: (query, shopIds): CategoryFilter | null => {
          const filter = { q: latinDigits(String(query.q ?? '').trim()) || null, shopId: (query.shopId as number | undefined) ?? null, shopIds };
          return filter.q !== null || filter.shopId !== null || shopIds !== null ? filter : null;
        },
      },
    },
    checkCreate: (values, request) => assertShopExists(values.shopId, shopScope(request)),
    checkUpdate: (values, _current, request) => assertShopExists(values.shopId, shopScope(request)),
    checkDelete: async (id) => {
      const held = await repo.productCount(id);
      if (held > 0) throw conflict(`This category still has ${held} product${held === 1 ? '' : 's'}`, 'IN_USE');
    },
  });
};
