import { baseApi, orderEventTags, setLanguage } from '@dukkan/shared';
import { fail, ok, renderWithProviders, signedInState, stubFetch } from '@dukkan/shared/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import '../i18n';
import { courier, delivery, dispatchOrder, FAHAD, orderDeliveries } from '../test-utils/dispatch-fixtures';
import { OrderDeliveryPage } from './OrderDeliveryPage';

// decisions/dispatch.md: /dispatch/orders/:id, an order's deliveries for staff, with the network stubbed.

const PHOTO_URL = 'http://localhost:4000/uploads/door-43.webp';

/** Order #43: Ahmad could not reach the customer, then Fahad delivered it with a photo (Kuwait is UTC+3). */
const DELIVERED = dispatchOrder(43, { orderStatus: 'DELIVERED', state: 'assigned', acceptedAt: '2026-03-05T09:00:00.000Z', suggestedDriver: null });
const FAILED_FIRST = delivery(701, 43, {
  state: 'failed',
  assignedAt: '2026-03-05T09:05:00.000Z',
  pickedUpAt: '2026-03-05T09:20:00.000Z',
  endedAt: '2026-03-05T09:50:00.000Z',
  failReasonCode: 'customerUnreachable',
  failNote: 'No answer at the door',
});
const DELIVERED_THEN = delivery(702, 43, {
  state: 'delivered',
  driver: { id: FAHAD.id, name: FAHAD.name, phone: '+96551112222' },
  assignedAt: '2026-03-05T10:00:00.000Z',
  assignedBy: { id: 3, name: 'Huda' },
  pickedUpAt: '2026-03-05T10:10:00.000Z',
  endedAt: '2026-03-05T10:30:00.000Z',
  proof: 'photo',
  proofImage: PHOTO_URL,
  cashCollected: 3.25,
});

const renderPage = (route: string) =>
  renderWithProviders(<OrderDeliveryPage />, { route, path: '/dispatch/orders/:id', otherRoutes: { '/dispatch': <p>The board</p> }, preloadedState: signedInState() });

const attempt = (name: string) => within(screen.getByRole('list', { name: 'Delivery attempts, newest first' })).getByRole('listitem', { name });
/** The value of a fact (its <dt>) inside `container`. */
const fact = (container: HTMLElement, term: string) => within(container).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

afterEach(async () => {
  await setLanguage('en');
});

