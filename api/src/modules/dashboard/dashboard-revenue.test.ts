import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { rollupsKept, rollupsRecomputed } from '../../test/dashboard-rollups';
import { type MoneyShop, shopForMoney } from '../../test/money-orders';
import { setUpTestApp } from '../../test/test-app';

// decisions/dashboard-money.md: the revenue tiles' gross, promotions, refunds and net, from the ledger's discount and refund
// entries, for orders placed through the customers' API. Now is Thursday 2026-11-26, 10:30 in Kuwait. Prices: 1.250,
// 0.875, 2.100.

const t = setUpTestApp();
let shop: MoneyShop;
const NOW = new Date('2026-11-26T10:30:00+03:00');
const at = (local: string) => new Date(`${local}+03:00`).toISOString();
const ids: Record<string, number> = {};

/**
 * A promotion on an order, as the promotions' writer leaves it: a `discount` entry (negative, borne by the shop or the
 * platform) and the order's total after it (decisions/money-ledger.md: the amount due counts the discount).
 */
async function discount(orderId: number, fils: number, liable: 'shop' | 'platform') {
  // The promotions work (migration 0038) adds the reason 'promotion'; before it, a discount entry takes 'other'.
  const [check] = await queryRows<{ definition: string }>(
    t.db,
    sql`SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conname = 'order_ledger_reason_check'`,
  );
  const reason = check.definition.includes("'promotion'") ? 'promotion' : 'other';
  // One statement: the entry and the total it explains change together.
  await t.db.execute(sql`WITH entry AS (
      INSERT INTO order_ledger (order_id, kind, amount_fils, payment_method, liable, reason_code, note)
      SELECT id, 'discount', ${-fils}, payment_method, ${liable}, ${reason}, 'Test promotion' FROM orders WHERE id = ${orderId} RETURNING order_id)
    UPDATE orders SET total_amount = total_amount - ${fils / 1000} WHERE id IN (SELECT order_id FROM entry)`);
}

/** Dates an order placed just now (the rollups follow an order's placing time; a refund's stays in the hour it found). */
const dated = (orderId: number, when: string) => t.db.execute(sql`UPDATE orders SET created_at = ${at(when)} WHERE id = ${orderId}`);

/** Places an order of [product index, quantity] lines, paid by KNET, and dates it. */
async function placed(name: string, lines: [number, number][], when: string) {
  ids[name] = (await shop.place('KNET', lines)).id;
  await dated(ids[name], when);
}

const revenue = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/insights?from=2026-11-20&to=2026-11-26', headers: t.staffAuth });
  expect(res.statusCode).toBe(200);
  return res.json().data.revenue;
};

beforeAll(async () => {
  t.setClock(NOW);
  shop = await shopForMoney(t);
  // Delivered: 2 × 1.250 = 2.500, 0.500 off by the platform, then 0.300 refunded (done): net 1.700.
  await placed('delivered', [[0, 2]], '2026-11-26T09:00:00');
  await discount(ids.delivered, 500, 'platform');
  await shop.moveTo(ids.delivered, 'DELIVERED');
  const refund = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${ids.delivered}/refunds`,
    headers: { ...t.staffAuth, 'idempotency-key': randomUUID() },
    payload: { amount: 0.3, reasonCode: 'item_damaged', liable: 'shop' },
  });
  expect(refund.statusCode).toBe(201);
  const done = await t.app.inject({ method: 'POST', url: `/api/refunds/${refund.json().data.id}/complete`, headers: t.staffAuth, payload: { gatewayReference: 'KNET-1' } });
  expect(done.statusCode).toBe(200);
  // New: 0.875, 0.125 off by the shop: due 0.750.
  // Given its promotion, then dated again: the promotion moves to its new hour with it.
  await placed('open', [[1, 1]], '2026-11-20T09:30:00');
  await discount(ids.open, 125, 'shop');
  await dated(ids.open, '2026-11-26T09:30:00');
  // Rejected after its discount: it leaves the sales, its promotion with it.
  await placed('rejected', [[2, 1]], '2026-11-26T10:00:00');
  await discount(ids.rejected, 100, 'platform');
  await shop.moveTo(ids.rejected, 'REJECTED');
  // Yesterday: 1.250, nothing off.
  await placed('yesterday', [[0, 1]], '2026-11-25T20:00:00');
}, 60_000);

describe('GET /api/dashboard/insights: revenue net of promotions and refunds (decisions/dashboard-money.md)', () => {
  it('breaks each period’s revenue into gross, promotions and refunds; net = gross − promotions − refunds = the amount', async () => {
    const { today, days7, week, days30 } = await revenue();
    // Gross 2.500 + 0.875; promotions 0.500 + 0.125 (the rejected order's 0.100 is not a sale); refunds 0.300.
    expect(today).toEqual({ amount: 2.45, previous: 1.25, changePercent: 96, gross: 3.375, promotions: 0.625, refunds: 0.3, net: 2.45 });
    // The 7 and 30 days hold yesterday's order too; this week (from Saturday the 21st) as well.
    for (const figure of [days7, week, days30]) expect(figure).toMatchObject({ amount: 3.7, gross: 4.625, promotions: 0.625, refunds: 0.3, net: 3.7 });
    for (const figure of [today, days7, week, days30]) {
      const fils = (kwd: number) => Math.round(kwd * 1000);
      expect(fils(figure.net)).toBe(fils(figure.gross) - fils(figure.promotions) - fils(figure.refunds));
      expect(figure.net).toBe(figure.amount);
    }
  });

  it('keeps the promotions in the hourly rollup as the ledger has them, through status changes, new placing times and deletes', async () => {
    expect(await rollupsKept(t.db)).toEqual(await rollupsRecomputed(t.db));
    const [row] = await queryRows<{ discounted: string }>(t.db, sql`SELECT sum(discounted)::numeric(16, 3)::text AS discounted FROM order_hour_stats`);
    expect(row.discounted).toBe('0.725');
    // The open order rejected: its promotion leaves today's sales with it.
    await shop.moveTo(ids.open, 'REJECTED');
    expect(await rollupsKept(t.db)).toEqual(await rollupsRecomputed(t.db));
    expect((await revenue()).today).toMatchObject({ gross: 2.5, promotions: 0.5, refunds: 0.3, net: 1.7 });
    await t.db.execute(sql`DELETE FROM orders WHERE id IN (${ids.open}, ${ids.delivered})`);
    expect(await rollupsKept(t.db)).toEqual(await rollupsRecomputed(t.db));
    expect((await revenue()).today).toEqual({ amount: 0, previous: 1.25, changePercent: -100, gross: 0, promotions: 0, refunds: 0, net: 0 });
  });
});
