import { idParamsSchema } from '../../http/schemas';
import type { Answer, Input } from '../../http/type-provider';
import { intervalSchema, weeklyIntervalSchema } from './shops-schemas';

// JSON schemas of the availability routes (decisions/availability.md): a shop's weekly hours, the dated overrides
// (a shop's or the platform's), pause and busy. Messages for wrong values come from the rules.

/**
 * The preset reasons of a pause or busy, stored as these codes (never as words) so each reader sees
 * them in their own language; typed reasons are stored as typed. The panel words each code.
 */
export const SHOP_REASON_CODES = ['busy_kitchen', 'restocking', 'no_drivers', 'short_staffed', 'prayer_break', 'technical_problem'] as const;
export type ShopReasonCode = (typeof SHOP_REASON_CODES)[number];

const MAX_REASON_LENGTH = 200;
const reason = { type: 'string', maxLength: MAX_REASON_LENGTH } as const;
/** A preset reason, stored as its code so each reader sees it in their language; or reason/reasonAr as typed, not both. */
const reasonCode = { type: 'string', enum: SHOP_REASON_CODES, description: 'A preset reason: stored as this code, worded in the reader’s language' } as const;
const day = { type: 'string', description: 'A Kuwait day, YYYY-MM-DD' } as const;

export const weeklyHoursBodySchema = {
  type: 'object',
  properties: { hours: { type: 'array', items: weeklyIntervalSchema, maxItems: 70, description: 'Every interval of the week; empty: back to the spec’s open and close time' } },
  required: ['hours'],
  additionalProperties: false,
} as const;
export type WeeklyHoursBody = Input<typeof weeklyHoursBodySchema>;

export const overrideSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    shopId: { type: ['integer', 'null'], description: 'null: every shop (the platform calendar)' },
    startsOn: day,
    endsOn: day,
    closed: { type: 'boolean' },
    hours: { type: 'array', items: intervalSchema },
    reason: { type: 'string' },
    reasonAr: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'shopId', 'startsOn', 'endsOn', 'closed', 'hours', 'reason', 'reasonAr'],
} as const;
export type OverrideAnswer = Answer<typeof overrideSchema>;

export const overrideBodySchema = {
  type: 'object',
  properties: {
    shopId: { type: ['integer', 'null'], minimum: 1, maximum: idParamsSchema.properties.id.maximum },
    startsOn: day,
    endsOn: day,
    closed: { type: 'boolean' },
    hours: { type: 'array', items: intervalSchema, maxItems: 10 },
    reason,
    reasonAr: reason,
  },
  required: ['startsOn', 'endsOn', 'closed'],
  additionalProperties: false,
} as const;
export type OverrideBody = Input<typeof overrideBodySchema>;

export const overridesQuerySchema = {
  type: 'object',
  properties: { shopId: { ...idParamsSchema.properties.id, description: "A shop's own overrides; without it, the platform's (every shop)" } },
  additionalProperties: false,
} as const;

export const pauseBodySchema = {
  type: 'object',
  properties: {
    minutes: { type: 'integer', minimum: 1, maximum: 10080, description: 'Paused for this long (30, 60…)' },
    until: { type: 'string', format: 'date-time', description: 'Paused until then' },
    endOfDay: { type: 'boolean', description: 'Paused until the close of the current opening period' },
    reasonCode,
    reason,
    reasonAr: reason,
  },
  additionalProperties: false,
  description: 'At most one of minutes, until, endOfDay; none: paused until resumed',
} as const;
export type PauseBody = Input<typeof pauseBodySchema>;

export const busyBodySchema = {
  type: 'object',
  properties: {
    extraMinutes: { type: 'integer', minimum: 5, maximum: 180, description: 'Extra preparation minutes' },
    minutes: { type: 'integer', minimum: 1, maximum: 1440, description: 'Busy for this long; without it, until the close' },
    reasonCode,
    reason,
    reasonAr: reason,
  },
  required: ['extraMinutes'],
  additionalProperties: false,
} as const;
export type BusyBody = Input<typeof busyBodySchema>;
