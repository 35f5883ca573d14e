import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { categories, deliveries, orderItems, products, shops } from '../../db/schema';
import type { ImageStore } from '../../images/image-store';
import type { UploadedFile } from '../../http/multipart';

// The life of an uploaded picture around the row that shows it: stored only once the request is
// valid, discarded when the row write fails, and removed once no row shows it any more.

/**
 * Of the given stored image names, those no row shows any more. Shops, categories and products
 * each keep their own file, but a name may be shared (a seeded data set can reuse one picture),
 * and an order item keeps the product's image name in its snapshot, so an old order goes on
 * showing a product's picture after the product was deleted or given a new one. A delivery proven
 * by a photo (decisions/dispatch.md) shows its picture for as long as the delivery is kept. One
 * query for the whole set: the planner checks each table once (an anti-join), not once per name.
 */
export async function unusedImages(db: Db, names: string[], opts: { orderItems: boolean }): Promise<string[]> {
  if (names.length === 0) return [];
  const candidates = sql.join(
    names.map((name) => sql`(${name})`),
    sql`, `,
  );
  const rows = await db
    .select({ name: sql<string>`c.name` })
    .from(sql`(values ${candidates}) as c(name)`)
    .where(
      sql`not exists (select 1 from ${shops} where ${shops.image} = c.name)
        and not exists (select 1 from ${categories} where ${categories.image} = c.name)
        and not exists (select 1 from ${products} where ${products.image} = c.name)
        and not exists (select 1 from ${deliveries} where ${deliveries.proofImage} = c.name)
        ${opts.orderItems ? sql`and not exists (select 1 from ${orderItems} where ${orderItems.productImage} = c.name)` : sql``}`,
    );
  return rows.map((r) => r.name);
}

/**
 * Removes the files no row shows any more. Called after the change that released them has
 * committed, so a failed write never loses a picture; a failed removal is logged, never fatal (the
 * change already happened and the file is merely left over).
 * `orderItems`: also keep files an order item still shows (only product images reach orders).
 */
export async function removeUnusedImages(
  db: Db,
  images: ImageStore,
  log: FastifyBaseLogger,
  names: Array<string | null | undefined>,
  opts: { orderItems: boolean } = { orderItems: false },
): Promise<void> {
  const distinct = [...new Set(names.filter((n): n is string => Boolean(n)))];
  try {
    for (const name of await unusedImages(db, distinct, opts)) await images.remove(name);
  } catch (err) {
    log.warn({ err, images: distinct }, 'could not remove unused images');
  }
}

/**
 * Stores `file` (when one was sent: 415 unless its bytes are an accepted image), then runs the
 * row write with the new name. If the write fails, the new file is removed again, so a failed
 * request leaves no file. Call it only after the request has been validated.
 */
export async function writeWithImage<T>(
  images: ImageStore,
  log: FastifyBaseLogger,
  file: UploadedFile | null,
  write: (image: string | null) => Promise<T>,
): Promise<T> {
  const image = file ? await images.save(file) : null;
  try {
    return await write(image);
  } catch (error) {
    if (image) {
      await images.remove(image).catch((err) => log.warn({ err, image }, 'could not remove the image of a failed request'));
    }
    throw error;
  }
}

/**
 * Removes stored files that no row came to show: a request cut off between storing its picture and
 * committing its row (`kill -9`, a lost database connection) leaves its file behind, and nothing
 * else would ever remove it. Only files older than `olderThan` are looked at, so a request that is
 * still writing its row keeps its picture. Order items count as showing a picture. Answers how
 * many pictures (with their copies) were removed.
 */
export async function removeUnclaimedImages(db: Db, images: ImageStore, olderThan: Date): Promise<number> {
  const old = (await images.stored()).filter((stored) => stored.modifiedAt < olderThan);
  // Copies whose picture is gone (a save cut short between its files).
  const leftovers = old.filter((stored) => stored.name === null).flatMap((stored) => stored.keys);
  if (leftovers.length > 0) await images.removeKeys(leftovers);
  let removed = 0;
  const names = old.flatMap((stored) => (stored.name ? [stored.name] : []));
  for (let start = 0; start < names.length; start += 500) {
    for (const name of await unusedImages(db, names.slice(start, start + 500), { orderItems: true })) {
      await images.remove(name);
      removed++;
    }
  }
  return removed;
}
