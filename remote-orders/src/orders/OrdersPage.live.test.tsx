import {
  baseApi,
  createAppStore,
  deskConnectionChanged,
  deskCountsReceived,
  listTag,
  orderEventTags,
  orderEventsReceived,
  selectFreshOrders,
  selectNewOrderCount,
  setLanguage,
} from '@dukkan/shared';
import {
  ok,
  renderWithProviders,
  signedInState,
  stubFetch,
  type StubRequest,
} from '@dukkan/shared/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import { makeOrder, ordersPage, statsObject } from '../test-utils/test-orders';
import { OrdersPage } from './OrdersPage';
import { slow, fakeApi, findDialog, renderOrders, table, rowOf, tabNamed } from '../test-utils/test-orders-page';

describe('the live desk on the orders screen (decisions/live-desk.md)', () => {
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

  it('marks an order that arrived live as "Just in" until someone opens it here', async () => {
    const live = makeOrder({ createdAt: minutesAgo(1) });
    const older = makeOrder({ createdAt: minutesAgo(2) });
    fakeApi({ NEW: [live, older] });
    const { store, user } = renderOrders();
    await rowOf(live.id);
    act(() => {
      store.dispatch(orderEventsReceived([{ id: 900, orderId: live.id, from: null, to: 'NEW', at: live.createdAt as string }]));
    });
    expect(await within(await rowOf(live.id)).findByText('Just in')).toBeInTheDocument();
    expect(within(await rowOf(older.id)).queryByText('Just in')).not.toBeInTheDocument();

    await user.click(within(await rowOf(live.id)).getByRole('button', { name: 'View' }));
    await findDialog('dialog', `Order #${live.id}`);
    expect(within(await rowOf(live.id)).queryByText('Just in')).not.toBeInTheDocument();
    expect(selectFreshOrders(store.getState())).toEqual([]);
  });

  it('shows how long each NEW order has waited below its date, in English and Arabic', async () => {
    const recent = makeOrder({ createdAt: minutesAgo(3) });
    const late = makeOrder({ createdAt: minutesAgo(20) });
    fakeApi({ NEW: [recent, late] });
    renderOrders();
    expect(await within(await rowOf(recent.id)).findByLabelText('Waiting: 3 min')).toBeInTheDocument();
    expect(within(await rowOf(late.id)).getByLabelText('Waiting: 20 min')).toBeInTheDocument();

    act(() => {
      setLanguage('ar');
    });
    expect(await screen.findByLabelText('مدة الانتظار: 20 دقيقة', undefined, slow)).toBeInTheDocument();
    act(() => {
      setLanguage('en');
    });
  });
});

describe('printing on accept (decisions/live-desk.md)', () => {
  afterEach(() => window.localStorage.clear());

  it("prints the accepted order's sheet when this browser's setting says so, and not otherwise", async () => {
    const popup = () => ({ document: document.implementation.createHTMLDocument(''), focus: jest.fn(), print: jest.fn(), setTimeout: (f: () => void) => f() });
    const open = jest.spyOn(window, 'open').mockImplementation(() => popup() as unknown as Window);
    const [printed, notPrinted] = [makeOrder(), makeOrder()];
    fakeApi({ NEW: [printed, notPrinted] });
    const { user } = renderOrders();

    await user.click(within(await rowOf(notPrinted.id)).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Order accepted successfully', undefined, slow)).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();

    window.localStorage.setItem('dukkan.desk-settings', JSON.stringify({ autoPrint: true }));
    await user.click(within(await rowOf(printed.id)).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1), slow);
    const sheet = open.mock.results[0].value as ReturnType<typeof popup>;
    expect(sheet.document.title).toBe(`Order #${printed.id}`);
    expect(sheet.print).toHaveBeenCalled();
  });
});

