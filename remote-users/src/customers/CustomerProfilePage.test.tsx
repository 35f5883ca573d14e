import { fail, ok, openDialog, renderWithProviders, signedInState, stubFetch, testUser } from '@dukkan/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import type { CustomerProfile } from './customers-api';
import { CustomerProfilePage } from './CustomerProfilePage';
import { message, messagesServer } from '../test-utils/test-messages';

// decisions/customers.md: /customers/{id}, with the network stubbed. Kuwait is UTC+3.

const MONA: CustomerProfile = {
  customer: { id: 7, name: 'Mona Al-Ali', email: 'mona@example.com', phone: '+96550001234', createdAt: '2026-01-10T09:00:00.000Z', signedOutAt: null },
  blocked: null,
  totals: {
    orders: 12,
    delivered: 9,
    cancelled: 2,
    spent: 84.5,
    refunded: 12.25,
    averageBasket: 9.389,
    firstOrderAt: '2026-01-12T07:30:00.000Z',
    lastOrderAt: '2026-03-05T09:00:00.000Z',
  },
  flags: { refundRate: 1 / 3, refundedOrders: 3, failedDeliveries: 1, raised: ['refunds'] },
  addresses: [
    { text: { en: 'Salmiya, block 4, street 10, house 7', ar: 'السالمية، قطعة 4، شارع 10، منزل 7' }, orders: 8, lastUsedAt: '2026-03-05T09:00:00.000Z' },
  ],
  recentOrders: [{ id: 43, status: 'DELIVERED', createdAt: '2026-03-05T09:00:00.000Z', totalAmount: 9.75, shop: { id: 1, name: 'Jabriya Fresh', name_ar: 'جابرية فريش' } }],
  notes: [
    { id: 2, text: 'Prefers a call before delivery', author: { id: 3, name: 'Huda' }, createdAt: '2026-03-04T10:00:00.000Z' },
    { id: 1, text: 'Refund for a damaged box', author: { id: null, name: 'Ali' }, createdAt: '2026-02-01T10:00:00.000Z' },
  ],
};
const BLOCKED: CustomerProfile = { ...MONA, blocked: { reason: 'Abusive to drivers', at: '2026-03-06T06:15:00.000Z', by: { id: 3, name: 'Huda' } } };

const renderProfile = (user = testUser) =>
  renderWithProviders(<CustomerProfilePage />, {
    route: '/customers/7',
    path: '/customers/:id',
    otherRoutes: { '/customers': <p>The customers list</p> },
    preloadedState: signedInState(user),
  });

