import { baseApi, type CommissionRate, type CommissionRateBody, type CommissionRates, listTag, normalizeList, type Statement, type StatementWeek, unwrapData } from '@dukkan/shared';

export type { CommissionRate, CommissionRateBody, CommissionRates, Statement, StatementLine, StatementStatus, StatementWeek } from '@dukkan/shared';

/** One shop's statement of one week: the shop's id and the week's Saturday (YYYY-MM-DD). */
export interface StatementKey {
  shopId: number;
  weekStart: string;
}

// The statements' and rates' own tag types, added here as only this remote reads them (as the orders remote adds its
// ledger's). A closed week changes every shop's statement of it and the weeks' list: one tag for them all.
const STATEMENT = 'Statement';
const COMMISSION_RATES = 'CommissionRates';
const ratesTag = (shopId: number) => ({ type: COMMISSION_RATES, id: shopId }) as const;

/** decisions/shop-statements.md: the shops' weekly statements (money.read) and commission rates (money.manage to change). */
export const statementsApi = baseApi.enhanceEndpoints({ addTagTypes: [STATEMENT, COMMISSION_RATES] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // Newest first: the current (open) week first.
    getStatementWeeks: build.query<StatementWeek[], void>({
      query: () => 'statements/weeks',
      transformResponse: (body: unknown) => normalizeList<StatementWeek>(body),
      providesTags: [STATEMENT],
    }),
    // An open week's statement grows as orders are delivered: the order stream and every order write invalidate the
    // orders' LIST tag (as the sales report's figures). A closed one never changes.
    getStatement: build.query<Statement, StatementKey>({
      query: ({ shopId, weekStart }) => `shops/${shopId}/statements/${weekStart}`,
      transformResponse: (body: unknown) => unwrapData<Statement>(body),
      providesTags: (statement) => (statement?.status === 'closed' ? [STATEMENT] : [STATEMENT, listTag('Order')]),
    }),
    // 409 WEEK_CLOSED (closed already), EARLIER_WEEK_OPEN (the week before it is open).
    closeStatementWeek: build.mutation<StatementWeek, string>({
      query: (weekStart) => ({ url: `statements/weeks/${weekStart}/close`, method: 'POST' }),
      transformResponse: (body: unknown) => unwrapData<StatementWeek>(body),
      // Refused as closed already, another tab or person closed it: what is on screen is stale too.
      invalidatesTags: (_week, error) => (!error || (error as { code?: string }).code === 'WEEK_CLOSED' ? [STATEMENT] : []),
    }),
    // Newest date first; `currentId` the one in effect today.
    getCommissionRates: build.query<CommissionRates, number>({
      query: (shopId) => `shops/${shopId}/commission-rates`,
      transformResponse: (body: unknown) => unwrapData<CommissionRates>(body),
      providesTags: (_rates, _error, shopId) => [ratesTag(shopId)],
    }),
    // 400 with errors.percent | feePerOrder | effectiveFrom; 409 COMMISSION_DATE_TAKEN (the shop has a rate from that date).
    addCommissionRate: build.mutation<CommissionRate, { shopId: number; body: CommissionRateBody }>({
      query: ({ shopId, body }) => ({ url: `shops/${shopId}/commission-rates`, method: 'POST', body }),
      transformResponse: (body: unknown) => unwrapData<CommissionRate>(body),
      // A rate from today is in effect at once: the open week's commission may follow it.
      invalidatesTags: (_rate, error, { shopId }) => (error ? [] : [ratesTag(shopId), STATEMENT]),
    }),
    // 409 COMMISSION_IN_EFFECT: a rate from today or before stays (a statement may have used it).
    deleteCommissionRate: build.mutation<void, { shopId: number; rateId: number }>({
      query: ({ shopId, rateId }) => ({ url: `shops/${shopId}/commission-rates/${rateId}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { shopId }) => [ratesTag(shopId)],
    }),
  }),
});

export const {
  useGetStatementWeeksQuery,
  useGetStatementQuery,
  useCloseStatementWeekMutation,
  useGetCommissionRatesQuery,
  useAddCommissionRateMutation,
  useDeleteCommissionRateMutation,
} = statementsApi;
