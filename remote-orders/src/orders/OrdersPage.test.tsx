import { baseApi, orderEventsReceived, selectFreshOrders, setLanguage } from '@dukkan/shared';
import {
  fail,
  networkError,
  ok,
  renderWithProviders,
  signedInState,
  stubFetch,
  type StubbedFetch,
  type StubReply,
  type StubRequest,
} from '@dukkan/shared/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import remoteRoutes from '../app/routes';
import { OrdersPage } from './OrdersPage';
import type { Order, OrderStatus } from '../common/order-types';
import { eventsAnswer, makeOrder, makeOrderEvent, ordersPage, placedEvent, statsObject } from '../common/test-orders';

// Fluent's dialogs and toasts take a while to appear on a loaded machine: wait longer than 1 s.
const slow = { timeout: 5000 };

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Orders per status, served by a fake API that applies status changes like ours does. */
function fakeApi(byStatus: Partial<Record<OrderStatus, Order[]>>, extra: Parameters<typeof stubFetch>[0] = {}) {
  const lists: Record<string, Order[]> = { ...byStatus };
  const counts = () => Object.fromEntries(['NEW', 'ACCEPTED', 'INTRANSIT', 'DELIVERED', 'CANCELLED', 'REJECTED'].map((s) => [s, lists[s]?.length ?? 0]));
  return stubFetch({
    'GET orders/stats': () => ok(counts()),
    'GET orders': (req: StubRequest) => ok(ordersPage(lists[req.query.get('status') ?? ''] ?? [])),
    'PATCH orders/:id/status': (req: StubRequest) => {
      const id = Number(req.params.id);
      const to = (req.body as { status: OrderStatus }).status;
      for (const [status, orders] of Object.entries(lists)) {
        const order = orders.find((o) => o.id === id);
        if (order) {
          lists[status] = orders.filter((o) => o !== order);
          lists[to] = [{ ...order, status: to }, ...(lists[to] ?? [])];
          return ok({ ...order, status: to });
        }
      }
      return fail(404, `Order #${id} was not found`);
    },
    ...extra,
  });
}

/**
 * The open dialog with this name. Found by its role attribute and checked by its labelling title:
 * a role query over the whole page (ten-column tables of Fluent markup) takes seconds in jsdom.
 * Queries inside it pass `hidden: true`: in jsdom, Tabster's modalizer sometimes leaves the
 * surface aria-hidden until focus settles (never in Chromium, where the journeys check it).
 */
