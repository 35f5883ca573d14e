import { fail, ok, renderWithProviders, signedInState, stubFetch, type StubHandlers, openDialog } from '@dukkan/shared/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { allShopsHandler, categoryFixture } from './category-fixtures';
import { CategoryFormPage } from './CategoryFormPage';

const picture = () => new File(['png'], 'fruit.png', { type: 'image/png' });

function renderForm(mode: 'create' | 'edit', handlers: StubHandlers = {}) {
  const api = stubFetch({ 'GET shop': allShopsHandler, ...handlers });
  const view = renderWithProviders(<CategoryFormPage mode={mode} />, {
    route: mode === 'create' ? '/categories/add' : '/categories/edit/4',
    path: mode === 'create' ? '/categories/add' : '/categories/edit/:id',
    preloadedState: signedInState(),
    otherRoutes: { '/categories': <p>Categories list</p> },
  });
  return { api, ...view };
}

const nameField = () => screen.getByLabelText(/^Category Name(?! \()/);
const arabicField = () => screen.getByLabelText(/^Category Name \(Arabic\)/);
const shopSelect = () => screen.getByRole('combobox', { name: /^Shop/ });

describe("category form (spec §2 /categories/add, §5 'Category form')", () => {
  it('offers every shop from GET shop (not a page of them)', async () => {
    const { api } = renderForm('create');
    expect(await screen.findByRole('option', { name: 'Fresh Market' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Corner Store' })).toBeInTheDocument();
    const query = api.callsTo('GET shop')[0].query;
    expect([query.has('page'), query.has('limit')]).toEqual([false, false]);
  });

  it('shows the name, shop and image messages on submit, not the Arabic one, and sends nothing', async () => {
    const { api, user } = renderForm('create', { 'POST categories': ok(categoryFixture(9), 201) });
    await user.click(await screen.findByRole('button', { name: 'Create Category' }));
    expect(await screen.findByText('Category name is required')).toBeInTheDocument();
    expect(screen.getByText('Please select a shop')).toBeInTheDocument();
    expect(screen.getByText('Category image is required')).toBeInTheDocument();
    expect(screen.getByText('Please fix the errors below before submitting')).toBeInTheDocument();
    expect(screen.queryByText('Category name in Arabic is required')).not.toBeInTheDocument();
    expect(api.callsTo('POST categories')).toHaveLength(0);
  });

  it("says 'Category name in Arabic is required' when the Arabic name is edited to empty", async () => {
    const { user } = renderForm('create');
    await user.type(await screen.findByLabelText(/^Category Name \(Arabic\)/), 'ف');
    expect(screen.queryByText('Category name in Arabic is required')).not.toBeInTheDocument();
    await user.clear(arabicField());
    expect(screen.getByText('Category name in Arabic is required')).toBeInTheDocument();
  });

  it('creates the category as multipart with the shop and image, says so, and goes to /categories', async () => {
    const { api, user, router } = renderForm('create', { 'POST categories': ok(categoryFixture(9), 201) });
    await user.type(await screen.findByLabelText(/^Category Name(?! \()/), 'Fruit');
    await user.type(arabicField(), 'فواكه');
    await screen.findByRole('option', { name: 'Corner Store' });
    await user.selectOptions(shopSelect(), 'Corner Store');
    await user.upload(screen.getByLabelText(/^Category Image/), picture());
    await user.click(screen.getByRole('button', { name: 'Create Category' }));

    expect(await screen.findByText('Category created successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/categories'));
    const body = api.callsTo('POST categories')[0].body as FormData;
    expect([body.get('name'), body.get('name_ar'), body.get('shopId')]).toEqual(['Fruit', 'فواكه', '6']);
    expect((body.get('file') as File).name).toBe('fruit.png');
  });

  it("shows 'Failed to create category' when the save fails without a message", async () => {
    const { user } = renderForm('create', { 'POST categories': fail(500, '') });
    await user.type(await screen.findByLabelText(/^Category Name(?! \()/), 'Fruit');
    await screen.findByRole('option', { name: 'Fresh Market' });
    await user.selectOptions(shopSelect(), 'Fresh Market');
    await user.upload(screen.getByLabelText(/^Category Image/), picture());
    await user.click(screen.getByRole('button', { name: 'Create Category' }));
    expect(await screen.findByText('Failed to create category')).toBeInTheDocument();
  });

  it("says 'Failed to load shops' when the shop list cannot be loaded", async () => {
    renderForm('create', { 'GET shop': fail(500, '') });
    expect(await screen.findByText('Failed to load shops')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = renderForm('create');
    await user.type(await screen.findByLabelText(/^Category Name(?! \()/), 'Half');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click((await openDialog('Discard changes?')).button('Discard changes'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/categories'));
  });
});

describe('category form, edit (spec §2 /categories/edit/{id})', () => {
  const stored = categoryFixture(4, { name: 'Fruit', name_ar: 'فواكه', shopId: 6 });

  it('loads categories/{id}, keeps the image unless replaced, and updates with PUT', async () => {
    const { api, user, router } = renderForm('edit', { 'GET categories/:id': ok(stored), 'PUT categories/:id': ok(stored) });
    expect(await screen.findByRole('heading', { name: 'Edit Category' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Category Name(?! \()/)).toHaveValue('Fruit');
    expect(arabicField()).toHaveValue('فواكه');
    await waitFor(() => expect(shopSelect()).toHaveValue('6'));
    expect(screen.getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', stored.imagePreview);

    await user.type(nameField(), ' & Veg');
    await user.click(screen.getByRole('button', { name: 'Update Category' }));
    expect(await screen.findByText('Category updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/categories'));
    const [call] = api.callsTo('PUT categories/:id');
    expect(call.params.id).toBe('4');
    expect((call.body as FormData).get('name')).toBe('Fruit & Veg');
    expect((call.body as FormData).has('file')).toBe(false);
  });

  it("says 'Failed to load category data' when the category cannot be loaded", async () => {
    renderForm('edit', { 'GET categories/:id': fail(500, '') });
    expect(await screen.findByText('Failed to load category data')).toBeInTheDocument();
  });
});
