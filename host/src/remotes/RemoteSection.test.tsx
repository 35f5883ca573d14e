import { ok, signedInState, stubFetch } from '@dukkan/shared/test-utils';
import { screen, within } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { renderApp } from '../test-utils/render-app';
import type { RemoteRoute } from './remote-contract';
import type { RemoteRoutesLoader } from './federation-loader';

const stats = { totalShops: 1, totalCategories: 2, totalProducts: 3, totalOrders: 4, totalLocations: 5, totalUsers: 6 };

function EditShop() {
  const { id } = useParams();
  return <h2>Edit shop {id}</h2>;
}

const catalogRoutes: RemoteRoute[] = [
  { path: '/shops', element: <h2>Shops from the catalog remote</h2> },
  { path: '/shops/edit/:id', element: <EditShop /> },
];

beforeEach(() => {
  stubFetch({ 'GET dashboard/stats': ok(stats) });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

/** A remote screen with a bug: it throws while rendering. */
function Broken(): never {
  throw new Error('bug in the remote');
}

describe('a remote section', () => {
  it("renders the remote's element for the route, with the host's router params", async () => {
    const load: RemoteRoutesLoader = async () => catalogRoutes;
    renderApp({ route: '/shops/edit/7', preloadedState: signedInState(), loadRemote: load });
    expect(await screen.findByRole('heading', { name: 'Edit shop 7' })).toBeInTheDocument();
  });

  it("shows the bilingual 'This section is unavailable' panel when the remote cannot load; the rest works", async () => {
    const load: RemoteRoutesLoader = () => Promise.reject(new Error('connection refused'));
    const { user, router } = renderApp({ route: '/shops', preloadedState: signedInState(), loadRemote: load });
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'This section is unavailable' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('هذا القسم غير متاح');
    expect(within(panel).getByRole('button', { name: 'Retry' })).toBeInTheDocument();

    // The layout and the other sections keep working.
    await user.click(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: /Dashboard/ }));
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('link', { name: /^Shops.*1$/ })).toBeInTheDocument();
  });

  it('loads the remote again on Retry', async () => {
    const load = jest
      .fn<ReturnType<RemoteRoutesLoader>, Parameters<RemoteRoutesLoader>>()
      .mockRejectedValueOnce(new Error('remote down'))
      .mockResolvedValue(catalogRoutes);
    const { user } = renderApp({ route: '/shops', preloadedState: signedInState(), loadRemote: load });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Shops from the catalog remote' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledWith('catalog');
  });

  it('gives up on a remote that never answers after the timeout', async () => {
    const load: RemoteRoutesLoader = () => new Promise(() => {});
    renderApp({ route: '/orders', preloadedState: signedInState(), loadRemote: load, remoteTimeoutMs: 50 });
    expect(await screen.findByText('Loading section...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'This section is unavailable' })).toBeInTheDocument();
  });

  it('contains a remote screen that throws while rendering', async () => {
    const load: RemoteRoutesLoader = async () => [{ path: '/users', element: <Broken /> }];
    renderApp({ route: '/users', preloadedState: signedInState(), loadRemote: load });
    expect(await screen.findByRole('heading', { name: 'This section is unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
  });

  it('treats a remote without the requested path as unavailable', async () => {
    const load: RemoteRoutesLoader = async () => catalogRoutes;
    renderApp({ route: '/categories', preloadedState: signedInState(), loadRemote: load });
    expect(await screen.findByRole('heading', { name: 'This section is unavailable' })).toBeInTheDocument();
  });

  it('shows the fallback in Arabic first when the panel is in Arabic', async () => {
    window.localStorage.setItem('dukkan.lang', 'ar');
    const { setLanguage } = await import('@dukkan/shared');
    await setLanguage('ar');
    const load: RemoteRoutesLoader = () => Promise.reject(new Error('down'));
    renderApp({ route: '/locations', preloadedState: signedInState(), loadRemote: load });
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'هذا القسم غير متاح' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('This section is unavailable');
    expect(within(panel).getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
    await setLanguage('en');
  });
});
