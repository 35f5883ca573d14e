import { DEFAULT_API_BASE_URL, EARLY_REQUEST_MAX_AGE_MS, takeEarlyResponse, TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '@dukkan/shared';
import { fakeJwt, ok, reply, signedInState, stubFetch, testUser } from '@dukkan/shared/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { earlyPageHeader } from '../remotes/early-page-header';
import { REMEMBERED_MANIFEST_PREFIX } from '../sections/remote-sections';
import { renderApp } from '../test-utils/render-app';
import { HEADER_TEMPLATE_PREFIX } from './early-start';
import { SIGNED_IN_SCRIPTS_ID } from './first-screen-scripts';
import { SHELL_PICKER_SCRIPT, SHELL_VIEWS, shellTemplateId } from './shell-views';

const ORDERS_ENTRY = 'http://localhost:4102/remoteEntry.js';
/** An orders remote's manifest as it is served (dukkan-remote.json), what the script reads of it. */
const ordersManifest = {
  id: 'orders',
  routes: ['/orders', '/order-items/:id'],
  nav: [],
  pageHeaders: {
    '/orders': {
      title: { en: 'Order Management', ar: 'إدارة الطلبات' },
      subtitle: { en: 'Process customer orders through their statuses', ar: 'معالجة طلبات العملاء عبر حالاتها' },
    },
  },
  preload: ['static/js/async/manifest.1a.js', 'static/js/async/routes.2b.js'],
  screens: { '/orders': ['static/js/async/screen-orders.3c.js'], '/order-items/:id': ['static/js/async/screen-order-items-id.4d.js'] },
};
/** The entry, the scripts its routes need and the /orders screen's, resolved against the entry's address (not another route's screen). */
const ORDERS_PRELOADS = [
  ORDERS_ENTRY,
  'http://localhost:4102/static/js/async/manifest.1a.js',
  'http://localhost:4102/static/js/async/routes.2b.js',
  'http://localhost:4102/static/js/async/screen-orders.3c.js',
];
const stats = { totalShops: 1, totalCategories: 2, totalProducts: 3, totalOrders: 4, totalLocations: 5, totalUsers: 6, shopsNotTakingOrders: 0 };

/**
 * index.html as the build writes it, reduced to what the script reads: an empty #root, each
 * view's frame (the section's with its spinner) and the page header with its slots; then the
 * very script index.html runs.
 */
function loadPage(pathname: string, lang: 'en' | 'ar' = 'en') {
  window.history.replaceState(null, '', pathname);
  document.documentElement.lang = lang;
  const frame = (view: string) => (view === 'section' ? '<main><div class="fui-Spinner">Loading section...</div></main>' : `<p>${view}</p>`);
  document.body.innerHTML =
    '<div id="root"></div>' +
    SHELL_VIEWS.flatMap((view) => ['en', 'ar'].map((language) => `<template id="${shellTemplateId(view, language)}">${frame(view)}</template>`)).join('') +
    ['en', 'ar']
      .map(
        (language) =>
          `<template id="${HEADER_TEMPLATE_PREFIX}${language}"><header><div><h1><span data-slot="title"></span></h1><p><span data-slot="subtitle"></span></p></div></header></template>`,
      )
      .join('');
  new Function(SHELL_PICKER_SCRIPT)();
}

/** index.html's list of the host's signed-in scripts, as pluginFirstScreenScripts writes it into the head. */
function listSignedInScripts() {
  const list = document.createElement('script');
  list.type = 'application/json';
  list.id = SIGNED_IN_SCRIPTS_ID;
  list.textContent = JSON.stringify(['/static/js/async/signed-in-area.1a.js', '/static/js/async/order-stream.2b.js']);
  document.head.appendChild(list);
}

const root = () => document.getElementById('root') as HTMLElement;
const preloads = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href'));

afterEach(() => {
  localStorage.clear();
  delete window.__DUKKAN_EARLY__;
  for (const element of document.head.querySelectorAll('link, script')) element.remove();
});

describe("the page's inline script, before any bundle (decisions/phone-speed.md)", () => {
  beforeEach(() => localStorage.setItem(TOKEN_STORAGE_KEY, fakeJwt()));

  it("puts a section's title and subtitle above the frame's spinner once its manifest answers, in the page's language, and preloads its entry, the scripts its routes need and the opened route's screen", async () => {
    const network = stubFetch({ 'GET remotes.json': reply({ orders: ORDERS_ENTRY }), 'GET dukkan-remote.json': reply(ordersManifest) });
    loadPage('/orders', 'ar');
    await waitFor(() => expect(root().querySelector('h1')?.textContent).toBe('إدارة الطلبات'));
    expect(root().querySelector('p')?.textContent).toBe('معالجة طلبات العملاء عبر حالاتها');
    // Above the spinner, which stays until the section's screen is there.
    expect(root().querySelector('header')?.nextElementSibling?.textContent).toBe('Loading section...');
    expect(preloads()).toEqual(ORDERS_PRELOADS);
    expect(network.calls.map((call) => call.url.href)).toEqual([`${DEFAULT_API_BASE_URL}/orders/stream`, 'http://localhost/remotes.json', 'http://localhost:4102/dukkan-remote.json']);
    // The app's first render shows the same header (RemoteRoutes, while the sections load).
    expect(earlyPageHeader('/orders')?.title.en).toBe('Order Management');
    expect(earlyPageHeader('/shops')).toBeUndefined();
  });

  it("leaves the manifests to the app when the app took remotes.json before the script read it (they would be asked twice)", async () => {
    const network = stubFetch({ 'GET remotes.json': reply({ orders: ORDERS_ENTRY }), 'GET dukkan-remote.json': reply(ordersManifest) });
    loadPage('/orders');
    const taken = takeEarlyResponse('http://localhost/remotes.json');
    expect(taken).toBeDefined();
    await taken;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(network.calls.map((call) => call.url.href)).toEqual([`${DEFAULT_API_BASE_URL}/orders/stream`, 'http://localhost/remotes.json']);
    expect(root().querySelector('h1')).toBeNull();
  });

  it('leaves out a subtitle the screen does not have, and a path no listed remote fills keeps the spinner alone', async () => {
    const catalog = { id: 'catalog', routes: ['/shops', '/shops/edit/:id'], nav: [], pageHeaders: { '/shops': { title: { en: 'Shops', ar: 'المتاجر' } } } };
    stubFetch({ 'GET remotes.json': reply({ catalog: 'http://localhost:4101/remoteEntry.js' }), 'GET dukkan-remote.json': reply(catalog) });
    loadPage('/shops');
    await waitFor(() => expect(root().querySelector('h1')?.textContent).toBe('Shops'));
    expect(root().querySelector('header p')).toBeNull();

    delete window.__DUKKAN_EARLY__;
    loadPage('/shops/edit/4');
    await waitFor(() => expect(preloads()).toContain('http://localhost:4101/remoteEntry.js'));
    expect(root().querySelector('h1')).toBeNull();
  });

  it('writes a subtitle meant for some accounts only when the stored account has its permission', async () => {
    const users = {
      id: 'users',
      routes: ['/users'],
      nav: [],
      pageHeaders: {
        '/users': {
          title: { en: 'User Management', ar: 'إدارة المستخدمين' },
          subtitle: { en: 'This list shows staff accounts. Customers are in Customers.', ar: 'تعرض هذه القائمة حسابات الموظفين. العملاء في العملاء.' },
          subtitlePermission: 'customers.read',
        },
      },
    };
    for (const [permissions, subtitle] of [
      [['users.manage', 'customers.read'], 'This list shows staff accounts. Customers are in Customers.'],
      [['users.manage'], undefined],
    ] as const) {
      delete window.__DUKKAN_EARLY__;
      localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ ...testUser, permissions }));
      stubFetch({ 'GET remotes.json': reply({ users: 'http://localhost:4104/remoteEntry.js' }), 'GET dukkan-remote.json': reply(users) });
      loadPage('/users');
      await waitFor(() => expect(root().querySelector('h1')?.textContent).toBe('User Management'));
      expect(root().querySelector('header p')?.textContent).toBe(subtitle);
      // The app's first render says the same.
      expect(earlyPageHeader('/users')?.subtitle?.en).toBe(subtitle);
    }
  });

  it("paints the header at once from the manifest this browser kept from the last visit", () => {
    stubFetch({});
    localStorage.setItem(`${REMEMBERED_MANIFEST_PREFIX}orders`, JSON.stringify({ entry: ORDERS_ENTRY, manifest: ordersManifest }));
    loadPage('/orders');
    expect(root().querySelector('h1')?.textContent).toBe('Order Management');
    expect(preloads()).toEqual(ORDERS_PRELOADS);
  });

  it('starts nothing for a visitor without a session', () => {
    localStorage.clear();
    const network = stubFetch({});
    listSignedInScripts();
    loadPage('/orders');
    expect(root().textContent).toBe('auth');
    expect(network.calls).toEqual([]);
    expect(preloads()).toEqual([]);
    expect(window.__DUKKAN_EARLY__).toBeUndefined();
  });

  it("preloads the host's own scripts of a signed-in screen that index.html lists, at once", () => {
    stubFetch({});
    listSignedInScripts();
    loadPage('/');
    expect(preloads()).toEqual(['http://localhost/static/js/async/signed-in-area.1a.js', 'http://localhost/static/js/async/order-stream.2b.js']);
  });
});

