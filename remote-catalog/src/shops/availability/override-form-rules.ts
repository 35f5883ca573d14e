import type { OverrideSave } from '../shops-api';

// decisions/availability.md: the special-dates form's rules (pure): values → { field: key of shops.overrides.rules }.

export interface OverrideFormValues {
  startsOn: string;
  endsOn: string;
  closed: boolean;
  opens: string;
  closes: string;
  reason: string;
  reasonAr: string;
}

export const OVERRIDE_FORM_FIELDS = ['startsOn', 'endsOn', 'hours', 'reason'] as const;
export type OverrideFormField = (typeof OVERRIDE_FORM_FIELDS)[number] | 'opens' | 'closes';

export const EMPTY_OVERRIDE: OverrideFormValues = { startsOn: '', endsOn: '', closed: true, opens: '', closes: '', reason: '', reasonAr: '' };

export function validateOverrideForm(values: OverrideFormValues): Partial<Record<OverrideFormField, string>> {
  const errors: Partial<Record<OverrideFormField, string>> = {};
  if (!values.startsOn) errors.startsOn = 'startsOnRequired';
  if (!values.endsOn) errors.endsOn = 'endsOnRequired';
  else if (values.startsOn && values.endsOn < values.startsOn) errors.endsOn = 'endsOnBeforeStart';
  if (!values.closed) {
    if (!values.opens) errors.opens = 'opensRequired';
    if (!values.closes) errors.closes = 'closesRequired';
  }
  if (!values.reason.trim()) errors.reason = 'reasonRequired';
  return errors;
}

/** What the API takes: one shop's special dates, or (shopId null) every shop's. */
export function toOverrideSave(values: OverrideFormValues, shopId: number | null): OverrideSave {
  return {
    shopId,
    startsOn: values.startsOn,
    endsOn: values.endsOn,
    closed: values.closed,
    hours: values.closed ? [] : [{ opens: values.opens, closes: values.closes }],
    reason: values.reason.trim(),
    reasonAr: values.reasonAr.trim(),
  };
}
