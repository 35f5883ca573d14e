import { baseApi } from '../api/base-api';
import { unwrapData } from '../api/unwrap-data';
import type { TeamSettings, TeamSettingsBody } from '../wire/api-contract';
import { teamSettingsReceived } from './order-desk-slice';

/**
 * The team's settings kept on the server (decisions/order-workspace.md): read by every desk, saved by
 * owners. What is read or saved also goes to the live desk's state, where the stream keeps them
 * current (selectTeamSettings): one place every screen reads them from.
 */
export const teamSettingsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getTeamSettings: build.query<TeamSettings, void>({
      query: () => 'settings',
      transformResponse: (body: unknown) => unwrapData<TeamSettings>(body),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(teamSettingsReceived(data));
      },
    }),
    saveTeamSettings: build.mutation<TeamSettings, TeamSettingsBody>({
      query: (body) => ({ url: 'settings', method: 'PUT', body }),
      transformResponse: (body: unknown) => unwrapData<TeamSettings>(body),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(teamSettingsReceived(data));
      },
    }),
  }),
});

export const { useGetTeamSettingsQuery, useSaveTeamSettingsMutation } = teamSettingsApi;
