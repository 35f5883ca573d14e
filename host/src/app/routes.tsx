import { RedirectIfAuthenticated, RequireAuth, SignInPage } from '@dukkan/shared';
import type { RouteObject } from 'react-router-dom';
import { DashboardPage } from '../dashboard/DashboardPage';
import { RemoteDashboardPanels } from '../remotes/RemoteDashboardPanels';
import { AdminLayout } from '../layout/AdminLayout';
import { RemoteRoutes } from '../remotes/RemoteRoutes';
import { SettingsPage } from '../settings/SettingsPage';
import { RootShell } from './RootShell';

/** The spec §2 route table. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootShell />,
    children: [
      // /auth: only for signed-out users; a signed-in user goes to /.
      { element: <RedirectIfAuthenticated />, children: [{ path: '/auth', element: <SignInPage /> }] },
      // The guarded area: signed-out users go to /auth.
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AdminLayout />,
            children: [
              { path: '/', element: <DashboardPage panels={<RemoteDashboardPanels />} /> },
              { path: '/settings', element: <SettingsPage /> },
              // The deployed remotes' routes, from their manifests (issue 21); any other path
              // redirects to /auth (signed out: the guard above already has).
              { path: '*', element: <RemoteRoutes /> },
            ],
          },
        ],
      },
    ],
  },
];
