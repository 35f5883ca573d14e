import { baseApi, choicesPage, CHOICES_LIMIT, listTag, type Page, type User } from '@dukkan/shared';

/** A member of staff as the assign picker needs them. */
export type StaffChoice = Pick<User, 'id' | 'name' | 'email'>;

/**
 * decisions/order-workspace.md: the colleagues an order can be given to, searched on the server by name, email or
 * phone (GET user?role=staff&q=, as the shop pickers search shops: a few at a time). The API lets owners read
 * users, so only they are offered Assign.
 */
export const staffChoicesApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    searchStaffChoices: build.query<Page<StaffChoice>, string>({
      query: (q) => ({ url: 'user', params: { role: 'staff', limit: CHOICES_LIMIT, ...(q ? { q } : {}) } }),
      transformResponse: choicesPage<StaffChoice>,
      providesTags: [listTag('User')],
    }),
  }),
});

export const { useSearchStaffChoicesQuery } = staffChoicesApi;
