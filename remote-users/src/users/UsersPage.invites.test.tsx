import { fail, ok, openDialog, pagedList, renderWithProviders, signedInState, stubFetch, testUser, type StubRequest } from '@dukkan/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { UsersPage } from './UsersPage';
import type { StaffInvite } from './invites-api';

// decisions/staff-access.md: invites by link on the Users screen, with the network stubbed. Kuwait is UTC+3.

const invite = (id: number, fields: Partial<StaffInvite> = {}): StaffInvite => ({
  id,
  email: `invitee${id}@dukkan.kw`,
  role: 'operations',
  shopIds: [],
  status: 'pending',
  invitedBy: { id: 1, name: 'Huda' },
  createdAt: '2026-03-05T09:00:00.000Z',
  expiresAt: '2026-03-08T09:00:00.000Z',
  acceptedAt: null,
  ...fields,
});

const PENDING = invite(4, { email: 'mariam@dukkan.kw', role: 'shop_staff', shopIds: [3] });
const ACCEPTED = invite(3, { status: 'accepted', acceptedAt: '2026-03-04T10:00:00.000Z' });
const EXPIRED = invite(2, { status: 'expired', role: 'driver' });
const REVOKED = invite(1, { status: 'revoked', role: 'catalogue', invitedBy: { id: null, name: 'Erased user' } });

const LINK = 'https://admin.dukkan.kw/invite/Zk3v9Qm2xY7bN1pL4sT8wR6uE0aC5dHj';

/** Our API's invites: GET lists them, POST adds a pending one (and answers its link), DELETE revokes a pending one. */
function invitesServer(start: StaffInvite[]) {
  let invites = start;
  return {
    'GET user': pagedList([{ id: 1, name: 'Staff Member', email: 'staff@dukkan.test', phone: null, role: 'owner' }], 9),
    'GET user/invites': () => ok(invites),
    'POST user/invites': (request: StubRequest) => {
      const body = request.body as Pick<StaffInvite, 'email' | 'role' | 'shopIds'>;
      const made = invite(10, { ...body, invitedBy: { id: 1, name: 'Staff Member' }, createdAt: '2026-03-07T08:00:00.000Z', expiresAt: '2026-03-10T08:00:00.000Z' });
      invites = [made, ...invites];
      return ok({ invite: made, link: LINK }, 201);
    },
    'DELETE user/invites/:id': (request: StubRequest) => {
      const id = Number(request.params.id);
      invites = invites.map((row) => (row.id === id ? { ...row, status: 'revoked' as const } : row));
      return ok(invites.find((row) => row.id === id));
    },
  };
}

const renderUsers = () =>
  renderWithProviders(<UsersPage />, { route: '/users', path: '/users', otherRoutes: { '/users/add': <p>Add user form</p> }, preloadedState: signedInState(testUser) });

const invitesTable = () => screen.getByRole('table', { name: 'Invites' });
const inviteRows = () => within(invitesTable()).getAllByRole('row').slice(1);
const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

/** Opens the Invite dialog and gives its fields. */
async function openInvite(user: ReturnType<typeof renderUsers>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Invite' }));
  const { dialog, button } = await openDialog('Invite a member of staff', 'dialog');
  return {
    dialog,
    button,
    email: () => within(dialog).getByRole('textbox', { name: /^Email/, hidden: true }),
    role: () => within(dialog).getByRole('combobox', { name: /^Role/, hidden: true }),
  };
}

