import type { TeamSettings } from '../wire/api-contract';

/**
 * The team's settings as the API answers them (GET settings, the stream's `settings` event) while
 * no owner has saved any: the deployment's defaults. `fields` changes some.
 */
export function teamSettings(fields: Partial<TeamSettings> = {}): TeamSettings {
  return {
    orderAgeWarningMinutes: 5,
    orderAgeOverdueMinutes: 15,
    claimIdleMinutes: 15,
    autoPauseAfterUnanswered: 0,
    autoPauseMinutes: 10,
    unansweredAction: 'off',
    unansweredMinutes: 10,
    unansweredReason: null,
    unansweredReasonCode: null,
    deliveryFeeCap: 0.5,
    ramadan: null,
    updatedAt: null,
    updatedBy: null,
    ...fields,
  };
}
