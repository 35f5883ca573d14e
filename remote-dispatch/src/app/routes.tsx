import { guardedRoute, type RemoteRoute } from '@dukkan/shared';
import '../i18n';
import { DispatchBoardPage } from '../board/DispatchBoardPage';
import { DriverHomePage } from '../driver/DriverHomePage';
import { DriversPage } from '../drivers/DriversPage';

/** The dispatch remote owns /dispatch, /dispatch/drivers and /driver (its manifest.json lists the same paths). */
const routes: RemoteRoute[] = [
  // decisions/roles-and-audit.md: other roles are told the screen is not theirs (a driver holds delivery.drive only).
  guardedRoute('/dispatch', 'dispatch.read', <DispatchBoardPage />),
  guardedRoute('/dispatch/drivers', 'dispatch.read', <DriversPage />),
  guardedRoute('/driver', 'delivery.drive', <DriverHomePage />),
];
export default routes;
