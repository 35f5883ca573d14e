import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { inTransaction } from '../../db/transactions';
import { addDays, kuwaitDateTime, kuwaitDayStart } from '../../kuwait/kuwait-days';
import { type MoneyShop, shopForMoney } from '../../test/money-orders';
import { describeStaffGuard } from '../../test/staff-guard';
import { setUpTestApp } from '../../test/test-app';
import { until } from '../../test/waiting';
import { createRefund } from '../ledger/refund-service';
import { onOrderDelivered } from './order-delivered';
import { weekOf } from './statement-weeks';
import { statementOf, sumsOfPeriod, weekState } from './statements-service';

// decisions/shop-statements.md: the shops' weekly statements. A week counts the orders delivered in its period (sales,
// delivery fees, commission) and the refunds made in it, by who bears them — an earlier order's refund in the week it
// was made; read again, the same. Closing a week keeps every shop's statement as it is (the same as computing it again),
// and what comes after lands on the next week. Closes go in order. The CSV. Shop staff see their own shops'.
// On PGlite and PostgreSQL; a close waiting for a refund in flight, and a delivery begun before a close, on PostgreSQL.
jest.setTimeout(180_000);

const onPostgres = process.env.API_TEST_DB === 'postgres';
const t = setUpTestApp();

// The database's clock is the real one (entries and steps are timed by it); the API's clock is moved forward only.
const W0 = weekOf(new Date());
const week = (n: number) => addDays(W0, 7 * n);
/** An hour into week `n` (Kuwait), for the API's clock. */
const intoWeek = (n: number) => new Date(kuwaitDayStart(week(n)).getTime() + 3_600_000);

let shop: MoneyShop;
let otherShop: MoneyShop;
let shopStaff: { authorization: string };
let operations: { authorization: string };
const orders: Record<string, number> = {};

const statement = (shopId: number, weekStart: string, headers = t.staffAuth) => t.app.inject({ method: 'GET', url: `/api/shops/${shopId}/statements/${weekStart}`, headers });
const csv = (shopId: number, weekStart: string, headers: Record<string, string> = t.staffAuth) =>
  t.app.inject({ method: 'GET', url: `/api/shops/${shopId}/statements/${weekStart}/csv`, headers });
