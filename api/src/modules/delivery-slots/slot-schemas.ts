import { SLOT_TIMETABLES } from '../../db/schema';
import type { Answer, Input } from '../../http/type-provider';

// JSON schemas of a shop's delivery slots and the customers' slot choice (decisions/delivery-slots.md). The schemas
// type the values; their ranges and the messages for wrong ones come from slot-rules.ts (a body schema's numbers are
// `number`, so 1.5 gets the rules' "whole number" message rather than the validator's).

/** The ranges of a shop's slot settings (slot-rules.ts words them). */
export const SLOT_LIMITS = {
  minutes: { min: 0, max: 1440 },
  daysAhead: { min: 1, max: 14 },
  capacity: { min: 1, max: 500 },
  templates: 200,
} as const;

/** What a shop never saved answers (and what placing reads for it: slots not enabled). */
export const DEFAULT_SLOT_SETTINGS = { enabled: false, cutoffMinutes: 60, leadMinutes: 60, daysAhead: 3 } as const;

const timetableSchema = { type: 'string', enum: [...SLOT_TIMETABLES], description: "'regular', or 'ramadan' (used between the team's Ramadan dates when the shop has any)" } as const;

/** One weekly slot of a timetable: Kuwait wall-clock times within one day, and how many orders it takes. */
export const slotTemplateSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    timetable: timetableSchema,
    weekday: { type: 'integer', description: "0 = Sunday … 6 = Saturday, Kuwait's" },
    startsAt: { type: 'string', description: 'HH:MM, Kuwait time' },
    endsAt: { type: 'string', description: 'HH:MM, Kuwait time, after startsAt on the same day' },
    capacity: { type: 'integer', description: 'Orders the slot takes (1–500)' },
  },
  required: ['id', 'timetable', 'weekday', 'startsAt', 'endsAt', 'capacity'],
} as const;

const settingsProperties = {
  enabled: { type: 'boolean', description: 'The shop offers delivery slots (ordering as soon as possible while open is unchanged)' },
  cutoffMinutes: { type: 'integer', description: 'A slot stops taking orders this long before it starts (0–1440)' },
  leadMinutes: { type: 'integer', description: 'Preparation starts this long before the slot starts: the desk rings then (0–1440)' },
  daysAhead: { type: 'integer', description: 'How many days of slots customers are offered, today included (1–14)' },
} as const;

/** GET and PUT shop/{id}/slots: the settings and every template, by timetable (regular first), weekday and start. */
export const shopSlotsSchema = {
  type: 'object',
  properties: { ...settingsProperties, templates: { type: 'array', items: slotTemplateSchema } },
  required: ['enabled', 'cutoffMinutes', 'leadMinutes', 'daysAhead', 'templates'],
} as const;
export type ShopSlotsAnswer = Answer<typeof shopSlotsSchema>;

/** Text checked by the rules ("Enter a time as HH:MM"): the bound only keeps a huge string out. */
const timeIn = (description: string) => ({ type: 'string', maxLength: 20, description }) as const;
const numberIn = (description: string) => ({ type: 'number', description }) as const;

/** PUT shop/{id}/slots: the whole set, replacing the shop's settings and templates. */
export const shopSlotsBodySchema = {
  type: 'object',
  properties: {
    enabled: settingsProperties.enabled,
    cutoffMinutes: numberIn(settingsProperties.cutoffMinutes.description),
    leadMinutes: numberIn(settingsProperties.leadMinutes.description),
    daysAhead: numberIn(settingsProperties.daysAhead.description),
    templates: {
      type: 'array',
      // The rules say "at most 200"; this bound only keeps a huge body from being read.
      maxItems: 2000,
      items: {
        type: 'object',
        properties: {
          timetable: timetableSchema,
          weekday: numberIn("0 = Sunday … 6 = Saturday, Kuwait's"),
          startsAt: timeIn('HH:MM, Kuwait time'),
          endsAt: timeIn('HH:MM, Kuwait time, after startsAt (00:00 is not an end: a slot lies within one day)'),
          capacity: numberIn('Orders the slot takes (1–500)'),
        },
        required: ['timetable', 'weekday', 'startsAt', 'endsAt', 'capacity'],
        additionalProperties: false,
      },
    },
  },
  required: ['enabled', 'cutoffMinutes', 'leadMinutes', 'daysAhead', 'templates'],
  additionalProperties: false,
} as const;
export type ShopSlotsBody = Input<typeof shopSlotsBodySchema>;

/** One slot a customer may choose (or see full): its instants, its Kuwait day, the places left. */
export const catalogSlotSchema = {
  type: 'object',
  properties: {
    startsAt: { type: 'string', format: 'date-time' },
    endsAt: { type: 'string', format: 'date-time' },
    day: { type: 'string', description: 'YYYY-MM-DD, the Kuwait day it lies on' },
    remaining: { type: 'integer', description: 'Orders it still takes' },
    available: { type: 'boolean', description: 'false: full' },
  },
  required: ['startsAt', 'endsAt', 'day', 'remaining', 'available'],
} as const;

/** GET catalog/shops/{id}/slots: ordering now, and the slots of the next daysAhead days (past their cutoff left out). */
export const catalogSlotsSchema = {
  type: 'object',
  properties: {
    asap: {
      type: 'object',
      properties: { available: { type: 'boolean', description: 'The shop takes orders now (as soon as possible)' } },
      required: ['available'],
    },
    slots: { type: 'array', items: catalogSlotSchema, description: 'Chronological; empty when the shop offers no slots' },
  },
  required: ['asap', 'slots'],
} as const;
export type CatalogSlotsAnswer = Answer<typeof catalogSlotsSchema>;

/** POST customer/orders' `slot`: the start of one of the shop's slots (left out: as soon as possible). */
export const slotChoiceBodySchema = {
  type: 'object',
  properties: { startsAt: { type: 'string', maxLength: 40, description: 'ISO date-time: a slot start from GET catalog/shops/{id}/slots' } },
  required: ['startsAt'],
  additionalProperties: false,
} as const;

/** An order's slot as every order answer carries it (null: as soon as possible). */
export const orderSlotSchema = {
  type: ['object', 'null'],
  description: 'decisions/delivery-slots.md: the delivery slot chosen; null: as soon as possible',
  properties: { startsAt: { type: 'string', format: 'date-time' }, endsAt: { type: 'string', format: 'date-time' } },
  required: ['startsAt', 'endsAt'],
} as const;
