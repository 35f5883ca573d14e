import { baseApi, createAppStore, LOCATION_CACHE_SECONDS, locationsApi } from '@dukkan/shared';
import { signedInState } from '@dukkan/shared/test-utils';
import { waitFor } from '@testing-library/react';
import { stubLocationsApi } from '../test-utils/fake-locations-api';
import { locationWritesApi } from './locations-api';

// What the dashboard card reads (host/src/dashboard): a query that provides 'Dashboard'.
const dashboardProbe = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboardStatsForLocationsTest: build.query<unknown, void>({ query: () => 'dashboard/stats', providesTags: ['Dashboard'] }),
  }),
});

function subscribeToEverything(store: ReturnType<typeof createAppStore>) {
  return [
    store.dispatch(locationsApi.endpoints.getGovernorates.initiate()),
    store.dispatch(locationsApi.endpoints.getAreas.initiate(1)),
    store.dispatch(locationsApi.endpoints.getBlocks.initiate(10)),
    store.dispatch(dashboardProbe.endpoints.getDashboardStatsForLocationsTest.initiate()),
  ];
}

describe('the location cache (spec §7, §9: 5 minutes, cleared after any change)', () => {
  afterEach(() => jest.useRealTimers());

  it('serves a list again from the cache within 5 minutes and asks again after', async () => {
    const { api } = stubLocationsApi();
    const store = createAppStore({ preloadedState: signedInState() });
    const first = store.dispatch(locationsApi.endpoints.getAreas.initiate(1));
    await first;
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    first.unsubscribe();

    jest.advanceTimersByTime((LOCATION_CACHE_SECONDS - 10) * 1000);
    const second = store.dispatch(locationsApi.endpoints.getAreas.initiate(1));
    expect((await second).data?.map((area) => area.name)).toEqual(['Salmiya', 'Jabriya']);
    expect(api.callsTo('GET location/governorates/:id/areas')).toHaveLength(1);
    second.unsubscribe();

    jest.advanceTimersByTime((LOCATION_CACHE_SECONDS + 1) * 1000);
    jest.useRealTimers();
    await store.dispatch(locationsApi.endpoints.getAreas.initiate(1));
    expect(api.callsTo('GET location/governorates/:id/areas')).toHaveLength(2);
  });

  it.each([
    ['adding a block', (store: ReturnType<typeof createAppStore>) =>
      store.dispatch(locationWritesApi.endpoints.addBlock.initiate({ areaId: 10, name: 'Block 9', name_ar: '' })), true],
    ['deleting a governorate', (store: ReturnType<typeof createAppStore>) =>
      store.dispatch(locationWritesApi.endpoints.deleteGovernorate.initiate({ id: 2 })), true],
    ['renaming an area', (store: ReturnType<typeof createAppStore>) =>
      store.dispatch(locationWritesApi.endpoints.updateArea.initiate({ governorateId: 1, id: 10, name: 'Salmiyah', name_ar: '' })), false],
  ])('asks for every location list again after %s (and for the dashboard counts when the count changed)', async (_case, change, countChanged) => {
    const tree = {
      governorates: [{ id: 1, name: 'Hawalli', name_ar: '' }, { id: 2, name: 'Jahra', name_ar: '' }],
      areas: [{ id: 10, governorateId: 1, name: 'Salmiya', name_ar: '' }],
      blocks: [],
    };
    const { api } = stubLocationsApi({}, tree);
    const store = createAppStore({ preloadedState: signedInState() });
    const subscriptions = subscribeToEverything(store);
    await Promise.all(subscriptions);

    await change(store).unwrap();

    await waitFor(() => {
      expect(api.callsTo('GET location/governorates')).toHaveLength(2);
      expect(api.callsTo('GET location/governorates/:id/areas')).toHaveLength(2);
      expect(api.callsTo('GET location/areas/:id/blocks')).toHaveLength(2);
    });
    expect(api.callsTo('GET dashboard/stats')).toHaveLength(countChanged ? 2 : 1);
    for (const subscription of subscriptions) subscription.unsubscribe();
  });

  it('sends the spec §7 calls: POST to the parent, PUT and DELETE under the parent', async () => {
    const { api } = stubLocationsApi();
    const store = createAppStore({ preloadedState: signedInState() });
    const run = locationWritesApi.endpoints;
    await store.dispatch(run.addGovernorate.initiate({ name: 'Ahmadi', name_ar: 'الأحمدي' })).unwrap();
    await store.dispatch(run.addArea.initiate({ governorateId: 2, name: 'Mirqab', name_ar: '' })).unwrap();
    await store.dispatch(run.updateGovernorate.initiate({ id: 1, name: 'Hawally', name_ar: 'حولي' })).unwrap();
    await store.dispatch(run.updateBlock.initiate({ areaId: 10, id: 100, name: 'Block One', name_ar: '' })).unwrap();
    await store.dispatch(run.deleteBlock.initiate({ areaId: 11, id: 110 })).unwrap();
    await store.dispatch(run.deleteArea.initiate({ governorateId: 1, id: 11 })).unwrap();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST location/governorates',
      'POST location/governorates/2/areas',
      'PUT location/governorates/1',
      'PUT location/areas/10/blocks/100',
      'DELETE location/areas/11/blocks/110',
      'DELETE location/governorates/1/areas/11',
    ]);
    expect(api.calls[2].body).toEqual({ name: 'Hawally', name_ar: 'حولي' });
    expect(api.calls[0].headers.get('Authorization')).toMatch(/^Bearer /);
  });
});
