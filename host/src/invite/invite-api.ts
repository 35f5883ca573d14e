import { type AcceptInviteBody, type ApiError, baseApi, type InvitePreview, type LoginAnswer, readSignInAnswer, unwrapData } from '@dukkan/shared';

/**
 * decisions/staff-access.md: an invite link's two public calls — what the invite is for, and accepting it with one's
 * name, phone and own password, which signs the new member of staff in (or, for a role that requires a second factor,
 * asks to set one up first, as the sign-in does). No session yet: no bearer header.
 */
export const inviteApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getStaffInvite: build.query<InvitePreview, string>({
      query: (token) => `invites/${encodeURIComponent(token)}`,
      transformResponse: (body: unknown) => unwrapData<InvitePreview>(body),
      extraOptions: { public: true },
    }),
    acceptStaffInvite: build.mutation<LoginAnswer, { token: string; body: AcceptInviteBody }>({
      async queryFn({ token, body }, _api, _extra, baseQuery) {
        const answer = await baseQuery({ url: `invites/${encodeURIComponent(token)}/accept`, method: 'POST', body });
        if (answer.error) return { error: answer.error as ApiError };
        return readSignInAnswer(answer.data);
      },
      extraOptions: { public: true },
    }),
  }),
});

export const { useGetStaffInviteQuery, useAcceptStaffInviteMutation } = inviteApi;
