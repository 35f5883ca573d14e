import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, shops } from '../../db/schema';
import { type CsvColumn, csvPhone } from '../../http/csv-export';
import type { ProductRow } from './products-repository';
import { PRODUCT_FILE_COLUMNS, type ProductFileColumn } from './products-schemas';

/** A product as the export reads it: its row and its category's shop. */
export type ProductCsvRow = ProductRow & { shop: { id: number; name: string } };

const CELLS: Record<ProductFileColumn, CsvColumn<ProductCsvRow>['cell']> = {
  id: (row) => row.id,
  name: (row) => row.name,
  name_ar: (row) => row.name_ar,
  categoryId: (row) => row.categoryId,
  category: (row) => row.category.name,
  shop: (row) => row.shop.name,
  // As stored, to the fils.
  price: (row) => row.price,
  stock: (row) => row.stock,
  status: (row) => row.status,
  unit: (row) => row.unit,
  // kg as stored, to the gram; empty by the piece.
  weightStep: (row) => row.weightStep,
  estimatedWeight: (row) => row.estimatedWeight,
  sku: (row) => row.sku,
  // Digits Excel would read as a number (6.29E+12, a leading 0 lost): written as a phone is, as
  // text; the import reads that form back (product-import-rules.ts).
  barcode: (row) => csvPhone(row.barcode),
};

/** A product as a row of the products export (decisions/reports-and-bulk.md): the columns the import reads. */
export const PRODUCT_CSV_COLUMNS: readonly CsvColumn<ProductCsvRow>[] = PRODUCT_FILE_COLUMNS.map((header) => ({ header, cell: CELLS[header] }));

/** Each batch of exported products with its categories' shops, read in one statement a batch. */
export async function* withProductShops(db: Db, batches: AsyncIterable<ProductRow[]>): AsyncGenerator<ProductCsvRow[]> {
  for await (const rows of batches) {
    const categoryIds = [...new Set(rows.map((row) => row.categoryId))];
    const found = await db
      .select({ categoryId: categories.id, id: shops.id, name: shops.name })
      .from(categories)
      .innerJoin(shops, eq(shops.id, categories.shopId))
      .where(inArray(categories.id, categoryIds));
    const shopOf = new Map(found.map(({ categoryId, ...shop }) => [categoryId, shop]));
    yield rows.map((row) => ({ ...row, shop: shopOf.get(row.categoryId) ?? { id: 0, name: '' } }));
  }
}
