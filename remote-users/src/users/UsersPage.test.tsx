import { fail, networkError, ok, pagedList, renderWithProviders, signedInState, stubFetch, testUser, type StubRequest } from '@dukkan/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { UsersPage } from './UsersPage';
import type { User } from '../common/users-api';

const makeUsers = (count: number): User[] =>
  Array.from({ length: count }, (_, i) => ({
    id: count - i,
    name: `User ${i + 1}`,
    email: `user${i + 1}@dukkan.kw`,
    phone: '+96550000000',
    role: i === 0 ? 'admin' : 'operations',
  }));

/** decisions/staff-access.md: the invites below the list, none here (UsersPage.invites.test.tsx has them). */
const NO_INVITES = { 'GET user/invites': ok([]) };

/** Our API's answer for `user?page&limit` (nine a page unless asked otherwise). */
const userServer = (users: User[]) => pagedList(users, 9);

function renderUsers(route = '/users', signedIn = testUser) {
  return renderWithProviders(<UsersPage />, {
    route,
    path: '/users',
    otherRoutes: { '/users/add': <p>Add user form</p>, '/customers': <p>The customers list</p> },
    preloadedState: signedInState(signedIn),
  });
}

/**
 * The open confirmation. `hidden: true` because under jsdom Tabster's modalizer marks a Fluent
 * dialog aria-hidden a moment after it opens (it never does in a browser: the journeys find the
 * dialog by role); a test that is slow for any reason would otherwise miss it.
 */
async function findDialog(title?: string) {
  const dialog = await screen.findByRole('alertdialog', { hidden: true });
  // Its name comes from the title, which jsdom cannot compute once it is aria-hidden.
  if (title) expect(within(dialog).getByRole('heading', { hidden: true })).toHaveTextContent(title);
  return dialog;
}
const inDialog = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name, hidden: true });

