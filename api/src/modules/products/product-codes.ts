import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { PRODUCT_CODE_CONFLICTS } from './products-schemas';

// decisions/grocery-products.md: a SKU (in any case) and a barcode are each unique within a shop. The database
// holds the rule (migration 0023: unique indexes on the code and products.shop_id); this file says
// which product holds a code, so a refusal names the field and the code. Writers of codes in a
// shop take that shop's lock first and look second, inside their transaction: of two staff saving
// one barcode at once, the second looks only once the first has committed, and gets the 409. The
// shop's lock is the last a writer takes (after the rows it changes), so no two wait in a circle.

/** The namespace of the two-key advisory locks on a shop's codes (the key is the shop's id). */
const SHOP_CODES_LOCK = 7_420_035;
const CODES_PER_QUERY = 2000;

export type ProductCodeField = keyof typeof PRODUCT_CODE_CONFLICTS;

/** A product's codes as they will be stored, in the shop it will sell in; `id` null for a new one. */
export interface ProductCodes {
  id: number | null;
  shopId: number;
  sku: string | null;
  barcode: string | null;
}

/** A product that holds a code in a shop. */
export interface CodeHolder {
  id: number;
  shopId: number;
  name: string;
  sku: string | null;
  barcode: string | null;
}

const LABELS: Record<ProductCodeField, string> = { sku: 'SKU', barcode: 'barcode' };

/** The refusal's words for a code another product of the shop has. */
export const codeTakenMessage = (field: ProductCodeField, code: string) => `Another product of this shop already has ${LABELS[field]} ${code}`;

/** The 409 for a code another product of the shop has, keyed by its field so the form shows it there. */
export function codeTaken(field: ProductCodeField, code: string, message = codeTakenMessage(field, code)): HttpError {
  return new HttpError(409, PRODUCT_CODE_CONFLICTS[field], message, { [field]: message });
}

/** SKUs are compared in any case ('ab-1' is 'AB-1'), as the unique index compares them. */
export const skuKey = (sku: string) => sku.toLowerCase();

/** The field and code of `wanted` that `holder`, another product of its shop, already has; null when none. */
export function takenCode(wanted: ProductCodes, holder: CodeHolder): { field: ProductCodeField; code: string } | null {
  if (holder.id === wanted.id || holder.shopId !== wanted.shopId) return null;
  if (wanted.sku !== null && holder.sku !== null && skuKey(holder.sku) === skuKey(wanted.sku)) return { field: 'sku', code: wanted.sku };
  if (wanted.barcode !== null && holder.barcode === wanted.barcode) return { field: 'barcode', code: wanted.barcode };
  return null;
}

/** Holds these shops' codes until the transaction ends; in id order, so two writers never wait on each other in a circle. */
export async function lockShopCodes(db: Db, shopIds: Iterable<number>): Promise<void> {
  for (const shopId of [...new Set(shopIds)].sort((a, b) => a - b)) {
    await db.execute(sql`SELECT pg_advisory_xact_lock(${SHOP_CODES_LOCK}, ${shopId})`);
  }
}

/** The products that hold any of these SKUs (any case) or barcodes, in any shop: read through the indexes the codes lead. */
export async function codeHolders(db: Db, codes: { skus: string[]; barcodes: string[] }): Promise<CodeHolder[]> {
  const skus = [...new Set(codes.skus.map(skuKey))];
  const barcodes = [...new Set(codes.barcodes)];
  const holders = new Map<number, CodeHolder>();
  // Batches of a few thousand parameters: a 10,000-row import names up to 20,000 codes.
  for (let start = 0; start < Math.max(skus.length, barcodes.length); start += CODES_PER_QUERY) {
    const someSkus = skus.slice(start, start + CODES_PER_QUERY);
    const someBarcodes = barcodes.slice(start, start + CODES_PER_QUERY);
    const rows = await db
      .select({ id: products.id, shopId: products.shopId, name: products.name, sku: products.sku, barcode: products.barcode })
      .from(products)
      .where(or(someSkus.length > 0 ? inArray(sql`lower(${products.sku})`, someSkus) : undefined, someBarcodes.length > 0 ? inArray(products.barcode, someBarcodes) : undefined));
    for (const row of rows) holders.set(row.id, row);
  }
  return [...holders.values()].sort((a, b) => a.id - b.id);
}

/**
 * Refuses (409) a product's codes when another product of its shop has one, under the shop's
 * lock. In the request's transaction, before the write.
 */
export async function assertCodesFree(db: Db, wanted: ProductCodes): Promise<void> {
  if (wanted.sku === null && wanted.barcode === null) return;
  await lockShopCodes(db, [wanted.shopId]);
  const holders = await codeHolders(db, { skus: wanted.sku === null ? [] : [wanted.sku], barcodes: wanted.barcode === null ? [] : [wanted.barcode] });
  for (const holder of holders) {
    const taken = takenCode(wanted, holder);
    if (taken) throw codeTaken(taken.field, taken.code);
  }
}

/**
 * Refuses (409, under the shop's key `shopId`) moving category `categoryId` to shop `shopId` when one
 * of its products has a SKU or barcode another product of that shop has: its products move with it
 * (migration 0023). Under that shop's lock, in the request's transaction.
 */
export async function assertCategoryMoveFree(db: Db, categoryId: number, shopId: number): Promise<void> {
  // The rows the move will change, locked before the shop (as an edit of one of them does).
  const rows = await db
    .select({ id: products.id, name: products.name, sku: products.sku, barcode: products.barcode })
    .from(products)
    .where(eq(products.categoryId, categoryId))
    .orderBy(products.id)
    .for('update');
  const moving = rows.filter((product) => product.sku !== null || product.barcode !== null);
  if (moving.length === 0) return;
  await lockShopCodes(db, [shopId]);
  const holders = await codeHolders(db, { skus: moving.flatMap((product) => product.sku ?? []), barcodes: moving.flatMap((product) => product.barcode ?? []) });
  for (const product of moving) {
    for (const holder of holders) {
      const taken = takenCode({ ...product, shopId }, holder);
      if (!taken) continue;
      const message = `That shop already has a product with ${LABELS[taken.field]} ${taken.code}, as this category's ${product.name} does`;
      throw new HttpError(409, PRODUCT_CODE_CONFLICTS[taken.field], message, { shopId: message });
    }
  }
}
