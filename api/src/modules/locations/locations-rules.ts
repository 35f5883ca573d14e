import type { FieldErrors } from '../../http/errors';
import type { NameBody } from './locations-schemas';

export const MAX_LOCATION_NAME_LENGTH = 100;

export interface LocationNameValues {
  name?: string;
  nameAr?: string;
}

/**
 * spec §5 "Locations": the English name is required in the add and edit dialogs; the Arabic name is
 * optional. `partial` (PATCH) checks only what was sent; a sent name must still not be empty.
 */
export function locationNameRules(input: NameBody, partial = false): { errors: FieldErrors; values: LocationNameValues } {
  const errors: FieldErrors = {};
  const values: LocationNameValues = {};
  if (!partial || input.name !== undefined) {
    const name = (input.name ?? '').trim();
    if (!name) errors.name = 'Name is required';
    else if (name.length > MAX_LOCATION_NAME_LENGTH) errors.name = `Name must be at most ${MAX_LOCATION_NAME_LENGTH} characters`;
    else values.name = name;
  }
  if (input.name_ar !== undefined) {
    const nameAr = input.name_ar.trim();
    if (nameAr.length > MAX_LOCATION_NAME_LENGTH) errors.name_ar = `Arabic name must be at most ${MAX_LOCATION_NAME_LENGTH} characters`;
    else values.nameAr = nameAr;
  }
  return { errors, values };
}

const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** What keeps a location from being deleted, as the 409 message says it; null when nothing does. */
export function governorateHeldBy(holds: { areas: number; shops: number }): string | null {
  if (holds.areas > 0) return `This governorate still has ${counted(holds.areas, 'area')}`;
  if (holds.shops > 0) return `This governorate is used by ${counted(holds.shops, 'shop')}`;
  return null;
}

export function areaHeldBy(holds: { blocks: number; shops: number }): string | null {
  if (holds.blocks > 0) return `This area still has ${counted(holds.blocks, 'block')}`;
  if (holds.shops > 0) return `This area is used by ${counted(holds.shops, 'shop')}`;
  return null;
}

export function blockHeldBy(holds: { shops: number }): string | null {
  return holds.shops > 0 ? `This block is used by ${counted(holds.shops, 'shop')}` : null;
}
