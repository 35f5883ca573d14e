import { addListener } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { baseApi } from '../api/base-api';
import { idTag, listTags } from '../api/cache-tags';
import { createAppStore } from '../store/create-app-store';
import { fakeJwt, signedInState } from '../test-utils/fake-jwt';
import { stubOrderStream } from '../test-utils/order-stream';
import { teamSettings } from '../test-utils/team-settings';
import { fail, ok, type StubHandler, stubFetch } from '../test-utils/stub-fetch';
import { selectAgeThresholds } from './order-age';
import { selectDueOrders, selectEscalatedOrders, selectFreshOrders, selectNewOrderCount, selectOrderCounts, selectStreamWritesOrders, selectTeamSettings } from './order-desk-slice';
import { apiBaseUrl } from '../config/runtime-config';
import { openOrderStream, refreshOrdersUnlessLive } from './order-stream';
import { orderClaimHeard, orderEscalationHeard, orderNotesTag } from './order-workspace';

// A list of orders and a move of one, as a remote's endpoints would be: the list provides the orders'
// tags, the move refreshes them through refreshOrdersUnlessLive.
const probeApi = baseApi.injectEndpoints({
  overrideExisting: false,
  endpoints: (build) => ({
    orderStreamProbeList: build.query<{ id: number }[], void>({
      query: () => 'probe-orders',
      transformResponse: (body: { data: { id: number }[] }) => body.data,
      providesTags: (rows) => listTags('Order', rows),
    }),
    orderStreamProbeMove: build.mutation<{ id: number }, number>({
      query: (id) => ({ url: `probe-orders/${id}`, method: 'PATCH' }),
      onQueryStarted: (id, api) => refreshOrdersUnlessLive(api, () => [id]),
    }),
  }),
});

const COUNTS = { NEW: 2, ACCEPTED: 1, INTRANSIT: 0, DELIVERED: 4, CANCELLED: 0, REJECTED: 0 };
const moved = (id: number, orderId: number) => ({ event: 'order', data: { id, orderId, from: 'NEW', to: 'ACCEPTED', at: '2026-11-24T10:00:00.000Z', shopId: null }, id });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Longer than the stream's burst (250 ms): a refresh that was coming has come. */
const SETTLED = 700;

function setUp(move: StubHandler = (request) => ok({ id: Number(request.params.id) })) {
  const stream = stubOrderStream();
  const api = stubFetch({
    'GET orders/stream': stream.handler,
    'GET probe-orders': ok([{ id: 7 }, { id: 8 }]),
    'PATCH probe-orders/:id': move,
  });
  const token = fakeJwt();
  const store = createAppStore({ preloadedState: signedInState(undefined, token) });
  const list = store.dispatch(probeApi.endpoints.orderStreamProbeList.initiate());
  const listFetches = () => api.callsTo('GET probe-orders').length;
  return { stream, api, token, store, list, listFetches };
}

const cleanUp: (() => void)[] = [];
afterEach(() => {
  for (const step of cleanUp.splice(0)) step();
});

