import { isApiError } from '../../api/api-error';

/**
 * The messages a 400 answer gave for this form's own fields (`ApiError.errors`), so each shows under
 * its field; fields the form does not have are dropped (the toast carries the server's message).
 */
export function serverFieldErrors<Field extends string>(error: unknown, fields: readonly Field[]): Partial<Record<Field, string>> {
  if (!isApiError(error) || !error.errors) return {};
  const messages: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    const message = error.errors[field];
    if (message) messages[field] = message;
  }
  return messages;
}
