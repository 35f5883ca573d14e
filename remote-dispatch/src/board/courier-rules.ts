import { typedLength } from '@dukkan/shared/kit';
import { DISPATCH_LIMITS, type AssignDeliveryBody } from '../common/dispatch-types';
import { typedKwd } from '../common/kwd-input';

// decisions/dispatch.md: handing an order to an outside courier, the API's rules said before sending: values → { field:
// catalogue key under courier.rules }.

export interface CourierValues {
  company: string;
  reference: string;
  trackingUrl: string;
  driverName: string;
  driverPhone: string;
  cost: string;
}
export type CourierField = keyof CourierValues;
/** The fields a 400's messages show under (the API may name them `courier.company` too: see courierFieldErrors). */
export const COURIER_FIELDS: readonly CourierField[] = ['company', 'reference', 'trackingUrl', 'driverName', 'driverPhone', 'cost'];

export const EMPTY_COURIER: CourierValues = { company: '', reference: '', trackingUrl: '', driverName: '', driverPhone: '', cost: '' };

const tooLong = (text: string) => typedLength(text) > DISPATCH_LIMITS.text;

export function validateCourier(values: CourierValues): Partial<Record<CourierField, string>> {
  const errors: Partial<Record<CourierField, string>> = {};
  if (!values.company.trim()) errors.company = 'companyRequired';
  else if (tooLong(values.company)) errors.company = 'tooLong';
  if (!values.reference.trim()) errors.reference = 'referenceRequired';
  else if (tooLong(values.reference)) errors.reference = 'tooLong';
  const link = values.trackingUrl.trim();
  if (link && !/^https?:\/\/\S+$/i.test(link)) errors.trackingUrl = 'trackingUrl';
  if (tooLong(values.driverName)) errors.driverName = 'tooLong';
  if (typedKwd(values.cost) === null) errors.cost = 'cost';
  return errors;
}

/** The API's body for valid values: the delivery this tab saw replaced, the optional fields only when written. */
export function courierBody(values: CourierValues, replaces: number | null): AssignDeliveryBody {
  const optional = (key: 'trackingUrl' | 'driverName' | 'driverPhone') => (values[key].trim() ? { [key]: values[key].trim() } : {});
  return {
    replaces,
    courier: {
      company: values.company.trim(),
      reference: values.reference.trim(),
      ...optional('trackingUrl'),
      ...optional('driverName'),
      ...optional('driverPhone'),
      cost: typedKwd(values.cost) ?? 0,
    },
  };
}
