import { guardedRoute, lazyScreen, type RemoteRoute } from '@dukkan/shared';
import '../i18n';

/**
 * The dispatch remote owns /dispatch, /dispatch/drivers, /dispatch/orders/:id and /driver (its manifest.json lists the same
 * paths); each screen's code comes when its route is opened (lazyScreen: its chunk named after the route).
 */
const routes: RemoteRoute[] = [
  // decisions/roles-and-audit.md: other roles are told the screen is not theirs (a driver holds delivery.drive only).
  guardedRoute('/dispatch', 'dispatch.read', lazyScreen(() => import(/* webpackChunkName: "screen-dispatch" */ '../board/DispatchBoardPage'), 'DispatchBoardPage')),
  guardedRoute('/dispatch/drivers', 'dispatch.read', lazyScreen(() => import(/* webpackChunkName: "screen-dispatch-drivers" */ '../drivers/DriversPage'), 'DriversPage')),
  // An order's deliveries, every attempt with its proof: shop staff see their shops' orders only (the API's 404).
  guardedRoute('/dispatch/orders/:id', 'dispatch.read', lazyScreen(() => import(/* webpackChunkName: "screen-dispatch-orders-id" */ '../order-delivery/OrderDeliveryPage'), 'OrderDeliveryPage')),
  guardedRoute('/driver', 'delivery.drive', lazyScreen(() => import(/* webpackChunkName: "screen-driver" */ '../driver/DriverHomePage'), 'DriverHomePage')),
];
export default routes;
