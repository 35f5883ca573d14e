import { createAppStore, i18n, TOKEN_STORAGE_KEY, type Language } from '@dukkan/shared';
import { ok, renderWithProviders, reply, signedInState, stubFetch } from '@dukkan/shared/test-utils';
import { waitFor } from '@testing-library/react';
import { dashboardApi, toDashboardStats } from '../dashboard/dashboard-api';
import { dashboardLoader } from '../dashboard/dashboard-loader';
import { NeedsAttention } from '../dashboard/NeedsAttention';
import { ATTENTION_TEMPLATE_PREFIX, ATTENTION_TEXTS_ID } from './attention-frame';
import { renderShells } from './render-shells';
import { SHELL_PICKER_SCRIPT, SHELL_VIEWS, shellTemplateId } from './shell-views';

type Shells = Awaited<ReturnType<typeof renderShells>>;

/** The dashboard's frame as far as the script reads it: its section, its header and the cards' skeletons. */
const HOME_FRAME =
  '<main><section aria-labelledby="dashboard-title" aria-busy="true"><header><h2 id="dashboard-title">Dashboard</h2></header>' +
  '<ul><li data-testid="dashboard-card-skeleton"></li></ul></section></main>';

/** index.html as the build writes it (the strip's templates and texts from the real prerender), then its script, on `/`. */
function loadDashboard(shells: Shells, lang: Language) {
  window.history.replaceState(null, '', '/');
  document.documentElement.lang = lang;
  const frames = SHELL_VIEWS.flatMap((view) =>
    (['en', 'ar'] as const).map((language) => `<template id="${shellTemplateId(view, language)}">${view === 'home' ? HOME_FRAME : ''}</template>`),
  );
  const strips = (['en', 'ar'] as const).map((language) => `<template id="${ATTENTION_TEMPLATE_PREFIX}${language}">${shells.attention.markup[language]}</template>`);
  document.body.innerHTML = `<div id="root"></div>${frames.join('')}${strips.join('')}`;
  const texts = document.createElement('script');
  texts.type = 'application/json';
  texts.id = ATTENTION_TEXTS_ID;
  texts.textContent = JSON.stringify(shells.attention.texts);
  document.body.appendChild(texts);
  new Function(SHELL_PICKER_SCRIPT)();
}

const root = () => document.getElementById('root') as HTMLElement;

/** Each item of a strip as it reads: where it leads, what it says; or its calm line. */
const itemsOf = (element: ParentNode) => {
  const section = element.querySelector('section[aria-labelledby="attention-title"]');
  const items = [...(section?.querySelectorAll('li') ?? [])].map((item) => [item.querySelector('a')?.getAttribute('href'), item.textContent]);
  return items.length ? items : section?.textContent;
};

/** The strip the app draws from the same answer, in `language`. */
async function appStrip(body: unknown, overdueMinutes: number, language: Language) {
  await i18n.changeLanguage(language);
  const { container, unmount } = renderWithProviders(<NeedsAttention stats={toDashboardStats(body)} overdueMinutes={overdueMinutes} />);
  const items = itemsOf(container);
  unmount();
  return items;
}

let shells: Shells;
beforeAll(async () => {
  shells = await renderShells();
});

afterEach(async () => {
  localStorage.clear();
  delete window.__DUKKAN_EARLY__;
  delete window.__DUKKAN_CONFIG__;
  await i18n.changeLanguage('en');
});

