import { idParamsSchema, imageUrlProperties, MAX_INTEGER, moneySchema, namedSchema } from '../../http/schemas';
import type { Answer, Input } from '../../http/type-provider';
import { availabilitySchema, weeklyIntervalSchema } from '../shops/shops-schemas';

// JSON schemas of the customers' catalogue (decisions/customer-catalogue.md): what a customer's app may read, and
// nothing staff keep to themselves (stock counts, SKU, barcode, the shop's pause bookkeeping).

/** The most rows one catalogue page holds. */
export const CATALOG_MAX_LIMIT = 50;
/** spec §9's page size, as the panel's lists: a catalogue page holds 10 rows unless the app asks for up to 50. */
export const CATALOG_PAGE_SIZE = 10;

const id = idParamsSchema.properties.id;
const search = {
  type: 'string',
  maxLength: 100,
  description: 'A fragment of the English or Arabic name (alef forms, ة/ه, ى/ي, diacritics and tatweel read alike)',
} as const;

/** Page by number (`page`), or on from the previous page's `nextCursor` (`after`); at most 50 rows. */
const pagingProperties = {
  page: { type: 'integer', minimum: 1, maximum: MAX_INTEGER, default: 1 },
  limit: { type: 'integer', minimum: 1, maximum: MAX_INTEGER, description: `Rows a page (${CATALOG_PAGE_SIZE} by default, at most ${CATALOG_MAX_LIMIT})` },
  after: { type: 'string', maxLength: 2048, description: 'nextCursor of the previous page (keyset paging)' },
} as const;

export const catalogShopsQuerySchema = {
  type: 'object',
  properties: { blockId: { ...id, description: "The customer's block: only the shops delivering there" }, q: search, ...pagingProperties },
  required: ['blockId'],
} as const;
export type CatalogShopsQuery = Input<typeof catalogShopsQuerySchema>;

export const catalogShopQuerySchema = {
  type: 'object',
  properties: { blockId: { ...id, description: "The customer's block: the shop's delivery terms there" } },
} as const;

export const catalogProductsQuerySchema = {
  type: 'object',
  properties: { categoryId: { ...id, description: 'One category of the shop' }, q: search, ...pagingProperties },
} as const;
export type CatalogProductsQuery = Input<typeof catalogProductsQuerySchema>;

/** The terms of a shop's delivery to one block (migration 0027: shop_delivery_terms), KWD as JSON numbers. */
export const deliveryTermsSchema = {
  type: 'object',
  properties: {
    deliveryFee: { ...moneySchema, description: 'KWD' },
    minBasket: { ...moneySchema, description: "KWD: the least an order's lines may total" },
    etaMinutes: { type: ['integer', 'null'], description: 'Expected minutes from order to door; null when the shop has not said' },
  },
  required: ['deliveryFee', 'minBasket', 'etaMinutes'],
} as const;

/** A shop as customers see it: names, picture, where it is, whether it takes orders now, and its terms for their block. */
export const catalogShopSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    name_ar: { type: 'string' },
    phone: { type: 'string', description: 'With the country code: +965XXXXXXXX' },
    ...imageUrlProperties,
    governorate: namedSchema,
    area: namedSchema,
    block: namedSchema,
    hours: { type: 'array', items: weeklyIntervalSchema, description: 'The weekly schedule; empty: openTime–closeTime every day' },
    openTime: { type: 'string', description: 'HH:MM, Kuwait time' },
    closeTime: { type: ['string', 'null'], description: 'HH:MM, Kuwait time; null: until midnight' },
    availability: { ...availabilitySchema, description: 'Open now, or why not and when it opens next (opensAt)' },
    substitutePolicy: { type: 'string', enum: ['cap', 'ask'], description: "A dearer substitute is billed at most the original ('cap') or needs the customer's approval ('ask')" },
    delivery: {
      type: ['object', 'null'],
      properties: deliveryTermsSchema.properties,
      required: deliveryTermsSchema.required,
      description: 'The terms for the block asked about; null when the shop does not deliver there, or no block was given',
    },
  },
  required: ['id', 'name', 'name_ar', 'phone', 'image', 'imageThumbnail', 'imagePreview', 'governorate', 'area', 'block', 'hours', 'openTime', 'closeTime', 'availability', 'substitutePolicy', 'delivery'],
} as const;
export type CatalogShop = Answer<typeof catalogShopSchema>;

/** One of a shop's categories, with how many of its products are on sale (active: sold out ones included). */
export const catalogCategorySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    name_ar: { type: 'string' },
    ...imageUrlProperties,
    productCount: { type: 'integer', description: 'Its products on sale (sold out ones included; inactive ones never)' },
  },
  required: ['id', 'name', 'name_ar', 'image', 'imageThumbnail', 'imagePreview', 'productCount'],
} as const;
export type CatalogCategory = Answer<typeof catalogCategorySchema>;

/** A product on sale, as customers see it: the price, the unit, whether it can be ordered now. */
export const catalogProductSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    name_ar: { type: 'string' },
    ...imageUrlProperties,
    categoryId: { type: 'integer' },
    price: { ...moneySchema, description: 'KWD; by weight, per kg' },
    unit: { type: 'string', enum: ['piece', 'weight'], description: 'Sold by the piece, or by weight (then price is per kg)' },
    weightStep: { type: ['number', 'null'], description: "By weight: what a customer's quantity goes up by, in kg; null by the piece" },
    estimatedWeight: { type: ['number', 'null'], description: 'By weight: what one item weighs, about, in kg; null by the piece' },
    available: { type: 'boolean', description: 'false: sold out (none in stock, or sold out for today)' },
    soldOutUntil: { type: ['string', 'null'], format: 'date-time', description: 'Sold out for today: back on sale then (its shop’s next opening); null otherwise' },
  },
  required: ['id', 'name', 'name_ar', 'image', 'imageThumbnail', 'imagePreview', 'categoryId', 'price', 'unit', 'weightStep', 'estimatedWeight', 'available', 'soldOutUntil'],
} as const;
export type CatalogProduct = Answer<typeof catalogProductSchema>;
