import type { FieldErrors } from '../../http/errors';
import type { ProductStatus, ProductUnit } from '../../db/schema';
import { parseKg, parsePrice, settleUnit, type UnitValues } from '../products/products-rules';
import { type CodeHolder, codeTakenMessage, type ProductCodeField, type ProductCodes, skuKey } from '../products/product-codes';
import { type CategoryReference, type ImportColumn, type ImportRow, type ImportValues, importRowRules } from './product-import-rules';

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
  shopId: number;
  unit: ProductUnit;
  /** kg as the database writes them ("0.250"). */
  weightStep: string | null;
  estimatedWeight: string | null;
  sku: string | null;
  barcode: string | null;
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
  /** The cell each error is about, as the file gives it (a row-wide error has none). */
  values: Partial<Record<ImportColumn, string>>;
};

/** A category the file may name, with its shop. */
export interface KnownCategory {
  id: number;
  name: string;
  nameAr: string;
  shopId: number;
  shopName: string;
  shopNameAr: string;
}
export interface ImportPlan {
  rows: number;
  create: NewProduct[];
  change: ProductChange[];
  unchanged: number;
  invalid: InvalidRow[];
  /** The shops whose SKUs and barcodes the file writes: the import locks them (product-codes.ts). */
  codeShops: number[];
}

const COMPARED: [keyof Omit<ImportValues, 'id'>, ImportColumn][] = [
  ['name', 'name'],
  ['nameAr', 'name_ar'],
  ['categoryId', 'categoryId'],
  ['price', 'price'],
  ['stock', 'stock'],
  ['status', 'status'],
  ['unit', 'unit'],
  ['weightStep', 'weightStep'],
  ['estimatedWeight', 'estimatedWeight'],
  ['sku', 'sku'],
  ['barcode', 'barcode'],
];
const UNIT_FIELDS = ['unit', 'weightStep', 'estimatedWeight'] as const;

/** kg as the rules write them ("0.25"), so a file's 0.250 is no change. */
const exactKg = (kg: string | null) => (kg === null ? null : (parseKg(kg, Number.POSITIVE_INFINITY) ?? kg));

/** The SKUs and barcodes a file writes, and the products holding them now, by shop: which one takes a code twice. */
class ShopCodes {
  private readonly held = new Map<string, number>();
  private readonly inFile = new Map<string, number>();
  readonly shops = new Set<number>();

  constructor(holders: CodeHolder[]) {
    for (const holder of holders) {
      if (holder.sku !== null) this.held.set(ShopCodes.key('sku', holder.shopId, holder.sku), holder.id);
      if (holder.barcode !== null) this.held.set(ShopCodes.key('barcode', holder.shopId, holder.barcode), holder.id);
    }
  }

  private static key(field: ProductCodeField, shopId: number, code: string) {
    return `${field} ${shopId} ${field === 'sku' ? skuKey(code) : code}`;
  }

  /** The errors of a row writing `wanted` on `line`: a code another product of the shop has, or an earlier line gives. */
  take(wanted: ProductCodes, line: number): FieldErrors {
    const errors: FieldErrors = {};
    for (const field of ['sku', 'barcode'] as const) {
      const code = wanted[field];
      if (code === null) continue;
      this.shops.add(wanted.shopId);
      const key = ShopCodes.key(field, wanted.shopId, code);
      const holder = this.held.get(key);
      const earlier = this.inFile.get(key);
      if (holder !== undefined && holder !== wanted.id) errors[field] = codeTakenMessage(field, code);
      else if (earlier !== undefined) errors[field] = `Line ${earlier} already gives a product of this shop ${field === 'sku' ? 'SKU' : 'barcode'} ${code}`;
      else this.inFile.set(key, line);
    }
    return errors;
  }
}

/**
 * What the plan needs read from the database: the products the file names by id, and the categories
 * it names by id, or every category of the account's shops when it names one by name or shop; and
 * the SKUs and barcodes it gives, whose holders it must know.
 */
