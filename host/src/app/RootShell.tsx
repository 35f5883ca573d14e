import { SessionWatcher } from '@dukkan/shared';
import { usePhoneTouchTargets } from '@dukkan/shared/kit';
import { Outlet } from 'react-router-dom';

/**
 * Above every route: the session watcher needs the router (it navigates to /auth when a session
 * ends); the phone's 44 px touch targets apply to every page and dialog (issue 16).
 */
export function RootShell() {
  usePhoneTouchTargets();
  return (
    <>
      <SessionWatcher />
      <Outlet />
    </>
  );
}
