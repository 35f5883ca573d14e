import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { addDays, kuwaitDay } from '../../kuwait/kuwait-days';
import { type MoneyShop, shopForMoney } from '../../test/money-orders';
import { setUpTestApp } from '../../test/test-app';
import { multipart } from '../../test/upload-forms';

// decisions/reconciliation.md: the days, from real orders. KNET and card orders placed by the customers' API (what the
// gateway took), a refund completed with its reference, a cash order delivered by a driver whose shift is closed with
// the cash counted; the settlement files imported. Each day and method: what the ledger expects, what was received, the
// difference and the status. Each money on its Kuwait day: 21:00 UTC is midnight in Kuwait. On PGlite and PostgreSQL.
jest.setTimeout(120_000);

const t = setUpTestApp();

type Auth = { authorization: string };
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, auth: Auth = t.staffAuth) =>
  t.app.inject({ method, url: `/api${url}`, headers: auth, ...(payload ? { payload } : {}) });
const days = async (query = '') => {
  const res = await call('GET', `/reconciliation/days${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as { date: string; method: string }[];
};
async function upload(method: 'KNET' | 'CARD', rows: string[], filename: string) {
  const form = await multipart({ method }, { buffer: Buffer.from(`date,reference,amount\n${rows.join('\n')}\n`), filename, type: 'text/csv' });
  const res = await t.app.inject({ method: 'POST', url: '/api/reconciliation/imports', payload: form.payload, headers: { ...t.staffAuth, ...form.headers } });
  expect(res.statusCode).toBe(201);
}
/** A day's figures, as GET reconciliation/days answers them. */
const figure = (date: string, method: string, expected: number, received: number, unmatched: number, status: string) => ({
  date,
  method,
  expected,
  received,
  difference: Math.round((received - expected) * 1000) / 1000,
  unmatched,
  status,
});

let shop: MoneyShop;

beforeAll(async () => {
  shop = await shopForMoney(t);
}, 60_000);

it("reconciles a day from real orders: the gateways' takings less their refunds, the drivers' cash, the settlement files", async () => {
  // KNET: 2 × 1.250 and 2.100, and 0.875 delivered and refunded 0.300 through the gateway; card: 1.250; cash: 3.000.
  const knet = [await shop.place('KNET', [[0, 2]]), await shop.place('KNET', [[2, 1]]), await shop.place('KNET', [[1, 1]])];
  const card = await shop.place('CARD', [[0, 1]]);
  await shop.moveTo(knet[2].id, 'DELIVERED');
  const refund = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${knet[2].id}/refunds`,
    headers: { ...t.staffAuth, 'idempotency-key': 'days-refund' },
    payload: { amount: 0.3, reasonCode: 'item_damaged', liable: 'shop' },
  });
  expect(refund.statusCode).toBe(201);
  expect((await call('POST', `/refunds/${refund.json().data.id}/complete`, { gatewayReference: 'RF-DAY-1' })).statusCode).toBe(200);

  // A driver delivers the cash order, collecting it all; the lead counts 0.100 less at the shift's close.
  const driver = await t.createUser('driver', { name: 'Day Driver' });
  expect((await call('PUT', `/drivers/${driver.id}`, { phone: '5555 1234', vehicle: 'Scooter', capacity: 3, areaIds: [] })).statusCode).toBe(200);
  expect((await call('POST', `/drivers/${driver.id}/shift`)).statusCode).toBe(200);
  const cash = await shop.place('CASH', [[0, 1], [1, 2]]);
  await shop.moveTo(cash.id, 'ACCEPTED');
  expect((await call('POST', `/orders/${cash.id}/delivery`, { driverId: driver.id, replaces: null })).statusCode).toBe(200);
  const [delivery] = await queryRows<{ id: number; code: string }>(
    t.db,
    sql`SELECT d.id, o.delivery_code AS code FROM deliveries d JOIN orders o ON o.id = d.order_id WHERE d.order_id = ${cash.id} AND d.live`,
  );
  expect((await call('POST', `/driver/deliveries/${delivery.id}/pickup`, undefined, driver)).statusCode).toBe(200);
  expect((await call('POST', `/driver/deliveries/${delivery.id}/deliver`, { code: delivery.code, cashCollected: 3 }, driver)).statusCode).toBe(200);
  const closed = await call('POST', `/drivers/${driver.id}/shift/close`, { countedCash: 2.9 });
  expect(closed.json().data).toMatchObject({ state: 'discrepancy', expectedCash: 3, countedCash: 2.9 });

  // The day every money above fell on (the database's clock): placed, refunded, delivered and counted.
  const times = await queryRows<{ day: string }>(
    t.db,
    sql`SELECT DISTINCT to_char((at AT TIME ZONE 'UTC') + interval '3 hours', 'YYYY-MM-DD') AS day FROM (
          SELECT created_at AS at FROM order_ledger WHERE reason_code IN ('order_placed', 'order_delivered')
          UNION ALL SELECT done_at FROM refunds WHERE status = 'done' UNION ALL SELECT counted_at FROM driver_shifts WHERE counted_at IS NOT NULL) t`,
  );
  expect(times.length).toBe(1);
  const day = times[0].day;
  const yesterday = addDays(day, -1);

  // KNET settled in full (and a line yesterday that names nothing); card settled 0.250 short, its line unmatched.
  await upload('KNET', [`${day},${knet[0].id},2.500`, `${day},#${knet[1].id},2.100`, `${day},DK-${knet[2].id},0.875`, `${day},RF-DAY-1,-0.300`, `${yesterday},NOT-OURS,1.000`], 'knet.csv');
  await upload('CARD', [`${day},${card.id},1.000`], 'card.csv');

  expect(await days(`?from=${yesterday}&to=${day}`)).toEqual([
    figure(day, 'KNET', 5.175, 5.175, 0, 'balanced'),
    figure(day, 'CARD', 1.25, 1, 1, 'short'),
    figure(day, 'CASH', 3, 2.9, 0, 'short'),
    figure(yesterday, 'KNET', 0, 1, 1, 'over'),
    figure(yesterday, 'CARD', 0, 0, 0, 'nothing'),
    figure(yesterday, 'CASH', 0, 0, 0, 'nothing'),
  ]);
  // By default the last 14 days to today (the API's clock), newest first.
  t.setClock(new Date(`${day}T09:00:00Z`));
  expect((await days()).map((row) => `${row.date} ${row.method}`)).toEqual([`${day} KNET`, `${day} CARD`, `${day} CASH`, `${yesterday} KNET`, `${yesterday} CARD`, `${yesterday} CASH`]);
  t.setClock(new Date(`${addDays(day, 14)}T09:00:00Z`));
  expect(await days()).toEqual([]);
  t.setClock(null);
  expect(await days(`?from=${addDays(day, 1)}&to=${addDays(day, 3)}`)).toEqual([]);
});

