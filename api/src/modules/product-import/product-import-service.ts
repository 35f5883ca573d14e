import { conflict } from '../../http/errors';
import type { Db } from '../../db/client';
import { describeStockChange } from '../products/stock-ledger';
import { codeHolders, lockShopCodes } from '../products/product-codes';
import { type CurrentProduct, type ImportPlan, planImport, referencedIds } from './product-import-plan';
import { IMPORT_BATCH, productImportRepository } from './product-import-repository';
import type { ImportRow } from './product-import-rules';

export interface ImportFile {
  rows: ImportRow[];
  columnCount: number;
}

/** How many rows are written so far, of how many. */
export type ImportProgress = (done: number, total: number) => void;

/** The SKUs and barcodes the file gives, and those of the products it names (a product moved to another shop takes its own). */
const codesOf = (ids: ReturnType<typeof referencedIds>, current: Map<number, CurrentProduct>) => {
  const named = [...current.values()];
  return {
    skus: [...ids.codes.skus, ...named.flatMap((product) => product.sku ?? [])],
    barcodes: [...ids.codes.barcodes, ...named.flatMap((product) => product.barcode ?? [])],
  };
};

/** The preview: what the file would create and change, and every invalid row, as the data is now. */
export async function previewImport(db: Db, file: ImportFile, shopIds: number[] | null): Promise<ImportPlan> {
  const repo = productImportRepository(db, shopIds);
  const ids = referencedIds(file.rows, file.columnCount);
  const current = await repo.currentProducts(ids.productIds);
  return planImport(file.rows, file.columnCount, current, await repo.knownCategories(ids.categoryIds), await codeHolders(db, codesOf(ids, current)));
}

/**
 * Writes the file in the request's transaction: the products it names are locked and the plan worked out
 * again, so it is exactly what is written. A file that has become invalid since its preview (a
 * product or category deleted meanwhile) is refused whole with 409; any failure rolls all back.
 * Stock changes are the ledger's 'import', by `actorId`. Shop staff (`shopIds`) reach only their
 * shops' products and categories: another shop's are unknown to the file (decisions/roles-and-audit.md).
 */
export async function applyImport(db: Db, file: ImportFile, { actorId, shopIds }: { actorId: number; shopIds: number[] | null }, progress: ImportProgress = () => {}): Promise<ImportPlan> {
  const repo = productImportRepository(db, shopIds);
  const ids = referencedIds(file.rows, file.columnCount);
  const current = await repo.currentProducts(ids.productIds, true);
  const known = await repo.knownCategories(ids.categoryIds, true);
  // decisions/grocery-products.md: the shops whose codes the file writes are locked before their holders are read,
  // as the product form does (product-codes.ts); which shops those are does not depend on the holders.
  await lockShopCodes(db, planImport(file.rows, file.columnCount, current, known).codeShops);
  const plan = planImport(file.rows, file.columnCount, current, known, await codeHolders(db, codesOf(ids, current)));
  if (plan.invalid.length > 0) {
    const [first] = plan.invalid;
    throw conflict(`The file has ${plan.invalid.length} invalid row${plan.invalid.length > 1 ? 's' : ''} (line ${first.line}: ${Object.values(first.errors)[0]}): preview it again and fix them. Nothing was imported`, 'IMPORT_INVALID');
  }
  await describeStockChange(db, { reason: 'import', actorId });
  const total = plan.create.length + plan.change.length;
  let done = 0;
  progress(done, total);
  for (let start = 0; start < plan.create.length; start += IMPORT_BATCH) {
    const batch = plan.create.slice(start, start + IMPORT_BATCH);
    await repo.insertProducts(batch);
    done += batch.length;
    progress(done, total);
  }
  for (let start = 0; start < plan.change.length; start += IMPORT_BATCH) {
    const batch = plan.change.slice(start, start + IMPORT_BATCH);
    await repo.updateProducts(batch);
    done += batch.length;
    progress(done, total);
  }
  return plan;
}
