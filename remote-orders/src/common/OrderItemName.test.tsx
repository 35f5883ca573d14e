import { setLanguage } from '@dukkan/shared';
import { ok, renderWithProviders, signedInState, stubFetch } from '@dukkan/shared/test-utils';
import { act, screen, within } from '@testing-library/react';
import { Navigate } from 'react-router-dom';
import { OrderItemsPage } from '../order-items/OrderItemsPage';
import { OrderDetailDialog } from '../orders/OrderDetailDialog';
import { makeOrder } from '../test-utils/test-orders';
import { findDialog } from '../test-utils/test-orders-page';
import type { Order } from './order-types';

// decisions/grocery-products.md: under each item's name on the order page and in the popup, what the customer wants if it
// is not there at picking, and the order's default among the details; in English and Arabic, names in the reader's language;
// nothing for an order from a server that does not send it.

const ISOLATES = /[\u2066-\u2069]/g;
const plain = (node: Element | null | undefined) => (node?.textContent ?? '').replace(ISOLATES, '');

/** The order of makeOrder with a choice on each line (a named substitute on the first, call on the second); its default similar unless told. */
function orderWithChoices(overrides: Partial<Order> = {}): Order {
  const order = makeOrder(overrides);
  const [milk, labneh] = order.items ?? [];
  return {
    ifUnavailable: 'similar',
    ...order,
    items: [
      { ...milk, ifUnavailable: 'product', substitute: { id: 9, name: 'Almarai Milk 1 L', name_ar: 'حليب المراعي 1 لتر' } },
      { ...labneh, ifUnavailable: 'call', substitute: null },
    ],
  };
}

async function inArabic(test: () => Promise<void>) {
  await act(() => setLanguage('ar'));
  try {
    await test();
  } finally {
    await act(() => setLanguage('en'));
  }
}

/** Each item row's product cell, and the value beside the term `term` among the details. */
async function renderPage(order: Order, tableName: RegExp) {
  stubFetch({});
  renderWithProviders(<OrderItemsPage />, {
    route: '/from-popup',
    path: '/order-items/:id',
    preloadedState: signedInState(),
    otherRoutes: { '/from-popup': <Navigate to={`/order-items/${order.id}`} state={{ order }} /> },
  });
  const table = await screen.findByRole('table', { name: tableName });
  const products = within(table).getAllByRole('row').slice(1).map((row) => plain(row.querySelectorAll('th, td')[1]));
  const term = (name: string) => screen.queryByText(name, { selector: 'dt' });
  return { products, detail: (name: string) => plain(term(name)?.nextElementSibling), term };
}

async function openPopup(order: Order, title: string) {
  stubFetch({ 'GET orders/:id/notes': ok({ items: [] }), 'GET orders/:id/events': ok({ items: [] }) });
  renderWithProviders(<OrderDetailDialog order={order} onClose={() => {}} />, { preloadedState: signedInState() });
  const dialog = await findDialog('dialog', title);
  const table = within(dialog).getByRole('table');
  const names = within(table).getAllByRole('row').slice(1).map((row) => plain(row.querySelectorAll('th, td')[1]));
  const term = (name: string) => within(dialog).queryByText(name, { selector: 'dt' });
  return { names, detail: (name: string) => plain(term(name)?.nextElementSibling), term };
}

describe('the order page', () => {
  it("shows each line's choice under its name and the order's default among the details", async () => {
    const { products, detail } = await renderPage(orderWithChoices({ id: 51 }), /^Items of order/);
    expect(products).toEqual(['fresh milk (1 l)If unavailable: Substitute with Almarai Milk 1 L', 'Labneh (400 g)If unavailable: Call me first']);
    expect(detail('If an item is unavailable')).toBe('Substitute similar');
  });

  it('says them in Arabic to an Arabic reader, the substitute by its Arabic name', async () => {
    await inArabic(async () => {
      const order = orderWithChoices({ id: 52, ifUnavailable: 'remove' });
      const { products, detail } = await renderPage(order, /^منتجات الطلب/);
      expect(products).toEqual(['حليب طازجإن لم يتوفر: استبداله بـ حليب المراعي 1 لتر', 'لبنةإن لم يتوفر: الاتصال بي أولاً']);
      expect(detail('إن لم يتوفر أحد المنتجات')).toBe('إزالته');
    });
  });

  it('shows nothing of it for an order from a server that does not send it', async () => {
    const { products, term } = await renderPage(makeOrder({ id: 53 }), /^Items of order/);
    expect(products).toEqual(['fresh milk (1 l)', 'Labneh (400 g)']);
    expect(term('If an item is unavailable')).toBeNull();
    expect(screen.queryByText(/If unavailable/)).toBeNull();
  });
});

describe('the order popup', () => {
  it("shows each line's choice under its name and the order's default among the details", async () => {
    const order = orderWithChoices({ id: 61, ifUnavailable: 'call' });
    const { names, detail } = await openPopup({ ...order, items: [...(order.items ?? []), { ...makeOrder().items?.[0], id: 3, ifUnavailable: 'remove' }] }, 'Order #61');
    expect(names).toEqual([
      'fresh milk (1 l)If unavailable: Substitute with Almarai Milk 1 L',
      'Labneh (400 g)If unavailable: Call me first',
      'fresh milk (1 l)If unavailable: Remove it',
    ]);
    expect(detail('If an item is unavailable')).toBe('Call me first');
  });

  it('says them in Arabic to an Arabic reader', async () => {
    await inArabic(async () => {
      const { names, detail } = await openPopup(orderWithChoices({ id: 62 }), 'الطلب رقم 62');
      expect(names).toEqual(['حليب طازجإن لم يتوفر: استبداله بـ حليب المراعي 1 لتر', 'لبنةإن لم يتوفر: الاتصال بي أولاً']);
      expect(detail('إن لم يتوفر أحد المنتجات')).toBe('استبداله بمنتج مشابه');
    });
  });

  it("shows nothing of it for an order from a server that does not send it, or a choice this panel does not know", async () => {
    const order = makeOrder({ id: 63 });
    const unknown = { ...order, ifUnavailable: 'later' as never, items: order.items?.map((item) => ({ ...item, ifUnavailable: 'later' as never })) };
    const { names, term } = await openPopup(unknown, 'Order #63');
    expect(names).toEqual(['fresh milk (1 l)', 'Labneh (400 g)']);
    expect(term('If an item is unavailable')).toBeNull();
  });
});
