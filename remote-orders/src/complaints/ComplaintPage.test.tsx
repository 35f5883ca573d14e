import type { Refund } from '@dukkan/shared';
import { fail, ok, openDialog, renderWithProviders, signedInState, stubFetch, testUser } from '@dukkan/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { ComplaintPage } from './ComplaintPage';
import { detailOf, fromNow, makeComplaint } from './test-complaints';

// decisions/complaints.md: /complaints/{id}, with the network stubbed. Kuwait is UTC+3.

const OPEN = makeComplaint(5, { createdAt: '2026-03-05T09:00:00.000Z', dueAt: fromNow(-60), overdue: true, notes: 1 });
const NOTE = { id: 1, text: 'Called the customer', author: { id: 3, name: 'Fatima Al-Sabah' }, createdAt: '2026-03-05T09:30:00.000Z' };
const REFUND: Refund = {
  id: 4,
  orderId: 70,
  amount: 1.25,
  amountFils: 1250,
  method: 'KNET',
  status: 'done',
  gatewayReference: 'K-1',
  reasonCode: 'item_missing',
  note: null,
  liable: 'shop',
  lines: [],
  createdBy: { id: 3, name: 'Fatima Al-Sabah' },
  createdAt: '2026-03-05T10:00:00.000Z',
  doneAt: '2026-03-05T10:05:00.000Z',
};
const RESOLVED = {
  ...OPEN,
  status: 'resolved' as const,
  overdue: false,
  resolution: { kind: 'refund' as const, note: 'Refunded the labneh', refund: REFUND, by: { id: 1, name: 'Staff Member' }, at: '2026-03-05T10:10:00.000Z' },
};

const renderComplaint = (user = testUser) =>
  renderWithProviders(<ComplaintPage />, {
    route: '/complaints/5',
    path: '/complaints/:id',
    otherRoutes: { '/complaints': <p>The complaints</p>, '/order-items/:id': <p>An order</p> },
    preloadedState: signedInState(user),
  });

