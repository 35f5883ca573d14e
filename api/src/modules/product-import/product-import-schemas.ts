import { errorResponses, successSchema } from '../../http/schemas';
import { PRODUCT_FILE_COLUMNS as IMPORT_COLUMNS } from '../products/products-schemas';

/** A 10,000-row file of long bilingual names stays well under this. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 10_000;

const line = { type: 'integer', description: 'The line of the file (the header is line 1)' } as const;
/** A cell's value before and after; '' for none (a piece's weight step, a SKU not set). */
const fieldValue = { type: ['string', 'number'] } as const;

export const importPlanSchema = {
  type: 'object',
  properties: {
    rows: { type: 'integer', description: 'Data rows in the file' },
    create: {
      type: 'array',
      description: 'Rows without an id: the products they create',
      items: {
        type: 'object',
        properties: {
          line,
          name: { type: 'string' },
          name_ar: { type: 'string' },
          categoryId: { type: 'integer' },
          price: { type: 'string', description: 'KWD, exact (at most 3 decimals)' },
          stock: { type: 'integer' },
          status: { type: 'string', enum: ['active', 'inactive'] },
          unit: { type: 'string', enum: ['piece', 'weight'], description: 'decisions/grocery-products.md: by weight, price is per kg' },
          weightStep: { type: ['string', 'null'], description: 'kg, exact; null by the piece' },
          estimatedWeight: { type: ['string', 'null'], description: 'kg, exact; null by the piece' },
          sku: { type: ['string', 'null'] },
          barcode: { type: ['string', 'null'] },
        },
        required: ['line', 'name', 'name_ar', 'categoryId', 'price', 'stock', 'status'],
      },
    },
    change: {
      type: 'array',
      description: 'Rows with an id whose values differ: each field, old and new',
      items: {
        type: 'object',
        properties: {
          line,
          id: { type: 'integer' },
          name: { type: 'string', description: "The product's name before the change" },
          changes: {
            type: 'array',
            items: {
              type: 'object',
              properties: { field: { type: 'string', enum: [...IMPORT_COLUMNS] }, from: fieldValue, to: fieldValue },
              required: ['field', 'from', 'to'],
            },
          },
        },
        required: ['line', 'id', 'name', 'changes'],
      },
    },
    unchanged: { type: 'integer', description: 'Rows with an id whose values are already those of the file' },
    invalid: {
      type: 'array',
      description: "Rows that cannot be imported: each field with its message (spec §5's for the product form's fields)",
      items: {
        type: 'object',
        properties: {
          line,
          errors: { type: 'object', additionalProperties: { type: 'string' } },
          values: { type: 'object', description: 'The cell each error is about, as the file gives it', additionalProperties: { type: 'string' } },
        },
        required: ['line', 'errors', 'values'],
      },
    },
  },
  required: ['rows', 'create', 'change', 'unchanged', 'invalid'],
} as const;

export const importResultSchema = {
  type: 'object',
  properties: {
    created: { type: 'integer' },
    changed: { type: 'integer' },
    unchanged: { type: 'integer' },
  },
  required: ['created', 'changed', 'unchanged'],
} as const;

/** The OpenAPI words for the body both POST routes take. */
export const csvBodyDescription =
  `The CSV file itself as the body, \`Content-Type: text/csv\`: UTF-8 (a BOM is fine), at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB and ` +
  `${MAX_IMPORT_ROWS.toLocaleString('en')} rows, a header naming some of the columns ${IMPORT_COLUMNS.join(', ')}. ` +
  'The products export writes these columns: its file imports unchanged. ' +
  'A row without an id creates a product (name, category, price and stock required); a row with one changes the cells it fills (an empty cell changes nothing). ' +
  'decisions/grocery-products.md: unit, weightStep, estimatedWeight, sku and barcode as the product form takes them; a SKU or barcode another product of the shop has, ' +
  'or an earlier line gives in the same shop, makes its row invalid. ' +
  'The category is its categoryId, or its name (English or Arabic) within the shop: the shop column, else the product\'s own shop. ' +
  'Arabic-Indic digits are read as digits. A file that cannot be read (UTF-16 or Windows-1256 text, a broken quote, an unknown column, ' +
  'too many rows) is a 400 naming the problem under `errors.file`; a larger file is a 413.';

/**
 * The body as the OpenAPI docs show it: any bytes under text/csv (an empty schema lets the Buffer
 * through the validator; the rules judge it).
 */
export const csvBodySchema = { content: { 'text/csv': { schema: { description: 'The CSV file, UTF-8' } } } } as const;

export const previewResponses = { 200: successSchema(importPlanSchema), ...errorResponses } as const;
export const applyResponses = {
  200: {
    ...successSchema(importResultSchema),
    description:
      'Imported in one transaction. With `Accept: application/x-ndjson` the answer is a stream of lines instead: ' +
      '`{"progress":{"done":n,"total":n}}` while rows are written, then this answer or the error (`success: false`) as the last line.',
  },
  ...errorResponses,
} as const;

/** A line of the import's progress (`Accept: application/x-ndjson`): rows written so far, of how many; the answer is the last line. */
export interface ImportProgressLine {
  progress: { done: number; total: number };
}
