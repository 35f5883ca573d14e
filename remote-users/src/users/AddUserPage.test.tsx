import { fail, ok, renderWithProviders, signedInState, stubFetch } from '@dukkan/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { AddUserPage } from './AddUserPage';

function renderForm() {
  return renderWithProviders(<AddUserPage />, {
    route: '/users/add',
    path: '/users/add',
    otherRoutes: { '/users': <p>Users list</p> },
    preloadedState: signedInState(),
  });
}

const nameField = () => screen.getByRole('textbox', { name: /Full Name/ });
const emailField = () => screen.getByRole('textbox', { name: /Email/ });
const passwordField = () => screen.getByLabelText(/^Password/, { selector: 'input' }) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: 'Register User' });
const roleField = () => screen.getByRole('combobox', { name: /^Role/ });
const shopsField = () => screen.getByRole('combobox', { name: /^Shops/ });
/** The chosen shops: each a tag of the picker's own list. */
const shopTags = () => within(screen.getByRole('listbox', { name: /^Chosen: Shops/ })).getAllByRole('option');

/** 300 shops, the 200th 'Jahra Dates House'; GET shop answers the first 20 matching `q` in either language, as the API does. */
const SHOPS = Array.from({ length: 300 }, (_, i) =>
  i === 199 ? { id: 200, name: 'Jahra Dates House', name_ar: 'بيت تمور الجهراء' } : { id: i + 1, name: `Shop ${i + 1}`, name_ar: `متجر ${i + 1}` },
);
function shopSearch(request: { query: URLSearchParams }) {
  const q = request.query.get('q') ?? '';
  const found = SHOPS.filter((shop) => shop.name.includes(q) || shop.name_ar.includes(q));
  return ok({ items: found.slice(0, Number(request.query.get('limit'))), total: found.length, page: 1, pages: 1, limit: 20, nextCursor: null });
}

afterEach(() => {
  delete window.__DUKKAN_CONFIG__;
});

