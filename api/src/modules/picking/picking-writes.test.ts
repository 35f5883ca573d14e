import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { rollupsKept, rollupsRecomputed } from '../../test/dashboard-rollups';
import { type PickingShop, pickingShop } from '../../test/picking-orders';
import { setUpTestApp } from '../../test/test-app';
import { orderStreamRepository } from '../order-stream/order-stream-repository';

// decisions/picking.md: how a change is written — idempotent (a retry answers the first answer, once), versioned (of two
// changes at one version one wins, the other gets 409 with the lines now), each with its timeline step and stream
// event, its stock history, and the dashboard's rollups following the lines. PGlite, and PostgreSQL when set.

const t = setUpTestApp();
let shop: PickingShop;
beforeAll(async () => {
  shop = await pickingShop(t);
});

const countOf = async (table: 'order_line_changes' | 'order_events', orderId: number, kind?: string) => {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    kind ? sql`SELECT count(*)::int AS n FROM order_events WHERE order_id = ${orderId} AND kind = ${kind}` : sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE order_id = ${orderId}`,
  );
  return row.n;
};

describe('a retry with the same Idempotency-Key', () => {
  it('answers the first answer and changes nothing more; the key with another change is 422', async () => {
    const order = await shop.place('CASH', [['milk', 3]]);
    const key = randomUUID();
    const first = await shop.change(order.id, order.itemIds[0], { action: 'pick', quantity: 1, version: 0 }, { key });
    const milk = await shop.stock('milk');
    const retry = await shop.change(order.id, order.itemIds[0], { action: 'pick', quantity: 1, version: 0 }, { key });
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await countOf('order_line_changes', order.id)).toBe(1);
    expect(await shop.stock('milk')).toBe(milk);
    expect((await shop.picking(order.id)).json().data.version).toBe(1);
    const reused = await shop.change(order.id, order.itemIds[0], { action: 'remove', version: 1 }, { key });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe('two changes at the same version', () => {
  it('one is made, the other answers 409 LINES_CHANGED with the lines as they are now (and leaves no key behind)', async () => {
    const order = await shop.place('CASH', [['milk', 2], ['labneh', 1]]);
    const keys = [randomUUID(), randomUUID()];
    const answers = await Promise.all([
      shop.change(order.id, order.itemIds[0], { action: 'pick', version: 0 }, { key: keys[0] }),
      shop.change(order.id, order.itemIds[1], { action: 'remove', reason: 'out_of_stock', version: 0 }, { key: keys[1] }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const [refused, made] = answers[0].statusCode === 409 ? answers : [answers[1], answers[0]];
    expect(refused.json()).toMatchObject({ success: false, code: 'LINES_CHANGED', message: `The lines of order #${order.id} changed since you read them: here they are now` });
    expect(refused.json().picking).toEqual(made.json().data);
    expect(refused.json().picking.version).toBe(1);
    expect(await countOf('order_line_changes', order.id)).toBe(1);
    // Sent again at the version it was given, the refused change is made (its key was not kept with the refusal).
    const refusedIndex = answers.indexOf(refused);
    const body = refusedIndex === 0 ? { action: 'pick' as const } : { action: 'remove' as const, reason: 'out_of_stock' as const };
    const again = await shop.change(order.id, order.itemIds[refusedIndex], { ...body, version: 1 }, { key: keys[refusedIndex] });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.version).toBe(2);
    expect(await shop.ledgerProblems(order.id)).toEqual([]);
  });
});

