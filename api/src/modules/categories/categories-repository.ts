import { and, count, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import { byName, type NameLanguage } from '../../kuwait/name-order';
import { containing } from '../../kuwait/search-text';
import { inShopScope } from '../../auth/shop-scope';
import type { Db } from '../../db/client';
import { countRows } from '../row-counts';
import { categories, products, shops } from '../../db/schema';
import type { CategoryValues } from './categories-rules';
import { assertCategoryMoveFree } from '../products/product-codes';

/** A category with its shop (spec §3). Images are stored names; the routes make them URLs. */
const categoryColumns = {
  id: categories.id,
  name: categories.name,
  name_ar: categories.nameAr,
  image: categories.image,
  shopId: categories.shopId,
  createdAt: categories.createdAt,
  shop: { id: shops.id, name: shops.name, name_ar: shops.nameAr, image: shops.image },
};

export type CategoryRow = {
  id: number;
  name: string;
  name_ar: string;
  image: string | null;
  shopId: number;
  createdAt: Date;
  shop: { id: number; name: string; name_ar: string; image: string | null };
};

/** decisions/search.md: the categories list's search (English or Arabic name) and shop. */
export interface CategoryFilter {
  q: string | null;
  shopId: number | null;
  /** decisions/roles-and-audit.md: a shop-scoped account's shops (null: every shop). */
  shopIds: number[] | null;
}

function categoryFilterConditions(filter: CategoryFilter | null): SQL[] {
  if (!filter) return [];
  const conditions: SQL[] = [];
  // The expression of the trigram index of migration 0011.
  if (filter.q !== null) conditions.push(sql`dukkan_search_text(${categories.name} || ' ' || ${categories.nameAr}) LIKE dukkan_search_text(${containing(filter.q)})`);
  if (filter.shopId !== null) conditions.push(eq(categories.shopId, filter.shopId));
  const scope = inShopScope(categories.shopId, filter.shopIds);
  if (scope) conditions.push(scope);
  return conditions;
}

export function categoriesRepository(db: Db) {
  const joined = () => db.select(categoryColumns).from(categories).innerJoin(shops, eq(shops.id, categories.shopId));

  return {
    /** Newest first; `afterId` pages by keyset, `offset` serves clients that send only `page`. */
    listWindow({ afterId, offset, take }: { afterId: number | null; offset: number; take: number }, filter: CategoryFilter | null = null): Promise<CategoryRow[]> {
      return joined()
        .where(and(afterId === null ? undefined : lt(categories.id, afterId), ...categoryFilterConditions(filter)))
        .orderBy(desc(categories.id))
        .limit(take)
        .offset(offset);
    },

    /** Every category, by name in the panel's language: the whole list feeds the product form's select (spec §7). */
    listAll(filter: CategoryFilter | null = null, language: NameLanguage = 'en'): Promise<CategoryRow[]> {
      return joined()
        .where(and(...categoryFilterConditions(filter)))
        .orderBy(byName(sql`${categories.name}`, sql`${categories.nameAr}`, sql`${categories.id}`, language));
    },

    async countAll(filter: CategoryFilter | null = null): Promise<number> {
      if (!filter) return countRows(db, 'categories');
      const [row] = await db.select({ n: count() }).from(categories).where(and(...categoryFilterConditions(filter)));
      return row.n;
    },

    async findById(id: number): Promise<CategoryRow | null> {
      const [row] = await joined().where(eq(categories.id, id));
      return row ?? null;
    },

    async findImage(id: number): Promise<{ image: string | null } | null> {
      const [row] = await db.select({ image: categories.image }).from(categories).where(eq(categories.id, id));
      return row ?? null;
    },

    /** The shop of a category; null when there is no such category. */
    async shopIdOf(id: number): Promise<number | null> {
      const [row] = await db.select({ shopId: categories.shopId }).from(categories).where(eq(categories.id, id));
      return row?.shopId ?? null;
    },

    async shopExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, id));
      return Boolean(row);
    },

    async insert(values: CategoryValues & { image: string | null }): Promise<number> {
      const [row] = await db.insert(categories).values(values).returning({ id: categories.id });
      return row.id;
    },

    /**
     * Updates a category; answers the image it showed before (read under a row lock), or null. Moved to
     * another shop, its products go along: none may take a SKU or barcode that shop has (409). In the
     * request's transaction.
     */
    async update(id: number, values: Partial<CategoryValues> & { image?: string }): Promise<{ previousImage: string | null } | null> {
      const [current] = await db.select({ image: categories.image, shopId: categories.shopId }).from(categories).where(eq(categories.id, id)).for('update');
      if (!current) return null;
      if (values.shopId !== undefined && values.shopId !== current.shopId) await assertCategoryMoveFree(db, id, values.shopId);
      if (Object.keys(values).length > 0) await db.update(categories).set(values).where(eq(categories.id, id));
      return { previousImage: current.image };
    },

    async productCount(id: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(products).where(eq(products.categoryId, id));
      return row.n;
    },

    async delete(id: number): Promise<{ image: string | null } | undefined> {
      const [row] = await db.delete(categories).where(eq(categories.id, id)).returning({ image: categories.image });
      return row;
    },
  };
}
