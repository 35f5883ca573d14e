import { fail, ok, renderWithProviders, signedInState, stubFetch, testUser } from '@dukkan/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { MessagesPage } from './MessagesPage';
import { message, messagesServer } from '../test-utils/test-messages';

// decisions/customer-messages.md: /messages, with the network stubbed. Kuwait is UTC+3.

const FAILED = message(3, {
  kind: 'on_the_way',
  orderId: 43,
  customer: null,
  to: '',
  text: '',
  language: 'ar',
  provider: 'sms',
  status: 'failed',
  attempts: 5,
  lastError: 'Provider answered 503 Service Unavailable',
  sentAt: null,
  failedAt: '2026-03-05T10:00:00.000Z',
});
const WAITING = message(2, {
  kind: 'delivered',
  status: 'queued',
  attempts: 2,
  lastError: 'Timed out',
  nextAttemptAt: '2026-03-05T09:10:00.000Z',
  sentAt: null,
});
const SENT = message(1, { text: 'Hello Mona, your order #41 is accepted.' });
const COUNTS = { queued: 1, sent: 1, failed: 1 };

const renderMessages = (route = '/messages', user = testUser) =>
  renderWithProviders(<MessagesPage />, {
    route,
    path: '/messages',
    otherRoutes: { '/messages/templates': <p>The templates</p> },
    preloadedState: signedInState(user),
  });

