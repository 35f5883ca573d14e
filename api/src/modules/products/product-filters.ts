import { sql, type SQL } from 'drizzle-orm';
import type { FieldErrors } from '../../http/errors';
import { inShopScope } from '../../auth/shop-scope';
import type { ListSort } from '../../http/sorted-paging';
import { type NameLanguage, nameOrderValue } from '../../kuwait/name-order';
import { containing, latinDigits } from '../../kuwait/search-text';
import type { ProductFiltersQuery } from './products-schemas';
import { normaliseBarcode } from './products-rules';

// decisions/search.md: the products list's search, filters and sort, from the query string to SQL on `p`
// (products) joined with `c` (its category).

export const PRODUCT_SORTS = ['newest', 'name', 'price-asc', 'price-desc', 'stock-asc', 'stock-desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export interface ProductFilters {
  /** `q`: a name fragment, or a whole SKU or barcode (decisions/grocery-products.md). */
  name: string | null;
  categoryId: number | null;
  shopId: number | null;
  status: string | null;
  /** Low stock: stock of at most this many. */
  stockAtMost: number | null;
  sort: ProductSort;
  /** The panel's language: the name it sorts by. */
  language: NameLanguage;
  /** decisions/roles-and-audit.md: a shop-scoped account's shops (null: every shop). */
  shopIds: number[] | null;
}

const PRODUCT_SORT_SQL: Readonly<Record<Exclude<ProductSort, 'name'>, ListSort>> = {
  newest: { value: sql`p.id`, direction: 'desc', id: sql`p.id`, type: 'int' },
  'price-asc': { value: sql`p.price`, direction: 'asc', id: sql`p.id`, type: 'numeric' },
  'price-desc': { value: sql`p.price`, direction: 'desc', id: sql`p.id`, type: 'numeric' },
  'stock-asc': { value: sql`p.stock`, direction: 'asc', id: sql`p.id`, type: 'int' },
  'stock-desc': { value: sql`p.stock`, direction: 'desc', id: sql`p.id`, type: 'int' },
};

/** The products' sort on `p`; by name in the panel's language (kuwait/name-order.ts). */
export const productSort = (filters: Pick<ProductFilters, 'sort' | 'language'>): ListSort =>
  filters.sort === 'name'
    ? { value: nameOrderValue(sql`p.name`, sql`p.name_ar`, filters.language), direction: 'asc', id: sql`p.id`, type: 'text' }
    : PRODUCT_SORT_SQL[filters.sort];

export const isFilteredProducts = (filters: ProductFilters) =>
  filters.sort !== 'newest' || [filters.name, filters.shopId, filters.status, filters.stockAtMost, filters.shopIds].some((value) => value !== null);

export function readProductFilters(
  query: ProductFiltersQuery,
  categoryId: number | null,
  shopIds: number[] | null,
  language: NameLanguage = 'en',
): { errors: FieldErrors; filters: ProductFilters } {
  const errors: FieldErrors = {};
  const name = latinDigits((query.q ?? '').trim());
  const filters: ProductFilters = {
    name: name || null,
    categoryId: categoryId ?? query.categoryId ?? null,
    shopId: query.shopId ?? null,
    status: query.status ?? null,
    stockAtMost: query.stockAtMost ?? null,
    sort: 'newest',
    language,
    shopIds,
  };
  if (query.sort !== undefined) {
    if ((PRODUCT_SORTS as readonly string[]).includes(query.sort)) filters.sort = query.sort as ProductSort;
    else errors.sort = `Unknown sort: use ${PRODUCT_SORTS.join(', ')}`;
  }
  return { errors, filters };
}

export function productFilterConditions(filters: ProductFilters): SQL[] {
  const conditions: SQL[] = [];
  // The stored, normalised name of migration 0013, with its trigram index; or an exact SKU or
  // barcode, each through the unique index it leads (migration 0023): a scan or a pasted code finds its product.
  if (filters.name !== null) {
    conditions.push(sql`(p.search_text LIKE dukkan_search_text(${containing(filters.name)})
      OR lower(p.sku) = ${filters.name.toLowerCase()} OR p.barcode = ${normaliseBarcode(filters.name)})`);
  }
  if (filters.categoryId !== null) conditions.push(sql`p.category_id = ${filters.categoryId}`);
  if (filters.shopId !== null) conditions.push(sql`c.shop_id = ${filters.shopId}`);
  if (filters.status !== null) conditions.push(sql`p.status = ${filters.status}`);
  if (filters.stockAtMost !== null) conditions.push(sql`p.stock <= ${filters.stockAtMost}`);
  const scope = inShopScope(sql`c.shop_id`, filters.shopIds);
  if (scope) conditions.push(scope);
  return conditions;
}
