import { type AcceptInviteBody, type ApiError, baseApi, type InvitePreview, type LoginResult, NO_TOKEN_MESSAGE, parseLoginAnswer, unwrapData } from '@dukkan/shared';

/**
 * decisions/staff-access.md: an invite link's two public calls — what the invite is for, and accepting it with one's
 * name, phone and own password, which signs the new member of staff in. No session yet: no bearer header.
 */
export const inviteApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getStaffInvite: build.query<InvitePreview, string>({
      query: (token) => `invites/${encodeURIComponent(token)}`,
      transformResponse: (body: unknown) => unwrapData<InvitePreview>(body),
      extraOptions: { public: true },
    }),
    acceptStaffInvite: build.mutation<LoginResult, { token: string; body: AcceptInviteBody }>({
      async queryFn({ token, body }, _api, _extra, baseQuery) {
        const answer = await baseQuery({ url: `invites/${encodeURIComponent(token)}/accept`, method: 'POST', body });
        if (answer.error) return { error: answer.error as ApiError };
        const session = parseLoginAnswer(answer.data);
        return session ? { data: session } : { error: { status: 'CUSTOM_ERROR', code: 'NO_TOKEN', message: NO_TOKEN_MESSAGE } };
      },
      extraOptions: { public: true },
    }),
  }),
});

export const { useGetStaffInviteQuery, useAcceptStaffInviteMutation } = inviteApi;
