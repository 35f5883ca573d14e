import { setLanguage } from '@dukkan/shared';
import { fail, ok, renderWithProviders, signedInState, stubFetch } from '@dukkan/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { byIdHandler, PICKER_CATEGORIES, searchHandler } from '../test-utils/choice-fixtures';
import { ProductFormPage } from './ProductFormPage';

const categories = [
  { id: 3, name: 'Dairy', name_ar: 'ألبان', shopId: 1, shop: { id: 1, name: 'Fresh Market', name_ar: 'السوق الطازج' } },
  { id: 4, name: 'Bakery', name_ar: 'مخبوزات', shopId: 1, shop: { id: 1, name: 'Fresh Market', name_ar: 'السوق الطازج' } },
];
/** The category picker's search and the chosen one's own record. */
const categoryApi = { 'GET categories': searchHandler(categories), 'GET categories/:id': byIdHandler(categories, 'Category') };
const existing = {
  id: 9,
  name: 'Laban',
  name_ar: 'لبن',
  image: 'http://localhost:4000/uploads/laban.png',
  imagePreview: 'http://localhost:4000/uploads/laban.preview.webp',
  price: 0.35,
  stock: 7,
  status: 'active',
  active: true,
  categoryId: 3,
  category: { id: 3, name: 'Dairy', name_ar: 'ألبان' },
};
const photo = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'milk.png', { type: 'image/png' });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function renderForm(mode: 'create' | 'edit', route = mode === 'create' ? '/products/add' : '/products/edit/9') {
  const result = renderWithProviders(<ProductFormPage mode={mode} />, {
    route,
    path: mode === 'create' ? '/products/add' : '/products/edit/:id',
    preloadedState: signedInState(),
    otherRoutes: { '/products': <p>Products list</p> },
  });
  // A person can pick "All files" in the browser's dialog: don't let user-event apply `accept`.
  return { ...result, user: userEvent.setup({ applyAccept: false }) };
}