function findDialog(role: 'dialog' | 'alertdialog', name?: string) {
  return waitFor(() => {
    const dialog = document.querySelector<HTMLElement>(`[role="${role}"]`);
    expect(dialog).not.toBeNull();
    // Its name is its title (aria-labelledby), read directly for the reason above.
    if (name) expect(document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')).toHaveTextContent(name);
    if (!dialog) throw new Error(`no ${role}`);
    return dialog;
  }, slow);
}

// The order page as the remote mounts it: a feature's test reaches another feature through the routes.
const orderItemsRoute = Object.fromEntries(remoteRoutes.filter((r) => r.path === '/order-items/:id').map((r) => [r.path, r.element]));

function renderOrders(route = '/orders') {
  return renderWithProviders(<OrdersPage />, {
    route,
    path: '/orders',
    preloadedState: signedInState(),
    otherRoutes: orderItemsRoute,
  });
}

const table = () => screen.findByRole('table', { name: /orders$/ }, slow);
const rowOf = async (id: number) => {
  const cell = await within(await table()).findByText(`#${id}`, undefined, slow);
  return cell.closest('tr') as HTMLElement;
};
const headers = async () => within(await table()).getAllByRole('columnheader').map((th) => th.textContent);

describe('Order Management (spec §2 /orders)', () => {
  it('shows the six tabs with their counts from orders/stats, New Orders first and selected', async () => {
    stubFetch({ 'GET orders/stats': ok(statsObject()), 'GET orders': ok(ordersPage([])) });
    renderOrders();
    expect(await screen.findByRole('heading', { name: 'Order Management' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'New Orders 14' })).toBeInTheDocument(), slow);
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('value'))).toEqual(['NEW', 'ACCEPTED', 'REJECTED', 'CANCELLED', 'INTRANSIT', 'DELIVERED']);
    for (const name of ['Accepted 10', 'Rejected 6', 'Cancelled 6', 'In Transit 8', 'Delivered 16']) {
      expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'false');
    }
    expect(screen.getByRole('tab', { name: 'New Orders 14' })).toHaveAttribute('aria-selected', 'true');
  });

  it("shows a count the server capped under a search as '100+'", async () => {
    stubFetch({ 'GET orders/stats': ok({ ...statsObject(), NEW: 100, capped: ['NEW'] }), 'GET orders': ok(ordersPage([])) });
    renderOrders('/orders?status=NEW&q=Noura');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'New Orders 100+' })).toBeInTheDocument(), slow);
    expect(screen.getByRole('tab', { name: 'Accepted 10' })).toBeInTheDocument();
  });

  it('reads the counts when orders/stats answers an array of status and count', async () => {
    stubFetch({
      'GET orders/stats': ok([
        { status: 'NEW', count: 3 },
        { status: 'INTRANSIT', count: '2' },
      ]),
      'GET orders': ok(ordersPage([])),
    });
    renderOrders();
    expect(await screen.findByRole('tab', { name: 'New Orders 3' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'In Transit 2' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Delivered 0' })).toBeInTheDocument();
  });

  it('shows a skeleton of 10 rows by 7 columns on first load, then the rows', async () => {
    const answer = deferred<ReturnType<typeof ok>>();
    const order = makeOrder();
    stubFetch({ 'GET orders/stats': ok(statsObject()), 'GET orders': () => answer.promise });
    renderOrders();
    const rows = await screen.findAllByTestId('skeleton-row');
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(row.querySelectorAll('td')).toHaveLength(7);
    answer.resolve(ok(ordersPage([order])));
    expect(await rowOf(order.id)).toBeInTheDocument();
    expect(screen.queryAllByTestId('skeleton-row')).toHaveLength(0);
  });

  it("fills the columns: product with '+N', address, quantity, amount, customer and phone, payment, date", async () => {
    const order = makeOrder({ id: 501 });
    const single = makeOrder({ id: 502, items: order.items?.slice(1, 2), address: 'Salmiya, Block 1, Building 5', customer: null, user: null, createdAt: null });
    const api = fakeApi({ NEW: [order, single] });
    renderOrders();
    expect(await headers()).toEqual([
      'S.No',
      // issue 20: the NEW tab's column of checkboxes, headed by one (no text) that picks every row.
      '',
      'Order ID',
      'Product',
      'Ordered Address',
      'Total Quantity',
      'Billing Amount',
      'Customer',
      'Payment Mode',
      'Date & Time',
      'Actions',
    ]);
    const cells = within(await rowOf(501)).getAllByRole('cell').map((td) => td.textContent);
    expect(cells.slice(0, 10)).toEqual([
      '1',
      '',
      '#501',
      'fresh milk (1 l)+1',
      '4, 2, 12, Street 10, Block 1, Salmiya, Hawalli',
      '3',
      'KWD 1.775',
      'Abdullah Al-Mutairi+96599887766',
      'KNET',
      // The date, then (issue 15) how long the NEW order has waited since.
      expect.stringMatching(/^05 Mar 2025, \d{1,2}:07 (am|pm)\d+ days$/),
    ]);
    const other = within(await rowOf(502)).getAllByRole('cell').map((td) => td.textContent);
    expect(other.slice(3, 10)).toEqual(['Labneh (400 g)', 'Salmiya, Block 1, Building 5', '3', 'KWD 1.775', 'UnknownN/A', 'KNET', 'N/A']);
    expect(api.callsTo('GET orders')[0].query.get('status')).toBe('NEW');
    expect(api.callsTo('GET orders')[0].query.get('limit')).toBe('10');
  });

  it.each<[OrderStatus, string, string[]]>([
    ['NEW', 'New Orders', ['View', 'Accept', 'Reject']],
    ['ACCEPTED', 'Accepted', ['View', 'Ship Now']],
    ['INTRANSIT', 'In Transit', ['View', 'Mark Delivered', 'Cancel Order']],
  ])('offers the %s tab the moves of spec §4', async (status, tab, buttons) => {
    const order = makeOrder({ status });
    fakeApi({ [status]: [order] });
    const { user } = renderOrders();
    await user.click(await screen.findByRole('tab', { name: new RegExp(`^${tab}`) }));
    const group = within(await rowOf(order.id)).getByRole('group', { name: `Actions for order #${order.id}` });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(buttons);
  });

  it.each<[OrderStatus, string]>([
    ['DELIVERED', 'Delivered'],
    ['CANCELLED', 'Cancelled'],
    ['REJECTED', 'Rejected'],
  ])('hides the action column on the %s tab', async (status, tab) => {
    const order = makeOrder({ status });
    fakeApi({ [status]: [order] });
    const { user } = renderOrders();
    await user.click(await screen.findByRole('tab', { name: new RegExp(`^${tab}`) }));
    await rowOf(order.id);
    expect(await headers()).not.toContain('Actions');
    expect(within(await rowOf(order.id)).queryByRole('group')).toBeNull();
    expect(within(await rowOf(order.id)).getAllByRole('button').map((b) => b.textContent)).toEqual(['fresh milk (1 l)+1']);
  });

  it('opens the tab named in the address', async () => {
    const order = makeOrder({ status: 'INTRANSIT' });
    fakeApi({ INTRANSIT: [order] });
    renderOrders('/orders?status=INTRANSIT');
    expect(await rowOf(order.id)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^In Transit/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('accepts an order: the button waits for the call, then the toast, the tab and the counts are refreshed', async () => {
    const order = makeOrder();
    const gate = deferred<void>();
    const lists = { NEW: [order] as Order[], ACCEPTED: [] as Order[] };
    const api = stubFetch({
      'GET orders/stats': () => ok({ ...statsObject(), NEW: lists.NEW.length, ACCEPTED: lists.ACCEPTED.length }),
      'GET orders': (req) => ok(ordersPage(lists[req.query.get('status') as 'NEW'] ?? [])),
      'PATCH orders/:id/status': async () => {
        await gate.promise;
        lists.NEW = [];
        lists.ACCEPTED = [{ ...order, status: 'ACCEPTED' }];
        return ok({ ...order, status: 'ACCEPTED' });
      },
    });
    const { user } = renderOrders();
    expect(await screen.findByRole('tab', { name: 'New Orders 1' })).toBeInTheDocument();
    const accept = within(await rowOf(order.id)).getByRole('button', { name: 'Accept' });
    await user.click(accept);
    await waitFor(() => expect(accept).toBeDisabled(), slow);
    expect(within(await rowOf(order.id)).getByRole('button', { name: 'Reject' })).toBeDisabled();
    gate.resolve();

    expect(await screen.findByText('Order accepted successfully', undefined, slow)).toBeInTheDocument();
    expect(await screen.findByText('No orders in this tab', undefined, slow)).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Accepted 1' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'New Orders 0' })).toBeInTheDocument();
    expect(api.callsTo('PATCH orders/:id/status')[0].body).toEqual({ status: 'ACCEPTED' });
    expect(api.callsTo('GET orders/stats').length).toBeGreaterThanOrEqual(2);
  });

  it("shows the server's message when someone else moved the order first (409), and refreshes", async () => {
    const order = makeOrder();
    let moved = false;
    const api = stubFetch({
      'GET orders/stats': () => ok(statsObject({ NEW: moved ? 0 : 1 })),
      'GET orders': (req) => ok(ordersPage(req.query.get('status') === 'NEW' && !moved ? [order] : [])),
      'PATCH orders/:id/status': () => {
        moved = true;
        return fail(409, `Order #${order.id} is already ACCEPTED`, { code: 'ORDER_STATUS_CONFLICT' });
      },
    });
    const { user } = renderOrders();
    await user.click(within(await rowOf(order.id)).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(`Order #${order.id} is already ACCEPTED`, undefined, slow)).toBeInTheDocument();
    expect(await screen.findByText('No orders in this tab', undefined, slow)).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'New Orders 0' })).toBeInTheDocument();
    expect(api.callsTo('GET orders').length).toBeGreaterThanOrEqual(2);
  });

  it("says 'Error while accepting order' when no answer comes, and 'Failed to accept order' when the server gives no message", async () => {
    const order = makeOrder();
    let calls = 0;
    stubFetch({
      'GET orders/stats': ok(statsObject()),
      'GET orders': ok(ordersPage([order])),
      'PATCH orders/:id/status': () => (++calls === 1 ? networkError() : fail(500, '')),
    });
    const { user } = renderOrders();
    const accept = within(await rowOf(order.id)).getByRole('button', { name: 'Accept' });
    await user.click(accept);
    expect(await screen.findByText('Error while accepting order', undefined, slow)).toBeInTheDocument();
    await waitFor(() => expect(accept).toBeEnabled(), slow);
    await user.click(accept);
    expect(await screen.findByText('Failed to accept order', undefined, slow)).toBeInTheDocument();
  });

  it('asks before rejecting: Go Back keeps the order, Reject moves it', async () => {
    const order = makeOrder();
    const api = fakeApi({ NEW: [order] });
    const { user } = renderOrders();
    await user.click(within(await rowOf(order.id)).getByRole('button', { name: 'Reject' }));
    let dialog = await findDialog('alertdialog', 'Reject order');
    expect(dialog).toHaveTextContent(`Are you sure you want to reject order #${order.id}?`);
    await user.click(within(dialog).getByRole('button', { name: 'Go Back', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), slow);
    expect(api.callsTo('PATCH orders/:id/status')).toHaveLength(0);

    await user.click(within(await rowOf(order.id)).getByRole('button', { name: 'Reject' }));
    dialog = await findDialog('alertdialog', 'Reject order');
    await user.click(within(dialog).getByRole('button', { name: 'Reject', hidden: true }));
    expect(await screen.findByText('Order rejected successfully', undefined, slow)).toBeInTheDocument();
    expect(api.callsTo('PATCH orders/:id/status')[0].body).toEqual({ status: 'REJECTED' });
  });

  it('ships, delivers and cancels with the spec toasts, cancelling after a confirmation', async () => {
    const shipped = makeOrder({ status: 'ACCEPTED' });
    const [toDeliver, toCancel] = [makeOrder({ status: 'INTRANSIT' }), makeOrder({ status: 'INTRANSIT' })];
    const api = fakeApi({ ACCEPTED: [shipped], INTRANSIT: [toDeliver, toCancel] });
    const { user } = renderOrders('/orders?status=ACCEPTED');
    await user.click(within(await rowOf(shipped.id)).getByRole('button', { name: 'Ship Now' }));
    expect(await screen.findByText('Order marked as shipped', undefined, slow)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /^In Transit/ }));
    await user.click(within(await rowOf(toDeliver.id)).getByRole('button', { name: 'Mark Delivered' }));
    expect(await screen.findByText('Order marked as delivered', undefined, slow)).toBeInTheDocument();

    await user.click(within(await rowOf(toCancel.id)).getByRole('button', { name: 'Cancel Order' }));
    const dialog = await findDialog('alertdialog', 'Cancel order');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order', hidden: true }));
    expect(await screen.findByText('Order cancelled successfully', undefined, slow)).toBeInTheDocument();
    expect(api.callsTo('PATCH orders/:id/status').map((call) => (call.body as { status: string }).status)).toEqual([
      'INTRANSIT',
      'DELIVERED',
      'CANCELLED',
    ]);
  });

  it("says 'No orders in this tab' for an empty tab, and 'No more orders to load' after the last page", async () => {
    const first = Array.from({ length: 10 }, () => makeOrder());
    const last = makeOrder();
    stubFetch({
      'GET orders/stats': ok(statsObject()),
      'GET orders': (req) =>
        req.query.get('status') !== 'NEW'
          ? ok(ordersPage([]))
          : req.query.get('after') === 'c1'
            ? ok(ordersPage([last], { total: 11, page: 2 }))
            : ok(ordersPage(first, { total: 11, nextCursor: 'c1' })),
    });
    const { user } = renderOrders();
    await rowOf(first[0].id);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await rowOf(last.id)).toBeInTheDocument();
    expect(screen.getByText('No more orders to load')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /^Rejected/ }));
    expect(await screen.findByText('No orders in this tab', undefined, slow)).toBeInTheDocument();
  });

  it.each<[string, () => StubReply, string]>([
    ['the server refuses without a message', () => fail(500, ''), 'Failed to fetch orders for New Orders'],
    ['the server says why', () => fail(503, 'Database is down'), 'Database is down'],
    ['no answer comes', () => networkError(), 'Error loading orders data for New Orders'],
  ])('reports a failed list when %s', async (_case, answer, message) => {
    stubFetch({ 'GET orders/stats': ok(statsObject()), 'GET orders': answer });
    renderOrders();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    // …and as a toast (spec §7: a failure shows the error toast).
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2), slow);
  });

  it('opens the detail popup from the product, prints it, and links to the order page', async () => {
    const order = makeOrder({ id: 9001 });
    fakeApi({ NEW: [order] });
    const popup = { document: document.implementation.createHTMLDocument(''), focus: jest.fn(), print: jest.fn(), setTimeout: (f: () => void) => f() };
    const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { user, router } = renderOrders();
    await user.click(within(await rowOf(9001)).getByRole('button', { name: 'fresh milk (1 l) +1' }));
    const dialog = await findDialog('dialog', 'Order #9001');
    for (const text of ['#9001', 'Abdullah Al-Mutairi', '+96599887766', '4, 2, 12, Street 10, Block 1, Salmiya, Hawalli', 'KWD 1.775', 'KNET']) {
      expect(dialog).toHaveTextContent(text);
    }
    const items = within(within(dialog).getByRole('table', { name: 'Items', hidden: true })).getAllByRole('row', { hidden: true }).slice(1);
    expect(items.map((row) => row.textContent)).toEqual(['fresh milk (1 l)2KWD 0.450KWD 0.900', 'Labneh (400 g)1KWD 0.875KWD 0.875']);
    expect(within(items[0]).getByRole('img', { name: 'fresh milk (1 l)', hidden: true })).toHaveAttribute('src', 'https://cdn.example.com/milk.thumbnail.webp');

    await user.click(within(dialog).getByRole('button', { name: 'Print', hidden: true }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(popup.document.title).toBe('Order #9001');
    expect(popup.print).toHaveBeenCalled();

    const link = within(dialog).getByRole('link', { name: 'Open Order Page', hidden: true });
    expect(link).toHaveAttribute('href', '/order-items/9001');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-items/9001'), slow);
    expect((router.state.location.state as { order: Order }).order.id).toBe(9001);
    expect(await screen.findByRole('heading', { name: 'Order #9001' })).toBeInTheDocument();
  });

  it('says so when the browser blocks the print window', async () => {
    const order = makeOrder();
    fakeApi({ NEW: [order] });
    jest.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderOrders();
    await user.click(within(await rowOf(order.id)).getByRole('button', { name: 'View' }));
    await user.click(within(await findDialog('dialog')).getByRole('button', { name: 'Print', hidden: true }));
    expect(await screen.findByText(/The print window was blocked/, undefined, slow)).toBeInTheDocument();
  });
});

