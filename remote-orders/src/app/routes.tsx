import { guardedRoute, type RemoteRoute } from '@dukkan/shared';
import '../i18n';
import { OrderItemsPage } from '../order-items/OrderItemsPage';
import { OrdersPage } from '../orders/OrdersPage';
import { PickingPage } from '../picking/PickingPage';

const routes: RemoteRoute[] = [
  { path: '/orders', element: <OrdersPage /> },
  { path: '/order-items/:id', element: <OrderItemsPage /> },
  // decisions/picking.md: an accepted order picked line by line (changes need orders.act; the page says so without it).
  guardedRoute('/order-items/:id/pick', 'orders.read', <PickingPage />),
];
export default routes;
