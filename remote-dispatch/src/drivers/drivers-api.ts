import { baseApi, idTag, listTag, listTags, normalizeList, normalizePage, unwrapData, type Page } from '@dukkan/shared';
import type { Driver, DriverProfileBody, Shift } from '../common/dispatch-types';

/** How many of a driver's shifts the drivers page shows, newest first. */
export const RECENT_SHIFTS = 10;

/**
 * decisions/dispatch.md: drivers are users (role driver): their list provides the users' tags, so a change of one
 * (profile, shift) reads the drivers page and the board's drivers again; a driver's own tag is their shifts'. Loads and
 * a shift's cash are sums over deliveries: they follow the orders' LIST tag, which every order step invalidates.
 */
const driverChanged = (id: number) => [listTag('User'), idTag('User', id)];

export const driversApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getDrivers: build.query<Driver[], void>({
      query: () => 'drivers',
      transformResponse: (body: unknown) => normalizeList<Driver>(body),
      providesTags: (result) => [listTag('Order'), ...listTags('User', result)],
    }),
    updateDriverProfile: build.mutation<Driver, { id: number; body: DriverProfileBody }>({
      query: ({ id, body }) => ({ url: `drivers/${id}`, method: 'PUT', body }),
      transformResponse: (body: unknown) => unwrapData<Driver>(body),
      invalidatesTags: (_result, _error, { id }) => driverChanged(id),
    }),
    startDriverShift: build.mutation<Driver, number>({
      query: (id) => ({ url: `drivers/${id}/shift`, method: 'POST' }),
      transformResponse: (body: unknown) => unwrapData<Driver>(body),
      invalidatesTags: (_result, _error, id) => driverChanged(id),
    }),
    // Closed when the counted cash matches the ledger's; else the shift stays open as a discrepancy to resolve.
    closeDriverShift: build.mutation<Shift, { id: number; countedCash: number }>({
      query: ({ id, countedCash }) => ({ url: `drivers/${id}/shift/close`, method: 'POST', body: { countedCash } }),
      transformResponse: (body: unknown) => unwrapData<Shift>(body),
      invalidatesTags: (_result, _error, { id }) => driverChanged(id),
    }),
    resolveShift: build.mutation<Shift, { shiftId: number; driverId: number; note: string }>({
      query: ({ shiftId, note }) => ({ url: `shifts/${shiftId}/resolve`, method: 'POST', body: { note } }),
      transformResponse: (body: unknown) => unwrapData<Shift>(body),
      invalidatesTags: (_result, _error, { driverId }) => driverChanged(driverId),
    }),
    getDriverShifts: build.query<Page<Shift>, number>({
      query: (driverId) => ({ url: 'shifts', params: { driverId, limit: RECENT_SHIFTS } }),
      transformResponse: (body: unknown) => normalizePage<Shift>(body, { limit: RECENT_SHIFTS }),
      providesTags: (_result, _error, driverId) => [idTag('User', driverId), listTag('Order')],
    }),
  }),
});

export const {
  useGetDriversQuery,
  useUpdateDriverProfileMutation,
  useStartDriverShiftMutation,
  useCloseDriverShiftMutation,
  useResolveShiftMutation,
  useGetDriverShiftsQuery,
} = driversApi;
