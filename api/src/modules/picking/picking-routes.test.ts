import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { makeCategory, makeLocation, makeProduct, makeShop } from '../../test/fixtures';
import { type PickingShop, pickingShop } from '../../test/picking-orders';
import { setUpTestApp } from '../../test/test-app';

// decisions/picking.md: the picker's actions through the API — pick (whole, short, weighed), remove, substitute (under the
// shop's policy), reset — each with its totals, its stock both ways and a balanced ledger; the picking answer and its
// scope. PGlite, and PostgreSQL when set.

const t = setUpTestApp();
let shop: PickingShop;
let askShop: PickingShop;
beforeAll(async () => {
  shop = await pickingShop(t);
  askShop = await pickingShop(t, { substitutePolicy: 'ask' });
});

type Line = { id: number; state: string; lineTotal: number; lineTotalFils: number; replacesItemId: number | null; [field: string]: unknown };
const pickingOf = async (orderId: number, s = shop) => (await s.picking(orderId)).json().data as { version: number; total: number; totalFils: number; lines: Line[]; changes: Record<string, unknown>[]; remaining: number };
describe('GET /api/orders/{id}/picking', () => {
  it('answers the lines as the picker works them: barcode, unit, totals as ordered and now, the version and what is left', async () => {
    const order = await shop.place('CASH', [['milk', 2], ['fish', 1]]);
    const res = await shop.picking(order.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      orderId: order.id,
      status: 'ACCEPTED',
      version: 0,
      editable: true,
      paymentMethod: 'CASH',
      shopId: shop.shopId,
      substitutePolicy: 'cap',
      ifUnavailable: 'remove',
      lines: [
        { id: order.itemIds[0], productId: shop.products.milk.id, barcode: '6291041500213', unit: 'piece', unitPrice: 0.45, quantity: 2, state: 'pending', orderedTotal: 0.9, orderedTotalFils: 900, lineTotal: 0.9, ask: null },
        { id: order.itemIds[1], unit: 'weight', unitPrice: 0.45, estimatedWeight: 1, actualWeight: null, orderedTotal: 0.45, lineTotal: 0.45 },
      ],
      changes: [],
      orderedTotal: 1.35,
      total: 1.35,
      totalFils: 1350,
      remaining: 2,
    });
    expect((await shop.picking(987654)).statusCode).toBe(404);
  });

  it('is scoped as GET orders/{id} is: another shop’s staff get 404, the shop’s own staff the picking', async () => {
    const order = await shop.place('CASH', [['milk', 1]]);
    const own = await t.createUser('shop_staff', { shopIds: [shop.shopId] });
    const other = await t.createUser('shop_staff', { shopIds: [askShop.shopId] });
    expect((await shop.picking(order.id, own)).statusCode).toBe(200);
    const refused = await shop.picking(order.id, other);
    expect(refused.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: other })).statusCode).toBe(404);
    const change = await shop.change(order.id, order.itemIds[0], { action: 'pick', version: 0 }, { auth: other });
    expect(change.statusCode).toBe(404);
    expect((await shop.change(order.id, order.itemIds[0], { action: 'pick' }, { auth: own })).statusCode).toBe(200);
  });
});