describe('the live order stream (architecture §7, decisions/live-desk.md)', () => {
  it('opens with the bearer token and keeps the counts it sends: the badge and the tabs read the same', async () => {
    const { stream, api, token, store } = setUp();
    const close = openOrderStream(store, token);
    cleanUp.push(close, stream.end);
    await waitFor(() => expect(store.getState().orderDesk?.connection).toBe('live'));
    expect(api.callsTo('GET orders/stream')[0].headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(selectStreamWritesOrders(store.getState())).toBe(false);

    stream.send({ event: 'ready', data: {}, id: 10 }, { event: 'counts', data: COUNTS });
    await waitFor(() => expect(selectOrderCounts(store.getState())).toEqual(COUNTS));
    expect(selectNewOrderCount(store.getState())).toBe(COUNTS.NEW);
    expect(selectStreamWritesOrders(store.getState())).toBe(true);
  });

  it("takes the stream index.html's inline script opened (decisions/installable.md): no second one is asked, and closing ends the script's", async () => {
    const { stream, api, token, store } = setUp();
    const early = stream.handler();
    const abort = jest.fn();
    window.__DUKKAN_EARLY__ = { fetches: { [`${apiBaseUrl()}/orders/stream`]: { response: Promise.resolve(early), authorization: `Bearer ${token}`, at: Date.now(), abort } } };
    cleanUp.push(() => delete window.__DUKKAN_EARLY__);
    // Sent before the app opened the stream: held in the answer, read when it does.
    stream.send({ event: 'ready', data: {}, id: 10 }, { event: 'counts', data: COUNTS });
    const close = openOrderStream(store, token);
    cleanUp.push(stream.end);
    await waitFor(() => expect(selectOrderCounts(store.getState())).toEqual(COUNTS));
    expect(store.getState().orderDesk?.connection).toBe('live');
    expect(api.callsTo('GET orders/stream')).toHaveLength(0);
    expect(window.__DUKKAN_EARLY__?.fetches).toEqual({});
    close();
    expect(abort).toHaveBeenCalledTimes(1);
  });

  it('asks for its own stream when the one the inline script opened is of another session (and ends that one)', async () => {
    const { stream, api, token, store } = setUp();
    const abort = jest.fn();
    window.__DUKKAN_EARLY__ = { fetches: { [`${apiBaseUrl()}/orders/stream`]: { response: Promise.resolve(stream.handler()), authorization: 'Bearer another', at: Date.now(), abort } } };
    cleanUp.push(() => delete window.__DUKKAN_EARLY__);
    const close = openOrderStream(store, token);
    cleanUp.push(close, stream.end);
    await waitFor(() => expect(api.callsTo('GET orders/stream')).toHaveLength(1));
    expect(abort).toHaveBeenCalledTimes(1);
  });

  it("takes the team's settings it sends: every screen's age thresholds follow an owner's change at once", async () => {
    const { stream, store } = setUp();
    const close = openOrderStream(store, fakeJwt());
    cleanUp.push(close, stream.end);
    await waitFor(() => expect(store.getState().orderDesk?.connection).toBe('live'));
    // Before the stream says: config.js's thresholds (5 and 15 when it names none).
    expect(selectAgeThresholds(store.getState())).toEqual({ warningMinutes: 5, overdueMinutes: 15 });
    stream.send({ event: 'settings', data: teamSettings({ orderAgeWarningMinutes: 8, orderAgeOverdueMinutes: 20, unansweredAction: 'escalate' }) });
    await waitFor(() => expect(selectAgeThresholds(store.getState())).toEqual({ warningMinutes: 8, overdueMinutes: 20 }));
    expect(selectTeamSettings(store.getState())?.unansweredAction).toBe('escalate');
  });

  it("rings for a scheduled order come due (decisions/delivery-slots.md): the desk holds it as fresh, and the lists and counts are asked again once per burst", async () => {
    const { stream, store, listFetches } = setUp();
    cleanUp.push(openOrderStream(store, store.getState().auth.token as string), stream.end);
    await waitFor(() => expect(listFetches()).toBe(1));
    await waitFor(() => expect(stream.connections).toBe(1));
    const due = (id: number, orderId: number) => ({ event: 'due', data: { id, orderId, prepareAt: '2026-11-27T14:00:00.000Z', shopId: 3 }, id });
    // Two shops' slots start on the hour, and a step comes in the same burst.
    stream.send(due(40, 7), due(41, 8), moved(42, 9));
    await waitFor(() => expect(selectDueOrders(store.getState()).map((order) => order.id)).toEqual([7, 8]));
    expect(selectFreshOrders(store.getState())).toContainEqual({ id: 7, at: '2026-11-27T14:00:00.000Z', due: true });
    await waitFor(() => expect(listFetches()).toBe(2));
    await pause(SETTLED);
    expect(listFetches()).toBe(2);
  });

  it('asks the order lists (the dispatch board among them) again once for a burst of delivery changes (decisions/dispatch.md)', async () => {
    const { stream, store, listFetches } = setUp();
    cleanUp.push(openOrderStream(store, store.getState().auth.token as string), stream.end);
    await waitFor(() => expect(listFetches()).toBe(1));
    await waitFor(() => expect(stream.connections).toBe(1));
    const delivery = (id: number, orderId: number, action: string) => ({
      event: 'delivery',
      data: { id, orderId, shopId: 3, deliveryId: orderId * 10, action, driver: { id: 5, name: 'Yousef Al-Ajmi' }, at: '2026-11-27T14:00:00.000Z' },
      id,
    });
    stream.send(delivery(50, 7, 'assigned'), delivery(51, 8, 'assigned'), delivery(52, 7, 'picked_up'));
    await waitFor(() => expect(listFetches()).toBe(2));
    await pause(SETTLED);
    expect(listFetches()).toBe(2);
  });

  it('asks the order lists again once for a burst of steps', async () => {
    const { stream, store, listFetches } = setUp();
    cleanUp.push(openOrderStream(store, store.getState().auth.token as string), stream.end);
    await waitFor(() => expect(listFetches()).toBe(1));
    await waitFor(() => expect(stream.connections).toBe(1));
    stream.send({ event: 'ready', data: {}, id: 10 }, moved(11, 7), moved(12, 8), moved(13, 9));
    await waitFor(() => expect(listFetches()).toBe(2));
    await pause(SETTLED);
    expect(listFetches()).toBe(2);
  });
});

describe('refreshOrdersUnlessLive: one refresh per change, whoever made it (architecture §7)', () => {
  it("leaves this tab's own change to the stream's event while the stream is live: the lists are asked once, not twice", async () => {
    const { stream, store, listFetches } = setUp();
    cleanUp.push(openOrderStream(store, store.getState().auth.token as string), stream.end);
    await waitFor(() => expect(stream.connections).toBe(1));
    stream.send({ event: 'ready', data: {}, id: 10 }, { event: 'counts', data: COUNTS });
    await waitFor(() => expect(selectStreamWritesOrders(store.getState())).toBe(true));
    await waitFor(() => expect(listFetches()).toBe(1));

    await store.dispatch(probeApi.endpoints.orderStreamProbeMove.initiate(7)).unwrap();
    await pause(SETTLED);
    expect(listFetches()).toBe(1);

    // The echo of the change, as every other tab hears it.
    stream.send(moved(11, 7), { event: 'counts', data: { ...COUNTS, NEW: 1, ACCEPTED: 2 } });
    await waitFor(() => expect(listFetches()).toBe(2));
    await pause(SETTLED);
    expect(listFetches()).toBe(2);
    expect(selectNewOrderCount(store.getState())).toBe(1);
  });

  it('refreshes the lists itself, once, when no stream is live (a remote running on its own, or offline)', async () => {
    const { store, listFetches } = setUp();
    await waitFor(() => expect(listFetches()).toBe(1));
    await store.dispatch(probeApi.endpoints.orderStreamProbeMove.initiate(7)).unwrap();
    await waitFor(() => expect(listFetches()).toBe(2));
    await pause(SETTLED);
    expect(listFetches()).toBe(2);
  });

  it('asks nothing when the change was refused', async () => {
    const { store, listFetches } = setUp(fail(500, 'Failed'));
    await waitFor(() => expect(listFetches()).toBe(1));
    await expect(store.dispatch(probeApi.endpoints.orderStreamProbeMove.initiate(7)).unwrap()).rejects.toMatchObject({ status: 500 });
    await pause(SETTLED);
    expect(listFetches()).toBe(1);
  });
});

describe('the order workspace on the stream (decisions/order-workspace.md)', () => {
  // An order's notes, as the orders remote's query provides them.
  const notesProbe = baseApi.injectEndpoints({
    overrideExisting: false,
    endpoints: (build) => ({
      orderStreamProbeNotes: build.query<unknown, number>({ query: (id) => `probe-orders/${id}/notes`, providesTags: (_result, _error, id) => [orderNotesTag(id)] }),
    }),
  });
  // An order's picking, as the orders remote's query provides it (the order's id tag).
  const pickingProbe = baseApi.injectEndpoints({
    overrideExisting: false,
    endpoints: (build) => ({
      orderStreamProbePicking: build.query<unknown, number>({ query: (id) => `probe-orders/${id}/picking`, providesTags: (_result, _error, id) => [idTag('Order', id)] }),
    }),
  });
  const claimEvent = {
    id: 21,
    orderId: 7,
    action: 'claim',
    holder: { id: 3, name: 'Fatima Al-Sabah' },
    by: { id: 3, name: 'Fatima Al-Sabah', kind: 'staff' },
    at: '2026-11-24T10:00:00.000Z',
    shopId: null,
  };

  it("hands each claim it hears to the store as orderClaimHeard (the orders' cache writer listens), asking nothing again", async () => {
    const { stream, store, listFetches } = setUp();
    const heard: unknown[] = [];
    store.dispatch(addListener({ actionCreator: orderClaimHeard, effect: ({ payload }) => void heard.push(payload) }));
    cleanUp.push(openOrderStream(store, store.getState().auth.token as string), stream.end);
    await waitFor(() => expect(stream.connections).toBe(1));
    await waitFor(() => expect(listFetches()).toBe(1));
    stream.send({ event: 'claim', data: claimEvent, id: 21 }, { event: 'claim', data: { ...claimEvent, id: 22, action: 'release' }, id: 22 });
    await waitFor(() => expect(heard).toEqual([claimEvent, { ...claimEvent, id: 22, action: 'release' }]));
    await pause(SETTLED);
    expect(listFetches()).toBe(1);
  });

  it('hands each escalation to the store as orderEscalationHeard: the desk raises it until the order leaves NEW, asking nothing again', async () => {
    const { stream, store, listFetches } = setUp();
    const heard: unknown[] = [];
    store.dispatch(addListener({ actionCreator: orderEscalationHeard, effect: ({ payload }) => void heard.push(payload) }));
    cleanUp.push(openOrderStream(store, store.getState().auth.token as string), stream.end);
    await waitFor(() => expect(stream.connections).toBe(1));
    await waitFor(() => expect(listFetches()).toBe(1));
    const escalation = { id: 24, orderId: 7, escalatedAt: '2026-11-24T10:10:00.000Z', minutes: 10, shopId: null };
    stream.send({ event: 'escalation', data: escalation, id: 24 });
    await waitFor(() => expect(heard).toEqual([escalation]));
    expect(selectEscalatedOrders(store.getState())).toEqual([{ id: 7, at: escalation.escalatedAt, minutes: 10 }]);
    await pause(SETTLED);
    expect(listFetches()).toBe(1);
    stream.send(moved(25, 7));
    await waitFor(() => expect(selectEscalatedOrders(store.getState())).toEqual([]));
  });

  it("asks again, once per burst, for the order whose lines changed (decisions/picking.md): its picking and its rows, no other order's", async () => {
    const stream = stubOrderStream();
    const api = stubFetch({ 'GET orders/stream': stream.handler, 'GET probe-orders/:id/picking': ok({ version: 1 }) });
    const store = createAppStore({ preloadedState: signedInState(undefined, fakeJwt()) });
    const shown = [7, 8].map((id) => store.dispatch(pickingProbe.endpoints.orderStreamProbePicking.initiate(id)));
    const pickingFetches = (id: number) => api.callsTo('GET probe-orders/:id/picking').filter((call) => call.params.id === String(id)).length;
    cleanUp.push(openOrderStream(store, store.getState().auth.token as string), stream.end, ...shown.map((query) => () => query.unsubscribe()));
    await waitFor(() => expect(stream.connections).toBe(1));
    await waitFor(() => expect([pickingFetches(7), pickingFetches(8)]).toEqual([1, 1]));
    const lines = (id: number, version: number) => ({ event: 'lines', data: { id, orderId: 7, version, at: claimEvent.at, shopId: null }, id });
    // A picker's quick run of changes: one reading after it, not one per change.
    stream.send(lines(30, 2), lines(31, 3), lines(32, 4));
    await waitFor(() => expect(pickingFetches(7)).toBe(2));
    await pause(SETTLED);
    expect([pickingFetches(7), pickingFetches(8)]).toEqual([2, 1]);
  });

  it("asks again for the notes of the order a note was written on, and no other order's", async () => {
    const stream = stubOrderStream();
    const api = stubFetch({ 'GET orders/stream': stream.handler, 'GET probe-orders/:id/notes': ok({ items: [] }) });
    const store = createAppStore({ preloadedState: signedInState(undefined, fakeJwt()) });
    const shown = [7, 8].map((id) => store.dispatch(notesProbe.endpoints.orderStreamProbeNotes.initiate(id)));
    const notesFetches = (id: number) => api.callsTo('GET probe-orders/:id/notes').filter((call) => call.params.id === String(id)).length;
    cleanUp.push(openOrderStream(store, store.getState().auth.token as string), stream.end, ...shown.map((query) => () => query.unsubscribe()));
    await waitFor(() => expect(stream.connections).toBe(1));
    await waitFor(() => expect([notesFetches(7), notesFetches(8)]).toEqual([1, 1]));
    stream.send({ event: 'note', data: { id: 23, orderId: 7, noteId: 5, author: { id: 3, name: 'Fatima Al-Sabah' }, at: claimEvent.at }, id: 23 });
    await waitFor(() => expect(notesFetches(7)).toBe(2));
    await pause(SETTLED);
    expect([notesFetches(7), notesFetches(8)]).toEqual([2, 1]);
  });
});
