import type { FieldErrors } from '../../http/errors';
import type { ProductStatus } from '../../db/schema';
import { parsePrice } from '../products/products-rules';
import { type ImportColumn, type ImportRow, type ImportValues, importRowRules } from './product-import-rules';

// What an import would do, worked out from the file's rows and the products and categories they
// name as they are now: the preview shows it, and the apply works it out again inside its
// transaction (rows locked) and writes exactly that.

/** A product as the import compares it (price as the database's exact decimal string). */
export interface CurrentProduct {
  id: number;
  name: string;
  nameAr: string;
  categoryId: number;
  price: string;
  stock: number;
  status: ProductStatus;
}

export type NewProduct = Required<Omit<ImportValues, 'id' | 'nameAr'>> & { nameAr: string; line: number };
export type FieldChange = {
  field: ImportColumn;
  from: string | number;
  to: string | number;
};
export type ProductChange = {
  line: number;
  id: number;
  /** The product's name before the change, so the preview names what it changes. */
  name: string;
  changes: FieldChange[];
  /** The columns to write. */
  values: Omit<ImportValues, 'id'>;
};
export type InvalidRow = {
  line: number;
  errors: FieldErrors;
};
export interface ImportPlan {
  rows: number;
  create: NewProduct[];
  change: ProductChange[];
  unchanged: number;
  invalid: InvalidRow[];
}

const COMPARED: [keyof Omit<ImportValues, 'id'>, ImportColumn][] = [
  ['name', 'name'],
  ['nameAr', 'name_ar'],
  ['categoryId', 'categoryId'],
  ['price', 'price'],
  ['stock', 'stock'],
  ['status', 'status'],
];

/** The ids and category ids a file names: what the plan needs read from the database. */
export function referencedIds(rows: ImportRow[], columnCount: number): { productIds: number[]; categoryIds: number[] } {
  const productIds = new Set<number>();
  const categoryIds = new Set<number>();
  for (const row of rows) {
    const { values } = importRowRules(row, columnCount);
    if (values.id !== null) productIds.add(values.id);
    if (values.categoryId !== undefined) categoryIds.add(values.categoryId);
  }
  return { productIds: [...productIds], categoryIds: [...categoryIds] };
}

export function planImport(
  rows: ImportRow[],
  columnCount: number,
  current: Map<number, CurrentProduct>,
  categoryExists: (id: number) => boolean,
): ImportPlan {
  const plan: ImportPlan = { rows: rows.length, create: [], change: [], unchanged: 0, invalid: [] };
  const firstLineOf = new Map<number, number>();
  for (const row of rows) {
    const { errors, values } = importRowRules(row, columnCount);
    const product = values.id === null ? undefined : current.get(values.id);
    if (values.id !== null && !errors.id) {
      const earlier = firstLineOf.get(values.id);
      if (earlier !== undefined) errors.id = `Product ${values.id} is already changed on line ${earlier}`;
      else if (!product) errors.id = 'Product not found';
      else firstLineOf.set(values.id, row.line);
    }
    // The products module's message for a category that is not there.
    if (values.categoryId !== undefined && !errors.categoryId && !categoryExists(values.categoryId)) errors.categoryId = 'The selected category does not exist';
    if (Object.keys(errors).length > 0) {
      plan.invalid.push({ line: row.line, errors });
      continue;
    }
    const { id, ...fields } = values;
    if (id === null) {
      plan.create.push({ ...(fields as Required<typeof fields>), nameAr: fields.nameAr ?? '', line: row.line });
      continue;
    }
    const before = product as CurrentProduct;
    const was: Omit<ImportValues, 'id'> = { ...before, price: parsePrice(before.price) ?? before.price };
    const changes: FieldChange[] = [];
    const write: Omit<ImportValues, 'id'> = {};
    for (const [key, column] of COMPARED) {
      const to = fields[key];
      if (to === undefined || to === was[key]) continue;
      changes.push({ field: column, from: was[key] as string | number, to });
      Object.assign(write, { [key]: to });
    }
    if (changes.length === 0) plan.unchanged += 1;
    else plan.change.push({ line: row.line, id, name: before.name, changes, values: write });
  }
  return plan;
}
