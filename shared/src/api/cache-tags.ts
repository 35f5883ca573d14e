import type { TagType } from './base-api';

/**
 * The one cache-tag pattern of the panel: every list provides `{ type, id: 'LIST' }` and one tag
 * per row it shows; a single entity provides `{ type, id }`. A create invalidates the LIST (a new
 * row may show anywhere), an update or delete the row's id (every list and view holding it).
 */
export const listTag = <T extends TagType>(type: T) => ({ type, id: 'LIST' as const });

/** An entity's own tag. */
export const idTag = <T extends TagType>(type: T, id: number | string) => ({ type, id });

/** The tags a list provides: its LIST tag and one per row shown. */
export function listTags<T extends TagType>(type: T, rows: readonly { id: number | string }[] | undefined) {
  return [listTag(type), ...(rows ?? []).map((row) => idTag(type, row.id))];
}
