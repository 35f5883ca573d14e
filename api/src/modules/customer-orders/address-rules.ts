import type { FieldErrors } from '../../http/errors';
import { MAX_DIRECTIONS_LENGTH, type PlaceOrderBody } from './customer-orders-schemas';

// The delivery address a customer sends (decisions/order-workspace.md), checked before the database is asked: its
// text trimmed, the PACI number, the directions and the map pin. Whether the governorate > area >
// block chain holds is the location tree's answer (place-order.ts).

/** Kuwait on the map, with a margin: a pin outside it was dropped by mistake. */
export const KUWAIT_BOUNDS = { latitude: { min: 28.5, max: 30.2 }, longitude: { min: 46.5, max: 48.5 } } as const;

export interface AddressValues {
  street: string;
  avenue: string | null;
  building: string;
  floor: string | null;
  apartment: string | null;
  paci: string | null;
  directions: string | null;
  pin: { latitude: number; longitude: number } | null;
}

const text = (value: string | undefined) => value?.trim() || null;
const inside = (value: number, { min, max }: { min: number; max: number }) => value >= min && value <= max;

/** The address's text parts trimmed, each refusal keyed by its field (`address.paci`…). */
export function readAddress(address: PlaceOrderBody['address']): { errors: FieldErrors; values: AddressValues } {
  const errors: FieldErrors = {};
  const street = text(address.street);
  const building = text(address.building);
  if (!street) errors['address.street'] = 'Street is required';
  if (!building) errors['address.building'] = 'Building is required';

  const paci = text(address.paci);
  if (paci !== null && !/^[0-9]{8}$/.test(paci)) errors['address.paci'] = 'The PACI number is 8 digits';

  const directions = text(address.directions);
  if (directions !== null && [...directions].length > MAX_DIRECTIONS_LENGTH) {
    errors['address.directions'] = `Directions are at most ${MAX_DIRECTIONS_LENGTH} characters`;
  }

  const { latitude, longitude } = address.pin ?? {};
  let pin: AddressValues['pin'] = null;
  if (latitude !== undefined || longitude !== undefined) {
    if (latitude === undefined || longitude === undefined) errors['address.pin'] = 'The map pin needs both a latitude and a longitude';
    else if (!inside(latitude, KUWAIT_BOUNDS.latitude) || !inside(longitude, KUWAIT_BOUNDS.longitude)) errors['address.pin'] = 'The map pin is outside Kuwait';
    else pin = { latitude, longitude };
  }

  return {
    errors,
    values: {
      street: street ?? '',
      avenue: text(address.avenue),
      building: building ?? '',
      floor: text(address.floor),
      apartment: text(address.apartment),
      paci,
      directions,
      pin,
    },
  };
}
