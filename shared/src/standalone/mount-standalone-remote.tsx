/**
 * '@dukkan/shared/standalone': how a remote runs on its own for development (`rsbuild dev` on its
 * port): its own store, the shared sign-in, and its routes inside a minimal frame.
 *
 * Never part of what the host loads: only a remote's `src/bootstrap.tsx` imports it, and the host
 * loads `./routes`. Everything with state comes from '@dukkan/shared' by package name (a relative
 * import would bundle a second store, i18n and session beside the shared singleton).
 */
import {
  AppProviders,
  createAppStore,
  LanguageSwitch,
  RedirectIfAuthenticated,
  RequireAuth,
  SessionWatcher,
  SignInPage,
  useLogout,
} from '@dukkan/shared';
import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { StrictMode, Suspense, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Link, Navigate, Outlet, RouterProvider } from 'react-router-dom';

/** The remote contract's route (host/src/remotes/remote-contract.ts). */
export interface StandaloneRoute {
  path: string;
  element: ReactElement;
}

export interface MountStandaloneRemoteOptions {
  /** What the frame's title says, e.g. 'Catalog'. */
  title: string;
  /** The remote's `./routes` default export. */
  routes: StandaloneRoute[];
  /** Where the page mounts. @default document.getElementById('root') */
  container?: HTMLElement | null;
}

const useFrameStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground3,
    boxShadow: tokens.shadow2,
  },
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, flexGrow: 1 },
  main: { padding: tokens.spacingHorizontalL },
});

function StandaloneFrame({ title, links }: { title: string; links: string[] }) {
  const styles = useFrameStyles();
  const logout = useLogout();
  const { t } = useTranslation('common');
  return (
    <>
      <header className={styles.bar}>
        <Text weight="semibold">{t('session.standalone', { title })}</Text>
        <nav className={styles.links} aria-label={title}>
          {links.map((path) => (
            <Link key={path} to={path}>
              {path}
            </Link>
          ))}
        </nav>
        <LanguageSwitch />
        <Button onClick={logout}>{t('session.logout')}</Button>
      </header>
      <main className={styles.main}>
        {/* A screen's code comes when its route opens (lazyScreen), as in the host's section. */}
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}

/** Renders the remote's routes with its own store and the shared sign-in at /auth. */
export function mountStandaloneRemote({ title, routes, container }: MountStandaloneRemoteOptions) {
  const root = container ?? document.getElementById('root');
  if (!root) throw new Error('mountStandaloneRemote: no #root element to mount into');
  const links = routes.map((route) => route.path).filter((path) => !path.includes(':'));
  const store = createAppStore();
  const router = createBrowserRouter([
    {
      element: (
        <>
          <SessionWatcher />
          <Outlet />
        </>
      ),
      children: [
        { element: <RedirectIfAuthenticated />, children: [{ path: '/auth', element: <SignInPage /> }] },
        {
          element: <RequireAuth />,
          children: [
            {
              element: <StandaloneFrame title={title} links={links} />,
              children: [{ path: '/', element: <Navigate to={links[0] ?? '/auth'} replace /> }, ...routes],
            },
          ],
        },
        { path: '*', element: <Navigate to="/auth" replace /> },
      ],
    },
  ]);
  createRoot(root).render(
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
