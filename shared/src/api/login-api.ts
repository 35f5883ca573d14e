import type { SessionUser } from '../auth/session-types';
import type { LoginBody } from '../wire/api-contract';
import type { ApiError } from './api-error';
import { baseApi } from './base-api';

/** What the sign-in form sends: both fields (the API's body schema leaves each optional, its rules word a missing one). */
export type LoginCredentials = Required<LoginBody>;

export interface LoginResult {
  token: string;
  user: SessionUser | null;
}

/** spec §8 Session and login. */
export const NO_TOKEN_MESSAGE = 'No authentication token received from server';

function record(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
}

/**
 * spec §3, §7: the login answer may carry the token as `jwt` or `token`, in `data` or at the top
 * (or one level deeper, `data.data`), with the user beside it. Returns null without a token.
 */
export function parseLoginAnswer(body: unknown): LoginResult | null {
  const top = record(body);
  const data = record(top?.data);
  const places = [data, top, record(data?.data)].filter(
    (place): place is Record<string, unknown> => place !== undefined,
  );
  let token: string | undefined;
  let user: SessionUser | null = null;
  for (const place of places) {
    const candidate = [place.jwt, place.token, place.accessToken].find(
      (value): value is string => typeof value === 'string' && value.length > 0,
    );
    token ??= candidate;
    if (!user && record(place.user)) user = place.user as SessionUser;
  }
  return token ? { token, user } : null;
}

export const authApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    login: build.mutation<LoginResult, LoginCredentials>({
      async queryFn(credentials, _api, _extra, baseQuery) {
        const answer = await baseQuery({ url: 'user/login', method: 'POST', body: credentials });
        if (answer.error) return { error: answer.error as ApiError };
        const parsed = parseLoginAnswer(answer.data);
        if (!parsed) {
          return { error: { status: 'CUSTOM_ERROR', code: 'NO_TOKEN', message: NO_TOKEN_MESSAGE } };
        }
        return { data: parsed };
      },
      // No session yet: no bearer header and no expiry check, even if an old token lingers.
      extraOptions: { public: true },
    }),
  }),
});

export const { useLoginMutation } = authApi;