const section = (name: string) => screen.getByRole('region', { name });
const fact = (term: string) => within(section('Details')).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe("a complaint's page (decisions/complaints.md)", () => {
  it('shows the order, customer, category, description, when and how late, who works it and the thread', async () => {
    const api = stubFetch({ 'GET complaints/:id': ok(detailOf(OPEN, [NOTE])) });
    renderComplaint();
    const heading = await screen.findByRole('heading', { level: 1, name: /Complaint #5/ });
    expect(within(heading).getByText('Open')).toBeInTheDocument();
    expect(api.callsTo('GET complaints/:id')[0].path).toBe('complaints/5');

    expect(within(fact('Order')).getByRole('link', { name: 'Order #70' })).toHaveAttribute('href', '/order-items/70');
    expect(fact('Shop')).toHaveTextContent('Jabriya Fresh');
    expect(fact('Order status')).toHaveTextContent('Delivered');
    expect(fact('Total')).toHaveTextContent('KWD 9.750');
    expect(fact('Customer')).toHaveTextContent('Mona Al-Ali');
    expect(fact('Phone')).toHaveTextContent('+96550001234');
    expect(fact('Category')).toHaveTextContent('Missing item');
    expect(fact('Logged by')).toHaveTextContent('Fatima Al-Sabah');
    expect(fact('Logged at')).toHaveTextContent('05 Mar 2026, 12:00 pm');
    expect(fact('Due')).toHaveTextContent('Overdue by 1 hr');
    expect(section('Details')).toHaveTextContent('The labneh was not in the bag');
    expect(section('Assigned to')).toHaveTextContent('Nobody');
    const thread = within(section('Thread')).getByRole('list', { name: 'Notes, oldest first' });
    expect(within(thread).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Fatima Al-Sabah05 Mar 2026, 12:30 pmCalled the customer']);
  });

  it('adds a note at the end of the thread', async () => {
    const api = stubFetch({
      'GET complaints/:id': ok(detailOf(OPEN, [NOTE])),
      'POST complaints/:id/notes': (request) => ok({ id: 2, text: (request.body as { text: string }).text, author: { id: 1, name: 'Staff Member' }, createdAt: '2026-03-05T11:00:00.000Z' }, 201),
    });
    const { user } = renderComplaint();
    await user.type(await screen.findByRole('textbox', { name: 'New note' }), ' Replacement on its way ');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note added')).toBeInTheDocument();
    expect(api.callsTo('POST complaints/:id/notes')[0].body).toEqual({ text: 'Replacement on its way' });
    const items = within(screen.getByRole('list', { name: 'Notes, oldest first' })).getAllByRole('listitem');
    expect(items.at(-1)).toHaveTextContent('Staff Member05 Mar 2026, 2:00 pmReplacement on its way');
    expect(api.callsTo('GET complaints/:id')).toHaveLength(1);
  });

  it('assigns it to me, then offers Nobody', async () => {
    const api = stubFetch({
      'GET complaints/:id': ok(detailOf(OPEN)),
      'POST complaints/:id/assign': ok(detailOf({ ...OPEN, assignee: { id: 1, name: 'Staff Member' } })),
    });
    const { user } = renderComplaint();
    await user.click(await screen.findByRole('button', { name: 'Assign to me' }));
    expect(await screen.findByText('Assigned to Staff Member')).toBeInTheDocument();
    expect(api.callsTo('POST complaints/:id/assign')[0].body).toEqual({ userId: 1 });
    expect(section('Assigned to')).toHaveTextContent('Staff Member');
    expect(screen.queryByRole('button', { name: 'Assign to me' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nobody' })).toBeInTheDocument();
  });

  it("resolves with one of the order's refunds (a failed one is not offered), then shows the resolution", async () => {
    const failed = { ...REFUND, id: 3, status: 'failed' };
    const api = stubFetch({
      'GET complaints/:id': ok(detailOf(OPEN)),
      'GET orders/:id/ledger': ok({ balances: {}, entries: [], refunds: [failed, REFUND] }),
      'POST complaints/:id/resolve': ok(detailOf(RESOLVED)),
    });
    const { user } = renderComplaint();
    await user.click(await screen.findByRole('button', { name: 'Resolve' }));
    const { dialog, button } = await openDialog('Resolve complaint #5', 'dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Resolution/, hidden: true }), 'Refund or credit');
    const refund = await within(dialog).findByRole('combobox', { name: /Refund/, hidden: true });
    expect(within(refund).getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual([
      'Choose one of the order’s refunds',
      'Refund #4 · KWD 1.250 · KNET · Done',
    ]);
    expect(api.callsTo('GET orders/:id/ledger')[0].path).toBe('orders/70/ledger');
    await user.selectOptions(refund, 'Refund #4 · KWD 1.250 · KNET · Done');
    await user.type(within(dialog).getByRole('textbox', { name: /Note/, hidden: true }), 'Refunded the labneh');
    await user.click(button('Resolve'));

    expect(await screen.findByText('Complaint #5 resolved')).toBeInTheDocument();
    expect(api.callsTo('POST complaints/:id/resolve')[0].body).toEqual({ kind: 'refund', refundId: 4, note: 'Refunded the labneh' });
    await waitFor(() => expect(screen.getByRole('region', { name: 'Resolution' })).toHaveTextContent('Refund #4 · KWD 1.250 · KNET · Done'));
    expect(section('Resolution')).toHaveTextContent('Refunded the labneh');
    expect(section('Resolution')).toHaveTextContent('Staff Member');
  });

  it('says to make the refund on the order page first when the order has none', async () => {
    stubFetch({ 'GET complaints/:id': ok(detailOf(OPEN)), 'GET orders/:id/ledger': ok({ balances: {}, entries: [], refunds: [] }) });
    const { user } = renderComplaint();
    await user.click(await screen.findByRole('button', { name: 'Resolve' }));
    const { dialog } = await openDialog('Resolve complaint #5', 'dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Resolution/, hidden: true }), 'Refund or credit');
    expect(await within(dialog).findByText(/Make the refund on the order page first/)).toBeInTheDocument();
  });

  it('reopens a resolved complaint after asking', async () => {
    const api = stubFetch({ 'GET complaints/:id': ok(detailOf(RESOLVED)), 'POST complaints/:id/reopen': ok(detailOf(OPEN)) });
    const { user } = renderComplaint();
    await user.click(await screen.findByRole('button', { name: 'Reopen' }));
    const { button } = await openDialog('Reopen complaint #5?');
    await user.click(button('Reopen'));
    expect(await screen.findByText('Complaint #5 reopened')).toBeInTheDocument();
    expect(api.callsTo('POST complaints/:id/reopen')[0].path).toBe('complaints/5/reopen');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resolve' })).toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Resolution' })).not.toBeInTheDocument();
  });

  it('offers no action without complaints.act', async () => {
    stubFetch({ 'GET complaints/:id': ok(detailOf(OPEN)) });
    renderComplaint({ ...testUser, role: 'catalogue', permissions: ['complaints.read'] });
    await screen.findByRole('heading', { level: 1, name: /Complaint #5/ });
    for (const action of ['Resolve', 'Reopen', 'Assign to me', 'Nobody', 'Add note']) expect(screen.queryByRole('button', { name: action })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'New note' })).not.toBeInTheDocument();
  });

  it('says when the complaint is not found', async () => {
    stubFetch({ 'GET complaints/:id': fail(404, 'Complaint not found', { code: 'NOT_FOUND' }) });
    renderComplaint();
    expect(await screen.findByText('Complaint not found')).toBeInTheDocument();
  });
});
