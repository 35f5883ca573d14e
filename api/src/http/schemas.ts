import type { JSONSchema } from 'json-schema-to-ts';

// JSON schemas shared by every route: the answer envelopes (also the OpenAPI docs) and id params.
// Written `as const` (and the builders keep their argument's literal type), so the routes' types
// can be read from them (type-provider.ts).

export const errorSchema = {
  type: 'object',
  properties: {
    success: { type: 'boolean', const: false },
    message: { type: 'string' },
    code: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
  },
  required: ['success', 'message', 'code'],
} as const;

export const successSchema = <const Data extends JSONSchema>(data: Data) =>
  ({ type: 'object', properties: { success: { type: 'boolean', const: true }, data }, required: ['success', 'data'] }) as const;

export const pageSchema = <const Item extends JSONSchema>(item: Item) =>
  successSchema({
    type: 'object',
    properties: {
      items: { type: 'array', items: item },
      total: { type: 'integer' },
      totalCapped: { type: 'boolean', description: 'A searched list: more rows match than `total` (counted up to 100)' },
      page: { type: 'integer' },
      pages: { type: 'integer' },
      limit: { type: 'integer' },
      nextCursor: { type: ['string', 'null'] },
    },
    required: ['items', 'total', 'page', 'pages', 'limit', 'nextCursor'],
  });

/** What a DELETE answers: the id of the row that went. */
export const deletedSchema = successSchema({ type: 'object', properties: { id: { type: 'integer' } } });

const error = (description: string) => ({ ...errorSchema, description }) as const;

/**
 * The error answers a route can give, each in the one error shape: the route's own, and those
 * from the layers before it (the router, Node's parser, the timeouts, the drain on shutdown).
 */
export const errorResponses = {
  400: error('Invalid input: `errors` names each field with its message'),
  401: error('Not signed in, or the token expired, was refused or names an account that no longer exists'),
  403: error('Signed in, but not allowed'),
  404: error('No such row'),
  408: error('The request took longer than REQUEST_TIMEOUT_MS to arrive'),
  409: error('A conflict with the data: a row in use, a duplicate, a row changed or deleted meanwhile'),
  413: error('The body or image is larger than the upload limit, or the image has too many pixels'),
  414: error('A path parameter is longer than 100 characters'),
  415: error('The file is not an accepted image'),
  429: error('Too many attempts: try again after the time in the message'),
  431: error('The request headers are larger than 16 KB'),
  500: error('An unexpected failure (logged with the request id)'),
  503: error('The database is unreachable, or this process is shutting down'),
} as const;

/** The largest id, page or count a PostgreSQL integer column holds. */
export const MAX_INTEGER = 2147483647;

export const idParamsSchema = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: MAX_INTEGER } },
  required: ['id'],
} as const;

/** Bilingual name pair as the API answers it: `name_ar` is the spec's field name. */
export const namedSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' }, name_ar: { type: 'string' } },
} as const;

/** Someone named on a row (who wrote, blocked, assigned…): id null once that account is gone, the name kept. */
export const personSchema = {
  type: 'object',
  properties: { id: { type: ['integer', 'null'] }, name: { type: 'string' } },
  required: ['id', 'name'],
} as const;

/**
 * A picture as the API answers it (absolute URLs or null): `image` is the stored picture the
 * spec's clients read; the thumbnail (tables) and preview (forms) are WebP copies made on upload.
 */
export const imageUrlProperties = {
  image: { type: ['string', 'null'], description: 'absolute URL of the picture' },
  imageThumbnail: { type: ['string', 'null'], description: 'absolute URL of a WebP copy at most 160 px on its longest side' },
  imagePreview: { type: ['string', 'null'], description: 'absolute URL of a WebP copy at most 640 px on its longest side' },
} as const;

/** Money leaves the database as an exact decimal string and is sent as a JSON number. */
export const moneySchema = { type: 'number' } as const;

// decisions/reports-and-bulk.md: a bulk action's body and answer (http/bulk.ts runs it).

/** The most rows one bulk request may name. */
export const MAX_BULK_ROWS = 1000;

/** The `ids` of a bulk body: 1 to MAX_BULK_ROWS row ids. */
export const bulkIdsSchema = {
  type: 'array',
  items: { type: 'integer', minimum: 1, maximum: 2147483647 },
  minItems: 1,
  maxItems: MAX_BULK_ROWS,
  description: `The rows, 1 to ${MAX_BULK_ROWS}`,
} as const;

/** What a bulk action answers: the ids done, and each refused one with the single action's status and message. */
export const bulkResultSchema = {
  type: 'object',
  properties: {
    succeeded: { type: 'array', items: { type: 'integer' } },
    failed: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'integer' }, status: { type: 'integer' }, message: { type: 'string' } },
        required: ['id', 'status', 'message'],
      },
    },
  },
  required: ['succeeded', 'failed'],
} as const;
