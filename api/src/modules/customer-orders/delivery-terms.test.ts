import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { blocks } from '../../db/schema';
import { kwdToFils } from '../../money/fils';
import { shopForMoney } from '../../test/money-orders';
import { pickingShop } from '../../test/picking-orders';
import { setUpTestApp } from '../../test/test-app';
import { ledgerBalances, ledgerProblems } from '../ledger/ledger-balances';
import { ledgerRepository } from '../ledger/ledger-repository';

// decisions/delivery-coverage.md: ordering applies the shop's coverage — outside it or below its minimum basket is a 409,
// the zone's fee joins the total and the ledger (its own entry; the ledger still balances), picking keeps it. On PGlite
// and on PostgreSQL.
jest.setTimeout(120_000);

const t = setUpTestApp();

/** The shop's own place (its area and block): the orders of money-orders.ts and picking-orders.ts go there. */
async function placeOf(shopId: number) {
  const [row] = await queryRows<{ area_id: number; block_id: number; governorate_id: number }>(t.db, sql`SELECT governorate_id, area_id, block_id FROM shops WHERE id = ${shopId}`);
  return { governorateId: row.governorate_id, areaId: row.area_id, blockId: row.block_id };
}

const setCoverage = (shopId: number, zones: object[]) => t.app.inject({ method: 'PUT', url: `/api/shop/${shopId}/coverage`, headers: t.staffAuth, payload: { zones } });

async function ledgerOf(orderId: number) {
  const repo = ledgerRepository(t.db);
  const order = await repo.findOrder(orderId);
  if (!order) throw new Error(`no order ${orderId}`);
  const entries = await repo.entries([orderId]);
  return {
    entries: entries.map((entry) => [entry.kind, Number(entry.amountFils)]),
    problems: ledgerProblems({ ...order, totalAmountFils: kwdToFils(order.totalAmount) }, ledgerBalances(order, entries)),
  };
}

