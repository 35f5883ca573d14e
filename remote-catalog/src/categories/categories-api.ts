import {
  baseApi,
  idTag,
  listTag,
  listTags,
  type LoadMoreParam,
  loadMoreQueryOptions,
  normalizePage,
  type Category,
  type CategoryFormField,
  type Page,
  pageParamToQuery,
  unwrapData,
} from '@dukkan/shared';
import { toCatalogFormData } from '../common/multipart';

/** spec §9: categories page by 10. */
export const CATEGORIES_PAGE_SIZE = 10;

/** spec §3: a category with its shop, as the API answers it. Images are URLs or null. */
export type { Category } from '@dukkan/shared';

/** What the category form sends (spec §7 POST/PUT categories): its names and shop. */
export type CategorySave = Pick<Category, CategoryFormField> & {
  /** The new picture; none keeps the stored one on edit. */
  file: File | null;
};

const toBody = ({ file, ...fields }: CategorySave) => toCatalogFormData({ ...fields }, file);

export const categoriesApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // decisions/search.md: `filters` (q, shopId) narrow the list; each filter set is its own cache entry.
    getCategories: build.infiniteQuery<Page<Category>, Record<string, string> | undefined, LoadMoreParam>({
      infiniteQueryOptions: loadMoreQueryOptions,
      query: ({ queryArg, pageParam }) => ({ url: 'categories', params: { ...queryArg, ...pageParamToQuery(pageParam), limit: CATEGORIES_PAGE_SIZE } }),
      transformResponse: (body: unknown) => normalizePage<Category>(body, { limit: CATEGORIES_PAGE_SIZE }),
      providesTags: (result) => listTags('Category', result?.pages.flatMap((page) => page.items)),
    }),
    getCategory: build.query<Category, number>({
      query: (id) => `categories/${id}`,
      transformResponse: (body: unknown) => unwrapData<Category>(body),
      providesTags: (_result, _error, id) => [idTag('Category', id)],
    }),
    createCategory: build.mutation<Category, CategorySave>({
      query: (category) => ({ url: 'categories', method: 'POST', body: toBody(category) }),
      transformResponse: (body: unknown) => unwrapData<Category>(body),
      invalidatesTags: [listTag('Category'), 'Dashboard'],
    }),
    updateCategory: build.mutation<Category, { id: number; category: CategorySave }>({
      query: ({ id, category }) => ({ url: `categories/${id}`, method: 'PUT', body: toBody(category) }),
      transformResponse: (body: unknown) => unwrapData<Category>(body),
      // Product rows show their category's name, so they are stale too.
      invalidatesTags: (_result, _error, { id }) => [idTag('Category', id), listTag('Product')],
    }),
    // The API refuses (409) to delete a category that still has products: nothing cascades.
    deleteCategory: build.mutation<void, number>({
      query: (id) => ({ url: `categories/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) => (error ? [] : [idTag('Category', id), listTag('Category'), 'Dashboard']),
    }),
  }),
});

export const {
  useGetCategoriesInfiniteQuery,
  useGetCategoryQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
} = categoriesApi;
