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
  type LoadMoreParam,
  type Page,
  type PictureFields,
} from '@dukkan/shared';
import { toCatalogFormData } from '../common/multipart';

/** spec §9: shops page by 10. */
export const SHOPS_PAGE_SIZE = 10;

interface NamedPlace {
  id: number;
  name: string;
  name_ar: string;
}

/** spec §3: a shop as the API answers it. `phone` carries +965; `image` is a URL or null. */
export interface Shop extends PictureFields {
  id: number;
  name: string;
  name_ar: string;
  phone: string;
  freeDelivery: boolean;
  isOpen: boolean;
  governorateId: number;
  areaId: number;
  blockId: number;
  openTime: string;
  closeTime: string | null;
  image: string | null;
  governorate?: NamedPlace | null;
  area?: NamedPlace | null;
  block?: NamedPlace | null;
  /** decisions/live-desk.md: taking no orders since then (too many left unanswered), and why; null when taking orders. */
  pausedAt?: string | null;
  pausedReason?: string | null;
  /** decisions/availability.md: can the shop take orders now, why not, until when (computed by the API). */
  availability?: ShopAvailability;
  /** decisions/availability.md: the weekly schedule ("Advanced hours"); empty: openTime–closeTime every day. */
  hours?: WeeklyInterval[];
}

/** decisions/availability.md: the API's answer to "can this shop take orders now". */
export interface ShopAvailability {
  state: 'open' | 'busy' | 'paused' | 'closed';
  cause: 'hours' | 'override' | 'pause' | 'busy' | 'manual';
  /** When this state ends (ISO); null: no end in sight or until staff act. */
  until: string | null;
  /** When it next takes orders, if not now. */
  opensAt: string | null;
  /** A preset reason of the pause or busy, as its code: worded in the reader's language (SHOP_REASON_CODES). */
  reasonCode?: string | null;
  reason: string | null;
  reasonAr: string | null;
  busyMinutes: number | null;
}

/** An opening interval, HH:MM Kuwait time; a close at or before the open runs past midnight. */
export interface Interval {
  opens: string;
  closes: string;
}

export interface WeeklyInterval extends Interval {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

/** decisions/availability.md: a dated exception to the hours, for one shop or (shopId null) every shop. */
export interface AvailabilityOverride {
  id: number;
  shopId: number | null;
  startsOn: string;
  endsOn: string;
  closed: boolean;
  hours: Interval[];
  reason: string;
  reasonAr: string;
}

export type OverrideSave = Omit<AvailabilityOverride, 'id'>;

/**
 * The preset reasons of a pause or busy: the API stores and answers these codes (and refuses
 * others), the catalogue words them (shops.availability.reasons), so each reader sees their language.
 */
export const SHOP_REASON_CODES = ['busy_kitchen', 'restocking', 'no_drivers', 'short_staffed', 'prayer_break', 'technical_problem'] as const;
export type ShopReasonCode = (typeof SHOP_REASON_CODES)[number];

/** Why: a preset's code, or staff's own words in either language (the API takes one of them). */
export type ReasonSave = { reasonCode?: ShopReasonCode; reason?: string; reasonAr?: string };

/** How a pause ends: after some minutes, at a time, at the close, or (nothing) when staff resume. */
export type PauseSave = { minutes?: number; until?: string; endOfDay?: boolean } & ReasonSave;

/** What the shop form sends (spec §7 POST/PUT shop): phone already with +965, ids as numbers. */
export interface ShopSave {
  name: string;
  name_ar: string;
  phone: string;
  freeDelivery: boolean;
  isOpen: boolean;
  governorateId: number;
  areaId: number;
  blockId: number;
  openTime: string;
  closeTime: string;
  /** The new picture; none keeps the stored one on edit. */
  file: File | null;
}

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
    setShopBusy: build.mutation<Shop, { id: number; extraMinutes: number; minutes?: number } & ReasonSave>({
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
