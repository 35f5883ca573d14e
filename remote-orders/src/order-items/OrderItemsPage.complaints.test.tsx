import { ok, openDialog, renderWithProviders, signedInState, stubFetch, testUser } from '@dukkan/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { Navigate } from 'react-router-dom';
import { makeOrder } from '../test-utils/test-orders';
import { slow } from '../test-utils/test-orders-page';
import { OrderItemsPage } from './OrderItemsPage';

// decisions/complaints.md on the order page: its complaints, and "Log a complaint".

const complaint = (id: number, status: 'open' | 'resolved') => ({
  id,
  order: { id: 70, status: 'DELIVERED', totalAmount: 9.75, createdAt: '2026-03-05T09:00:00.000Z', shop: null },
  customer: null,
  category: status === 'open' ? 'damaged_item' : 'late_delivery',
  description: 'The eggs were broken',
  status,
  assignee: null,
  createdBy: { id: 1, name: 'Staff Member' },
  createdAt: new Date(Date.now() - 2 * 3_600_000 - 30_000).toISOString(),
  dueAt: new Date(Date.now() + 2 * 3_600_000 + 30_000).toISOString(),
  overdue: false,
  resolution: null,
  notes: 0,
});
const page = (items: unknown[]) => ok({ items, total: items.length, page: 1, pages: 1, limit: 20, nextCursor: null });

function renderPage(user = testUser) {
  const order = makeOrder({ id: 70, status: 'DELIVERED' });
  return renderWithProviders(<OrderItemsPage />, {
    route: '/from-popup',
    path: '/order-items/:id',
    preloadedState: signedInState(user),
    otherRoutes: { '/complaints/:id': <p>The complaint</p>, '/from-popup': <Navigate to="/order-items/70" state={{ order }} /> },
  });
}

describe("the order page's complaints (decisions/complaints.md)", () => {
  it("lists the order's complaints, open then resolved, each linking to its page", async () => {
    const api = stubFetch({ 'GET complaints': (request) => page([complaint(request.query.get('status') === 'open' ? 8 : 6, request.query.get('status') as 'open')]) });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Complaints about order #70' }, slow);
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Complaint #8OpenDamaged item2 hrDue in 2 hr',
      'Complaint #6ResolvedLate delivery2 hr',
    ]);
    expect(within(list).getByRole('link', { name: 'Complaint #8' })).toHaveAttribute('href', '/complaints/8');
    expect(api.callsTo('GET complaints').map((call) => call.query.get('orderId'))).toEqual(['70', '70']);
  });

  it('logs a complaint: category and description (10 to 2000 characters), then opens it', async () => {
    const api = stubFetch({
      'GET complaints': page([]),
      'POST orders/:id/complaints': (request) => ok({ complaint: { ...complaint(9, 'open'), ...(request.body as object) }, thread: [] }, 201),
    });
    const { user, router } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Log a complaint' }, slow));
    const { dialog, button } = await openDialog('Log a complaint about order #70', 'dialog');
    const description = within(dialog).getByRole('textbox', { name: /Description/, hidden: true });
    await user.type(description, 'Broken');
    await user.click(button('Log complaint'));
    await waitFor(() =>
      expect(within(dialog).getAllByRole('alert', { hidden: true }).map((alert) => alert.textContent)).toEqual(['Choose a category', 'Describe the complaint in 10 to 2000 characters']),
    );
    expect(api.callsTo('POST orders/:id/complaints')).toHaveLength(0);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Category/, hidden: true }), 'Damaged item');
    await user.type(description, ': six eggs of twelve ');
    await user.click(button('Log complaint'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/complaints/9'), slow);
    expect(api.callsTo('POST orders/:id/complaints')[0].path).toBe('orders/70/complaints');
    expect(api.callsTo('POST orders/:id/complaints')[0].body).toEqual({ category: 'damaged_item', description: 'Broken: six eggs of twelve' });
  });

  it('offers neither without the complaints permissions', async () => {
    const api = stubFetch({});
    renderPage({ ...testUser, permissions: ['orders.read', 'orders.act'] });
    await screen.findByRole('heading', { name: 'Order #70' }, slow);
    expect(screen.queryByRole('button', { name: 'Log a complaint' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Complaints' })).not.toBeInTheDocument();
    expect(api.callsTo('GET complaints')).toHaveLength(0);
  });
});
