import {
  baseApi,
  idTag,
  listTag,
  listTags,
  loadMoreQueryOptions,
  normalizeList,
  normalizePage,
  pageParamToQuery,
  unwrapData,
  type LoadMoreParam,
  type Category,
  type Page,
  type Product as ProductAnswer,
  type ProductBulkBody,
  type ProductFormField,
  type ProductStatus,
  type StockMovement,
} from '@dukkan/shared';
import type { BulkOutcome } from '@dukkan/shared/kit';
import { toCatalogFormData } from '../common/multipart';

// spec §4 Product status and decisions/availability.md's stock ledger, as the API answers them.
export type { ProductStatus, StockMovement } from '@dukkan/shared';

/**
 * spec §3 Product, as the API answers it; another server may send only its id, name, price and
 * stock beside `status` or only the `active` flag (productStatusOf reads either).
 */
export type Product = Pick<ProductAnswer, 'id' | 'name' | 'price' | 'stock'> & Partial<ProductAnswer>;

/** The stock ledger pages by 20. */
export const STOCK_LEDGER_PAGE_SIZE = 20;

/** A category as the product form's select needs it (spec §3 Category, from the full list). */
export type CategoryOption = Pick<Category, 'id' | 'name' | 'name_ar' | 'shopId' | 'shop'>;

/** The product's status, whichever of `status` and `active` the server sent. */
export function productStatusOf(product: Pick<Product, 'status' | 'active'>): ProductStatus {
  if (product.status === 'active' || product.status === 'inactive') return product.status;
  return product.active === false ? 'inactive' : 'active';
}

/** spec §9: products page by 10. */
export const PRODUCTS_PAGE_SIZE = 10;

/** What POST products/bulk does to the selected products (decisions/reports-and-bulk.md). */
export type ProductBulkAction = ProductBulkBody['action'];

/** Which list: every product, or one category's (`/products/category/{categoryId}`), under decisions/search.md's filters. */
export type ProductListArg = { categoryId: number | null; filters?: Record<string, string> };

/**
 * What the product form sends (spec §7: multipart POST products, PUT products/{id}): the API's form
 * fields, each as text. `stock` is the new total, left out when an edit adjusts the stock instead
 * (decisions/availability.md: `stockAdjustment` is added to the stock as it is when saved, with the
 * ledger's `stockReason` and `stockNote`) or keeps it; `file` is the new picture, none keeps the stored one.
 */
export type ProductSave = Pick<ProductForm, 'name' | 'name_ar' | 'categoryId' | 'price'> & Partial<ProductForm> & { file: File | null };
type ProductForm = Record<ProductFormField, string>;

/** The multipart body of a save: every field as text, the file only when one was chosen. */
export const productBody = ({ file, ...fields }: ProductSave) => toCatalogFormData({ ...fields }, file);

export const productsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getProducts: build.infiniteQuery<Page<Product>, ProductListArg, LoadMoreParam>({
      infiniteQueryOptions: loadMoreQueryOptions,
      query: ({ queryArg, pageParam }) => ({
        url: queryArg.categoryId === null ? 'products' : `products/category/${queryArg.categoryId}`,
        params: { ...queryArg.filters, ...pageParamToQuery(pageParam), limit: PRODUCTS_PAGE_SIZE },
      }),
      transformResponse: (body: unknown) => normalizePage<Product>(body, { limit: PRODUCTS_PAGE_SIZE }),
      // Each row by id, so the status switch can find every list that shows a product.
      providesTags: (result) => listTags('Product', result?.pages.flatMap((page) => page.items)),
    }),
    getProduct: build.query<Product, number>({
      query: (id) => `products/${id}`,
      transformResponse: (body: unknown) => unwrapData<Product>(body),
      providesTags: (_result, _error, id) => [idTag('Product', id)],
    }),
    // spec §7: the whole category list (rows in data, data.data or data.categories) for the form's select.
    getAllCategories: build.query<CategoryOption[], void>({
      query: () => 'categories',
      transformResponse: (body: unknown) => normalizeList<CategoryOption>(body),
      providesTags: (result) => listTags('Category', result),
    }),
    // decisions/availability.md: the product's stock ledger, newest first, Load More.
    getStockLedger: build.infiniteQuery<Page<StockMovement>, number, LoadMoreParam>({
      infiniteQueryOptions: loadMoreQueryOptions,
      query: ({ queryArg: id, pageParam }) => ({ url: `products/${id}/stock`, params: { ...pageParamToQuery(pageParam), limit: STOCK_LEDGER_PAGE_SIZE } }),
      transformResponse: (body: unknown) => normalizePage<StockMovement>(body, { limit: STOCK_LEDGER_PAGE_SIZE }),
      providesTags: [listTag('StockMovement')],
    }),
    // decisions/availability.md: off sale until the next opening of its shop, or back on sale now.
    markSoldOut: build.mutation<Product, number>({
      query: (id) => ({ url: `products/${id}/sold-out`, method: 'POST' }),
      transformResponse: (body: unknown) => unwrapData<Product>(body),
      invalidatesTags: (_result, _error, id) => [idTag('Product', id)],
    }),
    backOnSale: build.mutation<Product, number>({
      query: (id) => ({ url: `products/${id}/sold-out`, method: 'DELETE' }),
      transformResponse: (body: unknown) => unwrapData<Product>(body),
      invalidatesTags: (_result, _error, id) => [idTag('Product', id)],
    }),
    createProduct: build.mutation<Product, ProductSave>({
      query: (product) => ({ url: 'products', method: 'POST', body: productBody(product) }),
      transformResponse: (body: unknown) => unwrapData<Product>(body),
      invalidatesTags: [listTag('Product'), 'Dashboard'],
    }),
    // The API's edit form is PUT (PATCH changes only what is sent); the form sends every field.
    updateProduct: build.mutation<Product, { id: number; product: ProductSave }>({
      // Without a total (decisions/availability.md: an adjustment, or no stock change) it is a PATCH: the stock is
      // left to the server, so orders taken while the form was open still count.
      query: ({ id, product }) => ({ url: `products/${id}`, method: product.stock === undefined ? 'PATCH' : 'PUT', body: productBody(product) }),
      transformResponse: (body: unknown) => unwrapData<Product>(body),
      // A product may move to another category: every list is stale, not only those holding it;
      // a stock change adds a line to its ledger.
      invalidatesTags: (_result, _error, { id }) => [idTag('Product', id), listTag('Product'), listTag('StockMovement')],
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
          .selectInvalidatedBy(getState(), [idTag('Product', id)])
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
    // decisions/reports-and-bulk.md: many products at once; each row as its own action would, the refused ones listed.
    bulkProducts: build.mutation<BulkOutcome, { action: ProductBulkAction; ids?: number[]; matching?: Record<string, string> }>({
      query: (body) => ({ url: 'products/bulk', method: 'POST', body }),
      transformResponse: (body: unknown) => unwrapData<BulkOutcome>(body),
      invalidatesTags: (result) => (result ? [...result.succeeded.map((id) => idTag('Product', id)), listTag('Product'), 'Dashboard'] : []),
    }),
    deleteProduct: build.mutation<unknown, number>({
      query: (id) => ({ url: `products/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) => (error ? [] : [idTag('Product', id), listTag('Product'), 'Dashboard']),
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
  useBulkProductsMutation,
  useGetStockLedgerInfiniteQuery,
  useMarkSoldOutMutation,
  useBackOnSaleMutation,
} = productsApi;
