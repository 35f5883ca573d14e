import type { FastifyRequest } from 'fastify';
import { type SQL, sql } from 'drizzle-orm';

// Lists sorted by name, in the panel's language. The order is the database's, never
// JavaScript's: the ICU root collation `dukkan_names` (migration 0018: the one ICU order PGlite and
// PostgreSQL share), on the English name, or in Arabic on the Arabic name (dukkan_arabic_sort_name:
// rows without one after, by their English name). A keyset cursor carries the value the database
// selected (sorted-paging.ts), so Load More compares like with like.

export type NameLanguage = 'en' | 'ar';

/**
 * The panel's language, from the Accept-Language header its base query sends
 * (shared/src/api/base-query.ts): Arabic when the first language named is Arabic, else English.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): NameLanguage {
  const header = request.headers['accept-language'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'ar' || first.startsWith('ar-') ? 'ar' : 'en';
}

/** The value a row is sorted on by name, in `language`, with its collation. */
export const nameOrderValue = (name: SQL, nameAr: SQL, language: NameLanguage): SQL =>
  language === 'ar' ? sql`(dukkan_arabic_sort_name(${name}, ${nameAr}) COLLATE "dukkan_names")` : sql`(${name} COLLATE "dukkan_names")`;

/** ORDER BY name in `language`, ties by id: the whole lists (the pickers' shops, categories, locations). */
export const byName = (name: SQL, nameAr: SQL, id: SQL, language: NameLanguage): SQL => sql`${nameOrderValue(name, nameAr, language)}, ${id}`;
