import type { AvailabilityInput } from './shop-availability';
import { shopAvailability } from './shop-availability';
import type { ShopRow } from './shops-repository';
import type { Shop } from './shops-schemas';

/** The availability input of a shop row: what shop-availability.ts decides from. */
export const availabilityInput = (row: ShopRow): AvailabilityInput => ({ ...row, weekly: row.weekly, overrides: row.overrides });

/** A shop as the API answers it: the row, its image URLs, its weekly hours and its availability at `now`. */
export function shopView(row: ShopRow, imageUrls: { image: string | null }, now: Date): Shop {
  const { weekly, overrides: _overrides, ...shop } = row;
  return { ...shop, ...imageUrls, hours: weekly, availability: shopAvailability(availabilityInput(row), now) };
}
