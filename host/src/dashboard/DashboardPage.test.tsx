import { deskConnectionChanged, deskCountsReceived, deskRecentReceived, deskWaitingReceived } from '@dukkan/shared';
import { fail, ok, signedInState, stubFetch } from '@dukkan/shared/test-utils';
import { act, screen, within } from '@testing-library/react';
import { renderApp } from '../test-utils/render-app';
import { repositoryManifest, sectionOf, SPEC_SECTIONS } from '../test-utils/remote-sections';

const stats = { totalShops: 12, totalCategories: 34, totalProducts: 1250, totalOrders: 78, totalLocations: 90, totalUsers: 5 };

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

async function cards() {
  const region = await screen.findByRole('region', { name: 'Dashboard' });
  return within(region);
}

describe('dashboard (spec §2 /)', () => {
  it('shows skeletons while loading, then six cards with both titles, counts and links', async () => {
    const answer = deferred<ReturnType<typeof ok>>();
    const api = stubFetch({ 'GET dashboard/stats': () => answer.promise });
    await renderApp({ route: '/', preloadedState: signedInState() });

    expect(await screen.findAllByTestId('dashboard-card-skeleton')).toHaveLength(6);
    answer.resolve(ok(stats));

    const region = await cards();
    const expected: [string, string, string, string][] = [
      ['Shops', 'المتاجر', '12', '/shops'],
      ['Categories', 'الفئات', '34', '/categories'],
      ['Products', 'المنتجات', '1,250', '/products'],
      ['Orders', 'الطلبات', '78', '/orders'],
      ['Locations', 'المواقع', '90', '/locations'],
      ['Users', 'المستخدمون', '5', '/users'],
    ];
    for (const [english, arabic, count, href] of expected) {
      const card = await region.findByRole('link', { name: new RegExp(`^${english}`) });
      expect(card).toHaveTextContent(arabic);
      expect(card).toHaveTextContent(count);
      expect(card).toHaveAttribute('href', href);
    }
    expect(screen.queryAllByTestId('dashboard-card-skeleton')).toHaveLength(0);
    expect(api.callsTo('GET dashboard/stats')[0].headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('says how many shops should be open but are not taking orders, and why, linking to those shops (decisions/availability.md, decisions/reports-and-bulk.md)', async () => {
    stubFetch({ 'GET dashboard/stats': ok({ ...stats, shopsNotTakingOrders: 2, shopsSwitchedClosed: 1, shopsPaused: 1 }) });
    const { user, router } = await renderApp({ route: '/', preloadedState: signedInState() });
    const notice = await screen.findByRole('link', { name: '2 shops should be open now but are not taking orders (1 switched closed, 1 paused)' });
    await user.click(notice);
    expect(router.state.location.pathname).toBe('/shops');
    expect(router.state.location.search).toBe('?notTakingOrders=true');
  });

  it('shows no attention notice when every shop that should be open is', async () => {
    stubFetch({ 'GET dashboard/stats': ok({ ...stats, shopsNotTakingOrders: 0 }) });
    await renderApp({ route: '/', preloadedState: signedInState() });
    await (await cards()).findByRole('link', { name: /^Shops/ });
    expect(screen.queryByText(/not taking orders/)).toBeNull();
    expect(screen.getByText('Nothing needs attention right now')).toBeInTheDocument();
  });

  it('lists what needs attention, each count a link to its list filtered the same way (decisions/reports-and-bulk.md)', async () => {
    const api = stubFetch({
      'GET dashboard/stats': ok({ ...stats, shopsNotTakingOrders: 0, newOrdersOverdue: 3, acceptedNotShipped: 1, productsOutOfStock: 12 }),
    });
    const { user, router } = await renderApp({ route: '/', preloadedState: signedInState() });
    const strip = within(await screen.findByRole('region', { name: 'Needs attention' }));
    expect(await strip.findByRole('link', { name: '3 new orders waiting more than 15 minutes' })).toHaveAttribute('href', '/orders?status=NEW&waitingMinutes=15');
    expect(strip.getByRole('link', { name: '1 accepted order not shipped within an hour' })).toHaveAttribute('href', '/orders?status=ACCEPTED&waitingMinutes=60');
    expect(strip.getByRole('link', { name: '12 products out of stock' })).toHaveAttribute('href', '/products?stockAtMost=0');
    // The red age the panel shows (config.js, 15 minutes by default) is the one the API counts with.
    expect(new URL(api.callsTo('GET dashboard/stats')[0].url).searchParams.get('overdueMinutes')).toBe('15');
    await user.click(strip.getByRole('link', { name: /out of stock/ }));
    expect(router.state.location.search).toBe('?stockAtMost=0');
  });

  it('counts the NEW orders past the red age as the live desk does: strip, banner and badge agree, none capped', async () => {
    stubFetch({ 'GET dashboard/stats': ok({ ...stats, shopsNotTakingOrders: 0, newOrdersOverdue: 1500 }) });
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined); // the desk's alarm rings
    const { store } = await renderApp({ route: '/', preloadedState: signedInState() });
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    act(() => {
      // 1,500 NEW orders placed 20 minutes ago and more, one a minute ago: the stream names 100 of each end.
      store.dispatch(deskCountsReceived({ NEW: 1501 }));
      store.dispatch(deskWaitingReceived(Array.from({ length: 100 }, (_, i) => ({ id: i + 1, at: at(60) }))));
      store.dispatch(deskRecentReceived([{ id: 1501, at: at(1) }, ...Array.from({ length: 99 }, (_, i) => ({ id: 1500 - i, at: at(20) }))]));
    });
    const strip = within(await screen.findByRole('region', { name: 'Needs attention' }));
    expect(await strip.findByRole('link', { name: '1,500 new orders waiting more than 15 minutes' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('1,500 new orders have waited more than 15 minutes.');
    const badge = within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('status');
    expect(badge).toHaveTextContent('1,501');
    expect(badge).toHaveAttribute('aria-label', '1,501 new orders');
  });

  it('follows the live desk while the stream is live: orders that aged past the red age since the API counted are counted', async () => {
    // The API counted 2 when the page opened; since then 12 more NEW orders have aged past 15 minutes.
    stubFetch({ 'GET dashboard/stats': ok({ ...stats, shopsNotTakingOrders: 0, newOrdersOverdue: 2 }) });
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { store } = await renderApp({ route: '/', preloadedState: signedInState() });
    const strip = within(await screen.findByRole('region', { name: 'Needs attention' }));
    await strip.findByRole('link', { name: '2 new orders waiting more than 15 minutes' });
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const waiting = Array.from({ length: 14 }, (_, i) => ({ id: i + 1, at: at(16 + i) }));
    act(() => {
      store.dispatch(deskConnectionChanged('live'));
      store.dispatch(deskCountsReceived({ NEW: 15 }));
      store.dispatch(deskWaitingReceived([...waiting].reverse()));
      store.dispatch(deskRecentReceived([{ id: 15, at: at(1) }, ...waiting]));
    });
    expect(await strip.findByRole('link', { name: '14 new orders waiting more than 15 minutes' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('14 new orders have waited more than 15 minutes.');
  });

  it('shows the panels remotes add below the cards, each loaded only then, and contains one that fails (decisions/reports-and-bulk.md)', async () => {
    stubFetch({ 'GET dashboard/stats': ok(stats) });
    const reports = sectionOf({ ...repositoryManifest('reports') });
    const loadDashboard = jest.fn(async (remote: string) => {
      if (remote !== 'reports') throw new Error('no such remote');
      return [{ path: 'insights', element: <p>Trends from the reports remote</p> }];
    });
    await renderApp({ route: '/', preloadedState: signedInState(), sections: [...SPEC_SECTIONS, reports], loadDashboard });
    const panel = await screen.findByRole('region', { name: 'Sales trends' });
    expect(await within(panel).findByText('Trends from the reports remote')).toBeInTheDocument();
    expect(loadDashboard).toHaveBeenCalledWith('reports');
  });

  it('says a dashboard panel is unavailable when its remote is down, the cards still shown (decisions/reports-and-bulk.md)', async () => {
    stubFetch({ 'GET dashboard/stats': ok(stats) });
    const reports = sectionOf(repositoryManifest('reports'));
    await renderApp({ route: '/', preloadedState: signedInState(), sections: [...SPEC_SECTIONS, reports] });
    const panel = await screen.findByRole('region', { name: 'Sales trends' });
    expect(await within(panel).findByRole('button', { name: /Retry/ })).toBeInTheDocument();
    expect(await (await cards()).findByRole('link', { name: /^Orders/ })).toBeInTheDocument();
  });

  it("draws the needs-attention strip from its own answer while the remotes' manifests are still being read (decisions/phone-speed.md)", async () => {
    stubFetch({ 'GET dashboard/stats': ok({ ...stats, shopsNotTakingOrders: 2, shopsSwitchedClosed: 2, shopsPaused: 0 }) });
    await renderApp({ route: '/', preloadedState: signedInState(), loadSections: () => new Promise(() => {}) });
    expect(await screen.findByRole('link', { name: /^2 shops should be open now/ })).toBeInTheDocument();
    // The cards wait for the manifests (which remotes are deployed); the strip does not.
    expect(screen.getAllByTestId('dashboard-card-skeleton')).toHaveLength(6);
  });

  it("asks for the counts once as the route opens, before the page renders, and again on every visit", async () => {
    const api = stubFetch({ 'GET dashboard/stats': ok(stats), 'GET settings': ok({}) });
    const { router } = await renderApp({ route: '/', preloadedState: signedInState() });
    // The route's loader has asked before the first render; the page's mount does not ask again.
    expect(api.callsTo('GET dashboard/stats')).toHaveLength(1);
    expect(await (await cards()).findByRole('link', { name: /^Shops/ })).toHaveTextContent('12');
    expect(api.callsTo('GET dashboard/stats')).toHaveLength(1);

    await act(() => router.navigate('/settings'));
    await act(() => router.navigate('/'));
    expect(await (await cards()).findByRole('link', { name: /^Shops/ })).toBeInTheDocument();
    expect(api.callsTo('GET dashboard/stats')).toHaveLength(2);
  });

  it('opens the list of a card when it is clicked', async () => {
    stubFetch({ 'GET dashboard/stats': ok(stats) });
    const { user, router } = await renderApp({ route: '/', preloadedState: signedInState() });
    const region = await cards();
    await user.click(await region.findByRole('link', { name: /^Orders/ }));
    expect(router.state.location.pathname).toBe('/orders');
  });

  it('says the counts failed to load and retries on demand', async () => {
    let calls = 0;
    stubFetch({
      'GET dashboard/stats': () => {
        calls += 1;
        // The route's loader asks first; a failed answer is asked once more as the page mounts (RTK Query retries a failed entry for a new subscriber).
        return calls <= 2 ? fail(500, 'Internal error') : ok(stats);
      },
    });
    const { user } = await renderApp({ route: '/', preloadedState: signedInState() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load dashboard data');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    const region = await cards();
    expect(await region.findByRole('link', { name: /^Shops/ })).toHaveTextContent('12');
  });
});
