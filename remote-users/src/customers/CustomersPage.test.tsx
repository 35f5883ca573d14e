import { ok, renderWithProviders, signedInState, stubFetch, type StubRequest } from '@dukkan/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import type { CustomerRow } from './customers-api';
import { CustomersPage } from './CustomersPage';

// decisions/customers.md: /customers, with the network stubbed.

const customer = (id: number, fields: Partial<CustomerRow> = {}): CustomerRow => ({
  id,
  name: `Customer ${id}`,
  email: `customer${id}@example.com`,
  phone: null,
  createdAt: '2026-01-10T09:00:00.000Z',
  orders: 0,
  spent: 0,
  lastOrderAt: null,
  blocked: false,
  flags: [],
  ...fields,
});

const MONA = customer(7, {
  name: 'Mona Al-Ali',
  email: 'mona@example.com',
  phone: '+96550001234',
  orders: 12,
  spent: 84.5,
  // Kuwait is UTC+3.
  lastOrderAt: '2026-03-05T09:00:00.000Z',
  blocked: true,
  flags: ['refunds', 'failedDeliveries'],
});

/** Our API's GET customers: newest first, `q` in name, email or phone, `show`, 20 a page, keyset `after`. */
function customersServer(rows: CustomerRow[]) {
  return (request: StubRequest) => {
    const q = (request.query.get('q') ?? '').toLowerCase();
    const show = request.query.get('show');
    const matching = rows.filter(
      (row) =>
        (!q || [row.name, row.email, row.phone].some((value) => value?.toLowerCase().includes(q))) &&
        (show !== 'blocked' || row.blocked) &&
        (show !== 'flagged' || row.flags.length > 0),
    );
    const limit = Number(request.query.get('limit'));
    const after = request.query.get('after');
    const start = after ? matching.findIndex((row) => `cursor-${row.id}` === after) + 1 : 0;
    const items = matching.slice(start, start + limit);
    const more = start + limit < matching.length;
    return ok({ items, total: matching.length, page: 1, pages: 1, limit, nextCursor: more ? `cursor-${items.at(-1)?.id}` : null });
  };
}

const renderCustomers = (route = '/customers') =>
  renderWithProviders(<CustomersPage />, { route, path: '/customers', otherRoutes: { '/customers/:id': <p>A profile</p> }, preloadedState: signedInState() });

const bodyRows = () => within(screen.getByRole('table', { name: 'Customers' })).getAllByRole('row').slice(1);
const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('the customers list (decisions/customers.md)', () => {
  it('shows each customer with their orders, spending, last order and badges; the name opens the profile', async () => {
    const api = stubFetch({ 'GET customers': customersServer([MONA, customer(6)]) });
    const { user, router } = renderCustomers();

    expect(screen.getByRole('heading', { name: 'Customers' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Customers' });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['S.No', 'Name', 'Email', 'Phone', 'Orders', 'Spent (KWD)', 'Last order', 'Status']);
    expect(cellTexts(bodyRows()[0])).toEqual(['1', 'Mona Al-Ali', 'mona@example.com', expect.stringContaining('+96550001234'), '12', 'KWD 84.500', '05 Mar 2026, 12:00 pm', 'BlockedRefundsFailed deliveries']);
    expect(cellTexts(bodyRows()[1])).toEqual(['2', 'Customer 6', 'customer6@example.com', 'N/A', '0', 'KWD 0.000', 'None yet', '']);
    expect(api.callsTo('GET customers')[0].query.get('limit')).toBe('20');
    expect(screen.getByText('No more customers to load')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Mona Al-Ali' }));
    expect(router.state.location.pathname).toBe('/customers/7');
  });

  it('searches once typing pauses and narrows by "Show", both kept in the address', async () => {
    const api = stubFetch({ 'GET customers': customersServer([MONA, customer(6), customer(5, { flags: ['refunds'] })]) });
    const { user, router } = renderCustomers();
    await waitFor(() => expect(bodyRows()).toHaveLength(3));

    await user.type(screen.getByRole('searchbox'), 'mona');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('mona');
    expect(api.callsTo('GET customers').at(-1)?.query.get('q')).toBe('mona');

    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]);
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Flagged');
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(new URLSearchParams(router.state.location.search).get('show')).toBe('flagged');
    expect(api.callsTo('GET customers').at(-1)?.query.get('show')).toBe('flagged');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Blocked');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(api.callsTo('GET customers').at(-1)?.query.get('show')).toBe('blocked');

    // "All" is no filter at all.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'All');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(router.state.location.search).toBe('');
  });

  it('loads the next page from the cursor, then says there are no more', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => customer(25 - i));
    const api = stubFetch({ 'GET customers': customersServer(rows) });
    const { user } = renderCustomers();
    await waitFor(() => expect(bodyRows()).toHaveLength(20));

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    expect(api.callsTo('GET customers')[1].query.get('after')).toBe('cursor-6');
    expect(cellTexts(bodyRows()[24]).slice(0, 2)).toEqual(['25', 'Customer 1']);
    expect(screen.getByText('No more customers to load')).toBeInTheDocument();
  });

  it('says when there are no customers at all, and when none match the filters', async () => {
    stubFetch({ 'GET customers': customersServer([]) });
    const { unmount } = renderCustomers();
    expect(await screen.findByText('No customers yet')).toBeInTheDocument();
    expect(screen.getByText('Customers appear here once they sign up in the app.')).toBeInTheDocument();
    unmount();

    stubFetch({ 'GET customers': customersServer([customer(6)]) });
    const { user } = renderCustomers('/customers?show=blocked');
    expect(await screen.findByText('No customers match these filters')).toBeInTheDocument();
    await user.click(within(screen.getByRole('status')).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
  });
});
