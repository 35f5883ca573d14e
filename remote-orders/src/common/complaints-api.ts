import {
  baseApi,
  idTag,
  listTag,
  listTags,
  loadMoreQueryOptions,
  normalizePage,
  pageParamToQuery,
  unwrapData,
  type Complaint,
  type ComplaintAssignBody,
  type ComplaintBody,
  type ComplaintDetail,
  type ComplaintNote,
  type ComplaintNoteBody,
  type ComplaintResolveBody,
  type ComplaintStatus,
  type LoadMoreParam,
  type Page,
} from '@dukkan/shared';

export type { Complaint, ComplaintCategory, ComplaintDetail, ComplaintNote, ComplaintResolution, ComplaintStatus } from '@dukkan/shared';

/** decisions/complaints.md: the API's default page of GET complaints. */
export const COMPLAINTS_PAGE_SIZE = 20;

/** GET complaints' filters as the API reads them: only those set (status: open when none). */
export interface ComplaintsFilter {
  status?: ComplaintStatus;
  category?: string;
  /** 'me', 'none' or a member of staff's id. */
  assignee?: string;
  overdue?: 'true';
  orderId?: number;
}

/** After a write that answers the complaint: its page shows the answer without asking again. */
async function keepDetail(id: number, queryFulfilled: Promise<{ data: ComplaintDetail }>, dispatch: (action: unknown) => unknown): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    dispatch(complaintsApi.util.upsertQueryData('getComplaint', id, data));
  } catch {
    // Refused: nothing changed (the screen says why).
  }
}

/** A change of status, assignee or resolution moves a complaint between lists and filters: every list is asked again. */
const listsUnlessRefused = (_result: unknown, error: unknown) => (error ? [] : [listTag('Complaint')]);

/**
 * decisions/complaints.md: complaints about orders. Here in common/ because two features read them: the complaints'
 * list and page, and the order page (its complaints, and "Log a complaint").
 */
export const complaintsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // Open: the most urgent first (dueAt ascending); resolved: the latest resolved first. Keyset paged.
    getComplaints: build.infiniteQuery<Page<Complaint>, ComplaintsFilter, LoadMoreParam>({
      infiniteQueryOptions: loadMoreQueryOptions,
      query: ({ queryArg, pageParam }) => ({ url: 'complaints', params: { ...queryArg, ...pageParamToQuery(pageParam), limit: COMPLAINTS_PAGE_SIZE } }),
      transformResponse: (body: unknown) => normalizePage<Complaint>(body, { limit: COMPLAINTS_PAGE_SIZE }),
      providesTags: (result) => listTags('Complaint', result?.pages.flatMap((page) => page.items)),
    }),
    // One order's complaints of one status (the order page asks for the open and the resolved): the first page is plenty.
    getOrderComplaints: build.query<Complaint[], { orderId: number; status: ComplaintStatus }>({
      query: ({ orderId, status }) => ({ url: 'complaints', params: { orderId, status, limit: COMPLAINTS_PAGE_SIZE } }),
      transformResponse: (body: unknown) => normalizePage<Complaint>(body, { limit: COMPLAINTS_PAGE_SIZE }).items,
      providesTags: (result) => listTags('Complaint', result),
    }),
    // 404 for an unknown id (and another shop's, for shop staff).
    getComplaint: build.query<ComplaintDetail, number>({
      query: (id) => `complaints/${id}`,
      transformResponse: (body: unknown) => unwrapData<ComplaintDetail>(body),
      providesTags: (_result, _error, id) => [idTag('Complaint', id)],
    }),
    logComplaint: build.mutation<ComplaintDetail, { orderId: number } & ComplaintBody>({
      query: ({ orderId, ...body }) => ({ url: `orders/${orderId}/complaints`, method: 'POST', body }),
      transformResponse: (body: unknown) => unwrapData<ComplaintDetail>(body),
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(complaintsApi.util.upsertQueryData('getComplaint', data.complaint.id, data));
        } catch {
          // Refused: the dialog says why.
        }
      },
      invalidatesTags: listsUnlessRefused,
    }),
    // The note answered goes at the end of the thread (oldest first); the lists' note counts may wait.
    addComplaintNote: build.mutation<ComplaintNote, { id: number } & ComplaintNoteBody>({
      query: ({ id, text }) => ({ url: `complaints/${id}/notes`, method: 'POST', body: { text } }),
      transformResponse: (body: unknown) => unwrapData<ComplaintNote>(body),
      onQueryStarted: async ({ id }, { dispatch, queryFulfilled }) => {
        try {
          const { data: note } = await queryFulfilled;
          dispatch(
            complaintsApi.util.updateQueryData('getComplaint', id, (draft) => {
              if (draft.thread.some((kept) => kept.id === note.id)) return;
              draft.thread.push(note);
              draft.complaint.notes += 1;
            }),
          );
        } catch {
          // Refused: the form says why.
        }
      },
    }),
    assignComplaint: build.mutation<ComplaintDetail, { id: number } & ComplaintAssignBody>({
      query: ({ id, userId }) => ({ url: `complaints/${id}/assign`, method: 'POST', body: { userId } }),
      transformResponse: (body: unknown) => unwrapData<ComplaintDetail>(body),
      onQueryStarted: ({ id }, { dispatch, queryFulfilled }) => keepDetail(id, queryFulfilled, dispatch),
      invalidatesTags: listsUnlessRefused,
    }),
    resolveComplaint: build.mutation<ComplaintDetail, { id: number } & ComplaintResolveBody>({
      query: ({ id, ...body }) => ({ url: `complaints/${id}/resolve`, method: 'POST', body }),
      transformResponse: (body: unknown) => unwrapData<ComplaintDetail>(body),
      onQueryStarted: ({ id }, { dispatch, queryFulfilled }) => keepDetail(id, queryFulfilled, dispatch),
      invalidatesTags: listsUnlessRefused,
    }),
    reopenComplaint: build.mutation<ComplaintDetail, number>({
      query: (id) => ({ url: `complaints/${id}/reopen`, method: 'POST' }),
      transformResponse: (body: unknown) => unwrapData<ComplaintDetail>(body),
      onQueryStarted: (id, { dispatch, queryFulfilled }) => keepDetail(id, queryFulfilled, dispatch),
      invalidatesTags: listsUnlessRefused,
    }),
  }),
});

export const {
  useGetComplaintsInfiniteQuery,
  useGetOrderComplaintsQuery,
  useGetComplaintQuery,
  useLogComplaintMutation,
  useAddComplaintNoteMutation,
  useAssignComplaintMutation,
  useResolveComplaintMutation,
  useReopenComplaintMutation,
} = complaintsApi;
