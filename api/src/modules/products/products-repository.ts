import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { type Db, queryRows, whereAll } from '../../db/client';
import { type CappedCount, countUpTo } from '../../http/capped-count';
import { type SortCursor, sortAfter, sortKeyColumns, sortOrder } from '../../http/sorted-paging';
import { type ProductFilters, productFilterConditions, productSort } from './product-filters';
import { countRows } from '../row-counts';
import { categories, products, type ProductStatus, type ProductUnit } from '../../db/schema';
import { assertValid, badRequest } from '../../http/errors';
import { type ProductValues, settleUnit } from './products-rules';
import { describeStockChange } from './stock-ledger';
import { assertCodesFree } from './product-codes';

/** A product with its category (spec §3). `price` leaves the database as an exact decimal string. */
const productColumns = {
  id: products.id,
  name: products.name,
  name_ar: products.nameAr,
  image: products.image,
  price: products.price,
  stock: products.stock,
  status: products.status,
  categoryId: products.categoryId,
  createdAt: products.createdAt,
  soldOutUntil: products.soldOutUntil,
  unit: products.unit,
  weightStep: products.weightStep,
  estimatedWeight: products.estimatedWeight,
  sku: products.sku,
  barcode: products.barcode,
  category: { id: categories.id, name: categories.name, name_ar: categories.nameAr },
};

export type ProductRow = {
  id: number;
  name: string;
  name_ar: string;
  image: string | null;
  price: string;
  stock: number;
  status: ProductStatus;
  categoryId: number;
  createdAt: Date;
  soldOutUntil: Date | null;
  unit: ProductUnit;
  /** kg, exact decimal strings like the price. */
  weightStep: string | null;
  estimatedWeight: string | null;
  sku: string | null;
  barcode: string | null;
  category: { id: number; name: string; name_ar: string };
};

/** What a product form writes: the spec's values, or instead of the stock total an adjustment, with why. */
export type ProductWrite = Partial<ProductValues> & { image?: string };