const close = (weekStart: string, headers = t.staffAuth) => t.app.inject({ method: 'POST', url: `/api/statements/weeks/${weekStart}/close`, headers });
const refund = async (orderId: number, amount: number, liable: 'shop' | 'platform') => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/refunds`,
    headers: { ...t.staffAuth, 'idempotency-key': `statement-${orderId}-${amount}-${liable}-${Math.random()}` },
    payload: { amount, reasonCode: 'item_damaged', liable },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number };
};
const move = async (orderId: number, status: string) =>
  expect((await t.app.inject({ method: 'PATCH', url: `/api/orders/${orderId}/status`, headers: t.staffAuth, payload: { status } })).statusCode).toBe(200);

const zero = { sales: 0, deliveryFees: 0, promotionsShop: 0, promotionsPlatform: 0, commission: 0, refundsShop: 0, refundsPlatform: 0 };

beforeAll(async () => {
  shop = await shopForMoney(t);
  otherShop = await shopForMoney(t);
  shopStaff = await t.createUser('shop_staff', { shopIds: [shop.shopId] });
  operations = await t.createUser('operations');
  // 10% of the items and 0.100 per order; a delivery fee of 0.500 where the shop delivers.
  await t.db.execute(sql`INSERT INTO shop_commission_rates (shop_id, percent_bp, fee_fils, effective_from) VALUES (${shop.shopId}, 1000, 100, '2020-01-01')`);
  const [place] = await queryRows<{ area_id: number }>(t.db, sql`SELECT area_id FROM shops WHERE id = ${shop.shopId}`);
  const coverage = await t.app.inject({
    method: 'PUT',
    url: `/api/shop/${shop.shopId}/coverage`,
    headers: t.staffAuth,
    payload: { zones: [{ areaId: place.area_id, deliveryFee: 0.5, minBasket: 0, etaMinutes: 30 }] },
  });
  expect(coverage.statusCode).toBe(200);
}, 60_000);

describe('an open week', () => {
  it('counts the orders delivered (cash and KNET, with delivery fees and commission) and the refunds by who bears them', async () => {
    // 2 × 1.250 + 0.500 = 3.000, commission 0.250 + 0.100; 2.100 + 0.500 = 2.600, commission 0.210 + 0.100.
    orders.cash = (await shop.place('CASH', [[0, 2]])).id;
    orders.knet = (await shop.place('KNET', [[2, 1]])).id;
    // On its way (not delivered), and cancelled (its money back, on the platform): neither counts.
    orders.card = (await shop.place('CARD', [[1, 1]])).id;
    orders.cancelled = (await shop.place('KNET', [[1, 2]])).id;
    await shop.moveTo(orders.cash, 'DELIVERED');
    await shop.moveTo(orders.knet, 'DELIVERED');
    await shop.moveTo(orders.card, 'INTRANSIT');
    await shop.moveTo(orders.cancelled, 'CANCELLED');
    await refund(orders.cash, 0.5, 'shop');
    await refund(orders.knet, 0.3, 'platform');
    // A refund that failed is given back: it counts for nothing.
    const failed = await refund(orders.knet, 0.2, 'shop');
    expect((await t.app.inject({ method: 'POST', url: `/api/refunds/${failed.id}/fail`, headers: t.staffAuth, payload: {} })).statusCode).toBe(200);
    // Another shop's order is its own statement's.
    await otherShop.moveTo((await otherShop.place('CASH', [[0, 1]])).id, 'DELIVERED');

    const before = Date.now();
    const res = await statement(shop.shopId, W0);
    const after = Date.now();
    expect(res.statusCode).toBe(200);
    const answer = res.json().data;
    expect(answer).toMatchObject({
      shop: { id: shop.shopId, name: expect.any(String), nameAr: expect.any(String) },
      weekStart: W0,
      weekEnd: addDays(W0, 6),
      status: 'open',
      periodStart: kuwaitDayStart(W0).toISOString(),
      closedAt: null,
      closedBy: null,
      totals: { orders: 2, ...zero, sales: 5.6, deliveryFees: 1, commission: 0.66, refundsShop: 0.5, refundsPlatform: 0.3, netPayout: 3.44, netPayoutFils: 3440 },
    });
    expect(Date.parse(answer.periodEnd)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(answer.periodEnd)).toBeLessThanOrEqual(after);
    expect(answer.lines).toEqual([
      { orderId: orders.cash, deliveredAt: expect.any(String), paymentMethod: 'CASH', ...zero, sales: 3, deliveryFees: 0.5, commission: 0.35, refundsShop: 0.5, refundsPlatform: 0, netPayout: 1.65 },
      { orderId: orders.knet, deliveredAt: expect.any(String), paymentMethod: 'KNET', ...zero, sales: 2.6, deliveryFees: 0.5, commission: 0.31, refundsShop: 0, refundsPlatform: 0.3, netPayout: 1.79 },
    ]);
    const [step] = await queryRows<{ at: Date }>(t.db, sql`SELECT created_at AS at FROM order_events WHERE order_id = ${orders.cash} AND to_status = 'DELIVERED'`);
    expect(answer.lines[0].deliveredAt).toBe(step.at.toISOString());

    // Read again: the same.
    const again = (await statement(shop.shopId, W0)).json().data;
    expect({ totals: again.totals, lines: again.lines }).toEqual({ totals: answer.totals, lines: answer.lines });
  });

  it('counts a refund of an order delivered in an earlier week in the week it was made', async () => {
    orders.lastWeek = (await shop.place('CARD', [[0, 1]])).id;
    await shop.moveTo(orders.lastWeek, 'DELIVERED');
    // Delivered a week ago: its DELIVERED step moved back a week (the test cannot wait for one).
    await t.db.execute(sql`UPDATE order_events SET created_at = created_at - interval '7 days' WHERE order_id = ${orders.lastWeek} AND to_status = 'DELIVERED'`);
    await refund(orders.lastWeek, 0.25, 'shop');

    const earlier = (await statement(shop.shopId, week(-1))).json().data;
    expect(earlier).toMatchObject({ status: 'open', periodStart: kuwaitDayStart(week(-1)).toISOString(), periodEnd: kuwaitDayStart(W0).toISOString() });
    expect(earlier.totals).toEqual({ orders: 1, ...zero, sales: 1.75, deliveryFees: 0.5, commission: 0.225, refundsShop: 0, refundsPlatform: 0, netPayout: 1.025, netPayoutFils: 1025 });
    expect(earlier.lines).toEqual([expect.objectContaining({ orderId: orders.lastWeek, deliveredAt: expect.any(String), refundsShop: 0 })]);

    const now = (await statement(shop.shopId, W0)).json().data;
    expect(now.lines.at(-1)).toEqual({ orderId: orders.lastWeek, deliveredAt: null, paymentMethod: 'CARD', ...zero, refundsShop: 0.25, netPayout: -0.25 });
    expect(now.totals).toEqual({ orders: 2, ...zero, sales: 5.6, deliveryFees: 1, commission: 0.66, refundsShop: 0.75, refundsPlatform: 0.3, netPayout: 3.19, netPayoutFils: 3190 });
  });

  it('answers the statement as CSV: a row per order, then the totals, headers in the panel’s language', async () => {
    const { lines } = (await statement(shop.shopId, W0)).json().data;
    const when = (index: number) => kuwaitDateTime(new Date(lines[index].deliveredAt));
    const res = await csv(shop.shopId, W0);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="statement-${shop.shopId}-${W0}.csv"`);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(parse(res.body, { bom: true })).toEqual([
      [
        'Order ID',
        'Delivered (Kuwait)',
        'Payment',
        'Sales (KWD)',
        'Delivery fees (KWD)',
        'Promotions funded by the shop (KWD)',
        'Promotions funded by the platform (KWD)',
        'Commission (KWD)',
        'Refunds borne by the shop (KWD)',
        'Refunds borne by the platform (KWD)',
        'Net payout (KWD)',
      ],
      [String(orders.cash), when(0), 'CASH', '3.000', '0.500', '0.000', '0.000', '0.350', '0.500', '0.000', '1.650'],
      [String(orders.knet), when(1), 'KNET', '2.600', '0.500', '0.000', '0.000', '0.310', '0.000', '0.300', '1.790'],
      // A week's negative amount goes as a number: as text, its minus would be neutralised as a formula.
      [String(orders.lastWeek), '', 'CARD', '0.000', '0.000', '0.000', '0.000', '0.000', '0.250', '0.000', '-0.25'],
      ['Total', '', '', '5.600', '1.000', '0.000', '0.000', '0.660', '0.750', '0.300', '3.190'],
    ]);

    const arabic = parse((await csv(shop.shopId, W0, { ...t.staffAuth, 'accept-language': 'ar-KW,ar;q=0.9' })).body, { bom: true }) as string[][];
    expect(arabic[0]).toEqual([
      'رقم الطلب',
      'التسليم (بتوقيت الكويت)',
      'الدفع',
      'المبيعات (د.ك)',
      'رسوم التوصيل (د.ك)',
      'عروض يمولها المتجر (د.ك)',
      'عروض تمولها المنصة (د.ك)',
      'العمولة (د.ك)',
      'مبالغ مستردة يتحملها المتجر (د.ك)',
      'مبالغ مستردة تتحملها المنصة (د.ك)',
      'صافي المستحق (د.ك)',
    ]);
    expect(arabic.at(-1)?.[0]).toBe('المجموع');
    expect(arabic.slice(1)).toHaveLength(4);
  });

  it('answers a week with nothing in it as empty', async () => {
    const res = await statement(shop.shopId, week(-10));
    expect(res.json().data).toMatchObject({ status: 'open', totals: { orders: 0, ...zero, netPayout: 0, netPayoutFils: 0 }, lines: [] });
  });

  it('refuses a day that is not a Saturday, and a week that has not started (400 under weekStart)', async () => {
    for (const [weekStart, message] of [
      [addDays(W0, 1), 'Choose a week that starts on a Saturday'],
      ['2026-02-30', 'Choose a week that starts on a Saturday'],
      [week(1), 'This week has not started yet'],
    ]) {
      for (const res of [await statement(shop.shopId, weekStart), await csv(shop.shopId, weekStart), await close(weekStart)]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message, errors: { weekStart: message } });
      }
    }
  });

  it('lets shop staff read their own shop’s statements and no other’s (404); operations none (403)', async () => {
    expect((await statement(shop.shopId, W0, shopStaff)).statusCode).toBe(200);
    expect((await csv(shop.shopId, W0, shopStaff)).statusCode).toBe(200);
    for (const res of [await statement(otherShop.shopId, W0, shopStaff), await csv(otherShop.shopId, W0, shopStaff), await statement(987_654, W0)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Shop not found');
    }
    expect((await statement(shop.shopId, W0, operations)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/statements/weeks', headers: shopStaff })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/statements/weeks', headers: operations })).statusCode).toBe(403);
    expect((await close(W0, shopStaff)).statusCode).toBe(403);
  });

  it('lists the current week since the ledger began, open', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/statements/weeks', headers: t.staffAuth });
    expect(res.json().data).toEqual([{ weekStart: W0, weekEnd: addDays(W0, 6), status: 'open', closedAt: null }]);
  });
});

