import { baseApi, normalizePage } from '@dukkan/shared';

/** What the palette finds of a kind: a few, by name (decisions/search.md's server-side search). */
export interface PaletteHit {
  id: number;
  name?: string | null;
  name_ar?: string | null;
  email?: string | null;
}

/** How many of each kind the palette lists. */
const HITS_PER_KIND = 5;

const hits = (body: unknown) => normalizePage<PaletteHit>(body, { limit: HITS_PER_KIND }).items;

export const paletteApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    paletteProducts: build.query<PaletteHit[], string>({
      query: (q) => ({ url: 'products', params: { q, page: 1, limit: HITS_PER_KIND } }),
      transformResponse: hits,
    }),
    paletteShops: build.query<PaletteHit[], string>({
      query: (q) => ({ url: 'shop', params: { q, page: 1, limit: HITS_PER_KIND } }),
      transformResponse: hits,
    }),
    paletteUsers: build.query<PaletteHit[], string>({
      query: (q) => ({ url: 'user', params: { q, page: 1, limit: HITS_PER_KIND } }),
      transformResponse: hits,
    }),
  }),
});

export const { usePaletteProductsQuery, usePaletteShopsQuery, usePaletteUsersQuery } = paletteApi;