describe('pick', () => {
  it('picks a line whole, or short (the rest back on the shelf, billed for what was picked), and whole again', async () => {
    const order = await shop.place('CASH', [['milk', 3], ['labneh', 1]]);
    const milkBefore = await shop.stock('milk');
    const short = await shop.change(order.id, order.itemIds[0], { action: 'pick', quantity: 2, note: '  one carton leaked  ' });
    expect(short.statusCode).toBe(200);
    expect(short.json().data).toMatchObject({
      version: 1,
      total: 1.775,
      lines: [{ state: 'short', pickedQuantity: 2, lineTotal: 0.9, orderedTotal: 1.35 }, { state: 'pending' }],
      changes: [{ itemId: order.itemIds[0], action: 'pick', summary: 'Picked 2 of 3', summary_ar: 'تم تجهيز 2 من 3', note: 'one carton leaked', amountChange: -0.45, amountChangeFils: -450, actor: { kind: 'staff', id: t.staffId } }],
      remaining: 1,
    });
    expect(await shop.stock('milk')).toBe(milkBefore + 1);
    const [returned] = await queryRows<{ change: number; reason: string; actorId: number; note: string }>(
      t.db,
      sql`SELECT change, reason, actor_id AS "actorId", note FROM stock_movements WHERE order_id = ${order.id} AND reason = 'returned'`,
    );
    expect(returned).toEqual({ change: 1, reason: 'returned', actorId: t.staffId, note: 'Picked 2 of 3' });
    expect(await shop.ledgerProblems(order.id)).toEqual([]);

    const whole = await shop.change(order.id, order.itemIds[0], { action: 'pick' });
    expect(whole.json().data).toMatchObject({ version: 2, total: 2.225, lines: [{ state: 'picked', pickedQuantity: 3, lineTotal: 1.35 }, {}] });
    expect(await shop.stock('milk')).toBe(milkBefore);
    const [orderRow] = await queryRows<{ total: string; quantity: number }>(t.db, sql`SELECT total_amount::text AS total, total_quantity AS quantity FROM orders WHERE id = ${order.id}`);
    expect(orderRow).toEqual({ total: '2.225', quantity: 4 });
    expect(await shop.ledgerProblems(order.id)).toEqual([]);
  });

  it('bills a weighed line kg × price per kg, half-up to the fil: 1.130 kg × 0.450 KWD/kg = 0.509', async () => {
    const order = await shop.place('CASH', [['fish', 1]]);
    const res = await shop.change(order.id, order.itemIds[0], { action: 'pick', weight: 1.13 });
    expect(res.json().data).toMatchObject({
      total: 0.509,
      totalFils: 509,
      lines: [{ state: 'picked', actualWeight: 1.13, lineTotal: 0.509, lineTotalFils: 509, orderedTotal: 0.45 }],
      changes: [{ summary: 'Picked 1.130 kg', summary_ar: 'تم تجهيز 1.130 كغ', amountChangeFils: 59 }],
    });
    const ledger = (await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/ledger`, headers: t.staffAuth })).json().data;
    expect(ledger.balances).toMatchObject({ amountDueFils: 509, cashToCollectFils: 509 });
    expect(ledger.entries.slice(-2)).toMatchObject([
      { kind: 'line_change', amountFils: 59, liable: 'shop', reasonCode: 'line_change', note: 'Picked 1.130 kg' },
      { kind: 'cash_to_collect', amountFils: 59 },
    ]);
  });

  it('bills a heavier weighed line of a prepaid order at most as ordered, and a lighter one less (the difference refunded)', async () => {
    const order = await shop.place('KNET', [['fish', 2]]);
    const heavier = await shop.change(order.id, order.itemIds[0], { action: 'pick', weight: 2.5 });
    expect(heavier.json().data).toMatchObject({ total: 0.9, lines: [{ actualWeight: 2.5, lineTotal: 0.9 }], changes: [{ summary: 'Picked 2.500 kg, billed as ordered', summary_ar: 'تم تجهيز 2.500 كغ، بسعر الطلب', amountChangeFils: 0 }] });
    const lighter = await shop.change(order.id, order.itemIds[0], { action: 'pick', quantity: 1, weight: 0.801 });
    // 0.801 × 0.450 = 0.36045 → 0.360
    expect(lighter.json().data).toMatchObject({ total: 0.36, lines: [{ state: 'short', pickedQuantity: 1, actualWeight: 0.801, lineTotal: 0.36 }] });
    expect(lighter.json().data.changes[1]).toMatchObject({ summary: 'Picked 1 of 2, 0.801 kg', summary_ar: 'تم تجهيز 1 من 2، 0.801 كغ', amountChangeFils: -540 });
    const refunds = await queryRows<{ amount: number; method: string; status: string; reason: string; liable: string }>(
      t.db,
      sql`SELECT amount_fils::int AS amount, method, status, reason_code AS reason, liable FROM refunds WHERE order_id = ${order.id}`,
    );
    expect(refunds).toEqual([{ amount: 540, method: 'KNET', status: 'pending', reason: 'line_change', liable: 'shop' }]);
    expect(await shop.ledgerProblems(order.id)).toEqual([]);
  });
});

describe('remove', () => {
  it('takes a line off: it costs 0, its stock returns, the cash to collect falls', async () => {
    const order = await shop.place('CASH', [['milk', 2], ['labneh', 1]]);
    const labneh = await shop.stock('labneh');
    const res = await shop.change(order.id, order.itemIds[1], { action: 'remove', reason: 'out_of_stock' });
    expect(res.json().data).toMatchObject({
      total: 0.9,
      lines: [{ state: 'pending' }, { state: 'removed', lineTotal: 0, reason: 'out_of_stock' }],
      changes: [{ action: 'remove', summary: 'Removed', summary_ar: 'تمت الإزالة', reason: 'out_of_stock', amountChangeFils: -875 }],
      remaining: 1,
    });
    expect(await shop.stock('labneh')).toBe(labneh + 1);
    expect(await shop.ledgerProblems(order.id)).toEqual([]);
  });

  it('of a prepaid order, gives the line back through the gateway (a pending refund, borne by the shop)', async () => {
    const order = await shop.place('CARD', [['milk', 2], ['labneh', 1]]);
    await shop.change(order.id, order.itemIds[1], { action: 'remove', reason: 'damaged' });
    const ledger = (await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/ledger`, headers: t.staffAuth })).json().data;
    expect(ledger.refunds).toMatchObject([{ amountFils: 875, method: 'CARD', status: 'pending', reasonCode: 'line_change', liable: 'shop' }]);
    expect(ledger.balances).toMatchObject({ amountDueFils: 900, paidFils: 1775, refundedFils: 875, netFils: 900 });
    expect(await shop.ledgerProblems(order.id)).toEqual([]);
  });
});

