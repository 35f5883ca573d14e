import { baseApi, createAppStore, deskConnectionChanged, deskCountsReceived, orderEventTags, ordersDueReceived, setLanguage } from '@dukkan/shared';
import { renderWithProviders, signedInState } from '@dukkan/shared/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { Order } from '../common/order-types';
import { makeOrder, statsObject } from '../test-utils/test-orders';
import { fakeApi, headers, renderOrders, rowById, rowOf, slow, table, tabNamed } from '../test-utils/test-orders-page';
import { OrdersPage } from './OrdersPage';

// decisions/delivery-slots.md on the orders list: the Scheduled tab (NEW orders whose preparation time is ahead, which
// the New tab leaves out until then), the slot on a row, and an order come due moving from Scheduled to New.

// Thursday 26 Nov 2026, 13:00 in Kuwait (the suite runs in Los Angeles: still 2 am there). Only the clock is fixed.
const NOW = new Date('2026-11-26T10:00:00.000Z');
beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'performance', 'hrtime'] });
});
afterEach(() => jest.useRealTimers());

/** An order for the slot `from`–`to` (UTC ISO), prepared from `prepareAt`, placed yesterday. */
const slotOrder = (prepareAt: string, from: string, to: string, overrides: Partial<Order> = {}) =>
  makeOrder({ createdAt: '2026-11-25T08:00:00.000Z', slot: { startsAt: from, endsAt: to }, prepareAt, scheduled: true, ...overrides });

// Today 17:00 for 18:00–19:00, and tomorrow 09:00 for 10:00–11:00 (Kuwait).
const today = () => slotOrder('2026-11-26T14:00:00.000Z', '2026-11-26T15:00:00.000Z', '2026-11-26T16:00:00.000Z');
const tomorrow = () => slotOrder('2026-11-27T06:00:00.000Z', '2026-11-27T07:00:00.000Z', '2026-11-27T08:00:00.000Z');

const cells = async (id: number) => within(await rowOf(id)).getAllByRole('cell').map((cell) => cell.textContent);

describe('the Scheduled tab (decisions/delivery-slots.md)', () => {
  it("lists the scheduled orders (scheduled=true), each with when its preparation starts and its slot's hours, counted beside New", async () => {
    const [first, second] = [today(), tomorrow()];
    const api = fakeApi({ NEW: [makeOrder()], SCHEDULED: [first, second] });
    renderOrders('/orders?status=SCHEDULED');
    expect(await table()).toHaveAttribute('aria-label', 'Scheduled orders');
    await waitFor(() => expect(tabNamed(/^Scheduled 2$/)).toHaveAttribute('aria-selected', 'true'), slow);
    expect(tabNamed(/^New Orders 1$/)).toBeInTheDocument();
    // When each is prepared, in the room of the quantity; not picked together (New's bulk), but answered one by one.
    expect(await headers()).toEqual(['S.No', 'Order ID', 'Product', 'Shop', 'Ordered Address', 'Prepare from', 'Billing Amount', 'Customer', 'Payment Mode', 'Date & Time', 'Actions']);
    expect((await cells(first.id))[5]).toBe('Today 17:00Delivery 18:00–19:00');
    expect((await cells(second.id))[5]).toBe('Tomorrow 09:00Delivery 10:00–11:00');
    // Not waiting for the desk yet: no age under the date.
    expect(within(await rowOf(first.id)).queryByLabelText(/^Waiting:/)).toBeNull();
    const actions = within(await rowOf(first.id)).getByRole('group', { name: `Actions for order #${first.id}` });
    expect(within(actions).getAllByRole('button').map((button) => button.textContent)).toEqual(['View', 'Accept', 'Reject']);

    const asked = api.callsTo('GET orders')[0].query;
    expect(asked.get('scheduled')).toBe('true');
    expect(asked.has('status')).toBe(false);
  });

  it('says it in Arabic', async () => {
    const order = today();
    fakeApi({ SCHEDULED: [order] });
    renderOrders('/orders?status=SCHEDULED');
    await rowOf(order.id);
    act(() => {
      setLanguage('ar');
    });
    try {
      expect(await screen.findByRole('columnheader', { name: 'التحضير من' }, slow)).toBeInTheDocument();
      expect(within(await rowById(order.id)).getByText('اليوم 17:00')).toBeInTheDocument();
      expect(within(await rowById(order.id)).getByText('التوصيل 18:00–19:00')).toBeInTheDocument();
      expect(tabNamed(/^المجدولة 1$/)).toBeInTheDocument();
    } finally {
      act(() => {
        setLanguage('en');
      });
    }
  });

  it('opens from its tab, kept in the address', async () => {
    const order = today();
    fakeApi({ NEW: [makeOrder()], SCHEDULED: [order] });
    const { user, router } = renderOrders();
    await waitFor(() => expect(tabNamed(/^Scheduled 1$/)).toBeInTheDocument(), slow);
    await user.click(tabNamed(/^Scheduled 1$/));
    await rowOf(order.id);
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('SCHEDULED');
  });
});

