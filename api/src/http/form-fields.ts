/** What the multipart forms of shops, categories and products share: their modes and id fields. */
import { MAX_INTEGER } from './schemas';

// ids are PostgreSQL `integer`s: a larger number can match no row and would fail the query.
const MAX_DB_ID = MAX_INTEGER;

/**
 * 'create': every required field, and an image. 'replace' (PUT, the panel's edit form): every
 * required field; an image only when the row has none yet; optional fields left out keep their
 * value. 'patch': only what was sent is checked and changed.
 */
export type FormMode = 'create' | 'replace' | 'patch';

/** A form field naming a row (governorateId, shopId, categoryId…): a positive integer id, else null. */
export function parseId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,10}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id >= 1 && id <= MAX_DB_ID ? id : null;
}
