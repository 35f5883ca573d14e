import { baseApi, type StaffSession, type TwoFactorDisableBody, type TwoFactorEnableBody, type TwoFactorSetup, type TwoFactorStatus, unwrapData } from '@dukkan/shared';

/**
 * decisions/staff-access.md: one's own account — the second factor (a TOTP secret from an authenticator app) and the
 * sessions one is signed in with. Everything is about the signed-in user, so the two-factor status is a 'Me' tag:
 * turning it on or off reads it again.
 */
export const accountApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getMyTwoFactor: build.query<TwoFactorStatus, void>({
      query: () => 'user/me/two-factor',
      transformResponse: (body: unknown) => unwrapData<TwoFactorStatus>(body),
      providesTags: ['Me'],
    }),
    // A new secret, not on until a code from the app proves it was kept (turnOnMyTwoFactor).
    setUpMyTwoFactor: build.mutation<TwoFactorSetup, void>({
      query: () => ({ url: 'user/me/two-factor/setup', method: 'POST' }),
      transformResponse: (body: unknown) => unwrapData<TwoFactorSetup>(body),
    }),
    turnOnMyTwoFactor: build.mutation<unknown, TwoFactorEnableBody>({
      query: (body) => ({ url: 'user/me/two-factor/enable', method: 'POST', body }),
      invalidatesTags: ['Me'],
    }),
    turnOffMyTwoFactor: build.mutation<unknown, TwoFactorDisableBody>({
      query: (body) => ({ url: 'user/me/two-factor/disable', method: 'POST', body }),
      invalidatesTags: ['Me'],
    }),
    getMySessions: build.query<StaffSession[], void>({
      query: () => 'user/me/sessions',
      transformResponse: (body: unknown) => unwrapData<StaffSession[]>(body) ?? [],
    }),
    // Ended sessions leave the list as soon as the API says so (nothing else changes them from here).
    endMySession: build.mutation<unknown, string>({
      query: (id) => ({ url: `user/me/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        await queryFulfilled.then(
          () => dispatch(accountApi.util.updateQueryData('getMySessions', undefined, (sessions) => sessions.filter((session) => session.id !== id))),
          () => undefined,
        );
      },
    }),
    endMyOtherSessions: build.mutation<unknown, void>({
      query: () => ({ url: 'user/me/sessions/end-others', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.then(
          () => dispatch(accountApi.util.updateQueryData('getMySessions', undefined, (sessions) => sessions.filter((session) => session.current))),
          () => undefined,
        );
      },
    }),
  }),
});

export const {
  useGetMyTwoFactorQuery,
  useSetUpMyTwoFactorMutation,
  useTurnOnMyTwoFactorMutation,
  useTurnOffMyTwoFactorMutation,
  useGetMySessionsQuery,
  useEndMySessionMutation,
  useEndMyOtherSessionsMutation,
} = accountApi;
