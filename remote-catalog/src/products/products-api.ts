import {
  baseApi,
  loadMoreQueryOptions,
  normalizeList,
  normalizePage,
  pageParamToQuery,
  unwrapData,
  type LoadMoreParam,
  type Page,
} from '@dukkan/shared';

/** spec §4 Product status. */
export type ProductStatus = 'active' | 'inactive';

/** A name in both languages, as the API nests it (a product's category, a category's shop). */
export interface NamedRef {
  id: number;
  name: string;
  name_ar?: string | null;
}

/** spec §3 Product. */
export interface Product {
  id: number;
  name: string;
  name_ar?: string | null;
  image?: string | null;
  /** KWD; the API sends a number, older servers a numeric string. */
  price: number | string;
  stock: number;
  status?: ProductStatus;
  /** Sent beside `status` (spec §3 "an active flag also appears"). */
  active?: boolean;
  categoryId?: number;
  category?: NamedRef | null;
}

/** A category as the product form's select needs it (spec §3 Category, from the full list). */
export interface CategoryOption extends NamedRef {
  shopId?: number;
  shop?: NamedRef | null;
}

/** The product's status, whichever of `status` and `active` the server sent. */
export function productStatusOf(product: Pick<Product, 'status' | 'active'>): ProductStatus {
  if (product.status === 'active' || product.status === 'inactive') return product.status;
  return product.active === false ? 'inactive' : 'active';
}

/** spec §9: products page by 10. */
export const PRODUCTS_PAGE_SIZE = 10;

/** Which list: every product, or one category's (`/products/category/{categoryId}`). */
export type ProductListArg = { categoryId: number | null };

/** A save (spec §7: multipart POST products, PUT products/{id}; the file only when changed). */
export interface ProductSave {
  id?: number;
  body: FormData;
}

const LIST_TAG = { type: 'Product' as const, id: 'LIST' };

export const productsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.infiniteQuery<Page<Product>, ProductListArg, LoadMoreParam>({
      infiniteQueryOptions: loadMoreQueryOptions,
      query: ({ queryArg, pageParam }) => ({
        url: queryArg.categoryId === null ? 'products' : `products/category/${queryArg.categoryId}`,
        params: { ...pageParamToQuery(pageParam), limit: PRODUCTS_PAGE_SIZE },
      }),
      transformResponse: (body: unknown) => normalizePage<Product>(body, { limit: PRODUCTS_PAGE_SIZE }),
      // Each row by id, so the status switch can find every list that shows a product.
      providesTags: (result) => [
        LIST_TAG,
        ...(result?.pages ?? []).flatMap((page) => page.items.map((product) => ({ type: 'Product' as const, id: product.id }))),
      ],
    }),
    getProduct: build.query<Product, number>({
      query: (id) => `products/${id}`,
      transformResponse: (body: unknown) => unwrapData<Product>(body),
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    // spec §7: the whole category list (rows in data, data.data or data.categories) for the form's select.
    getAllCategories: build.query<CategoryOption[], void>({
      query: () => 'categories',
      transformResponse: (body: unknown) => normalizeList<CategoryOption>(body),
      providesTags: ['Category'],
    }),
    createProduct: build.mutation<Product, FormData>({
      query: (body) => ({ url: 'products', method: 'POST', body }),
      transformResponse: (body: unknown) => unwrapData<Product>(body),
      invalidatesTags: [LIST_TAG, 'Dashboard'],
    }),
    // The API's edit form is PUT (PATCH changes only what is sent); the form sends every field.
    updateProduct: build.mutation<Product, Required<ProductSave>>({
      query: ({ id, body }) => ({ url: `products/${id}`, method: 'PUT', body }),
      transformResponse: (body: unknown) => unwrapData<Product>(body),
      invalidatesTags: (_result, _error, { id }) => [LIST_TAG, { type: 'Product', id }],
    }),
    setProductStatus: build.mutation<Product, { id: number; status: ProductStatus }>({
      query: ({ id, status }) => ({ url: `products/${id}/status`, method: 'PATCH', body: { status } }),
      transformResponse: (body: unknown) => unwrapData<Product>(body),
      // spec §4: shown at once in every list and view of the product, undone if the call fails.
      async onQueryStarted({ id, status }, { dispatch, getState, queryFulfilled }) {
        const apply = (product: Product) => {
          if (product.id !== id) return;
          product.status = status;
          product.active = status === 'active';
        };
        const patches = productsApi.util
          .selectInvalidatedBy(getState(), [{ type: 'Product', id }])
          .map(({ endpointName, originalArgs }) => {
            if (endpointName === 'getProducts') {
              return dispatch(
                productsApi.util.updateQueryData('getProducts', originalArgs as ProductListArg, (draft) => {
                  for (const page of draft.pages) page.items.forEach(apply);
                }),
              );
            }
            if (endpointName === 'getProduct') {
              return dispatch(productsApi.util.updateQueryData('getProduct', originalArgs as number, apply));
            }
            return null;
          });
        try {
          await queryFulfilled;
        } catch {
          for (const patch of patches) patch?.undo();
        }
      },
    }),
    deleteProduct: build.mutation<unknown, number>({
      query: (id) => ({ url: `products/${id}`, method: 'DELETE' }),
      invalidatesTags: [LIST_TAG, 'Dashboard'],
    }),
  }),
});

export const {
  useGetProductsInfiniteQuery,
  useGetProductQuery,
  useGetAllCategoriesQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useSetProductStatusMutation,
  useDeleteProductMutation,
} = productsApi;
