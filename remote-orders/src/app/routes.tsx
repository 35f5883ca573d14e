import { guardedRoute, type RemoteRoute } from '@dukkan/shared';
import '../i18n';
import { ComplaintPage } from '../complaints/ComplaintPage';
import { ComplaintsPage } from '../complaints/ComplaintsPage';
import { OrderItemsPage } from '../order-items/OrderItemsPage';
import { OrdersPage } from '../orders/OrdersPage';
import { PickingPage } from '../picking/PickingPage';

const routes: RemoteRoute[] = [
  { path: '/orders', element: <OrdersPage /> },
  { path: '/order-items/:id', element: <OrderItemsPage /> },
  // decisions/picking.md: an accepted order picked line by line (changes need orders.act; the page says so without it).
  guardedRoute('/order-items/:id/pick', 'orders.read', <PickingPage />),
  // decisions/complaints.md: complaints about orders (working them needs complaints.act; the pages hide those actions without it).
  guardedRoute('/complaints', 'complaints.read', <ComplaintsPage />),
  guardedRoute('/complaints/:id', 'complaints.read', <ComplaintPage />),
];
export default routes;
