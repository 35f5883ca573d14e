import type { Order, OrderEvent, OrderStatus } from '../common/order-types';

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
        product: { name: 'fresh milk (1 l)', name_ar: 'حليب طازج', price: 0.45, image: 'https://cdn.example.com/milk.png', imageThumbnail: 'https://cdn.example.com/milk.thumbnail.webp', category: { name: 'Dairy', name_ar: 'ألبان' } },
      },
      {
        id: 2,
        quantity: 1,
        price: 0.875,
        lineTotal: 0.875,
        productName: 'Labneh (400 g)',
        product: { name: 'Labneh (400 g)', name_ar: 'لبنة', price: 0.875, image: null, category: { name: 'Dairy', name_ar: 'ألبان' } },
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

let nextEventId = 1000;

/** A step of an order's timeline as GET orders/{id}/events answers it: a member of staff accepting, unless told. */
export function makeOrderEvent(overrides: Partial<OrderEvent> = {}): OrderEvent {
  nextEventId += 1;
  return {
    id: nextEventId,
    from: 'NEW',
    to: 'ACCEPTED',
    actor: { kind: 'staff', id: 1, name: 'Fatima Al-Sabah' },
    reason: null,
    at: '2025-03-05T11:30:00.000Z',
    ...overrides,
  };
}

/** The first step of every timeline: the customer placing the order. */
export const placedEvent = (at = '2025-03-05T11:07:00.000Z'): OrderEvent =>
  makeOrderEvent({ from: null, to: 'NEW', actor: { kind: 'customer', id: 7, name: 'Abdullah Al-Mutairi' }, at });

/** Our API's answer to GET orders/{id}/events: `data: { items }`, oldest first. */
export const eventsAnswer = (items: OrderEvent[]) => ({ items });
