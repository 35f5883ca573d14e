import { type LoadMoreParam, loadMoreQueryOptions, pageParamToQuery } from '../data/load-more';
import { normalizePage, type Page } from '../data/page';
import type { AuditEntry } from '../wire/api-contract';
import { baseApi } from './base-api';


/** The log's filters, as `GET audit` reads them (all optional): actorId, entity, entityId, action, from, to, hideSignIns. */
export type AuditFilter = Record<string, string>;

/** The Activity screen and the History panels page by 20. */
export const AUDIT_PAGE_SIZE = 20;

export const auditApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getAuditEntries: build.infiniteQuery<Page<AuditEntry>, AuditFilter, LoadMoreParam>({
      infiniteQueryOptions: loadMoreQueryOptions,
      query: ({ queryArg, pageParam }) => ({ url: 'audit', params: { ...queryArg, ...pageParamToQuery(pageParam), limit: AUDIT_PAGE_SIZE } }),
      transformResponse: (body: unknown) => normalizePage<AuditEntry>(body, { limit: AUDIT_PAGE_SIZE }),
      providesTags: ['Audit'],
    }),
  }),
});

export const { useGetAuditEntriesInfiniteQuery } = auditApi;