const orderCount = async (shopId: number) => (await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM orders WHERE shop_id = ${shopId}`))[0].n;

describe('placing an order under the shop’s coverage', () => {
  it('refuses an address outside the shop’s zones (409 OUTSIDE_COVERAGE), writing nothing', async () => {
    const shop = await shopForMoney(t);
    const here = await placeOf(shop.shopId);
    const [elsewhere] = await t.db.insert(blocks).values({ areaId: here.areaId, name: 'Block 9', nameAr: 'قطعة 9' }).returning();
    // Only another block of the same area is served.
    expect((await setCoverage(shop.shopId, [{ blockId: elsewhere.id, deliveryFee: 0.25, minBasket: 0, etaMinutes: 30 }])).statusCode).toBe(200);
    const stockBefore = await queryRows<{ stock: number }>(t.db, sql`SELECT stock FROM products WHERE id = ${shop.products[0].id}`);

    await expect(shop.place('CASH', [[0, 1]])).rejects.toThrow(/409/);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/orders',
      headers: { authorization: shop.customer.authorization, 'idempotency-key': randomUUID() },
      payload: { items: [{ productId: shop.products[0].id, quantity: 1 }], address: { ...here, street: 'Street 1', building: '2' }, paymentMethod: 'CASH' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'OUTSIDE_COVERAGE',
      message: 'This shop does not deliver to this block',
      errors: { 'address.blockId': 'This shop does not deliver to this block' },
    });
    expect(await orderCount(shop.shopId)).toBe(0);
    expect(await queryRows(t.db, sql`SELECT stock FROM products WHERE id = ${shop.products[0].id}`)).toEqual(stockBefore);
  });

  it('refuses a basket below the zone’s minimum (409 BELOW_MINIMUM), then takes one that reaches it', async () => {
    const shop = await shopForMoney(t);
    const here = await placeOf(shop.shopId);
    await setCoverage(shop.shopId, [{ areaId: here.areaId, deliveryFee: 0.25, minBasket: 3, etaMinutes: 30 }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/orders',
      headers: { authorization: shop.customer.authorization, 'idempotency-key': randomUUID() },
      payload: { items: [{ productId: shop.products[0].id, quantity: 2 }], address: { ...here, street: 'Street 1', building: '2' }, paymentMethod: 'CASH' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'BELOW_MINIMUM', message: 'The minimum order for this shop here is KWD 3.000' });
    expect(await orderCount(shop.shopId)).toBe(0);
    // The fee does not count towards the minimum: 1.250 × 2 + 0.875 = 3.375.
    const order = await shop.place('CASH', [[0, 2], [1, 1]]);
    expect(order).toMatchObject({ totalAmount: 3.625, deliveryFee: 0.25 });
  });

  it('adds the zone’s fee to the total and to the ledger as its own entry (cash and prepaid); the ledger balances', async () => {
    const shop = await shopForMoney(t);
    const here = await placeOf(shop.shopId);
    await setCoverage(shop.shopId, [
      { areaId: here.areaId, deliveryFee: 0.9, minBasket: 0, etaMinutes: 60 },
      { blockId: here.blockId, deliveryFee: 0.35, minBasket: 1, etaMinutes: 30 },
    ]);
    const cash = await shop.place('CASH', [[0, 2]]);
    expect(cash).toMatchObject({ totalAmount: 2.85, deliveryFee: 0.35, amountDue: 2.85 });
    expect(await ledgerOf(cash.id)).toEqual({
      entries: [
        ['charge', 2500],
        ['delivery_fee', 350],
        ['cash_to_collect', 2850],
      ],
      problems: [],
    });
    const staffView = (await t.app.inject({ method: 'GET', url: `/api/orders/${cash.id}`, headers: t.staffAuth })).json().data;
    expect(staffView).toMatchObject({ totalAmount: 2.85, deliveryFee: 0.35 });
    const customerView = (await t.app.inject({ method: 'GET', url: `/api/customer/orders/${cash.id}`, headers: { authorization: shop.customer.authorization } })).json().data;
    expect(customerView).toMatchObject({ totalAmount: 2.85, deliveryFee: 0.35 });

    const knet = await shop.place('KNET', [[2, 1]]);
    expect(knet).toMatchObject({ totalAmount: 2.45, deliveryFee: 0.35 });
    expect((await ledgerOf(knet.id)).entries).toEqual([
      ['charge', 2100],
      ['delivery_fee', 350],
    ]);
    // Rejected: the whole of what was paid goes back, the fee with it.
    await shop.moveTo(knet.id, 'REJECTED');
    const rejected = await ledgerOf(knet.id);
    expect(rejected.problems).toEqual([]);
    expect(rejected.entries).toContainEqual(['refund', -2450]);

    await shop.moveTo(cash.id, 'DELIVERED');
    expect((await ledgerOf(cash.id)).problems).toEqual([]);

    const csv = await t.app.inject({ method: 'GET', url: `/api/orders/export?q=${cash.id}`, headers: t.staffAuth });
    const [header, ...rows] = parse(csv.body, { bom: true }) as string[][];
    const row = rows.find((cells) => cells[0] === String(cash.id)) ?? [];
    expect(row[header.indexOf('Delivery fee (KWD)')]).toBe('0.350');
    expect(row[header.indexOf('Total (KWD)')]).toBe('2.850');
  });

  it('charges nothing without zones or defaults (orders as before) and nothing for a free-delivery shop', async () => {
    const legacy = await shopForMoney(t);
    const order = await legacy.place('CASH', [[1, 1]]);
    expect(order).toMatchObject({ totalAmount: 0.875, deliveryFee: 0 });
    expect((await ledgerOf(order.id)).entries).toEqual([
      ['charge', 875],
      ['cash_to_collect', 875],
    ]);

    const free = await shopForMoney(t);
    const here = await placeOf(free.shopId);
    await t.db.execute(sql`UPDATE shops SET free_delivery = true WHERE id = ${free.shopId}`);
    await setCoverage(free.shopId, [{ areaId: here.areaId, deliveryFee: 0.5, minBasket: 0, etaMinutes: 30 }]);
    expect(await free.place('KNET', [[1, 1]])).toMatchObject({ totalAmount: 0.875, deliveryFee: 0 });
  });

  it('charges the governorate’s default to a shop with no zones', async () => {
    const shop = await shopForMoney(t);
    const here = await placeOf(shop.shopId);
    await t.app.inject({
      method: 'PUT',
      url: '/api/delivery/defaults',
      headers: t.staffAuth,
      payload: { defaults: [{ governorateId: here.governorateId, deliveryFee: 0.2, minBasket: 0, etaMinutes: 45 }] },
    });
    const order = await shop.place('CARD', [[1, 2]]);
    expect(order).toMatchObject({ totalAmount: 1.95, deliveryFee: 0.2 });
    expect((await ledgerOf(order.id)).problems).toEqual([]);
    await t.app.inject({ method: 'PUT', url: '/api/delivery/defaults', headers: t.staffAuth, payload: { defaults: [] } });
  });
});

describe('picking an order with a delivery fee', () => {
  it('keeps the fee in the total as the lines change; the ledger follows and balances', async () => {
    const shop = await pickingShop(t);
    const here = await placeOf(shop.shopId);
    await setCoverage(shop.shopId, [{ areaId: here.areaId, deliveryFee: 0.5, minBasket: 0, etaMinutes: 30 }]);
    const order = await shop.place('CASH', [
      ['milk', 2],
      ['labneh', 1],
    ]);
    const total = async () => (await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: t.staffAuth })).json().data;
    expect(await total()).toMatchObject({ totalAmount: 2.275, deliveryFee: 0.5 });

    const removed = await shop.change(order.id, order.itemIds[1], { action: 'remove', reason: 'out_of_stock' });
    expect(removed.statusCode).toBe(200);
    // The picking answer's totals both carry the fee: as placed (the lines as ordered + 0.500) and now.
    expect(removed.json().data).toMatchObject({ orderedTotalFils: 2275, totalFils: 1400 });
    expect(await total()).toMatchObject({ totalAmount: 1.4, deliveryFee: 0.5 });
    const [row] = await queryRows<{ total: string; fee: string }>(t.db, sql`SELECT total_amount::text AS total, delivery_fee::text AS fee FROM orders WHERE id = ${order.id}`);
    expect(row).toEqual({ total: '1.400', fee: '0.500' });
    expect(await shop.ledgerProblems(order.id)).toEqual([]);

    const picked = await shop.change(order.id, order.itemIds[0], { action: 'pick', quantity: 1 });
    expect(picked.statusCode).toBe(200);
    expect(await total()).toMatchObject({ totalAmount: 0.95, deliveryFee: 0.5 });
    expect(await shop.ledgerProblems(order.id)).toEqual([]);
  });
});