// The label itself (with Fluent's required mark): 'Stock' is not the 'Stock history' region below the form.
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}(\\s*\\*)?$`));
/** The category chosen, as its tag names it. */
const chosenCategory = () => within(screen.getByRole('listbox', { name: /^Chosen: Category/ })).getByRole('option');

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Product Name'), 'Fresh Milk');
  await user.type(field('Arabic Name'), 'حليب طازج');
  await user.type(field('Category'), 'Dairy');
  await user.click(await screen.findByRole('option', { name: /^Dairy — ألبان/ }));
  await user.type(field('Price (KWD)'), '0.750');
  await user.type(field('Stock'), '24');
  await user.upload(field('Product Image'), photo());
}

// The Arabic tests switch the language; each test starts in English, once the last one's screen is gone.
afterEach(() => setLanguage('en'));

describe('product form, create (spec §2 /products/add, §5 Product form)', () => {
  it("shows every spec message and 'Please fix the errors before submitting' on an empty submit, and sends nothing", async () => {
    const api = stubFetch({ ...categoryApi, 'POST products': ok(existing, 201) });
    const { user } = renderForm('create');
    expect(screen.getByRole('heading', { level: 1, name: 'Create New Product' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    for (const message of [
      'Product name is required',
      'Category is required',
      'Price is required',
      'Stock is required',
      'Product image is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(await screen.findByText('Please fix the errors before submitting')).toBeInTheDocument();
    expect(field('Product Name')).toHaveFocus();
    expect(api.callsTo('POST products')).toHaveLength(0);
  });

  it("says 'Enter a valid price' and 'Enter a valid stock quantity', and clears a message once fixed", async () => {
    stubFetch({ ...categoryApi });
    const { user } = renderForm('create');
    await user.type(field('Price (KWD)'), '0');
    await user.type(field('Stock'), '-2');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Enter a valid price')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid stock quantity')).toBeInTheDocument();
    await user.clear(field('Stock'));
    await user.type(field('Stock'), '0');
    await waitFor(() => expect(screen.queryByText('Enter a valid stock quantity')).not.toBeInTheDocument());
    expect(screen.getByText('Enter a valid price')).toBeInTheDocument();
  });

  it('keeps a price and stock typed in Arabic digits as Latin ones (decisions/search.md)', async () => {
    stubFetch({ ...categoryApi });
    const { user } = renderForm('create');
    await user.type(field('Price (KWD)'), '١٫٢٥٠');
    await user.type(field('Stock'), '۲۴');
    expect(field('Price (KWD)')).toHaveValue('1.250');
    expect(field('Stock')).toHaveValue('24');
  });

  it('starts with the category named in ?categoryId', async () => {
    stubFetch({ ...categoryApi });
    renderForm('create', '/products/add?categoryId=4');
    await waitFor(() => expect(chosenCategory()).toHaveTextContent('Bakery — مخبوزات — Fresh Market'));
  });

  it('lists each category with its name and Arabic name', async () => {
    stubFetch({ ...categoryApi });
    const { user } = renderForm('create');
    await user.click(field('Category'));
    expect(await screen.findByRole('option', { name: /^Dairy — ألبان/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /^Bakery — مخبوزات/ })).toBeInTheDocument();
  });

  it("names each category's shop, so two shops' 'Vegetables' are told apart, and saves the one picked", async () => {
    const api = stubFetch({
      'GET categories': searchHandler(PICKER_CATEGORIES),
      'GET categories/:id': byIdHandler(PICKER_CATEGORIES, 'Category'),
      'POST products': ok(existing, 201),
    });
    const { user } = renderForm('create');
    await user.type(field('Category'), 'Veg');
    await waitFor(() => expect(api.callsTo('GET categories').at(-1)?.query.get('q')).toBe('Veg'));
    await waitFor(() => expect(screen.queryByRole('option', { name: /^Dairy/ })).not.toBeInTheDocument());
    const options = await screen.findAllByRole('option', { name: /^Vegetables/ });
    expect(options.map((option) => option.textContent)).toEqual(['Vegetables — خضرواتFresh Market', 'Vegetables — خضرواتCorner Store']);
    expect(api.callsTo('GET categories').at(-1)?.query.get('q')).toBe('Veg');
    await user.click(options[1]);
    expect(chosenCategory()).toHaveTextContent('Vegetables — خضروات — Corner Store');
    await user.type(field('Product Name'), 'Carrots');
    await user.type(field('Price (KWD)'), '0.5');
    await user.type(field('Stock'), '3');
    await user.upload(field('Product Image'), photo());
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    await waitFor(() => expect(api.callsTo('POST products')).toHaveLength(1));
    expect((api.callsTo('POST products')[0].body as FormData).get('categoryId')).toBe('4');
  });

  it("says 'Price can have at most 3 decimals' for a price with four", async () => {
    stubFetch({ ...categoryApi });
    const { user } = renderForm('create');
    await user.type(field('Price (KWD)'), '1.2345');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Price can have at most 3 decimals')).toBeInTheDocument();
  });

  it("refuses a file that is not an image", async () => {
    stubFetch({ ...categoryApi });
    const { user } = renderForm('create');
    await user.upload(field('Product Image'), new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('Please choose an image file.')).toBeInTheDocument();
  });

  it("sends the multipart form once however often it is pressed, says 'Product created successfully' and goes to /products", async () => {
    const answer = deferred<ReturnType<typeof ok>>();
    const api = stubFetch({ ...categoryApi, 'POST products': () => answer.promise });
    const { user, router } = renderForm('create');
    await fillValid(user);
    expect(await screen.findByRole('img', { name: 'Image preview' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Create Product' });
    await user.click(submit);
    await user.click(submit);
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    answer.resolve(ok(existing, 201));
    expect(await screen.findByText('Product created successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    // Saved: no 'Discard changes?' on the way out.
    expect(screen.queryByText('Discard changes?')).not.toBeInTheDocument();

    expect(api.callsTo('POST products')).toHaveLength(1);
    const body = api.callsTo('POST products')[0].body as FormData;
    expect(body.get('name')).toBe('Fresh Milk');
    expect(body.get('name_ar')).toBe('حليب طازج');
    expect(body.get('categoryId')).toBe('3');
    expect(body.get('price')).toBe('0.750');
    expect(body.get('stock')).toBe('24');
    expect((body.get('file') as File).name).toBe('milk.png');
  });

  it("shows the server's message before 'Failed to create product', and its field messages", async () => {
    stubFetch({
      ...categoryApi,
      'POST products': fail(400, 'The selected category does not exist', { errors: { categoryId: 'The selected category does not exist' } }),
    });
    const { user, router } = renderForm('create');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findAllByText('The selected category does not exist')).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/products/add');
    // The button works again.
    expect(screen.getByRole('button', { name: 'Create Product' })).toBeEnabled();
  });

  it("asks 'Discard changes?' before leaving a changed form, and stays on 'Keep editing'", async () => {
    stubFetch({ ...categoryApi });
    const { user, router } = renderForm('create');
    await user.type(field('Product Name'), 'Half typed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    // `hidden: true`: on a loaded machine tabster (Fluent's focus manager) can leave a just-opened
    // dialog marked aria-hidden in jsdom for a while; the dialog and its buttons are there all the same.
    const dialog = await screen.findByRole('alertdialog', { hidden: true });
    expect(dialog).toHaveTextContent('Discard changes?');
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing', hidden: true }));
    expect(router.state.location.pathname).toBe('/products/add');
    expect(field('Product Name')).toHaveValue('Half typed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const again = await screen.findByRole('alertdialog', { hidden: true });
    await user.click(within(again).getByRole('button', { name: 'Discard changes', hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
  });

  it('leaves an untouched form without asking', async () => {
    stubFetch({ ...categoryApi });
    const { user, router } = renderForm('create');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
  });

  it("says 'Failed to load categories' when the category list cannot be read", async () => {
    stubFetch({ 'GET categories': fail(500, '') });
    const { user } = renderForm('create');
    await user.click(field('Category'));
    expect(await screen.findByRole('option', { name: 'Failed to load categories' })).toBeInTheDocument();
  });
});

describe('product form, edit (spec §2 /products/edit/{id})', () => {
  it("loads the product into 'Edit Product' and puts the changes without a file when the image is kept", async () => {
    const api = stubFetch({
      ...categoryApi,
      'GET products/:id': ok(existing),
      'PATCH products/:id': ok({ ...existing, price: 0.4 }),
    });
    const { user, router } = renderForm('edit');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Laban')).toBe(field('Product Name'));
    expect(field('Arabic Name')).toHaveValue('لبن');
    expect(field('Price (KWD)')).toHaveValue('0.35');
    // decisions/availability.md: editing shows the stock and adjusts it by an amount; without one, no stock is sent.
    expect(screen.getByText('In stock now: 7 items')).toBeInTheDocument();
    await waitFor(() => expect(chosenCategory()).toHaveTextContent('Dairy — ألبان — Fresh Market'));
    expect(screen.getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', existing.imagePreview);

    await user.clear(field('Price (KWD)'));
    await user.type(field('Price (KWD)'), '0.400');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    const call = api.callsTo('PATCH products/:id')[0];
    expect(call.params.id).toBe('9');
    expect((call.body as FormData).get('price')).toBe('0.400');
    expect((call.body as FormData).has('file')).toBe(false);
    expect((call.body as FormData).has('stock')).toBe(false);
  });

  it('adjusts the stock by an amount with a reason (decisions/availability.md), or sets a new total', async () => {
    const api = stubFetch({
      ...categoryApi,
      'GET products/:id': ok(existing),
      'PATCH products/:id': ok(existing),
      'PUT products/:id': ok(existing),
    });
    const { user } = renderForm('edit');
    await screen.findByText('In stock now: 7 items');
    await user.type(field('Adjust stock by'), '-9');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Stock cannot go below 0')).toBeInTheDocument();
    expect(screen.getAllByText('Choose a reason')).toHaveLength(2); // the select's first option, and its message
    await user.clear(field('Adjust stock by'));
    await user.type(field('Adjust stock by'), '+12');
    expect(screen.getByText(/→ 19/)).toBeInTheDocument();
    await user.selectOptions(field('Reason'), 'received');
    await user.type(field('Note'), 'Morning delivery');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(api.callsTo('PATCH products/:id')).toHaveLength(1));
    const body = api.callsTo('PATCH products/:id')[0].body as FormData;
    expect([body.get('stockAdjustment'), body.get('stockReason'), body.get('stockNote'), body.has('stock')]).toEqual(['12', 'received', 'Morning delivery', false]);
  });

  it('still sets the stock total when asked (decisions/availability.md: "Set the new total instead")', async () => {
    const api = stubFetch({ ...categoryApi, 'GET products/:id': ok(existing), 'PUT products/:id': ok(existing) });
    const { user } = renderForm('edit');
    await user.click(await screen.findByRole('button', { name: 'Set the new total instead' }));
    expect(field('Stock')).toHaveValue('7');
    await user.clear(field('Stock'));
    await user.type(field('Stock'), '30');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(api.callsTo('PUT products/:id')).toHaveLength(1));
    expect((api.callsTo('PUT products/:id')[0].body as FormData).get('stock')).toBe('30');
  });

  it('sends a new file when the image is replaced', async () => {
    const api = stubFetch({
      ...categoryApi,
      'GET products/:id': ok(existing),
      'PATCH products/:id': ok(existing),
    });
    const { user } = renderForm('edit');
    await screen.findByDisplayValue('Laban');
    await user.upload(field('Product Image'), photo());
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await screen.findByText('Product updated successfully');
    expect(((api.callsTo('PATCH products/:id')[0].body as FormData).get('file') as File).name).toBe('milk.png');
  });

  it("says 'Failed to update product' when the server gives no message", async () => {
    stubFetch({
      ...categoryApi,
      'GET products/:id': ok(existing),
      'PATCH products/:id': fail(500, ''),
    });
    const { user } = renderForm('edit');
    await screen.findByDisplayValue('Laban');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Failed to update product')).toBeInTheDocument();
  });

  it("says 'Failed to load product data' (the server's message first) when the product cannot be read", async () => {
    stubFetch({ ...categoryApi, 'GET products/:id': fail(500, '') });
    renderForm('edit');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load product data');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();

    stubFetch({ ...categoryApi, 'GET products/:id': fail(404, 'Product not found') });
    renderForm('edit', '/products/edit/12');
    expect(await screen.findAllByText('Product not found')).not.toHaveLength(0);
  });
});

describe('sold by piece or by weight, SKU and barcode (decisions/grocery-products.md)', () => {
  const tomatoes = { ...existing, id: 9, name: 'Tomatoes', name_ar: 'طماطم', price: 0.6, unit: 'weight', weightStep: 0.25, estimatedWeight: 0.15, sku: 'VEG-TOM', barcode: '6291041500213' };
  const soldBy = () => screen.getByRole('radiogroup', { name: 'Sold by' });
  const posted = (api: ReturnType<typeof stubFetch>, route = 'POST products') => api.callsTo(route)[0].body as FormData;

  it('starts by the piece: the spec\'s price label, no weights, and posts unit=piece with the SKU and barcode', async () => {
    const api = stubFetch({ ...categoryApi, 'POST products': ok(existing, 201) });
    const { user } = renderForm('create');
    expect(within(soldBy()).getByRole('radio', { name: 'By piece' })).toBeChecked();
    expect(field('Price (KWD)')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Weight step/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Estimated weight/)).not.toBeInTheDocument();
    await fillValid(user);
    await user.type(field('SKU'), 'M-1');
    await user.click(field('Barcode'));
    await user.paste('٦ ٢٩١٠٤١ ٥٠٠٢١٣');
    expect(field('Barcode')).toHaveValue('6291041500213');
    expect(field('Barcode')).toHaveAttribute('inputmode', 'numeric');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    await waitFor(() => expect(api.callsTo('POST products')).toHaveLength(1));
    const body = posted(api);
    expect([body.get('unit'), body.get('price'), body.get('sku'), body.get('barcode')]).toEqual(['piece', '0.750', 'M-1', '6291041500213']);
    expect(body.has('weightStep')).toBe(false);
    expect(body.has('estimatedWeight')).toBe(false);
  });

  it('by weight: the price is per kg, the step and estimated weight appear and are posted', async () => {
    const api = stubFetch({ ...categoryApi, 'POST products': ok(tomatoes, 201) });
    const { user } = renderForm('create');
    await fillValid(user);
    await user.click(screen.getByRole('radio', { name: 'By weight' }));
    expect(screen.queryByLabelText(/^Price \(KWD\)/)).not.toBeInTheDocument();
    await user.clear(field('Price per kg (KWD)'));
    await user.type(field('Price per kg (KWD)'), '0.600');
    expect(field('Weight step (kg)')).toHaveAttribute('inputmode', 'decimal');
    await user.type(field('Weight step (kg)'), '0.250');
    await user.type(field('Estimated weight per item (kg)'), '0.150');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    await waitFor(() => expect(api.callsTo('POST products')).toHaveLength(1));
    const body = posted(api);
    expect([body.get('unit'), body.get('price'), body.get('weightStep'), body.get('estimatedWeight'), body.get('sku'), body.get('barcode')]).toEqual([
      'weight',
      '0.600',
      '0.250',
      '0.150',
      '',
      '',
    ]);
  });

  it('switching back to the piece clears the weights and their messages, and saves by the piece', async () => {
    const api = stubFetch({ ...categoryApi, 'POST products': ok(existing, 201) });
    const { user } = renderForm('create');
    await fillValid(user);
    await user.click(screen.getByRole('radio', { name: 'By weight' }));
    await user.type(field('Weight step (kg)'), '0.5');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Please fix the errors before submitting')).toBeInTheDocument();
    expect(field('Estimated weight per item (kg)')).toHaveAccessibleDescription('Enter the estimated weight in kg (0.001 to 50)');
    expect(api.callsTo('POST products')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'By piece' }));
    expect(screen.queryByLabelText(/Weight step/)).not.toBeInTheDocument();
    expect(field('Price (KWD)')).toHaveValue('0.750');
    // The hidden weights no longer hold the form back.
    await waitFor(() => expect(screen.queryByText('Please fix the errors before submitting')).not.toBeInTheDocument());
    await user.click(screen.getByRole('radio', { name: 'By weight' }));
    expect(field('Weight step (kg)')).toHaveValue('');
    expect(field('Estimated weight per item (kg)')).toHaveValue('');
    await user.click(screen.getByRole('radio', { name: 'By piece' }));
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    await waitFor(() => expect(api.callsTo('POST products')).toHaveLength(1));
    expect(posted(api).get('unit')).toBe('piece');
    expect(posted(api).has('weightStep')).toBe(false);
  });

  it('chooses the unit from the keyboard (arrow keys move within the group)', async () => {
    stubFetch({ ...categoryApi });
    const { user } = renderForm('create');
    within(soldBy()).getByRole('radio', { name: 'By piece' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'By weight' })).toBeChecked();
    expect(field('Weight step (kg)')).toBeInTheDocument();
  });

  it('says each weight, SKU and barcode message under its field, as the API words them, and sends nothing', async () => {
    const api = stubFetch({ ...categoryApi, 'POST products': ok(existing, 201) });
    const { user } = renderForm('create');
    await user.click(screen.getByRole('radio', { name: 'By weight' }));
    await user.type(field('Estimated weight per item (kg)'), '51');
    await user.type(field('SKU'), 'M 1');
    await user.type(field('Barcode'), '12345');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Please fix the errors before submitting')).toBeInTheDocument();
    expect(field('Weight step (kg)')).toHaveAccessibleDescription('Enter the weight step in kg (0.001 to 10)');
    expect(field('Estimated weight per item (kg)')).toHaveAccessibleDescription('Enter the estimated weight in kg (0.001 to 50)');
    expect(field('SKU')).toHaveAccessibleDescription('SKU: up to 64 letters, digits, - _ . /');
    expect(field('Barcode')).toHaveAccessibleDescription('The barcode must be 8, 12, 13 or 14 digits');

    // A mistyped digit: the right length, the wrong check digit.
    await user.clear(field('Barcode'));
    await user.click(field('Barcode'));
    await user.paste('6291041500214');
    await waitFor(() => expect(field('Barcode')).toHaveAccessibleDescription('The barcode check digit is wrong'));
    await user.type(field('Weight step (kg)'), '10.5');
    expect(field('Weight step (kg)')).toHaveAccessibleDescription('Enter the weight step in kg (0.001 to 10)');
    expect(api.callsTo('POST products')).toHaveLength(0);
  });

  it("shows the server's 409 for a barcode another product of the shop has under the barcode", async () => {
    const taken = 'Another product of this shop already has barcode 6291041500213';
    stubFetch({ ...categoryApi, 'POST products': fail(409, taken, { code: 'BARCODE_TAKEN', errors: { barcode: taken } }) });
    const { user } = renderForm('create');
    await fillValid(user);
    await user.click(field('Barcode'));
    await user.paste('6291041500213');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    // Under the field, the code kept left to right (it is read in Arabic too); the toast says it as sent.
    await waitFor(() => expect(field('Barcode')).toHaveAccessibleDescription('Another product of this shop already has barcode \u20666291041500213\u2069'));
    expect(await screen.findByText(taken)).toBeInTheDocument();
    // The field in error is where to type next.
    expect(field('Barcode')).toHaveFocus();
  });

  it("shows the server's 400 for a SKU under the SKU", async () => {
    const refused = 'SKU: up to 64 letters, digits, - _ . /';
    stubFetch({ ...categoryApi, 'POST products': fail(400, refused, { errors: { sku: refused } }) });
    const { user } = renderForm('create');
    await fillValid(user);
    await user.type(field('SKU'), 'M1');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    await waitFor(() => expect(field('SKU')).toHaveAccessibleDescription(refused));
  });

  it("a scanner's Enter in the barcode moves on to the next field and does not submit", async () => {
    const api = stubFetch({ ...categoryApi, 'POST products': ok(existing, 201) });
    const { user } = renderForm('create');
    await fillValid(user);
    await user.click(field('Barcode'));
    await user.keyboard('6291041500213{Enter}');
    expect(field('Barcode')).toHaveValue('6291041500213');
    expect(field('Barcode')).not.toHaveFocus();
    expect(screen.getByRole('button', { name: 'Change image' })).toHaveFocus();
    expect(screen.queryByText('Please fix the errors before submitting')).not.toBeInTheDocument();
    expect(api.callsTo('POST products')).toHaveLength(0);
  });

  it('loads a product by weight into the edit form and sends its changes', async () => {
    const api = stubFetch({ ...categoryApi, 'GET products/:id': ok(tomatoes), 'PATCH products/:id': ok(tomatoes) });
    const { user } = renderForm('edit');
    expect(await screen.findByDisplayValue('Tomatoes')).toBe(field('Product Name'));
    expect(screen.getByRole('radio', { name: 'By weight' })).toBeChecked();
    expect(field('Price per kg (KWD)')).toHaveValue('0.6');
    expect(field('Weight step (kg)')).toHaveValue('0.25');
    expect(field('Estimated weight per item (kg)')).toHaveValue('0.15');
    expect(field('SKU')).toHaveValue('VEG-TOM');
    expect(field('Barcode')).toHaveValue('6291041500213');
    await user.clear(field('Weight step (kg)'));
    await user.type(field('Weight step (kg)'), '0.5');
    await user.clear(field('Barcode'));
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(api.callsTo('PATCH products/:id')).toHaveLength(1));
    const body = posted(api, 'PATCH products/:id');
    expect([body.get('unit'), body.get('weightStep'), body.get('estimatedWeight'), body.get('sku'), body.get('barcode')]).toEqual(['weight', '0.5', '0.15', 'VEG-TOM', '']);
  });

  it('reads in Arabic: sold by, per kg, the weights, SKU and barcode, and a taken code', async () => {
    await setLanguage('ar');
    const taken = 'Another product of this shop already has SKU VEG-TOM';
    stubFetch({ ...categoryApi, 'GET products/:id': ok(tomatoes), 'PATCH products/:id': fail(409, taken, { errors: { sku: taken } }) });
    const { user } = renderForm('edit');
    await screen.findByDisplayValue('Tomatoes');
    const group = screen.getByRole('radiogroup', { name: 'طريقة البيع' });
    expect(within(group).getByRole('radio', { name: 'بالوزن' })).toBeChecked();
    expect(field('سعر الكيلوغرام (د.ك)')).toHaveValue('0.6');
    expect(field('خطوة الوزن (كغ)')).toHaveValue('0.25');
    expect(field('الوزن التقريبي للقطعة (كغ)')).toHaveValue('0.15');
    expect(field('الباركود')).toHaveAttribute('dir', 'ltr');
    await user.click(within(group).getByRole('radio', { name: 'بالقطعة' }));
    expect(field('السعر (د.ك)')).toHaveValue('0.6');
    await user.click(screen.getByRole('button', { name: 'تحديث المنتج' }));
    await waitFor(() => expect(field('رمز المنتج (SKU)')).toHaveAccessibleDescription('يوجد منتج آخر في هذا المتجر برمز SKU \u2066VEG-TOM\u2069'));
  });
});
