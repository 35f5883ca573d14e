import { normalizeKuwaitPhone } from '../../kuwait/kuwait-phone';
import type { FieldErrors } from '../../http/errors';
import { parseId, type FormMode } from '../../http/form-fields';
import type { SHOP_FORM_FIELDS } from './shops-schemas';
import { SUBSTITUTE_POLICIES, type SubstitutePolicy } from '../../db/schema';

export const MAX_SHOP_NAME_LENGTH = 100;

export interface ShopValues {
  name: string;
  nameAr: string;
  phone: string;
  freeDelivery: boolean;
  isOpen: boolean;
  governorateId: number;
  areaId: number;
  blockId: number;
  openTime: string;
  closeTime: string | null;
  substitutePolicy: SubstitutePolicy;
}

/** HH:MM on a 24-hour clock, as a time input sends it. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export function parseFormBoolean(raw: string): boolean | null {
  const value = raw.trim().toLowerCase();
  if (value === 'true' || value === '1' || value === 'on') return true;
  if (value === 'false' || value === '0' || value === 'off') return false;
  return null;
}

/** spec §5 "Shop form", with the panel's messages word for word, and the formats of spec §3. */
export function shopFormRules(
  fields: Partial<Record<(typeof SHOP_FORM_FIELDS)[number], string>>,
  mode: FormMode,
  image: { sent: boolean; existing: boolean },
): { errors: FieldErrors; values: Partial<ShopValues> } {
  const errors: FieldErrors = {};
  const values: Partial<ShopValues> = {};
  const checks = (field: keyof typeof fields, required: boolean) => fields[field] !== undefined || (required && mode !== 'patch');

  if (checks('name', true)) {
    const name = (fields.name ?? '').trim();
    if (!name) errors.name = 'Shop name is required';
    else if (name.length > MAX_SHOP_NAME_LENGTH) errors.name = `Shop name must be at most ${MAX_SHOP_NAME_LENGTH} characters`;
    else values.name = name;
  }
  // spec §5: the Arabic name is labelled required but not enforced.
  if (checks('name_ar', false)) {
    const nameAr = (fields.name_ar ?? '').trim();
    if (nameAr.length > MAX_SHOP_NAME_LENGTH) errors.name_ar = `Arabic name must be at most ${MAX_SHOP_NAME_LENGTH} characters`;
    else values.nameAr = nameAr;
  }
  if (checks('phone', true)) {
    const raw = (fields.phone ?? '').trim();
    const phone = normalizeKuwaitPhone(raw);
    if (!raw) errors.phone = 'Phone number is required';
    else if (!phone) errors.phone = 'Phone number must be exactly 8 digits';
    else values.phone = phone;
  }
  for (const [field, label] of [['freeDelivery', 'Free delivery'], ['isOpen', 'Open']] as const) {
    if (!checks(field, false)) continue;
    const flag = parseFormBoolean(fields[field] ?? '');
    if (flag === null) errors[field] = `${label} must be true or false`;
    else values[field] = flag;
  }
  for (const [field, label] of [['governorateId', 'Governorate'], ['areaId', 'Area'], ['blockId', 'Block']] as const) {
    if (!checks(field, true)) continue;
    const id = parseId(fields[field]);
    if (id === null) errors[field] = `${label} is required`;
    else values[field] = id;
  }
  if (checks('openTime', true)) {
    const openTime = (fields.openTime ?? '').trim();
    if (!openTime) errors.openTime = 'Open time is required';
    else if (!TIME_PATTERN.test(openTime)) errors.openTime = 'Open time must be HH:MM';
    else values.openTime = openTime;
  }
  if (checks('closeTime', false)) {
    const closeTime = (fields.closeTime ?? '').trim();
    if (closeTime && !TIME_PATTERN.test(closeTime)) errors.closeTime = 'Close time must be HH:MM';
    else values.closeTime = closeTime || null;
  }
  // decisions/picking.md: the shop's rule for a pricier substitute (the database's default 'cap' when not sent).
  if (checks('substitutePolicy', false)) {
    const policy = (fields.substitutePolicy ?? '').trim();
    if ((SUBSTITUTE_POLICIES as readonly string[]).includes(policy)) values.substitutePolicy = policy as SubstitutePolicy;
    else errors.substitutePolicy = "Substitute policy must be 'cap' or 'ask'";
  }
  // spec §5: an image on create, or on edit when the shop has none yet.
  if (!image.sent && (mode === 'create' || (mode === 'replace' && !image.existing))) errors.image = 'Shop image is required';

  return { errors, values };
}

/** What the database knows of a governorate/area/block triple. */
export interface LocationFacts {
  governorateExists: boolean;
  /** The governorate the area belongs to; null when there is no such area. */
  areaGovernorateId: number | null;
  /** The area the block belongs to; null when there is no such block. */
  blockAreaId: number | null;
}

/** A shop's area must lie in its governorate and its block in its area. */
export function shopLocationRules(facts: LocationFacts, ids: { governorateId: number; areaId: number; blockId: number }): FieldErrors {
  const errors: FieldErrors = {};
  if (!facts.governorateExists) errors.governorateId = 'The selected governorate does not exist';
  if (facts.areaGovernorateId === null) errors.areaId = 'The selected area does not exist';
  else if (facts.areaGovernorateId !== ids.governorateId) errors.areaId = 'The selected area is not in the selected governorate';
  if (facts.blockAreaId === null) errors.blockId = 'The selected block does not exist';
  else if (facts.blockAreaId !== ids.areaId) errors.blockId = 'The selected block is not in the selected area';
  return errors;
}
