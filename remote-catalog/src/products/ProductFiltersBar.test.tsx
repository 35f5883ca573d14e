import { ok, renderWithProviders, signedInState, stubFetch, type StubRequest } from '@dukkan/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { pickerHandlers } from '../test-utils/choice-fixtures';
import { ProductsPage } from './ProductsPage';
import type { Product } from './products-api';

const slow = { timeout: 5000 };
const product = (id: number, fields: Partial<Product> = {}): Product => ({ id, name: `Product ${id}`, name_ar: `منتج ${id}`, price: 1.25, stock: 10, status: 'active', active: true, ...fields });
const page = <T,>(items: T[]) => ok({ items, total: items.length, page: 1, pages: 1, limit: 10, nextCursor: null });

describe('decisions/search.md: the products list’s search and filters', () => {
  it('searches by name, narrows to low stock and sorts, all in the address, and clears them', async () => {
    const api = stubFetch({
      'GET products': (request: StubRequest) => page(request.query.get('q') === 'حليب' ? [product(2, { name: 'Milk', stock: 3 })] : [product(1), product(2, { name: 'Milk', stock: 3 })]),
      'GET shop': () => page([{ id: 4, name: 'Fresh Market', name_ar: 'السوق الطازج' }]),
      'GET views': ok([]),
    });
    const { user, router } = renderWithProviders(<ProductsPage />, { route: '/products', path: '/products', preloadedState: signedInState() });
    await screen.findByRole('table', { name: 'Products' }, slow);
    await user.type(screen.getByRole('searchbox'), 'حليب');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('حليب'));
    await user.click(screen.getByRole('checkbox', { name: 'Low stock (5 or fewer)' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'stock-asc');
    await waitFor(() =>
      expect(
        api.callsTo('GET products').some((call) => call.query.get('q') === 'حليب' && call.query.get('stockAtMost') === '5' && call.query.get('sort') === 'stock-asc'),
      ).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
  });

  it("narrows to a shop and to one of its categories, each searched by typing, the category named with its shop", async () => {
    const api = stubFetch({ ...pickerHandlers, 'GET products': () => page([product(1)]), 'GET views': ok([]) });
    const { user, router } = renderWithProviders(<ProductsPage />, { route: '/products', path: '/products', preloadedState: signedInState() });
    await screen.findByRole('table', { name: 'Products' }, slow);
    await user.type(screen.getByRole('combobox', { name: 'Shop' }), 'Corner');
    await user.click(await screen.findByRole('option', { name: 'Corner Store' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('shopId')).toBe('6'));
    // The category filter searches that shop's categories only, and names the shop of each.
    await user.type(screen.getByRole('combobox', { name: 'Category' }), 'Veg');
    await waitFor(() => expect(api.callsTo('GET categories').at(-1)?.query.get('q')).toBe('Veg'));
    expect(api.callsTo('GET categories').at(-1)?.query.get('shopId')).toBe('6');
    await user.click(await screen.findByRole('option', { name: /^Vegetables — خضروات\s*Corner Store$/ }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('categoryId')).toBe('4'));
    expect(within(screen.getByRole('listbox', { name: 'Chosen: Category' })).getByRole('option')).toHaveTextContent('Vegetables — خضروات — Corner Store');
    await waitFor(() => expect(api.callsTo('GET products').some((call) => call.query.get('shopId') === '6' && call.query.get('categoryId') === '4')).toBe(true));
  });
});
