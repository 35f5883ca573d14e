import {
  baseApi,
  idTag,
  listTag,
  listTags,
  loadMoreQueryOptions,
  normalizeList,
  normalizePage,
  pageParamToQuery,
  unwrapData,
  type CustomerMessage,
  type LoadMoreParam,
  type MessageCounts,
  type MessageKind,
  type MessagePreview,
  type MessageStatus,
  type MessageTemplate,
  type MessageTemplateBody,
  type MessageTemplatePreviewBody,
  type Page,
} from '@dukkan/shared';

export type { CustomerMessage, MessageCounts, MessageKind, MessagePreview, MessageStatus, MessageTemplate } from '@dukkan/shared';

/** decisions/customer-messages.md: a page of the outbox (the API's default page of GET messages). */
export const MESSAGES_PAGE_SIZE = 20;

/** The outbox's filters as GET messages reads them: only those set. */
export interface MessagesFilter {
  status?: MessageStatus;
  kind?: MessageKind;
  orderId?: number;
  customerId?: number;
  /** A shorter page (the profile's latest five); the list's own page otherwise. */
  limit?: number;
}

/**
 * Cache tags (shared/src/api/base-api.ts): every outbox page cached (the list, the profile's five) provides its messages,
 * so a retried message is asked again wherever it shows, with the counts; a saved template refreshes the templates.
 */
export const messagesApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // Newest first, keyset paged (nextCursor).
    getMessages: build.infiniteQuery<Page<CustomerMessage>, MessagesFilter, LoadMoreParam>({
      infiniteQueryOptions: loadMoreQueryOptions,
      query: ({ queryArg: { limit = MESSAGES_PAGE_SIZE, ...filter }, pageParam }) => ({
        url: 'messages',
        params: { ...filter, ...pageParamToQuery(pageParam), limit },
      }),
      transformResponse: (body: unknown, _meta, { queryArg }) => normalizePage<CustomerMessage>(body, { limit: queryArg.limit ?? MESSAGES_PAGE_SIZE }),
      providesTags: (result) => listTags('Message', result?.pages.flatMap((page) => page.items)),
      // The outbox moves by itself (the job engine sends and retries): a screen opened again asks again.
      keepUnusedDataFor: 0,
    }),
    getMessageCounts: build.query<MessageCounts, void>({
      query: () => 'messages/counts',
      transformResponse: (body: unknown) => unwrapData<MessageCounts>(body),
      providesTags: ['MessageCounts'],
      keepUnusedDataFor: 0,
    }),
    // 409 MESSAGE_NOT_FAILED: only a failed message can be sent again (another person did it first).
    retryMessage: build.mutation<CustomerMessage, number>({
      query: (id) => ({ url: `messages/${id}/retry`, method: 'POST' }),
      transformResponse: (body: unknown) => unwrapData<CustomerMessage>(body),
      // The server's state of the message (queued, or already sent by the job engine) wherever it shows.
      invalidatesTags: (_result, error, id) => (error ? [] : [idTag('Message', id), 'MessageCounts']),
    }),
    getMessageTemplates: build.query<MessageTemplate[], void>({
      query: () => 'message-templates',
      transformResponse: (body: unknown) => normalizeList<MessageTemplate>(body),
      // A template's id is its kind (one per step).
      providesTags: (result) => [listTag('MessageTemplate'), ...(result ?? []).map((template) => idTag('MessageTemplate', template.kind))],
    }),
    // Owners only (messages.manage). 400 VALIDATION_FAILED names the text at fault: `errors: { bodyEn?, bodyAr? }`.
    saveMessageTemplate: build.mutation<MessageTemplate, { kind: MessageKind } & MessageTemplateBody>({
      query: ({ kind, ...body }) => ({ url: `message-templates/${kind}`, method: 'PUT', body }),
      transformResponse: (body: unknown) => unwrapData<MessageTemplate>(body),
      invalidatesTags: (_result, error, { kind }) => (error ? [] : [idTag('MessageTemplate', kind)]),
    }),
    // Texts not saved yet, checked as a save checks them, filled with an example order's values.
    previewMessageTemplate: build.mutation<MessagePreview, { kind: MessageKind } & MessageTemplatePreviewBody>({
      query: ({ kind, ...body }) => ({ url: `message-templates/${kind}/preview`, method: 'POST', body }),
      transformResponse: (body: unknown) => unwrapData<MessagePreview>(body),
    }),
  }),
});

export const {
  useGetMessagesInfiniteQuery,
  useGetMessageCountsQuery,
  useRetryMessageMutation,
  useGetMessageTemplatesQuery,
  useSaveMessageTemplateMutation,
  usePreviewMessageTemplateMutation,
} = messagesApi;
