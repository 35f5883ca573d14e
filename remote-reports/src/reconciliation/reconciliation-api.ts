import { baseApi, loadMoreQueryOptions, type LoadMoreParam, normalizeList, normalizePage, type Page, type RootState, unwrapData } from '@dukkan/shared';
import type { ReconciliationDay, ResolveSettlementLineBody, SettlementImport, SettlementLine, SettlementLineStatus, SettlementMethod } from '@dukkan/shared';

// decisions/reconciliation.md: the API's answers (its contract): a day's figures per method, an imported file, a line.
export type {
  ReconciliationDay,
  ReconciliationDayStatus,
  SettlementImport,
  SettlementLine,
  SettlementLineStatus,
  SettlementMethod,
  SettlementProblem,
} from '@dukkan/shared';

/** A range of Kuwait days, both included, as YYYY-MM-DD. */
export interface ReconciliationRange {
  from: string;
  to: string;
}

/** GET reconciliation/lines' filters: the status always, a method and a day when chosen. */
export interface SettlementLinesFilter {
  status: SettlementLineStatus;
  method?: SettlementMethod;
  date?: string;
}

/** The API's page of lines (it takes no size). */
export const SETTLEMENT_LINES_PAGE_SIZE = 50;

// Only this remote reads them (as the statements add theirs). The lines are tagged by their status, so resolving a line
// refreshes the resolved lists without reloading the list the line is resolved from (it stays there, resolved).
const DAYS = 'ReconciliationDays';
const IMPORTS = 'SettlementImports';
const LINES = 'SettlementLines';
const linesTag = (status: SettlementLineStatus) => ({ type: LINES, id: status }) as const;
const EVERY_LIST = [DAYS, IMPORTS, LINES] as const;

/** decisions/reconciliation.md: what the ledger expects against what was received, the settlement files and their lines (money.manage). */
export const reconciliationApi = baseApi.enhanceEndpoints({ addTagTypes: [DAYS, IMPORTS, LINES] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // Newest day first, the three methods per day; 400 errors.from | errors.to.
    getReconciliationDays: build.query<ReconciliationDay[], ReconciliationRange>({
      query: ({ from, to }) => ({ url: 'reconciliation/days', params: { from, to } }),
      transformResponse: (body: unknown) => normalizeList<ReconciliationDay>(body),
      providesTags: [DAYS],
    }),
    // Newest first, at most 100.
    getSettlementImports: build.query<SettlementImport[], void>({
      query: () => 'reconciliation/imports',
      transformResponse: (body: unknown) => normalizeList<SettlementImport>(body),
      providesTags: [IMPORTS],
    }),
    // By date then id, 50 a page after the API's cursor.
    getSettlementLines: build.infiniteQuery<Page<SettlementLine>, SettlementLinesFilter, LoadMoreParam>({
      infiniteQueryOptions: loadMoreQueryOptions,
      query: ({ queryArg, pageParam }) => ({ url: 'reconciliation/lines', params: { ...queryArg, ...(pageParam.after ? { cursor: pageParam.after } : {}) } }),
      // The answer names no page: the one asked for, so the page count ends the list with the cursor.
      transformResponse: (body: unknown, _meta, { pageParam }) => normalizePage<SettlementLine>(body, { page: pageParam.page, limit: SETTLEMENT_LINES_PAGE_SIZE }),
      providesTags: (_result, _error, { status }) => [linesTag(status)],
    }),
    // Multipart: the method and the CSV. 400 errors.file (line-numbered problems joined by '\n') | errors.method;
    // 409 IMPORT_DUPLICATE (the same file again).
    importSettlementFile: build.mutation<SettlementImport, { method: SettlementMethod; file: File }>({
      query: ({ method, file }) => {
        const form = new FormData();
        form.append('method', method);
        form.append('file', file, file.name);
        return { url: 'reconciliation/imports', method: 'POST', body: form };
      },
      transformResponse: (body: unknown) => unwrapData<SettlementImport>(body),
      // New lines, matched or not: every figure and list of the screen moves.
      invalidatesTags: (_result, error) => (error ? [] : EVERY_LIST),
    }),
    // 400 errors.resolution; 409 LINE_NOT_UNMATCHED (resolved, or matched, meanwhile).
    resolveSettlementLine: build.mutation<SettlementLine, { id: number } & ResolveSettlementLineBody>({
      query: ({ id, resolution }) => ({ url: `reconciliation/lines/${id}/resolve`, method: 'POST', body: { resolution } }),
      transformResponse: (body: unknown) => unwrapData<SettlementLine>(body),
      // The line shows resolved where it is listed (who, when), and stays there until the filter changes.
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const resolved = await queryFulfilled.then(({ data }) => data).catch(() => null);
        if (!resolved) return;
        for (const filter of reconciliationApi.util.selectCachedArgsForQuery(getState() as RootState, 'getSettlementLines')) {
          dispatch(
            reconciliationApi.util.updateQueryData('getSettlementLines', filter, (draft) => {
              for (const page of draft.pages) {
                const at = page.items.findIndex((line) => line.id === resolved.id);
                if (at >= 0) page.items[at] = resolved;
              }
            }),
          );
        }
      },
      // The day's unmatched count falls; the resolved lists gain it. Refused as not waiting: what is shown is stale.
      invalidatesTags: (_result, error) => {
        if (!error) return [DAYS, linesTag('resolved')];
        return (error as { code?: string }).code === 'LINE_NOT_UNMATCHED' ? EVERY_LIST : [];
      },
    }),
  }),
});

export const {
  useGetReconciliationDaysQuery,
  useGetSettlementImportsQuery,
  useGetSettlementLinesInfiniteQuery,
  useImportSettlementFileMutation,
  useResolveSettlementLineMutation,
} = reconciliationApi;