describe('every change', () => {
  it('is a step of the order log (kind lines, with its version) that the live stream hands on as `lines`', async () => {
    const order = await shop.place('CASH', [['milk', 2]]);
    const [{ last }] = await queryRows<{ last: number }>(t.db, sql`SELECT coalesce(max(id), 0)::float8 AS last FROM order_events`);
    await shop.change(order.id, order.itemIds[0], { action: 'pick', quantity: 1 });
    await shop.change(order.id, order.itemIds[0], { action: 'reset' });
    const events = (await orderStreamRepository(t.db).eventsAfter(last, 10)).filter((event) => event.type === 'lines');
    expect(events).toEqual([
      { type: 'lines', data: { id: expect.any(Number), orderId: order.id, version: 1, at: expect.any(String), shopId: shop.shopId } },
      { type: 'lines', data: { id: expect.any(Number), orderId: order.id, version: 2, at: expect.any(String), shopId: shop.shopId } },
    ]);
    const steps = await queryRows<{ actorKind: string; actorId: number }>(
      t.db,
      sql`SELECT actor_kind AS "actorKind", actor_id AS "actorId" FROM order_events WHERE order_id = ${order.id} AND kind = 'lines' ORDER BY id`,
    );
    expect(steps).toEqual([{ actorKind: 'staff', actorId: t.staffId }, { actorKind: 'staff', actorId: t.staffId }]);
    // The order's timeline (its status steps) is unchanged.
    const timeline = (await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/events`, headers: t.staffAuth })).json().data.items;
    expect(timeline.map((step: { to: string }) => step.to)).toEqual(['NEW', 'ACCEPTED']);
  });

  it('moves stock through the stock history for this order, by whom, with the change’s summary', async () => {
    const order = await shop.place('CASH', [['milk', 2]]);
    await shop.change(order.id, order.itemIds[0], { action: 'substitute', productId: shop.products.bread.id, quantity: 3 });
    const movements = await queryRows<{ productId: number; change: number; reason: string; actorId: number | null; note: string | null }>(
      t.db,
      sql`SELECT product_id AS "productId", change, reason, actor_id AS "actorId", note FROM stock_movements WHERE order_id = ${order.id} ORDER BY id`,
    );
    expect(movements).toEqual([
      { productId: shop.products.milk.id, change: -2, reason: 'sold', actorId: null, note: null },
      { productId: shop.products.milk.id, change: 2, reason: 'returned', actorId: t.staffId, note: `Substituted with Bread ${shop.shopId} × 3` },
      { productId: shop.products.bread.id, change: -3, reason: 'sold', actorId: t.staffId, note: `Substituted with Bread ${shop.shopId} × 3` },
    ]);
  });

  it('gives back on a cancel only the stock the lines still hold', async () => {
    const order = await shop.place('CASH', [['milk', 3], ['labneh', 1]]);
    const [milk, labneh] = [await shop.stock('milk'), await shop.stock('labneh')];
    await shop.change(order.id, order.itemIds[0], { action: 'pick', quantity: 2 });
    await shop.change(order.id, order.itemIds[1], { action: 'remove' });
    await t.app.inject({ method: 'PATCH', url: `/api/orders/${order.id}/status`, headers: t.staffAuth, payload: { status: 'INTRANSIT' } });
    const cancelled = await t.app.inject({ method: 'PATCH', url: `/api/orders/${order.id}/status`, headers: t.staffAuth, payload: { status: 'CANCELLED' } });
    expect(cancelled.statusCode).toBe(200);
    expect([await shop.stock('milk'), await shop.stock('labneh')]).toEqual([milk + 3, labneh + 1]);
    expect(await shop.ledgerProblems(order.id)).toEqual([]);
  });

  it('keeps the dashboard’s rollups equal to the orders and their lines as they are now', async () => {
    const order = await shop.place('CASH', [['milk', 3], ['labneh', 1], ['fish', 1]]);
    await shop.change(order.id, order.itemIds[0], { action: 'pick', quantity: 1 });
    await shop.change(order.id, order.itemIds[1], { action: 'substitute', productId: shop.products.bread.id });
    await shop.change(order.id, order.itemIds[2], { action: 'pick', weight: 1.13 });
    expect(await rollupsKept(t.db)).toEqual(await rollupsRecomputed(t.db));
    await shop.change(order.id, order.itemIds[1], { action: 'reset' });
    await shop.change(order.id, order.itemIds[0], { action: 'remove' });
    expect(await rollupsKept(t.db)).toEqual(await rollupsRecomputed(t.db));
    const [sales] = await queryRows<{ amount: string; items: number }>(
      t.db,
      sql`SELECT amount::text, items FROM (SELECT sum(total_amount) AS amount, sum(total_quantity)::int AS items FROM orders WHERE id = ${order.id}) s`,
    );
    // Labneh 0.875 + 1.130 kg of fish 0.509; the milk removed.
    expect(sales).toEqual({ amount: '1.384', items: 2 });
  });
});
