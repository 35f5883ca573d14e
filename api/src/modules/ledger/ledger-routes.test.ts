import { randomUUID } from 'node:crypto';
import { kuwaitDay } from '../../kuwait/kuwait-days';
import { type MoneyShop, shopForMoney } from '../../test/money-orders';
import { describeStaffGuard } from '../../test/staff-guard';
import { setUpTestApp } from '../../test/test-app';

// decisions/money-ledger.md: the ledger and refunds routes. A delivered order is refunded by lines or by an amount,
// never more than was paid less what went back, once per Idempotency-Key, audited; a gateway refund is
// completed with its reference or failed; staff of another shop see none of it; the customer's order
// and the dashboard's revenue show it.

const t = setUpTestApp();
let shop: MoneyShop;
beforeAll(async () => {
  shop = await shopForMoney(t);
});

const refund = (orderId: number, payload: object, headers: Record<string, string> = t.staffAuth, key = randomUUID()) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/refunds`, headers: { ...headers, 'idempotency-key': key }, payload });
const ledgerOf = async (orderId: number) => (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/ledger`, headers: t.staffAuth })).json().data;
/** A delivered order of 2 × 1.250 + 1 × 2.100 = 4.600 KWD. */
const delivered = async (method: 'CASH' | 'KNET' | 'CARD') => {
  const order = await shop.place(method, [[0, 2], [2, 1]]);
  await shop.moveTo(order.id, 'DELIVERED');
  return order as unknown as { id: number; items: { id: number; productId: number }[] };
};

describe('GET /api/orders/:id/ledger', () => {
  it('answers the entries oldest first, their sums in KWD and fils, and the refunds', async () => {
    const order = await delivered('KNET');
    const ledger = await ledgerOf(order.id);
    expect(ledger.entries).toEqual([
      {
        id: expect.any(Number), orderId: order.id, kind: 'charge', amount: 4.6, amountFils: 4600, paymentMethod: 'KNET', liable: 'customer',
        reasonCode: 'order_placed', note: null, refundId: null, actor: { id: shop.customer.id, name: expect.any(String) }, at: expect.any(String),
      },
    ]);
    expect(ledger.balances).toEqual({ amountDue: 4.6, amountDueFils: 4600, paid: 4.6, paidFils: 4600, refunded: 0, refundedFils: 0, cashToCollect: 0, cashToCollectFils: 0, net: 4.6, netFils: 4600 });
    expect(ledger.refunds).toEqual([]);
  });

  it('is 404 for an order that does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/orders/999999/ledger', headers: t.staffAuth });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Order #999999 was not found');
  });
});