// The closes are the database's for the rest of the file: these run in order.
describe('closing weeks', () => {
  let closedAnswer: Record<string, unknown>;

  afterAll(() => t.setClock(null));

  /** The week's statement of the shop computed again from the ledger, beside what the API answers (the snapshot once closed). */
  async function recomputed(weekStart: string) {
    const state = await weekState(t.db, weekStart, new Date());
    return { kept: await statementOf(t.db, shop.shopId, state), computed: (await sumsOfPeriod(t.db, state.period, [shop.shopId])).get(shop.shopId) };
  }

  it('closes the current week early: its statement is kept as it was, the same as computed again; audited', async () => {
    const open = (await statement(shop.shopId, W0)).json().data;
    const res = await close(W0);
    expect(res.statusCode).toBe(200);
    const closedWeek = res.json().data;
    expect(closedWeek).toEqual({ weekStart: W0, weekEnd: addDays(W0, 6), status: 'closed', closedAt: expect.any(String) });
    expect(await queryRows(t.db, sql`SELECT action, actor_id AS actor FROM audit_log WHERE entity = 'statement_week'`)).toEqual([{ action: 'create', actor: t.staffId }]);

    closedAnswer = (await statement(shop.shopId, W0)).json().data;
    expect(closedAnswer).toMatchObject({ status: 'closed', closedAt: closedWeek.closedAt, closedBy: { id: t.staffId }, periodEnd: closedWeek.closedAt, totals: open.totals, lines: open.lines });
    const { kept, computed } = await recomputed(W0);
    expect(kept).toEqual(computed);
  });

  it('counts what comes after the close in the next week; the closed one stays as it was', async () => {
    await refund(orders.cash, 0.1, 'shop');
    await move(orders.card, 'DELIVERED');
    expect((await statement(shop.shopId, W0)).json().data).toEqual(closedAnswer);
    const { kept, computed } = await recomputed(W0);
    expect(kept).toEqual(computed);

    // The next week has not started yet; once it has (the API's clock), it holds them.
    expect((await statement(shop.shopId, week(1))).statusCode).toBe(400);
    t.setClock(intoWeek(1));
    const next = (await statement(shop.shopId, week(1))).json().data;
    expect(next).toMatchObject({ status: 'open', periodStart: closedAnswer.closedAt, periodEnd: intoWeek(1).toISOString() });
    // 0.875 + 0.500; commission 87.5 → 0.088 (half-up) + 0.100.
    expect(next.lines).toEqual([
      { orderId: orders.cash, deliveredAt: null, paymentMethod: 'CASH', ...zero, refundsShop: 0.1, netPayout: -0.1 },
      { orderId: orders.card, deliveredAt: expect.any(String), paymentMethod: 'CARD', ...zero, sales: 1.375, deliveryFees: 0.5, commission: 0.188, netPayout: 0.687 },
    ]);
    expect(next.totals).toEqual({ orders: 1, ...zero, sales: 1.375, deliveryFees: 0.5, commission: 0.188, refundsShop: 0.1, refundsPlatform: 0, netPayout: 0.587, netPayoutFils: 587 });
  });

  it('lists the weeks newest first, each open or closed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/statements/weeks', headers: t.staffAuth });
    expect(res.json().data).toEqual([
      { weekStart: week(1), weekEnd: addDays(week(1), 6), status: 'open', closedAt: null },
      { weekStart: W0, weekEnd: addDays(W0, 6), status: 'closed', closedAt: closedAnswer.closedAt },
    ]);
  });

  it('refuses a week closed already (409 WEEK_CLOSED) and one whose week before is open (409 EARLIER_WEEK_OPEN)', async () => {
    const again = await close(W0);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'WEEK_CLOSED', message: 'This week is closed already' });
    const before = await close(week(-1));
    expect(before.statusCode).toBe(409);
    expect(before.json()).toMatchObject({ code: 'EARLIER_WEEK_OPEN', message: 'Close the week before it first' });
    t.setClock(intoWeek(2));
    const skipping = await close(week(2));
    expect(skipping.statusCode).toBe(409);
    expect(skipping.json()).toMatchObject({ code: 'EARLIER_WEEK_OPEN', message: 'Close the week before it first' });
    expect((await close(week(3))).json().errors).toEqual({ weekStart: 'This week has not started yet' });
    t.setClock(intoWeek(1));
  });

  it('keeps a closed week as it was in the database too: its close and snapshots are never changed', async () => {
    await expect(t.db.execute(sql`UPDATE shop_statements SET totals = '{}'::jsonb WHERE week_start = ${W0}::date`)).rejects.toThrow();
    await expect(t.db.execute(sql`DELETE FROM statement_closes WHERE week_start = ${W0}::date`)).rejects.toThrow();
    expect((await statement(shop.shopId, W0)).json().data).toEqual(closedAnswer);
  });

  it('closes the next week after the refunds in flight have committed, and counts them', async () => {
    let made!: () => void;
    let release!: () => void;
    const refundMade = new Promise<void>((resolve) => (made = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    // A refund whose transaction is still open when the close comes (PostgreSQL: another connection; PGlite runs one
    // transaction at a time, so there it has committed before).
    const inFlight = inTransaction(t.db, async (tx) => {
      await createRefund(tx, orders.knet, { lines: null, amountFils: 100, reasonCode: 'goodwill', liable: 'platform', note: null }, t.staffId);
      made();
      if (onPostgres) await released;
    });
    await refundMade;
    if (!onPostgres) await inFlight;
    const closing = close(week(1));
    if (onPostgres) {
      await until('the close waits for the ledger’s writer in flight', async () => {
        const [row] = await queryRows<{ n: number }>(
          t.db,
          sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE 'LOCK TABLE order_ledger IN SHARE MODE%'`,
        );
        return row.n === 1;
      });
      release();
      await inFlight;
    }
    expect((await closing).statusCode).toBe(200);
    const kept = (await statement(shop.shopId, week(1))).json().data;
    expect(kept).toMatchObject({ status: 'closed', periodStart: closedAnswer.closedAt, totals: { refundsPlatform: 0.1, netPayoutFils: 587 } });
    expect(kept.lines.map((line: { orderId: number }) => line.orderId)).toEqual([orders.cash, orders.knet, orders.card]);
    const { kept: snapshot, computed } = await recomputed(week(1));
    expect(snapshot).toEqual(computed);
  });

  (onPostgres ? it : it.skip)('refuses a delivery whose transaction began before a close that came meanwhile (409 WEEK_CLOSED_MEANWHILE)', async () => {
    t.setClock(intoWeek(2));
    let began!: () => void;
    let go!: () => void;
    const started = new Promise<void>((resolve) => (began = resolve));
    const closed = new Promise<void>((resolve) => (go = resolve));
    const delivering = inTransaction(t.db, async (tx) => {
      await tx.execute(sql`SELECT now()`);
      began();
      await closed;
      await onOrderDelivered(tx, orders.knet, t.staffId);
    });
    await started;
    expect((await close(week(2))).statusCode).toBe(200);
    go();
    await expect(delivering).rejects.toMatchObject({ statusCode: 409, code: 'WEEK_CLOSED_MEANWHILE' });
    // A delivery begun after the close goes through, into the next week.
    const order = await shop.place('CASH', [[1, 1]]);
    await shop.moveTo(order.id, 'DELIVERED');
    t.setClock(intoWeek(3));
    expect((await statement(shop.shopId, week(3))).json().data.lines).toEqual([expect.objectContaining({ orderId: order.id, deliveredAt: expect.any(String) })]);
  });
});

describeStaffGuard(() => t, [
  ['GET', '/api/statements/weeks'],
  ['GET', `/api/shops/1/statements/${W0}`],
  ['GET', `/api/shops/1/statements/${W0}/csv`],
  ['POST', `/api/statements/weeks/${W0}/close`],
]);
