import { ok, renderWithProviders, signedInState, stubFetch } from '@dukkan/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { EditUserPage } from './EditUserPage';

const SHOPS = Array.from({ length: 300 }, (_, i) => ({ id: i + 1, name: `Shop ${i + 1}`, name_ar: `متجر ${i + 1}` }));
const STAFF = { id: 7, name: 'Huda', email: 'huda@dukkan.kw', role: 'shop_staff', shops: [{ id: 250, name: 'Jahra Dates House', name_ar: 'بيت تمور الجهراء' }] };

function stubApi() {
  return stubFetch({
    'GET user/7': ok(STAFF),
    'GET audit': ok({ items: [], total: 0, page: 1, pages: 1, limit: 20, nextCursor: null }),
    'GET shop': (request) => {
      const q = request.query.get('q') ?? '';
      const found = SHOPS.filter((shop) => shop.name.includes(q));
      return ok({ items: found.slice(0, 20), total: found.length, page: 1, pages: 1, limit: 20, nextCursor: null });
    },
    'PUT user/7': ok(STAFF),
  });
}

const shopTags = () => within(screen.getByRole('listbox', { name: /^Chosen: Shops/ })).getAllByRole('option');

describe('Edit User: the shops of a shop-staff account', () => {
  it("names the account's own shop as a tag before any search, and saves what was added and removed", async () => {
    const api = stubApi();
    const { user, router } = renderWithProviders(<EditUserPage />, {
      route: '/users/edit/7',
      path: '/users/edit/:id',
      otherRoutes: { '/users': <p>Users list</p> },
      preloadedState: signedInState(),
    });
    await waitFor(() => expect(shopTags().map((tag) => tag.textContent)).toEqual(['Jahra Dates House']));
    // Nothing was searched: the tag's name came with the user.
    expect(api.callsTo('GET shop')).toHaveLength(0);

    await user.type(screen.getByRole('combobox', { name: /^Shops/ }), 'Shop 12');
    await user.click(await screen.findByRole('option', { name: 'Shop 12' }));
    expect(shopTags().map((tag) => tag.textContent)).toEqual(['Jahra Dates House', 'Shop 12']);
    await user.click(shopTags()[0]);
    expect(shopTags().map((tag) => tag.textContent)).toEqual(['Shop 12']);

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(api.callsTo('PUT user/7')[0].body).toEqual({ name: 'Huda', role: 'shop_staff', shopIds: [12] });
  });
});
