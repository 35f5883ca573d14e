import { ok, renderWithProviders, signedInState, stubFetch } from '@dukkan/shared/test-utils';
import { screen } from '@testing-library/react';
import { Navigate } from 'react-router-dom';
import type { Order } from '../common/order-types';
import { makeOrder } from '../test-utils/test-orders';
import { slow } from '../test-utils/test-orders-page';
import { OrderItemsPage } from './OrderItemsPage';

// decisions/promotions.md on the order page: the delivery fee and the promotion's discount among its details, above the amount.

const ISOLATES = /[\u2066-\u2069]/g;

/** Arrives on the order page from the popup's link (the order in navigation state). */
function renderPage(order: Order) {
  stubFetch({ 'GET orders/:id/notes': ok({ items: [] }), 'GET orders/:id/events': ok({ items: [] }) });
  return renderWithProviders(<OrderItemsPage />, {
    route: '/from-popup',
    path: '/order-items/:id',
    preloadedState: signedInState(),
    otherRoutes: { '/from-popup': <Navigate to={`/order-items/${order.id}`} state={{ order }} /> },
  });
}

describe('the order page: a promotion’s discount (decisions/promotions.md)', () => {
  it("shows 'Discount — Welcome' (an automatic offer) as −KWD 1.000 after the delivery fee, then the amount", async () => {
    const order = makeOrder({
      totalAmount: 1.275,
      deliveryFee: 0.5,
      discount: 1,
      promotion: { id: 4, name: 'Welcome', nameAr: 'أهلاً', code: null, fundedBy: 'shop', discount: 1 },
    });
    renderPage(order);
    const details = await screen.findByRole('region', { name: 'Order details' }, slow);
    const rows = [...details.querySelectorAll('dt')].map((term) => [(term.textContent ?? '').replace(ISOLATES, ''), term.nextElementSibling?.textContent ?? '']);
    const from = rows.findIndex(([term]) => term === 'Delivery fee');
    expect(rows.slice(from, from + 3)).toEqual([
      ['Delivery fee', 'KWD 0.500'],
      ['Discount — Welcome', '\u2212KWD 1.000'],
      ['Order Amount', 'KWD 1.275'],
    ]);
  });
});
