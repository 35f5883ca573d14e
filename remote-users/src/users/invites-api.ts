import {
  baseApi,
  type CreatedInvite,
  idTag,
  listTag,
  listTags,
  normalizeList,
  type StaffInvite,
  type StaffInviteBody,
  unwrapData,
} from '@dukkan/shared';

export type { CreatedInvite, InviteStatus, StaffInvite } from '@dukkan/shared';

/** decisions/staff-access.md: what the invite form sends (a shop-staff invite's shops, as registration takes them). */
export type InviteInput = Required<StaffInviteBody>;

/**
 * decisions/staff-access.md: invites by link (users.manage). The link is in the create's answer only (the API keeps
 * its hash): the screen shows it once. An accepted invite is a new account, made on the invite's own page.
 */
export const invitesApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // Pending first, then the others of the last 30 days, newest first.
    getStaffInvites: build.query<StaffInvite[], void>({
      query: () => 'user/invites',
      transformResponse: (body: unknown) => normalizeList<StaffInvite>(body),
      providesTags: (result) => listTags('StaffInvite', result),
    }),
    // 400 VALIDATION_FAILED names email, role or shopIds; 409 EMAIL_TAKEN when the email has an account already.
    createStaffInvite: build.mutation<CreatedInvite, InviteInput>({
      query: (body) => ({ url: 'user/invites', method: 'POST', body }),
      transformResponse: (body: unknown) => unwrapData<CreatedInvite>(body),
      // A pending invite of the same email is replaced: the whole list, not one row.
      invalidatesTags: (_result, error) => (error ? [] : [listTag('StaffInvite')]),
    }),
    // 409 INVITE_NOT_PENDING: accepted, expired or revoked meanwhile.
    revokeStaffInvite: build.mutation<StaffInvite, number>({
      query: (id) => ({ url: `user/invites/${id}`, method: 'DELETE' }),
      transformResponse: (body: unknown) => unwrapData<StaffInvite>(body),
      // Refused or not, the row's state is the server's now (a 409 means it changed meanwhile).
      invalidatesTags: (_result, _error, id) => [idTag('StaffInvite', id)],
    }),
  }),
});

export const { useGetStaffInvitesQuery, useCreateStaffInviteMutation, useRevokeStaffInviteMutation } = invitesApi;
