import {
  baseApi,
  type RecoveryCodes,
  type RecoveryCodesBody,
  type StaffSession,
  type TrustedDevice,
  type TwoFactorDisableBody,
  type TwoFactorEnableBody,
  type TwoFactorEnabled,
  type TwoFactorSetup,
  type TwoFactorStatus,
  unwrapData,
} from '@dukkan/shared';

/**
 * decisions/staff-access.md: one's own account — the second factor (a TOTP secret from an authenticator app, its
 * recovery codes), the devices trusted to sign in without its code, and the sessions one is signed in with.
 * Everything is about the signed-in user, so the two-factor status and the devices are 'Me' tags: turning the factor
 * on or off, or making new codes, reads them again.
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
    // On, with its first recovery codes (shown once).
    turnOnMyTwoFactor: build.mutation<TwoFactorEnabled, TwoFactorEnableBody>({
      query: (body) => ({ url: 'user/me/two-factor/enable', method: 'POST', body }),
      transformResponse: (body: unknown) => unwrapData<TwoFactorEnabled>(body),
      invalidatesTags: ['Me'],
    }),
    turnOffMyTwoFactor: build.mutation<unknown, TwoFactorDisableBody>({
      query: (body) => ({ url: 'user/me/two-factor/disable', method: 'POST', body }),
      invalidatesTags: ['Me'],
    }),
    // New recovery codes for a current code: the old ones stop working.
    renewMyRecoveryCodes: build.mutation<RecoveryCodes, RecoveryCodesBody>({
      query: (body) => ({ url: 'user/me/two-factor/recovery-codes', method: 'POST', body }),
      transformResponse: (body: unknown) => unwrapData<RecoveryCodes>(body),
      invalidatesTags: ['Me'],
    }),
    getMyTrustedDevices: build.query<TrustedDevice[], void>({
      query: () => 'user/me/devices',
      transformResponse: (body: unknown) => unwrapData<TrustedDevice[]>(body) ?? [],
      providesTags: ['Me'],
    }),
    // A forgotten device leaves the list as soon as the API says so.
    forgetMyTrustedDevice: build.mutation<unknown, string>({
      query: (id) => ({ url: `user/me/devices/${encodeURIComponent(id)}`, method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        await queryFulfilled.then(
          () => dispatch(accountApi.util.updateQueryData('getMyTrustedDevices', undefined, (devices) => devices.filter((device) => device.id !== id))),
          () => undefined,
        );
      },
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
  useRenewMyRecoveryCodesMutation,
  useGetMyTrustedDevicesQuery,
  useForgetMyTrustedDeviceMutation,
  useGetMySessionsQuery,
  useEndMySessionMutation,
  useEndMyOtherSessionsMutation,
} = accountApi;
