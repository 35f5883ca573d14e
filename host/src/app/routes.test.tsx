import { ok, signedInState, stubFetch } from '@dukkan/shared/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../test-utils/render-app';

const stats = { totalShops: 1, totalCategories: 2, totalProducts: 3, totalOrders: 4, totalLocations: 5, totalUsers: 6 };

beforeEach(() => {
  stubFetch({ 'GET dashboard/stats': ok(stats) });
});

describe('route table (spec §2)', () => {
  it('sends a signed-out visitor of / to the sign-in screen at /auth', async () => {
    const { router } = await renderApp({ route: '/' });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it.each(['/orders', '/shops/edit/3', '/users/add', '/settings', '/account', '/products/category/9'])(
    'guards %s: signed-out visitors go to /auth',
    async (route) => {
      const { router } = await renderApp({ route });
      await screen.findByRole('button', { name: 'Sign in' });
      expect(router.state.location.pathname).toBe('/auth');
    },
  );

  it('sends a signed-in user from /auth to the dashboard', async () => {
    const { router } = await renderApp({ route: '/auth', preloadedState: signedInState() });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens an invite link without a session (decisions/staff-access.md)', async () => {
    stubFetch({ 'GET invites/:token': ok({ email: 'new@dukkan.kw', role: 'driver', expiresAt: '2026-11-30T09:00:00.000Z' }) });
    const { router } = await renderApp({ route: '/invite/tok' });
    expect(await screen.findByRole('button', { name: 'Create my account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/invite/tok');
  });

  it('redirects any unknown path to /auth', async () => {
    const { router } = await renderApp({ route: '/no/such/page' });
    await screen.findByRole('button', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('redirects an unknown path of a signed-in user to /auth, which leads back to /', async () => {
    const { router } = await renderApp({ route: '/nowhere', preloadedState: signedInState() });
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/');
  });

  it("shows 'Settings page coming soon' at /settings", async () => {
    await renderApp({ route: '/settings', preloadedState: signedInState() });
    expect(await screen.findByText('Settings page coming soon')).toBeInTheDocument();
  });

  it('mounts every remote path inside the layout, each contained by its fallback', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {}); // the boundary reports the failed load
    await renderApp({ route: '/order-items/12', preloadedState: signedInState() });
    expect(await screen.findByRole('heading', { name: 'This section is unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Admin Panel')).toBeInTheDocument());
  });
});