/**
 * The order's row in either language, found by its '#id' cell. Queries after a confirmed dialog
 * pass `hidden: true`: when the row that opened the dialog has left the tab, jsdom's Tabster keeps
 * the page aria-hidden (the browser journeys see it the strict way).
 */
async function rowById(id: number) {
  const cell = await screen.findByText(`#${id}`, { selector: 'td *' }, slow);
  return cell.closest('tr') as HTMLElement;
}
const tabNamed = (name: RegExp) => screen.getByRole('tab', { name, hidden: true });

const statusBodies = (api: StubbedFetch) => api.callsTo('PATCH orders/:id/status').map((call) => call.body);

/** Opens the confirmation of `button` on the order's row; gives the dialog and its reason field. */
async function ask(user: ReturnType<typeof renderOrders>['user'], orderId: number, button: string, title: string) {
  await user.click(within(await rowById(orderId)).getByRole('button', { name: button, hidden: true }));
  const dialog = await findDialog('alertdialog', title);
  return { dialog, field: within(dialog).getByRole('textbox', { name: 'Reason (optional)', hidden: true }) as HTMLTextAreaElement };
}

describe('the reason for a reject or a cancel (issue 14)', () => {
  // Back to English while the screen is still mounted: the switch re-renders it.
  afterEach(() => act(() => setLanguage('en')));

  it('sends the reason typed in the reject dialog; Enter makes a new line and does not reject', async () => {
    const order = makeOrder();
    const api = fakeApi({ NEW: [order] });
    const { user } = renderOrders();
    const { dialog, field } = await ask(user, order.id, 'Reject', 'Reject order');
    expect(dialog).toHaveTextContent(`Are you sure you want to reject order #${order.id}? This cannot be undone.`);
    expect(dialog).toHaveTextContent('0/500');
    await user.click(field);
    await user.keyboard('Customer called{Enter}twice');
    expect(field).toHaveValue('Customer called\ntwice');
    expect(dialog).toHaveTextContent('21/500');
    expect(api.callsTo('PATCH orders/:id/status')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Reject', hidden: true }));
    expect(await screen.findByText('Order rejected successfully', undefined, slow)).toBeInTheDocument();
    expect(statusBodies(api)).toEqual([{ status: 'REJECTED', reason: 'Customer called\ntwice' }]);
  });

  // Real Tab presses are the browser journeys' to check: in jsdom, Tabster's focus trap sends Tab
  // to its own guard elements. Here: the field is in the natural tab order, first in the dialog.
  it('puts the reason field first in the dialog\'s tab order, then the one-click reasons, then the buttons', async () => {
    const order = makeOrder();
    fakeApi({ NEW: [order] });
    const { user } = renderOrders();
    const { dialog, field } = await ask(user, order.id, 'Reject', 'Reject order');
    const tabbable = [...dialog.querySelectorAll<HTMLElement>('textarea, button, input, a[href], [tabindex]')].filter(
      (element) => element !== dialog && element.tabIndex >= 0 && !element.hasAttribute('disabled') && !element.hasAttribute('data-tabster-dummy'),
    );
    expect(tabbable.map((element) => element.textContent || element.tagName)).toEqual([
      'TEXTAREA',
      'Out of stock',
      'Shop closed',
      'Customer asked',
      'Address unreachable',
      'Go Back',
      'Reject',
    ]);
    expect(tabbable[0]).toBe(field);
  });

  it('fills the field with a one-click reason, which is sent; the cancel dialog offers them too', async () => {
    const [toReject, toCancel] = [makeOrder(), makeOrder({ status: 'INTRANSIT' })];
    const api = fakeApi({ NEW: [toReject], INTRANSIT: [toCancel] });
    const { user } = renderOrders();
    let { dialog, field } = await ask(user, toReject.id, 'Reject', 'Reject order');
    // Pasted, not typed key by key: each key re-renders the dialog, which took this test past its
    // time on a loaded machine; the point is only that a one-click reason replaces what is there.
    await user.click(field);
    await user.paste('something else');
    expect(field).toHaveValue('something else');
    await user.click(within(dialog).getByRole('button', { name: 'Out of stock', hidden: true }));
    expect(field).toHaveValue('Out of stock');
    await user.click(within(dialog).getByRole('button', { name: 'Reject', hidden: true }));
    expect(await screen.findByText('Order rejected successfully', undefined, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), slow);

    await user.click(tabNamed(/^In Transit/));
    ({ dialog, field } = await ask(user, toCancel.id, 'Cancel Order', 'Cancel order'));
    expect(field).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Address unreachable', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order', hidden: true }));
    expect(await screen.findByText('Order cancelled successfully', undefined, slow)).toBeInTheDocument();
    expect(statusBodies(api)).toEqual([
      { status: 'REJECTED', reason: 'Out of stock' },
      { status: 'CANCELLED', reason: 'Address unreachable' },
    ]);
  });

  it('sends no reason key when the field is left empty or blank', async () => {
    const [first, second] = [makeOrder(), makeOrder()];
    const api = fakeApi({ NEW: [first, second] });
    const { user } = renderOrders();
    let { dialog, field } = await ask(user, first.id, 'Reject', 'Reject order');
    await user.click(within(dialog).getByRole('button', { name: 'Reject', hidden: true }));
    expect(await screen.findByText('Order rejected successfully', undefined, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), slow);

    ({ dialog, field } = await ask(user, second.id, 'Reject', 'Reject order'));
    await user.type(field, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject', hidden: true }));
    await waitFor(() => expect(statusBodies(api)).toHaveLength(2), slow);
    for (const body of statusBodies(api)) expect(body).toEqual({ status: 'REJECTED' });
    for (const body of statusBodies(api)) expect(body).not.toHaveProperty('reason');
  });

  it('keeps the reason to 500 characters, however it arrives', async () => {
    const order = makeOrder();
    const api = fakeApi({ NEW: [order] });
    const { user } = renderOrders();
    const { dialog, field } = await ask(user, order.id, 'Reject', 'Reject order');
    expect(field).toHaveAttribute('maxlength', '500');
    await user.click(field);
    await user.paste('x'.repeat(600));
    expect(field.value).toHaveLength(500);
    await user.keyboard('y');
    expect(field.value).toBe('x'.repeat(500));
    expect(dialog).toHaveTextContent('500/500');
    await user.click(within(dialog).getByRole('button', { name: 'Reject', hidden: true }));
    await waitFor(() => expect(statusBodies(api)).toEqual([{ status: 'REJECTED', reason: 'x'.repeat(500) }]), slow);
  });

  it('does not ask why an order is accepted, shipped or delivered', async () => {
    const [accepted, shipped] = [makeOrder(), makeOrder({ status: 'ACCEPTED' })];
    const api = fakeApi({ NEW: [accepted], ACCEPTED: [shipped] });
    const { user } = renderOrders();
    await user.click(within(await rowOf(accepted.id)).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Order accepted successfully', undefined, slow)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(screen.getByRole('tab', { name: /^Accepted/ }));
    await user.click(within(await rowOf(shipped.id)).getByRole('button', { name: 'Ship Now' }));
    expect(await screen.findByText('Order marked as shipped', undefined, slow)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(statusBodies(api)).toEqual([{ status: 'ACCEPTED' }, { status: 'INTRANSIT' }]);
  });

  it('asks in Arabic, and a one-click reason is sent as it reads in Arabic', async () => {
    await setLanguage('ar');
    const order = makeOrder();
    const api = fakeApi({ NEW: [order] });
    const { user } = renderOrders();
    await user.click(within(await rowById(order.id)).getByRole('button', { name: 'رفض' }));
    const dialog = await findDialog('alertdialog', 'رفض الطلب');
    const field = within(dialog).getByRole('textbox', { name: 'السبب (اختياري)', hidden: true });
    for (const reason of ['نفدت الكمية', 'المتجر مغلق', 'طلب العميل']) {
      expect(within(dialog).getByRole('button', { name: reason, hidden: true })).toBeInTheDocument();
    }
    await user.click(within(dialog).getByRole('button', { name: 'تعذر الوصول إلى العنوان', hidden: true }));
    expect(field).toHaveValue('تعذر الوصول إلى العنوان');
    await user.click(within(dialog).getByRole('button', { name: 'رفض', hidden: true }));
    await waitFor(() => expect(statusBodies(api)).toEqual([{ status: 'REJECTED', reason: 'تعذر الوصول إلى العنوان' }]), slow);
  });
});

describe('the history in the detail popup (issue 14)', () => {
  it('shows the steps, and after a reject with a reason shows that step too', async () => {
    const order = makeOrder({ id: 9100 });
    // The timeline as our API keeps it: the placement, then one step per status change made.
    const api: StubbedFetch = fakeApi(
      { NEW: [order] },
      {
        'GET orders/:id/events': (req: StubRequest) =>
          ok(
            eventsAnswer([
              placedEvent(),
              ...api
                .callsTo('PATCH orders/:id/status')
                .filter((call) => call.params.id === req.params.id)
                .map((call) => {
                  const { status, reason } = call.body as { status: OrderStatus; reason?: string };
                  return makeOrderEvent({ to: status, reason: reason ?? null, at: new Date().toISOString() });
                }),
            ]),
          ),
      },
    );
    const { user } = renderOrders();
    await user.click(within(await rowOf(9100)).getByRole('button', { name: 'fresh milk (1 l) +1' }));
    let dialog = await findDialog('dialog', 'Order #9100');
    let history = await within(dialog).findByRole('list', { name: 'History of order #9100', hidden: true }, slow);
    expect(within(history).getAllByRole('listitem', { hidden: true }).map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^NewAbdullah Al-MutairiCustomer.+ · 05 Mar 2025, 2:07 pm$/),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Close', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);

    const { dialog: question, field } = await ask(user, 9100, 'Reject', 'Reject order');
    await user.type(field, 'Shop closed early');
    await user.click(within(question).getByRole('button', { name: 'Reject', hidden: true }));
    expect(await screen.findByText('Order rejected successfully', undefined, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), slow);

    await user.click(tabNamed(/^Rejected/));
    await user.click(within(await rowById(9100)).getByRole('button', { name: 'fresh milk (1 l) +1', hidden: true }));
    dialog = await findDialog('dialog', 'Order #9100');
    history = await within(dialog).findByRole('list', { name: 'History of order #9100', hidden: true }, slow);
    await waitFor(() => expect(within(history).getAllByRole('listitem', { hidden: true })).toHaveLength(2), slow);
    expect(within(history).getAllByRole('listitem', { hidden: true })[1]).toHaveTextContent(/^RejectedFatima Al-Sabahnow · .+Reason: Shop closed early$/);
    expect(api.callsTo('GET orders/:id/events')).toHaveLength(2);
  });
});

describe('the live desk on the orders screen (issue 15)', () => {
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

describe('printing on accept (issue 15)', () => {
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

describe('Load More while orders arrive live (issue 15)', () => {
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
      store.dispatch(baseApi.util.invalidateTags([{ type: 'Order', id: 'LIST' }]));
    });
    await rowOf(7100);
    const ids = async () => within(await table()).getAllByRole('row').slice(1).map((row) => row.textContent?.match(/#(\d+)/)?.[1]);
    await waitFor(async () => expect(await ids()).toEqual(['7100', ...orders.slice(1).map((order) => String(order.id))]), slow);
  });
});

describe('issue 17: search, filters and sort in the address', () => {
  it('searches as typing pauses, sends the search with the tab and its counts, and keeps it in the address', async () => {
    const api = fakeApi({ NEW: [makeOrder({ id: 48213 })] });
    const { user, router } = renderOrders('/orders?status=NEW');
    await rowOf(48213);
    await user.type(screen.getByRole('searchbox'), '9988');
    await waitFor(() => expect(api.callsTo('GET orders').some((call) => call.query.get('q') === '9988')).toBe(true), slow);
    const searched = api.callsTo('GET orders').filter((call) => call.query.get('q') === '9988');
    // Debounced: one request for the four keys, not one per key.
    expect(searched).toHaveLength(1);
    expect(searched[0].query.get('status')).toBe('NEW');
    expect(api.callsTo('GET orders/stats').some((call) => call.query.get('q') === '9988')).toBe(true);
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('9988');
  });

  it('opens with the filters of a shared link, applies a payment filter and a sort at once, and clears them in one click', async () => {
    const api = fakeApi({ NEW: [makeOrder({ id: 7 })] });
    const { user, router } = renderOrders('/orders?status=NEW&q=Noura&from=2026-11-01');
    await rowOf(7);
    expect(screen.getByRole('searchbox')).toHaveValue('Noura');
    expect(api.callsTo('GET orders')[0].query.get('from')).toBe('2026-11-01');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment Mode' }), 'KNET');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'amount-desc');
    await waitFor(() => expect(api.callsTo('GET orders').some((call) => call.query.get('payment') === 'KNET' && call.query.get('sort') === 'amount-desc')).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    const search = new URLSearchParams(router.state.location.search);
    expect([...search.keys()]).toEqual(['status']);
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('says when nothing matches, with a way to clear the filter', async () => {
    fakeApi({ NEW: [] });
    const { user, router } = renderOrders('/orders?status=NEW&q=nobody');
    expect(await screen.findByText('No orders match these filters', undefined, slow)).toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clear[clear.length - 1]);
    expect(new URLSearchParams(router.state.location.search).get('q')).toBeNull();
    expect(await screen.findByText('No orders in this tab', undefined, slow)).toBeInTheDocument();
  });

  it('labels the filters in Arabic', async () => {
    fakeApi({ NEW: [] });
    renderOrders('/orders?status=NEW');
    act(() => {
      setLanguage('ar');
    });
    expect(await screen.findByPlaceholderText('رقم الطلب أو الهاتف أو اسم العميل')).toBeInTheDocument();
    expect(document.querySelector('search')).toHaveAttribute('aria-label', 'البحث عن الطلبات');
    expect(screen.getByRole('combobox', { name: 'طريقة الدفع' })).toBeInTheDocument();
  });
});