describe("the needs-attention strip the inline script draws into the dashboard's frame (decisions/phone-speed.md)", () => {
  const answers: [string, Record<string, unknown>][] = [
    ['one of each kind, a few, many', { newOrdersOverdue: 1, acceptedNotShipped: 2, shopsNotTakingOrders: 3, shopsSwitchedClosed: 1, shopsPaused: 2, productsOutOfStock: 11 }],
    ['thousands, a hundred, one shop', { newOrdersOverdue: 1234, acceptedNotShipped: 0, shopsNotTakingOrders: 1, shopsSwitchedClosed: 0, shopsPaused: 1, productsOutOfStock: 100 }],
    ['counts the API left out', { newOrdersOverdue: 103, productsOutOfStock: 2 }],
    ['nothing to attend to', { newOrdersOverdue: 0, acceptedNotShipped: 0, shopsNotTakingOrders: 0, productsOutOfStock: 0 }],
  ];
  for (const language of ['en', 'ar'] as const) {
    for (const [name, stats] of answers) {
      it(`draws what the app draws from the same answer, in ${language}: ${name}`, async () => {
        localStorage.setItem(TOKEN_STORAGE_KEY, signedInState().auth.token as string);
        const body = { success: true, data: { totalShops: 300, ...stats } };
        stubFetch({ 'GET dashboard/stats': ok(body.data), 'GET remotes.json': reply({}) });
        loadDashboard(shells, language);
        await waitFor(() => expect(root().querySelector('#attention-title')).not.toBeNull());
        const drawn = itemsOf(root());
        // Below the header, above the cards' skeletons, as DashboardPage places it.
        expect(root().querySelector('header')?.nextElementSibling?.getAttribute('aria-labelledby')).toBe('attention-title');
        expect(drawn).toEqual(await appStrip(body, 15, language));
      });
    }
  }

  it("says the team's red age as config.js sets it, in its plural form, and links to it", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, signedInState().auth.token as string);
    window.__DUKKAN_CONFIG__ = { orderAgeWarningMinutes: 1, orderAgeOverdueMinutes: 1 };
    const data = { newOrdersOverdue: 2, shopsNotTakingOrders: 0 };
    const network = stubFetch({ 'GET dashboard/stats': ok(data), 'GET remotes.json': reply({}) });
    loadDashboard(shells, 'ar');
    await waitFor(() => expect(root().querySelector('#attention-title')).not.toBeNull());
    expect(network.callsTo('GET dashboard/stats')[0].url.searchParams.get('overdueMinutes')).toBe('1');
    expect(itemsOf(root())).toEqual([['/orders?status=NEW&waitingMinutes=1', 'طلبان جديدان ينتظران أكثر من دقيقة واحدة']]);
    expect(itemsOf(root())).toEqual(await appStrip({ success: true, data }, 1, 'ar'));
  });

  it('draws nothing once the app has replaced the frame: the app draws its own', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, signedInState().auth.token as string);
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    stubFetch({ 'GET dashboard/stats': () => held.then(() => ok({ newOrdersOverdue: 4, shopsNotTakingOrders: 0 })), 'GET remotes.json': reply({}) });
    loadDashboard(shells, 'en');
    root().innerHTML = '<main><section aria-labelledby="dashboard-title"><header></header></section></main>';
    answer();
    // The script has read the answer (and would have drawn by now).
    await waitFor(() => expect(Object.values(window.__DUKKAN_EARLY__?.fetches ?? {}).some((early) => early.body !== undefined)).toBe(true));
    expect(root().querySelector('#attention-title')).toBeNull();
  });

  it("gives the app's first render the same answer: the dashboard's loader puts it in the store at once, and nothing is asked again", async () => {
    const session = signedInState();
    localStorage.setItem(TOKEN_STORAGE_KEY, session.auth.token as string);
    const network = stubFetch({ 'GET dashboard/stats': ok({ newOrdersOverdue: 5, shopsNotTakingOrders: 2 }), 'GET remotes.json': reply({}) });
    loadDashboard(shells, 'en');
    await waitFor(() => expect(root().querySelector('#attention-title')).not.toBeNull());

    const store = createAppStore({ preloadedState: session });
    dashboardLoader(store)();
    // Synchronously: the route's first render reads it.
    expect(dashboardApi.endpoints.getDashboardStats.select(15)(store.getState()).data).toMatchObject({ newOrdersOverdue: 5, shopsNotTakingOrders: 2 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(network.callsTo('GET dashboard/stats')).toHaveLength(1);

    // The next visit asks again, as every visit does.
    dashboardLoader(store)();
    await waitFor(() => expect(network.callsTo('GET dashboard/stats')).toHaveLength(2));
  });
});
