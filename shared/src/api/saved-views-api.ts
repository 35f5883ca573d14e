import type { SavedView, SavedViewBody, SavedViewList } from '../wire/api-contract';
import { baseApi } from './base-api';
import { idTag, listTag, listTags } from './cache-tags';
import { unwrapData } from './unwrap-data';


export const savedViewsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getSavedViews: build.query<SavedView[], SavedViewList>({
      query: (list) => ({ url: 'views', params: { list } }),
      transformResponse: (body: unknown) => unwrapData<SavedView[]>(body) ?? [],
      providesTags: (result) => listTags('SavedView', result),
    }),
    saveView: build.mutation<SavedView, SavedViewBody>({
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
