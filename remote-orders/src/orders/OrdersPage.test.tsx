import {
  fail,
  networkError,
  ok,
  stubFetch,
  type StubReply,
} from '@dukkan/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import type { Order, OrderStatus } from '../common/order-types';
import { makeOrder, ordersPage, statsObject } from '../test-utils/test-orders';
import { slow, deferred, fakeApi, findDialog, renderOrders, rowOf, headers, table } from '../test-utils/test-orders-page';

describe('Order Management (spec §2 /orders)', () => {
  it('shows the six tabs with their counts from orders/stats, New Orders first and selected, Scheduled beside it, then All orders with them all', async () => {
    stubFetch({ 'GET orders/stats': ok(statsObject()), 'GET orders': ok(ordersPage([])) });
    renderOrders();
    expect(await screen.findByRole('heading', { name: 'Order Management' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'New Orders 14' })).toBeInTheDocument(), slow);
    // decisions/delivery-slots.md: the scheduled orders after New, counted among All.
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('value'))).toEqual(['NEW', 'SCHEDULED', 'ACCEPTED', 'REJECTED', 'CANCELLED', 'INTRANSIT', 'DELIVERED', 'ALL']);
    for (const name of ['Scheduled 2', 'Accepted 10', 'Rejected 6', 'Cancelled 6', 'In Transit 8', 'Delivered 16', 'All orders 62']) {
      expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'false');
    }
    expect(screen.getByRole('tab', { name: 'New Orders 14' })).toHaveAttribute('aria-selected', 'true');
  });

  it("shows a count the server capped under a search as '100+'", async () => {
    stubFetch({ 'GET orders/stats': ok({ ...statsObject(), NEW: 100, capped: ['NEW'] }), 'GET orders': ok(ordersPage([])) });
    renderOrders('/orders?status=NEW&q=Noura');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'New Orders 100+' })).toBeInTheDocument(), slow);
    expect(screen.getByRole('tab', { name: 'Accepted 10' })).toBeInTheDocument();
    // At least the sum: one of them was capped.
    expect(screen.getByRole('tab', { name: 'All orders 148+' })).toBeInTheDocument();
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

  it("names the list by its status's word, not the tab's label ('New orders', not 'New Orders orders')", async () => {
    fakeApi({ NEW: [makeOrder({ id: 501 })], INTRANSIT: [makeOrder({ id: 502, status: 'INTRANSIT' })] });
    const { user } = renderOrders();
    await rowOf(501);
    expect(await table()).toHaveAttribute('aria-label', 'New orders');
    await user.click(screen.getByRole('tab', { name: 'In Transit 1' }));
    await rowOf(502);
    expect(await table()).toHaveAttribute('aria-label', 'In Transit orders');
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

  it("fills the columns: product with '+N', shop, address, quantity, amount, customer and phone, payment, date", async () => {
    const order = makeOrder({ id: 501, shop: { id: 7, name: 'Jahra Dates House', name_ar: 'بيت تمور الجهراء' } });
    const single = makeOrder({ id: 502, items: order.items?.slice(1, 2), address: 'Salmiya, Block 1, Building 5', customer: null, user: null, createdAt: null });
    const api = fakeApi({ NEW: [order, single] });
    renderOrders();
    expect(await headers()).toEqual([
      'S.No',
      // decisions/reports-and-bulk.md: the NEW tab's column of checkboxes, headed by one (no text) that picks every row.
      '',
      'Order ID',
      'Product',
      // Whom to call about the order (issue 34).
      'Shop',
      'Ordered Address',
      'Total Quantity',
      'Billing Amount',
      'Customer',
      'Payment Mode',
      'Date & Time',
      'Actions',
    ]);
    const cells = within(await rowOf(501)).getAllByRole('cell').map((td) => td.textContent);
    expect(cells.slice(0, 11)).toEqual([
      '1',
      '',
      '#501',
      'fresh milk (1 l)+1',
      'Jahra Dates House',
      '4, 2, 12, Street 10, Block 1, Salmiya, Hawalli',
      '3',
      'KWD 1.775',
      'Abdullah Al-Mutairi+96599887766',
      'KNET',
      // The date, then (decisions/live-desk.md) how long the NEW order has waited since.
      expect.stringMatching(/^05 Mar 2025, \d{1,2}:07 (am|pm)\d+ days$/),
    ]);
    const other = within(await rowOf(502)).getAllByRole('cell').map((td) => td.textContent);
    expect(other.slice(3, 11)).toEqual(['Labneh (400 g)', 'N/A', 'Salmiya, Block 1, Building 5', '3', 'KWD 1.775', 'UnknownN/A', 'KNET', 'N/A']);
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

  it('lists every status on All orders, each row with its status and its own moves; a move keeps the row, with its new status', async () => {
    const api = fakeApi({ NEW: [makeOrder({ id: 71, status: 'NEW' })], ACCEPTED: [makeOrder({ id: 72, status: 'ACCEPTED' })], DELIVERED: [makeOrder({ id: 73, status: 'DELIVERED' })] });
    const { user, router } = renderOrders();
    await rowOf(71);
    const all = screen.getByRole('tab', { name: /^All orders/ });
    // Its count: every status's together.
    expect(all).toHaveTextContent('All orders3');
    await user.click(all);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('status')).toBe('ALL'));
    await rowOf(73);
    expect(api.callsTo('GET orders').at(-1)?.query.has('status')).toBe(false);
    const buttons = async (id: number) => within(within(await rowOf(id)).getByRole('group', { name: `Actions for order #${id}` })).getAllByRole('button').map((b) => b.textContent);
    expect(await buttons(71)).toEqual(['View', 'Accept', 'Reject']);
    expect(await buttons(72)).toEqual(['View', 'Ship Now']);
    expect(await buttons(73)).toEqual(['View']);
    expect(within(await rowOf(72)).getByText('Accepted')).toBeInTheDocument();

    await user.click(within(await rowOf(71)).getByRole('button', { name: 'Accept' }));
    await waitFor(async () => expect(await buttons(71)).toEqual(['View', 'Ship Now']), slow);
    expect(within(await rowOf(71)).getByText('Accepted')).toBeInTheDocument();
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
    const order = makeOrder({ id: 9001, shop: { id: 7, name: 'Jahra Dates House', name_ar: 'بيت تمور الجهراء', phone: '+96522223333' } });
    fakeApi({ NEW: [order] });
    const popup = { document: document.implementation.createHTMLDocument(''), focus: jest.fn(), print: jest.fn(), setTimeout: (f: () => void) => f() };
    const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { user, router } = renderOrders();
    await user.click(within(await rowOf(9001)).getByRole('button', { name: 'fresh milk (1 l) +1' }));
    const dialog = await findDialog('dialog', 'Order #9001');
    // The shop and its phone: whom to call about the order.
    expect(within(dialog).getByRole('link', { name: 'Call +96522223333', hidden: true })).toHaveAttribute('href', 'tel:+96522223333');
    for (const text of ['#9001', 'Jahra Dates House', 'Abdullah Al-Mutairi', '+96599887766', '4, 2, 12, Street 10, Block 1, Salmiya, Hawalli', 'KWD 1.775', 'KNET']) {
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
