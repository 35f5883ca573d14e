import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { inTransaction } from '../../db/transactions';
import { type MoneyShop, shopForMoney } from '../../test/money-orders';
import { setUpTestApp } from '../../test/test-app';
import { recordLineChange } from './ledger-writer';

// decisions/money-ledger.md: the ledger's writers. Placing an order opens it, a reject or cancel gives back what was
// paid (or ends the cash to collect), a delivery collects the cash, a line change follows the new
// total: each in the transaction of its change, once, whatever races. The table keeps every entry.

const t = setUpTestApp();
let shop: MoneyShop;
beforeAll(async () => {
  shop = await shopForMoney(t);
});

const entriesOf = (orderId: number) =>
  queryRows<{ kind: string; amount: number; reason: string; refund: number | null; actor: number | null }>(
    t.db,
    sql`SELECT kind, amount_fils::int AS amount, reason_code AS reason, refund_id AS refund, actor_id AS actor FROM order_ledger WHERE order_id = ${orderId} ORDER BY id`,
  );
const refundsOf = (orderId: number) =>
  queryRows<{ id: number; amount: number; method: string; status: string; reason: string; liable: string }>(
    t.db,
    sql`SELECT id, amount_fils::int AS amount, method, status, reason_code AS reason, liable FROM refunds WHERE order_id = ${orderId} ORDER BY id`,
  );