const bodyRows = () => within(screen.getByRole('table', { name: 'Users' })).getAllByRole('row').slice(1);
const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('users list (spec §2 /users)', () => {
  it("shows a 10 by 6 skeleton while loading, then the users with 'N/A' for what is missing", async () => {
    const answer = deferred<ReturnType<typeof ok>>();
    const api = stubFetch({ ...NO_INVITES, 'GET user': () => answer.promise });
    renderUsers();

    expect(screen.getByRole('heading', { name: 'User Management' })).toBeInTheDocument();
    const skeleton = screen.getByLabelText('Loading users...');
    expect(within(skeleton).getAllByTestId('skeleton-row')).toHaveLength(10);
    expect(within(within(skeleton).getAllByTestId('skeleton-row')[0]).getAllByRole('cell', { hidden: true })).toHaveLength(6);

    answer.resolve(
      ok({
        items: [
          { id: 7, name: 'Fatima Al-Sabah', email: 'fatima@dukkan.kw', phone: '+96512345678', role: 'admin' },
          { id: 6, name: '', email: 'noname@dukkan.kw', phone: null, role: 'customer' },
          { id: 5, name: 'No Email', email: null, phone: undefined, role: null },
        ],
        total: 3,
        page: 1,
        pages: 1,
        limit: 9,
      }),
    );

    await screen.findByRole('table', { name: 'Users' });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['S.No', 'Name', 'Email', 'Phone', 'Role', 'Actions']);
    expect(cellTexts(bodyRows()[0])).toEqual(['1', 'Fatima Al-Sabah', 'fatima@dukkan.kw', '+96512345678', 'Admin', 'EditDelete']);
    expect(cellTexts(bodyRows()[1])).toEqual(['2', 'N/A', 'noname@dukkan.kw', 'N/A', 'Customer', 'Delete']);
    expect(cellTexts(bodyRows()[2])).toEqual(['3', 'No Email', 'N/A', 'N/A', 'N/A', 'Delete']);
    // spec §7: user?page={n}&limit=9; decisions/customers.md: staff accounts only (customers are at /customers).
    expect(api.callsTo('GET user')[0].url.search).toBe('?page=1&limit=9&role=staff');
    // One page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Pages of users' })).not.toBeInTheDocument();
  });

  it('reads the rows from data.data or a bare data array too (spec §7)', async () => {
    stubFetch({ ...NO_INVITES, 'GET user': { status: 200, body: { success: true, data: { data: makeUsers(2), total: 2 } } } });
    const { unmount } = renderUsers();
    expect(await screen.findByText('User 2')).toBeInTheDocument();
    unmount();

    stubFetch({ ...NO_INVITES, 'GET user': { status: 200, body: { data: makeUsers(1) } } });
    renderUsers();
    expect(await screen.findByText('User 1')).toBeInTheDocument();
  });

  it('pages through every user with a pager, the serial numbers continuing across pages', async () => {
    const users = makeUsers(23);
    const api = stubFetch({ ...NO_INVITES, 'GET user': userServer(users) });
    const { user, router } = renderUsers();

    await screen.findByRole('table', { name: 'Users' });
    const pager = screen.getByRole('navigation', { name: 'Pages of users' });
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByText('Showing 1–9 of 23 users')).toBeInTheDocument();

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await screen.findByText('User 10');
    expect(bodyRows().map((row) => cellTexts(row)[0])).toEqual(['10', '11', '12', '13', '14', '15', '16', '17', '18']);
    expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    expect(router.state.location.search).toBe('?page=2');

    await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
    await screen.findByText('User 23');
    expect(bodyRows().map((row) => cellTexts(row)[0])).toEqual(['19', '20', '21', '22', '23']);
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByText('Showing 19–23 of 23 users')).toBeInTheDocument();
    expect(api.callsTo('GET user').map((call) => call.url.search)).toEqual(['?page=1&limit=9&role=staff', '?page=2&limit=9&role=staff', '?page=3&limit=9&role=staff']);
  });

  it('opens at the page the address names, and moves to the last page when that one is past the end', async () => {
    stubFetch({ ...NO_INVITES, 'GET user': userServer(makeUsers(12)) });
    const { router } = renderUsers('/users?page=5');
    expect(await screen.findByText('User 12')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(bodyRows().map((row) => cellTexts(row)[0])).toEqual(['10', '11', '12']);
  });

  it("says 'No users found' and 'Create your first user to get started' for an empty list", async () => {
    stubFetch({ ...NO_INVITES, 'GET user': userServer([]) });
    renderUsers();
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(screen.getByText('Create your first user to get started')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("says 'Error loading users data' when the API cannot be reached, and retries", async () => {
    let down = true;
    stubFetch({ ...NO_INVITES, 'GET user': (request) => (down ? networkError() : userServer(makeUsers(1))(request)) });
    const { user } = renderUsers();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading users data');
    expect(screen.queryByText('No users found')).not.toBeInTheDocument();
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('User 1')).toBeInTheDocument();
  });

  it("says 'Failed to fetch users data' when the server refuses without a message", async () => {
    stubFetch({ ...NO_INVITES, 'GET user': { status: 500, body: { success: false } } });
    renderUsers();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch users data');
  });

  it("goes to /users/add with 'Add User'", async () => {
    stubFetch({ ...NO_INVITES, 'GET user': userServer([]) });
    const { user, router } = renderUsers();
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    expect(router.state.location.pathname).toBe('/users/add');
  });
});

describe('deleting a user (spec §2, §8)', () => {
  it('asks first, deletes on confirmation, says so and shows the list without them', async () => {
    let users = makeUsers(3);
    const api = stubFetch({
      ...NO_INVITES,
      'GET user': (request) => userServer(users)(request),
      'DELETE user/:id': (request) => {
        users = users.filter((u) => u.id !== Number(request.params.id));
        return ok({ id: Number(request.params.id) });
      },
    });
    const { user } = renderUsers();
    await screen.findByText('User 2');

    await user.click(screen.getByRole('button', { name: 'Delete User 2' }));
    const dialog = await findDialog('Delete User');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this user? All data related to this user will be permanently removed. This action cannot be undone.',
    );
    // Cancel deletes nothing.
    await user.click(inDialog(dialog, 'Cancel'));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument());
    expect(api.callsTo('DELETE user/:id')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete User 2' }));
    await user.click(inDialog(await findDialog(), 'Delete'));

    expect(await screen.findByText('User "User 2" deleted successfully')).toBeInTheDocument();
    expect(api.callsTo('DELETE user/:id')[0].params.id).toBe('2');
    // Waits too for Tabster to give the page back to screen readers once the dialog is gone.
    await waitFor(() => expect(bodyRows().map((row) => cellTexts(row)[1])).toEqual(['User 1', 'User 3']));
  });

  it("shows the server's message when it refuses (deleting yourself)", async () => {
    stubFetch({
      ...NO_INVITES,
      'GET user': userServer(makeUsers(2)),
      'DELETE user/:id': fail(409, 'You cannot delete your own account', { code: 'SELF_DELETE' }),
    });
    const { user } = renderUsers();
    await user.click(await screen.findByRole('button', { name: 'Delete User 1' }));
    await user.click(inDialog(await findDialog(), 'Delete'));
    expect(await screen.findByText('You cannot delete your own account')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument());
    expect(screen.getByText('User 1')).toBeInTheDocument();
  });

  it("says 'Failed to delete user' when the server gives no reason", async () => {
    stubFetch({ ...NO_INVITES, 'GET user': userServer(makeUsers(1)), 'DELETE user/:id': { status: 500, body: {} } });
    const { user } = renderUsers();
    await user.click(await screen.findByRole('button', { name: 'Delete User 1' }));
    await user.click(inDialog(await findDialog(), 'Delete'));
    expect(await screen.findByText('Failed to delete user')).toBeInTheDocument();
  });
});

