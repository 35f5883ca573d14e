import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { holdStream } from '../../test/event-stream';
import { type PickingShop, pickingShop } from '../../test/picking-orders';
import { createListeningTestApp, setUpTestApp } from '../../test/test-app';

// decisions/customer-orders.md: a customer cancels their own order until the shop accepts it, through the status service
// staff use: the stock back once, the ledger's refund or cash end, a timeline step by the customer, the desks told.
// A cancel racing an accept ends with exactly one of them. PGlite, and PostgreSQL when set.
jest.setTimeout(120_000);

const t = setUpTestApp(() => createListeningTestApp({ LIVE_HEARTBEAT_MS: '200' }));
let shop: PickingShop;
beforeAll(async () => {
  shop = await pickingShop(t);
});

const cancel = (orderId: number, options: { key?: string; auth?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/customer/orders/${orderId}/cancel`,
    headers: { authorization: options.auth ?? shop.customer.authorization, ...(options.key ? { 'idempotency-key': options.key } : {}) },
  });
const staffMove = (orderId: number, status: string) => t.app.inject({ method: 'PATCH', url: `/api/orders/${orderId}/status`, headers: t.staffAuth, payload: { status } });
const statusOf = async (orderId: number) => (await queryRows<{ status: string; stock_held: boolean }>(t.db, sql`SELECT status, stock_held FROM orders WHERE id = ${orderId}`))[0];
const statusSteps = (orderId: number) =>
  queryRows<{ from: string | null; to: string; actor: string; actorId: number | null }>(
    t.db,
    sql`SELECT from_status AS "from", to_status AS "to", actor_kind AS actor, actor_id AS "actorId" FROM order_events WHERE order_id = ${orderId} AND kind = 'status' ORDER BY id`,
  );
const ledgerRows = (orderId: number) =>
  queryRows<{ kind: string; amount: number; reason: string; actor: number | null }>(
    t.db,
    sql`SELECT kind, amount_fils::int AS amount, reason_code AS reason, actor_id AS actor FROM order_ledger WHERE order_id = ${orderId} ORDER BY id`,
  );

describe('POST /api/customer/orders/:id/cancel', () => {
  it('cancels a NEW prepaid order: stock back, a pending refund of all that was paid, the step by the customer', async () => {
    const before = { milk: await shop.stock('milk'), fish: await shop.stock('fish') };
    const order = await shop.place('KNET', [['milk', 3], ['fish', 2]], { accept: false });
    expect(await shop.stock('milk')).toBe(before.milk - 3);

    const res = await cancel(order.id);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    // 3 × 0.450 + 2 × 1.000 kg × 0.450 = 2.250 KWD, all of it on its way back.
    expect(data).toMatchObject({ id: order.id, status: 'CANCELLED', amountDue: 2.25, refunded: 2.25, refunds: [{ amount: 2.25, status: 'pending' }] });
    expect(data.timeline.map((step: { step: string }) => step.step)).toEqual(['placed', 'cancelled']);
    expect(data).not.toHaveProperty('claim');

    expect({ milk: await shop.stock('milk'), fish: await shop.stock('fish') }).toEqual(before);
    expect(await statusOf(order.id)).toEqual({ status: 'CANCELLED', stock_held: false });
    expect(await statusSteps(order.id)).toEqual([
      { from: null, to: 'NEW', actor: 'customer', actorId: shop.customer.id },
      { from: 'NEW', to: 'CANCELLED', actor: 'customer', actorId: shop.customer.id },
    ]);
    expect((await ledgerRows(order.id)).slice(1)).toEqual([{ kind: 'refund', amount: -2250, reason: 'order_cancelled', actor: shop.customer.id }]);
    expect(await shop.ledgerProblems(order.id)).toEqual([]);
    // The stock history says whose cancel gave it back.
    const [returned] = await queryRows<{ reason: string; actor: number }>(
      t.db,
      sql`SELECT reason, actor_id AS actor FROM stock_movements WHERE order_id = ${order.id} AND reason = 'returned'`,
    );
    expect(returned).toEqual({ reason: 'returned', actor: shop.customer.id });
  });

  it('cancels a NEW cash order: the cash to collect ends, nothing refunded', async () => {
    const order = await shop.place('CASH', [['labneh', 2]], { accept: false });
    const res = await cancel(order.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'CANCELLED', refunded: 0, refunds: [] });
    expect((await ledgerRows(order.id)).slice(2)).toEqual([{ kind: 'cash_to_collect', amount: -1750, reason: 'order_cancelled', actor: shop.customer.id }]);
    expect(await shop.ledgerProblems(order.id)).toEqual([]);
  });

  it('refuses once the shop accepted (409 ORDER_NOT_CANCELLABLE in the contract’s words), and an order that ended, changing nothing', async () => {
    const accepted = await shop.place('CASH', [['bread', 1]]);
    const stock = await shop.stock('bread');
    const refused = await cancel(accepted.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'ORDER_NOT_CANCELLABLE',
      message: 'The shop has already accepted this order: contact the shop to change it',
    });
    expect(await statusOf(accepted.id)).toEqual({ status: 'ACCEPTED', stock_held: true });
    expect(await shop.stock('bread')).toBe(stock);
    expect(await statusSteps(accepted.id)).toHaveLength(2);

    expect((await staffMove(accepted.id, 'INTRANSIT')).statusCode).toBe(200);
    expect((await cancel(accepted.id)).json().code).toBe('ORDER_NOT_CANCELLABLE');

    const rejected = await shop.place('CASH', [['bread', 1]], { accept: false });
    expect((await staffMove(rejected.id, 'REJECTED')).statusCode).toBe(200);
    expect((await cancel(rejected.id)).json()).toMatchObject({ code: 'ORDER_NOT_CANCELLABLE', message: 'The shop has already rejected this order' });

    const cancelled = await shop.place('CASH', [['bread', 1]], { accept: false });
    expect((await cancel(cancelled.id)).statusCode).toBe(200);
    const again = await cancel(cancelled.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ORDER_NOT_CANCELLABLE', message: 'This order is already cancelled' });
    expect(await statusSteps(cancelled.id)).toHaveLength(2);
  });

  it('answers another customer’s order and an unknown one as missing (404), moving nothing', async () => {
    const order = await shop.place('CARD', [['milk', 1]], { accept: false });
    const stranger = await t.createUser('customer');
    const theirs = await cancel(order.id, { auth: stranger.authorization });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(`Order #${order.id} was not found`);
    expect(await statusOf(order.id)).toEqual({ status: 'NEW', stock_held: true });
    expect((await cancel(2_000_000_000)).statusCode).toBe(404);
    // Staff use their own routes; the customer's are not theirs.
    expect((await cancel(order.id, { auth: t.staffAuth.authorization })).statusCode).toBe(403);
  });

  it('answers a retry with the same Idempotency-Key with the first answer; the key with another order is 422', async () => {
    const order = await shop.place('KNET', [['labneh', 1]], { accept: false });
    const key = randomUUID();
    const first = await cancel(order.id, { key });
    expect(first.statusCode).toBe(200);
    const retry = await cancel(order.id, { key });
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await statusSteps(order.id)).toHaveLength(2);
    expect((await ledgerRows(order.id)).filter((row) => row.kind === 'refund')).toHaveLength(1);

    const other = await shop.place('KNET', [['labneh', 1]], { accept: false });
    const reused = await cancel(other.id, { key });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', errors: { 'idempotency-key': expect.any(String) } });
    expect(await statusOf(other.id)).toEqual({ status: 'NEW', stock_held: true });
    // A refused cancel keeps no key: the key cancels another order afterwards.
    const fresh = randomUUID();
    const accepted = await shop.place('KNET', [['labneh', 1]]);
    expect((await cancel(accepted.id, { key: fresh })).statusCode).toBe(409);
    expect((await cancel(other.id, { key: fresh })).statusCode).toBe(200);
    // A key too short to be one is a 400 under its name.
    const short = await cancel(other.id, { key: 'short' });
    expect(short.statusCode).toBe(400);
    expect(Object.keys(short.json().errors)).toEqual(['idempotency-key']);
  });

  it('frees the place a scheduled order took in its slot, once; its timeline keeps the slot step', async () => {
    const templates = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ timetable: 'regular', weekday, startsAt: '18:00', endsAt: '20:00', capacity: 2 }));
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/shop/${shop.shopId}/slots`,
      headers: t.staffAuth,
      payload: { enabled: true, cutoffMinutes: 60, leadMinutes: 60, daysAhead: 3, templates },
    });
    expect(saved.statusCode).toBe(200);
    const slotsNow = async () => (await t.app.inject({ method: 'GET', url: `/api/catalog/shops/${shop.shopId}/slots` })).json().data.slots as { startsAt: string; remaining: number }[];
    const [slot] = await slotsNow();
    expect(slot.remaining).toBe(2);
    const [where] = await queryRows<{ governorateId: number; areaId: number; blockId: number }>(
      t.db,
      sql`SELECT governorate_id AS "governorateId", area_id AS "areaId", block_id AS "blockId" FROM shops WHERE id = ${shop.shopId}`,
    );
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/customer/orders',
      headers: { authorization: shop.customer.authorization, 'idempotency-key': randomUUID() },
      payload: { items: [{ productId: shop.products.milk.id, quantity: 1 }], address: { ...where, street: 'Street 1', building: '2' }, paymentMethod: 'CASH', slot: { startsAt: slot.startsAt } },
    });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().data.id;
    const remaining = async () => (await slotsNow()).find((candidate) => candidate.startsAt === slot.startsAt)?.remaining;
    expect(await remaining()).toBe(1);

    const cancelled = await cancel(orderId);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'CANCELLED', slot: { startsAt: slot.startsAt }, scheduled: false });
    expect(cancelled.json().data.timeline.map((step: { step: string }) => step.step)).toEqual(['placed', 'scheduled', 'cancelled']);
    expect(await remaining()).toBe(2);
    expect((await cancel(orderId)).statusCode).toBe(409);
    expect(await remaining()).toBe(2);
  });

  it('ends the claim of whoever held the order, and tells the desks live', async () => {
    const url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}/api/orders/stream`;
    const stream = holdStream(url, t.staffAuth.authorization);
    try {
      await stream.next((event) => event.type === 'ready');
      const order = await shop.place('CASH', [['milk', 1]], { accept: false });
      expect((await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/claim`, headers: t.staffAuth })).statusCode).toBe(200);
      expect((await cancel(order.id)).statusCode).toBe(200);
      const event = await stream.next((e) => e.type === 'order' && (e.data as { orderId: number; to: string }).orderId === order.id && (e.data as { to: string }).to === 'CANCELLED');
      expect(event.data).toMatchObject({ orderId: order.id, from: 'NEW', to: 'CANCELLED', shopId: shop.shopId });
      const [claim] = await queryRows<{ claimed_by: number | null }>(t.db, sql`SELECT claimed_by FROM orders WHERE id = ${order.id}`);
      expect(claim.claimed_by).toBeNull();
    } finally {
      stream.close();
    }
  });
});

describe('a cancel racing an accept', () => {
  it('ends with exactly one of them, round after round: the stock back once, the ledger balanced', async () => {
    const before = await shop.stock('mango');
    const rounds = 12;
    const outcomes: { orderId: number; accept: number; cancel: number }[] = [];
    for (let round = 0; round < rounds; round++) {
      const order = await shop.place(round % 2 === 0 ? 'KNET' : 'CASH', [['mango', 2]], { accept: false });
      // Both ways round: on PGlite (one statement at a time) each side wins some rounds; on PostgreSQL they truly race.
      const requests = [() => staffMove(order.id, 'ACCEPTED'), () => cancel(order.id)];
      if (round % 4 >= 2) requests.reverse();
      const answers = await Promise.all(requests.map((send) => send()));
      const [accept, cancelled] = round % 4 >= 2 ? [answers[1], answers[0]] : answers;
      outcomes.push({ orderId: order.id, accept: accept.statusCode, cancel: cancelled.statusCode });
      if (accept.statusCode === 409) expect(accept.json().code).toBe('ORDER_STATUS_CONFLICT');
      if (cancelled.statusCode === 409) expect(cancelled.json()).toMatchObject({ code: 'ORDER_NOT_CANCELLABLE', message: 'The shop has already accepted this order: contact the shop to change it' });
    }
    for (const { orderId, accept, cancel: cancelled } of outcomes) {
      expect([accept, cancelled].sort()).toEqual([200, 409]);
      const { status, stock_held } = await statusOf(orderId);
      expect({ status, stock_held }).toEqual(accept === 200 ? { status: 'ACCEPTED', stock_held: true } : { status: 'CANCELLED', stock_held: false });
      expect((await statusSteps(orderId)).map((step) => step.to)).toEqual(['NEW', accept === 200 ? 'ACCEPTED' : 'CANCELLED']);
      expect(await shop.ledgerProblems(orderId)).toEqual([]);
    }
    const acceptedCount = outcomes.filter((outcome) => outcome.accept === 200).length;
    expect(await shop.stock('mango')).toBe(before - 2 * acceptedCount);
  });
});
