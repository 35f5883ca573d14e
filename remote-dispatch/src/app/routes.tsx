import { guardedRoute, type RemoteRoute } from '@dukkan/shared';
import '../i18n';
import { DispatchBoardPage } from '../board/DispatchBoardPage';
import { DriverHomePage } from '../driver/DriverHomePage';
import { DriversPage } from '../drivers/DriversPage';
import { OrderDeliveryPage } from '../order-delivery/OrderDeliveryPage';

/** The dispatch remote owns /dispatch, /dispatch/drivers, /dispatch/orders/:id and /driver (its manifest.json lists the same paths). */
const routes: RemoteRoute[] = [
  // decisions/roles-and-audit.md: other roles are told the screen is not theirs (a driver holds delivery.drive only).
  guardedRoute('/dispatch', 'dispatch.read', <DispatchBoardPage />),
  guardedRoute('/dispatch/drivers', 'dispatch.read', <DriversPage />),
  // An order's deliveries, every attempt with its proof: shop staff see their shops' orders only (the API's 404).
  guardedRoute('/dispatch/orders/:id', 'dispatch.read', <OrderDeliveryPage />),
  guardedRoute('/driver', 'delivery.drive', <DriverHomePage />),
];
export default routes;
