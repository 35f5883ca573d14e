import { MAX_INTEGER, moneySchema } from '../../http/schemas';
import type { Answer, Input } from '../../http/type-provider';
import { areaSchema, governorateSchema } from '../locations/locations-schemas';

// JSON schemas of a shop's delivery coverage and the platform's defaults (decisions/delivery-coverage.md). The
// schemas type the values; their ranges and the messages for wrong ones come from coverage-rules.ts.

/** The fewest and most minutes a delivery may be expected to take. */
export const ETA_MINUTES = { min: 5, max: 600 } as const;
/** The most zones one shop may have (every block of Kuwait is fewer). */
export const MAX_ZONES = 5000;

const id = { type: 'integer', minimum: 1, maximum: MAX_INTEGER } as const;
/** A KWD amount as sent: ≥ 0, at most 3 decimals (checked by the rules). */
const amountIn = (description: string) => ({ type: 'number', description }) as const;
const etaIn = { type: 'integer', description: `Expected minutes from order to door (${ETA_MINUTES.min}–${ETA_MINUTES.max})` } as const;

/** The terms of a zone or a default, as answered (KWD as JSON numbers). */
const termsProperties = {
  deliveryFee: { ...moneySchema, description: 'KWD' },
  minBasket: { ...moneySchema, description: 'KWD: the least the lines may total' },
  etaMinutes: { type: 'integer', description: 'Expected minutes from order to door' },
} as const;

/** One zone of a shop: a whole area (block null), or one block of it (which overrides the area's row). */
export const coverageZoneSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    area: areaSchema,
    block: { type: ['object', 'null'], properties: governorateSchema.properties, required: ['id', 'name', 'name_ar'] },
    ...termsProperties,
  },
  required: ['id', 'area', 'block', 'deliveryFee', 'minBasket', 'etaMinutes'],
} as const;
export type CoverageZoneAnswer = Answer<typeof coverageZoneSchema>;

/** GET and PUT shop/{id}/coverage: the zones by governorate, area and block name, and the cap warning. */
export const shopCoverageSchema = {
  type: 'object',
  properties: {
    zones: { type: 'array', items: coverageZoneSchema },
    deliveryFeeCap: { ...moneySchema, description: "KWD: the team's fee cap (settings)" },
    aboveCap: { type: 'boolean', description: 'A zone charges more than the fee cap (a free-delivery shop never does)' },
  },
  required: ['zones', 'deliveryFeeCap', 'aboveCap'],
} as const;
export type ShopCoverageAnswer = Answer<typeof shopCoverageSchema>;

const termsBodyProperties = {
  deliveryFee: amountIn('KWD, ≥ 0, at most 3 decimals'),
  minBasket: amountIn('KWD, ≥ 0, at most 3 decimals: the least the lines may total'),
  etaMinutes: etaIn,
} as const;

/** A zone as sent: exactly one of areaId (the whole area) and blockId (one block). */
const zoneBodySchema = {
  type: 'object',
  properties: { areaId: id, blockId: id, ...termsBodyProperties },
  required: ['deliveryFee', 'minBasket', 'etaMinutes'],
  additionalProperties: false,
} as const;

/** "Every area of this governorate", expanded by the server into one area row each. */
const governorateZoneBodySchema = {
  type: 'object',
  properties: { governorateId: id, ...termsBodyProperties },
  required: ['governorateId', 'deliveryFee', 'minBasket', 'etaMinutes'],
  additionalProperties: false,
} as const;

/** PUT shop/{id}/coverage: the whole set, replacing the shop's zones; an area or block named twice (also through a governorate) is refused. */
export const coverageBodySchema = {
  type: 'object',
  properties: {
    zones: { type: 'array', items: zoneBodySchema, maxItems: MAX_ZONES },
    governorateIds: { type: 'array', items: governorateZoneBodySchema, maxItems: 50, description: 'Every area of each governorate, on these terms' },
  },
  required: ['zones'],
  additionalProperties: false,
} as const;
export type CoverageBody = Input<typeof coverageBodySchema>;

/** The platform's terms in a governorate, for the shops with no zones of their own. */
export const deliveryDefaultSchema = {
  type: 'object',
  properties: { governorate: governorateSchema, ...termsProperties },
  required: ['governorate', 'deliveryFee', 'minBasket', 'etaMinutes'],
} as const;

/** GET and PUT delivery/defaults: one row per governorate that has defaults, by name. */
export const deliveryDefaultsSchema = {
  type: 'object',
  properties: { defaults: { type: 'array', items: deliveryDefaultSchema } },
  required: ['defaults'],
} as const;
export type DeliveryDefaultsAnswer = Answer<typeof deliveryDefaultsSchema>;

/** PUT delivery/defaults: the whole set; a governorate left out has no defaults (its shops without zones are served free). */
export const deliveryDefaultsBodySchema = {
  type: 'object',
  properties: { defaults: { type: 'array', items: governorateZoneBodySchema, maxItems: 50 } },
  required: ['defaults'],
  additionalProperties: false,
} as const;
export type DeliveryDefaultsBody = Input<typeof deliveryDefaultsBodySchema>;

/** The shops list's summary (shops-schemas.ts): how many zones, the highest fee, and whether it is above the cap. */
export const coverageSummarySchema = {
  type: 'object',
  properties: {
    zones: { type: 'integer' },
    maxFee: { type: ['number', 'null'], description: 'KWD: the highest fee of its zones (0 for a free-delivery shop); null without zones' },
    aboveCap: { type: 'boolean', description: "maxFee is above the team's fee cap" },
  },
  required: ['zones', 'maxFee', 'aboveCap'],
} as const;
