import {
  baseApi,
  everyTag,
  idTag,
  listTag,
  listTags,
  loadMoreQueryOptions,
  normalizePage,
  pageParamToQuery,
  unwrapData,
  type BlockCustomerBody,
  type CustomerNote,
  type CustomerNoteBody,
  type CustomerProfile,
  type CustomerRow,
  type LoadMoreParam,
  type Page,
} from '@dukkan/shared';

export type { CustomerFlag, CustomerNote, CustomerProfile, CustomerRow } from '@dukkan/shared';

/** decisions/customers.md: the API's default page of GET customers. */
export const CUSTOMERS_PAGE_SIZE = 20;

/** The list's "Show" choices, as GET customers' `show` reads them ('all' is sent as nothing). */
export const CUSTOMER_SHOWS = ['all', 'blocked', 'flagged'] as const;
export type CustomerShow = (typeof CUSTOMER_SHOWS)[number];

/** The list's filters as the API reads them: only those set. */
export interface CustomersFilter {
  q?: string;
  show?: Exclude<CustomerShow, 'all'>;
}

/** After a write that answers what it made: `keep` puts the answer in the cache. A refused write changed nothing (the screen says why). */
async function keepAnswer<T>(queryFulfilled: Promise<{ data: T }>, keep: (data: T) => void): Promise<void> {
  try {
    keep((await queryFulfilled).data);
  } catch {
    // Refused: nothing to keep.
  }
}

/** Blocking and unblocking change a row's badge and the "Blocked" filter: every list is asked again. */
const listsUnlessRefused = (_result: unknown, error: unknown) => (error ? [] : [listTag('Customer')]);

export const customersApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // Newest first, keyset paged (nextCursor); `q` searches name, email and phone, `show` narrows to the blocked or flagged.
    getCustomers: build.infiniteQuery<Page<CustomerRow>, CustomersFilter, LoadMoreParam>({
      infiniteQueryOptions: loadMoreQueryOptions,
      query: ({ queryArg, pageParam }) => ({ url: 'customers', params: { ...queryArg, ...pageParamToQuery(pageParam), limit: CUSTOMERS_PAGE_SIZE } }),
      transformResponse: (body: unknown) => normalizePage<CustomerRow>(body, { limit: CUSTOMERS_PAGE_SIZE }),
      providesTags: (result) => listTags('Customer', result?.pages.flatMap((page) => page.items)),
    }),
    // 404 for an unknown id, a staff account or an erased customer.
    getCustomer: build.query<CustomerProfile, number>({
      query: (id) => `customers/${id}`,
      transformResponse: (body: unknown) => unwrapData<CustomerProfile>(body),
      providesTags: (_result, _error, id) => [idTag('Customer', id)],
    }),
    // Block, unblock and sign-out answer the whole profile: it replaces the cached one (no second GET of it).
    blockCustomer: build.mutation<CustomerProfile, { id: number } & BlockCustomerBody>({
      query: ({ id, reason }) => ({ url: `customers/${id}/block`, method: 'POST', body: { reason } }),
      transformResponse: (body: unknown) => unwrapData<CustomerProfile>(body),
      onQueryStarted: ({ id }, { dispatch, queryFulfilled }) =>
        keepAnswer(queryFulfilled, (data) => {
          dispatch(customersApi.util.upsertQueryData('getCustomer', id, data));
        }),
      invalidatesTags: listsUnlessRefused,
    }),
    unblockCustomer: build.mutation<CustomerProfile, number>({
      query: (id) => ({ url: `customers/${id}/unblock`, method: 'POST' }),
      transformResponse: (body: unknown) => unwrapData<CustomerProfile>(body),
      onQueryStarted: (id, { dispatch, queryFulfilled }) =>
        keepAnswer(queryFulfilled, (data) => {
          dispatch(customersApi.util.upsertQueryData('getCustomer', id, data));
        }),
      invalidatesTags: listsUnlessRefused,
    }),
    // Every token issued to them before now is refused: nothing a list shows changes.
    signOutCustomer: build.mutation<CustomerProfile, number>({
      query: (id) => ({ url: `customers/${id}/sign-out`, method: 'POST' }),
      transformResponse: (body: unknown) => unwrapData<CustomerProfile>(body),
      onQueryStarted: (id, { dispatch, queryFulfilled }) =>
        keepAnswer(queryFulfilled, (data) => {
          dispatch(customersApi.util.upsertQueryData('getCustomer', id, data));
        }),
    }),
    // The note answered goes on top of the profile's notes (newest first): nothing else shows them.
    addCustomerNote: build.mutation<CustomerNote, { id: number } & CustomerNoteBody>({
      query: ({ id, text }) => ({ url: `customers/${id}/notes`, method: 'POST', body: { text } }),
      transformResponse: (body: unknown) => unwrapData<CustomerNote>(body),
      onQueryStarted: ({ id }, { dispatch, queryFulfilled }) =>
        keepAnswer(queryFulfilled, (note) => {
          dispatch(
            customersApi.util.updateQueryData('getCustomer', id, (draft) => {
              if (!draft.notes.some((kept) => kept.id === note.id)) draft.notes.unshift(note);
            }),
          );
        }),
    }),
    // Erasure: their rows leave every list; the orders kept lose the customer's name and phone, their open ones are
    // cancelled, and a customer without orders is deleted (the dashboard counts users).
    eraseCustomer: build.mutation<void, number>({
      query: (id) => ({ url: `customers/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [listTag('Customer'), 'Dashboard', everyTag('Order'), 'OrderStats']),
    }),
  }),
});

export const {
  useGetCustomersInfiniteQuery,
  useGetCustomerQuery,
  useBlockCustomerMutation,
  useUnblockCustomerMutation,
  useSignOutCustomerMutation,
  useAddCustomerNoteMutation,
  useEraseCustomerMutation,
} = customersApi;