const table = () => screen.getByRole('table', { name: 'Messages' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
const tab = (name: RegExp) => screen.getByRole('tab', { name });

describe('the messages to customers (decisions/customer-messages.md)', () => {
  it('lists each message with what, when, order, customer, where, status and why it failed; the text on demand', async () => {
    const api = stubFetch({ 'GET messages': messagesServer([FAILED, WAITING, SENT]), 'GET messages/counts': ok(COUNTS) });
    const { user } = renderMessages();

    expect(screen.getByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'S.No', 'Message', 'Status', 'When', 'Order', 'Customer', 'To', 'Language', 'Provider', 'Attempts', 'Last error', 'Text', 'Actions',
    ]);
    expect(cellTexts(bodyRows()[0]).slice(0, 12)).toEqual([
      '1', 'On the way', 'Failed', '05 Mar 2026, 12:00 pm', '#43', 'Erased customer', 'N/A', 'Arabic', 'SMS', '5', 'Provider answered 503 Service Unavailable', 'Erased with the customer',
    ]);
    expect(cellTexts(bodyRows()[1]).slice(0, 11)).toEqual([
      '2', 'Delivered', 'Waiting', '05 Mar 2026, 12:00 pm', '#42', 'Mona Al-Ali', '+96550001234', 'English', 'WhatsApp', '2', 'Timed outNext try 05 Mar 2026, 12:10 pm',
    ]);
    expect(cellTexts(bodyRows()[2]).slice(1, 3)).toEqual(['Order accepted', 'Sent']);
    expect(cellTexts(bodyRows()[2])[10]).toBe('None');
    expect(within(bodyRows()[0]).getByRole('link', { name: 'Order #43' })).toHaveAttribute('href', '/order-items/43');
    expect(within(bodyRows()[1]).getByRole('link', { name: 'Mona Al-Ali' })).toHaveAttribute('href', '/customers/7');
    expect(api.callsTo('GET messages')[0].query.get('limit')).toBe('20');

    // The text is folded until asked for, in the message's direction.
    expect(screen.queryByText('Hello Mona, your order #41 is accepted.')).not.toBeInTheDocument();
    await user.click(within(bodyRows()[2]).getByRole('button', { name: 'Show text' }));
    expect(screen.getByText('Hello Mona, your order #41 is accepted.')).toHaveAttribute('dir', 'ltr');
    expect(within(bodyRows()[2]).getByRole('button', { name: 'Hide text' })).toHaveAttribute('aria-expanded', 'true');

    // Only a failed one can be sent again.
    expect(screen.getAllByRole('button', { name: /^Send message \d+ again$/ })).toHaveLength(1);
    expect(screen.getByText('No more messages to load')).toBeInTheDocument();
  });

  it('shows the counts on the status tabs and sends the tab and the kind, both kept in the address', async () => {
    const api = stubFetch({ 'GET messages': messagesServer([FAILED, WAITING, SENT]), 'GET messages/counts': ok(COUNTS) });
    const { user, router } = renderMessages();
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    await waitFor(() => expect(tab(/^All/)).toHaveTextContent('All3'));
    expect(tab(/^Waiting/)).toHaveTextContent('Waiting1');
    expect(tab(/^Failed/)).toHaveTextContent('Failed1');

    await user.click(tab(/^Failed/));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('failed');
    expect(api.callsTo('GET messages').at(-1)?.query.get('status')).toBe('failed');

    await user.click(tab(/^All/));
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Message' }), 'Delivered');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(new URLSearchParams(router.state.location.search).get('kind')).toBe('delivered');
    expect(api.callsTo('GET messages').at(-1)?.query.get('kind')).toBe('delivered');
    expect(api.callsTo('GET messages').at(-1)?.query.has('status')).toBe(false);
  });

  it("takes an order's or a customer's filter from the address, as a chip that removes it", async () => {
    const api = stubFetch({ 'GET messages': messagesServer([FAILED, WAITING, SENT]), 'GET messages/counts': ok(COUNTS) });
    const { user, router } = renderMessages('/messages?customerId=7&orderId=42');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    const sent = api.callsTo('GET messages')[0].query;
    expect([sent.get('customerId'), sent.get('orderId')]).toEqual(['7', '42']);

    await user.click(screen.getByRole('button', { name: 'Remove the filter Order #42' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(router.state.location.search).toBe('?customerId=7');
    expect(screen.getByRole('button', { name: 'Remove the filter Customer #7' })).toBeInTheDocument();
  });

  it('loads the next page from the cursor, then says there are no more', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => message(25 - i));
    const api = stubFetch({ 'GET messages': messagesServer(rows), 'GET messages/counts': ok({ queued: 0, sent: 25, failed: 0 }) });
    const { user } = renderMessages();
    await waitFor(() => expect(bodyRows()).toHaveLength(20));

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    expect(api.callsTo('GET messages')[1].query.get('after')).toBe('cursor-6');
    expect(screen.getByText('No more messages to load')).toBeInTheDocument();
  });

  it("sends a failed message again: 'Message queued again', the row waits and the counts are asked again", async () => {
    // The server queues the message again: the lists asked after the retry have it waiting.
    let rows = [FAILED, SENT];
    const queued = { ...FAILED, status: 'queued' as const, nextAttemptAt: null, failedAt: null };
    const api = stubFetch({
      'GET messages': (request) => messagesServer(rows)(request),
      'GET messages/counts': ok(COUNTS),
      'POST messages/:id/retry': () => {
        rows = [queued, SENT];
        return ok(queued);
      },
    });
    const { user } = renderMessages();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Send message 3 again' }));
    expect(await screen.findByText('Message queued again')).toBeInTheDocument();
    expect(api.callsTo('POST messages/:id/retry')[0].path).toBe('messages/3/retry');
    await waitFor(() => expect(within(bodyRows()[0]).getByText('Waiting')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Send message 3 again' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET messages/counts')).toHaveLength(2));
  });

  it("says the server's 409 when the message is no longer failed", async () => {
    stubFetch({
      'GET messages': messagesServer([FAILED]),
      'GET messages/counts': ok(COUNTS),
      'POST messages/:id/retry': fail(409, 'Only a failed message can be sent again', { code: 'MESSAGE_NOT_FAILED' }),
    });
    const { user } = renderMessages();
    await user.click(await screen.findByRole('button', { name: 'Send message 3 again' }));
    expect(await screen.findByText('Only a failed message can be sent again')).toBeInTheDocument();
    expect(within(bodyRows()[0]).getByText('Failed')).toBeInTheDocument();
  });

  it('offers neither Send again without messages.act nor Templates without messages.manage', async () => {
    stubFetch({ 'GET messages': messagesServer([FAILED]), 'GET messages/counts': ok(COUNTS) });
    renderMessages('/messages', { ...testUser, role: 'catalogue', permissions: ['messages.read'] });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Send message 3 again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Templates' })).not.toBeInTheDocument();
  });

  it('opens the templates for an owner', async () => {
    stubFetch({ 'GET messages': messagesServer([]), 'GET messages/counts': ok({ queued: 0, sent: 0, failed: 0 }) });
    const { user, router } = renderMessages();
    await user.click(screen.getByRole('button', { name: 'Templates' }));
    expect(router.state.location.pathname).toBe('/messages/templates');
  });

  it('says when there are no messages at all, and when none match', async () => {
    stubFetch({ 'GET messages': messagesServer([]), 'GET messages/counts': ok({ queued: 0, sent: 0, failed: 0 }) });
    const { unmount } = renderMessages();
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    unmount();

    stubFetch({ 'GET messages': messagesServer([SENT]), 'GET messages/counts': ok(COUNTS) });
    const { user } = renderMessages('/messages?status=failed');
    expect(await screen.findByText('No messages match')).toBeInTheDocument();
    await user.click(within(screen.getByRole('status')).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
  });

  it('offers Retry when the list could not be loaded', async () => {
    let down = true;
    stubFetch({ 'GET messages': (request) => (down ? { status: 500, body: { success: false } } : messagesServer([SENT])(request)), 'GET messages/counts': ok(COUNTS) });
    const { user } = renderMessages();
    expect((await screen.findAllByText('Failed to load messages')).length).toBeGreaterThan(0);
    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
  });
});
