import { SessionWatcher } from '@dukkan/shared';
import { Outlet } from 'react-router-dom';

/** Above every route: the session watcher needs the router (it navigates to /auth when a session ends). */
export function RootShell() {
  return (
    <>
      <SessionWatcher />
      <Outlet />
    </>
  );
}