export function referencedIds(rows: ImportRow[], columnCount: number): { productIds: number[]; categoryIds: number[] | 'all'; codes: { skus: string[]; barcodes: string[] } } {
  const productIds = new Set<number>();
  const categoryIds = new Set<number>();
  const codes = { skus: [] as string[], barcodes: [] as string[] };
  let byName = false;
  for (const row of rows) {
    const { values, category } = importRowRules(row, columnCount);
    if (values.id !== null) productIds.add(values.id);
    if (category.id !== undefined) categoryIds.add(category.id);
    if (category.name !== undefined || category.shop !== undefined) byName = true;
    if (values.sku) codes.skus.push(values.sku);
    if (values.barcode) codes.barcodes.push(values.barcode);
  }
  return { productIds: [...productIds], categoryIds: byName ? 'all' : [...categoryIds], codes };
}

/** Names as staff type them: the English or the Arabic one, any case, spaces as one. */
const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
const named = (name: string, ...names: string[]) => names.some((candidate) => candidate !== '' && nameKey(candidate) === nameKey(name));

// The row errors of a category named by name (the cell's value is shown beside them).
export const CATEGORY_MESSAGES = {
  noShop: 'No shop has this name',
  noCategoryInShop: 'The shop has no category with this name',
  noCategory: 'No category has this name',
  twoInShop: 'The shop has more than one category with this name: give its categoryId',
  twoShops: 'Categories of several shops have this name: give the shop or the categoryId',
  notTheId: 'The category and the categoryId name different categories: change one, or empty the other',
  otherShop: 'The categoryId is a category of another shop',
  shopWithoutCategory: 'Give the category in this shop, by its name or categoryId',
} as const;

/**
 * The category a row asks for, or why it cannot be found. On a product's row a cell that still says
 * what the product has (its category's id or name, its shop) asks for nothing, like a blank one:
 * an exported file changes only the cells edited in it, and renaming the category or the shop
 * cell moves the product.
 */
export function resolveCategory(
  ask: CategoryReference,
  current: KnownCategory | undefined,
  categories: { byId: Map<number, KnownCategory>; all: KnownCategory[] },
): { id?: number; errors: FieldErrors } {
  const idAsked = ask.id !== undefined && ask.id !== current?.id;
  const shopAsked = ask.shop !== undefined && !(current && named(ask.shop, current.shopName, current.shopNameAr));
  const nameAsked = ask.name !== undefined && (!current || shopAsked || !named(ask.name, current.name, current.nameAr));
  const byId = idAsked ? categories.byId.get(ask.id as number) : undefined;
  // The products module's message for a category that is not there.
  if (idAsked && !byId) return { errors: { categoryId: 'The selected category does not exist' } };
  if (shopAsked && !categories.all.some((category) => named(ask.shop as string, category.shopName, category.shopNameAr))) return { errors: { shop: CATEGORY_MESSAGES.noShop } };
  if (!nameAsked) {
    if (shopAsked && !byId) return { errors: { shop: CATEGORY_MESSAGES.shopWithoutCategory } };
    if (shopAsked && byId && !named(ask.shop as string, byId.shopName, byId.shopNameAr)) return { errors: { shop: CATEGORY_MESSAGES.otherShop } };
    return { id: byId?.id, errors: {} };
  }
  const name = ask.name as string;
  const inShop = (category: KnownCategory) => (ask.shop !== undefined ? named(ask.shop, category.shopName, category.shopNameAr) : !current || category.shopId === current.shopId);
  const found = categories.all.filter((category) => named(name, category.name, category.nameAr) && inShop(category));
  const shopKnown = ask.shop !== undefined || current !== undefined;
  if (found.length === 0) return { errors: { category: shopKnown ? CATEGORY_MESSAGES.noCategoryInShop : CATEGORY_MESSAGES.noCategory } };
  if (found.length > 1 && !(byId && found.some((category) => category.id === byId.id))) {
    return { errors: { category: new Set(found.map((category) => category.shopId)).size > 1 ? CATEGORY_MESSAGES.twoShops : CATEGORY_MESSAGES.twoInShop } };
  }
  if (byId && !found.some((category) => category.id === byId.id)) return { errors: { category: CATEGORY_MESSAGES.notTheId } };
  return { id: byId?.id ?? found[0].id, errors: {} };
}