describe('substitute', () => {
  it('replaces a line: the original costs 0 (its stock back), the substitute follows it (its stock sold), priced at its own price when cheaper', async () => {
    const order = await shop.place('CASH', [['milk', 2], ['labneh', 1]]);
    const [milk, bread] = [await shop.stock('milk'), await shop.stock('bread')];
    const res = await shop.change(order.id, order.itemIds[0], { action: 'substitute', productId: shop.products.bread.id, reason: 'out_of_stock' });
    expect(res.statusCode).toBe(200);
    const picking = res.json().data;
    expect(picking.lines).toMatchObject([
      { id: order.itemIds[0], state: 'substituted', lineTotal: 0, reason: 'out_of_stock' },
      { productId: shop.products.bread.id, name_ar: 'خبز', state: 'picked', quantity: 2, pickedQuantity: 2, unitPrice: 0.3, lineTotal: 0.6, orderedTotal: 0, replacesItemId: order.itemIds[0], approved: false },
      { id: order.itemIds[1], state: 'pending' },
    ]);
    expect(picking).toMatchObject({ total: 1.475, orderedTotal: 1.775, remaining: 1 });
    expect(picking.changes).toMatchObject([{ action: 'substitute', summary: `Substituted with Bread ${shop.shopId} × 2`, summary_ar: 'استُبدل بـخبز × 2', amountChangeFils: -300 }]);
    expect([await shop.stock('milk'), await shop.stock('bread')]).toEqual([milk + 2, bread - 2]);
    expect(await shop.ledgerProblems(order.id)).toEqual([]);

    // The staff's order answer and the customer's show the substitute after the line it replaces.
    const staffView = (await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: t.staffAuth })).json().data;
    expect(staffView.items.map((item: { state: string; replacesItemId: number | null; lineTotal: number }) => [item.state, item.replacesItemId, item.lineTotal])).toEqual([
      ['substituted', null, 0],
      ['picked', order.itemIds[0], 0.6],
      ['pending', null, 0.875],
    ]);
    expect(staffView).toMatchObject({ totalAmount: 1.475, totalQuantity: 3 });
  });

  it("under the 'cap' policy bills a pricier substitute as the original line; approved by the customer, at its own price", async () => {
    const order = await shop.place('CASH', [['milk', 2], ['labneh', 1]]);
    const capped = await shop.change(order.id, order.itemIds[0], { action: 'substitute', productId: shop.products.mango.id });
    expect(capped.json().data).toMatchObject({ total: 1.775, lines: [{ state: 'substituted' }, { unitPrice: 1.25, lineTotal: 0.9, approved: false }, {}] });
    expect(capped.json().data.changes[0]).toMatchObject({ summary: `Substituted with Mango ${shop.shopId} × 2, billed as ordered`, amountChangeFils: 0 });
    const other = await shop.change(order.id, order.itemIds[1], { action: 'substitute', productId: shop.products.mango.id, quantity: 1, approved: true });
    expect(other.json().data).toMatchObject({ total: 2.15, lines: [{}, {}, { state: 'substituted' }, { lineTotal: 1.25, approved: true }] });
    expect(await shop.ledgerProblems(order.id)).toEqual([]);
  });

  it("under the 'ask' policy refuses a pricier substitute the customer has not approved (409 SUBSTITUTE_NEEDS_APPROVAL)", async () => {
    const order = await askShop.place('CASH', [['milk', 2]]);
    const refused = await askShop.change(order.id, order.itemIds[0], { action: 'substitute', productId: askShop.products.mango.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'SUBSTITUTE_NEEDS_APPROVAL', message: `Mango ${askShop.shopId} × 2 costs more than Milk ${askShop.shopId} as ordered: the customer must approve it first` });
    expect((await pickingOf(order.id, askShop)).version).toBe(0);
    const approved = await askShop.change(order.id, order.itemIds[0], { action: 'substitute', productId: askShop.products.mango.id, approved: true });
    expect(approved.json().data).toMatchObject({ total: 2.5, lines: [{ state: 'substituted' }, { lineTotal: 2.5, approved: true }] });
  });

  it('weighs a by-weight substitute, or bills its estimated weight', async () => {
    const order = await shop.place('CASH', [['fish', 2], ['labneh', 1]]);
    const weighed = await shop.change(order.id, order.itemIds[0], { action: 'substitute', productId: shop.products.shrimp.id, quantity: 1, weight: 0.4, approved: true });
    // 0.400 kg × 2.000 KWD/kg
    expect(weighed.json().data.lines[1]).toMatchObject({ unit: 'weight', estimatedWeight: 0.5, actualWeight: 0.4, lineTotal: 0.8 });
    expect(weighed.json().data.changes[0]).toMatchObject({ summary: `Substituted with Shrimp ${shop.shopId}, 0.400 kg`, summary_ar: 'استُبدل بـروبيان، 0.400 كغ' });
    const estimated = await shop.change(order.id, order.itemIds[1], { action: 'substitute', productId: shop.products.shrimp.id, quantity: 1 });
    // About 0.500 kg × 2.000 = 1.000, more than the 0.875 ordered: billed as ordered under 'cap'.
    expect(estimated.json().data.lines[3]).toMatchObject({ actualWeight: null, lineTotal: 0.875 });
  });

  it('refuses a product that is not another active one of the shop (400), one out of stock (409), and a prepaid order costing more (409 LEDGER_PREPAID): nothing changes', async () => {
    const elsewhere = await makeProduct(t.db, (await makeCategory(t.db, (await makeShop(t.db, await makeLocation(t.db))).id)).id);
    const order = await shop.place('KNET', [['milk', 2]]);
    for (const productId of [elsewhere.id, shop.products.milk.id, 987654]) {
      const res = await shop.change(order.id, order.itemIds[0], { action: 'substitute', productId });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ productId: 'Choose another active product of this shop' });
    }
    await t.db.execute(sql`UPDATE products SET stock = 1 WHERE id = ${shop.products.labneh.id}`);
    const empty = await shop.change(order.id, order.itemIds[0], { action: 'substitute', productId: shop.products.labneh.id });
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toMatchObject({ code: 'OUT_OF_STOCK', message: `Not enough stock for Labneh ${shop.shopId}: 1 left`, errors: { productId: `Not enough stock for Labneh ${shop.shopId}: 1 left` } });
    await t.db.execute(sql`UPDATE products SET stock = 50 WHERE id = ${shop.products.labneh.id}`);
    const milk = await shop.stock('milk');
    const prepaid = await shop.change(order.id, order.itemIds[0], { action: 'substitute', productId: shop.products.mango.id, approved: true });
    expect(prepaid.statusCode).toBe(409);
    expect(prepaid.json()).toMatchObject({ code: 'LEDGER_PREPAID' });
    const picking = await pickingOf(order.id);
    expect(picking).toMatchObject({ version: 0, total: 0.9, changes: [] });
    expect(picking.lines).toHaveLength(1);
    expect(await shop.stock('milk')).toBe(milk);
  });
});

