import { selectToken } from '@dukkan/shared';
import { fail, fakeJwt, ok, signedInState, stubFetch, testUser } from '@dukkan/shared/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../test-utils/render-app';

const PREVIEW = { email: 'mariam@dukkan.kw', role: 'operations', expiresAt: '2026-11-30T09:00:00.000Z' };
const stats = { totalShops: 1, totalCategories: 2, totalProducts: 3, totalOrders: 4, totalLocations: 5, totalUsers: 6 };

const field = (label: RegExp) => screen.getByLabelText(label);

describe('the invite page /invite/:token (decisions/staff-access.md)', () => {
  it('says what the invite is for, and signs the new member of staff in with their own password', async () => {
    const token = fakeJwt();
    const api = stubFetch({
      'GET invites/:token': ok(PREVIEW),
      'POST invites/:token/accept': ok({ token, user: { ...testUser, email: PREVIEW.email } }),
      'GET dashboard/stats': ok(stats),
    });
    const { user, router, store } = await renderApp({ route: '/invite/abc123' });
    expect(await screen.findByText('mariam@dukkan.kw')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText(/as Operations\./)).toBeInTheDocument();
    expect(api.callsTo('GET invites/:token')[0].params).toEqual({ token: 'abc123' });
    expect(api.callsTo('GET invites/:token')[0].headers.get('authorization')).toBeNull();

    await user.type(field(/^Full Name/), '  Mariam Al-Ali ');
    await user.type(field(/^Phone \(optional\)/), '9876 5432');
    await user.type(field(/^Password/), 'long-secret');
    await user.type(field(/^Confirm password/), 'long-secret');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    expect(await screen.findByText('Welcome to Dukkan Admin')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('POST invites/:token/accept')[0].body).toEqual({ name: 'Mariam Al-Ali', phone: '+96598765432', password: 'long-secret' });
    expect(selectToken(store.getState())).toBe(token);
  });

  it("checks the form first: name, an 8-digit phone when given, a password of 8 or more, typed twice the same", async () => {
    const api = stubFetch({ 'GET invites/:token': ok(PREVIEW) });
    const { user } = await renderApp({ route: '/invite/abc123' });
    await screen.findByText('mariam@dukkan.kw');
    await user.type(field(/^Phone \(optional\)/), '123');
    await user.type(field(/^Password/), 'short');
    await user.type(field(/^Confirm password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number must be exactly 8 digits')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(api.callsTo('POST invites/:token/accept')).toHaveLength(0);
  });

  it("shows the server's field messages under their fields", async () => {
    stubFetch({
      'GET invites/:token': ok(PREVIEW),
      'POST invites/:token/accept': fail(400, 'Validation failed', { code: 'VALIDATION_FAILED', errors: { name: 'Name must be at most 100 characters' } }),
    });
    const { user } = await renderApp({ route: '/invite/abc123' });
    await screen.findByText('mariam@dukkan.kw');
    await user.type(field(/^Full Name/), 'Mariam');
    await user.type(field(/^Password/), 'long-secret');
    await user.type(field(/^Confirm password/), 'long-secret');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(field(/^Full Name/)).toHaveAccessibleDescription('Name must be at most 100 characters'));
  });

  it('says an expired invite plainly, with the way to sign in', async () => {
    stubFetch({ 'GET invites/:token': fail(410, 'This invite has expired. Ask for a new one', { code: 'INVITE_EXPIRED' }) });
    const { user, router } = await renderApp({ route: '/invite/old' });
    expect(await screen.findByRole('heading', { name: 'This invite has expired. Ask for a new one' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create my account' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to sign in' }));
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('says a link that is not valid', async () => {
    stubFetch({ 'GET invites/:token': fail(404, 'This invite link is not valid', { code: 'INVITE_NOT_FOUND' }) });
    await renderApp({ route: '/invite/nope' });
    expect(await screen.findByRole('heading', { name: 'This invite link is not valid' })).toBeInTheDocument();
  });

  it('says so when the invite expired while the form was filled in', async () => {
    stubFetch({ 'GET invites/:token': ok(PREVIEW), 'POST invites/:token/accept': fail(410, 'This invite has expired. Ask for a new one', { code: 'INVITE_EXPIRED' }) });
    const { user } = await renderApp({ route: '/invite/abc123' });
    await screen.findByText('mariam@dukkan.kw');
    await user.type(field(/^Full Name/), 'Mariam');
    await user.type(field(/^Password/), 'long-secret');
    await user.type(field(/^Confirm password/), 'long-secret');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('heading', { name: 'This invite has expired. Ask for a new one' })).toBeInTheDocument();
  });

  it('asks a signed-in visitor to sign out first', async () => {
    const api = stubFetch({ 'GET invites/:token': ok(PREVIEW) });
    const { user, router } = await renderApp({ route: '/invite/abc123', preloadedState: signedInState() });
    expect(await screen.findByRole('heading', { name: 'You are signed in' })).toBeInTheDocument();
    expect(api.callsTo('GET invites/:token')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('You have been logged out successfully.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });
});
