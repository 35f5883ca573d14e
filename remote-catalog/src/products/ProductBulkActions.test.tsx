import type { Permission } from '@dukkan/shared';
import { ok, signedInState, stubFetch, testUser } from '@dukkan/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { openDialog, renderWithProviders } from '@dukkan/shared/test-utils';
import { ProductsPage } from './ProductsPage';
import { productFixture as product, productsPageOf as pageOf } from '../test-utils/product-fixtures';

// decisions/reports-and-bulk.md: products picked (or all that match) and activated, deactivated or deleted together.
jest.setTimeout(60_000);
const slow = { timeout: 10_000 };

const renderList = (route = '/products') => renderWithProviders(<ProductsPage />, { route, path: '/products', preloadedState: signedInState() });

describe('bulk actions on products (decisions/reports-and-bulk.md)', () => {
  it('deactivates the picked products after one confirmation and lists the one refused with why', async () => {
    const api = stubFetch({
      'GET products': pageOf([product(1), product(2), product(3)]),
      'POST products/bulk': () => ok({ succeeded: [1], failed: [{ id: 3, status: 404, message: 'Product not found' }] }),
    });
    const { user } = renderList();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Product 1' }, slow));
    await user.click(screen.getByRole('checkbox', { name: 'Select Product 3' }));
    const bar = screen.getByRole('toolbar', { name: 'Selected products' });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Deactivate' }));
    const { dialog, button } = await openDialog('Deactivate products');
    expect(dialog).toHaveTextContent('Are you sure you want to make 2 products inactive?');
    await user.click(button('Deactivate'));
    await waitFor(() => expect(api.callsTo('POST products/bulk')).toHaveLength(1), slow);
    expect(api.callsTo('POST products/bulk')[0].body).toEqual({ action: 'deactivate', ids: [1, 3] });
    const outcome = await screen.findByRole('alert', {}, slow);
    expect(outcome).toHaveTextContent('1 done');
    expect(outcome).toHaveTextContent('1 could not be changed:');
    expect(outcome).toHaveTextContent('Product 3: Product not found');
    // The selection is cleared and the list asked again.
    expect(screen.queryByRole('toolbar', { name: 'Selected products' })).toBeNull();
    await waitFor(() => expect(api.callsTo('GET products').length).toBeGreaterThan(1));
  });

  it('offers every product the filter matches once the loaded ones are all picked, and sends the filter', async () => {
    const api = stubFetch({
      'GET products': pageOf(Array.from({ length: 25 }, (_, i) => product(i + 1))),
      'POST products/bulk': () => ok({ succeeded: Array.from({ length: 25 }, (_, i) => i + 1), failed: [] }),
    });
    const { user } = renderList('/products?status=active');
    await screen.findByRole('checkbox', { name: 'Select Product 1' }, slow);
    await user.click(screen.getByRole('checkbox', { name: 'Select all loaded rows' }));
    const bar = screen.getByRole('toolbar', { name: 'Selected products' });
    expect(within(bar).getByText('10 selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Select all 25 matching' }));
    expect(within(bar).getByText('All 25 matching selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(api.callsTo('POST products/bulk')).toHaveLength(1), slow);
    expect(api.callsTo('POST products/bulk')[0].body).toEqual({ action: 'activate', matching: { status: 'active' } });
    expect(await screen.findByText('25 done', {}, slow)).toBeInTheDocument();
  });

  it('names how many it deletes in its one confirmation', async () => {
    stubFetch({ 'GET products': pageOf([product(1), product(2)]), 'POST products/bulk': () => ok({ succeeded: [1, 2], failed: [] }) });
    const { user } = renderList();
    await screen.findByRole('checkbox', { name: 'Select Product 1' }, slow);
    await user.click(screen.getByRole('checkbox', { name: 'Select all loaded rows' }));
    await user.click(within(screen.getByRole('toolbar', { name: 'Selected products' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Are you sure you want to delete 2 products? This cannot be undone.', {}, slow)).toBeInTheDocument();
  });

  it('offers a reader of the catalogue (operations) no picking, no switch: the status as text (decisions/roles-and-audit.md)', async () => {
    stubFetch({ 'GET products': pageOf([product(1), product(2, { status: 'inactive', active: false })]) });
    const permissions: Permission[] = ['dashboard.read', 'orders.read', 'orders.act', 'shops.read', 'catalog.read', 'locations.read'];
    renderWithProviders(<ProductsPage />, { route: '/products', path: '/products', preloadedState: signedInState({ ...testUser, role: 'operations', permissions }) });
    expect(await screen.findByText('Product 1', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /^Select/ })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    const table = within(screen.getByRole('table'));
    expect(table.getByText('Active')).toBeInTheDocument();
    expect(table.getByText('Inactive')).toBeInTheDocument();
  });
});
