import {
  baseApi,
  type EditUserBody,
  everyMember,
  everyTag,
  idTag,
  type Lenient,
  listTag,
  listTags,
  normalizePage,
  type Page,
  type RegisterBody,
  type StaffRole,
  unwrapData,
  type User as UserAnswer,
} from '@dukkan/shared';

export type { StaffRole } from '@dukkan/shared';

/**
 * spec §3 User, as the API answers it. Any field but the id may be missing from an answer (the
 * list shows 'N/A'), and another server's role may be one this panel does not know.
 */
export type User = Lenient<Omit<UserAnswer, 'role' | 'shops'>> & Partial<Pick<UserAnswer, 'shops'>> & { id: number; role?: string | null };

/** decisions/roles-and-audit.md: the staff roles, in the order the role field offers them (the API's permission table says what each may do). */
export const STAFF_ROLES = everyMember<StaffRole>()(['owner', 'operations', 'catalogue', 'shop_staff', 'driver']);

/** decisions/roles-and-audit.md: a staff account's role, and its shops (only a shop-staff account keeps any). */
export type RoleInput = Required<Pick<EditUserBody, 'role' | 'shopIds'>>;

/** spec §3: the registration payload; decisions/roles-and-audit.md: with the role Add User picks. */
export type RegisterUserInput = Required<RegisterBody>;

/** decisions/roles-and-audit.md: the edit page (/users/edit/{id}). */
export type EditUserInput = Required<EditUserBody>;

/** A page of the users list, searched and filtered (decisions/search.md). */
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
    // decisions/search.md: `q` searches name, email and phone; `role` narrows to staff or customers (decisions/customers.md:
    // the Users screen asks for staff only).
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
    getUser: build.query<User, number>({
      query: (id) => `user/${id}`,
      transformResponse: (body: unknown) => unwrapData<User>(body),
      providesTags: (_result, _error, id) => [idTag('User', id)],
    }),
    updateUser: build.mutation<User, { id: number; user: EditUserInput }>({
      query: ({ id, user }) => ({ url: `user/${id}`, method: 'PUT', body: user }),
      transformResponse: (body: unknown) => unwrapData<User>(body),
      // Their own role may have changed: the signed-in user's permissions are read again.
      invalidatesTags: (_result, error, { id }) => (error ? [] : [idTag('User', id), listTag('User'), 'Me', 'Audit']),
    }),
    // decisions/roles-and-audit.md: the staff who can appear in the Activity screen's actor filter.
    getActivityActors: build.query<User[], void>({
      query: () => ({ url: 'user', params: { role: 'staff', limit: 100 } }),
      transformResponse: (body: unknown) => normalizePage<User>(body).items,
      providesTags: [listTag('User')],
    }),
    deleteUser: build.mutation<void, number>({
      query: (id) => ({ url: `user/${id}`, method: 'DELETE' }),
      // The API deletes the user's orders with them (spec §2: "all data related to this user").
      // A deleted user's page shifts every later page, and their orders go (every order view is stale).
      invalidatesTags: (_result, error, id) =>
        error ? [] : [idTag('User', id), listTag('User'), 'Dashboard', everyTag('Order'), 'OrderStats'],
    }),
  }),
});

export const {
  useGetUsersQuery,
  useRegisterUserMutation,
  useDeleteUserMutation,
  useGetUserQuery,
  useUpdateUserMutation,
  useGetActivityActorsQuery,
} = usersApi;
