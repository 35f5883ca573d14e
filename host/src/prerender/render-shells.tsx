import { AppProviders, createAppStore, i18n, LANGUAGES, type Language, SignInPage } from '@dukkan/shared';
import { PageHeader } from '@dukkan/shared/kit';
import { createDOMRenderer, RendererProvider, renderToStyleElements, SSRProvider } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { RootShell } from '../app/RootShell';
import type { DashboardStats } from '../dashboard/dashboard-api';
import { DashboardPage } from '../dashboard/DashboardPage';
import { NeedsAttention } from '../dashboard/NeedsAttention';
import '../i18n';
import { AdminLayout } from '../layout/AdminLayout';
import { RemoteRoutes } from '../remotes/RemoteRoutes';
import { SectionsProvider } from '../sections/SectionsProvider';
import { attentionTexts } from './attention-frame';
import { HEADER_SLOT } from './early-start';
import type { RenderedShells } from './inject-shells';
import { SHELL_VIEWS, type ShellView } from './shell-views';

/**
 * What the app renders first on each view, before anything has answered: the sign-in page, and
 * the signed-in layout (top bar, navigation with the host's own entry, the page's skeleton) on the
 * dashboard and on any remote's section. The same components and route elements as routes.tsx,
 * without the guards: each view is the one the guards let through.
 */
const VIEW_ROUTES: Record<ShellView, { routes: RouteObject[]; path: string }> = {
  auth: { path: '/auth', routes: [{ element: <RootShell />, children: [{ path: '/auth', element: <SignInPage /> }] }] },
  home: {
    path: '/',
    routes: [{ element: <RootShell />, children: [{ element: <AdminLayout />, children: [{ path: '/', element: <DashboardPage /> }] }] }],
  },
  section: {
    // Any path the host's table does not own: a remote's route, waiting for remotes.json.
    path: '/section',
    routes: [{ element: <RootShell />, children: [{ element: <AdminLayout />, children: [{ path: '*', element: <RemoteRoutes /> }] }] }],
  },
};

/** The needs-attention strip with every item, which the inline script fills or removes (attention-frame.ts). */
const EVERY_ATTENTION_ITEM = { shopsNotTakingOrders: 1, newOrdersOverdue: 1, acceptedNotShipped: 1, productsOutOfStock: 1 } as DashboardStats;
const NO_ATTENTION_ITEM = { shopsNotTakingOrders: 0 } as DashboardStats;

/** remotes.json is a deploy-time file: at build time the sections are still loading, as on the first frame. */
const neverLoaded = () => new Promise<never>(() => {});

/** Renders every view in both languages with one style renderer (build time, Node). */
export async function renderShells(): Promise<RenderedShells> {
  const renderer = createDOMRenderer();
  const views: Record<string, string> = {};
  const headers: Record<string, string> = {};
  const attention: RenderedShells['attention'] = { markup: {}, texts: {} };
  const wrap = (children: ReactNode) => (
    <RendererProvider renderer={renderer}>
      <SSRProvider>{children}</SSRProvider>
    </RendererProvider>
  );
  for (const language of LANGUAGES as readonly Language[]) {
    // Not setLanguage: the build machine's storage and document are not the user's.
    await i18n.changeLanguage(language);
    // A section's header as RemoteLoading shows it (the kit's PageHeader), its texts left to the
    // inline script: only the <header> itself, without the providers' wrapper.
    const header = renderToString(
      wrap(
        <AppProviders store={createAppStore({ storage: undefined })}>
          <PageHeader title={<span data-slot={HEADER_SLOT.title} />} subtitle={<span data-slot={HEADER_SLOT.subtitle} />} />
        </AppProviders>,
      ),
    ).match(/<header[\s\S]*<\/header>/)?.[0];
    if (!header) throw new Error(`the page header rendered no <header> in ${language}`);
    headers[language] = header;
    // The dashboard's needs-attention strip, with every item and with none: only its <section>.
    const strip = (stats: DashboardStats) =>
      renderToString(
        wrap(
          <AppProviders store={createAppStore({ storage: undefined })}>
            <RouterProvider router={createMemoryRouter([{ path: '*', element: <NeedsAttention stats={stats} overdueMinutes={0} /> }])} />
          </AppProviders>,
        ),
      ).match(/<section[\s\S]*<\/section>/)?.[0];
    const [every, none] = [strip(EVERY_ATTENTION_ITEM), strip(NO_ATTENTION_ITEM)];
    if (!every || !none) throw new Error(`the needs-attention strip rendered no <section> in ${language}`);
    attention.markup[language] = every + none;
    attention.texts[language] = attentionTexts(language);
    for (const view of SHELL_VIEWS) {
      const { routes, path } = VIEW_ROUTES[view];
      // A store with no session: nothing here reads the user but the top bar's welcome, which
      // appears once the app runs (from the stored session).
      const store = createAppStore({ storage: undefined });
      const router = createMemoryRouter(routes, { initialEntries: [path] });
      views[`${view}-${language}`] = renderToString(
        wrap(
          <AppProviders store={store}>
            <SectionsProvider load={neverLoaded}>
              <RouterProvider router={router} />
            </SectionsProvider>
          </AppProviders>,
        ),
      );
    }
  }
  await i18n.changeLanguage('en');
  return { styles: renderToStaticMarkup(renderToStyleElements(renderer)), views, headers, attention };
}
