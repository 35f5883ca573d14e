import {
  baseApi,
  choicesPage,
  CHOICES_LIMIT,
  idTag,
  listTag,
  refreshOrdersUnlessLive,
  unwrapData,
  type LinesChanged,
  type Page,
  type Picking,
  type PickChangeBody,
  type Product,
} from '@dukkan/shared';

// decisions/picking.md: an accepted order's lines as the picker works them, and the products a line may be
// substituted with. The picking carries the order's id tag: a change of its lines (this tab's answer without a live
// stream, or the stream's `lines` event in every tab) makes the order, its money, its timeline and its picking stale
// together, and a status change makes the picking stale too (it is no longer editable once shipped).

/** One change of one line: which, the body naming the version it saw, and the key naming the change meant. */
export interface PickLineRequest {
  orderId: number;
  itemId: number;
  /** One per change meant (a UUID): a retry of the same change sends the same key, and the API answers the first answer. */
  idempotencyKey: string;
  body: PickChangeBody;
}

/** The picking a refusal carries: a 409 LINES_CHANGED's current lines; null for any other failure. */
export function linesNow(error: unknown): Picking | null {
  const data = (error as { data?: unknown } | undefined)?.data as Partial<LinesChanged> | undefined;
  return data?.code === 'LINES_CHANGED' && data.picking && Array.isArray(data.picking.lines) ? data.picking : null;
}

/** The code of an answered refusal ('ORDER_NOT_OPEN', 'SUBSTITUTE_NEEDS_APPROVAL'…); undefined without an answer. */
export function refusalCode(error: unknown): string | undefined {
  const { status, code } = (error as { status?: unknown; code?: unknown } | undefined) ?? {};
  return typeof status === 'number' && typeof code === 'string' ? code : undefined;
}

/** Versions only grow: of two readings of one order's lines, the newer one is kept. */
const newer = (held: Picking, incoming: Picking) => (incoming.version >= held.version ? incoming : held);

export const pickingApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getPicking: build.query<Picking, number>({
      query: (orderId) => `orders/${orderId}/picking`,
      transformResponse: (body: unknown) => unwrapData<Picking>(body),
      providesTags: (_result, _error, orderId) => [idTag('Order', orderId)],
      // A reading sent before this tab's own change was answered must not put the older lines back.
      merge: newer,
    }),
    changePickLine: build.mutation<Picking, PickLineRequest>({
      query: ({ orderId, itemId, idempotencyKey, body }) => ({
        url: `orders/${orderId}/picking/lines/${itemId}`,
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      transformResponse: (body: unknown) => unwrapData<Picking>(body),
      onQueryStarted: async ({ orderId }, api) => {
        // The answer (or a 409's current lines) is the picking now: shown at once, without asking again.
        const write = (picking: Picking) =>
          api.dispatch(
            pickingApi.util.updateQueryData('getPicking', orderId, (draft) => (picking.version >= draft.version ? picking : undefined)),
          );
        try {
          write((await api.queryFulfilled).data);
        } catch (failure) {
          const current = linesNow((failure as { error?: unknown }).error);
          if (current) write(current);
        }
        // The order, its money and its timeline changed too: the stream's `lines` event says so in every tab; without a
        // live stream this tab asks again itself.
        await refreshOrdersUnlessLive(api, (picking) => [picking.orderId]);
      },
      // The order moved on (ORDER_NOT_OPEN) or is gone: what this tab shows of it is stale.
      invalidatesTags: (_result, error, { orderId }) => {
        const status = (error as { status?: unknown } | undefined)?.status;
        return (status === 409 && refusalCode(error) === 'ORDER_NOT_OPEN') || status === 404 ? [idTag('Order', orderId)] : [];
      },
    }),
    // A substitute found by its scanned barcode: the shop's product, or 404.
    getPickProductByBarcode: build.query<Product, { shopId: number; code: string }>({
      query: ({ shopId, code }) => ({ url: `products/barcode/${encodeURIComponent(code)}`, params: { shopId } }),
      transformResponse: (body: unknown) => unwrapData<Product>(body),
      providesTags: (product) => (product ? [idTag('Product', product.id)] : []),
    }),
    // A substitute searched by name (English or Arabic), SKU or barcode among the shop's active products, a few at a time.
    searchPickSubstitutes: build.query<Page<Product>, { shopId: number; q: string }>({
      query: ({ shopId, q }) => ({ url: 'products', params: { shopId, status: 'active', limit: CHOICES_LIMIT, ...(q ? { q } : {}) } }),
      transformResponse: choicesPage<Product>,
      providesTags: [listTag('Product')],
    }),
  }),
});

export const { useGetPickingQuery, useChangePickLineMutation, useLazyGetPickProductByBarcodeQuery, useSearchPickSubstitutesQuery } = pickingApi;