describe('Load More while orders arrive live (decisions/live-desk.md)', () => {
  it('puts a new order first and keeps every loaded order once, with no gap, when the stream says so', async () => {
    // A keyset-paged New tab like our API's: newest first, `after` the last id of the page before.
    let orders = Array.from({ length: 12 }, (_, i) => makeOrder({ id: 7000 + i })).reverse();
    stubFetch({
      'GET orders/stats': () => ok(statsObject({ NEW: orders.length })),
      'GET orders': (req: StubRequest) => {
        const after = Number(req.query.get('after') ?? Number.POSITIVE_INFINITY);
        const page = orders.filter((order) => order.id < after).slice(0, 10);
        const more = orders.filter((order) => order.id < after).length > 10;
        return ok(ordersPage(page, { total: orders.length, nextCursor: more ? String(page[page.length - 1].id) : null }));
      },
    });
    const { store, user } = renderOrders();
    await rowOf(7011);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await rowOf(7000);

    // An order is placed: the stream's event makes the lists ask again.
    orders = [makeOrder({ id: 7100 }), ...orders];
    act(() => {
      store.dispatch(orderEventsReceived([{ id: 5000, orderId: 7100, from: null, to: 'NEW', at: new Date().toISOString() }]));
      store.dispatch(baseApi.util.invalidateTags([listTag('Order')]));
    });
    await rowOf(7100);
    const ids = async () => within(await table()).getAllByRole('row').slice(1).map((row) => row.textContent?.match(/#(\d+)/)?.[1]);
    await waitFor(async () => expect(await ids()).toEqual(['7100', ...orders.slice(1).map((order) => String(order.id))]), slow);
  });
});

describe("the tabs' counts: the live stream's, as the badge's (architecture §7)", () => {
  it("counts the tabs from the stream, the navigation badge's source, with no orders/stats call; under a search, orders/stats", async () => {
    const api = fakeApi({ NEW: [makeOrder()] });
    const store = createAppStore({ preloadedState: signedInState() });
    store.dispatch(deskConnectionChanged('live'));
    store.dispatch(deskCountsReceived(statsObject({ NEW: 7, ACCEPTED: 3 })));
    const { unmount } = renderWithProviders(<OrdersPage />, { route: '/orders', path: '/orders', store });
    const badge = selectNewOrderCount(store.getState());
    expect(badge).toBe(7);
    await waitFor(() => expect(tabNamed(new RegExp(`^New Orders ${badge}$`))).toBeInTheDocument(), slow);
    expect(tabNamed(/^Accepted 3$/)).toBeInTheDocument();

    act(() => {
      store.dispatch(deskCountsReceived(statsObject({ NEW: 8, ACCEPTED: 3 })));
    });
    await waitFor(() => expect(tabNamed(/^New Orders 8$/)).toBeInTheDocument(), slow);
    expect(selectNewOrderCount(store.getState())).toBe(8);
    expect(api.callsTo('GET orders/stats')).toHaveLength(0);
    unmount();

    // Under a search the tabs count what matches it: the stream counts every order.
    renderWithProviders(<OrdersPage />, { route: '/orders?status=NEW&q=Noura', path: '/orders', store });
    await waitFor(() => expect(tabNamed(/^New Orders 1$/)).toBeInTheDocument(), slow);
    expect(api.callsTo('GET orders/stats').map((call) => call.query.get('q'))).toEqual(['Noura']);
  });
});

describe('one cache writer: the stream refreshes the lists, the acting tab too (decisions/live-desk.md)', () => {
  it("takes an accepted order out of this tab's list at once and asks for the list once, on the stream's echo", async () => {
    const [first, second] = [makeOrder(), makeOrder()];
    const api = fakeApi({ NEW: [first, second] });
    const store = createAppStore({ preloadedState: signedInState() });
    store.dispatch(deskConnectionChanged('live'));
    store.dispatch(deskCountsReceived(statsObject({ NEW: 2 })));
    const { user } = renderWithProviders(<OrdersPage />, { route: '/orders', path: '/orders', store });
    await rowOf(first.id);
    const listCalls = () => api.callsTo('GET orders').length;
    const before = listCalls();

    await user.click(within(await rowOf(first.id)).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByText(`#${first.id}`)).toBeNull(), slow);
    expect(screen.getByText(`#${second.id}`)).toBeInTheDocument();
    expect(listCalls()).toBe(before);

    // The echo of the move, as every tab hears it: the lists are asked again, once.
    act(() => {
      store.dispatch(orderEventsReceived([{ id: 6000, orderId: first.id, from: 'NEW', to: 'ACCEPTED', at: new Date().toISOString() }]));
      store.dispatch(baseApi.util.invalidateTags(orderEventTags([{ id: 6000, orderId: first.id, from: 'NEW', to: 'ACCEPTED', at: '' }])));
    });
    await waitFor(() => expect(listCalls()).toBe(before + 1), slow);
    expect(screen.queryByText(`#${first.id}`)).toBeNull();
  });

  it('asks for the list itself when no stream is live', async () => {
    const [first, second] = [makeOrder(), makeOrder()];
    const api = fakeApi({ NEW: [first, second] });
    const { user } = renderOrders();
    await rowOf(first.id);
    const before = api.callsTo('GET orders').length;
    await user.click(within(await rowOf(first.id)).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(api.callsTo('GET orders').length).toBe(before + 1), slow);
    expect(screen.queryByText(`#${first.id}`)).toBeNull();
  });
});
