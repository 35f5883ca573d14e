import { type LoadMoreParam, loadMoreQueryOptions, pageParamToQuery } from '../data/load-more';
import { normalizePage, type Page } from '../data/page';
import { baseApi } from './base-api';

/** One entry of the audit log (decisions/roles-and-audit.md): who did what to which row, when, from where, and what changed. */
export interface AuditEntry {
  id: number;
  at: string;
  actor: { id: number | null; name: string } | null;
  action: string;
  entity: string;
  entityId: number | null;
  /** The fields as they were (the changed ones of an update; the whole row of a delete). */
  before: Record<string, unknown> | null;
  /** The fields as they became. */
  after: Record<string, unknown> | null;
  requestId: string | null;
  clientAddress: string | null;
  /** What the record is called ('Green Olives (500 g)'): its name now, or a deleted row's as it was; null for an order. */
  entityName: string | null;
  entityNameAr: string | null;
}

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
