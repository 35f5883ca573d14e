import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { queryRows } from '../db/client';
import type { PaymentMethod } from '../db/schema';
import { ledgerBalances, ledgerProblems } from '../modules/ledger/ledger-balances';
import { ledgerRepository } from '../modules/ledger/ledger-repository';
import { kwdToFils } from '../money/fils';
import type { PickChangeBody } from '../modules/picking/picking-schemas';
import { makeCategory, makeLocation, makeProduct, makeShop } from './fixtures';
import type { TestApp } from './test-app';

// decisions/picking.md: a shop open around the clock selling by the piece and by weight, a customer, orders placed through
// the customers' API and accepted by staff (so placing, the ledger and the stock history all run), and the picker's
// requests: the picking tests start here.

/** The shop's products: by the piece, by weight (price per kg) and a pricier one to substitute with. */
export interface PickingProducts {
  /** 0.450 KWD, barcode 6291041500213. */
  milk: { id: number };
  /** 0.875 KWD. */
  labneh: { id: number };
  /** By weight: 0.450 KWD/kg, about 1.000 kg each. */
  fish: { id: number };
  /** 1.250 KWD: a pricier substitute for milk. */
  mango: { id: number };
  /** 0.300 KWD: a cheaper substitute. */
  bread: { id: number };
  /** By weight: 2.000 KWD/kg, about 0.500 kg each: a by-weight substitute. */
  shrimp: { id: number };
}

export interface PickingShop {
  shopId: number;
  products: PickingProducts;
  customer: { id: number; authorization: string };
  /** Places an order of [product, quantity] lines (201 expected), accepts it (unless `accept` is false); answers the order's id and its lines' ids. */
  place(method: PaymentMethod, lines: [keyof PickingProducts, number][], options?: { accept?: boolean; ifUnavailable?: 'similar' | 'remove' | 'call' }): Promise<{ id: number; itemIds: number[] }>;
  /** GET orders/{id}/picking as `auth` (the test's owner by default). */
  picking(orderId: number, auth?: { authorization: string }): Promise<LightMyRequestResponse>;
  /** POST orders/{id}/picking/lines/{itemId} with a fresh Idempotency-Key (or `key`), at the current version unless the body names one. */
  change(orderId: number, itemId: number, body: Omit<PickChangeBody, 'version'> & { version?: number }, options?: { key?: string; auth?: { authorization: string } }): Promise<LightMyRequestResponse>;
  /** What is off in the order's stored ledger (decisions/money-ledger.md's rule): empty when it balances. */
  ledgerProblems(orderId: number): Promise<string[]>;
  /** A product's stock now. */
  stock(name: keyof PickingProducts): Promise<number>;
}

export async function pickingShop(t: TestApp, fields: { substitutePolicy?: 'cap' | 'ask' } = {}): Promise<PickingShop> {
  const place = await makeLocation(t.db);
  const shop = await makeShop(t.db, place, { openTime: '00:00', closeTime: '00:00', isOpen: true, ...fields });
  const categoryId = (await makeCategory(t.db, shop.id)).id;
  const products: PickingProducts = {
    milk: await makeProduct(t.db, categoryId, { name: `Milk ${shop.id}`, nameAr: 'حليب', price: '0.450', stock: 50, barcode: '6291041500213' }),
    labneh: await makeProduct(t.db, categoryId, { name: `Labneh ${shop.id}`, nameAr: 'لبنة', price: '0.875', stock: 50 }),
    fish: await makeProduct(t.db, categoryId, { name: `Hamour ${shop.id}`, nameAr: 'هامور', price: '0.450', stock: 50, unit: 'weight', weightStep: '0.250', estimatedWeight: '1.000' }),
    mango: await makeProduct(t.db, categoryId, { name: `Mango ${shop.id}`, nameAr: 'مانجو', price: '1.250', stock: 50 }),
    bread: await makeProduct(t.db, categoryId, { name: `Bread ${shop.id}`, nameAr: 'خبز', price: '0.300', stock: 50 }),
    shrimp: await makeProduct(t.db, categoryId, { name: `Shrimp ${shop.id}`, nameAr: 'روبيان', price: '2.000', stock: 50, unit: 'weight', weightStep: '0.250', estimatedWeight: '0.500' }),
  };
  const customer = await t.createUser('customer');

  const picking: PickingShop['picking'] = (orderId, auth = t.staffAuth) => t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/picking`, headers: auth });
  return {
    shopId: shop.id,
    products,
    customer,
    async place(method, lines, options = {}) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/customer/orders',
        headers: { authorization: customer.authorization, 'idempotency-key': randomUUID() },
        payload: {
          items: lines.map(([name, quantity]) => ({ productId: products[name].id, quantity })),
          address: { governorateId: place.governorate.id, areaId: place.area.id, blockId: place.block.id, street: 'Street 1', building: '2' },
          paymentMethod: method,
          ...(options.ifUnavailable ? { ifUnavailable: options.ifUnavailable } : {}),
        },
      });
      if (res.statusCode !== 201) throw new Error(`placing answered ${res.statusCode}: ${res.body}`);
      const order = res.json().data as { id: number; items: { id: number }[] };
      if (options.accept !== false) {
        const accepted = await t.app.inject({ method: 'PATCH', url: `/api/orders/${order.id}/status`, headers: t.staffAuth, payload: { status: 'ACCEPTED' } });
        if (accepted.statusCode !== 200) throw new Error(`accepting answered ${accepted.statusCode}: ${accepted.body}`);
      }
      return { id: order.id, itemIds: order.items.map((item) => item.id) };
    },
    picking,
    async change(orderId, itemId, body, options = {}) {
      const auth = options.auth ?? t.staffAuth;
      const version = body.version ?? (await picking(orderId)).json().data.version;
      return t.app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/picking/lines/${itemId}`,
        headers: { ...auth, 'idempotency-key': options.key ?? randomUUID() },
        payload: { ...body, version },
      });
    },
    async ledgerProblems(orderId) {
      const repo = ledgerRepository(t.db);
      const order = await repo.findOrder(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      return ledgerProblems({ ...order, totalAmountFils: kwdToFils(order.totalAmount) }, ledgerBalances(order, await repo.entries([orderId])));
    },
    async stock(name) {
      const [row] = await queryRows<{ stock: number }>(t.db, sql`SELECT stock FROM products WHERE id = ${products[name].id}`);
      return row.stock;
    },
  };
}
