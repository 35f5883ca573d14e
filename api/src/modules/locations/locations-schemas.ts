import { idParamsSchema } from '../../http/schemas';
import type { Input } from '../../http/type-provider';

// JSON schemas of the location routes: they validate input, serialise the answers and feed /api/docs.

export const governorateSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' }, name_ar: { type: 'string' } },
  required: ['id', 'name', 'name_ar'],
} as const;

export const areaSchema = {
  type: 'object',
  properties: { ...governorateSchema.properties, governorateId: { type: 'integer' } },
  required: ['id', 'governorateId', 'name', 'name_ar'],
} as const;

export const blockSchema = {
  type: 'object',
  properties: { ...governorateSchema.properties, areaId: { type: 'integer' } },
  required: ['id', 'areaId', 'name', 'name_ar'],
} as const;

/** Only the two names are read; anything else in the body is dropped by the validator. */
export const nameBodySchema = {
  type: 'object',
  properties: { name: { type: 'string' }, name_ar: { type: 'string' } },
} as const;

export type NameBody = Input<typeof nameBodySchema>;

// A child is addressed under its parent: /governorates/:governorateId/areas/:id, /areas/:areaId/blocks/:id.
const dbId = idParamsSchema.properties.id;

export const areaParamsSchema = {
  type: 'object',
  properties: { governorateId: dbId, id: dbId },
  required: ['governorateId', 'id'],
} as const;

export const blockParamsSchema = {
  type: 'object',
  properties: { areaId: dbId, id: dbId },
  required: ['areaId', 'id'],
} as const;

/** decisions/search.md: the location filter's query, and what it finds (with the path to each match). */
export const locationSearchQuerySchema = {
  type: 'object',
  properties: { q: { type: 'string', minLength: 1, maxLength: 100, description: 'A name fragment, English or Arabic' } },
  required: ['q'],
} as const;

export const locationMatchSchema = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: ['governorate', 'area', 'block'] },
    id: { type: 'integer' },
    name: { type: 'string' },
    name_ar: { type: 'string' },
    governorateId: { type: 'integer' },
    governorateName: { type: 'string' },
    governorateNameAr: { type: 'string' },
    areaId: { type: ['integer', 'null'] },
    areaName: { type: ['string', 'null'] },
    areaNameAr: { type: ['string', 'null'] },
  },
  required: ['kind', 'id', 'name', 'name_ar', 'governorateId', 'governorateName', 'governorateNameAr', 'areaId', 'areaName', 'areaNameAr'],
} as const;
