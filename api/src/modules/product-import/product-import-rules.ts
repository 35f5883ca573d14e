import type { FieldErrors } from '../../http/errors';
import { type FileProblem, parseCsvText } from '../../http/csv-import';
import { latinDigits } from '../../kuwait/search-text';
import { parseId } from '../../http/form-fields';
import type { ProductStatus, ProductUnit } from '../../db/schema';
import { productFormRules, productStatusRules } from '../products/products-rules';
import { csvCellText } from '../../http/csv-export';
import { PRODUCT_FILE_COLUMNS, type ProductFileColumn } from '../products/products-schemas';
import { MAX_IMPORT_ROWS } from './product-import-schemas';

// decisions/reports-and-bulk.md, product CSV import: the file's columns and each row are judged here, as pure functions
// (its bytes and records are read by http/csv-import.ts, which the settlement files of reconciliation share). Each row
// goes through the products module's own rules (spec §5 messages word for word); what needs the database (does the id
// or the category exist) is the plan's (product-import-plan.ts).

/** The columns of the import file and its template, in the template's order: the products export's. */
export const IMPORT_COLUMNS = PRODUCT_FILE_COLUMNS;
export type ImportColumn = ProductFileColumn;

/** One data row of the file: its line number (the header is line 1) and its cells by column. */
export interface ImportRow {
  line: number;
  cells: Partial<Record<ImportColumn, string>>;
  /** Set when the row has more or fewer values than the header has columns. */
  width?: number;
}

/** A category as a row names it: by id, or by name within a shop (names as written). */
export interface CategoryReference {
  id?: number;
  name?: string;
  shop?: string;
}

/** What a valid row asks for: a new product (no id) or these fields of product `id`. */
export interface ImportValues {
  id: number | null;
  name?: string;
  nameAr?: string;
  categoryId?: number;
  /** An exact decimal string (3 decimals at most): never a float. */
  price?: string;
  stock?: number;
  status?: ProductStatus;
  /** decisions/grocery-products.md; kg as exact decimal strings. A new product's unit is settled (piece by default). */
  unit?: ProductUnit;
  weightStep?: string | null;
  estimatedWeight?: string | null;
  sku?: string | null;
  barcode?: string | null;
}

/** The header's columns and every data row, or why the file is not a CSV this import reads. */
export function readImportCsv(text: string): { rows: ImportRow[]; columnCount: number } | FileProblem {
  const parsed = parseCsvText(text);
  if ('file' in parsed) return parsed;
  const { header: names, records: data } = parsed;
  const unknown = names.filter((name) => !(IMPORT_COLUMNS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    const quoted = unknown.map((name) => `"${name}"`).join(', ');
    return { file: `Unknown column${unknown.length > 1 ? 's' : ''} ${quoted}: the columns are ${IMPORT_COLUMNS.join(', ')} (download the template)` };
  }
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated) return { file: `The column "${repeated}" appears twice` };
  if (data.length === 0) return { file: 'The file has no rows to import: add one product per line under the header' };
  if (data.length > MAX_IMPORT_ROWS) {
    return { file: `The file has ${data.length.toLocaleString('en')} rows: import at most ${MAX_IMPORT_ROWS.toLocaleString('en')} at a time` };
  }
  const columns = names as ImportColumn[];
  return {
    columnCount: columns.length,
    rows: data.map(({ line, values }) => {
      const cells: ImportRow['cells'] = {};
      columns.forEach((column, index) => {
        cells[column] = csvCellText(values[index] ?? '');
      });
      return values.length === columns.length ? { line, cells } : { line, cells, width: values.length };
    }),
  };
}

/** Numbers as staff type them in Arabic: Arabic-Indic digits and the Arabic decimal separator. */
const number = (raw: string | undefined) => (raw === undefined ? undefined : latinDigits(raw).replace(/\u066B/g, '.'));

/** A barcode as the export writes it (="…", text for Excel: product-csv.ts), or as typed. */
const barcodeCell = (raw: string | undefined) => (raw === undefined ? undefined : (/^="(.*)"$/.exec(raw.trim())?.[1] ?? raw));

/**
 * One row through the product form's rules (spec §5): a row without an id is a new product and
 * needs every required field; a row with one changes only the cells it fills, so an exported file
 * with a cell emptied or a column left out changes nothing there. A file carries no pictures, so
 * the form's image rule is not the file's: a new product gets its picture in the form. The
 * category may be named instead of its id (`category`); the plan finds it.
 */
export function importRowRules(row: ImportRow, columnCount: number): { errors: FieldErrors; values: ImportValues; category: CategoryReference } {
  if (row.width !== undefined) {
    return { errors: { row: `This line has ${row.width} values; the header has ${columnCount} columns` }, values: { id: null }, category: {} };
  }
  const rawId = number(row.cells.id)?.trim() ?? '';
  const id = rawId === '' ? null : parseId(rawId);
  const filled = (column: ImportColumn) => {
    const cell = row.cells[column];
    return cell === undefined || (rawId !== '' && cell.trim() === '') ? undefined : cell;
  };
  const errors: FieldErrors = {};
  if (rawId !== '' && id === null) errors.id = 'Enter a valid product id, or leave it empty for a new product';
  const category: CategoryReference = {};
  const categoryName = filled('category')?.trim();
  const shop = filled('shop')?.trim();
  if (categoryName) category.name = categoryName;
  if (shop) category.shop = shop;
  const categoryId = number(filled('categoryId'));
  const ruled = productFormRules(
    {
      name: filled('name'),
      name_ar: filled('name_ar'),
      categoryId,
      price: number(filled('price')),
      stock: number(filled('stock')),
      // A blank unit is the form's default, as a blank status is: by the piece when new, else unchanged.
      unit: filled('unit')?.trim() || undefined,
      weightStep: number(filled('weightStep')),
      estimatedWeight: number(filled('estimatedWeight')),
      sku: filled('sku'),
      barcode: barcodeCell(filled('barcode')),
    },
    rawId === '' ? 'create' : 'patch',
    { sent: false, existing: true },
  );
  const { image: _image, ...fieldErrors } = ruled.errors;
  // A new product named by its category alone: the plan finds the category, or says why not.
  if (category.name && !categoryId?.trim()) delete fieldErrors.categoryId;
  Object.assign(errors, fieldErrors);
  const { categoryId: ruledCategory, ...ruledValues } = ruled.values;
  if (ruledCategory !== undefined) category.id = ruledCategory;
  const values: ImportValues = { id, ...ruledValues };
  // A blank status keeps a product's status, and makes a new one active (the form's default).
  const status = filled('status')?.trim() ?? '';
  if (status !== '') {
    const checked = productStatusRules({ status });
    if (checked.status) values.status = checked.status;
    else Object.assign(errors, checked.errors);
  } else if (id === null) values.status = 'active';
  return { errors, values, category };
}
