import type { FieldErrors } from '../../http/errors';
import { isDay } from '../../kuwait/kuwait-days';
import { latinDigits } from '../../kuwait/search-text';
import { readKwd } from '../delivery-coverage/coverage-rules';
import type { DeskSettingsValues } from './desk-settings';
import type { DeskSettingsBody } from './desk-settings-schemas';

/** A day: no threshold of the desk is longer. */
const DAY_MINUTES = 1440;

/** The highest fee cap an owner may set (KWD). */
const MAX_FEE_CAP = 100;

/**
 * The desk's settings, checked (decisions/order-workspace.md): each number in its range, amber before red, and a
 * reason for an automatic reject (a preset or words, not both); the delivery fee cap (decisions/delivery-coverage.md)
 * exact to the fil, and the Ramadan dates (decisions/delivery-slots.md), each the one in force when left out. Answers the values as stored.
 */
export function deskSettingsRules(body: DeskSettingsBody, current: Pick<DeskSettingsValues, 'deliveryFeeCap' | 'ramadan'>): { errors: FieldErrors; values: DeskSettingsValues } {
  const errors: FieldErrors = {};
  const inRange = (field: keyof DeskSettingsBody, value: number, min: number, max: number) => {
    if (value < min || value > max) errors[field] = `Enter a whole number of minutes from ${min} to ${max}`;
  };
  inRange('orderAgeWarningMinutes', body.orderAgeWarningMinutes, 1, DAY_MINUTES - 1);
  inRange('orderAgeOverdueMinutes', body.orderAgeOverdueMinutes, 2, DAY_MINUTES);
  if (!errors.orderAgeWarningMinutes && !errors.orderAgeOverdueMinutes && body.orderAgeOverdueMinutes <= body.orderAgeWarningMinutes) {
    errors.orderAgeOverdueMinutes = 'Red must come later than amber';
  }
  inRange('claimIdleMinutes', body.claimIdleMinutes, 1, DAY_MINUTES);
  if (body.autoPauseAfterUnanswered > 1000) errors.autoPauseAfterUnanswered = 'Enter a number of orders from 0 (never) to 1000';
  inRange('autoPauseMinutes', body.autoPauseMinutes, 1, DAY_MINUTES);
  inRange('unansweredMinutes', body.unansweredMinutes, 1, DAY_MINUTES);

  const typed = body.unansweredReason?.trim() || null;
  const code = body.unansweredReasonCode ?? null;
  if (typed && code) errors.unansweredReasonCode = 'Give a preset reason or your own words, not both';
  else if (body.unansweredAction === 'reject' && !typed && !code) errors.unansweredReason = 'Say why an unanswered order is rejected: the customer sees it';

  const deliveryFeeCap = body.deliveryFeeCap === undefined ? current.deliveryFeeCap : readKwd(body.deliveryFeeCap, 'deliveryFeeCap', errors, MAX_FEE_CAP);

  // decisions/delivery-slots.md: Ramadan's days, both real days, the last on or after the first; left out, kept.
  let ramadan = current.ramadan;
  if (body.ramadan !== undefined) {
    ramadan = body.ramadan === null ? null : { from: latinDigits(body.ramadan.from.trim()), to: latinDigits(body.ramadan.to.trim()) };
    if (ramadan !== null) {
      if (!isDay(ramadan.from)) errors['ramadan.from'] = 'Enter a date as YYYY-MM-DD';
      if (!isDay(ramadan.to)) errors['ramadan.to'] = 'Enter a date as YYYY-MM-DD';
      else if (isDay(ramadan.from) && ramadan.to < ramadan.from) errors['ramadan.to'] = 'The last day must be on or after the first';
    }
  }

  return {
    errors,
    values: {
      orderAgeWarningMinutes: body.orderAgeWarningMinutes,
      orderAgeOverdueMinutes: body.orderAgeOverdueMinutes,
      claimIdleMinutes: body.claimIdleMinutes,
      autoPauseAfterUnanswered: body.autoPauseAfterUnanswered,
      autoPauseMinutes: body.autoPauseMinutes,
      unansweredAction: body.unansweredAction,
      unansweredMinutes: body.unansweredMinutes,
      // Stored as a timeline step stores a reason (orders/order-reasons.ts): the preset's code, or the words.
      unansweredReason: code ?? typed,
      deliveryFeeCap: deliveryFeeCap ?? current.deliveryFeeCap,
      ramadan,
    },
  };
}
