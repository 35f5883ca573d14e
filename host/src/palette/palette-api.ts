import { baseApi, normalizePage } from '@dukkan/shared';

/**
 * A row the palette finds (decisions/search.md's server-side search): a product, a shop, a user…,
 * whatever list a remote's manifest names; its other fields fill the group's path and hint.
 */
export type PaletteHit = { id: number; name?: string | null; name_ar?: string | null } & Record<string, unknown>;

/** How many rows of each group the palette lists. */
const HITS_PER_GROUP = 5;

const hits = (body: unknown) => normalizePage<PaletteHit>(body, { limit: HITS_PER_GROUP }).items;

export const paletteApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // Every searchable list at once, by endpoint; a list whose call fails finds nothing (the base
    // query has already dealt with the failure: session end, the 403 notice).
    paletteSearch: build.query<Record<string, PaletteHit[]>, { q: string; endpoints: readonly string[] }>({
      async queryFn({ q, endpoints }, _api, _extra, baseQuery) {
        const answers = await Promise.all(endpoints.map((url) => baseQuery({ url, params: { q, page: 1, limit: HITS_PER_GROUP } })));
        return { data: Object.fromEntries(endpoints.map((url, index) => [url, answers[index].error ? [] : hits(answers[index].data)])) };
      },
    }),
  }),
});

export const { usePaletteSearchQuery } = paletteApi;
