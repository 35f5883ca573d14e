import type { DeliveryAddress, Order, OrderEvent, OrderStatus } from '../common/order-types';

// Orders as our API answers them (api/src/modules/orders/README.md), for the unit tests.

let nextId = 100;

/**
 * issue 34: an order's Kuwaiti address as our API sends it (api/src/modules/orders/delivery-address.ts): the places
 * with both names, the parts, PACI, directions, the pin, and the server's labelled line in each language.
 */
export function makeDeliveryAddress(overrides: Partial<DeliveryAddress> = {}): DeliveryAddress {
  return {
    governorate: { id: 2, name: 'Hawalli', name_ar: 'حولي' },
    area: { id: 14, name: 'Salmiya', name_ar: 'السالمية' },
    block: { id: 140, name: '2', name_ar: '2' },
    street: '5',
    avenue: null,
    building: '12',
    floor: '2',
    apartment: '4',
    paci: '12345678',
    directions: 'Behind the co-op, blue gate',
    pin: { latitude: 29.3375, longitude: 48.0758 },
    text: {
      en: 'Block 2, Street 5, Building 12, Floor 2, Apt 4, Salmiya, Hawalli',
      ar: 'قطعة 2، شارع 5، مبنى 12، الدور 2، شقة 4، السالمية، حولي',
    },
    ...overrides,
  };
}

/**
 * An order as our API answers staff. Its address is in parts with no model (`deliveryAddress: null`): a server
 * that does not send the model, read by spec §2's rule; give `deliveryAddress: makeDeliveryAddress()` for ours.
 */
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
    deliveryAddress: null,
    escalatedAt: null,
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

export const statsObject = (counts: Partial<Record<OrderStatus | 'SCHEDULED', number>> = {}) => ({
  NEW: 14,
  // decisions/delivery-slots.md: the scheduled orders, which NEW leaves out
  SCHEDULED: 2,
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

/**
 * decisions/picking.md: an order picked as the issue tells it, ordered for KWD 4.250: milk picked 1 of 2, labneh
 * removed (out of stock), milk powder substituted (the pricier substitute billed at the original's 1.550 under
 * 'cap'), a fish weighed at 1.130 kg (× 0.450 KWD/kg = 0.509), dates waiting for the customer's answer.
 */
export function makePickedOrder(overrides: Partial<Order> = {}): Order {
  const product = (name: string, name_ar: string, price: number) => ({ name, name_ar, price, image: null, category: { name: 'Grocery', name_ar: 'بقالة' } });
  const line = (id: number, productName: string, name_ar: string, price: number, quantity: number, orderedTotal: number, rest: NonNullable<Order['items']>[number]) => ({
    id,
    quantity,
    price,
    orderedTotal,
    lineTotal: orderedTotal,
    unit: 'piece' as const,
    estimatedWeight: null,
    state: 'picked' as const,
    pickedQuantity: quantity,
    actualWeight: null,
    replacesItemId: null,
    productName,
    product: product(productName, name_ar, price),
    ...rest,
  });
  return makeOrder({
    status: 'ACCEPTED',
    totalQuantity: 5,
    totalAmount: 2.984,
    items: [
      line(1, 'fresh milk (1 l)', 'حليب طازج', 0.45, 2, 0.9, { state: 'short', pickedQuantity: 1, lineTotal: 0.45 }),
      line(2, 'Labneh (400 g)', 'لبنة', 0.875, 1, 0.875, { state: 'removed', pickedQuantity: null, lineTotal: 0, reason: 'out_of_stock' } as NonNullable<Order['items']>[number]),
      line(3, 'Nido milk powder (400 g)', 'حليب نيدو مجفف', 1.55, 1, 1.55, { state: 'substituted', pickedQuantity: null, lineTotal: 0 }),
      line(6, 'Almarai milk powder (400 g)', 'حليب المراعي مجفف', 1.65, 1, 1.65, { replacesItemId: 3, lineTotal: 1.55 }),
      line(4, 'Hamour fish', 'سمك هامور', 0.45, 2, 0.45, { unit: 'weight', estimatedWeight: 0.5, actualWeight: 1.13, lineTotal: 0.509 }),
      line(5, 'Khalas dates (1 kg)', 'تمر خلاص', 0.475, 1, 0.475, { state: 'asking', pickedQuantity: null, ifUnavailable: 'remove' }),
    ],
    ...overrides,
  });
}
