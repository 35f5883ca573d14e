import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { apiBaseUrl } from '../config/runtime-config';
import { selectToken, sessionEnded } from '../auth/auth-slice';
import type { AuthState } from '../auth/session-types';
import { isTokenExpired } from '../auth/token';
import { fieldErrors, serverMessage, type ApiError } from './api-error';
import { announcePermissionDenied } from './permission-denied';
import { takeEarlyAnswer, takeEarlyResponse } from './early-fetch';
import { currentLanguage } from '../i18n/i18n';

/** Per-endpoint options of the base query. */
export interface BaseQueryExtraOptions {
  /** A call made without a session (login): no bearer header, no expiry check. */
  public?: boolean;
}

type StateWithAuth = { auth: AuthState };

/**
 * spec §7: a call is a success on HTTP 200 or 201, or when the body carries `success: true`.
 * A body that says `success: false` is a failure whatever the status.
 */
export function isSuccessfulAnswer(status: number, body: unknown): boolean {
  const flag = body && typeof body === 'object' ? (body as { success?: unknown }).success : undefined;
  if (flag === false) return false;
  return status === 200 || status === 201 || (flag === true && status >= 200 && status < 300);
}

const fetchFromApi = fetchBaseQuery({
  // Read fetch at call time: tests replace the global after this module loads (architecture §6).
  // A GET the page's inline script already sent (the first screen's data, decisions/phone-speed.md) is not sent
  // twice: its answer goes through the same rules below as any other.
  fetchFn: (input, init) => {
    if (input instanceof Request && input.method === 'GET') {
      const early = takeEarlyResponse(input.url, input.headers.get('Authorization'), input.headers.get('Accept-Language'));
      if (early) return early;
    }
    return fetch(input, init);
  },
  validateStatus: (response, body) => isSuccessfulAnswer(response.status, body),
  // The token is the one the session rules were checked against (passed in extraOptions).
  prepareHeaders: (headers, { extraOptions }) => {
    const token = (extraOptions as { token?: string | null } | undefined)?.token;
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    // The panel's language: the API sorts lists by name in it (api/src/kuwait/name-order.ts).
    if (!headers.has('Accept-Language')) headers.set('Accept-Language', currentLanguage());
    return headers;
  },
});

/** An API path (e.g. 'orders/export?status=NEW') under the configured base URL; a full URL stays as it is. */
export const apiUrl = (url: string) => (/^https?:\/\//.test(url) ? url : `${apiBaseUrl()}/${url.replace(/^\/+/, '')}`);

/**
 * The answer the page's inline script already has to GET `path` (an API path, as apiUrl takes it) with the session's
 * `token` (decisions/phone-speed.md), once; undefined when it has none yet or the API said no (the app asks as usual).
 */
export function earlyApiAnswer(path: string, token: string | null): unknown {
  const body = takeEarlyAnswer(apiUrl(path), token ? `Bearer ${token}` : null);
  return body !== undefined && isSuccessfulAnswer(200, body) ? body : undefined;
}

function withApiBase(args: string | FetchArgs): string | FetchArgs {
  return typeof args === 'string' ? apiUrl(args) : { ...args, url: apiUrl(args.url) };
}

function toApiError(error: FetchBaseQueryError): ApiError {
  if (typeof error.status === 'number') {
    return {
      status: error.status,
      data: error.data,
      message: serverMessage(error.data),
      code: (error.data as { code?: string } | undefined)?.code,
      errors: fieldErrors(error.data),
    };
  }
  switch (error.status) {
    case 'PARSING_ERROR':
      // The server answered, but not with JSON (a proxy's HTML error page, say).
      return { status: error.originalStatus, data: error.data, code: 'PARSE_ERROR' };
    case 'FETCH_ERROR':
    case 'TIMEOUT_ERROR':
      return { status: error.status, message: undefined, code: error.status };
    default:
      return { status: 'CUSTOM_ERROR', data: error.data, message: error.error, code: 'CUSTOM_ERROR' };
  }
}

/**
 * The one place that applies the session rules to every call (spec §4 Session, §6, §7, §8):
 * - the bearer header comes from the stored token;
 * - a token already expired ends the session ('expired') and the request is not sent;
 * - a 401 while holding a token ends the session ('unauthorized'; 'ended' when the API says the session was signed
 *   out, decisions/staff-access.md);
 * - a 403 raises the global permission-denied event;
 * - success is HTTP 200/201 or `success: true`; failures carry the server's message.
 * The session watcher turns the ends into their messages and the move to /auth.
 */
export const sessionAwareBaseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  ApiError,
  BaseQueryExtraOptions
> = async (args, api, extraOptions) => {
  const isPublic = Boolean(extraOptions?.public);
  const token = isPublic ? null : sessionToken(api);
  if (token === EXPIRED) {
    return {
      error: { status: 'SESSION_ENDED', code: 'SESSION_EXPIRED', sessionEnded: 'expired' },
    };
  }

  const result = await fetchFromApi(withApiBase(args), api, { token });
  if (!result.error) return { data: result.data, meta: result.meta };

  const error = toApiError(result.error);
  return { error: refusedInSession(error, token, api), meta: result.meta };
};

/** decisions/staff-access.md: the 401's code when the token's session was ended (signed out from the account page). */
const SESSION_SIGNED_OUT = 'SESSION_ENDED';

/** What `sessionToken` answers when the token had expired: the session was ended, send nothing. */
export const EXPIRED = Symbol('expired');

type SessionApi = Pick<BaseQueryApi, 'getState' | 'dispatch'>;

/**
 * The bearer token of a call about to be sent, or EXPIRED after ending a session whose token
 * expired (the call is then not sent). Used by the base query and by downloads read as a stream.
 */
export function sessionToken(api: SessionApi): string | null | typeof EXPIRED {
  const token = selectToken(api.getState() as StateWithAuth);
  if (token && isTokenExpired(token)) {
    api.dispatch(sessionEnded({ reason: 'expired' }));
    return EXPIRED;
  }
  return token;
}

/**
 * A refused call's error, after the session rules: a 401 ends the session that sent it (only
 * that one: the user may have signed in again meanwhile), a 403 raises the permission-denied event.
 */
export function refusedInSession(error: ApiError, token: string | null, api: SessionApi): ApiError {
  if (error.status === 401 && token && selectToken(api.getState() as StateWithAuth) === token) {
    const reason = error.code === SESSION_SIGNED_OUT ? 'ended' : 'unauthorized';
    api.dispatch(sessionEnded({ reason }));
    return { ...error, sessionEnded: reason };
  }
  if (error.status === 403) {
    announcePermissionDenied({
      status: 403,
      data: error.data,
      message: error.message ?? 'Permission denied',
    });
  }
  return error;
}

/** The error of an answer that was not a success, read from its JSON body when it has one. */
export async function answerError(response: Response): Promise<ApiError> {
  const data: unknown = await response.json().catch(() => undefined);
  return { status: response.status, data, message: serverMessage(data), code: (data as { code?: string } | undefined)?.code, errors: fieldErrors(data) };
}
