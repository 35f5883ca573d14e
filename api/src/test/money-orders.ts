import { randomUUID } from 'node:crypto';
import type { PaymentMethod, OrderStatus } from '../db/schema';
import { makeCategory, makeLocation, makeProduct, makeShop } from './fixtures';
import type { TestApp } from './test-app';

// decisions/money-ledger.md: a shop open around the clock with three products, a customer, and orders placed through
// the customers' API (so every writer of the ledger runs): the ledger's tests start here.

/** spec §4: the moves from NEW to each status. */
const PATH_TO: Record<OrderStatus, OrderStatus[]> = {
  NEW: [],
  ACCEPTED: ['ACCEPTED'],
  INTRANSIT: ['ACCEPTED', 'INTRANSIT'],
  DELIVERED: ['ACCEPTED', 'INTRANSIT', 'DELIVERED'],
  REJECTED: ['REJECTED'],
  CANCELLED: ['ACCEPTED', 'INTRANSIT', 'CANCELLED'],
};

export interface MoneyShop {
  shopId: number;
  /** Prices 1.250, 0.875 and 2.100 KWD. */
  products: { id: number; price: string }[];
  customer: { id: number; authorization: string };
  /** Places an order (201 expected) of [product index, quantity] lines; answers the customer's order. */
  place(method: PaymentMethod, lines: [number, number][], key?: string): Promise<{ id: number; [field: string]: unknown }>;
  /** Moves the order from NEW along spec §4 to `status`, as the test's owner. */
  moveTo(orderId: number, status: OrderStatus): Promise<void>;
}

export async function shopForMoney(t: TestApp): Promise<MoneyShop> {
  const place = await makeLocation(t.db);
  const shop = await makeShop(t.db, place, { openTime: '00:00', closeTime: '00:00', isOpen: true });
  const categoryId = (await makeCategory(t.db, shop.id)).id;
  const products: Awaited<ReturnType<typeof makeProduct>>[] = [];
  for (const price of ['1.250', '0.875', '2.100']) products.push(await makeProduct(t.db, categoryId, { price, stock: 100_000 }));
  const customer = await t.createUser('customer');
  return {
    shopId: shop.id,
    products: products.map(({ id, price }) => ({ id, price })),
    customer,
    async place(method, lines, key = randomUUID()) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/customer/orders',
        headers: { authorization: customer.authorization, 'idempotency-key': key },
        payload: {
          items: lines.map(([index, quantity]) => ({ productId: products[index].id, quantity })),
          address: { governorateId: place.governorate.id, areaId: place.area.id, blockId: place.block.id, street: 'Street 1', building: '2' },
          paymentMethod: method,
        },
      });
      if (res.statusCode !== 201) throw new Error(`placing answered ${res.statusCode}: ${res.body}`);
      return res.json().data;
    },
    async moveTo(orderId, status) {
      for (const to of PATH_TO[status]) {
        const res = await t.app.inject({ method: 'PATCH', url: `/api/orders/${orderId}/status`, headers: t.staffAuth, payload: { status: to } });
        if (res.statusCode !== 200) throw new Error(`moving to ${to} answered ${res.statusCode}: ${res.body}`);
      }
    },
  };
}
