import { baseApi, idTag, listTag, listTags, normalizePage, unwrapData, type Page } from '@dukkan/shared';

/** spec §3 User. Any field but the id may be missing from an answer: the list shows 'N/A'. */
export interface User {
  id: number;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  role?: string | null;
}

/** spec §3: the registration payload. */
export interface RegisterUserInput {
  name: string;
  email: string;
  password: string;
}

/** A page of the users list, searched and filtered (issue 17). */
export interface UsersQuery {
  page: number;
  q?: string;
  role?: string;
}

/** spec §9: the users list pages by 9. */
export const USERS_PAGE_SIZE = 9;

export const usersApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // spec §7: user?page={n}&limit=9; rows in data.items, data.data or data, total in data.total.
    // issue 17: `q` searches name, email and phone; `role` narrows to staff or customers.
    getUsers: build.query<Page<User>, UsersQuery>({
      query: ({ page, q, role }) => ({ url: 'user', params: { page, limit: USERS_PAGE_SIZE, ...(q ? { q } : {}), ...(role ? { role } : {}) } }),
      transformResponse: (body: unknown, _meta, { page }) => normalizePage<User>(body, { page, limit: USERS_PAGE_SIZE }),
      providesTags: (result) => listTags('User', result?.items),
    }),
    registerUser: build.mutation<User, RegisterUserInput>({
      query: (body) => ({ url: 'user/register', method: 'POST', body }),
      transformResponse: (body: unknown) => unwrapData<User>(body),
      // The dashboard counts users too.
      invalidatesTags: [listTag('User'), 'Dashboard'],
    }),
    deleteUser: build.mutation<void, number>({
      query: (id) => ({ url: `user/${id}`, method: 'DELETE' }),
      // The API deletes the user's orders with them (spec §2: "all data related to this user").
      // A deleted user's page shifts every later page, and their orders go (every order view is stale).
      invalidatesTags: (_result, error, id) =>
        error ? [] : [idTag('User', id), listTag('User'), 'Dashboard', 'Order', 'OrderStats'],
    }),
  }),
});

export const { useGetUsersQuery, useRegisterUserMutation, useDeleteUserMutation } = usersApi;
