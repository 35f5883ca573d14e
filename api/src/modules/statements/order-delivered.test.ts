import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { addDays, kuwaitDay } from '../../kuwait/kuwait-days';
import { type MoneyShop, shopForMoney } from '../../test/money-orders';
import { setUpTestApp } from '../../test/test-app';

// decisions/shop-statements.md: the commission written to the ledger when an order is delivered — under the shop's rate of
// the delivery's Kuwait date (not one that starts tomorrow), the percentage of the items (not the delivery fee) rounded
// half-up plus the fee, borne by the shop; none without a rate or for 0; once, whatever races. The customer's balances
// do not move. On PGlite and PostgreSQL (the race on PostgreSQL only: PGlite runs one statement at a time).
jest.setTimeout(120_000);

const onPostgres = process.env.API_TEST_DB === 'postgres';
const t = setUpTestApp();

/** The database's clock is the real one: the delivery's Kuwait date is today's. */
const today = () => kuwaitDay(new Date());

async function setRate(shopId: number, effectiveFrom: string, percentBp: number, feeFils: number) {
  await t.db.execute(sql`INSERT INTO shop_commission_rates (shop_id, percent_bp, fee_fils, effective_from) VALUES (${shopId}, ${percentBp}, ${feeFils}, ${effectiveFrom}::date)`);
}

const commissionOf = (orderId: number) =>
  queryRows<{ amount: number; liable: string; reason: string; actor: number | null }>(
    t.db,
    sql`SELECT amount_fils::int AS amount, liable, reason_code AS reason, actor_id AS actor FROM order_ledger WHERE order_id = ${orderId} AND kind = 'commission'`,
  );
const balancesOf = async (orderId: number) => (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/ledger`, headers: t.staffAuth })).json().data.balances;

describe('an order delivered', () => {
  let shop: MoneyShop;
  beforeAll(async () => {
    shop = await shopForMoney(t);
    await setRate(shop.shopId, '2020-01-01', 500, 0);
    await setRate(shop.shopId, addDays(today(), -1), 1000, 100);
    await setRate(shop.shopId, addDays(today(), 1), 5000, 0);
  });

  it("takes the commission of the day's rate from the shop: 10% of 3.375 (337.5 → 0.338, half-up) + 0.100", async () => {
    const order = await shop.place('KNET', [[0, 2], [1, 1]]);
    await shop.moveTo(order.id, 'DELIVERED');
    expect(await commissionOf(order.id)).toEqual([{ amount: -438, liable: 'shop', reason: 'commission', actor: t.staffId }]);
    // Between the platform and the shop: what the customer owes, paid and may get back is as it was.
    expect(await balancesOf(order.id)).toMatchObject({ amountDueFils: 3375, paidFils: 3375, refundedFils: 0, netFils: 3375, cashToCollectFils: 0 });
  });

  it('writes none before delivery, nor for an order cancelled', async () => {
    const order = await shop.place('CASH', [[2, 1]]);
    await shop.moveTo(order.id, 'INTRANSIT');
    expect(await commissionOf(order.id)).toEqual([]);
    const cancelled = await t.app.inject({ method: 'PATCH', url: `/api/orders/${order.id}/status`, headers: t.staffAuth, payload: { status: 'CANCELLED' } });
    expect(cancelled.statusCode).toBe(200);
    expect(await commissionOf(order.id)).toEqual([]);
  });

  it('takes the percentage of the items only: the delivery fee is the platform’s', async () => {
    const [place] = await queryRows<{ area_id: number }>(t.db, sql`SELECT area_id FROM shops WHERE id = ${shop.shopId}`);
    const coverage = await t.app.inject({
      method: 'PUT',
      url: `/api/shop/${shop.shopId}/coverage`,
      headers: t.staffAuth,
      payload: { zones: [{ areaId: place.area_id, deliveryFee: 0.5, minBasket: 0, etaMinutes: 30 }] },
    });
    expect(coverage.statusCode).toBe(200);
    const order = await shop.place('CASH', [[0, 1]]);
    await shop.moveTo(order.id, 'DELIVERED');
    // 10% of 1.250 (not of 1.750) + 0.100.
    expect(await commissionOf(order.id)).toEqual([expect.objectContaining({ amount: -225 })]);
    expect(await balancesOf(order.id)).toMatchObject({ amountDueFils: 1750, paidFils: 1750, cashToCollectFils: 0 });
  });

  it('refuses a second commission of an order (the unique index: once per order)', async () => {
    const order = await shop.place('KNET', [[1, 1]]);
    await shop.moveTo(order.id, 'DELIVERED');
    const second = t.db.execute(
      sql`INSERT INTO order_ledger (order_id, kind, amount_fils, payment_method, liable, reason_code) VALUES (${order.id}, 'commission', -1, 'KNET', 'shop', 'commission')`,
    );
    await expect(second).rejects.toThrow();
    expect(await commissionOf(order.id)).toHaveLength(1);
  });
});

describe('no commission', () => {
  it('without a rate, or under a rate of 0% and no fee', async () => {
    const none = await shopForMoney(t);
    const zero = await shopForMoney(t);
    await setRate(zero.shopId, today(), 0, 0);
    for (const shop of [none, zero]) {
      const order = await shop.place('CASH', [[0, 1]]);
      await shop.moveTo(order.id, 'DELIVERED');
      expect(await commissionOf(order.id)).toEqual([]);
    }
  });

  it('under a rate that starts tomorrow only', async () => {
    const shop = await shopForMoney(t);
    await setRate(shop.shopId, addDays(today(), 1), 2000, 500);
    const order = await shop.place('CARD', [[0, 1]]);
    await shop.moveTo(order.id, 'DELIVERED');
    expect(await commissionOf(order.id)).toEqual([]);
  });
});

(onPostgres ? it : it.skip)('writes the commission once when two deliveries of one order race (PostgreSQL)', async () => {
  const shop = await shopForMoney(t);
  await setRate(shop.shopId, today(), 1000, 0);
  const orders = [];
  for (let i = 0; i < 5; i++) {
    const order = await shop.place('KNET', [[2, 1]]);
    await shop.moveTo(order.id, 'INTRANSIT');
    orders.push(order);
  }
  const answers = await Promise.all(
    orders.flatMap((order) =>
      [1, 2].map(() => t.app.inject({ method: 'PATCH', url: `/api/orders/${order.id}/status`, headers: t.staffAuth, payload: { status: 'DELIVERED' } })),
    ),
  );
  expect(answers.map((res) => res.statusCode).sort()).toEqual([...Array(5).fill(200), ...Array(5).fill(409)]);
  for (const order of orders) expect(await commissionOf(order.id)).toEqual([expect.objectContaining({ amount: -210 })]);
});
