import { typedLength } from '@dukkan/shared/kit';
import { isValidLocalPhone, toLatinDigits, toScreenPhone, toWirePhone } from '@dukkan/shared';
import { DISPATCH_LIMITS, type Driver, type DriverProfileBody } from '../common/dispatch-types';

// decisions/dispatch.md: a driver's profile, the API's rules said before sending: values → { field: catalogue key under
// drivers.edit.rules }. The phone is the shops' rule (8 Kuwaiti digits, sent with +965).

/** An area the driver covers, with its names (a chosen one shows as a tag). */
export interface AreaChoice {
  id: number;
  name?: string;
  name_ar?: string;
}

export interface DriverProfileValues {
  phone: string;
  vehicle: string;
  capacity: string;
  areaIds: AreaChoice[];
}
export type DriverProfileField = keyof DriverProfileValues;
export const DRIVER_PROFILE_FIELDS: readonly DriverProfileField[] = ['phone', 'vehicle', 'capacity', 'areaIds'];

/** The form a driver's profile starts with (a profile never saved has no phone and the default capacity). */
export function profileValues(driver: Driver): DriverProfileValues {
  return {
    phone: toScreenPhone(driver.phone),
    vehicle: driver.vehicle,
    capacity: String(driver.capacity),
    areaIds: driver.areas.flatMap((area) => (typeof area.id === 'number' ? [{ id: area.id, name: area.name, name_ar: area.name_ar }] : [])),
  };
}

/** The capacity typed: a whole number (Arabic digits read), else null. */
const typedCapacity = (typed: string) => {
  const text = toLatinDigits(typed).trim();
  return /^\d{1,3}$/.test(text) ? Number(text) : null;
};

export function validateDriverProfile(values: DriverProfileValues): Partial<Record<DriverProfileField, string>> {
  const errors: Partial<Record<DriverProfileField, string>> = {};
  if (!isValidLocalPhone(values.phone)) errors.phone = 'phone';
  if (typedLength(values.vehicle) > DISPATCH_LIMITS.text) errors.vehicle = 'vehicle';
  const capacity = typedCapacity(values.capacity);
  if (capacity === null || capacity < DISPATCH_LIMITS.capacity.min || capacity > DISPATCH_LIMITS.capacity.max) errors.capacity = 'capacity';
  return errors;
}

export function driverProfileBody(values: DriverProfileValues): DriverProfileBody {
  return {
    phone: toWirePhone(values.phone),
    vehicle: values.vehicle.trim(),
    capacity: typedCapacity(values.capacity) ?? 0,
    areaIds: values.areaIds.map((area) => area.id),
  };
}
