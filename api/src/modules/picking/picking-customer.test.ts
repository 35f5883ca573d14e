import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { inTransaction } from '../../db/transactions';
import { runOrderDeskUpkeep } from '../../ops/order-desk-upkeep';
import { makeCategory, makeProduct } from '../../test/fixtures';
import { type PickingShop, pickingShop } from '../../test/picking-orders';
import { setUpTestApp } from '../../test/test-app';
import { applyAskTimeouts } from './picking-service';

// decisions/picking.md: the customer's side of picking — placing a by-weight line at its estimated weight, the question
// put to them (answered by them, by staff on the phone, or, past its deadline, by the desk with the order's default,
// exactly once), the final order they read with its refunds, the orders CSV and refunds by line after picking.
// PGlite, and PostgreSQL when set.

const t = setUpTestApp();
let shop: PickingShop;
let askShop: PickingShop;
beforeAll(async () => {
  shop = await pickingShop(t);
  askShop = await pickingShop(t, { substitutePolicy: 'ask' });
});

const customerOrder = async (orderId: number, s = shop) =>
  (await t.app.inject({ method: 'GET', url: `/api/customer/orders/${orderId}`, headers: { authorization: s.customer.authorization } })).json().data;
const answer = (orderId: number, itemId: number, body: { answer: string }, s = shop, authorization = s.customer.authorization) =>
  t.app.inject({ method: 'POST', url: `/api/customer/orders/${orderId}/items/${itemId}/answer`, headers: { authorization }, payload: body });
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('placing a by-weight line', () => {
  it('bills quantity × estimated weight × price per kg, half-up to the fil, and totals the order from its lines', async () => {
    const categoryId = (await makeCategory(t.db, shop.shopId)).id;
    // 1.130 kg × 0.450 KWD/kg = 0.5085 → 0.509; 3 × 0.333 kg × 0.450 = 0.44955 → 0.450.
    const hamour = await makeProduct(t.db, categoryId, { price: '0.450', stock: 10, unit: 'weight', weightStep: '0.250', estimatedWeight: '1.130' });
    const okra = await makeProduct(t.db, categoryId, { price: '0.450', stock: 10, unit: 'weight', weightStep: '0.250', estimatedWeight: '0.333' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/orders',
      headers: { authorization: shop.customer.authorization, 'idempotency-key': `weight-${hamour.id}` },
      payload: {
        items: [{ productId: hamour.id, quantity: 1 }, { productId: okra.id, quantity: 3 }, { productId: shop.products.milk.id, quantity: 2 }],
        address: (await queryRows<{ g: number; a: number; b: number }>(t.db, sql`SELECT governorate_id AS g, area_id AS a, block_id AS b FROM shops WHERE id = ${shop.shopId}`)).map(
          ({ g, a, b }) => ({ governorateId: g, areaId: a, blockId: b, street: 'Street 1', building: '2' }),
        )[0],
        paymentMethod: 'KNET',
      },
    });
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    expect(order.items.map((item: { unit: string; estimatedWeight: number | null; lineTotal: number; orderedTotal: number }) => [item.unit, item.estimatedWeight, item.lineTotal, item.orderedTotal])).toEqual([
      ['weight', 1.13, 0.509, 0.509],
      ['weight', 0.333, 0.45, 0.45],
      ['piece', null, 0.9, 0.9],
    ]);
    expect(order).toMatchObject({ totalAmount: 1.859, amountDue: 1.859 });
    const [stored] = await queryRows<{ total: string }>(t.db, sql`SELECT total_amount::text AS total FROM orders WHERE id = ${order.id}`);
    expect(stored.total).toBe('1.859');
    const [charge] = await queryRows<{ fils: number }>(t.db, sql`SELECT amount_fils::int AS fils FROM order_ledger WHERE order_id = ${order.id} AND kind = 'charge'`);
    expect(charge.fils).toBe(1859);
  });
});

