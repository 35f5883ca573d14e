import type { Order, OrderStatus } from './order-types';

// Orders as our API answers them (api/src/modules/orders/README.md), for the unit tests.

let nextId = 100;

export function makeOrder(overrides: Partial<Order> = {}): Order {
  nextId += 1;
  return {
    id: nextId,
    status: 'NEW',
    createdAt: '2025-03-05T11:07:00.000Z',
    totalQuantity: 3,
    totalAmount: 1.775,
    paymentMethod: 'KNET',
    customer: { name: 'Abdullah Al-Mutairi', name_ar: 'عبدالله المطيري', phone: '+96599887766' },
    user: { name: 'Abdullah Al-Mutairi', phone: '+96599887766' },
    address: null,
    orderedAddress: null,
    apartment: '4',
    floor: '2',
    building: '12',
    avenue: null,
    street: 'Street 10',
    block: 'Block 1',
    area: 'Salmiya',
    governorate: 'Hawalli',
    items: [
      {
        id: 1,
        quantity: 2,
        price: 0.45,
        lineTotal: 0.9,
        productName: 'fresh milk (1 l)',
        product: { name: 'fresh milk (1 l)', name_ar: 'حليب طازج', price: 0.45, image: 'https://cdn.example.com/milk.png', category: { name: 'Dairy' } },
      },
      {
        id: 2,
        quantity: 1,
        price: 0.875,
        lineTotal: 0.875,
        productName: 'Labneh (400 g)',
        product: { name: 'Labneh (400 g)', name_ar: 'لبنة', price: 0.875, image: null, category: { name: 'Dairy' } },
      },
    ],
    ...overrides,
  };
}

/** Our API's page envelope around `items`. */
export function ordersPage(items: Order[], { total = items.length, page = 1, limit = 10, nextCursor = null as string | null } = {}) {
  return { items, total, page, pages: Math.max(1, Math.ceil(total / limit)), limit, nextCursor };
}

export const statsObject = (counts: Partial<Record<OrderStatus, number>> = {}) => ({
  NEW: 14,
  ACCEPTED: 10,
  INTRANSIT: 8,
  DELIVERED: 16,
  CANCELLED: 6,
  REJECTED: 6,
  ...counts,
});
