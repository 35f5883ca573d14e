/** Field errors keyed by field name, with the spec §5 message for each. */
export type FieldErrors = Record<string, string>;

/**
 * An error the client is meant to read: the error handler answers it as `{ success: false, message,
 * code, errors? }` with its status. (The front end's `ApiError`, in shared/, is the other side of
 * this: a failed call as the panel sees it.)
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

export const badRequest = (errors: FieldErrors, message = Object.values(errors)[0] ?? 'Invalid request') =>
  new HttpError(400, 'VALIDATION_FAILED', message, errors);
export const unauthorized = (message = 'Authentication required', code = 'UNAUTHORIZED') => new HttpError(401, code, message);
export const forbidden = (message = 'Only staff accounts can use the admin panel') => new HttpError(403, 'FORBIDDEN', message);
export const notFound = (message: string) => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (message: string, code = 'CONFLICT') => new HttpError(409, code, message);
export const payloadTooLarge = (message: string) => new HttpError(413, 'PAYLOAD_TOO_LARGE', message);
export const unsupportedMedia = (message: string) => new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', message);

/** Throws a 400 when a rules function found anything; lets routes read top to bottom. */
export function assertValid(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}