describe('the slot on the rows of the other tabs', () => {
  it("says a slot order's slot under its date, and its age counts from its preparation time; an order as soon as possible says neither", async () => {
    // Come due ten minutes ago (12:50) for 14:00–15:00, placed yesterday.
    const due = slotOrder('2026-11-26T09:50:00.000Z', '2026-11-26T11:00:00.000Z', '2026-11-26T12:00:00.000Z', { scheduled: false });
    const asap = makeOrder({ createdAt: '2026-11-26T09:57:00.000Z', slot: null, prepareAt: null, scheduled: false });
    fakeApi({ NEW: [due, asap] });
    renderOrders();
    const dueRow = await rowOf(due.id);
    expect(within(dueRow).getByText('Delivery slot: Thu 26 Nov, 14:00–15:00')).toBeInTheDocument();
    expect(within(dueRow).getByLabelText('Waiting: 10 min')).toBeInTheDocument();
    const asapRow = await rowOf(asap.id);
    expect(within(asapRow).queryByText(/^Delivery slot/)).toBeNull();
    expect(within(asapRow).getByLabelText('Waiting: 3 min')).toBeInTheDocument();
  });
});

describe('an order come due (the stream\'s `due`)', () => {
  it('moves from Scheduled to New: the lists and counts are asked again, and it arrives on New as just in', async () => {
    const order = today();
    const lists = { NEW: [makeOrder()], SCHEDULED: [order] };
    const api = fakeApi(lists);
    const store = createAppStore({ preloadedState: signedInState() });
    store.dispatch(deskConnectionChanged('live'));
    store.dispatch(deskCountsReceived(statsObject({ NEW: 1, SCHEDULED: 1 })));
    const { user } = renderWithProviders(<OrdersPage />, { route: '/orders?status=SCHEDULED', path: '/orders', store });
    await rowOf(order.id);
    await waitFor(() => expect(tabNamed(/^Scheduled 1$/)).toBeInTheDocument(), slow);

    // The API moved it at its preparation time; the stream says so, then the counts after it.
    lists.SCHEDULED.splice(0);
    lists.NEW.unshift({ ...order, scheduled: false });
    act(() => {
      store.dispatch(ordersDueReceived([{ id: 900, orderId: order.id, prepareAt: order.prepareAt as string, shopId: 3 }]));
      store.dispatch(baseApi.util.invalidateTags(orderEventTags([])));
      store.dispatch(deskCountsReceived(statsObject({ NEW: 2, SCHEDULED: 0 })));
    });
    await waitFor(() => expect(screen.queryByText(`#${order.id}`)).toBeNull(), slow);
    expect(tabNamed(/^Scheduled 0$/)).toBeInTheDocument();

    await user.click(tabNamed(/^New Orders 2$/));
    expect(await within(await rowOf(order.id)).findByText('Just in', undefined, slow)).toBeInTheDocument();
    // The stream's counts say it all: orders/stats is never asked.
    expect(api.callsTo('GET orders/stats')).toHaveLength(0);
  });
});
