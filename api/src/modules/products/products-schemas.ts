import { bulkIdsSchema, idParamsSchema, imageUrlProperties, moneySchema, namedSchema } from '../../http/schemas';
import type { Answer, Input } from '../../http/type-provider';

/** The form fields a product is written from (spec §7); every other field is ignored. The panel's form sends them as multipart text (the picture as `file`). */
export const PRODUCT_FORM_FIELDS = [
  'name',
  'name_ar',
  'categoryId',
  'price',
  'stock',
  'stockAdjustment',
  'stockReason',
  'stockNote',
  'unit',
  'weightStep',
  'estimatedWeight',
  'sku',
  'barcode',
] as const;

// JSON schemas of the products routes: they validate input, serialise the answers and feed
// /api/docs. The form is read with readForm (multipart), so it is described in words, not
// validated by a body schema.

/** kg as a JSON number, to the gram; null by the piece. */
const kgSchema = { type: ['number', 'null'] } as const;

/** The codes of a 409 for a SKU or barcode another product of the shop has (decisions/grocery-products.md). */
export const PRODUCT_CODE_CONFLICTS = { sku: 'SKU_TAKEN', barcode: 'BARCODE_TAKEN' } as const;

/**
 * A product as the API answers it (spec §3): price a number (KWD), `active` mirrors `status`.
 * decisions/grocery-products.md: by weight, `price` is the price per kg.
 */
export const productSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    name_ar: { type: 'string' },
    ...imageUrlProperties,
    price: moneySchema,
    stock: { type: 'integer' },
    status: { type: 'string', enum: ['active', 'inactive'] },
    active: { type: 'boolean' },
    categoryId: { type: 'integer' },
    category: namedSchema,
    createdAt: { type: 'string', format: 'date-time' },
    soldOutUntil: { type: ['string', 'null'], format: 'date-time', description: '"Sold out for today" (decisions/availability.md): off sale until then, the next opening of its shop' },
    unit: { type: 'string', enum: ['piece', 'weight'], description: 'Sold by the piece, or by weight (then price is per kg)' },
    weightStep: { ...kgSchema, description: 'By weight: what a customer\'s quantity goes up by, in kg (0.001 to 10); null by the piece' },
    estimatedWeight: { ...kgSchema, description: 'By weight: what one item weighs, about, in kg (0.001 to 50); null by the piece' },
    sku: { type: ['string', 'null'], description: 'Unique within the shop (any case): up to 64 letters, digits, - _ . /' },
    barcode: { type: ['string', 'null'], description: 'A GTIN (8, 12, 13 or 14 digits, GS1 check digit), unique within the shop' },
  },
  required: ['id', 'name', 'name_ar', 'image', 'price', 'stock', 'status', 'active', 'categoryId', 'category', 'unit', 'weightStep', 'estimatedWeight', 'sku', 'barcode'],
} as const;

/** One row of a product's stock ledger (decisions/availability.md): who changed the stock, when, by how much and why. */
export const stockMovementSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    change: { type: 'integer', description: 'Added (+) or taken (−)' },
    stockAfter: { type: 'integer' },
    reason: { type: 'string', enum: ['received', 'sold', 'returned', 'damaged', 'correction', 'import', 'opening'] },
    orderId: { type: ['integer', 'null'], description: 'The order that sold or returned it' },
    actor: { type: ['object', 'null'], properties: { id: { type: 'integer' }, name: { type: 'string' } }, required: ['id', 'name'] },
    note: { type: ['string', 'null'] },
    createdAt: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'change', 'stockAfter', 'reason', 'orderId', 'actor', 'note', 'createdAt'],
} as const;

export type Product = Answer<typeof productSchema>;

/**
 * The columns of a products file, in order: what the export writes, the import template holds and
 * the import reads (product-import/), so an exported file imports unchanged. Ids and readable
 * names both: `category` (its English or Arabic name, looked up within `shop`) may stand for
 * `categoryId`.
 */
export const PRODUCT_FILE_COLUMNS = [
  'id',
  'name',
  'name_ar',
  'categoryId',
  'category',
  'shop',
  'price',
  'stock',
  'status',
  'unit',
  'weightStep',
  'estimatedWeight',
  'sku',
  'barcode',
] as const;
export type ProductFileColumn = (typeof PRODUCT_FILE_COLUMNS)[number];

export const productFormDescription =
  'multipart/form-data (or JSON without a file): name, name_ar, categoryId, price (KWD, > 0, up to 3 decimals), ' +
  'stock (a whole number, 0 or more), file (the image). Editing, instead of stock: stockAdjustment (a signed whole number added to ' +
  'the stock as it is then), with stockReason (received, returned, damaged or correction; also accepted with stock) and an optional ' +
  'stockNote: the stock ledger records them. decisions/grocery-products.md: unit (piece, the default, or weight: then price is per kg, ' +
  'weightStep and estimatedWeight in kg are required, and by the piece both are cleared), sku and barcode (each unique within the ' +
  'shop, 409 SKU_TAKEN / BARCODE_TAKEN naming the field; an empty one clears it). Other fields are ignored.';

/** decisions/search.md: search, filters and sort of the products lists; a wrong sort is a 400 naming it. */
export const productFiltersQuerySchema = {
  type: 'object',
  properties: {
    q: { type: 'string', maxLength: 100, description: 'A name fragment, English or Arabic (alef forms, ة/ه, ى/ي and diacritics read alike), or a whole SKU (any case) or barcode' },
    categoryId: idParamsSchema.properties.id,
    shopId: idParamsSchema.properties.id,
    status: { type: 'string', enum: ['active', 'inactive'] },
    stockAtMost: { type: 'integer', minimum: 0, maximum: 2147483647, description: 'Low stock: at most this many (the panel sends 5)' },
    sort: { type: 'string', maxLength: 20, description: 'newest (the default), name, price-asc, price-desc, stock-asc or stock-desc' },
  },
} as const;
export type ProductFiltersQuery = Input<typeof productFiltersQuerySchema>;

/** GET /products/barcode/{code}?shopId= (decisions/grocery-products.md): what the picking screen scans. */
export const barcodeParamsSchema = {
  type: 'object',
  properties: { code: { type: 'string', maxLength: 40, description: 'A GTIN as scanned or typed (spaces and Arabic-Indic digits are read)' } },
  required: ['code'],
} as const;
export const barcodeQuerySchema = {
  type: 'object',
  properties: { shopId: { ...idParamsSchema.properties.id, description: 'The shop whose product it is: barcodes are unique within a shop' } },
  required: ['shopId'],
} as const;

export const categoryParamsSchema = {
  type: 'object',
  properties: { categoryId: idParamsSchema.properties.id },
  required: ['categoryId'],
} as const;

/** Any string gets through: productStatusRules answers the spec's messages for a wrong one. */
export const productStatusBodySchema = { type: 'object', properties: { status: { type: 'string' } } } as const;

export type ProductStatusBody = Input<typeof productStatusBodySchema>;

/** POST /products/bulk (decisions/reports-and-bulk.md): the rows by id, or every product a list filter matches. */
export const productBulkBodySchema = {
  type: 'object',
  properties: {
    action: { type: 'string', enum: ['activate', 'deactivate', 'delete'] },
    ids: bulkIdsSchema,
    matching: { ...productFiltersQuerySchema, description: "Instead of ids: every product the products list's filters match (at most 10,000)" },
  },
  required: ['action'],
} as const;