describe('the live order stream opened by the inline script (decisions/installable.md)', () => {
  const STREAM_URL = `${DEFAULT_API_BASE_URL}/orders/stream`;
  /** fetch held open, as a stream is, with each request's init. */
  function holdRequests() {
    const requests: { url: string; init?: RequestInit }[] = [];
    globalThis.fetch = jest.fn((url: string, init?: RequestInit) => {
      requests.push({ url, init });
      return new Promise<Response>(() => {});
    }) as unknown as typeof fetch;
    return requests;
  }
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    jest.useRealTimers();
  });

  it('opens it on every signed-in screen with the session, for the live desk to take', () => {
    const token = fakeJwt();
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
    const requests = holdRequests();
    loadPage('/shops');
    const stream = requests.find((request) => request.url === STREAM_URL);
    expect(new Headers(stream?.init?.headers).get('Authorization')).toBe(`Bearer ${token}`);
    expect(new Headers(stream?.init?.headers).get('Accept')).toBe('text/event-stream');
    expect(window.__DUKKAN_EARLY__?.fetches[STREAM_URL]?.authorization).toBe(`Bearer ${token}`);
  });

  it('ends it when the app has not taken it in time: a stream never ends by itself', () => {
    jest.useFakeTimers();
    localStorage.setItem(TOKEN_STORAGE_KEY, fakeJwt());
    const requests = holdRequests();
    loadPage('/');
    const signal = requests.find((request) => request.url === STREAM_URL)?.init?.signal;
    expect(signal?.aborted).toBe(false);
    jest.advanceTimersByTime(EARLY_REQUEST_MAX_AGE_MS);
    expect(signal?.aborted).toBe(true);
    expect(window.__DUKKAN_EARLY__?.fetches[STREAM_URL]).toBeUndefined();
  });

  it('is not opened for an account that does not read orders (a driver)', () => {
    const session = signedInState({ ...testUser, role: 'driver', permissions: ['delivery.drive'] });
    localStorage.setItem(TOKEN_STORAGE_KEY, session.auth.token as string);
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(session.auth.user));
    const requests = holdRequests();
    loadPage('/driver');
    expect(requests.map((request) => request.url)).not.toContain(STREAM_URL);
  });
});

