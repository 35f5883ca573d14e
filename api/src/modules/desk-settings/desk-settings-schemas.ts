import { UNANSWERED_ACTIONS } from '../../db/schema';
import { MAX_INTEGER, moneySchema } from '../../http/schemas';
import type { Answer, Input } from '../../http/type-provider';
import { MAX_REASON_LENGTH, ORDER_REASON_CODES } from '../orders/orders-schemas';

// JSON schemas of the desk's settings (decisions/order-workspace.md): kept on the server, edited by owners, read by every desk.

const minutes = (description: string) => ({ type: 'integer', minimum: 0, maximum: MAX_INTEGER, description }) as const;

/** The values an owner sets (ranges and the amber-before-red rule: desk-settings-rules.ts). */
const valueProperties = {
  orderAgeWarningMinutes: minutes("A waiting order's age turns amber after this many minutes (1–1440)"),
  orderAgeOverdueMinutes: minutes('…and red after this many, later than amber (2–1440): a NEW order then raises the escalation'),
  claimIdleMinutes: minutes("A claim its holder leaves idle this long returns the order to the queue (1–1440)"),
  autoPauseAfterUnanswered: minutes('A shop with this many NEW orders unanswered for over autoPauseMinutes stops taking orders until resumed; 0: never (0–1000)'),
  autoPauseMinutes: minutes('How long an order waits before it counts towards the auto-pause (1–1440)'),
  unansweredAction: { type: 'string', enum: UNANSWERED_ACTIONS, description: 'What happens to a NEW order unanswered for unansweredMinutes: nothing, an escalation on every desk, or an automatic reject with the reason' },
  unansweredMinutes: minutes('How long a NEW order may wait before the unanswered rule acts (1–1440)'),
  unansweredReason: { type: ['string', 'null'], maxLength: MAX_REASON_LENGTH, description: "The automatic reject's reason as typed (or unansweredReasonCode)" },
  unansweredReasonCode: { type: ['string', 'null'], enum: [...ORDER_REASON_CODES, null], description: "The automatic reject's preset reason (or unansweredReason)" },
  deliveryFeeCap: { ...moneySchema, description: 'decisions/delivery-coverage.md: KWD, 0–100, at most 3 decimals; the shops list warns about a shop charging more (default 0.500)' },
  ramadan: {
    type: ['object', 'null'],
    description: "decisions/delivery-slots.md: Ramadan's Kuwait days, both included: shops' ramadan slot timetables apply then; null: not set",
    properties: { from: { type: 'string', maxLength: 10, description: 'YYYY-MM-DD' }, to: { type: 'string', maxLength: 10, description: 'YYYY-MM-DD, on or after from' } },
    required: ['from', 'to'],
    additionalProperties: false,
  },
} as const;

export const deskSettingsSchema = {
  type: 'object',
  properties: {
    ...valueProperties,
    updatedAt: { type: ['string', 'null'], format: 'date-time', description: 'When an owner last saved them; null: the deploy-time defaults' },
    updatedBy: { type: ['object', 'null'], properties: { id: { type: ['integer', 'null'] }, name: { type: 'string' } }, required: ['id', 'name'] },
  },
  required: [...(Object.keys(valueProperties) as (keyof typeof valueProperties)[]), 'updatedAt', 'updatedBy'],
} as const;
export type DeskSettingsAnswer = Answer<typeof deskSettingsSchema>;

/** PUT settings: every value (the reasons may be left out; the fee cap and the Ramadan dates too, which keeps them). */
export const deskSettingsBodySchema = {
  type: 'object',
  properties: valueProperties,
  required: ['orderAgeWarningMinutes', 'orderAgeOverdueMinutes', 'claimIdleMinutes', 'autoPauseAfterUnanswered', 'autoPauseMinutes', 'unansweredAction', 'unansweredMinutes'],
  additionalProperties: false,
} as const;
export type DeskSettingsBody = Input<typeof deskSettingsBodySchema>;