describe('reset', () => {
  it('undoes a substitution: the substitute line deleted and its stock back, the original’s stock taken again, the total as ordered', async () => {
    const order = await shop.place('CASH', [['milk', 2]]);
    const [milk, bread] = [await shop.stock('milk'), await shop.stock('bread')];
    const substituted = (await shop.change(order.id, order.itemIds[0], { action: 'substitute', productId: shop.products.bread.id })).json().data;
    const substituteId = substituted.lines[1].id;
    // Reset through the substitute line: it is its original's reset.
    const res = await shop.change(order.id, substituteId, { action: 'reset' });
    expect(res.json().data).toMatchObject({
      version: 2,
      total: 0.9,
      lines: [{ id: order.itemIds[0], state: 'pending', lineTotal: 0.9, reason: null }],
      changes: [{ action: 'substitute' }, { itemId: order.itemIds[0], action: 'reset', summary: 'Reset to as ordered', summary_ar: 'أُعيد كما طُلب', amountChangeFils: 300 }],
    });
    expect(res.json().data.lines).toHaveLength(1);
    expect([await shop.stock('milk'), await shop.stock('bread')]).toEqual([milk, bread]);
    expect(await shop.ledgerProblems(order.id)).toEqual([]);
    const again = await shop.change(order.id, order.itemIds[0], { action: 'reset' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ action: `Milk ${shop.shopId} is as ordered already` });
  });

  it('takes a removed line’s stock again, or refuses with 409 OUT_OF_STOCK when it is gone', async () => {
    const order = await shop.place('CASH', [['labneh', 2]]);
    await shop.change(order.id, order.itemIds[0], { action: 'remove', reason: 'expired' });
    const stock = await shop.stock('labneh');
    await t.db.execute(sql`UPDATE products SET stock = 1 WHERE id = ${shop.products.labneh.id}`);
    const refused = await shop.change(order.id, order.itemIds[0], { action: 'reset' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'OUT_OF_STOCK', message: `Not enough stock for Labneh ${shop.shopId}: 1 left` });
    await t.db.execute(sql`UPDATE products SET stock = ${stock} WHERE id = ${shop.products.labneh.id}`);
    expect((await shop.change(order.id, order.itemIds[0], { action: 'reset' })).json().data).toMatchObject({ total: 1.75, lines: [{ state: 'pending' }] });
    expect(await shop.stock('labneh')).toBe(stock - 2);
  });
});

