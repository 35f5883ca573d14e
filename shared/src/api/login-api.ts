import type { SessionUser } from '../auth/session-types';
import type { LoginBody, LoginSetupBody, SecondFactorAnswer, TwoFactorSetup, VerifyBody, VerifyExtras } from '../wire/api-contract';
import type { ApiError } from './api-error';
import { baseApi } from './base-api';
import { unwrapData } from './unwrap-data';

/**
 * What the sign-in form sends: the email and the password (the API's body schema leaves each optional, its rules word
 * a missing one), and this browser's token for the account when it was trusted (decisions/staff-access.md).
 */
export type LoginCredentials = Required<Pick<LoginBody, 'email' | 'password'>> & Pick<LoginBody, 'deviceToken'>;

export interface LoginResult {
  token: string;
  user: SessionUser | null;
}

/**
 * decisions/staff-access.md: the password was right and a second factor is next: 'totp', the account's code from its
 * authenticator app; 'setup', the account's role requires one and it has none, so a key is set up first
 * (user/login/setup). Either way the code goes back with the challenge to user/login/verify.
 */
export type SecondFactorStep = SecondFactorAnswer;

/** What the password step leads to: the session, or a second-factor step. */
export type LoginAnswer = LoginResult | SecondFactorStep;

/**
 * What user/login/verify answers: the session, with this browser's device token when it was to be trusted, and the
 * first recovery codes when this code turned the factor on (a setup step) — shown once.
 */
export type VerifiedSignIn = LoginResult & VerifyExtras;

/** True when the password step asks for a code (or a key's setup) next. */
export function isSecondFactorStep(answer: LoginAnswer): answer is SecondFactorStep {
  return 'secondFactor' in answer;
}

const SECOND_FACTORS: readonly SecondFactorStep['secondFactor'][] = ['totp', 'setup'];

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

/** The second-factor step of a login answer (`{ secondFactor: 'totp' | 'setup', challenge }`, in `data` or at the top), or null. */
export function parseSecondFactorAnswer(body: unknown): SecondFactorStep | null {
  const top = record(body);
  for (const place of [record(top?.data), top]) {
    const kind = SECOND_FACTORS.find((known) => known === place?.secondFactor);
    if (kind && typeof place?.challenge === 'string' && place.challenge) return { secondFactor: kind, challenge: place.challenge };
  }
  return null;
}

/** What user/login/verify adds to the session (beside it, in `data` or at the top); nothing it does not hold. */
export function parseVerifyExtras(body: unknown): VerifyExtras {
  const top = record(body);
  const extras: VerifyExtras = {};
  for (const place of [record(top?.data), top]) {
    if (!place) continue;
    if (extras.deviceToken === undefined && typeof place.deviceToken === 'string' && place.deviceToken) extras.deviceToken = place.deviceToken;
    if (extras.recoveryCodes === undefined && Array.isArray(place.recoveryCodes)) {
      extras.recoveryCodes = place.recoveryCodes.filter((code): code is string => typeof code === 'string' && code !== '');
    }
  }
  return extras;
}

/** A sign-in answer that should carry the session: the session, or the spec §8 'no token' failure. */
function sessionOf(body: unknown): { data: LoginResult } | { error: ApiError } {
  const parsed = parseLoginAnswer(body);
  if (!parsed) return { error: { status: 'CUSTOM_ERROR', code: 'NO_TOKEN', message: NO_TOKEN_MESSAGE } };
  return { data: parsed };
}

/**
 * An answer that signs in, or asks for a second factor first (user/login; an invite's accept, whose owner sets one up):
 * the step, the session, or the spec §8 'no token' failure.
 */
export function readSignInAnswer(body: unknown): { data: LoginAnswer } | { error: ApiError } {
  const step = parseSecondFactorAnswer(body);
  return step ? { data: step } : sessionOf(body);
}

export const authApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    login: build.mutation<LoginAnswer, LoginCredentials>({
      async queryFn(credentials, _api, _extra, baseQuery) {
        const answer = await baseQuery({ url: 'user/login', method: 'POST', body: credentials });
        if (answer.error) return { error: answer.error as ApiError };
        return readSignInAnswer(answer.data);
      },
      // No session yet: no bearer header and no expiry check, even if an old token lingers.
      extraOptions: { public: true },
    }),
    // decisions/staff-access.md: a setup step's new key, for the authenticator app (not on until verified).
    setUpSignIn: build.mutation<TwoFactorSetup, LoginSetupBody>({
      query: (body) => ({ url: 'user/login/setup', method: 'POST', body }),
      transformResponse: (body: unknown) => unwrapData<TwoFactorSetup>(body),
      extraOptions: { public: true },
    }),
    // decisions/staff-access.md: the code step (a code, or a recovery code). Still no session: a wrong code's 401 ends nothing.
    verifySignIn: build.mutation<VerifiedSignIn, VerifyBody>({
      async queryFn(body, _api, _extra, baseQuery) {
        const answer = await baseQuery({ url: 'user/login/verify', method: 'POST', body });
        if (answer.error) return { error: answer.error as ApiError };
        const session = sessionOf(answer.data);
        return 'error' in session ? session : { data: { ...session.data, ...parseVerifyExtras(answer.data) } };
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

export const { useLoginMutation, useSetUpSignInMutation, useVerifySignInMutation } = authApi;
