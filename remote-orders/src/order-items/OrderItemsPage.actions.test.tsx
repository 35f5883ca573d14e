import { i18n, setLanguage, type Permission } from '@dukkan/shared';
import { fail, ok, renderWithProviders, signedInState, stubFetch, testUser, type StubHandlers } from '@dukkan/shared/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Navigate } from 'react-router-dom';
import { ORDERS_NS } from '../i18n';
import type { Order, OrderStatus } from '../common/order-types';
import { makeDeliveryAddress, makeOrder } from '../test-utils/test-orders';
import { claimBy, deferred, FATIMA, findDialog, slow } from '../test-utils/test-orders-page';
import { customerHistoryText, OrderItemsPage } from './OrderItemsPage';

// issue 34: the order page as the workspace: the moves its status allows, Print, the customer's past orders, the
// Kuwaiti address with its PACI number, directions and pin, and an escalation beside the status.

const history = (orders: number, delivered = 0, cancelled = 0) => ({ orders, delivered, cancelled, firstOrderAt: null, lastOrderAt: null });

/** The API of the page: the order (as it moves), its notes, history and customer's past orders, unless told. */
function pageApi(order: Order, extra: StubHandlers = {}) {
  let current = order;
  return stubFetch({
    'GET orders/:id': () => ok(current),
    'GET orders/:id/notes': ok({ items: [] }),
    'GET orders/:id/events': ok({ items: [] }),
    'GET orders/:id/customer-history': ok(history(3, 2, 1)),
    'PATCH orders/:id/status': (req) => {
      current = { ...current, status: (req.body as { status: OrderStatus }).status };
      return ok(current);
    },
    ...extra,
  });
}

/** Arrives on the order page from the popup's link (the order in navigation state), as `user` when told. */
function renderPage(order: Order, preloadedState = signedInState()) {
  return renderWithProviders(<OrderItemsPage />, {
    route: '/from-popup',
    path: '/order-items/:id',
    preloadedState,
    otherRoutes: { '/orders': <p>Orders list</p>, '/from-popup': <Navigate to={`/order-items/${order.id}`} state={{ order }} /> },
  });
}

