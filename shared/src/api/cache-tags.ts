import type { EntityTagName, EntityTagType } from './base-api';

/**
 * The one cache-tag pattern of the panel: every list provides `{ type, id: 'LIST' }` and one tag
 * per row it shows; a single entity provides `{ type, id }`. A create invalidates the LIST (a new
 * row may show anywhere), an update or delete the row's id (every list and view holding it).
 * These helpers are the only way to write an entity's tag (base-api.ts's EntityTagType): a bare
 * 'Order', which none of those invalidations reaches, cannot be provided by mistake.
 */
const entity = <T extends EntityTagName>(type: T) => type as EntityTagType<T>;

/** A list's tag: provided by every list (and by figures summed over the rows), invalidated by a create. */
export const listTag = <T extends EntityTagName>(type: T) => ({ type: entity(type), id: 'LIST' as const });

/** An entity's own tag. */
export const idTag = <T extends EntityTagName>(type: T, id: number | string) => ({ type: entity(type), id });

/** The tags a list provides: its LIST tag and one per row shown. */
export function listTags<T extends EntityTagName>(type: T, rows: readonly { id: number | string }[] | undefined) {
  return [listTag(type), ...(rows ?? []).map((row) => idTag(type, row.id))];
}

/** To invalidate, never to provide: every tag of a type, lists and rows (a change that touches them all). */
export const everyTag = <T extends EntityTagName>(type: T) => entity(type);