describe('a question to the customer', () => {
  it('waits for the answer with the proposed product and its price, then the customer substitutes (at the price shown)', async () => {
    const order = await shop.place('CASH', [['milk', 2], ['labneh', 1]]);
    const asked = await shop.change(order.id, order.itemIds[0], { action: 'ask', productId: shop.products.mango.id, minutes: 5 });
    expect(asked.statusCode).toBe(200);
    const line = asked.json().data.lines[0];
    expect(line).toMatchObject({ state: 'asking', ask: { productId: shop.products.mango.id, name: `Mango ${shop.shopId}`, name_ar: 'مانجو', price: 2.5 } });
    expect(new Date(line.ask.deadline).getTime()).toBeGreaterThan(minutesFromNow(4).getTime());
    expect(asked.json().data.changes[0]).toMatchObject({ action: 'ask', summary: `Asked the customer about Mango ${shop.shopId}`, summary_ar: 'سُئل العميل عن مانجو' });
    // The customer reads the question on their order.
    expect((await customerOrder(order.id)).items[0]).toMatchObject({ state: 'asking', ask: { name: `Mango ${shop.shopId}`, price: 2.5 } });

    const res = await answer(order.id, order.itemIds[0], { answer: 'substitute' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      totalAmount: 3.375,
      amountDue: 3.375,
      items: [
        { id: order.itemIds[0], state: 'substituted', lineTotal: 0, orderedTotal: 0.9 },
        { productId: shop.products.mango.id, state: 'picked', lineTotal: 2.5, replacesItemId: order.itemIds[0], ask: null },
        { id: order.itemIds[1], state: 'pending' },
      ],
    });
    const changes = (await shop.picking(order.id)).json().data.changes;
    expect(changes[1]).toMatchObject({ action: 'answer', summary: `The customer agreed: substituted with Mango ${shop.shopId} × 2`, actor: { kind: 'customer', id: shop.customer.id } });
    expect(await shop.ledgerProblems(order.id)).toEqual([]);
    const again = await answer(order.id, order.itemIds[0], { answer: 'remove' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'NOT_ASKING', message: `Milk ${shop.shopId} is not waiting for your answer` });
  });

  it('the customer removes the item; staff record a phone answer; another customer’s order is not found', async () => {
    const order = await shop.place('CASH', [['milk', 2], ['labneh', 1]]);
    await shop.change(order.id, order.itemIds[0], { action: 'ask' });
    await shop.change(order.id, order.itemIds[1], { action: 'ask', productId: shop.products.bread.id });
    const stranger = await t.createUser('customer');
    expect((await answer(order.id, order.itemIds[0], { answer: 'remove' }, shop, stranger.authorization)).statusCode).toBe(404);
    const noProposal = await answer(order.id, order.itemIds[0], { answer: 'substitute' });
    expect(noProposal.statusCode).toBe(400);
    expect(noProposal.json().errors).toEqual({ answer: 'No substitute was proposed for this line: remove it or reset it' });
    expect((await answer(order.id, order.itemIds[0], { answer: 'remove' })).json().data.items[0]).toMatchObject({ state: 'removed', lineTotal: 0 });
    const byPhone = await shop.change(order.id, order.itemIds[1], { action: 'answer', answer: 'substitute', note: 'Said yes on the phone' });
    expect(byPhone.json().data).toMatchObject({ total: 0.3, lines: [{ state: 'removed', reason: 'customer_request' }, { state: 'substituted' }, { lineTotal: 0.3, approved: true }] });
    expect(byPhone.json().data.changes.map((change: { action: string; summary: string }) => [change.action, change.summary])).toEqual([
      ['ask', 'Asked the customer'],
      ['ask', `Asked the customer about Bread ${shop.shopId}`],
      ['answer', 'The customer chose to remove it'],
      ['answer', `The customer agreed: substituted with Bread ${shop.shopId} × 1`],
    ]);
  });

  it('past its deadline gets the order’s default from the desk, once, however many runs at once', async () => {
    const similar = await shop.place('CASH', [['milk', 2], ['labneh', 1]], { ifUnavailable: 'similar' });
    const removing = await shop.place('CASH', [['milk', 1]], { ifUnavailable: 'remove' });
    await shop.change(similar.id, similar.itemIds[0], { action: 'ask', productId: shop.products.bread.id, minutes: 10 });
    await shop.change(similar.id, similar.itemIds[1], { action: 'ask', minutes: 30 });
    await shop.change(removing.id, removing.itemIds[0], { action: 'ask', productId: shop.products.bread.id, minutes: 10 });
    // Not yet.
    expect(await inTransaction(t.db, (tx) => applyAskTimeouts(tx, minutesFromNow(9)))).toEqual([]);
    // Two processes at once, 11 minutes on: each question answered once.
    const runs = await Promise.all([1, 2].map(() => inTransaction(t.db, (tx) => applyAskTimeouts(tx, minutesFromNow(11)))));
    expect(runs.flat().sort((a, b) => a - b)).toEqual([similar.itemIds[0], removing.itemIds[0]]);
    expect((await shop.picking(similar.id)).json().data).toMatchObject({
      total: 1.475,
      lines: [{ state: 'substituted' }, { productId: shop.products.bread.id, lineTotal: 0.6, approved: false }, { state: 'asking' }],
      changes: [{}, {}, { action: 'timeout', summary: `No answer in time: substituted with Bread ${shop.shopId} × 2`, summary_ar: `لم يصل رد في الوقت: استُبدل بـخبز × 2`, actor: { kind: 'system', id: null, name: 'Order desk' } }],
    });
    expect((await shop.picking(removing.id)).json().data).toMatchObject({ total: 0, lines: [{ state: 'removed' }], changes: [{}, { action: 'timeout', summary: 'No answer in time: removed' }] });
    const [{ steps }] = await queryRows<{ steps: number }>(t.db, sql`SELECT count(*)::int AS steps FROM order_events WHERE order_id = ${similar.id} AND kind = 'lines' AND actor_kind = 'system'`);
    expect(steps).toBe(1);
    // The desk's upkeep runs it too (the line asked for 30 minutes).
    expect((await runOrderDeskUpkeep(t.db, t.app.deskSettings.defaults, minutesFromNow(31))).timedOut).toEqual([similar.itemIds[1]]);
    expect(await shop.ledgerProblems(similar.id)).toEqual([]);
    expect(await shop.ledgerProblems(removing.id)).toEqual([]);
  });

  it("at the deadline removes rather than bill a pricier proposal under the 'ask' policy, and substitutes it capped under 'cap'", async () => {
    const asking = await askShop.place('CASH', [['milk', 2]], { ifUnavailable: 'similar' });
    await askShop.change(asking.id, asking.itemIds[0], { action: 'ask', productId: askShop.products.mango.id, minutes: 1 });
    const capping = await shop.place('CASH', [['milk', 2]], { ifUnavailable: 'similar' });
    await shop.change(capping.id, capping.itemIds[0], { action: 'ask', productId: shop.products.mango.id, minutes: 1 });
    await inTransaction(t.db, (tx) => applyAskTimeouts(tx, minutesFromNow(2)));
    expect((await askShop.picking(asking.id)).json().data).toMatchObject({ total: 0, lines: [{ state: 'removed' }] });
    expect((await shop.picking(capping.id)).json().data).toMatchObject({ total: 0.9, lines: [{ state: 'substituted' }, { lineTotal: 0.9, approved: false }] });
  });
});