it('puts each money on its Kuwait day: 21:00 UTC is midnight in Kuwait', async () => {
  // Written straight to the tables at the times chosen (the ledger takes its own time when the API writes it).
  const justBefore = '2025-06-10T20:59:59.999Z';
  const midnight = '2025-06-10T21:00:00.000Z';
  const order = async (method: string) =>
    (
      await queryRows<{ id: number }>(
        t.db,
        sql`INSERT INTO orders (user_id, customer_name, payment_method, total_amount) VALUES (${shop.customer.id}, 'Boundary', ${method}, 1) RETURNING id`,
      )
    )[0].id;
  const entry = async (orderId: number, method: string, kind: string, fils: number, reason: string, at: string) =>
    t.db.execute(
      sql`INSERT INTO order_ledger (order_id, kind, amount_fils, payment_method, liable, reason_code, created_at) VALUES (${orderId}, ${kind}, ${fils}, ${method}, 'customer', ${reason}, ${at}::timestamptz)`,
    );
  const [late, early, cashOrder] = [await order('KNET'), await order('KNET'), await order('CASH')];
  await entry(late, 'KNET', 'charge', 1000, 'order_placed', justBefore);
  await entry(early, 'KNET', 'charge', 2000, 'order_placed', midnight);
  await entry(cashOrder, 'CASH', 'cash_to_collect', -3000, 'order_delivered', justBefore);
  await t.db.execute(
    sql`INSERT INTO refunds (order_id, amount_fils, method, status, gateway_reference, reason_code, liable, done_at) VALUES (${late}, 500, 'KNET', 'done', 'RF-EDGE', 'goodwill', 'platform', ${justBefore}::timestamptz)`,
  );
  const driver = await t.createUser('driver');
  await t.db.execute(
    sql`INSERT INTO driver_shifts (driver_id, state, opened_at, counted_cash, counted_at, counted_by, closed_at) VALUES (${driver.id}, 'closed', ${justBefore}::timestamptz, 3, ${midnight}::timestamptz, ${t.staffId}, ${midnight}::timestamptz)`,
  );
  await upload('KNET', ['11/06/2025,EDGE-LINE,2.000'], 'edge.csv');

  expect(await days('?from=2025-06-10&to=2025-06-11')).toEqual([
    figure('2025-06-11', 'KNET', 2, 2, 1, 'balanced'),
    figure('2025-06-11', 'CARD', 0, 0, 0, 'nothing'),
    figure('2025-06-11', 'CASH', 0, 3, 0, 'over'),
    figure('2025-06-10', 'KNET', 0.5, 0, 0, 'short'),
    figure('2025-06-10', 'CARD', 0, 0, 0, 'nothing'),
    figure('2025-06-10', 'CASH', 3, 0, 0, 'short'),
  ]);
  expect((await days('?from=2025-06-11&to=2025-06-11')).map((row) => row.date)).toEqual(['2025-06-11', '2025-06-11', '2025-06-11']);
  expect(kuwaitDay(new Date(midnight))).toBe('2025-06-11');
});
