import type { ReactElement } from 'react';
import '../i18n';
import { OrderItemsPage } from '../order-items/OrderItemsPage';
import { OrdersPage } from '../orders/OrdersPage';

// The host's RemoteRoute (host/src/remotes/remote-contract.ts), copied: remotes never import the host.
interface RemoteRoute {
  path: string;
  element: ReactElement;
}

const routes: RemoteRoute[] = [
  { path: '/orders', element: <OrdersPage /> },
  { path: '/order-items/:id', element: <OrderItemsPage /> },
];
export default routes;
