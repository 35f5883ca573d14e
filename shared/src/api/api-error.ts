import type { SessionEndReason } from '../auth/session-types';

/**
 * Every failed call, in one shape. `status` is the HTTP status when the server answered;
 * otherwise it says what went wrong before an answer. `message` is the server's own message
 * when it sent one, so screens can prefer it (spec §8 Mutation failures).
 */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR' | 'SESSION_ENDED';
  /** The parsed body of the answer, if any. */
  data?: unknown;
  /** The server's message (or ours for a failure found on this side). */
  message?: string;
  /** The server's error code, or ours: 'PARSE_ERROR', 'NO_TOKEN', 'SESSION_EXPIRED'. */
  code?: string;
  /** Field errors: `{ field: message }` from a 400 answer. */
  errors?: Record<string, string>;
  /** Set when this failure also ended the session (the session watcher already told the user). */
  sessionEnded?: SessionEndReason;
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
}

/** The message a server put in an error body: `message`, or `error` when it is a string. */
export function serverMessage(body: unknown): string | undefined {
  const record = asRecord(body);
  if (!record) return undefined;
  for (const key of ['message', 'error'] as const) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return undefined;
}

export function fieldErrors(body: unknown): Record<string, string> | undefined {
  const errors = asRecord(asRecord(body)?.errors);
  if (!errors) return undefined;
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length ? Object.fromEntries(entries) : undefined;
}

export function isApiError(error: unknown): error is ApiError {
  const status = asRecord(error)?.status;
  return typeof status === 'number' || typeof status === 'string';
}

/**
 * What to tell the user about a failed call: the server's message when the server gave one,
 * else the screen's own text (spec §8: "the server message is preferred where one is given").
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && typeof error.status === 'number' && error.message) return error.message;
  return fallback;
}

/** True when the failure ended the session: the screen should stay quiet, the user was told. */
export function isSessionEndedError(error: unknown): boolean {
  return isApiError(error) && Boolean(error.sessionEnded);
}

/** True when no answer came back at all (offline, refused, timed out). */
export function isNetworkError(error: unknown): boolean {
  return isApiError(error) && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR');
}

/** A screen's own texts for a failed call (spec §8 names two per list and per action). */
export interface FailureTexts {
  /** When the server refused: 'Failed to …'. The server's own message is preferred to it. */
  failed: string;
  /** When no answer came at all (offline, refused, timed out): 'Error …'. @default failed */
  errored?: string;
}

/**
 * The one answer to "what do we tell the user about this failure" (spec §8): null when the failure
 * ended the session (the session watcher already said so); the screen's `errored` text when no
 * answer came; otherwise the server's message, else the screen's `failed` text.
 */
export function failureMessage(error: unknown, texts: FailureTexts): string | null {
  if (isSessionEndedError(error)) return null;
  if (isNetworkError(error)) return texts.errored ?? texts.failed;
  return getErrorMessage(error, texts.failed);
}

/**
 * What a screen toasts about a failed call: failureMessage's text, except nothing for a 403 — the
 * API's refusal raises the permission-denied event, whose toast (SessionWatcher) already says it,
 * and a second "no permission" toast from the screen only repeats it (spec §6).
 */
export function failureToastMessage(error: unknown, texts: FailureTexts): string | null {
  if (isApiError(error) && error.status === 403) return null;
  return failureMessage(error, texts);
}