const section = (name: string) => screen.getByRole('region', { name });
/** The value of a figure (its <dt>) inside `container`. */
const figure = (container: HTMLElement, term: string) => within(container).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe("a customer's profile (decisions/customers.md)", () => {
  it('shows the customer, their totals, flags, addresses, recent orders and notes', async () => {
    const api = stubFetch({ 'GET customers/:id': ok(MONA) });
    renderProfile();

    const heading = await screen.findByRole('heading', { level: 1, name: /Mona Al-Ali/ });
    expect(within(heading).getByText('Refunds')).toBeInTheDocument();
    expect(api.callsTo('GET customers/:id')[0].path).toBe('customers/7');
    expect(screen.getByRole('link', { name: 'Back to customers' })).toHaveAttribute('href', '/customers');
    expect(screen.queryByText('Abusive to drivers')).not.toBeInTheDocument();

    const totals = section('Orders and spending');
    expect(figure(totals, 'Orders')).toHaveTextContent('12');
    expect(figure(totals, 'Delivered')).toHaveTextContent('9');
    expect(figure(totals, 'Cancelled or rejected')).toHaveTextContent('2');
    expect(figure(totals, 'Spent')).toHaveTextContent('KWD 84.500');
    expect(figure(totals, 'Refunded')).toHaveTextContent('KWD 12.250');
    expect(figure(totals, 'Average basket')).toHaveTextContent('KWD 9.389');
    expect(figure(totals, 'First order')).toHaveTextContent('12 Jan 2026, 10:30 am');
    expect(figure(totals, 'Last order')).toHaveTextContent('05 Mar 2026, 12:00 pm');

    const flags = section('Flags');
    expect(figure(flags, 'Refund rate')).toHaveTextContent('33%');
    expect(figure(flags, 'Refunded orders')).toHaveTextContent('3');
    expect(figure(flags, 'Failed deliveries')).toHaveTextContent('1');
    expect(figure(flags, 'Raised')).toHaveTextContent('Refunds');

    const addresses = section('Addresses');
    expect(addresses).toHaveTextContent('Salmiya, block 4, street 10, house 7');
    expect(addresses).toHaveTextContent('8 orders · Last used 05 Mar 2026, 12:00 pm');

    const orders = within(section('Recent orders')).getByRole('table', { name: 'Recent orders' });
    expect(within(orders).getByRole('link', { name: 'Order #43' })).toHaveAttribute('href', '/order-items/43');
    expect(within(orders).getAllByRole('row')[1]).toHaveTextContent('#43Delivered05 Mar 2026, 12:00 pmKWD 9.750Jabriya Fresh');

    const notes = within(section('Notes')).getByRole('list', { name: 'Notes, newest first' });
    expect(within(notes).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Huda04 Mar 2026, 1:00 pmPrefers a call before delivery',
      'Ali01 Feb 2026, 1:00 pmRefund for a damaged box',
    ]);
  });

  it('offers no action and no note form without customers.act', async () => {
    stubFetch({ 'GET customers/:id': ok(MONA) });
    renderProfile({ ...testUser, role: 'catalogue', permissions: ['customers.read'] });
    await screen.findByRole('heading', { level: 1, name: /Mona Al-Ali/ });
    for (const action of ['Block', 'Sign out everywhere', 'Erase', 'Add note']) expect(screen.queryByRole('button', { name: action })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Add a note' })).not.toBeInTheDocument();
  });

  it('blocks with a reason: says why the server refused at the reason, then shows the block', async () => {
    let already = true;
    const api = stubFetch({
      'GET customers/:id': ok(MONA),
      'POST customers/:id/block': () => (already ? fail(409, 'This customer is already blocked', { code: 'CUSTOMER_ALREADY_BLOCKED' }) : ok(BLOCKED)),
    });
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    const { dialog, button } = await openDialog('Block Mona Al-Ali', 'dialog');
    const reason = within(dialog).getByRole('textbox', { name: /Reason/, hidden: true });

    // The rule first: "ok" says nothing.
    await user.type(reason, 'ok');
    await user.click(button('Block'));
    expect(await within(dialog).findByText('Say why, in 3 to 300 characters')).toBeInTheDocument();
    expect(api.callsTo('POST customers/:id/block')).toHaveLength(0);

    await user.clear(reason);
    await user.type(reason, '  Abusive to drivers ');
    await user.click(button('Block'));
    expect(await within(dialog).findByText('This customer is already blocked')).toBeInTheDocument();
    expect(api.callsTo('POST customers/:id/block')[0].body).toEqual({ reason: 'Abusive to drivers' });

    already = false;
    await user.click(button('Block'));
    expect(await screen.findByText('Mona Al-Ali is blocked')).toBeInTheDocument();
    // Waits too for Tabster to give the page back to screen readers once the dialog is gone.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unblock' })).toBeInTheDocument());
    expect(screen.getByText('Abusive to drivers')).toBeInTheDocument();
    expect(screen.getByText(/By Huda/)).toHaveTextContent('By Huda · 06 Mar 2026, 9:15 am');
    expect(within(screen.getByRole('heading', { level: 1 })).getByText('Blocked')).toBeInTheDocument();
  });

  it("shows the server's 400 message under the reason", async () => {
    stubFetch({
      'GET customers/:id': ok(MONA),
      'POST customers/:id/block': fail(400, 'Validation failed', { code: 'VALIDATION_FAILED', errors: { reason: 'Say why, in 3 to 300 characters' } }),
    });
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    const { dialog, button } = await openDialog('Block Mona Al-Ali', 'dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/, hidden: true }), 'Why not');
    await user.click(button('Block'));
    expect(await within(dialog).findByText('Say why, in 3 to 300 characters')).toBeInTheDocument();
  });

  it('unblocks after asking', async () => {
    const api = stubFetch({ 'GET customers/:id': ok(BLOCKED), 'POST customers/:id/unblock': ok(MONA) });
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Unblock' }));
    const { dialog, button } = await openDialog('Unblock customer');
    expect(dialog).toHaveTextContent('Let Mona Al-Ali place orders again?');
    await user.click(button('Unblock'));
    expect(await screen.findByText('Mona Al-Ali is unblocked')).toBeInTheDocument();
    expect(api.callsTo('POST customers/:id/unblock')[0].path).toBe('customers/7/unblock');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Block' })).toBeInTheDocument());
    expect(screen.queryByText('Abusive to drivers')).not.toBeInTheDocument();
  });

  it('signs the customer out everywhere after asking, then says when', async () => {
    const api = stubFetch({
      'GET customers/:id': ok(MONA),
      'POST customers/:id/sign-out': ok({ ...MONA, customer: { ...MONA.customer, signedOutAt: '2026-03-07T08:05:00.000Z' } }),
    });
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const { button } = await openDialog('End every session Mona Al-Ali has open?');
    await user.click(button('Sign out everywhere'));
    expect(await screen.findByText(/Signed out everywhere at/)).toHaveTextContent('Signed out everywhere at 07 Mar 2026, 11:05 am');
    expect(api.callsTo('POST customers/:id/sign-out')).toHaveLength(1);
  });

  it("erases after a warning that orders and payments are kept, then goes back to the list", async () => {
    const api = stubFetch({ 'GET customers/:id': ok(MONA), 'DELETE customers/:id': ok({ id: 7 }) });
    const { user, router } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Erase' }));
    const { dialog, button } = await openDialog('Erase customer');
    expect(dialog).toHaveTextContent("Erase this customer's personal data? Their orders and payments are kept.");
    await user.click(button('Erase'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers'));
    expect(await screen.findByText('Customer erased')).toBeInTheDocument();
    expect(api.callsTo('DELETE customers/:id')[0].path).toBe('customers/7');
  });

  it('adds a note on top of the others', async () => {
    const api = stubFetch({
      'GET customers/:id': ok(MONA),
      'POST customers/:id/notes': (request) => ok({ id: 3, text: (request.body as { text: string }).text, author: { id: 1, name: 'Staff Member' }, createdAt: '2026-03-07T08:00:00.000Z' }, 201),
    });
    const { user } = renderProfile();
    const field = await screen.findByRole('textbox', { name: 'Add a note' });
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Write a note of 1 to 1000 characters')).toBeInTheDocument();

    await user.type(field, 'Wants contactless delivery ');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note added')).toBeInTheDocument();
    expect(api.callsTo('POST customers/:id/notes')[0].body).toEqual({ text: 'Wants contactless delivery' });
    const notes = screen.getByRole('list', { name: 'Notes, newest first' });
    expect(within(notes).getAllByRole('listitem')[0]).toHaveTextContent('Staff Member07 Mar 2026, 11:00 amWants contactless delivery');
    expect(field).toHaveValue('');
  });

  it('says when the customer is not found, and offers Retry when the profile could not be loaded', async () => {
    stubFetch({ 'GET customers/:id': fail(404, 'Customer not found', { code: 'NOT_FOUND' }) });
    const { unmount } = renderProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent('Customer not found');
    expect(screen.getByRole('link', { name: 'Back to customers' })).toHaveAttribute('href', '/customers');
    unmount();

    let down = true;
    stubFetch({ 'GET customers/:id': () => (down ? { status: 500, body: { success: false } } : ok(MONA)) });
    const { user } = renderProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the customer');
    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Mona Al-Ali/ })).toBeInTheDocument();
  });

  it("lists the customer's latest five messages with kind, status and time, and leads to all of them", async () => {
    const rows = [
      message(9, { kind: 'delivered', status: 'failed', createdAt: '2026-03-05T10:00:00.000Z' }),
      ...Array.from({ length: 6 }, (_, i) => message(8 - i)),
      message(20, { customer: { id: 8, name: 'Someone else' } }),
    ];
    const api = stubFetch({ 'GET customers/:id': ok(MONA), 'GET messages': messagesServer(rows) });
    renderProfile();
    const messages = await within(await screen.findByRole('region', { name: 'Messages' })).findByRole('table', { name: 'Latest messages' });
    const query = api.callsTo('GET messages')[0].query;
    expect([query.get('customerId'), query.get('limit')]).toEqual(['7', '5']);
    expect(within(messages).getAllByRole('row')).toHaveLength(6);
    expect(within(messages).getAllByRole('row')[1]).toHaveTextContent('DeliveredFailed05 Mar 2026, 1:00 pm');
    expect(within(section('Messages')).getByRole('link', { name: 'All messages' })).toHaveAttribute('href', '/messages?customerId=7');
  });

  it('says when the customer has no messages, and shows none without messages.read', async () => {
    const api = stubFetch({ 'GET customers/:id': ok(MONA), 'GET messages': messagesServer([]) });
    const { unmount } = renderProfile();
    expect(await within(await screen.findByRole('region', { name: 'Messages' })).findByText('No messages yet')).toBeInTheDocument();
    unmount();

    const before = api.callsTo('GET messages').length;
    renderProfile({ ...testUser, role: 'catalogue', permissions: ['customers.read'] });
    await screen.findByRole('heading', { level: 1, name: /Mona Al-Ali/ });
    expect(screen.queryByRole('region', { name: 'Messages' })).not.toBeInTheDocument();
    expect(api.callsTo('GET messages')).toHaveLength(before);
  });
});
