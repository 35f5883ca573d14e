import type { FieldErrors } from '../../http/errors';
import type { SavedViewBody } from './saved-views-schemas';

/** A view's name and query, checked: a name to find it by, and only a list's query string (never a whole address). */
export function savedViewRules(body: SavedViewBody): { errors: FieldErrors; values: { name: string; query: string } } {
  const errors: FieldErrors = {};
  const name = body.name.trim();
  const query = body.query.trim().replace(/^\?/, '');
  if (!name) errors.name = 'Name the view';
  if (/[#\s]|^[a-z]+:/i.test(query)) errors.query = 'A view keeps a list’s filters only';
  else {
    // Page positions are not part of a view: it opens at its first page.
    const params = new URLSearchParams(query);
    params.delete('page');
    params.delete('after');
    return { errors, values: { name, query: params.toString() } };
  }
  return { errors, values: { name, query } };
}
