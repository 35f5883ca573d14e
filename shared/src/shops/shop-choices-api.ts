import { baseApi } from '../api/base-api';
import { idTag, listTag } from '../api/cache-tags';
import { unwrapData } from '../api/unwrap-data';
import { normalizePage, type Page } from '../data/page';
import type { Shop } from '../wire/api-contract';

/** A shop as a picker needs it. */
export type ShopChoice = Pick<Shop, 'id' | 'name' | 'name_ar'>;

/** How many choices one search of a picker offers: hundreds of shops never fill a list. */
export const CHOICES_LIMIT = 20;

/** A picker's page of matches, capped at CHOICES_LIMIT. */
export const choicesPage = <T>(body: unknown): Page<T> => normalizePage<T>(body, { limit: CHOICES_LIMIT });

/**
 * The shop pickers' reads (architecture §2 UI): shops matching what was typed, English or Arabic
 * folded by the API, a few at a time; and one shop by id, to name a choice no search holds (an
 * address, an edit form). They live in the singleton because the catalog remote (category form,
 * list filters) and the users remote (a shop-staff account's shops) both pick shops: one endpoint
 * definition, one cache. The shops' tags keep them fresh.
 */
export const shopChoicesApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    searchShopChoices: build.query<Page<ShopChoice>, string>({
      query: (q) => ({ url: 'shop', params: { limit: CHOICES_LIMIT, ...(q ? { q } : {}) } }),
      transformResponse: choicesPage<ShopChoice>,
      providesTags: [listTag('Shop')],
    }),
    getShopChoice: build.query<ShopChoice, number>({
      query: (id) => `shop/${id}`,
      transformResponse: (body: unknown) => unwrapData<ShopChoice>(body),
      providesTags: (_result, _error, id) => [idTag('Shop', id)],
    }),
  }),
});

export const { useSearchShopChoicesQuery, useGetShopChoiceQuery } = shopChoicesApi;