/** What the database answered a statement: 'done', or its refusal (drizzle wraps it; the cause is PostgreSQL's words). */
const answerTo = (statement: Promise<unknown>) => statement.then(() => 'done', (error: Error & { cause?: Error }) => error.cause?.message ?? error.message);
const ledgerOf = async (orderId: number) => (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/ledger`, headers: t.staffAuth })).json().data;

describe('placing an order', () => {
  it('writes a cash order’s charge and its cash to collect, in fils, by the customer', async () => {
    // 2 × 1.250 + 1 × 0.875 = 3.375 KWD
    const order = await shop.place('CASH', [[0, 2], [1, 1]]);
    expect(await entriesOf(order.id)).toEqual([
      { kind: 'charge', amount: 3375, reason: 'order_placed', refund: null, actor: shop.customer.id },
      { kind: 'cash_to_collect', amount: 3375, reason: 'order_placed', refund: null, actor: shop.customer.id },
    ]);
    expect((await ledgerOf(order.id)).balances).toEqual({
      amountDue: 3.375, amountDueFils: 3375, paid: 0, paidFils: 0, refunded: 0, refundedFils: 0, cashToCollect: 3.375, cashToCollectFils: 3375, net: 0, netFils: 0,
    });
  });

  it.each(['KNET', 'CARD'] as const)('writes a %s order’s charge alone: it is paid', async (method) => {
    const order = await shop.place(method, [[2, 3]]);
    expect(await entriesOf(order.id)).toEqual([{ kind: 'charge', amount: 6300, reason: 'order_placed', refund: null, actor: shop.customer.id }]);
    expect((await ledgerOf(order.id)).balances).toMatchObject({ amountDue: 6.3, paid: 6.3, net: 6.3, cashToCollect: 0 });
  });

  it('writes nothing twice for a retry with the same Idempotency-Key', async () => {
    const key = randomUUID();
    const first = await shop.place('CASH', [[0, 1]], key);
    const retry = await shop.place('CASH', [[0, 1]], key);
    expect(retry.id).toBe(first.id);
    expect(await entriesOf(first.id)).toHaveLength(2);
  });
});

describe('a status move', () => {
  it.each([
    ['KNET', 'REJECTED', 'order_rejected'],
    ['CARD', 'CANCELLED', 'order_cancelled'],
  ] as const)('a %s order %s: a pending refund of all that was paid, with its entry', async (method, status, reason) => {
    const order = await shop.place(method, [[0, 1], [2, 1]]);
    await shop.moveTo(order.id, status);
    const [refund] = await refundsOf(order.id);
    expect(refund).toMatchObject({ amount: 3350, method, status: 'pending', reason, liable: 'platform' });
    expect((await entriesOf(order.id)).slice(1)).toEqual([{ kind: 'refund', amount: -3350, reason, refund: refund.id, actor: t.staffId }]);
    expect((await ledgerOf(order.id)).balances).toMatchObject({ paidFils: 3350, refundedFils: 3350, netFils: 0, cashToCollectFils: 0 });
  });

  it.each(['REJECTED', 'CANCELLED'] as const)('a cash order %s: the cash to collect back to 0, nothing refunded', async (status) => {
    const order = await shop.place('CASH', [[1, 2]]);
    await shop.moveTo(order.id, status);
    expect(await refundsOf(order.id)).toEqual([]);
    expect((await entriesOf(order.id)).slice(2)).toEqual([{ kind: 'cash_to_collect', amount: -1750, reason: `order_${status.toLowerCase()}`, refund: null, actor: t.staffId }]);
    expect((await ledgerOf(order.id)).balances).toMatchObject({ amountDueFils: 1750, paidFils: 0, cashToCollectFils: 0, netFils: 0 });
  });

  it('a cash order delivered: the cash collected, so paid', async () => {
    const order = await shop.place('CASH', [[0, 1]]);
    await shop.moveTo(order.id, 'DELIVERED');
    expect((await entriesOf(order.id)).map(({ kind, amount, reason }) => [kind, amount, reason])).toEqual([
      ['charge', 1250, 'order_placed'],
      ['cash_to_collect', 1250, 'order_placed'],
      ['cash_to_collect', -1250, 'order_delivered'],
    ]);
    expect((await ledgerOf(order.id)).balances).toMatchObject({ paidFils: 1250, cashToCollectFils: 0, netFils: 1250 });
  });

  it('writes once when ten members of staff reject the same order at once', async () => {
    const order = await shop.place('KNET', [[0, 2]]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.app.inject({ method: 'PATCH', url: `/api/orders/${order.id}/status`, headers: t.staffAuth, payload: { status: 'REJECTED' } })),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(9);
    expect(await refundsOf(order.id)).toHaveLength(1);
    expect((await entriesOf(order.id)).filter((entry) => entry.kind === 'refund')).toHaveLength(1);
  });
});

describe('a line change (recordLineChange, for item-level picking)', () => {
  /** What the picking service will do: change a line, total the order again, and call the writer in the same transaction. */
  const changeLine = (orderId: number, quantity: number) =>
    inTransaction(t.db, async (tx) => {
      await tx.execute(sql`UPDATE order_items SET quantity = ${quantity} WHERE id = (SELECT min(id) FROM order_items WHERE order_id = ${orderId})`);
      await tx.execute(sql`UPDATE orders SET total_amount = (SELECT sum(unit_price * quantity) FROM order_items WHERE order_id = ${orderId}) WHERE id = ${orderId}`);
      await recordLineChange(tx, orderId, { liable: 'shop', reasonCode: 'item_missing', actorId: t.staffId });
    });

  it('a cash order’s line changes and its cash to collect with it', async () => {
    const order = await shop.place('CASH', [[0, 3]]);
    await changeLine(order.id, 1);
    expect((await entriesOf(order.id)).slice(2).map(({ kind, amount, reason }) => [kind, amount, reason])).toEqual([
      ['line_change', -2500, 'item_missing'],
      ['cash_to_collect', -2500, 'item_missing'],
    ]);
    expect((await ledgerOf(order.id)).balances).toMatchObject({ amountDue: 1.25, cashToCollect: 1.25 });
  });

  it('a KNET order that now costs less: the difference back through KNET, pending', async () => {
    const order = await shop.place('KNET', [[0, 3]]);
    await shop.moveTo(order.id, 'ACCEPTED');
    await changeLine(order.id, 2);
    expect(await refundsOf(order.id)).toEqual([expect.objectContaining({ amount: 1250, method: 'KNET', status: 'pending', reason: 'line_change', liable: 'shop' })]);
    expect((await ledgerOf(order.id)).balances).toMatchObject({ amountDueFils: 2500, paidFils: 3750, refundedFils: 1250, netFils: 2500 });
  });

  it('refuses a prepaid order costing more, and an order no longer open, leaving nothing changed', async () => {
    const knet = await shop.place('KNET', [[0, 1]]);
    await expect(changeLine(knet.id, 2)).rejects.toMatchObject({ statusCode: 409, message: `Order #${knet.id} was paid by KNET: it cannot cost more than was paid` });
    const delivered = await shop.place('CASH', [[0, 2]]);
    await shop.moveTo(delivered.id, 'DELIVERED');
    await expect(changeLine(delivered.id, 1)).rejects.toMatchObject({ statusCode: 409, message: `Order #${delivered.id} is DELIVERED: its lines can no longer change` });
    expect((await ledgerOf(delivered.id)).balances).toMatchObject({ amountDueFils: 2500 });
  });
});