describe("the dashboard's data asked for by the inline script", () => {
  it('is taken by the dashboard, not asked for a second time', async () => {
    const session = signedInState();
    localStorage.setItem(TOKEN_STORAGE_KEY, session.auth.token as string);
    const network = stubFetch({ 'GET dashboard/stats': ok({ ...stats, shopsNotTakingOrders: 2 }), 'GET remotes.json': reply({}) });
    loadPage('/');
    await waitFor(() => expect(network.callsTo('GET dashboard/stats')).toHaveLength(1));
    const [early] = network.callsTo('GET dashboard/stats');
    expect(early.headers.get('Authorization')).toBe(`Bearer ${session.auth.token}`);

    await renderApp({ route: '/', preloadedState: session });
    expect(await screen.findByText(/2 shops should be open now/)).toBeInTheDocument();
    expect(network.callsTo('GET dashboard/stats')).toHaveLength(1);
  });

  it('is not asked for an account that may not read it (a driver, decisions/dispatch.md)', async () => {
    const session = signedInState({ ...testUser, role: 'driver', permissions: ['delivery.drive'] });
    localStorage.setItem(TOKEN_STORAGE_KEY, session.auth.token as string);
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(session.auth.user));
    const network = stubFetch({ 'GET dashboard/stats': ok(stats), 'GET remotes.json': reply({}) });
    loadPage('/');
    await waitFor(() => expect(network.callsTo('GET remotes.json')).toHaveLength(1));
    expect(network.callsTo('GET dashboard/stats')).toHaveLength(0);
  });

  it('is not taken by a request with another session: that one is sent', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, fakeJwt({ sub: 'someone-else' }));
    const network = stubFetch({ 'GET dashboard/stats': ok(stats), 'GET remotes.json': reply({}) });
    loadPage('/');
    await renderApp({ route: '/', preloadedState: signedInState() });
    await waitFor(() => expect(network.callsTo('GET dashboard/stats')).toHaveLength(2));
  });
});
