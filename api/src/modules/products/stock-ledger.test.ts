import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { openShopWithProduct } from '../../test/customer-orders';
import { madeBeforeAll, setUpTestApp } from '../../test/test-app';

// decisions/availability.md: every stock change leaves a ledger row saying who, when, how much and why, and the
// ledger always sums to the stock column; "sold out for today" ends at the shop's next opening.
// On PGlite and on PostgreSQL.
jest.setTimeout(120_000);

const t = setUpTestApp();
const customer = madeBeforeAll(() => t.createUser('customer'));
afterEach(() => t.setClock(null));

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: t.staffAuth, ...(payload ? { payload } : {}) });
const ledger = async (productId: number) => (await call('GET', `/products/${productId}/stock?limit=100`)).json().data;
const productOf = async (shopId: number) => {
  const [row] = await queryRows<{ id: number }>(t.db, sql`SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id WHERE c.shop_id = ${shopId}`);
  return row.id;
};
const balance = async (productId: number) => {
  const [row] = await queryRows<{ stock: number; ledger: number }>(
    t.db,
    sql`SELECT p.stock, (SELECT coalesce(sum(change), 0)::int FROM stock_movements WHERE product_id = p.id) AS ledger FROM products p WHERE p.id = ${productId}`,
  );
  return row;
};

describe('the stock ledger (GET /api/products/:id/stock)', () => {
  it('records the first stock, an adjustment with who and why, an order sold and its stock returned on reject', async () => {
    const opened = await openShopWithProduct(t, { stock: 10 });
    const productId = await productOf(opened.shop.id);

    const adjusted = await call('PATCH', `/products/${productId}`, { stockAdjustment: '-2', stockReason: 'damaged', stockNote: 'Dropped crate' });
    expect(adjusted.statusCode).toBe(200);
    expect(adjusted.json().data.stock).toBe(8);
    const placed = await opened.order(customer.authorization);
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().data.id;
    expect((await call('PATCH', `/orders/${orderId}/status`, { status: 'REJECTED', reason: 'Closed early' })).statusCode).toBe(200);

    const page = await ledger(productId);
    expect(page.items.map((m: { change: number; reason: string }) => [m.change, m.reason])).toEqual([
      [1, 'returned'],
      [-1, 'sold'],
      [-2, 'damaged'],
      [10, 'received'],
    ]);
    expect(page.items[0]).toMatchObject({ orderId, stockAfter: 8, actor: { id: t.staffId } });
    expect(page.items[1]).toMatchObject({ orderId, stockAfter: 7, actor: null });
    expect(page.items[2]).toMatchObject({ stockAfter: 8, note: 'Dropped crate', actor: { id: t.staffId, name: expect.any(String) } });
    expect(await balance(productId)).toEqual({ stock: 8, ledger: 8 });
  });

  it('refuses an adjustment below 0 or without a reason, and both a total and an adjustment, changing nothing', async () => {
    const opened = await openShopWithProduct(t, { stock: 3 });
    const productId = await productOf(opened.shop.id);
    expect((await call('PATCH', `/products/${productId}`, { stockAdjustment: '-4', stockReason: 'damaged' })).json().errors).toEqual({ stockAdjustment: 'Stock cannot go below 0: 3 in stock' });
    expect((await call('PATCH', `/products/${productId}`, { stockAdjustment: '5' })).json().errors).toEqual({ stockReason: 'Choose a reason' });
    expect((await call('PATCH', `/products/${productId}`, { stockAdjustment: '2.5', stockReason: 'received' })).json().errors).toEqual({ stockAdjustment: 'Enter a whole number, e.g. 5 or -3' });
    expect((await call('PATCH', `/products/${productId}`, { stock: '9', stockAdjustment: '2', stockReason: 'received' })).statusCode).toBe(400);
    expect(await balance(productId)).toEqual({ stock: 3, ledger: 3 });
    // Setting the total stays possible, as a correction unless a reason is given.
    expect((await call('PATCH', `/products/${productId}`, { stock: '12', stockReason: 'received' })).json().data.stock).toBe(12);
    expect((await ledger(productId)).items[0]).toMatchObject({ change: 9, reason: 'received', stockAfter: 12 });
    expect((await call('GET', '/products/999999/stock')).statusCode).toBe(404);
  });

  it('stays equal to the stock under concurrent orders and adjustments', async () => {
    const opened = await openShopWithProduct(t, { stock: 30 });
    const productId = await productOf(opened.shop.id);
    const work = [
      ...Array.from({ length: 20 }, () => opened.order(customer.authorization)),
      ...Array.from({ length: 8 }, (_, i) => call('PATCH', `/products/${productId}`, { stockAdjustment: i % 2 ? '3' : '-2', stockReason: i % 2 ? 'received' : 'damaged' })),
    ];
    const answers = await Promise.all(work);
    const sold = answers.slice(0, 20).filter((answer) => answer.statusCode === 201).length;
    const adjusted = answers.slice(20).filter((answer) => answer.statusCode === 200).length;
    expect(sold + adjusted).toBeGreaterThan(20);
    const { stock, ledger: sum } = await balance(productId);
    expect(sum).toBe(stock);
    expect(stock).toBe(30 - sold + 4 * 3 - 4 * 2);
    expect((await ledger(productId)).total).toBe(1 + sold + adjusted);
  });
});

describe('sold out for today (POST/DELETE /api/products/:id/sold-out)', () => {
  it('takes a product off sale until its shop next opens, refuses it to customers, and brings it back by itself or on request', async () => {
    const opened = await openShopWithProduct(t, { stock: 10 });
    await t.db.execute(sql`UPDATE shops SET open_time = '08:00', close_time = '22:00' WHERE id = ${opened.shop.id}`);
    const productId = await productOf(opened.shop.id);
    t.setClock(new Date('2026-11-26T12:00:00+03:00'));

    const soldOut = await call('POST', `/products/${productId}/sold-out`);
    expect(soldOut.statusCode).toBe(200);
    expect(soldOut.json().data.soldOutUntil).toBe(new Date('2026-11-27T08:00:00+03:00').toISOString());
    const refused = await opened.order(customer.authorization);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PRODUCT_UNAVAILABLE', message: expect.stringMatching(/is sold out until Fri 27 Nov 08:00$/) });

    t.setClock(new Date('2026-11-27T08:00:00+03:00'));
    expect((await opened.order(customer.authorization)).statusCode).toBe(201);

    t.setClock(new Date('2026-11-27T09:00:00+03:00'));
    await call('POST', `/products/${productId}/sold-out`);
    const back = await call('DELETE', `/products/${productId}/sold-out`);
    expect(back.json().data.soldOutUntil).toBeNull();
    expect((await opened.order(customer.authorization)).statusCode).toBe(201);
    expect((await call('POST', '/products/999999/sold-out')).statusCode).toBe(404);
  });
});