describe('the ledger is append-only', () => {
  it('refuses to change or remove an entry, and a refund’s amount', async () => {
    const order = await shop.place('KNET', [[0, 1]]);
    await shop.moveTo(order.id, 'REJECTED');
    expect(await answerTo(t.db.execute(sql`UPDATE order_ledger SET amount_fils = 1 WHERE order_id = ${order.id}`))).toMatch(/append-only: UPDATE refused/);
    expect(await answerTo(t.db.execute(sql`DELETE FROM order_ledger WHERE order_id = ${order.id}`))).toMatch(/append-only: DELETE refused/);
    expect(await answerTo(t.db.execute(sql`UPDATE refunds SET amount_fils = 1 WHERE order_id = ${order.id}`))).toMatch(/only a pending refund's status changes/);
    expect(await answerTo(t.db.execute(sql`DELETE FROM refunds WHERE order_id = ${order.id}`))).toMatch(/a refund is kept/);
    expect(await entriesOf(order.id)).toHaveLength(2);
  });

  it('refuses a second opening or ending of an order (the database’s own guard)', async () => {
    const order = await shop.place('CASH', [[0, 1]]);
    expect(await answerTo(t.db.execute(sql`SELECT order_ledger_open('order_placed', ARRAY[${order.id}::int])`))).toBe('done');
    expect(await entriesOf(order.id)).toHaveLength(2);
    await shop.moveTo(order.id, 'REJECTED');
    const again = sql`INSERT INTO order_ledger (order_id, kind, amount_fils, payment_method, liable, reason_code)
      VALUES (${order.id}, 'cash_to_collect', -1250, 'CASH', 'customer', 'order_delivered')`;
    expect(await answerTo(t.db.execute(again))).toMatch(/unique constraint "order_ledger_once_idx"/);
  });

  it('lets an order go with its entries and refunds, and its refunds out of the dashboard (tests and the benchmark delete orders)', async () => {
    const refundedInRollup = async () => (await queryRows<{ sum: string }>(t.db, sql`SELECT coalesce(sum(refunded), 0)::text AS sum FROM order_hour_stats`))[0].sum;
    const rejected = await shop.place('CARD', [[1, 1]]);
    await shop.moveTo(rejected.id, 'REJECTED');
    const credited = await shop.place('CASH', [[1, 1]]);
    await shop.moveTo(credited.id, 'DELIVERED');
    const before = await refundedInRollup();
    const refund = await t.app.inject({
      method: 'POST', url: `/api/orders/${credited.id}/refunds`, headers: { ...t.staffAuth, 'idempotency-key': randomUUID() }, payload: { amount: 0.5, reasonCode: 'goodwill', liable: 'platform' },
    });
    expect(refund.json().data).toMatchObject({ method: 'credit', status: 'done' });
    expect(Number(await refundedInRollup()) - Number(before)).toBeCloseTo(0.5, 3);
    await t.db.execute(sql`DELETE FROM orders WHERE id IN (${rejected.id}, ${credited.id})`);
    for (const id of [rejected.id, credited.id]) {
      expect(await entriesOf(id)).toEqual([]);
      expect(await refundsOf(id)).toEqual([]);
    }
    expect(await refundedInRollup()).toBe(before);
  });
});
