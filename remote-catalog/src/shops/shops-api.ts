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
  type AvailabilityOverride,
  type BusyBody,
  type CoverageSummary,
  everyMember,
  type LoadMoreParam,
  type OverrideBody,
  type Page,
  type PauseBody,
  type Shop as ShopAnswer,
  type ShopAvailability as AvailabilityAnswer,
  type ShopFormField,
  type ShopReasonCode,
  type SubstitutePolicy,
  type WeeklyInterval,
} from '@dukkan/shared';
import { toCatalogFormData } from '../common/multipart';

/** spec §9: shops page by 10. */
export const SHOPS_PAGE_SIZE = 10;

// decisions/availability.md: a shop's weekly hours and the dated overrides, as the API answers them.
export type { AvailabilityOverride, Interval, ShopReasonCode, WeeklyInterval } from '@dukkan/shared';

/**
 * decisions/availability.md: the API's answer to "can this shop take orders now" (why not, until when). An answer
 * from before the preset reasons has no `reasonCode`.
 */
export type ShopAvailability = Omit<AvailabilityAnswer, 'reasonCode'> & Partial<Pick<AvailabilityAnswer, 'reasonCode'>>;

/**
 * spec §3: a shop as the API answers it: `phone` carries +965; pictures are URLs or null. An answer from before
 * picking (decisions/picking.md) has no `substitutePolicy`: the shop's rule is then the API's default, 'cap'; one from
 * before delivery coverage (decisions/delivery-coverage.md) has no `coverage` summary.
 */
export type Shop = Omit<ShopAnswer, 'availability' | 'substitutePolicy' | 'coverage'> & {
  availability?: ShopAvailability;
  substitutePolicy?: SubstitutePolicy;
  coverage?: CoverageSummary;
};

/** decisions/picking.md: a shop's rule for a substitute that costs more than the line it replaces, in the order the form offers them. */
export const SUBSTITUTE_POLICIES = everyMember<SubstitutePolicy>()(['cap', 'ask']);
export type { SubstitutePolicy } from '@dukkan/shared';

/** What an override is saved with: every field of one but its id. */
export type OverrideSave = Required<OverrideBody>;

/**
 * The preset reasons of a pause or busy, in the order the select offers them: the API stores and
 * answers these codes (and refuses others), the catalogue words them (shops.availability.reasons),
 * so each reader sees their language.
 */
export const SHOP_REASON_CODES = everyMember<ShopReasonCode>()(['busy_kitchen', 'restocking', 'no_drivers', 'short_staffed', 'prayer_break', 'technical_problem']);

/** Why: a preset's code, or staff's own words in either language (the API takes one of them). */
export type ReasonSave = Pick<PauseBody, 'reasonCode' | 'reason' | 'reasonAr'>;

/** How a pause ends: after some minutes, at a time, at the close, or (nothing) when staff resume. */
export type PauseSave = PauseBody;

/** What the shop form sends (spec §7 POST/PUT shop): the shop's own fields, phone already with +965, ids as numbers. */
export type ShopSave = Pick<Shop, Exclude<ShopFormField, 'closeTime' | 'substitutePolicy'>> & {
  closeTime: string;
  substitutePolicy: SubstitutePolicy;
  /** The new picture; none keeps the stored one on edit. */
  file: File | null;
};

const toBody = ({ file, ...fields }: ShopSave) => toCatalogFormData({ ...fields }, file);

