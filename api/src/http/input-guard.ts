import { badRequest } from './errors';

// Two kinds of input pass JSON schemas but no database takes them: numbers that are not finite
// (Ajv's coercion turns 'Infinity' and '1e309' into Infinity, and its integer, minimum and maximum
// checks let Infinity through) and text holding a NUL character (PostgreSQL refuses it). One check,
// run on every request after validation and on every form field, answers both with a 400.

export const NOT_A_NUMBER = 'must be a finite number';
export const NO_NUL = 'must not contain a NUL character';

/** The first unsafe value in `value` as `[field, message]`, or null when all is well. */
export function unsafeInput(value: unknown, field: string): [string, string] | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : [field, NOT_A_NUMBER];
  if (typeof value === 'string') return value.includes('\u0000') ? [field, NO_NUL] : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unsafeInput(item, `${field}.${index}`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const found = unsafeInput(item, field ? `${field}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

/** Throws the 400 for the first unsafe value of a request's params, query and body. */
export function assertSafeInput(parts: { params?: unknown; query?: unknown; body?: unknown }): void {
  for (const part of [parts.params, parts.query, parts.body]) {
    const found = unsafeInput(part, '');
    if (found) {
      const [field, message] = found;
      throw badRequest({ [field || 'body']: `${field || 'body'} ${message}` });
    }
  }
}
