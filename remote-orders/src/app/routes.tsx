import { guardedRoute, lazyScreen, type RemoteRoute } from '@dukkan/shared';
import '../i18n';

// Each screen's code comes when its route is opened (lazyScreen: its chunk named after the route).
const routes: RemoteRoute[] = [
  { path: '/orders', element: lazyScreen(() => import(/* webpackChunkName: "screen-orders" */ '../orders/OrdersPage'), 'OrdersPage') },
  { path: '/order-items/:id', element: lazyScreen(() => import(/* webpackChunkName: "screen-order-items-id" */ '../order-items/OrderItemsPage'), 'OrderItemsPage') },
  // decisions/picking.md: an accepted order picked line by line (changes need orders.act; the page says so without it).
  guardedRoute('/order-items/:id/pick', 'orders.read', lazyScreen(() => import(/* webpackChunkName: "screen-order-items-id-pick" */ '../picking/PickingPage'), 'PickingPage')),
  // decisions/complaints.md: complaints about orders (working them needs complaints.act; the pages hide those actions without it).
  guardedRoute('/complaints', 'complaints.read', lazyScreen(() => import(/* webpackChunkName: "screen-complaints" */ '../complaints/ComplaintsPage'), 'ComplaintsPage')),
  guardedRoute('/complaints/:id', 'complaints.read', lazyScreen(() => import(/* webpackChunkName: "screen-complaints-id" */ '../complaints/ComplaintPage'), 'ComplaintPage')),
];
export default routes;
