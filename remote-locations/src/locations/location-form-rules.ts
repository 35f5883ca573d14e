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

/**
 * spec §5 Locations: the English name is required; an area needs a governorate chosen and a
 * block an area. Until then the add button does nothing (no message is shown).
 */
export function canAddLocation(kind: LocationKind, draft: LocationDraft): boolean {
  if (!draft.name.trim()) return false;
  if (kind === 'area') return draft.governorateId !== null;
  if (kind === 'block') return draft.areaId !== null;
  return true;
}

/**
 * spec §5 Locations: an edit saves only when the name is non-empty and something changed;
 * otherwise the dialog just closes. Unlike the spec, a change to the Arabic name alone is sent
 * too: dropping it without a word would lose the user's edit (issue 6).
 */
export function editToSave(original: LocationNames, edited: LocationNames): LocationNames | null {
  const names = namesOf(edited);
  if (!names.name) return null;
  if (names.name === original.name.trim() && names.name_ar === (original.name_ar ?? '').trim()) return null;
  return names;
}