export function productsRepository(db: Db) {
  const joined = () => db.select(productColumns).from(products).innerJoin(categories, eq(categories.id, products.categoryId));
  const inCategory = (categoryId: number | null) => (categoryId === null ? undefined : eq(products.categoryId, categoryId));

  /**
   * The keys (sort value and id) of the products searched, filtered and sorted (decisions/search.md), in the
   * sort's order, after the cursor: each is the cursor of the rows after it.
   */
  const findFilteredKeys = (filters: ProductFilters, cursor: SortCursor | null, limit: number): Promise<SortCursor[]> => {
    const sort = productSort(filters);
    const where = whereAll([...productFilterConditions(filters), ...(cursor ? [sortAfter(sort, cursor)] : [])]);
    return queryRows<SortCursor>(db, sql`SELECT ${sortKeyColumns(sort)} FROM products p JOIN categories c ON c.id = p.category_id ${where} ORDER BY ${sortOrder(sort)} LIMIT ${limit}`);
  };

  /**
   * The shop of a category; null when there is no such category. `lock`: kept from moving to another
   * shop until the transaction ends, taken before the shop's codes are (product-codes.ts).
   */
  const shopIdOfCategory = async (id: number, lock = false): Promise<number | null> => {
    const query = db.select({ shopId: categories.shopId }).from(categories).where(eq(categories.id, id));
    const [row] = await (lock ? query.for('key share') : query);
    return row?.shopId ?? null;
  };

  return {
    /**
     * Newest first, optionally in one category (products_category_idx serves both the filter and
     * the order); `afterId` pages by keyset, `offset` serves clients that send only `page`.
     */
    listWindow(
      categoryId: number | null,
      { afterId, offset, take }: { afterId: number | null; offset: number; take: number },
    ): Promise<ProductRow[]> {
      return joined()
        .where(and(inCategory(categoryId), afterId === null ? undefined : lt(products.id, afterId)))
        .orderBy(desc(products.id))
        .limit(take)
        .offset(offset);
    },

    findFilteredKeys,

    /** The products of these ids, in the order of the ids. */
    async findByIds(ids: number[]): Promise<ProductRow[]> {
      const byId = new Map((await joined().where(inArray(products.id, ids))).map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** How many products match the filters, up to the cap: a searched page's total. */
    countFiltered(filters: ProductFilters): Promise<CappedCount> {
      return countUpTo(db, sql`SELECT 1 FROM products p JOIN categories c ON c.id = p.category_id ${whereAll(productFilterConditions(filters))}`);
    },

    /** The whole table from its kept count; one category by its index (a few hundred rows at most). */
    async count(categoryId: number | null): Promise<number> {
      if (categoryId === null) return countRows(db, 'products');
      const [row] = await db.select({ n: count() }).from(products).where(inCategory(categoryId));
      return row.n;
    },

    async findById(id: number): Promise<ProductRow | null> {
      const [row] = await joined().where(eq(products.id, id));
      return row ?? null;
    },

    /** The shop's product with this barcode (unique within a shop), or null. */
    async findByBarcode(shopId: number, barcode: string): Promise<ProductRow | null> {
      const [row] = await joined().where(and(eq(products.barcode, barcode), eq(products.shopId, shopId)));
      return row ?? null;
    },

    async findImage(id: number): Promise<{ image: string | null } | null> {
      const [row] = await db.select({ image: products.image }).from(products).where(eq(products.id, id));
      return row ?? null;
    },

    async categoryExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
      return Boolean(row);
    },

    shopIdOfCategory,

    /**
     * Creates a product, in the request's transaction; its first stock is 'received' in the ledger, by `actorId`.
     * A SKU or barcode another product of the shop has is a 409 (product-codes.ts).
     */
    async insert(values: ProductValues & { image: string | null }, actorId: number): Promise<number> {
      const { stockAdjustment: _adjustment, stockReason, stockNote, ...columns } = values;
      const shopId = columns.sku === null && columns.barcode === null ? null : await shopIdOfCategory(columns.categoryId, true);
      if (shopId !== null) await assertCodesFree(db, { id: null, shopId, sku: columns.sku, barcode: columns.barcode });
      await describeStockChange(db, { reason: stockReason ?? 'received', actorId, note: stockNote });
      const [row] = await db.insert(products).values(columns).returning({ id: products.id });
      return row.id;
    },

    /**
     * Updates a product; answers the image it showed before (read under a row lock), or null. A
     * stock adjustment is applied to the locked row's stock (orders taken meanwhile count), and
     * refused as a field error when it would go below 0. The unit's fields are settled with the
     * locked row's (a PATCH of the step alone keeps its unit), and its codes, in the shop it will
     * sell in, must be free there (409). In the request's transaction.
     */
    async update(id: number, values: ProductWrite, actorId: number): Promise<{ previousImage: string | null } | null> {
      const [current] = await db
        .select({
          image: products.image,
          stock: products.stock,
          categoryId: products.categoryId,
          shopId: products.shopId,
          unit: products.unit,
          weightStep: products.weightStep,
          estimatedWeight: products.estimatedWeight,
          sku: products.sku,
          barcode: products.barcode,
        })
        .from(products)
        .where(eq(products.id, id))
        .for('update');
      if (!current) return null;
      const { stockAdjustment, stockReason, stockNote, unit, weightStep, estimatedWeight, ...columns } = values;
      if (unit !== undefined || weightStep !== undefined || estimatedWeight !== undefined) {
        const settled = settleUnit({ unit, weightStep, estimatedWeight }, current);
        assertValid(settled.errors);
        Object.assign(columns, settled.values);
      }
      const moved = columns.categoryId !== undefined && columns.categoryId !== current.categoryId;
      const shopId = moved ? await shopIdOfCategory(columns.categoryId as number, true) : current.shopId;
      if (shopId !== null && (moved || columns.sku !== undefined || columns.barcode !== undefined)) {
        await assertCodesFree(db, { id, shopId, sku: columns.sku !== undefined ? columns.sku : current.sku, barcode: columns.barcode !== undefined ? columns.barcode : current.barcode });
      }
      await describeStockChange(db, { reason: stockReason ?? 'correction', actorId, note: stockNote });
      if (stockAdjustment !== undefined) {
        if (current.stock + stockAdjustment < 0) throw badRequest({ stockAdjustment: `Stock cannot go below 0: ${current.stock} in stock` });
        await db.update(products).set({ stock: sql`${products.stock} + ${stockAdjustment}` }).where(eq(products.id, id));
      }
      if (Object.keys(columns).length > 0) await db.update(products).set(columns).where(eq(products.id, id));
      return { previousImage: current.image };
    },

    /** "Sold out for today" until `until`, or back on sale (null). False when there is no such product. */
    async setSoldOut(id: number, until: Date | null): Promise<boolean> {
      const rows = await db.update(products).set({ soldOutUntil: until }).where(eq(products.id, id)).returning({ id: products.id });
      return rows.length > 0;
    },

    /** The shop a product sells in: its availability decides when "sold out for today" ends. */
    async shopIdOf(id: number): Promise<number | null> {
      const [row] = await db.select({ shopId: products.shopId }).from(products).where(eq(products.id, id));
      return row?.shopId ?? null;
    },

    async setStatus(id: number, status: ProductStatus): Promise<boolean> {
      const rows = await db.update(products).set({ status }).where(eq(products.id, id)).returning({ id: products.id });
      return rows.length > 0;
    },

    /** Deletes a product. Its order items keep their snapshot; the foreign key sets their product_id null. */
    async delete(id: number): Promise<{ image: string | null } | undefined> {
      const [row] = await db.delete(products).where(eq(products.id, id)).returning({ image: products.image });
      return row;
    },
  };
}
