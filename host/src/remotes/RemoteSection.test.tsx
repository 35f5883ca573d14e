import { ok, signedInState, stubFetch, testUser } from '@dukkan/shared/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { renderApp } from '../test-utils/render-app';
import type { RemoteRoute } from './remote-contract';
import type { RemoteRoutesLoader } from './federation-loader';
import { SHARED_CONTRACT_VERSION } from '@dukkan/shared/contract';
import { repositoryManifest, sectionOf, SPEC_SECTIONS } from '../test-utils/remote-sections';
import { RemoteSkewError } from './remote-contract';

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
    await renderApp({ route: '/shops/edit/7', preloadedState: signedInState(), loadRemote: load });
    expect(await screen.findByRole('heading', { name: 'Edit shop 7' })).toBeInTheDocument();
  });

  it("shows the bilingual 'This section is unavailable' panel when the remote cannot load; the rest works", async () => {
    const load: RemoteRoutesLoader = () => Promise.reject(new Error('connection refused'));
    const { user, router } = await renderApp({ route: '/shops', preloadedState: signedInState(), loadRemote: load });
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'This section is unavailable' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('هذا القسم غير متاح');
    // The Arabic line runs right to left inside the English page, its full stop at its own end.
    expect(within(panel).getByText(/^هذا القسم غير متاح/)).toHaveAttribute('dir', 'rtl');
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
    const { user } = await renderApp({ route: '/shops', preloadedState: signedInState(), loadRemote: load });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Shops from the catalog remote' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledWith('catalog');
  });

  it('loads the remote again by itself when the network comes back', async () => {
    const load = jest
      .fn<ReturnType<RemoteRoutesLoader>, Parameters<RemoteRoutesLoader>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(catalogRoutes);
    await renderApp({ route: '/shops', preloadedState: signedInState(), loadRemote: load });
    await screen.findByRole('button', { name: 'Retry' });
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { name: 'Shops from the catalog remote' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up on a remote that never answers after the timeout', async () => {
    const load: RemoteRoutesLoader = () => new Promise(() => {});
    await renderApp({ route: '/orders', preloadedState: signedInState(), loadRemote: load, remoteTimeoutMs: 300 });
    // First the manifests, then the remote's code: one spinner label for both waits.
    await waitFor(() => expect(screen.getByText('Loading section...')).toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'This section is unavailable' })).toBeInTheDocument();
  });

  it('contains a remote screen that throws while rendering', async () => {
    const load: RemoteRoutesLoader = async () => [{ path: '/users', element: <Broken /> }];
    await renderApp({ route: '/users', preloadedState: signedInState(), loadRemote: load });
    expect(await screen.findByRole('heading', { name: 'This section is unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
  });

  it('treats a remote without the requested path as unavailable', async () => {
    const load: RemoteRoutesLoader = async () => catalogRoutes;
    await renderApp({ route: '/categories', preloadedState: signedInState(), loadRemote: load });
    expect(await screen.findByRole('heading', { name: 'This section is unavailable' })).toBeInTheDocument();
  });

  it('shows the fallback in Arabic first when the panel is in Arabic', async () => {
    window.localStorage.setItem('dukkan.lang', 'ar');
    const { setLanguage } = await import('@dukkan/shared');
    await setLanguage('ar');
    const load: RemoteRoutesLoader = () => Promise.reject(new Error('down'));
    await renderApp({ route: '/locations', preloadedState: signedInState(), loadRemote: load });
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'هذا القسم غير متاح' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('This section is unavailable');
    expect(within(panel).getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
    await setLanguage('en');
  });
});

describe("a section's header while its screen loads (decisions/phone-speed.md)", () => {
  const never: RemoteRoutesLoader = () => new Promise(() => {});

  it("shows the title and subtitle the remote's manifest gives above the spinner, as the screen will", async () => {
    await renderApp({ route: '/orders', preloadedState: signedInState(), loadRemote: never });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Management' })).toBeInTheDocument();
    expect(screen.getByText('Process customer orders through their statuses')).toBeInTheDocument();
    expect(screen.getByText('Loading section...')).toBeInTheDocument();
  });

  it('in Arabic on an Arabic panel', async () => {
    const { setLanguage } = await import('@dukkan/shared');
    await setLanguage('ar');
    try {
      await renderApp({ route: '/shops', preloadedState: signedInState(), loadRemote: never });
      expect(await screen.findByRole('heading', { level: 1, name: 'المتاجر' })).toBeInTheDocument();
    } finally {
      await setLanguage('en');
    }
  });

  it('shows a subtitle meant for some accounts only to them (the users list points to Customers)', async () => {
    const { unmount } = await renderApp({ route: '/users', preloadedState: signedInState(), loadRemote: never });
    expect(await screen.findByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
    expect(screen.getByText('This list shows staff accounts. Customers are in Customers.')).toBeInTheDocument();
    unmount();

    await renderApp({ route: '/users', preloadedState: signedInState({ ...testUser, permissions: ['users.manage'] }), loadRemote: never });
    expect(await screen.findByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
    expect(screen.queryByText(/This list shows staff accounts/)).toBeNull();
  });

  it('shows no header for a screen whose title is not fixed', async () => {
    await renderApp({ route: '/shops/edit/3', preloadedState: signedInState(), loadRemote: never });
    expect(await screen.findByText('Loading section...')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('heading')).toBeNull();
  });
});

describe('an account without the dashboard (decisions/dispatch.md: a driver)', () => {
  const dispatch = sectionOf(repositoryManifest('dispatch'));
  const driver = { ...testUser, role: 'driver', permissions: ['delivery.drive' as const] };

  it('lands on its first screen, with only its own entries in the navigation and no order desk', async () => {
    const routes: RemoteRoute[] = [{ path: '/driver', element: <h2>The driver's deliveries</h2> }];
    const load = jest.fn<ReturnType<RemoteRoutesLoader>, Parameters<RemoteRoutesLoader>>().mockResolvedValue(routes);
    const api = stubFetch({ 'GET dashboard/stats': ok(stats) });
    const { router } = await renderApp({ route: '/', preloadedState: signedInState(driver), loadRemote: load, sections: [...SPEC_SECTIONS, dispatch] });
    expect(await screen.findByRole('heading', { name: "The driver's deliveries" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/driver');
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(nav.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/driver']);
    // Neither the dashboard's figures nor the order stream are asked for: the driver may read neither.
    expect(api.callsTo('GET dashboard/stats')).toHaveLength(0);
    expect(api.callsTo('GET orders/stream')).toHaveLength(0);
  });
});

describe('sections from the remotes listed in remotes.json (decisions/sections.md)', () => {
  const reports = sectionOf(repositoryManifest('reports'));
  const reportsRoutes: RemoteRoute[] = [{ path: '/reports/sales', element: <h2>Sales from the reports remote</h2> }];
  const nav = () => within(screen.getByRole('navigation', { name: 'Main navigation' }));

  it('shows a fifth remote in the navigation and mounts its route, with no change to the host', async () => {
    const load = jest.fn<ReturnType<RemoteRoutesLoader>, Parameters<RemoteRoutesLoader>>().mockResolvedValue(reportsRoutes);
    const { user } = await renderApp({ route: '/', preloadedState: signedInState(), loadRemote: load, sections: [...SPEC_SECTIONS, reports] });
    const link = await waitFor(() => nav().getByRole('link', { name: /Reports/ }));
    expect(link).toHaveTextContent('التقارير');
    expect(link).toHaveAttribute('href', '/reports/sales');
    // Its code loads only when its route opens.
    expect(load).not.toHaveBeenCalled();
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Sales from the reports remote' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('reports');
  });

  it('is gone when its line is removed: no navigation entry, and its path is unknown', async () => {
    const { router } = await renderApp({ route: '/reports/sales', preloadedState: signedInState() });
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/');
    expect(nav().queryByRole('link', { name: /Reports/ })).not.toBeInTheDocument();
  });

  it('keeps a skewed remote out: its entry stays, its routes say it needs an update naming both versions, its code never loads', async () => {
    const skewed = sectionOf({ ...repositoryManifest('reports'), sharedContract: '2.0.0' });
    const load = jest.fn<ReturnType<RemoteRoutesLoader>, Parameters<RemoteRoutesLoader>>().mockResolvedValue(reportsRoutes);
    const { user } = await renderApp({ route: '/reports/sales', preloadedState: signedInState(), loadRemote: load, sections: [...SPEC_SECTIONS, skewed] });
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'This section needs an update' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('هذا القسم بحاجة إلى تحديث');
    expect(panel).toHaveTextContent(`built for version 2.0.0 of the panel’s shared code, and this panel runs version ${SHARED_CONTRACT_VERSION}`);
    expect(panel).toHaveTextContent(`بُني هذا القسم للإصدار 2.0.0`);
    expect(within(panel).getByText(/^بُني هذا القسم/)).toHaveAttribute('dir', 'rtl');
    expect(nav().getByRole('link', { name: /Reports/ })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    // The rest of the panel works.
    await user.click(nav().getByRole('link', { name: /Dashboard/ }));
    expect(await screen.findByRole('link', { name: /^Shops.*1$/ })).toBeInTheDocument();
  });

  it('names what the host lacks when a remote imports an export it does not provide', async () => {
    const skewed = sectionOf({ ...repositoryManifest('reports'), requires: { '@dukkan/shared': ['baseApi', 'useReportsV2'] } });
    await renderApp({ route: '/reports/sales', preloadedState: signedInState(), sections: [...SPEC_SECTIONS, skewed] });
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('list', { name: 'What this panel lacks' })).toHaveTextContent('@dukkan/shared: useReportsV2');
  });

  it('turns a skew found in the loaded ./manifest into the update panel, not a blank screen', async () => {
    const load: RemoteRoutesLoader = async () => {
      throw new RemoteSkewError('reports', { remoteVersion: '3.1.0', hostVersion: SHARED_CONTRACT_VERSION, missing: [] });
    };
    await renderApp({ route: '/reports/sales', preloadedState: signedInState(), loadRemote: load, sections: [...SPEC_SECTIONS, reports] });
    expect(await screen.findByRole('heading', { name: 'This section needs an update' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('says it in Arabic first when the panel is in Arabic', async () => {
    const { setLanguage } = await import('@dukkan/shared');
    await setLanguage('ar');
    const skewed = sectionOf({ ...repositoryManifest('reports'), sharedContract: '2.0.0' });
    await renderApp({ route: '/reports/sales', preloadedState: signedInState(), sections: [...SPEC_SECTIONS, skewed] });
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'هذا القسم بحاجة إلى تحديث' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('This section needs an update');
    expect(screen.getByRole('navigation', { name: 'القائمة الرئيسية' })).toHaveTextContent('التقارير');
    await setLanguage('en');
  });
});
