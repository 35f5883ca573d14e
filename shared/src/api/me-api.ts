import { sessionUserUpdated } from '../auth/auth-slice';
import type { SessionUser } from '../auth/session-types';
import { baseApi } from './base-api';
import { unwrapData } from './unwrap-data';

/**
 * decisions/roles-and-audit.md: the signed-in user as the API knows them now (`GET user/me`): role, shops and
 * permissions. Read when the panel opens and again after a 403 (a role may have changed), it
 * replaces the session's user, so what the panel shows follows the API's table.
 */
export const meApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getMe: build.query<SessionUser, void>({
      query: () => 'user/me',
      transformResponse: (body: unknown) => unwrapData<SessionUser>(body),
      providesTags: ['Me'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(sessionUserUpdated(data));
        } catch {
          // The base query has already dealt with a failure (session end, toast).
        }
      },
    }),
  }),
});

export const { useGetMeQuery } = meApi;
