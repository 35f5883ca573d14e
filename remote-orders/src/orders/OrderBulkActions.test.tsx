import { ok, openDialog, renderWithProviders, signedInState, stubFetch, type StubRequest } from '@dukkan/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { OrdersPage } from './OrdersPage';
import { makeOrder, ordersPage } from '../test-utils/test-orders';

// decisions/reports-and-bulk.md: NEW orders picked and accepted, or rejected with one reason, together.
jest.setTimeout(60_000);
const slow = { timeout: 10_000 };

function renderOrders(route = '/orders') {
  return renderWithProviders(<OrdersPage />, { route, path: '/orders', preloadedState: signedInState() });
}

const newOrders = [makeOrder({ id: 41, status: 'NEW' }), makeOrder({ id: 42, status: 'NEW' }), makeOrder({ id: 43, status: 'NEW' })];

describe('bulk actions on NEW orders (decisions/reports-and-bulk.md)', () => {
  it('accepts the picked orders and lists the one another member of staff took first', async () => {
    const api = stubFetch({
      'GET orders/stats': () => ok({ NEW: 3, ACCEPTED: 0, INTRANSIT: 0, DELIVERED: 0, CANCELLED: 0, REJECTED: 0 }),
      'GET orders': (request: StubRequest) => ok(ordersPage(request.query.get('status') === 'NEW' ? newOrders : [])),
      'POST orders/bulk': () => ok({ succeeded: [41], failed: [{ id: 43, status: 409, message: 'Order #43 is already ACCEPTED' }] }),
    });
    const { user } = renderOrders();
    await user.click(await screen.findByRole('checkbox', { name: 'Select order #41' }, slow));
    await user.click(screen.getByRole('checkbox', { name: 'Select order #43' }));
    const bar = screen.getByRole('toolbar', { name: 'Selected orders' });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(api.callsTo('POST orders/bulk')).toHaveLength(1), slow);
    expect(api.callsTo('POST orders/bulk')[0].body).toEqual({ action: 'accept', ids: [41, 43] });
    const outcome = await screen.findByRole('alert', {}, slow);
    expect(outcome).toHaveTextContent('1 done');
    expect(outcome).toHaveTextContent('#43: Order #43 is already ACCEPTED');
    // The lists and counts are asked again.
    await waitFor(() => expect(api.callsTo('GET orders/stats').length).toBeGreaterThan(1), slow);
  });

  it('rejects with one reason after one confirmation naming how many', async () => {
    const api = stubFetch({
      'GET orders/stats': () => ok({ NEW: 3, ACCEPTED: 0, INTRANSIT: 0, DELIVERED: 0, CANCELLED: 0, REJECTED: 0 }),
      'GET orders': (request: StubRequest) => ok(ordersPage(request.query.get('status') === 'NEW' ? newOrders : [])),
      'POST orders/bulk': () => ok({ succeeded: [41, 42, 43], failed: [] }),
    });
    const { user } = renderOrders();
    await screen.findByRole('checkbox', { name: 'Select order #41' }, slow);
    await user.click(screen.getByRole('checkbox', { name: 'Select all loaded rows' }));
    await user.click(within(screen.getByRole('toolbar', { name: 'Selected orders' })).getByRole('button', { name: 'Reject' }));
    const { dialog, button } = await openDialog('Reject orders');
    expect(dialog).toHaveTextContent('Are you sure you want to reject 3 orders? This cannot be undone.');
    // hidden: in jsdom Tabster may leave the surface aria-hidden until focus settles (open-dialog.ts).
    await user.type(within(dialog).getByRole('textbox', { hidden: true }), 'Out of stock');
    await user.click(button('Reject'));
    await waitFor(() => expect(api.callsTo('POST orders/bulk')).toHaveLength(1), slow);
    expect(api.callsTo('POST orders/bulk')[0].body).toEqual({ action: 'reject', ids: [41, 42, 43], reason: 'Out of stock' });
    expect(await screen.findByText('3 done', {}, slow)).toBeInTheDocument();
  });

  it('offers no picking outside the NEW tab', async () => {
    stubFetch({
      'GET orders/stats': () => ok({ NEW: 0, ACCEPTED: 1, INTRANSIT: 0, DELIVERED: 0, CANCELLED: 0, REJECTED: 0 }),
      'GET orders': () => ok(ordersPage([makeOrder({ id: 51, status: 'ACCEPTED' })])),
    });
    renderOrders('/orders?status=ACCEPTED');
    expect(await screen.findByText('#51', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select order #51' })).toBeNull();
  });
});
