import { fail, ok, type StubHandlers, openDialog } from '@dukkan/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { pickerHandlers } from '../test-utils/choice-fixtures';
import { categoryFixture } from '../test-utils/category-fixtures';
import { renderFormPage } from '../test-utils/render-form-page';
import { CategoryFormPage } from './CategoryFormPage';

const picture = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'fruit.png', { type: 'image/png' });

const renderForm = (mode: 'create' | 'edit', handlers: StubHandlers = {}) =>
  renderFormPage(<CategoryFormPage mode={mode} />, { mode, list: '/categories', id: 4, listText: 'Categories list', handlers: { ...pickerHandlers, ...handlers } });

const nameField = () => screen.getByLabelText(/^Category Name(?! \()/);
const arabicField = () => screen.getByLabelText(/^Category Name \(Arabic\)/);
const shopPicker = () => screen.getByRole('combobox', { name: /^Shop/ });
const chosenShop = () => within(screen.getByRole('listbox', { name: /^Chosen: Shop/ })).getByRole('option');

describe("category form (spec §2 /categories/add, §5 'Category form')", () => {
  it('searches the shops on the server by part of the name, 20 at a time, not the whole list', async () => {
    const { api, user } = renderForm('create');
    expect(api.callsTo('GET shop')).toHaveLength(0);
    await user.type(await screen.findByRole('combobox', { name: /^Shop/ }), 'Corner');
    // The whole word is asked for once the typing pauses (an earlier pause may have asked for part of it), and its
    // answer replaces the first one.
    await waitFor(() => expect(api.callsTo('GET shop').at(-1)?.query.get('q')).toBe('Corner'));
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Fresh Market' })).not.toBeInTheDocument());
    expect(screen.getByRole('option', { name: 'Corner Store' })).toBeInTheDocument();
    const query = api.callsTo('GET shop').at(-1)?.query;
    expect([query?.get('q'), query?.get('limit')]).toEqual(['Corner', '20']);
  });

  it('finds a shop by part of its Arabic name', async () => {
    const { api, user } = renderForm('create', { 'POST categories': ok(categoryFixture(9), 201) });
    await user.type(await screen.findByRole('combobox', { name: /^Shop/ }), 'الزاوية');
    await waitFor(() => expect(api.callsTo('GET shop').at(-1)?.query.get('q')).toBe('الزاوية'));
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Fresh Market' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('option', { name: 'Corner Store' }));
    expect(chosenShop()).toHaveTextContent('Corner Store');
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
    await user.type(shopPicker(), 'Corner');
    await user.click(await screen.findByRole('option', { name: 'Corner Store' }));
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
    await user.type(shopPicker(), 'Fresh');
    await user.click(await screen.findByRole('option', { name: 'Fresh Market' }));
    await user.upload(screen.getByLabelText(/^Category Image/), picture());
    await user.click(screen.getByRole('button', { name: 'Create Category' }));
    expect(await screen.findByText('Failed to create category')).toBeInTheDocument();
  });

  it("says 'Failed to load shops' when the shop search cannot be answered", async () => {
    const { user } = renderForm('create', { 'GET shop': fail(500, '') });
    await user.click(await screen.findByRole('combobox', { name: /^Shop/ }));
    expect(await screen.findByRole('option', { name: 'Failed to load shops' })).toBeInTheDocument();
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
    // The stored shop is named (GET shop/6), not only numbered.
    await waitFor(() => expect(chosenShop()).toHaveTextContent('Corner Store'));
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