/**
 * `holders`: the products that hold the file's SKUs and barcodes, and those of the products it names
 * (product-codes.ts `codeHolders`): a code is refused when another product of its shop has it.
 */
export function planImport(rows: ImportRow[], columnCount: number, current: Map<number, CurrentProduct>, known: KnownCategory[], holders: CodeHolder[] = []): ImportPlan {
  const plan: ImportPlan = { rows: rows.length, create: [], change: [], unchanged: 0, invalid: [], codeShops: [] };
  const categories = { byId: new Map(known.map((category) => [category.id, category])), all: known };
  const firstLineOf = new Map<number, number>();
  const codes = new ShopCodes(holders);
  for (const row of rows) {
    const { errors, values, category } = importRowRules(row, columnCount);
    const product = values.id === null ? undefined : current.get(values.id);
    if (values.id !== null && !errors.id) {
      const earlier = firstLineOf.get(values.id);
      if (earlier !== undefined) errors.id = `Product ${values.id} is already changed on line ${earlier}`;
      else if (!product) errors.id = 'Product not found';
      else firstLineOf.set(values.id, row.line);
    }
    if (!errors.categoryId && !errors.id && !errors.row) {
      const resolved = resolveCategory(category, product && categories.byId.get(product.categoryId), categories);
      Object.assign(errors, resolved.errors);
      if (resolved.id !== undefined) values.categoryId = resolved.id;
    }
    // decisions/grocery-products.md: a product's unit settled with its own (a new one's, by the rules), and its codes
    // free in the shop it will sell in, in the database and earlier in the file.
    const was = product && { ...product, price: parsePrice(product.price) ?? product.price, weightStep: exactKg(product.weightStep), estimatedWeight: exactKg(product.estimatedWeight) };
    if (was && UNIT_FIELDS.some((field) => values[field] !== undefined)) {
      const settled = settleUnit(values, was);
      for (const [field, message] of Object.entries(settled.errors)) errors[field] ??= message;
      Object.assign(values, settled.values);
    }
    const shopId = values.categoryId !== undefined ? categories.byId.get(values.categoryId)?.shopId : was?.shopId;
    if (Object.keys(errors).length === 0 && shopId !== undefined && (!was || shopId !== was.shopId || values.sku !== undefined || values.barcode !== undefined)) {
      const wanted = { id: values.id, shopId, sku: values.sku !== undefined ? values.sku : (was?.sku ?? null), barcode: values.barcode !== undefined ? values.barcode : (was?.barcode ?? null) };
      Object.assign(errors, codes.take(wanted, row.line));
    }
    if (Object.keys(errors).length > 0) {
      const given = Object.keys(errors).filter((field): field is ImportColumn => field in row.cells);
      plan.invalid.push({ line: row.line, errors, values: Object.fromEntries(given.map((field) => [field, row.cells[field] ?? ''])) });
      continue;
    }
    const { id: _id, ...fields } = values;
    if (!was) {
      plan.create.push({ ...(fields as Required<typeof fields>), nameAr: fields.nameAr ?? '', sku: fields.sku ?? null, barcode: fields.barcode ?? null, line: row.line });
      continue;
    }
    const changes: FieldChange[] = [];
    const write: Omit<ImportValues, 'id'> = {};
    for (const [key, column] of COMPARED) {
      const to = fields[key];
      if (to === undefined || to === was[key]) continue;
      // A value the product has none of (a piece's weight) reads as the file's empty cell.
      changes.push({ field: column, from: was[key] ?? '', to: to ?? '' });
      Object.assign(write, { [key]: to });
    }
    // The unit's fields are written together, as settled: the database checks them as one.
    if (UNIT_FIELDS.some((field) => write[field] !== undefined)) Object.assign(write, { unit: fields.unit, weightStep: fields.weightStep, estimatedWeight: fields.estimatedWeight } satisfies Partial<UnitValues>);
    if (changes.length === 0) plan.unchanged += 1;
    else plan.change.push({ line: row.line, id: was.id, name: was.name, changes, values: write });
  }
  plan.codeShops = [...codes.shops];
  return plan;
}
