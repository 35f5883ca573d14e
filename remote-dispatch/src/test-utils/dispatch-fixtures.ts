import { ok } from '@dukkan/shared/test-utils';
import type { Delivery, DispatchBoard, DispatchOrder, Driver, DriverDelivery, DriverHome, OrderDeliveries, Shift } from '../common/dispatch-types';

// The API's answers the dispatch remote's tests are served (decisions/dispatch.md), built from its wire types.

export const SALMIYA = { id: 11, name: 'Salmiya', name_ar: 'السالمية' };
const HAWALLI = { id: 1, name: 'Hawalli', name_ar: 'حولي' };
const SHOP = { id: 2, name: 'Jabriya Fresh', name_ar: 'الجابرية فريش' };
const LEAD = { id: 1, name: 'Staff Member' };

/** A minute ago, as the API writes times. */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export function driver(id: number, name: string, overrides: Partial<Driver> = {}): Driver {
  return {
    id,
    name,
    email: `${name.toLowerCase()}@dukkan.test`,
    phone: '+96550001111',
    vehicle: 'Motorbike',
    capacity: 3,
    areas: [SALMIYA],
    shift: { id: id * 10, openedAt: minutesAgo(120), state: 'open' },
    load: 0,
    ...overrides,
  };
}

/** On shift, in the board's order (by name): Ahmad carries 1 of 3, Bader is full (2 of 2), Fahad carries none. */
export const AHMAD = driver(7, 'Ahmad', { load: 1 });
export const BADER = driver(8, 'Bader', { capacity: 2, load: 2 });
export const FAHAD = driver(9, 'Fahad');

export function delivery(id: number, orderId: number, overrides: Partial<Delivery> = {}): Delivery {
  return {
    id,
    orderId,
    state: 'assigned',
    driver: { id: AHMAD.id, name: AHMAD.name, phone: AHMAD.phone },
    courier: null,
    assignedAt: minutesAgo(10),
    assignedBy: LEAD,
    pickedUpAt: null,
    endedAt: null,
    failReasonCode: null,
    failNote: null,
    proof: null,
    proofImage: null,
    cashCollected: null,
    ...overrides,
  };
}

export function dispatchOrder(orderId: number, overrides: Partial<DispatchOrder> = {}): DispatchOrder {
  return {
    orderId,
    orderStatus: 'ACCEPTED',
    state: 'waiting',
    shop: SHOP,
    area: SALMIYA,
    block: { id: 5, name: '4', name_ar: '4' },
    addressText: { en: 'Salmiya, block 4, street 10, house 7', ar: 'السالمية، قطعة 4، شارع 10، منزل 7' },
    customerName: 'Mona Al-Ali',
    totalAmount: 3.25,
    paymentMethod: 'CASH',
    cashToCollect: 3.25,
    acceptedAt: minutesAgo(12),
    picked: true,
    delivery: null,
    suggestedDriver: { id: FAHAD.id, name: FAHAD.name },
    ...overrides,
  };
}

/** A courier's hand-over (a delivery's `courier`, with `driver: null`). */
export function courier(overrides: Partial<NonNullable<Delivery['courier']>> = {}): NonNullable<Delivery['courier']> {
  return { company: 'Aramex', reference: 'AX-1', trackingUrl: 'https://track.example/AX-1', driverName: 'Yousef', driverPhone: '+96566554433', cost: 1.5, ...overrides };
}

/** GET orders/{id}/delivery: the order as the board shows it and its attempts, newest first. */
export const orderDeliveries = (order: DispatchOrder, attempts: Delivery[]): OrderDeliveries => ({ order, attempts });

const counts = (waiting: number, assigned: number, pickedUp: number, failed: number) => ({ waiting, assigned, picked_up: pickedUp, failed });

export function board(drivers: Driver[] = [AHMAD, BADER, FAHAD]): DispatchBoard {
  return {
    counts: counts(1, 1, 0, 1),
    areas: [{ area: SALMIYA, governorate: HAWALLI, counts: counts(1, 1, 0, 1) }],
    drivers,
  };
}

/** One page of a list, as the API's pageSchema answers it. */
export const page = <T>(items: readonly T[]) => ok({ items, total: items.length, page: 1, pages: 1, limit: 50, nextCursor: null });

export function shift(id: number, overrides: Partial<Shift> = {}): Shift {
  return {
    id,
    driver: { id: AHMAD.id, name: AHMAD.name },
    state: 'open',
    openedAt: minutesAgo(240),
    openedBy: LEAD,
    closedAt: null,
    closedBy: null,
    delivered: 4,
    expectedCash: 5.5,
    collectedCash: 5.5,
    countedCash: null,
    discrepancy: null,
    resolutionNote: null,
    ...overrides,
  };
}

export function driverDelivery(id: number, orderId: number, overrides: Partial<DriverDelivery> = {}): DriverDelivery {
  return {
    id,
    orderId,
    state: 'assigned',
    shop: { ...SHOP, phone: '+96522223333', addressText: { en: 'Jabriya, block 1, street 2', ar: 'الجابرية، قطعة 1، شارع 2' } },
    customerName: 'Mona Al-Ali',
    customerPhone: '+96599887766',
    addressText: { en: 'Salmiya, block 4, street 10, house 7', ar: 'السالمية، قطعة 4، شارع 10، منزل 7' },
    pin: null,
    paymentMethod: 'CASH',
    totalAmount: 3.25,
    cashToCollect: 3.25,
    itemCount: 4,
    assignedAt: minutesAgo(10),
    pickedUpAt: null,
    ...overrides,
  };
}

export function driverHome(overrides: Partial<DriverHome> = {}): DriverHome {
  return {
    driver: AHMAD,
    shift: { id: 70, openedAt: minutesAgo(120), state: 'open', delivered: 2, collectedCash: 4.75 },
    deliveries: [],
    ...overrides,
  };
}
