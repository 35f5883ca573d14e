import type { RemoteRoute } from '@dukkan/shared';
import '../i18n';
import { OrderItemsPage } from '../order-items/OrderItemsPage';
import { OrdersPage } from '../orders/OrdersPage';

const routes: RemoteRoute[] = [
  { path: '/orders', element: <OrdersPage /> },
  { path: '/order-items/:id', element: <OrderItemsPage /> },
];
export default routes;
