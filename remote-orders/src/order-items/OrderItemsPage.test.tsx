import { setLanguage } from '@dukkan/shared';
import { fail, networkError, ok, renderWithProviders, signedInState, stubFetch, type StubReply } from '@dukkan/shared/test-utils';
import { act, screen, within } from '@testing-library/react';
import { Navigate } from 'react-router-dom';
import { eventsAnswer, makeOrder, makeOrderEvent, placedEvent } from '../test-utils/test-orders';
import { OrderItemsPage, orderPageTone } from './OrderItemsPage';

/** Opens `route`; with `state`, arrives there the way the popup's link does (navigation state). */
function renderPage(route: string, state?: unknown) {
  return renderWithProviders(<OrderItemsPage />, {
    route: state === undefined ? route : '/from-popup',
    path: '/order-items/:id',
    preloadedState: signedInState(),
    otherRoutes: { '/orders': <p>Orders list</p>, '/from-popup': <Navigate to={route} state={state} /> },
  });
}

async function itemRows() {
  const table = await screen.findByRole('table', { name: /^Items of order/ });
  return within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('the order page (spec §2 /order-items/{id})', () => {
  it('shows the order passed in navigation state without asking the API', async () => {
    const api = stubFetch({});
    const order = makeOrder({ id: 42, status: 'ACCEPTED', shop: { id: 7, name: 'Jahra Dates House', name_ar: 'بيت تمور الجهراء' } });
    renderPage('/order-items/42', { order });
    expect(await screen.findByRole('heading', { name: 'Order #42' })).toBeInTheDocument();
    expect(screen.getByText('Abdullah Al-Mutairi')).toBeInTheDocument();
    // Whom to call about it (issue 34).
    expect(screen.getByText('Jahra Dates House')).toBeInTheDocument();
    expect(screen.getByText('Accepted')).toBeInTheDocument();
    expect(screen.getByText(/^05 Mar 2025, /)).toBeInTheDocument();
    expect(await itemRows()).toEqual([
      ['S No.', 'Product', 'Category', 'Quantity', 'Price', 'Total'],
      ['1', 'fresh milk (1 l)', 'Dairy', '2', 'KWD 0.450', 'KWD 0.900'],
      ['2', 'Labneh (400 g)', 'Dairy', '1', 'KWD 0.875', 'KWD 0.875'],
    ]);
    // The order is not asked for; what the workspace adds to it is: its customer's past orders, its internal notes
    // (decisions/order-workspace.md), its history, open (issue 34), its money (decisions/money-ledger.md) and its
    // complaints, open and resolved (decisions/complaints.md).
    expect(api.calls.map((call) => `${call.method} ${call.path}`).sort()).toEqual([
      'GET complaints',
      'GET complaints',
      'GET orders/42/customer-history',
      'GET orders/42/events',
      'GET orders/42/ledger',
      'GET orders/42/notes',
    ]);
  });

  it('shows the delivery slot among the details, in Kuwait time and the reader\'s language (decisions/delivery-slots.md)', async () => {
    stubFetch({});
    const order = makeOrder({ id: 46, slot: { startsAt: '2026-11-27T15:00:00.000Z', endsAt: '2026-11-27T16:00:00.000Z' }, prepareAt: '2026-11-27T14:00:00.000Z' });
    renderPage('/order-items/46', { order });
    const term = await screen.findByText('Delivery slot', { selector: 'dt' });
    expect(term.nextElementSibling).toHaveTextContent(/^Fri 27 Nov, 18:00–19:00$/);
    await act(() => setLanguage('ar'));
    try {
      expect((await screen.findByText('موعد التوصيل', { selector: 'dt' })).nextElementSibling).toHaveTextContent('الجمعة \u206727 نوفمبر\u2069، 18:00–19:00');
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it("names each line's category in Arabic for an Arabic reader", async () => {
    stubFetch({});
    await act(() => setLanguage('ar'));
    try {
      renderPage('/order-items/44', { order: makeOrder({ id: 44 }) });
      const table = await screen.findByRole('table');
      expect(within(table).getAllByText('ألبان')).toHaveLength(2);
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it("dials the customer's phone, with WhatsApp beside it", async () => {
    stubFetch({});
    renderPage('/order-items/45', { order: makeOrder({ id: 45 }) });
    expect(await screen.findByRole('link', { name: 'Call +96599887766' })).toHaveAttribute('href', 'tel:+96599887766');
    expect(screen.getByRole('link', { name: 'WhatsApp +96599887766' })).toHaveAttribute('href', 'https://wa.me/96599887766');
  });

  it('loads orders/{id} after a reload (no state)', async () => {
    const api = stubFetch({ 'GET orders/:id': (req) => ok(makeOrder({ id: Number(req.params.id), status: 'DELIVERED' })) });
    renderPage('/order-items/43');
    expect(await screen.findByRole('heading', { name: 'Order #43' })).toBeInTheDocument();
    expect(screen.getByText('Delivered')).toBeInTheDocument();
    // Placed at 11:07 UTC: the page says Kuwait's time, as the history does, wherever the browser is.
    expect(screen.getByText('05 Mar 2025, 2:07 pm')).toBeInTheDocument();
    expect((await itemRows())[1]).toEqual(['1', 'fresh milk (1 l)', 'Dairy', '2', 'KWD 0.450', 'KWD 0.900']);
    expect(api.callsTo('GET orders/:id')).toHaveLength(1);
  });

  it.each<[string, () => StubReply]>([
    ['the order does not exist', () => fail(404, 'Order #44 was not found')],
    ['no answer comes', () => networkError()],
  ])("says 'No order data found.' when %s", async (_case, answer) => {
    stubFetch({ 'GET orders/:id': answer });
    const { user, router } = renderPage('/order-items/44');
    expect(await screen.findByText('No order data found.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Orders' }));
    expect(router.state.location.pathname).toBe('/orders');
  });

  it("says 'No order data found.' for an id that is not one, without asking", async () => {
    const api = stubFetch({});
    renderPage('/order-items/abc');
    expect(await screen.findByText('No order data found.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the history open (issue 34), still foldable', async () => {
    const api = stubFetch({
      'GET orders/:id/events': ok(eventsAnswer([placedEvent(), makeOrderEvent({ to: 'ACCEPTED', at: '2025-03-05T11:30:00.000Z' })])),
    });
    const order = makeOrder({ id: 45, status: 'ACCEPTED' });
    const { user } = renderPage('/order-items/45', { order });
    const header = await screen.findByRole('button', { name: 'History' });
    expect(header).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'History' })).toContainElement(header);
    const steps = within(await screen.findByRole('list', { name: 'History of order #45' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^NewAbdullah Al-MutairiCustomer.+ · 05 Mar 2025, 2:07 pm$/),
      expect.stringMatching(/^AcceptedFatima Al-Sabah.+ · 05 Mar 2025, 2:30 pm$/),
    ]);
    expect(api.callsTo('GET orders/:id/events')).toHaveLength(1);

    await user.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'History of order #45' })).not.toBeInTheDocument();
  });

  it('colours the status badge: PENDING yellow, COMPLETED green, others red', () => {
    expect(orderPageTone('PENDING')).toBe('warning');
    expect(orderPageTone('completed')).toBe('success');
    for (const status of ['NEW', 'ACCEPTED', 'DELIVERED', 'CANCELLED', undefined]) expect(orderPageTone(status)).toBe('danger');
  });
});