describe("an order's delivery page (decisions/dispatch.md)", () => {
  it('shows the order, then each attempt newest first: a delivery proven by a photo that opens full size, a failure with its reason', async () => {
    const api = stubFetch({ 'GET orders/:id/delivery': ok(orderDeliveries(DELIVERED, [DELIVERED_THEN, FAILED_FIRST])) });
    renderPage('/dispatch/orders/43');
    expect(await screen.findByRole('heading', { name: 'Delivery of order #43' })).toBeInTheDocument();
    const order = await screen.findByRole('region', { name: 'The order' });
    expect(api.callsTo('GET orders/:id/delivery')[0].path).toBe('orders/43/delivery');

    expect(fact(order, 'Shop')).toHaveTextContent('Jabriya Fresh');
    expect(fact(order, 'Deliver to')).toHaveTextContent('Salmiya, block 4, street 10, house 7');
    expect(fact(order, 'Customer')).toHaveTextContent('Mona Al-Ali');
    expect(fact(order, 'Payment')).toHaveTextContent('Cash');
    expect(fact(order, 'Cash to collect')).toHaveTextContent('KWD 3.250');
    expect(fact(order, 'Status')).toHaveTextContent('Delivered');
    expect(fact(order, 'Accepted')).toHaveTextContent('05 Mar 2026, 12:00 pm');

    const list = screen.getByRole('list', { name: 'Delivery attempts, newest first' });
    expect(within(list).getAllByRole('listitem').map((item) => within(item).getByRole('heading').textContent)).toEqual(['Attempt 2', 'Attempt 1']);

    const second = attempt('Attempt 2');
    expect(second).toHaveTextContent('Delivered');
    expect(fact(second, 'Our driver')).toHaveTextContent('Fahad');
    expect(within(second).getByRole('link', { name: 'Call +96551112222' })).toHaveAttribute('href', 'tel:+96551112222');
    expect(fact(second, 'Assigned')).toHaveTextContent('05 Mar 2026, 1:00 pm by Huda');
    expect(fact(second, 'Picked up')).toHaveTextContent('05 Mar 2026, 1:10 pm');
    expect(fact(second, 'Delivered')).toHaveTextContent('05 Mar 2026, 1:30 pm');
    expect(fact(second, 'Proof')).toHaveTextContent('A photo');
    expect(within(second).getByRole('img', { name: 'Photo of the delivery of order #43' })).toHaveAttribute('src', PHOTO_URL);
    const full = within(second).getByRole('link', { name: 'Open the photo full size' });
    expect(full).toHaveAttribute('href', PHOTO_URL);
    expect(full).toHaveAttribute('target', '_blank');
    expect(full.getAttribute('rel')).toContain('noopener');
    expect(fact(second, 'Cash collected')).toHaveTextContent('KWD 3.250');

    const first = attempt('Attempt 1');
    expect(first).toHaveTextContent('Failed');
    expect(fact(first, 'Our driver')).toHaveTextContent('Ahmad');
    expect(fact(first, 'Assigned')).toHaveTextContent('05 Mar 2026, 12:05 pm by Staff Member');
    expect(fact(first, 'Failed')).toHaveTextContent('05 Mar 2026, 12:50 pm');
    expect(fact(first, 'Why')).toHaveTextContent("Couldn't reach the customer — No answer at the door");
    expect(within(first).queryByRole('img')).toBeNull();
  });

  it("shows a courier's attempt: the company and reference, the tracking link in a new tab, their driver and what it costs", async () => {
    const handed = delivery(703, 44, {
      state: 'delivered',
      driver: null,
      courier: courier(),
      pickedUpAt: '2026-03-05T10:10:00.000Z',
      endedAt: '2026-03-05T11:00:00.000Z',
      proof: 'courier',
    });
    stubFetch({ 'GET orders/:id/delivery': ok(orderDeliveries(dispatchOrder(44, { orderStatus: 'DELIVERED', paymentMethod: 'KNET', cashToCollect: 0 }), [handed])) });
    renderPage('/dispatch/orders/44');
    const only = await screen.findByRole('listitem', { name: 'Attempt 1' });
    expect(fact(only, 'Courier')).toHaveTextContent('Aramex · ref. AX-1');
    expect(fact(only, 'Courier')).toHaveTextContent('Costs KWD 1.500');
    const track = within(only).getByRole('link', { name: 'Track the courier' });
    expect(track).toHaveAttribute('href', 'https://track.example/AX-1');
    expect(track).toHaveAttribute('target', '_blank');
    expect(track.getAttribute('rel')).toContain('noopener');
    expect(fact(only, "Courier's driver")).toHaveTextContent('Yousef');
    expect(within(only).getByRole('link', { name: 'Call +96566554433' })).toHaveAttribute('href', 'tel:+96566554433');
    expect(fact(only, 'Proof')).toHaveTextContent("The courier's word");
    expect(within(only).queryByText('Cash collected')).toBeNull();
    const order = screen.getByRole('region', { name: 'The order' });
    expect(fact(order, 'Payment')).toHaveTextContent('KNET');
    expect(fact(order, 'Cash to collect')).toHaveTextContent('Paid');
  });

  it('says an order never handed over was not, beside the order', async () => {
    stubFetch({ 'GET orders/:id/delivery': ok(orderDeliveries(dispatchOrder(41), [])) });
    renderPage('/dispatch/orders/41');
    expect(await screen.findByRole('status')).toHaveTextContent('Not handed over yet');
    expect(fact(screen.getByRole('region', { name: 'The order' }), 'Status')).toHaveTextContent('Accepted');
    expect(screen.queryByRole('list', { name: 'Delivery attempts, newest first' })).toBeNull();
  });

  it('says an unknown order (or another shop’s: the API’s 404) is not found, with the way back to the board', async () => {
    stubFetch({ 'GET orders/:id/delivery': fail(404, 'Order not found') });
    const { user, router } = renderPage('/dispatch/orders/999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
    await user.click(screen.getByRole('link', { name: 'Back to the board' }));
    expect(await screen.findByText('The board')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dispatch');
  });

  it('does not ask for an id that is not one', async () => {
    const api = stubFetch({});
    renderPage('/dispatch/orders/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
    expect(api.calls).toHaveLength(0);
  });

  it('reads itself again when the order stream hears of the order', async () => {
    const answers = [orderDeliveries(dispatchOrder(41), []), orderDeliveries(dispatchOrder(41, { state: 'assigned' }), [delivery(704, 41)])];
    const api = stubFetch({ 'GET orders/:id/delivery': () => ok(answers.shift() ?? answers[0]) });
    const { store } = renderPage('/dispatch/orders/41');
    expect(await screen.findByText('Not handed over yet')).toBeInTheDocument();
    act(() => {
      store.dispatch(baseApi.util.invalidateTags(orderEventTags([{ id: 901, orderId: 41, from: 'ACCEPTED', to: 'ACCEPTED', at: new Date().toISOString() }])));
    });
    expect(await screen.findByRole('listitem', { name: 'Attempt 1' })).toHaveTextContent('Assigned');
    await waitFor(() => expect(api.callsTo('GET orders/:id/delivery')).toHaveLength(2));
  });

  it('reads in Arabic, right to left, the amounts and phones left to right', async () => {
    await setLanguage('ar');
    stubFetch({ 'GET orders/:id/delivery': ok(orderDeliveries(DELIVERED, [DELIVERED_THEN, FAILED_FIRST])) });
    renderPage('/dispatch/orders/43');
    expect(await screen.findByRole('heading', { name: 'توصيل الطلب #43' })).toBeInTheDocument();
    const second = await screen.findByRole('listitem', { name: 'المحاولة 2' });
    expect(within(second).getByText('KWD 3.250').closest('bdi')).toHaveAttribute('dir', 'ltr');
    expect(within(second).getByText('+96551112222').closest('bdi')).toHaveAttribute('dir', 'ltr');
    expect(within(screen.getByRole('listitem', { name: 'المحاولة 1' })).getByText(/تعذّر الوصول إلى العميل/)).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
