import { baseApi, LOCATION_TAGS, unwrapData, type Area, type Block, type Governorate, type LocationMatch, type LocationNameBody } from '@dukkan/shared';

/** The two names every location has (spec §7: the body of each add and update; the panel sends both). */
export type LocationNames = Required<LocationNameBody>;

// The reads (getGovernorates, getAreas, getBlocks) live in '@dukkan/shared' so the shop form in
// the catalog remote shares their cache. Every write clears the whole location group (spec §7);
// adds and deletes also change the dashboard's totalLocations (governorates + areas + blocks).
const changedTree = [...LOCATION_TAGS];
const changedTreeAndCount = [...LOCATION_TAGS, 'Dashboard' as const];

/** A location found by name (decisions/search.md), with the path to it: the API's answer. */
export type { LocationMatch } from '@dukkan/shared';

/** decisions/search.md: the location filter asks the API, which searches the whole tree (the tree loads one level at a time). */
export const locationSearchApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    searchLocations: build.query<LocationMatch[], string>({
      query: (q) => ({ url: 'location/search', params: { q } }),
      transformResponse: (body: unknown) => unwrapData<LocationMatch[]>(body) ?? [],
      // A rename or delete anywhere in the tree asks again.
      providesTags: [...LOCATION_TAGS],
    }),
  }),
});

export const { useSearchLocationsQuery } = locationSearchApi;

/** The location writes of spec §7, owned by this remote alone. */
export const locationWritesApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    addGovernorate: build.mutation<Governorate, LocationNames>({
      query: (body) => ({ url: 'location/governorates', method: 'POST', body }),
      transformResponse: (body: unknown) => unwrapData<Governorate>(body),
      invalidatesTags: changedTreeAndCount,
    }),
    updateGovernorate: build.mutation<Governorate, LocationNames & { id: number }>({
      query: ({ id, ...body }) => ({ url: `location/governorates/${id}`, method: 'PUT', body }),
      transformResponse: (body: unknown) => unwrapData<Governorate>(body),
      invalidatesTags: changedTree,
    }),
    deleteGovernorate: build.mutation<void, { id: number }>({
      query: ({ id }) => ({ url: `location/governorates/${id}`, method: 'DELETE' }),
      invalidatesTags: changedTreeAndCount,
    }),

    addArea: build.mutation<Area, LocationNames & { governorateId: number }>({
      query: ({ governorateId, ...body }) => ({ url: `location/governorates/${governorateId}/areas`, method: 'POST', body }),
      transformResponse: (body: unknown) => unwrapData<Area>(body),
      invalidatesTags: changedTreeAndCount,
    }),
    updateArea: build.mutation<Area, LocationNames & { governorateId: number; id: number }>({
      query: ({ governorateId, id, ...body }) => ({
        url: `location/governorates/${governorateId}/areas/${id}`,
        method: 'PUT',
        body,
      }),
      transformResponse: (body: unknown) => unwrapData<Area>(body),
      invalidatesTags: changedTree,
    }),
    deleteArea: build.mutation<void, { governorateId: number; id: number }>({
      query: ({ governorateId, id }) => ({ url: `location/governorates/${governorateId}/areas/${id}`, method: 'DELETE' }),
      invalidatesTags: changedTreeAndCount,
    }),

    addBlock: build.mutation<Block, LocationNames & { areaId: number }>({
      query: ({ areaId, ...body }) => ({ url: `location/areas/${areaId}/blocks`, method: 'POST', body }),
      transformResponse: (body: unknown) => unwrapData<Block>(body),
      invalidatesTags: changedTreeAndCount,
    }),
    updateBlock: build.mutation<Block, LocationNames & { areaId: number; id: number }>({
      query: ({ areaId, id, ...body }) => ({ url: `location/areas/${areaId}/blocks/${id}`, method: 'PUT', body }),
      transformResponse: (body: unknown) => unwrapData<Block>(body),
      invalidatesTags: changedTree,
    }),
    deleteBlock: build.mutation<void, { areaId: number; id: number }>({
      query: ({ areaId, id }) => ({ url: `location/areas/${areaId}/blocks/${id}`, method: 'DELETE' }),
      invalidatesTags: changedTreeAndCount,
    }),
  }),
});

export const {
  useAddGovernorateMutation,
  useUpdateGovernorateMutation,
  useDeleteGovernorateMutation,
  useAddAreaMutation,
  useUpdateAreaMutation,
  useDeleteAreaMutation,
  useAddBlockMutation,
  useUpdateBlockMutation,
  useDeleteBlockMutation,
} = locationWritesApi;
