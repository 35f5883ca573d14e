import { baseApi, type Category, choicesPage, CHOICES_LIMIT, idTag, listTag, type Page, unwrapData } from '@dukkan/shared';

/** A category as a picker needs it: its shop tells two shops' 'Vegetables' apart. */
export type CategoryChoice = Pick<Category, 'id' | 'name' | 'name_ar' | 'shop'>;

// The category picker of the product form and the products list's filter (architecture §2 UI: a
// picker searches the server, a few matches at a time, English or Arabic folded by the API). It
// lives in common/ because features never import each other; the shop pickers' reads are in
// @dukkan/shared, which the users remote picks shops with too.
export const catalogChoicesApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Categories matching `q`, of one shop when `shopId` is given. */
    searchCategoryChoices: build.query<Page<CategoryChoice>, { q: string; shopId?: string }>({
      query: ({ q, shopId }) => ({ url: 'categories', params: { limit: CHOICES_LIMIT, ...(q ? { q } : {}), ...(shopId ? { shopId } : {}) } }),
      transformResponse: choicesPage<CategoryChoice>,
      providesTags: [listTag('Category')],
    }),
    getCategoryChoice: build.query<CategoryChoice, number>({
      query: (id) => `categories/${id}`,
      transformResponse: (body: unknown) => unwrapData<CategoryChoice>(body),
      providesTags: (_result, _error, id) => [idTag('Category', id)],
    }),
  }),
});

export const { useSearchCategoryChoicesQuery, useGetCategoryChoiceQuery } = catalogChoicesApi;
