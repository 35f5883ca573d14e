import { baseApi } from './base-api';
import { idTag, listTag, listTags } from './cache-tags';
import { unwrapData } from './unwrap-data';

/** The lists that keep saved views (the API's). */
export type SavedViewList = 'orders' | 'products' | 'shops' | 'categories' | 'users';

/** A list's filters and sort under a name (decisions/search.md): the user's own, or shared with the team. */
export interface SavedView {
  id: number;
  list: SavedViewList;
  name: string;
  /** The list's query string, as the address holds it. */
  query: string;
  shared: boolean;
  owner: { id: number; name: string };
  mine: boolean;
}

export const savedViewsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getSavedViews: build.query<SavedView[], SavedViewList>({
      query: (list) => ({ url: 'views', params: { list } }),
      transformResponse: (body: unknown) => unwrapData<SavedView[]>(body) ?? [],
      providesTags: (result) => listTags('SavedView', result),
    }),
    saveView: build.mutation<SavedView, { list: SavedViewList; name: string; query: string; shared: boolean }>({
      query: (body) => ({ url: 'views', method: 'POST', body }),
      transformResponse: (body: unknown) => unwrapData<SavedView>(body),
      invalidatesTags: [listTag('SavedView')],
    }),
    deleteView: build.mutation<void, number>({
      query: (id) => ({ url: `views/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) => (error ? [] : [idTag('SavedView', id), listTag('SavedView')]),
    }),
  }),
});

export const { useGetSavedViewsQuery, useSaveViewMutation, useDeleteViewMutation } = savedViewsApi;
