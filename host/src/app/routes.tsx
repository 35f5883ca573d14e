import { type AppStore, RedirectIfAuthenticated, RequireAuth, SignInPage } from '@dukkan/shared';
import type { RouteObject } from 'react-router-dom';
import { RootShell } from './RootShell';
import { usePrefetchOnFirstFocus } from './use-prefetch-on-first-focus';

/** The signed-in area's chunk (layout, dashboard, settings, the remotes' routes). */
export const loadSignedInArea = () => import(/* webpackChunkName: "signed-in-area" */ './signed-in-area');

/** The sign-in screen; the first focus on it starts loading what comes after it. */
function SignInRoute() {
  usePrefetchOnFirstFocus(loadSignedInArea);
  return <SignInPage />;
}

/**
 * The spec §2 route table. The signed-in area is loaded when one of its routes opens; a route's
 * loader starts its first data with the app's `store` before it renders.
 */
export const appRoutes = (store: AppStore): RouteObject[] => [
  {
    element: <RootShell />,
    children: [
      // /auth: only for signed-out users; a signed-in user goes to /.
      { element: <RedirectIfAuthenticated />, children: [{ path: '/auth', element: <SignInRoute /> }] },
      // decisions/staff-access.md: an invite link, for signed-out visitors (a signed-in one is asked to sign out first);
      // its own chunk, as the signed-in area's.
      { path: '/invite/:token', lazy: async () => ({ Component: (await import(/* webpackChunkName: "invite" */ '../invite/InvitePage')).InvitePage }) },
      // The guarded area: signed-out users go to /auth.
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: async () => ({ Component: (await loadSignedInArea()).SignedInLayout }),
            children: [
              {
                path: '/',
                lazy: async () => {
                  const { DashboardRoute, dashboardLoader } = await loadSignedInArea();
                  return { Component: DashboardRoute, loader: dashboardLoader(store) };
                },
              },
              { path: '/settings', lazy: async () => ({ Component: (await loadSignedInArea()).SettingsPage }) },
              // decisions/staff-access.md: one's own account, for every role.
              { path: '/account', lazy: async () => ({ Component: (await loadSignedInArea()).AccountPage }) },
              // The deployed remotes' routes, from their manifests (decisions/sections.md); any other path
              // redirects to /auth (signed out: the guard above already has).
              { path: '*', lazy: async () => ({ Component: (await loadSignedInArea()).RemoteRoutes }) },
            ],
          },
        ],
      },
    ],
  },
];
