// JSON schemas shared by every route: the answer envelopes (also the OpenAPI docs) and id params.

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

export const successSchema = (data: object) =>
  ({ type: 'object', properties: { success: { type: 'boolean', const: true }, data }, required: ['success', 'data'] }) as const;

export const pageSchema = (item: object) =>
  successSchema({
    type: 'object',
    properties: {
      items: { type: 'array', items: item },
      total: { type: 'integer' },
      page: { type: 'integer' },
      pages: { type: 'integer' },
      limit: { type: 'integer' },
      nextCursor: { type: ['string', 'null'] },
    },
    required: ['items', 'total', 'page', 'pages', 'limit', 'nextCursor'],
  });

/** The error answers every authenticated route can give. */
export const errorResponses = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  413: errorSchema,
  415: errorSchema,
  429: errorSchema,
} as const;

export const idParamsSchema = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  required: ['id'],
} as const;

/** Bilingual name pair as the API answers it: `name_ar` is the spec's field name. */
export const namedSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' }, name_ar: { type: 'string' } },
} as const;

/** Money leaves the database as an exact decimal string and is sent as a JSON number. */
export const moneySchema = { type: 'number' } as const;
