import { and, eq, inArray, sql } from 'drizzle-orm';
import { inShopScope } from '../../auth/shop-scope';
import type { Db } from '../../db/client';
import { categories, products, shops } from '../../db/schema';
import type { CurrentProduct, KnownCategory, NewProduct, ProductChange } from './product-import-plan';

/** Rows per statement: a 10,000-row file is written in batches, reporting progress after each. */
export const IMPORT_BATCH = 500;

const currentColumns = {
  id: products.id,
  name: products.name,
  nameAr: products.nameAr,
  categoryId: products.categoryId,
  price: products.price,
  stock: products.stock,
  status: products.status,
  shopId: products.shopId,
  unit: products.unit,
  weightStep: products.weightStep,
  estimatedWeight: products.estimatedWeight,
  sku: products.sku,
  barcode: products.barcode,
};

const chunks = <T>(items: T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** `shopIds`: a shop-scoped account's shops (decisions/roles-and-audit.md): other shops' products and categories are not found. */
export function productImportRepository(db: Db, shopIds: number[] | null = null) {
  return {
    /** The products of these ids as they are now; `lock` holds them until the transaction ends. */
    async currentProducts(ids: number[], lock = false): Promise<Map<number, CurrentProduct>> {
      const found = new Map<number, CurrentProduct>();
      for (const batch of chunks(ids, 5000)) {
        const query = db
          .select(currentColumns)
          .from(products)
          .innerJoin(categories, eq(categories.id, products.categoryId))
          .where(and(inArray(products.id, batch), inShopScope(categories.shopId, shopIds)))
          .orderBy(products.id);
        for (const row of await (lock ? query.for('update') : query)) found.set(row.id, row);
      }
      return found;
    },

    /**
     * These categories (or every one of the account's shops) with their shops' names, as the file
     * may name them; `lock` keeps them from being deleted until the transaction ends.
     */
    async knownCategories(ids: number[] | 'all', lock = false): Promise<KnownCategory[]> {
      const found: KnownCategory[] = [];
      for (const batch of ids === 'all' ? [null] : chunks(ids, 5000)) {
        const query = db
          .select({ id: categories.id, name: categories.name, nameAr: categories.nameAr, shopId: shops.id, shopName: shops.name, shopNameAr: shops.nameAr })
          .from(categories)
          .innerJoin(shops, eq(shops.id, categories.shopId))
          .where(and(batch ? inArray(categories.id, batch) : undefined, inShopScope(categories.shopId, shopIds)))
          .orderBy(categories.id);
        found.push(...(await (lock ? query.for('key share', { of: categories }) : query)));
      }
      return found;
    },

    async insertProducts(rows: NewProduct[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(products).values(rows.map(({ line: _line, ...values }) => values));
    },

    /**
     * Changes these products in one statement: each row's values joined by id, a column it leaves
     * out (null here) keeps its value. One UPDATE per row took 22 s for 10,000 rows on PGlite.
     * The unit's three fields come together (the plan writes them as one): with a unit, the
     * weights are written as they are, null included.
     */
    async updateProducts(changes: ProductChange[]): Promise<void> {
      if (changes.length === 0) return;
      const rows = changes.map(
        ({ id, values: v }) =>
          sql`(${id}::int, ${v.name ?? null}::text, ${v.nameAr ?? null}::text, ${v.categoryId ?? null}::int, ${v.price ?? null}::numeric, ${v.stock ?? null}::int, ${v.status ?? null}::text,
               ${v.unit ?? null}::text, ${v.weightStep ?? null}::numeric, ${v.estimatedWeight ?? null}::numeric, ${v.sku ?? null}::text, ${v.barcode ?? null}::text)`,
      );
      await db.execute(sql`UPDATE products AS p
        SET name = coalesce(v.name, p.name), name_ar = coalesce(v.name_ar, p.name_ar), category_id = coalesce(v.category_id, p.category_id),
            price = coalesce(v.price, p.price), stock = coalesce(v.stock, p.stock), status = coalesce(v.status, p.status),
            unit = coalesce(v.unit, p.unit),
            weight_step = CASE WHEN v.unit IS NULL THEN p.weight_step ELSE v.weight_step END,
            estimated_weight = CASE WHEN v.unit IS NULL THEN p.estimated_weight ELSE v.estimated_weight END,
            sku = coalesce(v.sku, p.sku), barcode = coalesce(v.barcode, p.barcode)
        FROM (VALUES ${sql.join(rows, sql`, `)}) AS v(id, name, name_ar, category_id, price, stock, status, unit, weight_step, estimated_weight, sku, barcode)
        WHERE p.id = v.id`);
    },
  };
}
