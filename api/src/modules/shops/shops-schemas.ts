import { idParamsSchema, imageUrlProperties, namedSchema } from '../../http/schemas';
import type { Answer } from '../../http/type-provider';
import { SUBSTITUTE_POLICIES } from '../../db/schema';
import { coverageSummarySchema } from '../delivery-coverage/coverage-schemas';

/** The form fields a shop is written from (spec §7); every other field of a request is ignored. The panel's form sends them as multipart text (the picture as `file`). */
export const SHOP_FORM_FIELDS = [
  'name',
  'name_ar',
  'phone',
  'freeDelivery',
  'isOpen',
  'governorateId',
  'areaId',
  'blockId',
  'openTime',
  'closeTime',
  'substitutePolicy',
] as const;

// JSON schemas of the shops routes: they serialise the answers and feed /api/docs. The form is
// read with readForm (multipart), so it is described in words, not validated by a body schema.

const hhmm = { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: 'HH:MM, Kuwait time' } as const;

/** One opening interval of a day; a close at or before the open runs past midnight, the same time is all day. */
export const intervalSchema = {
  type: 'object',
  properties: { opens: hhmm, closes: hhmm },
  required: ['opens', 'closes'],
  additionalProperties: false,
} as const;

export const weeklyIntervalSchema = {
  type: 'object',
  properties: { weekday: { type: 'integer', minimum: 0, maximum: 6, description: '0 = Sunday … 6 = Saturday' }, ...intervalSchema.properties },
  required: ['weekday', 'opens', 'closes'],
  additionalProperties: false,
} as const;

/** Can the shop take orders now, and if not, why and until when (decisions/availability.md: shop-availability.ts). */
export const availabilitySchema = {
  type: 'object',
  properties: {
    state: { type: 'string', enum: ['open', 'busy', 'paused', 'closed'] },
    cause: { type: 'string', enum: ['hours', 'override', 'pause', 'busy', 'manual'], description: 'What decided the state' },
    until: { type: ['string', 'null'], format: 'date-time', description: 'When this state ends; null: no end in sight (or until staff act)' },
    opensAt: { type: ['string', 'null'], format: 'date-time', description: 'When it next takes orders, if not now' },
    reasonCode: { type: ['string', 'null'], description: 'A preset reason of the pause or busy, as its code (e.g. busy_kitchen); the reader words it in their language. null: none, or typed words (reason, reasonAr)' },
    reason: { type: ['string', 'null'], description: "Staff's words for the override, pause or busy" },
    reasonAr: { type: ['string', 'null'] },
    busyMinutes: { type: ['integer', 'null'], description: 'Extra preparation minutes while busy' },
  },
  required: ['state', 'cause', 'until', 'opensAt', 'reasonCode', 'reason', 'reasonAr', 'busyMinutes'],
} as const;

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
    pausedAt: { type: ['string', 'null'], format: 'date-time', description: 'Taking no orders since then (decisions/live-desk.md: too many left unanswered); null when taking orders' },
    pausedReason: { type: ['string', 'null'], description: 'Why it is paused, e.g. "Paused: 3 orders left unanswered for over 15 minutes"' },
    pausedReasonAr: { type: ['string', 'null'] },
    pausedUntil: { type: ['string', 'null'], format: 'date-time', description: 'The pause ends by itself then; null while paused: until resumed' },
    busyUntil: { type: ['string', 'null'], format: 'date-time' },
    busyMinutes: { type: ['integer', 'null'] },
    busyReason: { type: ['string', 'null'] },
    busyReasonAr: { type: ['string', 'null'] },
    hours: { type: 'array', items: weeklyIntervalSchema, description: 'The weekly schedule ("Advanced hours"); empty: openTime–closeTime every day' },
    availability: availabilitySchema,
    substitutePolicy: {
      type: 'string',
      enum: [...SUBSTITUTE_POLICIES],
      description: "decisions/picking.md: a substitute costing more than the line it replaces is billed at most the original ('cap', the shop bears the rest) or needs the customer's approval ('ask')",
    },
    coverage: { ...coverageSummarySchema, description: 'decisions/delivery-coverage.md: its delivery zones, the highest fee, and whether that is above the fee cap' },
  },
  required: ['id', 'name', 'name_ar', 'phone', 'freeDelivery', 'isOpen', 'governorateId', 'areaId', 'blockId', 'openTime', 'closeTime', 'image', 'substitutePolicy'],
} as const;

export const shopFormDescription =
  'multipart/form-data (or JSON without a file): name, name_ar, phone (8 digits, with or without +965), ' +
  "freeDelivery and isOpen ('true'/'false'), governorateId, areaId, blockId, openTime and closeTime (HH:MM), " +
  "substitutePolicy ('cap', the default, or 'ask'), file (the image). " +
  'Other fields are ignored.';

export type Shop = Answer<typeof shopSchema>;

/** decisions/search.md: the shops list's search and filters (GET shop, paged or whole). */
export const shopFilterProperties = {
  q: { type: 'string', maxLength: 100, description: 'A fragment of the English or Arabic name' },
  governorateId: idParamsSchema.properties.id,
  areaId: idParamsSchema.properties.id,
  isOpen: { type: 'boolean', description: 'The open flag: true for open shops, false for closed' },
  notTakingOrders: { type: 'boolean', description: 'true: only the shops open by their hours now but switched closed or paused (the dashboard’s needs-attention count)' },
} as const;
