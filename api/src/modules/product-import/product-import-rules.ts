import { parse } from 'csv-parse/sync';
import type { FieldErrors } from '../../http/errors';
import { latinDigits } from '../../kuwait/search-text';
import { parseId } from '../../http/form-fields';
import type { ProductStatus, ProductUnit } from '../../db/schema';
import { productFormRules, productStatusRules } from '../products/products-rules';
import { csvCellText } from '../../http/csv-export';
import { PRODUCT_FILE_COLUMNS, type ProductFileColumn } from '../products/products-schemas';
import { MAX_IMPORT_ROWS } from './product-import-schemas';

// decisions/reports-and-bulk.md, product CSV import: the file's bytes, its columns and each row are judged here, as pure
// functions. Each row goes through the products module's own rules (spec §5 messages word for
// word); what needs the database (does the id or the category exist) is the plan's
// (product-import-plan.ts).

/** The columns of the import file and its template, in the template's order: the products export's. */
export const IMPORT_COLUMNS = PRODUCT_FILE_COLUMNS;
export type ImportColumn = ProductFileColumn;

/** A problem with the file as a whole: nothing in it is imported. */
export interface FileProblem {
  file: string;
}

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

const SAVE_AS_UTF8 = 'Save it as "CSV UTF-8 (comma delimited)" and import it again.';

/**
 * The file's text, or why it cannot be read. Only UTF-8 is accepted (a BOM is fine: Excel writes
 * one): UTF-16 (with a BOM, or the NUL bytes of its ASCII) and legacy code pages such as
 * Windows-1256 Arabic would otherwise import as mojibake.
 */
export function decodeImportFile(bytes: Buffer): { text: string } | FileProblem {
  if (bytes.length === 0) return { file: 'The file is empty' };
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff) || bytes.subarray(0, 512).includes(0)) {
    return { file: `The file is saved as UTF-16 (Unicode) text. ${SAVE_AS_UTF8}` };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes) };
  } catch {
    return { file: `The file is not UTF-8 text (Arabic saved as Windows-1256, say). ${SAVE_AS_UTF8}` };
  }
}

const LINE_BREAK = /\r\n|\r|\n/g;
const lineBreaks = (text: string) => text.match(LINE_BREAK)?.length ?? 0;

/** The header's columns and every data row, or why the file is not a CSV this import reads. */
export function readImportCsv(text: string): { rows: ImportRow[]; columnCount: number } | FileProblem {
  // Lines are counted here, from the bytes csv-parse says each record ends at: its own count takes
  // a CRLF inside quotes for two lines.
  const bytes = Buffer.from(text);
  const lineAt = (offset: number) => 1 + lineBreaks(bytes.subarray(0, offset).toString());
  let records: { record: string[]; info: { bytes: number } }[];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, info: true }) as unknown as typeof records;
  } catch (error) {
    const { code, bytes: at } = error as { code?: string; bytes?: number };
    const line = lineAt(at ?? 0);
    if (code === 'CSV_QUOTE_NOT_CLOSED') return { file: `A quoted value opened after line ${line - 1} is never closed: check the quotes (") from line ${line} on` };
    if (code === 'INVALID_OPENING_QUOTE' || code === 'CSV_INVALID_CLOSING_QUOTE') {
      return { file: `Line ${line} has a broken quote: a value with a quote (") must be quoted whole, its quotes doubled ("")` };
    }
    return { file: `The file could not be read as CSV near line ${line}` };
  }
  const [header, ...data] = records;
  if (!header) return { file: 'The file is empty' };
  const names = header.record.map((name) => name.trim());
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
  let end = header.info.bytes;
  let line = lineAt(end);
  return {
    columnCount: columns.length,
    rows: data.map(({ record, info }) => {
      const cells: ImportRow['cells'] = {};
      columns.forEach((column, index) => {
        cells[column] = csvCellText(record[index] ?? '');
      });
      // The record starts after the blank lines skipped before it.
      const span = bytes.subarray(end, info.bytes).toString();
      const start = line + lineBreaks(/^[\r\n]*/.exec(span)?.[0] ?? '');
      line += lineBreaks(span);
      end = info.bytes;
      return record.length === columns.length ? { line: start, cells } : { line: start, cells, width: record.length };
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
