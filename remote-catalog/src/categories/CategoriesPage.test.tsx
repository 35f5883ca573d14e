import { fail, ok, renderWithProviders, signedInState, stubFetch, openDialog } from '@dukkan/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { CategoriesPage } from './CategoriesPage';
import { categoryFixture, categoryPages } from '../test-utils/category-fixtures';

const table = () => screen.findByRole('table', { name: 'Categories' });
const bodyRows = async () => within(await table()).getAllByRole('row').slice(1);

function renderCategories() {
  return renderWithProviders(<CategoriesPage />, {
    route: '/categories',
    path: '/categories',
    preloadedState: signedInState(),
    otherRoutes: {
      '/categories/add': <p>Add category screen</p>,
      '/categories/edit/:id': <p>Edit category screen</p>,
      '/products/category/:categoryId': <p>Products of the category</p>,
    },
  });
}

describe('categories list (spec §2 /categories)', () => {
  it('shows serial no, the name as a link to its products, shop id, shop name and shop image', async () => {
    stubFetch({ 'GET categories': categoryPages([categoryFixture(4, { name: 'Fruit' })]) });
    const { user, router } = renderCategories();
    const headers = within(await table()).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['S.No', 'Category Name', 'Shop ID', 'Shop Name', 'Shop Image', 'Actions']);
    const [row] = await bodyRows();
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 4)).toEqual(['1', 'Fruit', '5', 'Fresh Market']);
    expect(within(row).getByRole('img', { name: 'Fresh Market' })).toHaveAttribute('src', 'http://localhost:4000/uploads/shop-5.thumbnail.webp');

    const link = within(row).getByRole('link', { name: 'Fruit' });
    expect(link).toHaveAttribute('href', '/products/category/4');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/products/category/4');
  });

  it('appends the next page with Load More and then says there are no more', async () => {
    const api = stubFetch({ 'GET categories': categoryPages(Array.from({ length: 11 }, (_, i) => categoryFixture(i + 1))) });
    const { user } = renderCategories();
    expect(await bodyRows()).toHaveLength(10);
    expect(api.callsTo('GET categories')[0].query.get('limit')).toBe('10');
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(11));
    expect(screen.getByText('No more categories to load')).toBeInTheDocument();
  });

  it("shows 'No categories found' and 'Create your first category to get started' when empty", async () => {
    stubFetch({ 'GET categories': categoryPages([]) });
    renderCategories();
    expect(await screen.findByText('No categories found')).toBeInTheDocument();
    expect(screen.getByText('Create your first category to get started')).toBeInTheDocument();
  });

  it("says 'Failed to fetch categories data' when the list fails", async () => {
    stubFetch({ 'GET categories': fail(500, '') });
    const { container } = renderCategories();
    // The screen's own message (the toast says it too, outside the screen).
    expect(await within(container).findByText('Failed to fetch categories data')).toBeInTheDocument();
  });

  it("opens the form from 'Create Category' and a row's Edit", async () => {
    stubFetch({ 'GET categories': categoryPages([categoryFixture(4)]) });
    const { user, router } = renderCategories();
    await user.click(await screen.findByRole('button', { name: 'Edit Category 4' }));
    expect(router.state.location.pathname).toBe('/categories/edit/4');
  });

  it('deletes after confirmation with the success toast; a refusal shows the server message', async () => {
    let categories = [categoryFixture(1), categoryFixture(2, { name: 'Dairy' })];
    const api = stubFetch({
      'GET categories': (request) => categoryPages(categories)(request),
      'DELETE categories/1': fail(409, 'This category still has 3 products'),
      'DELETE categories/2': () => {
        categories = categories.filter((category) => category.id !== 2);
        return ok({ id: 2 });
      },
    });
    const { user } = renderCategories();
    await user.click(await screen.findByRole('button', { name: 'Delete Dairy' }));
    const { dialog, button } = await openDialog('Delete category');
    expect(dialog).toHaveTextContent('Are you sure you want to delete the category "Dairy"?');
    await user.click(button('Delete'));
    expect(await screen.findByText('Category "Dairy" deleted successfully')).toBeInTheDocument();
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));

    await user.click(await screen.findByRole('button', { name: 'Delete Category 1' }));
    await user.click((await openDialog()).button('Delete'));
    expect(await screen.findByText('This category still has 3 products')).toBeInTheDocument();
    expect(api.callsTo('DELETE categories/1')).toHaveLength(1);
  });
});

describe('decisions/search.md: search and shop', () => {
  it('searches by name as typing pauses and narrows to a shop, both in the address, and clears them', async () => {
    const api = stubFetch({
      'GET categories': (request) => {
        const q = request.query.get('q');
        return categoryPages(q === 'fru' ? [categoryFixture(4, { name: 'Fruit' })] : [categoryFixture(4, { name: 'Fruit' }), categoryFixture(5, { name: 'Dairy' })])(request);
      },
      'GET shop': ok({ items: [{ id: 5, name: 'Fresh Market', name_ar: 'السوق الطازج' }], total: 1, page: 1, pages: 1 }),
      'GET shop/:id': ok({ id: 5, name: 'Fresh Market', name_ar: 'السوق الطازج' }),
      'GET views': ok([]),
    });
    const { user, router } = renderCategories();
    await waitFor(async () => expect(await bodyRows()).toHaveLength(2));
    await user.type(screen.getByRole('searchbox'), 'fru');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('fru');
    await user.type(await screen.findByRole('combobox', { name: 'Shop' }), 'Fresh');
    await user.click(await screen.findByRole('option', { name: 'Fresh Market' }));
    expect(new URLSearchParams(router.state.location.search).get('shopId')).toBe('5');
    await waitFor(() => expect(api.callsTo('GET categories').some((call) => call.query.get('shopId') === '5' && call.query.get('q') === 'fru')).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
  });
});
