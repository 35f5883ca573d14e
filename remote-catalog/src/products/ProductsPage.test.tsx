import { setLanguage } from '@dukkan/shared';
import { fail, networkError, ok, reply, signedInState, stubFetch, type StubReplyInit } from '@dukkan/shared/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import { openDialog, renderWithProviders } from '@dukkan/shared/test-utils';
import { ProductsPage } from './ProductsPage';
import { productFixture as product, productsPageOf as pageOf } from '../test-utils/product-fixtures';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const renderList = (route = '/products', path = '/products') =>
  renderWithProviders(<ProductsPage />, {
    route,
    path,
    preloadedState: signedInState(),
    otherRoutes: { '/products/add': <p>Add form</p>, '/products/edit/:id': <p>Edit form</p> },
  });

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

/** An inactive product's status switch, clicked on; the status call answers with `answer`. */
async function switchOnInactive(answer: Promise<StubReplyInit>) {
  const api = stubFetch({
    'GET products': pageOf([product(1, { status: 'inactive', active: false })]),
    'PATCH products/:id/status': () => answer,
  });
  const { user } = renderList();
  const toggle = within(await rowOf('Product 1')).getByRole('switch', { name: 'Status of Product 1' });
  await user.click(toggle);
  return { api, toggle };
}

// The Arabic tests switch the language; each test starts in English, once the last one's screen is gone.
afterEach(() => setLanguage('en'));

