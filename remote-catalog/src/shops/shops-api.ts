import {
  baseApi,
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
  /** issue 15: taking no orders since then (too many left unanswered), and why; null when taking orders. */
  pausedAt?: string | null;
  pausedReason?: string | null;
}

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
    getShops: build.infiniteQuery<Page<Shop>, void, LoadMoreParam>({
      infiniteQueryOptions: loadMoreQueryOptions,
      query: ({ pageParam }) => ({ url: 'shop', params: { ...pageParamToQuery(pageParam), limit: SHOPS_PAGE_SIZE } }),
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
    // issue 15: a shop paused for unanswered orders takes orders again.
    resumeShop: build.mutation<Shop, number>({
      query: (id) => ({ url: `shop/${id}/resume`, method: 'POST' }),
      transformResponse: (body: unknown) => unwrapData<Shop>(body),
      invalidatesTags: (_result, _error, id) => [idTag('Shop', id)],
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
  useDeleteShopMutation,
} = shopsApi;
