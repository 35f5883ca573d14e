import { idParamsSchema, imageUrlProperties } from '../../http/schemas';
import type { Answer } from '../../http/type-provider';

/** The form fields a category is written from (spec §7); every other field is ignored. The panel's form sends them as multipart text (the picture as `file`). */
export const CATEGORY_FORM_FIELDS = ['name', 'name_ar', 'shopId'] as const;

// JSON schemas of the categories routes: they serialise the answers and feed /api/docs. The form
// is read with readForm (multipart), so it is described in words, not validated by a body schema.

/** A category as the API answers it (spec §3); images are absolute URLs or null. */
export const categorySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    name_ar: { type: 'string' },
    ...imageUrlProperties,
    shopId: { type: 'integer' },
    shop: {
      type: 'object',
      properties: { id: { type: 'integer' }, name: { type: 'string' }, name_ar: { type: 'string' }, ...imageUrlProperties },
    },
    createdAt: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'name', 'name_ar', 'image', 'shopId', 'shop'],
} as const;

export const categoryFormDescription =
  'multipart/form-data (or JSON without a file): name, name_ar, shopId, file (the image). Other fields are ignored.';

export type Category = Answer<typeof categorySchema>;

/** decisions/search.md: the categories list's search and shop (GET categories, paged or whole). */
export const categoryFilterProperties = {
  q: { type: 'string', maxLength: 100, description: 'A fragment of the English or Arabic name' },
  shopId: idParamsSchema.properties.id,
} as const;
