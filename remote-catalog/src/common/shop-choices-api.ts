import { baseApi, listTags, normalizeList } from '@dukkan/shared';

/** A shop as a select needs it. */
export interface ShopChoice {
  id: number;
  name: string;
  name_ar: string;
}

// spec §7 `GET shop` without paging: every shop, for the category form's select and the shop
// filters of the categories and products lists (issue 17). One endpoint, one cache entry; it
// lives in common/ because features never import each other. The shops' tags keep it fresh.
export const shopChoicesApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getAllShops: build.query<ShopChoice[], void>({
      query: () => 'shop',
      transformResponse: (body: unknown) => normalizeList<ShopChoice>(body),
      providesTags: (result) => listTags('Shop', result),
    }),
  }),
});

export const { useGetAllShopsQuery } = shopChoicesApi;
