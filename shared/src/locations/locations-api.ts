import { baseApi } from '../api/base-api';
import { normalizeList } from '../data/page';
import type { Area, Block, Governorate } from '../wire/api-contract';


/** spec §9: location answers are kept client-side for 5 minutes. */
export const LOCATION_CACHE_SECONDS = 5 * 60;

/**
 * Every tag of the location group: a change anywhere in the tree invalidates all of them
 * (spec §7 "the cache for the location group is cleared after any change"), so the locations
 * screen and the shop form's selects never show a stale tree.
 */
export const LOCATION_TAGS = ['Governorate', 'Area', 'Block'] as const;

/**
 * The location reads, shared by the locations remote (the tree) and the catalog remote (the shop
 * form's governorate > area > block selects). They live in the singleton so both remotes use one
 * endpoint definition and one cache; the writes belong to the locations remote alone.
 */
export const locationsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getGovernorates: build.query<Governorate[], void>({
      query: () => 'location/governorates',
      transformResponse: (body: unknown) => normalizeList<Governorate>(body),
      keepUnusedDataFor: LOCATION_CACHE_SECONDS,
      providesTags: ['Governorate'],
    }),
    getAreas: build.query<Area[], number>({
      query: (governorateId) => `location/governorates/${governorateId}/areas`,
      transformResponse: (body: unknown) => normalizeList<Area>(body),
      keepUnusedDataFor: LOCATION_CACHE_SECONDS,
      providesTags: ['Area'],
    }),
    getBlocks: build.query<Block[], number>({
      query: (areaId) => `location/areas/${areaId}/blocks`,
      transformResponse: (body: unknown) => normalizeList<Block>(body),
      keepUnusedDataFor: LOCATION_CACHE_SECONDS,
      providesTags: ['Block'],
    }),
  }),
});

export const { useGetGovernoratesQuery, useGetAreasQuery, useGetBlocksQuery } = locationsApi;
