import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { PaymentMethod } from '../db/schema';
import { ledgerBalances, ledgerProblems } from '../modules/ledger/ledger-balances';
import { ledgerRepository } from '../modules/ledger/ledger-repository';
import { kwdToFils } from '../money/fils';
import { makeCategory, makeLocation, makeProduct, makeShop } from './fixtures';
import type { TestApp } from './test-app';

// decisions/promotions.md: a shop open around the clock with a delivery fee, its products, and orders placed through the
// customers' API with or without a coupon (so placing, the promotion, the ledger and the stock all run): the promotions'
// ordering tests start here.

export interface PromotionShop {
  shopId: number;
  /** Prices 1.250, 2.000 and 5.000 KWD. */
  products: { id: number; price: string }[];
  /** POST customer/orders of [product index, quantity] lines as `customer`, cash unless `method` says; `couponCode` when given. */
  order(customer: { authorization: string }, lines: [number, number][], options?: { couponCode?: string; method?: PaymentMethod }): Promise<LightMyRequestResponse>;
  /** A staff move of the order along spec §4 (PATCH orders/{id}/status), one step. */
  move(orderId: number, status: string): Promise<LightMyRequestResponse>;
  /** What is off in the order's stored ledger (decisions/money-ledger.md's rule): empty when it balances. */
  ledgerProblems(orderId: number): Promise<string[]>;
}

/** A promotion POSTed as the test's owner (201 expected); answers it. */
export async function createPromotion(t: TestApp, body: object): Promise<{ id: number; [field: string]: unknown }> {
  const res = await t.app.inject({ method: 'POST', url: '/api/promotions', headers: t.staffAuth, payload: { startsAt: '2020-01-01T00:00:00.000Z', ...body } });
  if (res.statusCode !== 201) throw new Error(`creating a promotion answered ${res.statusCode}: ${res.body}`);
  return res.json().data;
}

/** A shop delivering to its own area for `deliveryFee` KWD (0: free). */
export async function shopForPromotions(t: TestApp, deliveryFee = 0.5): Promise<PromotionShop> {
  const place = await makeLocation(t.db);
  const shop = await makeShop(t.db, place, { openTime: '00:00', closeTime: '00:00', isOpen: true });
  const categoryId = (await makeCategory(t.db, shop.id)).id;
  const products: { id: number; price: string }[] = [];
  for (const price of ['1.250', '2.000', '5.000']) products.push(await makeProduct(t.db, categoryId, { price, stock: 100_000 }));
  const coverage = await t.app.inject({
    method: 'PUT',
    url: `/api/shop/${shop.id}/coverage`,
    headers: t.staffAuth,
    payload: { zones: [{ areaId: place.area.id, deliveryFee, minBasket: 0, etaMinutes: 30 }] },
  });
  if (coverage.statusCode !== 200) throw new Error(`coverage answered ${coverage.statusCode}: ${coverage.body}`);
  return {
    shopId: shop.id,
    products: products.map(({ id, price }) => ({ id, price })),
    order: (customer, lines, options = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/customer/orders',
        headers: { authorization: customer.authorization, 'idempotency-key': randomUUID() },
        payload: {
          items: lines.map(([index, quantity]) => ({ productId: products[index].id, quantity })),
          address: { governorateId: place.governorate.id, areaId: place.area.id, blockId: place.block.id, street: 'Street 1', building: '2' },
          paymentMethod: options.method ?? 'CASH',
          ...(options.couponCode === undefined ? {} : { couponCode: options.couponCode }),
        },
      }),
    move: (orderId, status) => t.app.inject({ method: 'PATCH', url: `/api/orders/${orderId}/status`, headers: t.staffAuth, payload: { status } }),
    async ledgerProblems(orderId) {
      const repo = ledgerRepository(t.db);
      const order = await repo.findOrder(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      return ledgerProblems({ ...order, totalAmountFils: kwdToFils(order.totalAmount) }, ledgerBalances(order, await repo.entries([orderId])));
    },
  };
}