describe('staff invites on the Users screen (decisions/staff-access.md)', () => {
  it('lists the invites with their role, status, who sent them, when and until when; Revoke for pending ones only', async () => {
    stubFetch(invitesServer([PENDING, ACCEPTED, EXPIRED, REVOKED]));
    renderUsers();
    expect(await screen.findByRole('heading', { name: 'Invites' })).toBeInTheDocument();
    await waitFor(() => expect(inviteRows()).toHaveLength(4));
    expect(within(invitesTable()).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Email', 'Role', 'Status', 'Invited by', 'When', 'Expires', 'Actions',
    ]);
    expect(cellTexts(inviteRows()[0])).toEqual(['mariam@dukkan.kw', 'Shop staff', 'Pending', 'Huda', '05 Mar 2026, 12:00 pm', '08 Mar 2026, 12:00 pm', 'Revoke']);
    expect(inviteRows().map((row) => cellTexts(row)[2])).toEqual(['Pending', 'Accepted', 'Expired', 'Revoked']);
    expect(cellTexts(inviteRows()[3]).slice(0, 4)).toEqual(['invitee1@dukkan.kw', 'Catalogue', 'Revoked', 'Erased user']);
    expect(screen.getAllByRole('button', { name: /^Revoke the invite/ }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Revoke the invite to mariam@dukkan.kw',
    ]);
  });

  it("says 'No invites' when there are none", async () => {
    stubFetch(invitesServer([]));
    renderUsers();
    expect(await screen.findByText('No invites')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Invites' })).not.toBeInTheDocument();
  });

  it('invites by email and role, then shows the link once: copied with a toast, gone after Done', async () => {
    const api = stubFetch(invitesServer([]));
    const { user } = renderUsers();
    const form = await openInvite(user);
    await user.type(form.email(), '  sara@dukkan.kw ');
    await user.selectOptions(form.role(), 'operations');
    await user.click(form.button('Send invite'));

    const { dialog, button } = await openDialog('Invite ready', 'dialog');
    expect(api.callsTo('POST user/invites')[0].body).toEqual({ email: 'sara@dukkan.kw', role: 'operations', shopIds: [] });
    const link = within(dialog).getByRole('textbox', { name: 'Invite link', hidden: true });
    expect(link).toHaveValue(LINK);
    expect(link).toHaveAttribute('readonly');
    expect(dialog).toHaveTextContent('Send this link to them. It works once, for 72 hours.');

    // user-event puts a clipboard on navigator; its readText does not run under this jsdom.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(button('Copy link'));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();

    await user.click(button('Done'));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(LINK)).not.toBeInTheDocument();
    // The new invite is listed, pending.
    await waitFor(() => expect(cellTexts(inviteRows()[0]).slice(0, 4)).toEqual(['sara@dukkan.kw', 'Operations', 'Pending', 'Staff Member']));
  });

  it("asks Add User's questions before sending: the email, and a shop for shop staff (the role it starts with)", async () => {
    const api = stubFetch(invitesServer([]));
    const { user } = renderUsers();
    const form = await openInvite(user);
    expect(form.role()).toHaveValue('shop_staff');
    await user.click(form.button('Send invite'));
    expect(await within(form.dialog).findByText('Email is required')).toBeInTheDocument();
    expect(within(form.dialog).getByText('Select at least one shop')).toBeInTheDocument();
    await user.type(form.email(), 'not-an-email');
    await user.click(form.button('Send invite'));
    expect(await within(form.dialog).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.callsTo('POST user/invites')).toHaveLength(0);
  });

  it("sends a shop-staff invite's shops, and shows the API's 400 under the fields it names", async () => {
    // Too long an address (the rules ask for its shape only), and the shop deleted meanwhile.
    const long = `${'a'.repeat(320)}@dukkan.kw`;
    const api = stubFetch({
      ...invitesServer([]),
      'GET shop': ok({ items: [{ id: 200, name: 'Jahra Dates House', name_ar: 'بيت تمور الجهراء' }], total: 1, page: 1, pages: 1, limit: 20, nextCursor: null }),
      'POST user/invites': fail(400, 'Validation failed', {
        code: 'VALIDATION_FAILED',
        errors: { email: 'Please enter a valid email address', shopIds: 'Select at least one shop' },
      }),
    });
    const { user } = renderUsers();
    const form = await openInvite(user);
    await user.click(form.email());
    await user.paste(long);
    await user.type(within(form.dialog).getByRole('combobox', { name: /^Shops/, hidden: true }), 'Dates');
    await user.click(await screen.findByRole('option', { name: 'Jahra Dates House', hidden: true }));
    await user.click(form.button('Send invite'));

    expect(await within(form.dialog).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(form.dialog).getByText('Select at least one shop')).toBeInTheDocument();
    expect(form.email()).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST user/invites')[0].body).toEqual({ email: long, role: 'shop_staff', shopIds: [200] });
  });

  it("says 'This email is already registered' (409) and keeps the dialog open", async () => {
    stubFetch({ ...invitesServer([]), 'POST user/invites': fail(409, 'This email is already registered', { code: 'EMAIL_TAKEN' }) });
    const { user } = renderUsers();
    const form = await openInvite(user);
    await user.type(form.email(), 'staff@dukkan.test');
    await user.selectOptions(form.role(), 'driver');
    await user.click(form.button('Send invite'));
    expect(await screen.findByText('This email is already registered')).toBeInTheDocument();
    expect(form.email()).toHaveValue('staff@dukkan.test');
    expect(screen.queryByText('Invite ready')).not.toBeInTheDocument();
  });

  it("revokes a pending invite after asking: 'Invite revoked', and it shows as Revoked", async () => {
    const api = stubFetch(invitesServer([PENDING, ACCEPTED]));
    const { user } = renderUsers();
    await user.click(await screen.findByRole('button', { name: 'Revoke the invite to mariam@dukkan.kw' }));
    const { dialog, button } = await openDialog('Revoke invite');
    expect(dialog).toHaveTextContent('The link sent to mariam@dukkan.kw will stop working.');
    await user.click(button('Revoke'));
    expect(await screen.findByText('Invite revoked')).toBeInTheDocument();
    expect(api.callsTo('DELETE user/invites/:id')[0].path).toBe('user/invites/4');
    await waitFor(() => expect(cellTexts(inviteRows()[0])[2]).toBe('Revoked'));
    expect(screen.queryByRole('button', { name: /^Revoke the invite/ })).not.toBeInTheDocument();
  });

  it("says the server's 409 when the invite can no longer be revoked, and shows it as it is now", async () => {
    // Accepted meanwhile: the revoke is refused, and the list asked again has it accepted.
    let accepted = false;
    stubFetch({
      ...invitesServer([PENDING]),
      'GET user/invites': () => ok([accepted ? { ...PENDING, status: 'accepted' } : PENDING]),
      'DELETE user/invites/:id': () => {
        accepted = true;
        return fail(409, 'This invite can no longer be revoked', { code: 'INVITE_NOT_PENDING' });
      },
    });
    const { user } = renderUsers();
    await user.click(await screen.findByRole('button', { name: 'Revoke the invite to mariam@dukkan.kw' }));
    const { button } = await openDialog('Revoke invite');
    await user.click(button('Revoke'));
    expect(await screen.findByText('This invite can no longer be revoked')).toBeInTheDocument();
    await waitFor(() => expect(cellTexts(inviteRows()[0])[2]).toBe('Accepted'));
    expect(screen.queryByRole('button', { name: /^Revoke the invite/ })).not.toBeInTheDocument();
  });

  it('reads as cards on a 390 px phone, each with its Revoke', async () => {
    // jsdom has no matchMedia: a phone's width answers the kit's media queries.
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: /max-width:\s*(\d+)px/.test(query) && 390 <= Number(/max-width:\s*(\d+)px/.exec(query)?.[1]),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    try {
      stubFetch(invitesServer([PENDING, EXPIRED]));
      renderUsers();
      const cards = await screen.findByRole('list', { name: 'Invites' });
      const [pending, expired] = within(cards).getAllByRole('listitem');
      expect(pending).toHaveTextContent('mariam@dukkan.kw');
      expect(pending).toHaveTextContent('Pending');
      expect(pending).toHaveTextContent('Invited byHuda');
      expect(within(pending).getByRole('button', { name: 'Revoke the invite to mariam@dukkan.kw' })).toBeInTheDocument();
      expect(within(expired).queryByRole('button')).not.toBeInTheDocument();
      expect(screen.queryByRole('table', { name: 'Invites' })).not.toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });
});
