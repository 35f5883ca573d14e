import { and, count, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countRows } from '../row-counts';
import { categories, products, type ProductStatus } from '../../db/schema';
import type { ProductValues } from './products-rules';

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
  category: { id: number; name: string; name_ar: string };
};

export function productsRepository(db: Db) {
  const joined = () => db.select(productColumns).from(products).innerJoin(categories, eq(categories.id, products.categoryId));
  const inCategory = (categoryId: number | null) => (categoryId === null ? undefined : eq(products.categoryId, categoryId));

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

    async findImage(id: number): Promise<{ image: string | null } | null> {
      const [row] = await db.select({ image: products.image }).from(products).where(eq(products.id, id));
      return row ?? null;
    },

    async categoryExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
      return Boolean(row);
    },

    async insert(values: ProductValues & { image: string | null }): Promise<number> {
      const [row] = await db.insert(products).values(values).returning({ id: products.id });
      return row.id;
    },

    /** Updates a product; answers the image it showed before (read under a row lock), or null. */
    update(id: number, values: Partial<ProductValues> & { image?: string }): Promise<{ previousImage: string | null } | null> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select({ image: products.image }).from(products).where(eq(products.id, id)).for('update');
        if (!current) return null;
        if (Object.keys(values).length > 0) await tx.update(products).set(values).where(eq(products.id, id));
        return { previousImage: current.image };
      });
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
