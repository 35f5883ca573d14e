import { RedirectIfAuthenticated, RequireAuth, SignInPage } from '@dukkan/shared';
import { Navigate, type RouteObject } from 'react-router-dom';
import { DashboardPage } from '../dashboard/DashboardPage';
import { AdminLayout } from '../layout/AdminLayout';
import { RemoteSection } from '../remotes/RemoteSection';
import { REMOTE_KEYS, REMOTE_PATHS } from '../remotes/remote-slots';
import { SettingsPage } from '../settings/SettingsPage';
import { RootShell } from './RootShell';

const remoteRoutes: RouteObject[] = REMOTE_KEYS.flatMap((remote) =>
  REMOTE_PATHS[remote].map((path) => ({ path, element: <RemoteSection remote={remote} path={path} /> })),
);

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
              { path: '/', element: <DashboardPage /> },
              { path: '/settings', element: <SettingsPage /> },
              ...remoteRoutes,
            ],
          },
        ],
      },
      // Any unknown path redirects to /auth.
      { path: '*', element: <Navigate to="/auth" replace /> },
    ],
  },
];