describe('refusals', () => {
  it('answers 400 with the field that is wrong', async () => {
    const order = await shop.place('CASH', [['milk', 2], ['fish', 1]]);
    const [milk, fish] = order.itemIds;
    const cases: [number, Record<string, unknown>, Record<string, string>][] = [
      [fish, { action: 'pick', weight: 1.1305 }, { weight: 'A weight in kg has at most 3 decimals' }],
      [fish, { action: 'pick' }, { weight: `Enter what the picked Hamour ${shop.shopId} weighs` }],
      [milk, { action: 'pick', weight: 1 }, { weight: `Milk ${shop.shopId} is sold by the piece, not weighed` }],
      [milk, { action: 'pick', quantity: 3 }, { quantity: 'At most 2 were ordered' }],
      [milk, { action: 'pick', reason: 'damaged' }, { reason: 'Not used to pick a line' }],
      [milk, { action: 'remove', reason: 'other' }, { note: "Say why in the note (the reason is 'other')" }],
      [milk, { action: 'remove', note: 'x'.repeat(301) }, { note: 'A note is at most 300 characters (this one is 301)' }],
      [milk, { action: 'substitute' }, { productId: 'Choose the product to substitute' }],
      [milk, { action: 'answer' }, { answer: "Say what the customer answered: 'substitute' or 'remove'" }],
      [milk, { action: 'answer', answer: 'remove' }, { action: `Milk ${shop.shopId} is not picked yet: it cannot be answered now` }],
    ];
    for (const [itemId, body, errors] of cases) {
      const res = await shop.change(order.id, itemId, body as never);
      expect({ body, status: res.statusCode, errors: res.json().errors }).toEqual({ body, status: 400, errors });
    }
    expect((await shop.change(order.id, 987654, { action: 'pick' })).statusCode).toBe(404);
    const substituted = (await shop.change(order.id, milk, { action: 'substitute', productId: shop.products.bread.id })).json().data;
    const onSubstitute = await shop.change(order.id, substituted.lines[1].id, { action: 'remove' });
    expect(onSubstitute.json().errors).toEqual({ action: 'A substitute line changes through the line it replaces: reset that line to undo it' });
    expect((await pickingOf(order.id)).version).toBe(1);
  });

  it('changes the lines only while the order is accepted (409 ORDER_NOT_OPEN)', async () => {
    const placed = await shop.place('CASH', [['milk', 1]], { accept: false });
    const early = await shop.change(placed.id, placed.itemIds[0], { action: 'pick' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'ORDER_NOT_OPEN', message: `Order #${placed.id} is NEW: its lines change only while it is accepted` });
    const shipped = await shop.place('CASH', [['milk', 1]]);
    await t.app.inject({ method: 'PATCH', url: `/api/orders/${shipped.id}/status`, headers: t.staffAuth, payload: { status: 'INTRANSIT' } });
    expect((await shop.change(shipped.id, shipped.itemIds[0], { action: 'remove' })).json().code).toBe('ORDER_NOT_OPEN');
    expect((await pickingOf(shipped.id)).lines[0]).toMatchObject({ state: 'pending' });
    expect((await shop.picking(shipped.id)).json().data.editable).toBe(false);
  });
});