describe('decisions/customers.md: staff only', () => {
  it('points to Customers for those who may see them', async () => {
    stubFetch({ ...NO_INVITES, 'GET user': userServer([]) });
    const { user, router } = renderUsers();
    expect(await screen.findByText(/This list shows staff accounts/)).toHaveTextContent('This list shows staff accounts. Customers are in Customers.');
    await user.click(screen.getByRole('link', { name: 'Customers' }));
    expect(router.state.location.pathname).toBe('/customers');
  });

  it('says nothing of them to those who may not', async () => {
    stubFetch({ ...NO_INVITES, 'GET user': userServer([]) });
    renderUsers('/users', { ...testUser, permissions: ['users.manage'] });
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(screen.queryByText(/This list shows staff accounts/)).not.toBeInTheDocument();
  });
});

describe('decisions/search.md: search and role', () => {
  /** A server that filters like ours: the name, email or phone contains q; the role matches. */
  function searchingServer(users: User[]) {
    return (request: StubRequest) => {
      const q = (request.query.get('q') ?? '').toLowerCase();
      const role = request.query.get('role');
      const matching = users.filter(
        (user) => (!q || [user.name, user.email, user.phone].some((value) => value?.toLowerCase().includes(q))) && (!role || user.role === role || (role === 'staff' && user.role !== 'customer')),
      );
      return userServer(matching)(request);
    };
  }

  it('searches once typing pauses, from page 1, keeping the search in the address', async () => {
    const api = stubFetch({ ...NO_INVITES, 'GET user': searchingServer(makeUsers(20)) });
    const { user, router } = renderUsers('/users?page=2');
    await screen.findByRole('table', { name: 'Users' });
    await user.type(screen.getByRole('searchbox'), 'user1');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('user1'));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
    // One request for the five keys typed, not one per key.
    await waitFor(() => expect(api.callsTo('GET user').filter((call) => call.query.get('q')).map((call) => call.query.get('q'))).toEqual(['user1']));
    await waitFor(() => expect(screen.getByText(/of 11 users/)).toBeInTheDocument());
  });

  it('narrows to one staff role, says when nothing matches, and clears in one click; customers are not offered', async () => {
    const users: User[] = [...makeUsers(3), { id: 9, name: 'Owner One', email: 'owner@dukkan.kw', phone: null, role: 'owner' }, { id: 8, name: 'A Customer', email: 'c@example.com', phone: null, role: 'customer' }];
    const api = stubFetch({ ...NO_INVITES, 'GET user': searchingServer(users) });
    const { user, router } = renderUsers('/users?q=nobody');
    expect(await screen.findByText('No users match these filters')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]);
    // decisions/customers.md: staff only, whatever the role filter says.
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    expect(api.callsTo('GET user').at(-1)?.query.get('role')).toBe('staff');
    const roles = screen.getByRole('combobox', { name: 'Role' });
    expect(within(roles).getAllByRole('option').map((option) => option.textContent)).toEqual(['Any role', 'Owner', 'Operations', 'Catalogue', 'Shop staff', 'Driver']);
    await user.selectOptions(roles, 'owner');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(new URLSearchParams(router.state.location.search).get('role')).toBe('owner');
    expect(api.callsTo('GET user').at(-1)?.query.get('role')).toBe('owner');
  });
});