describe('POST /api/orders/:id/refunds', () => {
  it('refunds a delivered KNET order by an amount: a pending KNET refund and its entry, audited', async () => {
    const order = await delivered('KNET');
    const res = await refund(order.id, { amount: 1.25, reasonCode: 'item_damaged', note: '  Cracked eggs ', liable: 'shop' });
    expect(res.statusCode).toBe(201);
    const made = res.json().data;
    expect(made).toMatchObject({
      orderId: order.id, amount: 1.25, amountFils: 1250, method: 'KNET', status: 'pending', gatewayReference: null, reasonCode: 'item_damaged',
      note: 'Cracked eggs', liable: 'shop', lines: [], createdBy: { id: t.staffId }, doneAt: null,
    });
    const ledger = await ledgerOf(order.id);
    expect(ledger.entries.at(-1)).toMatchObject({ kind: 'refund', amountFils: -1250, liable: 'shop', reasonCode: 'item_damaged', refundId: made.id, actor: { id: t.staffId } });
    expect(ledger.balances).toMatchObject({ refunded: 1.25, net: 3.35 });
    const audit = (await t.app.inject({ method: 'GET', url: `/api/audit?entity=refund&entityId=${made.id}`, headers: t.staffAuth })).json().data.items;
    expect(audit).toEqual([expect.objectContaining({ action: 'create', actor: expect.objectContaining({ id: t.staffId }) })]);
  });

  it('refunds by lines: each line’s part of what it costs (as ordered: unit price × quantity), never more of a line than is left', async () => {
    const order = await delivered('CARD');
    const line = (index: number) => order.items.find((item) => item.productId === shop.products[index].id) as { id: number };
    const [eggs, juice] = [line(0), line(2)];
    const res = await refund(order.id, { lines: [{ itemId: eggs.id, quantity: 1 }, { itemId: juice.id, quantity: 1 }], reasonCode: 'item_missing', liable: 'shop' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ amount: 3.35, amountFils: 3350, lines: [{ itemId: eggs.id, quantity: 1, amount: 1.25, amountFils: 1250 }, { itemId: juice.id, quantity: 1, amount: 2.1, amountFils: 2100 }] });
    const again = await refund(order.id, { lines: [{ itemId: eggs.id, quantity: 2 }, { itemId: juice.id, quantity: 1 }], reasonCode: 'item_missing', liable: 'shop' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ 'lines.0.quantity': expect.stringMatching(/^At most 1 of Product \d+ can be refunded$/), 'lines.1.quantity': expect.stringMatching(/^Product \d+ was refunded already$/) });
    const stranger = await refund(order.id, { lines: [{ itemId: 999999, quantity: 1 }], reasonCode: 'item_missing', liable: 'shop' });
    expect(stranger.json().errors).toEqual({ 'lines.0.itemId': `This line is not in order #${order.id}` });
  });

  it('refunds a delivered cash order as a credit to the customer, done at once', async () => {
    const order = await delivered('CASH');
    const res = await refund(order.id, { amount: 0.5, reasonCode: 'late_delivery', liable: 'platform' });
    expect(res.json().data).toMatchObject({ method: 'credit', status: 'done', amountFils: 500, doneAt: expect.any(String) });
    expect((await ledgerOf(order.id)).balances).toMatchObject({ paidFils: 4600, refundedFils: 500, netFils: 4100, cashToCollectFils: 0 });
  });

  it("never gives back more than was paid less what went back: 409 'At most KWD X can be refunded'", async () => {
    const order = await delivered('KNET');
    expect((await refund(order.id, { amount: 4, reasonCode: 'goodwill', liable: 'platform' })).statusCode).toBe(201);
    const over = await refund(order.id, { amount: 0.601, reasonCode: 'goodwill', liable: 'platform' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'REFUND_TOO_LARGE', message: 'At most KWD 0.600 can be refunded' });
    expect((await refund(order.id, { amount: 0.6, reasonCode: 'goodwill', liable: 'platform' })).statusCode).toBe(201);
    expect((await refund(order.id, { amount: 0.001, reasonCode: 'goodwill', liable: 'platform' })).json().message).toBe('At most KWD 0.000 can be refunded');
  });

  it('counts two refunds at once one after the other: never more than was paid', async () => {
    const order = await delivered('KNET');
    const answers = await Promise.all([1, 2].map(() => refund(order.id, { amount: 4.6, reasonCode: 'goodwill', liable: 'platform' })));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect((await ledgerOf(order.id)).balances).toMatchObject({ refundedFils: 4600, netFils: 0 });
  });

  it('refuses an order not delivered yet, saying its status', async () => {
    const order = await shop.place('KNET', [[0, 1]]);
    await shop.moveTo(order.id, 'INTRANSIT');
    const res = await refund(order.id, { amount: 1, reasonCode: 'goodwill', liable: 'platform' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ORDER_NOT_DELIVERED', message: `Order #${order.id} is INTRANSIT: only a delivered order can be refunded` });
    expect((await ledgerOf(order.id)).refunds).toEqual([]);
  });

  it('answers a retry with the same Idempotency-Key with the first refund, and 422 for the key with another body', async () => {
    const order = await delivered('KNET');
    const key = randomUUID();
    const body = { amount: 1, reasonCode: 'goodwill', liable: 'platform' };
    const first = await refund(order.id, body, t.staffAuth, key);
    const retry = await refund(order.id, body, t.staffAuth, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect((await ledgerOf(order.id)).refunds).toHaveLength(1);
    const reused = await refund(order.id, { ...body, amount: 2 }, t.staffAuth, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', message: 'This Idempotency-Key was used for a different refund' });
  });

  it.each([
    ['neither lines nor an amount', { reasonCode: 'goodwill', liable: 'shop' }, { amount: 'Choose the lines or enter the amount to refund' }],
    ['lines and an amount', { amount: 1, lines: [{ itemId: 1, quantity: 1 }], reasonCode: 'goodwill', liable: 'shop' }, { amount: 'Refund either lines or an amount, not both' }],
    ['an amount finer than a fil', { amount: 1.2345, reasonCode: 'goodwill', liable: 'shop' }, { amount: 'An amount in KWD has at most 3 decimals' }],
    ["'other' without a note", { amount: 1, reasonCode: 'other', liable: 'shop' }, { note: "Say why in the note (the reason is 'other')" }],
    ['a note of 501 characters', { amount: 1, reasonCode: 'goodwill', liable: 'shop', note: 'x'.repeat(501) }, { note: 'A note is at most 500 characters (this one is 501)' }],
  ])('refuses %s with 400 naming the field', async (_case, payload, errors) => {
    const order = await delivered('KNET');
    const res = await refund(order.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(errors);
  });

  it('needs an Idempotency-Key, a known reason and who bears it', async () => {
    const order = await delivered('KNET');
    const noKey = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/refunds`, headers: t.staffAuth, payload: { amount: 1, reasonCode: 'goodwill', liable: 'shop' } });
    expect(noKey.statusCode).toBe(400);
    expect((await refund(order.id, { amount: 1, reasonCode: 'changed_mind', liable: 'shop' })).statusCode).toBe(400);
    expect((await refund(order.id, { amount: 1, reasonCode: 'goodwill', liable: 'customer' })).statusCode).toBe(400);
    expect((await ledgerOf(order.id)).refunds).toEqual([]);
  });
});

describe('completing or failing a refund', () => {
  const settle = (id: number, action: 'complete' | 'fail', payload: object, headers = t.staffAuth) =>
    t.app.inject({ method: 'POST', url: `/api/refunds/${id}/${action}`, headers, payload });

  it("completes a pending KNET refund with the gateway's reference, once", async () => {
    const order = await delivered('KNET');
    const made = (await refund(order.id, { amount: 2, reasonCode: 'wrong_item', liable: 'shop' })).json().data;
    const done = await settle(made.id, 'complete', { gatewayReference: '  KNET-REF-7781 ' });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ id: made.id, status: 'done', gatewayReference: 'KNET-REF-7781', doneAt: expect.any(String) });
    const twice = await settle(made.id, 'fail', {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'REFUND_SETTLED', message: `Refund #${made.id} is already done` });
    expect((await ledgerOf(order.id)).balances).toMatchObject({ refundedFils: 2000 });
    const audit = (await t.app.inject({ method: 'GET', url: `/api/audit?entity=refund&entityId=${made.id}`, headers: t.staffAuth })).json().data.items;
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual(['update', 'create']);
  });

  it('fails a pending refund: its entry reversed, so the amount may be refunded again', async () => {
    const order = await delivered('CARD');
    const made = (await refund(order.id, { amount: 4.6, reasonCode: 'goodwill', liable: 'platform' })).json().data;
    const failed = await settle(made.id, 'fail', { note: 'Card expired' });
    expect(failed.json().data).toMatchObject({ status: 'failed', gatewayReference: null, doneAt: expect.any(String) });
    const ledger = await ledgerOf(order.id);
    expect(ledger.entries.at(-1)).toMatchObject({ kind: 'refund', amountFils: 4600, reasonCode: 'refund_failed', note: 'Card expired', refundId: made.id });
    expect(ledger.balances).toMatchObject({ refundedFils: 0, netFils: 4600 });
    expect((await refund(order.id, { amount: 4.6, reasonCode: 'goodwill', liable: 'platform' })).statusCode).toBe(201);
  });

  it("refuses an empty reference (400), a credit (already done: 409) and an unknown refund (404)", async () => {
    const knet = await delivered('KNET');
    const pending = (await refund(knet.id, { amount: 1, reasonCode: 'goodwill', liable: 'platform' })).json().data;
    expect((await settle(pending.id, 'complete', { gatewayReference: '   ' })).json().errors).toEqual({ gatewayReference: "Enter the gateway's reference" });
    const cash = await delivered('CASH');
    const credit = (await refund(cash.id, { amount: 1, reasonCode: 'goodwill', liable: 'platform' })).json().data;
    expect((await settle(credit.id, 'complete', { gatewayReference: 'X' })).json().message).toBe(`Refund #${credit.id} is already done`);
    const missing = await settle(999999, 'complete', { gatewayReference: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Refund #999999 was not found');
  });

  it('completes the refund a rejected order gave back', async () => {
    const order = await shop.place('KNET', [[1, 1]]);
    await shop.moveTo(order.id, 'REJECTED');
    const [pending] = (await ledgerOf(order.id)).refunds;
    expect(pending).toMatchObject({ reasonCode: 'order_rejected', status: 'pending', amountFils: 875 });
    expect((await settle(pending.id, 'complete', { gatewayReference: 'KN-1' })).json().data.status).toBe('done');
  });
});

describe('shop scope', () => {
  it("answers another shop's staff 404 for the order's ledger, its refunds and their settling", async () => {
    const order = await delivered('KNET');
    const made = (await refund(order.id, { amount: 1, reasonCode: 'goodwill', liable: 'platform' })).json().data;
    const other = await shopForMoney(t);
    const outsider = await t.createUser('shop_staff', { shopIds: [other.shopId] });
    const headers = { authorization: outsider.authorization };
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/ledger`, headers })).statusCode).toBe(404);
    expect((await refund(order.id, { amount: 1, reasonCode: 'goodwill', liable: 'shop' }, headers)).statusCode).toBe(404);
    const complete = await t.app.inject({ method: 'POST', url: `/api/refunds/${made.id}/complete`, headers, payload: { gatewayReference: 'X' } });
    expect(complete.statusCode).toBe(404);
    expect(complete.json().message).toBe(`Refund #${made.id} was not found`);
    const insider = await t.createUser('shop_staff', { shopIds: [shop.shopId] });
    expect((await refund(order.id, { amount: 1, reasonCode: 'goodwill', liable: 'shop' }, { authorization: insider.authorization })).statusCode).toBe(201);
  });
});

describe("the customer's own order", () => {
  it('carries what it costs, what went back and each refund', async () => {
    const order = await delivered('KNET');
    const fresh = (await t.app.inject({ method: 'GET', url: `/api/customer/orders/${order.id}`, headers: { authorization: shop.customer.authorization } })).json().data;
    expect(fresh).toMatchObject({ amountDue: 4.6, refunded: 0, refunds: [] });
    await refund(order.id, { amount: 1.5, reasonCode: 'late_delivery', liable: 'platform' });
    const answer = (await t.app.inject({ method: 'GET', url: `/api/customer/orders/${order.id}`, headers: { authorization: shop.customer.authorization } })).json().data;
    expect(answer).toMatchObject({ amountDue: 4.6, refunded: 1.5, refunds: [{ amount: 1.5, status: 'pending', at: expect.any(String) }] });
    expect(answer).not.toHaveProperty('refunds.0.gatewayReference');
    const page = (await t.app.inject({ method: 'GET', url: '/api/customer/orders?limit=100', headers: { authorization: shop.customer.authorization } })).json().data;
    expect(page.items.find((item: { id: number }) => item.id === order.id)).toMatchObject({ refunded: 1.5, refunds: [{ amount: 1.5 }] });
  });

  it('answers a new order with its amount due, and a retry with the same', async () => {
    const key = randomUUID();
    const placed = await shop.place('CASH', [[1, 2]], key);
    expect(placed).toMatchObject({ amountDue: 1.75, refunded: 0, refunds: [] });
    expect(await shop.place('CASH', [[1, 2]], key)).toEqual(placed);
  });
});

describe("the dashboard's revenue", () => {
  const revenue = async () => {
    const today = kuwaitDay(new Date());
    const data = (await t.app.inject({ method: 'GET', url: `/api/dashboard/insights?from=${today}&to=${today}`, headers: t.staffAuth })).json().data;
    return { today: data.revenue.today.amount as number, period: data.period.revenue as number };
  };

  it('is net of refunds done and credits; a pending refund counts once completed', async () => {
    const cash = await delivered('CASH');
    const knet = await delivered('KNET');
    const before = await revenue();
    await refund(cash.id, { amount: 0.75, reasonCode: 'item_damaged', liable: 'shop' });
    const pending = (await refund(knet.id, { amount: 1.2, reasonCode: 'item_missing', liable: 'shop' })).json().data;
    const afterCredit = await revenue();
    expect(Math.round((before.today - afterCredit.today) * 1000)).toBe(750);
    expect(Math.round((before.period - afterCredit.period) * 1000)).toBe(750);
    await t.app.inject({ method: 'POST', url: `/api/refunds/${pending.id}/complete`, headers: t.staffAuth, payload: { gatewayReference: 'KN-9' } });
    expect(Math.round((before.today - (await revenue()).today) * 1000)).toBe(1950);
    // A rejected order's refund does not lower it again: the order was never a sale.
    const rejected = await shop.place('KNET', [[0, 1]]);
    const withRejected = await revenue();
    await shop.moveTo(rejected.id, 'REJECTED');
    const [back] = (await ledgerOf(rejected.id)).refunds;
    await t.app.inject({ method: 'POST', url: `/api/refunds/${back.id}/complete`, headers: t.staffAuth, payload: { gatewayReference: 'KN-10' } });
    expect(Math.round((withRejected.today - (await revenue()).today) * 1000)).toBe(1250);
  });
});

describeStaffGuard(() => t, [
  ['GET', '/api/orders/1/ledger'],
  ['POST', '/api/orders/1/refunds', { amount: 1, reasonCode: 'goodwill', liable: 'shop' }],
  ['POST', '/api/refunds/1/complete', { gatewayReference: 'X' }],
  ['POST', '/api/refunds/1/fail', {}],
]);
