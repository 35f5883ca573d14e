import type { SessionUser } from '../auth/session-types';
import type { LoginBody, SecondFactorAnswer, VerifyBody } from '../wire/api-contract';
import type { ApiError } from './api-error';
import { baseApi } from './base-api';

/** What the sign-in form sends: both fields (the API's body schema leaves each optional, its rules word a missing one). */
export type LoginCredentials = Required<LoginBody>;

export interface LoginResult {
  token: string;
  user: SessionUser | null;
}

/**
 * decisions/staff-access.md: the password was right and the account asks for a code from its authenticator app;
 * the code goes back with the challenge to user/login/verify.
 */
export type SecondFactorStep = SecondFactorAnswer;

/** What the password step leads to: the session, or the code step. */
export type LoginAnswer = LoginResult | SecondFactorStep;

/** True when the password step asks for a code next. */
export function isSecondFactorStep(answer: LoginAnswer): answer is SecondFactorStep {
  return 'secondFactor' in answer;
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

/** The code step of a login answer (`{ secondFactor: 'totp', challenge }`, in `data` or at the top), or null. */
export function parseSecondFactorAnswer(body: unknown): SecondFactorStep | null {
  const top = record(body);
  for (const place of [record(top?.data), top]) {
    if (place?.secondFactor === 'totp' && typeof place.challenge === 'string' && place.challenge) {
      return { secondFactor: 'totp', challenge: place.challenge };
    }
  }
  return null;
}

/** A sign-in answer that should carry the session: the session, or the spec §8 'no token' failure. */
function sessionOf(body: unknown): { data: LoginResult } | { error: ApiError } {
  const parsed = parseLoginAnswer(body);
  if (!parsed) return { error: { status: 'CUSTOM_ERROR', code: 'NO_TOKEN', message: NO_TOKEN_MESSAGE } };
  return { data: parsed };
}

export const authApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    login: build.mutation<LoginAnswer, LoginCredentials>({
      async queryFn(credentials, _api, _extra, baseQuery) {
        const answer = await baseQuery({ url: 'user/login', method: 'POST', body: credentials });
        if (answer.error) return { error: answer.error as ApiError };
        const step = parseSecondFactorAnswer(answer.data);
        return step ? { data: step } : sessionOf(answer.data);
      },
      // No session yet: no bearer header and no expiry check, even if an old token lingers.
      extraOptions: { public: true },
    }),
    // decisions/staff-access.md: the code step. Still no session: a wrong code's 401 ends nothing.
    verifySignIn: build.mutation<LoginResult, VerifyBody>({
      async queryFn(body, _api, _extra, baseQuery) {
        const answer = await baseQuery({ url: 'user/login/verify', method: 'POST', body });
        if (answer.error) return { error: answer.error as ApiError };
        return sessionOf(answer.data);
      },
      extraOptions: { public: true },
    }),
    // decisions/staff-access.md: Logout ends the session on the server too, so a copied token stops working. Given the
    // token, not read from the store: the panel forgets it at once, without waiting for this answer.
    endSession: build.mutation<null, string>({
      async queryFn(token, _api, _extra, baseQuery) {
        const answer = await baseQuery({ url: 'user/logout', method: 'POST', headers: { Authorization: `Bearer ${token}` } });
        return answer.error ? { error: answer.error as ApiError } : { data: null };
      },
      extraOptions: { public: true },
    }),
  }),
});

export const { useLoginMutation, useVerifySignInMutation } = authApi;