export const shopsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // decisions/search.md: `filters` (q, governorateId, isOpen) narrow the list; each set is its own cache entry.
    getShops: build.infiniteQuery<Page<Shop>, Record<string, string> | undefined, LoadMoreParam>({
      infiniteQueryOptions: loadMoreQueryOptions,
      query: ({ queryArg, pageParam }) => ({ url: 'shop', params: { ...queryArg, ...pageParamToQuery(pageParam), limit: SHOPS_PAGE_SIZE } }),
      transformResponse: (body: unknown) => normalizePage<Shop>(body, { limit: SHOPS_PAGE_SIZE }),
      providesTags: (result) => listTags('Shop', result?.pages.flatMap((page) => page.items)),
    }),
    getShop: build.query<Shop, number>({
      query: (id) => `shop/${id}`,
      transformResponse: (body: unknown) => unwrapData<Shop>(body),
      providesTags: (_result, _error, id) => [idTag('Shop', id)],
    }),
    createShop: build.mutation<Shop, ShopSave>({
      query: (shop) => ({ url: 'shop', method: 'POST', body: toBody(shop) }),
      transformResponse: (body: unknown) => unwrapData<Shop>(body),
      invalidatesTags: [listTag('Shop'), 'Dashboard'],
    }),
    updateShop: build.mutation<Shop, { id: number; shop: ShopSave }>({
      query: ({ id, shop }) => ({ url: `shop/${id}`, method: 'PUT', body: toBody(shop) }),
      transformResponse: (body: unknown) => unwrapData<Shop>(body),
      // Category rows show their shop's name and picture, so they are stale too.
      invalidatesTags: (_result, _error, { id }) => [idTag('Shop', id), listTag('Category')],
    }),
    // decisions/live-desk.md: a shop paused for unanswered orders takes orders again.
    resumeShop: build.mutation<Shop, number>({
      query: (id) => ({ url: `shop/${id}/resume`, method: 'POST' }),
      transformResponse: (body: unknown) => unwrapData<Shop>(body),
      invalidatesTags: (_result, _error, id) => [idTag('Shop', id), 'Dashboard'],
    }),
    // decisions/availability.md: pause, busy and the weekly hours answer the shop with its availability again.
    pauseShop: build.mutation<Shop, { id: number; pause: PauseSave }>({
      query: ({ id, pause }) => ({ url: `shop/${id}/pause`, method: 'POST', body: pause }),
      transformResponse: (body: unknown) => unwrapData<Shop>(body),
      invalidatesTags: (_result, _error, { id }) => [idTag('Shop', id), 'Dashboard'],
    }),
    setShopBusy: build.mutation<Shop, { id: number } & BusyBody>({
      query: ({ id, ...busy }) => ({ url: `shop/${id}/busy`, method: 'POST', body: busy }),
      transformResponse: (body: unknown) => unwrapData<Shop>(body),
      invalidatesTags: (_result, _error, { id }) => [idTag('Shop', id)],
    }),
    endShopBusy: build.mutation<Shop, number>({
      query: (id) => ({ url: `shop/${id}/busy`, method: 'DELETE' }),
      transformResponse: (body: unknown) => unwrapData<Shop>(body),
      invalidatesTags: (_result, _error, id) => [idTag('Shop', id)],
    }),
    saveShopHours: build.mutation<Shop, { id: number; hours: WeeklyInterval[] }>({
      query: ({ id, hours }) => ({ url: `shop/${id}/hours`, method: 'PUT', body: { hours } }),
      transformResponse: (body: unknown) => unwrapData<Shop>(body),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [idTag('Shop', id), 'Dashboard']),
    }),
    // A shop's own overrides (shopId), or the platform calendar's (null).
    getOverrides: build.query<AvailabilityOverride[], number | null>({
      query: (shopId) => ({ url: 'availability/overrides', params: shopId === null ? {} : { shopId } }),
      transformResponse: (body: unknown) => unwrapData<AvailabilityOverride[]>(body) ?? [],
      providesTags: (result) => listTags('AvailabilityOverride', result),
    }),
    // An override changes the availability of its shop, or of every shop: all of them are asked again.
    addOverride: build.mutation<AvailabilityOverride, OverrideSave>({
      query: (override) => ({ url: 'availability/overrides', method: 'POST', body: override }),
      transformResponse: (body: unknown) => unwrapData<AvailabilityOverride>(body),
      invalidatesTags: (_result, error) => (error ? [] : [listTag('AvailabilityOverride'), everyTag('Shop'), 'Dashboard']),
    }),
    deleteOverride: build.mutation<void, number>({
      query: (id) => ({ url: `availability/overrides/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) => (error ? [] : [idTag('AvailabilityOverride', id), listTag('AvailabilityOverride'), everyTag('Shop'), 'Dashboard']),
    }),
    // The API refuses (409) to delete a shop that still has categories, nothing cascades:
    // the category lists cannot change here, so their tags stay valid.
    deleteShop: build.mutation<void, number>({
      query: (id) => ({ url: `shop/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) => (error ? [] : [idTag('Shop', id), listTag('Shop'), 'Dashboard']),
    }),
  }),
});

export const {
  useGetShopsInfiniteQuery,
  useGetShopQuery,
  useCreateShopMutation,
  useUpdateShopMutation,
  useResumeShopMutation,
  usePauseShopMutation,
  useSetShopBusyMutation,
  useEndShopBusyMutation,
  useSaveShopHoursMutation,
  useGetOverridesQuery,
  useAddOverrideMutation,
  useDeleteOverrideMutation,
  useDeleteShopMutation,
} = shopsApi;
