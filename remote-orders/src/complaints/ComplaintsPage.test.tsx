import { ok, renderWithProviders, signedInState, stubFetch } from '@dukkan/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { ComplaintsPage } from './ComplaintsPage';
import { fromNow, makeComplaint } from './test-complaints';

// decisions/complaints.md: /complaints, with the network stubbed.

const page = (items: unknown[]) => ok({ items, total: items.length, page: 1, pages: 1, limit: 20, nextCursor: null });

const renderList = (route = '/complaints') =>
  renderWithProviders(<ComplaintsPage />, {
    route,
    path: '/complaints',
    otherRoutes: { '/complaints/:id': <p>A complaint</p>, '/order-items/:id': <p>An order</p> },
    preloadedState: signedInState(),
  });

const bodyRows = () => within(screen.getByRole('table', { name: 'Complaints' })).getAllByRole('row').slice(1);
const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
const lastQuery = (api: ReturnType<typeof stubFetch>) => Object.fromEntries(api.callsTo('GET complaints').at(-1)?.query ?? []);

describe('the complaints list (decisions/complaints.md)', () => {
  it('shows each complaint: its order, customer, category, age, due state and assignee; the id opens it', async () => {
    const late = makeComplaint(5, { dueAt: fromNow(-60), overdue: true, assignee: { id: 3, name: 'Fatima Al-Sabah' } });
    const api = stubFetch({ 'GET complaints': page([late, makeComplaint(6, { category: 'late_delivery', customer: null })]) });
    const { user, router } = renderList();

    await screen.findByRole('table', { name: 'Complaints' });
    expect(cellTexts(bodyRows()[0])).toEqual(['1', 'Complaint #5', 'Order #70', 'Mona Al-Ali', 'Missing item', '3 hr', 'Overdue by 1 hr', 'Fatima Al-Sabah', 'Open']);
    expect(cellTexts(bodyRows()[1])).toEqual(['2', 'Complaint #6', 'Order #70', 'Customer account removed', 'Late delivery', '3 hr', 'Due in 1 hr', 'Nobody', 'Open']);
    expect(within(bodyRows()[0]).getByRole('link', { name: 'Order #70' })).toHaveAttribute('href', '/order-items/70');
    expect(lastQuery(api)).toEqual({ status: 'open', limit: '20', page: '1' });

    await user.click(screen.getByRole('link', { name: 'Complaint #5' }));
    expect(router.state.location.pathname).toBe('/complaints/5');
  });

  it('sends the tab, category, assignee and "Overdue only" as the API reads them, kept in the address', async () => {
    const api = stubFetch({ 'GET complaints': page([makeComplaint(5)]) });
    const { user, router } = renderList();
    await screen.findByRole('table', { name: 'Complaints' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Damaged item');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Assigned to' }), 'Me');
    await user.click(screen.getByRole('checkbox', { name: 'Overdue only' }));
    await waitFor(() => expect(lastQuery(api)).toEqual({ status: 'open', category: 'damaged_item', assignee: 'me', overdue: 'true', limit: '20', page: '1' }));
    expect(router.state.location.search).toBe('?category=damaged_item&assignee=me&overdue=true');

    // Resolved ones are never overdue: the box goes, and its filter with it.
    await user.click(screen.getByRole('tab', { name: 'Resolved' }));
    await waitFor(() => expect(lastQuery(api)).toEqual({ status: 'resolved', category: 'damaged_item', assignee: 'me', limit: '20', page: '1' }));
    expect(screen.queryByRole('checkbox', { name: 'Overdue only' })).not.toBeInTheDocument();
  });

  it('says when there is none, and when none matches the filters', async () => {
    stubFetch({ 'GET complaints': page([]) });
    const { unmount } = renderList();
    expect(await screen.findByText('No open complaints')).toBeInTheDocument();
    unmount();

    renderList('/complaints?category=driver');
    expect(await screen.findByText('No complaints match these filters')).toBeInTheDocument();
  });
});