describe('Add New User (spec §2 /users/add)', () => {
  it('pre-fills the configured default password and names it in the hint', () => {
    window.__DUKKAN_CONFIG__ = { apiBaseUrl: 'http://localhost:4000/api', defaultUserPassword: 'Deploy-Chosen-2024' } as never;
    renderForm();
    expect(screen.getByRole('heading', { name: 'Add New User' })).toBeInTheDocument();
    expect(passwordField()).toHaveValue('Deploy-Chosen-2024');
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(passwordField()).toHaveAccessibleDescription('The default password is Deploy-Chosen-2024');
  });

  it('without a configured default, offers a strong random password and copies it', async () => {
    const { user } = renderForm();
    const password = passwordField().value;
    expect(password).toHaveLength(16);
    expect(password).toMatch(/[a-z]/);
    expect(password).toMatch(/[A-Z]/);
    expect(password).toMatch(/[0-9]/);
    expect(password).toMatch(/[^A-Za-z0-9]/);
    expect(screen.getByTestId('default-password')).toHaveTextContent(password);

    // user-event puts a clipboard on navigator; its readText does not run under this jsdom.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy the default password' }));
    expect(writeText).toHaveBeenCalledWith(password);
    expect(await screen.findByText('Password copied')).toBeInTheDocument();
  });

  it('makes a new password for every visit to the form', () => {
    const first = renderForm();
    const one = passwordField().value;
    first.unmount();
    renderForm();
    expect(passwordField().value).not.toBe(one);
  });

  it('shows each required message on submit and clears each one when its field is edited', async () => {
    const api = stubFetch({});
    const { user } = renderForm();
    await user.clear(passwordField());
    await user.click(submitButton());

    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    // The first wrong field gets the focus.
    expect(nameField()).toHaveFocus();
    expect(api.calls).toHaveLength(0);

    await user.type(nameField(), 'M');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();

    await user.type(emailField(), 'x');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    // Cleared, not re-checked: 'x' is no address, but the verdict waits for the next submit.
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await user.type(passwordField(), 'p');
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });

  it("says 'Please enter a valid email address' for an address that does not look like one", async () => {
    const api = stubFetch({});
    const { user } = renderForm();
    await user.type(nameField(), 'Mariam');
    await user.type(emailField(), 'mariam@dukkan');
    await user.click(submitButton());
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(emailField()).toHaveFocus();
    await user.type(emailField(), '.kw');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("registers with 'Registering...' while busy, says 'User registered successfully' and goes to /users", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const api = stubFetch({
      'POST user/register': async (request) => {
        await held;
        const body = request.body as { name: string; email: string };
        return ok({ id: 40, name: body.name, email: body.email, phone: null, role: 'admin' }, 201);
      },
    });
    const { user, router } = renderForm();
    const password = passwordField().value;
    await user.type(nameField(), '  Mariam Al-Kandari ');
    await user.type(emailField(), 'mariam@dukkan.kw');
    await user.selectOptions(roleField(), 'owner');
    await user.click(submitButton());

    const busy = await screen.findByRole('button', { name: 'Registering...' });
    expect(busy).toBeDisabled();
    release();

    expect(await screen.findByText('User registered successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    // Saved, so leaving is not 'Discard changes?'.
    expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument();
    expect(api.callsTo('POST user/register')[0].body).toEqual({ name: 'Mariam Al-Kandari', email: 'mariam@dukkan.kw', password, role: 'owner', shopIds: [] });
  });

  it("shows the server's message, such as an email already taken, and stays on the form", async () => {
    stubFetch({ 'POST user/register': fail(409, 'A user with this email already exists', { code: 'EMAIL_TAKEN' }) });
    const { user, router } = renderForm();
    await user.type(nameField(), 'Mariam');
    await user.type(emailField(), 'e2e.admin@dukkan.kw');
    await user.selectOptions(roleField(), 'owner');
    await user.click(submitButton());
    expect(await screen.findByText('A user with this email already exists')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/users/add');
    expect(submitButton()).toBeEnabled();
  });

  it("puts the server's field errors under their fields", async () => {
    stubFetch({
      'POST user/register': fail(400, 'Password must be at least 8 characters', {
        errors: { password: 'Password must be at least 8 characters' },
      }),
    });
    const { user } = renderForm();
    await user.type(nameField(), 'Mariam');
    await user.type(emailField(), 'mariam@dukkan.kw');
    await user.selectOptions(roleField(), 'owner');
    await user.clear(passwordField());
    await user.type(passwordField(), 'short');
    await user.click(submitButton());
    await waitFor(() => expect(passwordField()).toHaveAttribute('aria-invalid', 'true'));
    expect(passwordField()).toHaveAccessibleDescription(expect.stringContaining('Password must be at least 8 characters'));
    // Editing the field clears the server's message as it does the panel's own.
    await user.type(passwordField(), '-longer');
    expect(passwordField()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("says 'Failed to register user' when the server gives no reason", async () => {
    stubFetch({ 'POST user/register': { status: 500, body: {} } });
    const { user } = renderForm();
    await user.type(nameField(), 'Mariam');
    await user.type(emailField(), 'mariam@dukkan.kw');
    await user.selectOptions(roleField(), 'owner');
    await user.click(submitButton());
    expect(await screen.findByText('Failed to register user')).toBeInTheDocument();
  });

  it('goes back to /users with Cancel from an untouched form, without asking', async () => {
    const { user, router } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/users');
  });

  it("asks 'Discard changes?' before leaving a filled-in form", async () => {
    const { user, router } = renderForm();
    await user.type(nameField(), 'Mariam');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    // hidden: under jsdom (only) Tabster marks an open Fluent dialog aria-hidden a moment later.
    const dialog = await screen.findByRole('alertdialog', { hidden: true });
    expect(within(dialog).getByRole('heading', { hidden: true })).toHaveTextContent('Discard changes?');
    expect(router.state.location.pathname).toBe('/users/add');
    await user.click(within(dialog).getByRole('button', { name: 'Discard changes', hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
  });

  it('starts as Shop staff, the least-privileged role, and asks for a shop before sending', async () => {
    const api = stubFetch({ 'GET shop': shopSearch });
    const { user } = renderForm();
    expect(roleField()).toHaveValue('shop_staff');
    expect(shopsField()).toBeRequired();
    await user.type(nameField(), 'Mariam');
    await user.type(emailField(), 'mariam@dukkan.kw');
    await user.click(submitButton());
    expect(await screen.findByText('Select at least one shop')).toBeInTheDocument();
    expect(api.callsTo('POST user/register')).toHaveLength(0);
  });

  it('saves the shop picked by typing part of its name: the 200th of 300, not the first', async () => {
    const api = stubFetch({ 'GET shop': shopSearch, 'POST user/register': ok({ id: 41 }, 201) });
    const { user, router } = renderForm();
    await user.type(nameField(), 'Mariam');
    await user.type(emailField(), 'mariam@dukkan.kw');
    await user.type(shopsField(), 'Dates');
    await user.click(await screen.findByRole('option', { name: 'Jahra Dates House' }));
    expect(shopTags().map((tag) => tag.textContent)).toEqual(['Jahra Dates House']);
    // A search asks the server for a few matches, never the whole list.
    expect(api.callsTo('GET shop').at(-1)?.query.get('q')).toBe('Dates');
    expect(api.callsTo('GET shop').at(-1)?.query.get('limit')).toBe('20');
    await user.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(api.callsTo('POST user/register')[0].body).toEqual(expect.objectContaining({ role: 'shop_staff', shopIds: [200] }));
  });

  it('finds a shop by part of its Arabic name', async () => {
    const api = stubFetch({ 'GET shop': shopSearch, 'POST user/register': ok({ id: 42 }, 201) });
    const { user, router } = renderForm();
    await user.type(nameField(), 'Mariam');
    await user.type(emailField(), 'mariam@dukkan.kw');
    await user.type(shopsField(), 'الجهراء');
    await user.click(await screen.findByRole('option', { name: 'Jahra Dates House' }));
    expect(api.callsTo('GET shop').at(-1)?.query.get('q')).toBe('الجهراء');
    await user.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(api.callsTo('POST user/register')[0].body).toEqual(expect.objectContaining({ shopIds: [200] }));
  });
});
