import { SessionWatcher } from '@dukkan/shared';
import { useTouchTargets } from '@dukkan/shared/kit';
import { Outlet } from 'react-router-dom';
import { OfflineBanner } from '../pwa/OfflineBanner';

/**
 * Above every route: the session watcher needs the router (it navigates to /auth when a session
 * ends); the 44 px touch targets of phones and touch screens apply to every page and dialog (decisions/phone-speed.md);
 * without a network every page says so (the offline banner).
 */
export function RootShell() {
  useTouchTargets();
  return (
    <>
      <SessionWatcher />
      <OfflineBanner />
      <Outlet />
    </>
  );
}
