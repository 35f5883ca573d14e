import { setLanguage } from '@dukkan/shared';
import { fail, networkError, ok, renderWithProviders, signedInState, stubFetch, type StubReply } from '@dukkan/shared/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import '../i18n';
import type { OrderEvent } from './order-types';
import { ordersApi } from './orders-api';
import { OrderTimeline } from './OrderTimeline';
import { eventsAnswer, makeOrder, makeOrderEvent, placedEvent } from '../test-utils/test-orders';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function renderTimeline(orderId = 7) {
  return renderWithProviders(<OrderTimeline orderId={orderId} />, { preloadedState: signedInState() });
}

/** Each step's text, in order. */
async function steps(name: string | RegExp = 'History of order #7') {
  const list = await screen.findByRole('list', { name });
  expect(list.tagName).toBe('OL');
  return within(list).getAllByRole('listitem');
}

const timeOf = (step: HTMLElement) => step.querySelector('time');

// Back to English while the screen is still mounted: the switch re-renders it.
afterEach(() => act(() => setLanguage('en')));

describe('the order timeline (decisions/ordering.md)', () => {
  const history: OrderEvent[] = [
    placedEvent(),
    makeOrderEvent({ from: 'NEW', to: 'ACCEPTED', at: '2025-03-05T11:30:00.000Z' }),
    makeOrderEvent({ from: 'ACCEPTED', to: 'INTRANSIT', at: '2025-03-05T12:05:00.000Z' }),
    makeOrderEvent({ from: 'INTRANSIT', to: 'CANCELLED', reason: 'Address unreachable', at: minutesAgo(5) }),
  ];

  it('lists the steps oldest first: status, who, the reason, and when (relative and in Kuwait time)', async () => {
    const api = stubFetch({ 'GET orders/:id/events': ok(eventsAnswer(history)) });
    renderTimeline();
    const items = await steps();
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent(/^NewAbdullah Al-MutairiCustomer.+ · 05 Mar 2025, 2:07 pm$/);
    expect(items[1]).toHaveTextContent(/^AcceptedFatima Al-Sabah.+ · 05 Mar 2025, 2:30 pm$/);
    expect(items[2]).toHaveTextContent(/^In TransitFatima Al-Sabah.+ · 05 Mar 2025, 3:05 pm$/);
    expect(items[3]).toHaveTextContent(/^CancelledFatima Al-Sabah5 min\. ago · \d{2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m/);
    expect(items[3]).toHaveTextContent(/Reason: Address unreachable$/);
    expect(timeOf(items[0])).toHaveAttribute('datetime', '2025-03-05T11:07:00.000Z');
    expect(items[0]).not.toHaveTextContent('Reason');
    expect(api.callsTo('GET orders/:id/events')[0].path).toBe('orders/7/events');
  });

  it("shows a one-click reason in the reader's language, and words typed (old ones too) as typed", async () => {
    const reasons = [
      // Stored as its code: the API sends its English words beside it for readers without codes.
      makeOrderEvent({ to: 'REJECTED', reasonCode: 'outOfStock', reason: 'Out of stock' }),
      makeOrderEvent({ to: 'CANCELLED', reasonCode: 'aCodeOfTomorrow', reason: 'A reason of tomorrow' }),
      makeOrderEvent({ to: 'CANCELLED', reason: 'Customer moved to Jahra' }),
    ];
    stubFetch({ 'GET orders/:id/events': ok(eventsAnswer(reasons)) });
    await act(() => setLanguage('ar'));
    renderTimeline();
    const items = await steps('سجل الطلب رقم 7');
    expect(items[0]).toHaveTextContent(/السبب: نفدت الكمية$/);
    expect(items[1]).toHaveTextContent(/السبب: A reason of tomorrow$/);
    expect(items[2]).toHaveTextContent(/السبب: Customer moved to Jahra$/);
  });

  it('shows Kuwait time whatever zone the process runs in', async () => {
    // jest.config.cjs runs the suite in Los Angeles, where this moment is 03:07 am.
    expect(new Date('2025-03-05T11:07:00.000Z').getHours()).toBe(3);
    stubFetch({ 'GET orders/:id/events': ok(eventsAnswer([placedEvent('2025-03-05T11:07:00.000Z')])) });
    renderTimeline();
    const [placed] = await steps();
    expect(timeOf(placed)).toHaveTextContent('05 Mar 2025, 2:07 pm');
  });

  it("says 'Customer' and 'System' beside the name, and a system step named 'System' once", async () => {
    stubFetch({
      'GET orders/:id/events': ok(
        eventsAnswer([
          placedEvent(),
          makeOrderEvent({ to: 'CANCELLED', actor: { kind: 'system', id: null, name: 'Auto-cancel' }, reason: 'Not accepted in time' }),
          makeOrderEvent({ to: 'CANCELLED', actor: { kind: 'system', id: null, name: 'system' } }),
        ]),
      ),
    });
    renderTimeline();
    const items = await steps();
    expect(within(items[0]).getByText('Customer')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent(/^CancelledAuto-cancelSystem/);
    expect(items[2]).toHaveTextContent(/^CancelledSystem/);
    expect(within(items[2]).getAllByText(/system/i)).toHaveLength(1);
  });

  it('reads in Arabic, right to left: status, Customer, reason and relative time in Arabic, digits as the panel writes them', async () => {
    await setLanguage('ar');
    stubFetch({ 'GET orders/:id/events': ok(eventsAnswer(history)) });
    renderTimeline();
    const items = await steps('سجل الطلب رقم 7');
    expect(items[0].closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(items[0]).toHaveTextContent(/^جديدAbdullah Al-Mutairiالعميل.+ · \u206705 مارس 2025، 2:07 م\u2069$/);
    expect(items[3]).toHaveTextContent(/^ملغىFatima Al-Sabahقبل 5 دقائق · /);
    expect(items[3]).toHaveTextContent(/السبب: Address unreachable$/);
  });

  it("says 'No history yet' for an order without steps (orders older than the timeline)", async () => {
    stubFetch({ 'GET orders/:id/events': ok(eventsAnswer([])) });
    renderTimeline();
    expect(await screen.findByText('No history yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows a spinner while the steps load', async () => {
    let answer!: (reply: StubReply) => void;
    stubFetch({ 'GET orders/:id/events': () => new Promise<StubReply>((resolve) => (answer = resolve)) });
    renderTimeline();
    expect(await screen.findByText('Loading history...')).toBeInTheDocument();
    answer(ok(eventsAnswer([placedEvent()])));
    expect(await steps()).toHaveLength(1);
    expect(screen.queryByText('Loading history...')).toBeNull();
  });

  it.each<[string, () => StubReply, string]>([
    ['the server says why', () => fail(503, 'Database is down'), 'Database is down'],
    ['the server gives no message', () => fail(500, ''), 'Failed to load the history'],
    ['no answer comes', () => networkError(), 'Error loading the history'],
  ])('says so in place, not as a toast, when %s; Retry loads again', async (_case, failure, message) => {
    let calls = 0;
    const api = stubFetch({ 'GET orders/:id/events': () => (++calls === 1 ? failure() : ok(eventsAnswer([placedEvent()]))) });
    const { user } = renderTimeline();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(screen.getAllByText(message)).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await steps()).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.callsTo('GET orders/:id/events')).toHaveLength(2);
  });

  it('loads the steps again after a status change of the order, and not after one of another order', async () => {
    const order = makeOrder({ id: 7 });
    const steps7: OrderEvent[] = [placedEvent()];
    const api = stubFetch({
      'GET orders/:id/events': (req) => ok(eventsAnswer(req.params.id === '7' ? steps7 : [])),
      'PATCH orders/:id/status': (req) => {
        const { status, reason } = req.body as { status: 'REJECTED'; reason?: string };
        if (req.params.id === '7') steps7.push(makeOrderEvent({ to: status, reason: reason ?? null, at: minutesAgo(0) }));
        return ok({ ...order, id: Number(req.params.id), status });
      },
    });
    const { store } = renderTimeline(7);
    expect(await steps()).toHaveLength(1);

    await store.dispatch(ordersApi.endpoints.updateOrderStatus.initiate({ id: 8, status: 'REJECTED' }));
    await store.dispatch(ordersApi.endpoints.updateOrderStatus.initiate({ id: 7, status: 'REJECTED', reason: 'Out of stock' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent(/^RejectedFatima Al-Sabahnow · .+Reason: Out of stock$/);
    expect(api.callsTo('GET orders/:id/events').map((call) => call.path)).toEqual(['orders/7/events', 'orders/7/events']);
  });
});