describe('products list (spec §2 /products)', () => {
  it("shows 'Products' and each product's name, ID, category, 'KWD' price with 3 decimals, stock and status", async () => {
    const api = stubFetch({ 'GET products': pageOf([product(1, { price: 1.25, stock: 0, status: 'inactive', active: false })]) });
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    const row = within(await rowOf('Product 1'));
    expect(row.getByText('ID:', { exact: false })).toHaveTextContent('ID: 1');
    expect(row.getByText('Dairy')).toBeInTheDocument();
    expect(row.getByText('KWD 1.250')).toBeInTheDocument();
    expect(row.getByText('0')).toBeInTheDocument();
    expect(row.getByRole('switch', { name: 'Status of Product 1' })).not.toBeChecked();
    expect(row.getByText('Inactive')).toBeInTheDocument();
    expect(api.callsTo('GET products')[0].query.get('limit')).toBe('10');
  });

  it("shows one category's products under 'Products in Category #{id}'", async () => {
    const api = stubFetch({ 'GET products/category/:id': pageOf([product(5)]) });
    renderList('/products/category/7', '/products/category/:categoryId');
    expect(await screen.findByText('Product 5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Products in Category #7');
    expect(api.callsTo('GET products/category/:id')[0].params.id).toBe('7');
  });

  it('starts a new product in the category whose list it was created from', async () => {
    stubFetch({ 'GET products/category/:id': pageOf([product(5)]) });
    const { user, router } = renderList('/products/category/7', '/products/category/:categoryId');
    await user.click(await screen.findByRole('button', { name: 'Create Product' }));
    expect(router.state.location.pathname).toBe('/products/add');
    expect(router.state.location.search).toBe('?categoryId=7');
  });

  it("appends the next page with Load More, then says 'No more products to load'", async () => {
    const all = Array.from({ length: 12 }, (_, i) => product(12 - i));
    const api = stubFetch({ 'GET products': pageOf(all) });
    const { user } = renderList();
    await screen.findByText('Product 12');
    expect(screen.getAllByRole('row')).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Product 1')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(13);
    expect(screen.getByText('No more products to load')).toBeInTheDocument();
    expect(api.callsTo('GET products').map((call) => call.query.get('page'))).toEqual(['1', '2']);
  });

  it("says 'No products found' when there are none", async () => {
    stubFetch({ 'GET products': pageOf([]) });
    renderList();
    expect(await screen.findByText('No products found')).toBeInTheDocument();
  });

  it("says 'Failed to fetch products data' (the server's message first) and 'Error loading products data' offline", async () => {
    stubFetch({ 'GET products/category/:id': fail(404, 'Category not found') });
    renderList('/products/category/99', '/products/category/:categoryId');
    expect(await screen.findAllByText('Category not found')).not.toHaveLength(0);

    stubFetch({ 'GET products': reply({ success: false }, 500) });
    const second = renderList();
    expect(await within(second.container).findByText('Failed to fetch products data')).toBeInTheDocument();
    second.unmount();

    stubFetch({ 'GET products': networkError() });
    const third = renderList();
    expect(await within(third.container).findByText('Error loading products data')).toBeInTheDocument();
  });

  it('goes to /products/add and /products/edit/{id}', async () => {
    stubFetch({ 'GET products': pageOf([product(4)]) });
    const { user, router } = renderList();
    await user.click(within(await rowOf('Product 4')).getByRole('button', { name: 'Edit Product 4' }));
    expect(router.state.location.pathname).toBe('/products/edit/4');
    await act(() => router.navigate('/products'));
    await user.click(await screen.findByRole('button', { name: 'Create Product' }));
    expect(router.state.location.pathname).toBe('/products/add');
  });
});

describe('status switch (spec §4 Product status)', () => {
  it("activates at once, disabled while saving, and says 'Status updated to active'", async () => {
    const answer = deferred<ReturnType<typeof ok>>();
    const { api, toggle } = await switchOnInactive(answer.promise);
    // Optimistic: on before the server answers, and not clickable meanwhile.
    await waitFor(() => expect(toggle).toBeChecked());
    expect(toggle).toBeDisabled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    answer.resolve(ok(product(1)));
    expect(await screen.findByText('Status updated to active')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
    expect(api.callsTo('PATCH products/:id/status')[0].body).toEqual({ status: 'active' });
  });

  it('asks before deactivating; Cancel changes nothing, confirming sends inactive', async () => {
    const api = stubFetch({
      'GET products': pageOf([product(1)]),
      'PATCH products/:id/status': ok(product(1, { status: 'inactive', active: false })),
    });
    const { user } = renderList();
    const toggle = within(await rowOf('Product 1')).getByRole('switch', { name: 'Status of Product 1' });
    await user.click(toggle);
    let dialog = (await openDialog()).dialog;
    expect(dialog).toHaveTextContent('Are you sure you want to make "Product 1" inactive?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(toggle).toBeChecked();
    expect(api.callsTo('PATCH products/:id/status')).toHaveLength(0);

    await user.click(toggle);
    dialog = (await openDialog()).dialog;
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate', hidden: true }));
    expect(await screen.findByText('Status updated to inactive')).toBeInTheDocument();
    // The toast and the row re-render are two updates: wait for the row too.
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(api.callsTo('PATCH products/:id/status')[0].body).toEqual({ status: 'inactive' });
  });

  it("reverts the switch and says 'Failed to update status' when the call fails", async () => {
    const answer = deferred<ReturnType<typeof reply>>();
    const { toggle } = await switchOnInactive(answer.promise);
    await waitFor(() => expect(toggle).toBeChecked());
    answer.resolve(reply({ success: false }, 500));
    expect(await screen.findByText('Failed to update status')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
  });
});

describe('delete (spec §2, §8)', () => {
  it('deletes after confirmation, says so, and reloads the list', async () => {
    let rows = [product(2), product(1)];
    const api = stubFetch({
      'GET products': (request) => pageOf(rows)(request),
      'DELETE products/:id': (request) => {
        rows = rows.filter((row) => String(row.id) !== request.params.id);
        return ok({ id: Number(request.params.id) });
      },
    });
    const { user } = renderList();
    await user.click(within(await rowOf('Product 2')).getByRole('button', { name: 'Delete Product 2' }));
    const dialog = (await openDialog()).dialog;
    expect(dialog).toHaveTextContent('Are you sure you want to delete "Product 2"?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete', hidden: true }));
    expect(await screen.findByText('Product "Product 2" deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Product 2')).not.toBeInTheDocument());
    expect(screen.getByText('Product 1')).toBeInTheDocument();
    expect(api.callsTo('DELETE products/:id')).toHaveLength(1);
  });

  it("says 'Failed to delete product' (the server's message first) and keeps the row", async () => {
    stubFetch({
      'GET products': pageOf([product(1)]),
      'DELETE products/:id': fail(409, 'This product cannot be deleted'),
    });
    const { user } = renderList();
    await user.click(within(await rowOf('Product 1')).getByRole('button', { name: 'Delete Product 1' }));
    await user.click(within((await openDialog()).dialog).getByRole('button', { name: 'Delete', hidden: true }));
    expect(await screen.findByText('This product cannot be deleted')).toBeInTheDocument();
    expect(screen.getByText('Product 1')).toBeInTheDocument();
  });
});

describe('sold by weight, SKU and barcode (decisions/grocery-products.md)', () => {
  const tomatoes = product(1, { name: 'Tomatoes', name_ar: 'طماطم', price: 2.5, unit: 'weight', weightStep: 0.25, estimatedWeight: null, sku: 'VEG-TOM', barcode: '6291041500213' });
  const laban = product(2, { name: 'Laban', price: 0.35, unit: 'piece', sku: null, barcode: null });
  const cellOf = (row: HTMLElement, column: string) => {
    const index = within(row.closest('table') as HTMLElement)
      .getAllByRole('columnheader')
      .findIndex((header) => header.textContent === column);
    return within(row).getAllByRole('cell')[index];
  };

  it("prices a product by weight per kg ('KWD 2.500 / kg'), one by the piece as the spec does", async () => {
    stubFetch({ 'GET products': pageOf([tomatoes, laban]) });
    renderList();
    expect(cellOf(await rowOf('Tomatoes'), 'Price')).toHaveTextContent(/^KWD 2\.500 \/ kg$/);
    expect(cellOf(await rowOf('Laban'), 'Price')).toHaveTextContent(/^KWD 0\.350$/);
  });

  it('shows the SKU and barcode under the name, left to right, only where the product has them', async () => {
    stubFetch({ 'GET products': pageOf([tomatoes, laban, product(3, { sku: null, barcode: '96385074' })]) });
    renderList();
    const codes = within(await rowOf('Tomatoes')).getByText('VEG-TOM');
    expect(codes.tagName).toBe('BDI');
    expect(codes).toHaveAttribute('dir', 'ltr');
    expect(codes.parentElement).toHaveTextContent('SKU: VEG-TOMBarcode: 6291041500213');
    expect(within(await rowOf('Laban')).queryByText(/SKU|Barcode/)).not.toBeInTheDocument();
    const third = within(await rowOf('Product 3'));
    expect(third.queryByText(/SKU/)).not.toBeInTheDocument();
    expect(third.getByText('96385074').parentElement).toHaveTextContent('Barcode: 96385074');
  });

  it('says the search finds a barcode or SKU, and sends what is typed as q', async () => {
    const api = stubFetch({ 'GET products': pageOf([tomatoes]) });
    const { user } = renderList();
    await rowOf('Tomatoes');
    const search = screen.getByPlaceholderText('Name (English or Arabic), SKU or barcode');
    await user.type(search, '6291041500213');
    await waitFor(() => expect(api.callsTo('GET products').at(-1)?.query.get('q')).toBe('6291041500213'));
  });

  it('reads in Arabic: the price per kg and the codes', async () => {
    await setLanguage('ar');
    stubFetch({ 'GET products': pageOf([tomatoes]) });
    renderList();
    const row = await rowOf('طماطم');
    expect(cellOf(row, 'السعر')).toHaveTextContent(/^KWD 2\.500 \/ كغ$/);
    expect(within(row).getByText('6291041500213').parentElement).toHaveTextContent('الباركود: 6291041500213');
    expect(screen.getByPlaceholderText('الاسم بالعربية أو الإنجليزية، أو SKU أو الباركود')).toBeInTheDocument();
  });
});
