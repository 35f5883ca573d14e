import {
  baseApi,
  everyMember,
  type LoadMoreParam,
  loadMoreQueryOptions,
  normalizePage,
  type Page,
  type Promotion,
  type PromotionBody,
  type PromotionPatch,
  type PromotionState,
  unwrapData,
} from '@dukkan/shared';

export type { Promotion, PromotionBody, PromotionFunder, PromotionKind, PromotionPatch, PromotionState } from '@dukkan/shared';

/** The API's page of GET promotions: 50, newest first. */
export const PROMOTIONS_PAGE_SIZE = 50;

/** The state filter's choices, in the order the select offers them (and the badges' words). */
export const PROMOTION_STATES = everyMember<PromotionState>()(['running', 'scheduled', 'paused', 'exhausted', 'ended']);

/** The list's filters as the API reads them: only those set. */
export interface PromotionsFilter {
  q?: string;
  state?: PromotionState;
  shopId?: number;
}

// The promotions' own tag type, added here as only this remote reads them (as the statements add theirs).
const PROMOTION = 'Promotion';

/** Every list is read again after a write: a pause or a new end moves a row's state, and a list may filter by it. */
const listsUnlessRefused = (_result: unknown, error: unknown): (typeof PROMOTION)[] => (error ? [] : [PROMOTION]);

/**
 * decisions/promotions.md: the promotions (money.read; shop staff see the platform-wide ones and their shops'), and
 * for owners (money.manage) a new one and the few terms that may change once it exists (PATCH).
 */
export const promotionsApi = baseApi.enhanceEndpoints({ addTagTypes: [PROMOTION] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // Newest first, keyset paged: the API reads its cursor as `cursor` (the contract), not the other lists' `after`.
    getPromotions: build.infiniteQuery<Page<Promotion>, PromotionsFilter, LoadMoreParam>({
      infiniteQueryOptions: loadMoreQueryOptions,
      query: ({ queryArg, pageParam }) => ({ url: 'promotions', params: { ...queryArg, ...(pageParam.after ? { cursor: pageParam.after } : {}) } }),
      transformResponse: (body: unknown) => normalizePage<Promotion>(body, { limit: PROMOTIONS_PAGE_SIZE }),
      providesTags: [PROMOTION],
    }),
    // 201; 400 with the fields' messages; 409 PROMOTION_CODE_TAKEN (errors.code).
    createPromotion: build.mutation<Promotion, PromotionBody>({
      query: (body) => ({ url: 'promotions', method: 'POST', body }),
      transformResponse: (body: unknown) => unwrapData<Promotion>(body),
      invalidatesTags: listsUnlessRefused,
    }),
    // Pause and resume (`active`), and the terms that do not change what a customer pays: end, budget, redemptions, names.
    updatePromotion: build.mutation<Promotion, { id: number; patch: PromotionPatch }>({
      query: ({ id, patch }) => ({ url: `promotions/${id}`, method: 'PATCH', body: patch }),
      transformResponse: (body: unknown) => unwrapData<Promotion>(body),
      invalidatesTags: listsUnlessRefused,
    }),
  }),
});

export const { useGetPromotionsInfiniteQuery, useCreatePromotionMutation, useUpdatePromotionMutation } = promotionsApi;