const actionGroup = (id: number) => screen.findByRole('group', { name: `Actions for order #${id}` }, slow);
const buttonNames = (group: HTMLElement) => within(group).getAllByRole('button').map((button) => button.textContent);
/** The header's fact named `term` (its <dt>), as its value reads. */
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('the order page as the workspace: its moves (issue 34)', () => {
  it.each<[OrderStatus, string[]]>([
    ['NEW', ['Accept', 'Reject', 'Print']],
    ['ACCEPTED', ['Ship Now', 'Print']],
    ['INTRANSIT', ['Mark Delivered', 'Cancel Order', 'Print']],
    ['DELIVERED', ['Print']],
    ['CANCELLED', ['Print']],
    ['REJECTED', ['Print']],
  ])('offers on a %s order exactly %j', async (status, names) => {
    const order = makeOrder({ status });
    pageApi(order);
    renderPage(order);
    expect(buttonNames(await actionGroup(order.id))).toEqual(names);
  });

  it('offers only Print to staff who may not act on orders', async () => {
    const order = makeOrder({ status: 'NEW' });
    pageApi(order);
    const readOnly: Permission[] = ['dashboard.read', 'orders.read'];
    renderPage(order, signedInState({ ...testUser, permissions: readOnly }));
    expect(buttonNames(await actionGroup(order.id))).toEqual(['Print']);
  });

  it('accepts: the status badge and the moves become those of ACCEPTED, from the answer, the focus on the first', async () => {
    const order = makeOrder({ status: 'NEW' });
    // The order asked for again after the move does not answer: what the page shows comes from the move's answer.
    const api = pageApi(order, { 'GET orders/:id': () => new Promise(() => {}) });
    const { user } = renderPage(order);
    const group = await actionGroup(order.id);
    expect(within(fact('Status') as HTMLElement).getByText('New')).toBeInTheDocument();

    await user.click(within(group).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Order accepted successfully', undefined, slow)).toBeInTheDocument();
    expect(api.callsTo('PATCH orders/:id/status').map((call) => call.body)).toEqual([{ status: 'ACCEPTED' }]);
    await waitFor(() => expect(buttonNames(group)).toEqual(['Ship Now', 'Print']), slow);
    expect(within(fact('Status') as HTMLElement).getByText('Accepted')).toBeInTheDocument();
    // The button pressed is gone: the keyboard goes on from the next move.
    await waitFor(() => expect(within(group).getByRole('button', { name: 'Ship Now' })).toHaveFocus(), slow);
  });

  it('rejects after asking why, with the reason', async () => {
    const order = makeOrder({ status: 'NEW' });
    const api = pageApi(order);
    const { user } = renderPage(order);
    await user.click(within(await actionGroup(order.id)).getByRole('button', { name: 'Reject' }));
    const dialog = await findDialog('alertdialog', 'Reject order');
    expect(within(dialog).getByText(`Are you sure you want to reject order #${order.id}? This cannot be undone.`)).toBeInTheDocument();
    expect(api.callsTo('PATCH orders/:id/status')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)', hidden: true }), 'Customer unreachable');
    await user.click(within(dialog).getByRole('button', { name: 'Reject', hidden: true }));
    expect(await screen.findByText('Order rejected successfully', undefined, slow)).toBeInTheDocument();
    expect(api.callsTo('PATCH orders/:id/status').map((call) => call.body)).toEqual([{ status: 'REJECTED', reason: 'Customer unreachable' }]);
    const group = screen.getByRole('group', { name: `Actions for order #${order.id}`, hidden: true });
    await waitFor(() => expect(buttonNames(group)).toEqual(['Print']), slow);
    await waitFor(() => expect(within(group).getByRole('button', { name: 'Print', hidden: true })).toHaveFocus(), slow);
  });

  it('asks first when a colleague holds the order, and moves it only after "Act anyway"', async () => {
    const order = makeOrder({ status: 'ACCEPTED', claim: claimBy(FATIMA) });
    const api = pageApi(order);
    const { user } = renderPage(order);
    await user.click(within(await actionGroup(order.id)).getByRole('button', { name: 'Ship Now' }));
    const dialog = await findDialog('alertdialog', 'Claimed order');
    expect(within(dialog).getByText(`Order #${order.id} is claimed by Fatima Al-Sabah. Act on it anyway?`)).toBeInTheDocument();
    expect(api.callsTo('PATCH orders/:id/status')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Act anyway', hidden: true }));
    expect(await screen.findByText('Order marked as shipped', undefined, slow)).toBeInTheDocument();
    expect(api.callsTo('PATCH orders/:id/status').map((call) => call.body)).toEqual([{ status: 'INTRANSIT' }]);
  });

  it('prints the order on its sheet', async () => {
    const order = makeOrder({ status: 'DELIVERED' });
    pageApi(order);
    const sheet = { document: document.implementation.createHTMLDocument(''), focus: jest.fn(), print: jest.fn(), setTimeout: (run: () => void) => run() };
    const open = jest.spyOn(window, 'open').mockReturnValue(sheet as unknown as Window);
    try {
      const { user } = renderPage(order);
      await user.click(within(await actionGroup(order.id)).getByRole('button', { name: 'Print' }));
      expect(open).toHaveBeenCalledWith('', '_blank');
      expect(sheet.document.title).toBe(`Order #${order.id}`);
      expect(sheet.print).toHaveBeenCalled();
    } finally {
      open.mockRestore();
    }
  });
});

describe("the order page's link to its delivery (decisions/dispatch.md)", () => {
  const dispatchReader: Permission[] = ['orders.read', 'dispatch.read'];
  const deliveryLink = async (id: number) => within(await actionGroup(id)).queryByRole('link', { name: 'Delivery' });

  it.each<OrderStatus>(['ACCEPTED', 'INTRANSIT', 'DELIVERED', 'CANCELLED'])('links a %s order to its delivery page for staff who read dispatch', async (status) => {
    const order = makeOrder({ status });
    pageApi(order);
    renderPage(order, signedInState({ ...testUser, permissions: dispatchReader }));
    expect(await deliveryLink(order.id)).toHaveAttribute('href', `/dispatch/orders/${order.id}`);
  });

  it.each<OrderStatus>(['NEW', 'REJECTED'])('offers none on a %s order: it was never handed over', async (status) => {
    const order = makeOrder({ status });
    pageApi(order);
    renderPage(order, signedInState({ ...testUser, permissions: dispatchReader }));
    expect(await deliveryLink(order.id)).toBeNull();
  });

  it('offers none to staff who do not read dispatch', async () => {
    const order = makeOrder({ status: 'DELIVERED' });
    pageApi(order);
    renderPage(order, signedInState({ ...testUser, permissions: ['dashboard.read', 'orders.read', 'orders.act'] }));
    expect(await deliveryLink(order.id)).toBeNull();
  });
});

describe("the order page: the customer's past orders (issue 34)", () => {
  it('says how many earlier orders the customer placed and how they ended', async () => {
    const order = makeOrder();
    pageApi(order);
    renderPage(order);
    expect(await screen.findByText('3 earlier orders · 2 delivered · 1 cancelled', undefined, slow)).toBeInTheDocument();
    expect(fact('Past orders')).toHaveTextContent('3 earlier orders · 2 delivered · 1 cancelled');
  });

  it("says 'First order' for a customer with none", async () => {
    const order = makeOrder();
    pageApi(order, { 'GET orders/:id/customer-history': ok(history(0)) });
    renderPage(order);
    expect(await screen.findByText('First order', undefined, slow)).toBeInTheDocument();
  });

  it('words each count in English and in Arabic, leaving out the ends that are none', () => {
    const en = i18n.getFixedT('en', ORDERS_NS);
    expect(customerHistoryText(history(1, 1), en)).toBe('1 earlier order · 1 delivered');
    expect(customerHistoryText(history(5, 0, 2), en)).toBe('5 earlier orders · 2 cancelled');
    const ar = i18n.getFixedT('ar', ORDERS_NS);
    expect(customerHistoryText(history(0), ar)).toBe('أول طلب');
    expect(customerHistoryText(history(1, 1), ar)).toBe('طلب سابق واحد · سُلِّم منها واحد');
    expect(customerHistoryText(history(2, 2), ar)).toBe('طلبان سابقان · سُلِّم منها اثنان');
    expect(customerHistoryText(history(3, 2, 1), ar)).toBe('3 طلبات سابقة · سُلِّم منها اثنان · أُلغي منها واحد');
    expect(customerHistoryText(history(11, 10), ar)).toBe('11 طلبًا سابقًا · سُلِّم منها 10');
    expect(customerHistoryText(history(100, 100), ar)).toBe('100 طلب سابق · سُلِّم منها 100');
  });

  it('goes without them while they load, and when they cannot be read, the rest of the page working', async () => {
    const answer = deferred<ReturnType<typeof fail>>();
    const order = makeOrder({ status: 'NEW' });
    pageApi(order, { 'GET orders/:id/customer-history': () => answer.promise });
    renderPage(order);
    expect(buttonNames(await actionGroup(order.id))).toEqual(['Accept', 'Reject', 'Print']);
    expect(screen.getByRole('table', { name: `Items of order #${order.id}` })).toBeInTheDocument();
    expect(screen.queryByText('Past orders')).toBeNull();

    answer.resolve(fail(500, 'Internal error'));
    await waitFor(() => expect(screen.getByText('Abdullah Al-Mutairi')).toBeInTheDocument());
    expect(screen.queryByText('Past orders')).toBeNull();
    // Said nowhere else either: no toast for a line the page can do without.
    expect(screen.queryByText('Internal error')).toBeNull();
  });
});

describe('the order page: the Kuwaiti address and an escalation (issue 34)', () => {
  it("shows the server's labelled line, the PACI number, the directions in their own direction and the pin's map link", async () => {
    const order = makeOrder({ deliveryAddress: makeDeliveryAddress() });
    pageApi(order);
    renderPage(order);
    const address = (await screen.findByText('Address', { selector: 'dt' }, slow)).nextElementSibling as HTMLElement;
    expect(within(address).getByText('Block 2, Street 5, Building 12, Floor 2, Apt 4, Salmiya, Hawalli')).toBeInTheDocument();
    expect(within(address).getByText('12345678')).toHaveAttribute('dir', 'ltr');
    expect(within(address).getByText('Behind the co-op, blue gate')).toHaveAttribute('dir', 'auto');
    const map = within(address).getByRole('link', { name: 'Open in Maps' });
    expect(map).toHaveAttribute('href', 'https://www.google.com/maps?q=29.3375,48.0758');
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    // What the popup shows besides: payment, quantity, amount.
    expect(fact('Payment Mode')).toHaveTextContent('KNET');
    expect(fact('Total Quantity')).toHaveTextContent('3');
    expect(fact('Order Amount')).toHaveTextContent('KWD 1.775');
  });

  it('shows the Arabic line, with the area\'s Arabic name, to an Arabic reader', async () => {
    const order = makeOrder({ deliveryAddress: makeDeliveryAddress() });
    pageApi(order);
    await act(() => setLanguage('ar'));
    try {
      renderPage(order);
      expect(await screen.findByText('قطعة 2، شارع 5، مبنى 12، الدور 2، شقة 4، السالمية، حولي', undefined, slow)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'فتح في الخرائط' })).toBeInTheDocument();
      expect(await screen.findByText('3 طلبات سابقة · سُلِّم منها اثنان · أُلغي منها واحد', undefined, slow)).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it("reads an order with no model by spec §2's rule, without PACI, directions or a map link", async () => {
    const order = makeOrder();
    pageApi(order);
    renderPage(order);
    const address = (await screen.findByText('Address', { selector: 'dt' }, slow)).nextElementSibling as HTMLElement;
    expect(address).toHaveTextContent(/^4, 2, 12, Street 10, Block 1, Salmiya, Hawalli$/);
    expect(within(address).queryByRole('link')).toBeNull();
  });

  it("says 'Escalated' beside the status of an escalated order while it waits", async () => {
    const escalated = makeOrder({ status: 'NEW', escalatedAt: '2025-03-05T11:22:00.000Z' });
    pageApi(escalated);
    const { unmount } = renderPage(escalated);
    await actionGroup(escalated.id);
    const badge = within(fact('Status') as HTMLElement).getByText('Escalated');
    expect(badge.closest('[title]')).toHaveAttribute('title', 'Escalated 05 Mar 2025, 2:22 pm');
    unmount();

    const calm = makeOrder({ status: 'NEW' });
    pageApi(calm);
    const second = renderPage(calm);
    await actionGroup(calm.id);
    expect(screen.queryByText('Escalated')).toBeNull();
    second.unmount();

    // Answered since: the escalation is history (as on the list and the desk's banner).
    const answered = makeOrder({ status: 'ACCEPTED', escalatedAt: '2025-03-05T11:22:00.000Z' });
    pageApi(answered);
    renderPage(answered);
    await actionGroup(answered.id);
    expect(screen.queryByText('Escalated')).toBeNull();
  });
});
