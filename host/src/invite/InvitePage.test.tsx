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

  it('sets up the second factor of an owner on the same page, shows the recovery codes, then opens the panel', async () => {
    const token = fakeJwt();
    const codes = ['7KQ2M-X9D4P', 'A1B2C-D3E4F', 'G5H6J-K7M8N', 'P9Q0R-S1T2V', 'W3X4Y-Z5A6B', 'C7D8E-F9G0H', 'J1K2M-N3P4Q', 'R5S6T-V7W8X', 'Y9Z0A-B1C2D', 'E3F4G-H5J6K'];
    const api = stubFetch({
      'GET invites/:token': ok({ ...PREVIEW, role: 'owner' }),
      'POST invites/:token/accept': ok({ secondFactor: 'setup', challenge: 'owner-setup' }),
      'POST user/login/setup': ok({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Dukkan%20Admin:mariam@dukkan.kw?secret=JBSWY3DPEHPK3PXP&issuer=Dukkan%20Admin' }),
      'POST user/login/verify': ok({ token, user: { ...testUser, email: PREVIEW.email, role: 'owner' }, recoveryCodes: codes }),
      'GET dashboard/stats': ok(stats),
    });
    const { user, router, store } = await renderApp({ route: '/invite/abc123' });
    expect(await screen.findByText(/as Owner\./)).toBeInTheDocument();
    await user.type(field(/^Full Name/), 'Mariam Al-Ali');
    await user.type(field(/^Password/), 'long-secret');
    await user.type(field(/^Confirm password/), 'long-secret');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    expect(await screen.findByRole('heading', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
    expect(await screen.findByTestId('two-factor-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    expect(api.callsTo('POST user/login/setup')[0].body).toEqual({ challenge: 'owner-setup' });
    // The account is made: there is no form to go back to.
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(selectToken(store.getState())).toBeNull();

    await user.type(screen.getByLabelText(/^Enter the 6-digit code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on and sign in' }));
    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeInTheDocument();
    expect(api.callsTo('POST user/login/verify')[0].body).toEqual({ challenge: 'owner-setup', code: '123456' });
    expect(router.state.location.pathname).toBe('/invite/abc123');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Welcome to Dukkan Admin')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(selectToken(store.getState())).toBe(token);
  });

  it("sends an owner whose setup ran out to the sign-in, the account being made", async () => {
    stubFetch({
      'GET invites/:token': ok({ ...PREVIEW, role: 'owner' }),
      'POST invites/:token/accept': ok({ secondFactor: 'setup', challenge: 'owner-setup' }),
      'POST user/login/setup': fail(401, 'Sign in again: the code was not entered in time', { code: 'CHALLENGE_EXPIRED' }),
    });
    const { user, router } = await renderApp({ route: '/invite/abc123' });
    await screen.findByText('mariam@dukkan.kw');
    await user.type(field(/^Full Name/), 'Mariam');
    await user.type(field(/^Password/), 'long-secret');
    await user.type(field(/^Confirm password/), 'long-secret');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('heading', { name: 'Sign in again: the code was not entered in time' })).toBeInTheDocument();
    expect(screen.getByText('Your account is ready. Sign in with your email and password to finish setting up two-factor sign-in.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to sign in' }));
    expect(router.state.location.pathname).toBe('/auth');
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