describe('the final order', () => {
  it('is what the customer reads: each line as picked, the total, and the refund of a prepaid order', async () => {
    const order = await shop.place('KNET', [['milk', 2], ['labneh', 1], ['fish', 1]]);
    await shop.change(order.id, order.itemIds[0], { action: 'substitute', productId: shop.products.bread.id });
    await shop.change(order.id, order.itemIds[1], { action: 'remove', reason: 'out_of_stock' });
    await shop.change(order.id, order.itemIds[2], { action: 'pick', weight: 0.9 });
    const mine = await customerOrder(order.id);
    expect(mine.items.map((item: Record<string, unknown>) => [item.state, item.lineTotal, item.orderedTotal, item.replacesItemId, item.actualWeight])).toEqual([
      ['substituted', 0, 0.9, null, null],
      ['picked', 0.6, 0, order.itemIds[0], null],
      ['removed', 0, 0.875, null, null],
      ['picked', 0.405, 0.45, null, 0.9],
    ]);
    // Placed 2.225; now 0.600 + 0.405 = 1.005: 0.300 + 0.875 + 0.045 back through KNET.
    expect(mine).toMatchObject({ totalAmount: 1.005, totalQuantity: 3, amountDue: 1.005, refunded: 1.22 });
    expect(mine.refunds.map((refund: { amount: number; status: string }) => [refund.amount, refund.status])).toEqual([
      [0.3, 'pending'],
      [0.875, 'pending'],
      [0.045, 'pending'],
    ]);

    // The orders CSV reads the final lines.
    const csv = await t.app.inject({ method: 'GET', url: '/api/orders/export?status=ACCEPTED', headers: t.staffAuth });
    const row = csv.body.split('\r\n').find((line) => line.startsWith(`${order.id},`)) as string;
    expect(row.split(',').slice(-3)).toEqual(['3', '0.000', '1.005']);
  });

  it('is refunded by line after delivery from what each line costs now, never a line removed or substituted', async () => {
    const order = await shop.place('CASH', [['milk', 3], ['labneh', 1], ['fish', 1]]);
    await shop.change(order.id, order.itemIds[1], { action: 'remove' });
    await shop.change(order.id, order.itemIds[2], { action: 'pick', weight: 1.13 });
    for (const status of ['INTRANSIT', 'DELIVERED']) await t.app.inject({ method: 'PATCH', url: `/api/orders/${order.id}/status`, headers: t.staffAuth, payload: { status } });
    const refund = (lines: { itemId: number; quantity: number }[]) =>
      t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/refunds`, headers: { ...t.staffAuth, 'idempotency-key': `line-${order.id}-${JSON.stringify(lines)}` }, payload: { lines, reasonCode: 'item_damaged', liable: 'shop' } });
    const removed = await refund([{ itemId: order.itemIds[1], quantity: 1 }]);
    expect(removed.statusCode).toBe(400);
    expect(removed.json().errors).toEqual({ 'lines.0.itemId': `Labneh ${shop.shopId} was removed: it was not charged` });
    const fish = await refund([{ itemId: order.itemIds[2], quantity: 1 }]);
    expect(fish.json().data).toMatchObject({ amountFils: 509, lines: [{ itemId: order.itemIds[2], quantity: 1, amountFils: 509 }] });
    expect((await refund([{ itemId: order.itemIds[0], quantity: 1 }])).json().data.amountFils).toBe(450);
  });
});
