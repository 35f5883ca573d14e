import type { UnansweredAction } from '../../db/schema';
import type { RamadanDates } from '../delivery-slots/slot-rules';
import { readReason } from '../orders/order-reasons';
import type { AutoPauseRule } from '../shops/shop-pause';
import type { DeskSettingsAnswer } from './desk-settings-schemas';

// decisions/order-workspace.md: the desk's settings as the API keeps them. Until an owner saves them the deploy-time
// configuration answers (config.autoPause, and the panel's config.js ages), which are defaults only.

/** What an owner sets. `unansweredReason`: the automatic reject's reason as a timeline step stores it (a preset's code, or words). */
export interface DeskSettingsValues {
  orderAgeWarningMinutes: number;
  orderAgeOverdueMinutes: number;
  claimIdleMinutes: number;
  autoPauseAfterUnanswered: number;
  autoPauseMinutes: number;
  unansweredAction: UnansweredAction;
  unansweredMinutes: number;
  unansweredReason: string | null;
  /** decisions/delivery-coverage.md: KWD as stored ("0.500"); the shops list warns about a fee above it. */
  deliveryFeeCap: string;
  /** decisions/delivery-slots.md: Ramadan's Kuwait days, both included (shops' Ramadan slots apply then); null: not set. */
  ramadan: RamadanDates;
}

/** The settings in force, with when the unanswered rule was switched on (escalate or reject) and who saved them last (nulls: the defaults). */
export interface DeskSettings extends DeskSettingsValues {
  unansweredSince: Date | null;
  updatedAt: Date | null;
  updatedBy: { id: number | null; name: string } | null;
}

/** The panel's defaults for an order's age (its config.js: amber at 5 minutes, red at 15). */
const ORDER_AGE_DEFAULTS = { warning: 5, overdue: 15 };
/** The delivery fee cap (KWD) until an owner says otherwise: Kuwait's reported cap outside zones. */
export const DEFAULT_DELIVERY_FEE_CAP = '0.500';
/** How long a claim may idle before the order returns to the queue, until an owner says otherwise. */
export const DEFAULT_CLAIM_IDLE_MINUTES = 15;

/** The settings before an owner saved any: the deploy-time configuration's. */
export function deskSettingsDefaults(autoPause: AutoPauseRule): DeskSettingsValues {
  return {
    orderAgeWarningMinutes: ORDER_AGE_DEFAULTS.warning,
    orderAgeOverdueMinutes: ORDER_AGE_DEFAULTS.overdue,
    claimIdleMinutes: DEFAULT_CLAIM_IDLE_MINUTES,
    autoPauseAfterUnanswered: autoPause.afterUnanswered,
    autoPauseMinutes: autoPause.minutes,
    unansweredAction: 'off',
    unansweredMinutes: 30,
    unansweredReason: null,
    deliveryFeeCap: DEFAULT_DELIVERY_FEE_CAP,
    ramadan: null,
  };
}

/** The auto-pause rule the customers' orders are checked against (shops/shop-pause.ts). */
export const autoPauseRuleOf = (settings: DeskSettingsValues): AutoPauseRule => ({ afterUnanswered: settings.autoPauseAfterUnanswered, minutes: settings.autoPauseMinutes });

/** The settings as the API answers them: a preset reason as its code, words as typed. */
export function toDeskSettingsAnswer(settings: DeskSettings): DeskSettingsAnswer {
  const { reason, reasonCode } = readReason(settings.unansweredReason);
  return {
    orderAgeWarningMinutes: settings.orderAgeWarningMinutes,
    orderAgeOverdueMinutes: settings.orderAgeOverdueMinutes,
    claimIdleMinutes: settings.claimIdleMinutes,
    autoPauseAfterUnanswered: settings.autoPauseAfterUnanswered,
    autoPauseMinutes: settings.autoPauseMinutes,
    unansweredAction: settings.unansweredAction,
    unansweredMinutes: settings.unansweredMinutes,
    unansweredReason: reasonCode ? null : reason,
    unansweredReasonCode: reasonCode,
    deliveryFeeCap: Number(settings.deliveryFeeCap),
    ramadan: settings.ramadan,
    updatedAt: settings.updatedAt,
    updatedBy: settings.updatedBy,
  };
}
