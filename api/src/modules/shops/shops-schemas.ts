import { imageUrlProperties, namedSchema } from '../../http/schemas';
import type { Answer } from '../../http/type-provider';

// JSON schemas of the shops routes: they serialise the answers and feed /api/docs. The form is
// read with readForm (multipart), so it is described in words, not validated by a body schema.

/** A shop as the API answers it (spec §3); images are absolute URLs or null. */
export const shopSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    name_ar: { type: 'string' },
    phone: { type: 'string', description: 'With the country code: +965XXXXXXXX' },
    freeDelivery: { type: 'boolean' },
    isOpen: { type: 'boolean' },
    governorateId: { type: 'integer' },
    areaId: { type: 'integer' },
    blockId: { type: 'integer' },
    openTime: { type: 'string', description: 'HH:MM' },
    closeTime: { type: ['string', 'null'], description: 'HH:MM' },
    ...imageUrlProperties,
    governorate: namedSchema,
    area: namedSchema,
    block: namedSchema,
    createdAt: { type: 'string', format: 'date-time' },
    pausedAt: { type: ['string', 'null'], format: 'date-time', description: 'Taking no orders since then (issue 15: too many left unanswered); null when taking orders' },
    pausedReason: { type: ['string', 'null'], description: 'Why it is paused, e.g. "Paused: 3 orders left unanswered for over 15 minutes"' },
  },
  required: ['id', 'name', 'name_ar', 'phone', 'freeDelivery', 'isOpen', 'governorateId', 'areaId', 'blockId', 'openTime', 'closeTime', 'image'],
} as const;

export const shopFormDescription =
  'multipart/form-data (or JSON without a file): name, name_ar, phone (8 digits, with or without +965), ' +
  "freeDelivery and isOpen ('true'/'false'), governorateId, areaId, blockId, openTime and closeTime (HH:MM), file (the image). " +
  'Other fields are ignored.';

export type Shop = Answer<typeof shopSchema>;
