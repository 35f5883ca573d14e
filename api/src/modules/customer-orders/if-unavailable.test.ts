import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { products } from '../../db/schema';
import { makeCategory, makeLocation, makeProduct, makeShop } from '../../test/fixtures';
import { madeBeforeAll, setUpTestApp } from '../../test/test-app';

// decisions/grocery-products.md: the customer's choice per item if it is not there at picking — substitute similar, a
// named product of the same shop, remove it, or call first — with the order's default for the items that make none.
// Placed through the customers' API, answered to staff and to the customer. On PGlite and on PostgreSQL.
jest.setTimeout(120_000);

const t = setUpTestApp();
const place = madeBeforeAll(() => makeLocation(t.db));
const customer = madeBeforeAll(() => t.createUser('customer'));

async function openShop(productFields: Partial<typeof products.$inferInsert>[]) {
  const shop = await makeShop(t.db, place, { openTime: '00:00', closeTime: '00:00', isOpen: true });
  const category = await makeCategory(t.db, shop.id);
  const made = [];
  for (const fields of productFields) made.push(await makeProduct(t.db, category.id, { stock: 50, ...fields }));
  return made;
}

type Line = { productId: number; quantity: number; ifUnavailable?: string; substituteProductId?: number };

function order(items: Line[], overrides: Record<string, unknown> = {}, key = randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/customer/orders',
    headers: { authorization: customer.authorization, 'idempotency-key': key },
    payload: {
      items,
      address: { governorateId: place.governorate.id, areaId: place.area.id, blockId: place.block.id, street: 'Street 10', building: '12' },
      paymentMethod: 'CASH',
      ...overrides,
    },
  });
}

const choicesOf = (data: { ifUnavailable: string; items: { ifUnavailable: string; substitute: unknown }[] }) => ({
  order: data.ifUnavailable,
  items: data.items.map((item) => [item.ifUnavailable, item.substitute]),
});
const orderCount = async () => (await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM orders`))[0].n;

describe('placing an order with a choice per item', () => {
  it('keeps each choice and the named substitute’s names, and answers them to staff and to the customer alike', async () => {
    const [milk, yoghurt, laban, cheese, almarai] = await openShop([{}, {}, {}, {}, { name: 'Almarai Milk 1 L', nameAr: 'حليب المراعي ١ لتر' }]);
    const res = await order(
      [
        { productId: milk.id, quantity: 1, ifUnavailable: 'product', substituteProductId: almarai.id },
        { productId: yoghurt.id, quantity: 2, ifUnavailable: 'similar' },
        { productId: laban.id, quantity: 1, ifUnavailable: 'remove' },
        { productId: cheese.id, quantity: 1, ifUnavailable: 'call' },
      ],
      { ifUnavailable: 'call' },
    );
    expect(res.statusCode).toBe(201);
    const substitute = { id: almarai.id, name: 'Almarai Milk 1 L', name_ar: 'حليب المراعي ١ لتر' };
    const expected = { order: 'call', items: [['product', substitute], ['similar', null], ['remove', null], ['call', null]] };
    const { data } = res.json();
    expect(choicesOf(data)).toEqual(expected);
    const staff = await t.app.inject({ method: 'GET', url: `/api/orders/${data.id}`, headers: t.staffAuth });
    expect(choicesOf(staff.json().data)).toEqual(expected);
    const own = await t.app.inject({ method: 'GET', url: `/api/customer/orders/${data.id}`, headers: { authorization: customer.authorization } });
    expect(choicesOf(own.json().data)).toEqual(expected);
    const listed = await t.app.inject({ method: 'GET', url: '/api/orders?status=NEW&limit=100', headers: t.staffAuth });
    expect(choicesOf(listed.json().data.items.find((row: { id: number }) => row.id === data.id))).toEqual(expected);

    // The names are a snapshot: renaming the product later changes nothing; deleting it keeps them, without its id.
    await t.db.execute(sql`UPDATE products SET name = 'Renamed' WHERE id = ${almarai.id}`);
    await t.db.execute(sql`DELETE FROM products WHERE id = ${almarai.id}`);
    const later = await t.app.inject({ method: 'GET', url: `/api/orders/${data.id}`, headers: t.staffAuth });
    expect(later.json().data.items[0]).toMatchObject({ ifUnavailable: 'product', substitute: { ...substitute, id: null } });
  });

  it("gives the items that make no choice the order's default, and remove when the order makes none either", async () => {
    const [a, b, c] = await openShop([{}, {}, {}]);
    const withDefault = await order(
      [{ productId: a.id, quantity: 1 }, { productId: b.id, quantity: 1, ifUnavailable: 'remove' }, { productId: c.id, quantity: 1, substituteProductId: a.id }],
      { ifUnavailable: 'similar' },
    );
    expect(withDefault.statusCode).toBe(201);
    // A substitute sent alone is the choice of that product.
    expect(choicesOf(withDefault.json().data)).toEqual({
      order: 'similar',
      items: [['similar', null], ['remove', null], ['product', { id: a.id, name: a.name, name_ar: a.nameAr }]],
    });
    const silent = await order([{ productId: a.id, quantity: 1 }]);
    expect(choicesOf(silent.json().data)).toEqual({ order: 'remove', items: [['remove', null]] });
    const [stored] = await queryRows<{ order: string; item: string }>(
      t.db,
      sql`SELECT o.if_unavailable AS order, i.if_unavailable AS item FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.id = ${silent.json().data.id}`,
    );
    expect(stored).toEqual({ order: 'remove', item: 'remove' });
  });

  it('refuses a substitute that is not another active product of the same shop, under the line’s field, and writes nothing', async () => {
    const [milk, , inactive] = await openShop([{}, {}, { status: 'inactive' }]);
    const [elsewhere] = await openShop([{}]);
    const before = await orderCount();
    const refused = async (line: Omit<Line, 'productId' | 'quantity'>) => {
      const res = await order([{ productId: milk.id, quantity: 1, ...line }]);
      return { status: res.statusCode, errors: res.json().errors };
    };
    const message = 'Choose a product of the same shop to substitute';
    for (const line of [
      { ifUnavailable: 'product', substituteProductId: elsewhere.id }, // another shop's
      { ifUnavailable: 'product', substituteProductId: inactive.id },
      { ifUnavailable: 'product', substituteProductId: milk.id }, // itself
      { ifUnavailable: 'product' }, // none named
      { ifUnavailable: 'product', substituteProductId: 2_000_000_000 }, // none such
    ]) {
      expect(await refused(line)).toEqual({ status: 400, errors: { 'items.0.substituteProductId': message } });
    }
    expect(await refused({ ifUnavailable: 'remove', substituteProductId: elsewhere.id })).toEqual({
      status: 400,
      errors: { 'items.0.substituteProductId': 'A product to substitute goes with the choice to substitute it' },
    });
    // 'product' is a line's choice only: the order's default is one of the others.
    const orderLevel = await order([{ productId: milk.id, quantity: 1 }], { ifUnavailable: 'product' });
    expect(orderLevel.statusCode).toBe(400);
    expect(Object.keys(orderLevel.json().errors)).toEqual(['ifUnavailable']);
    const unknown = await order([{ productId: milk.id, quantity: 1, ifUnavailable: 'whatever' }]);
    expect(Object.keys(unknown.json().errors)).toEqual(['items.0.ifUnavailable']);
    expect(await orderCount()).toBe(before);
  });

  it('answers a retry with the same key with the first choices, and the same key with another choice is 422', async () => {
    const [a, b] = await openShop([{}, {}]);
    const key = randomUUID();
    const lines = [{ productId: a.id, quantity: 1, ifUnavailable: 'product', substituteProductId: b.id }];
    const first = await order(lines, { ifUnavailable: 'call' }, key);
    const before = await orderCount();
    // The substitute goes off sale meanwhile: the retry still answers what was placed.
    await t.db.execute(sql`UPDATE products SET status = 'inactive' WHERE id = ${b.id}`);
    const retry = await order(lines, { ifUnavailable: 'call' }, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await orderCount()).toBe(before);
    const changed = await order(lines, { ifUnavailable: 'similar' }, key);
    expect(changed.statusCode).toBe(422);
    expect(await orderCount()).toBe(before);
  });

  it('holds the rules in the table whatever writes: a named product only with its names, and known choices only', async () => {
    const [a] = await openShop([{}]);
    const { id } = (await order([{ productId: a.id, quantity: 1 }])).json().data;
    const [item] = await queryRows<{ id: number }>(t.db, sql`SELECT id FROM order_items WHERE order_id = ${id}`);
    await expect(t.db.execute(sql`UPDATE order_items SET if_unavailable = 'product' WHERE id = ${item.id}`)).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23514', constraint: 'order_items_substitute_check' }),
    });
    await expect(t.db.execute(sql`UPDATE orders SET if_unavailable = 'product' WHERE id = ${id}`)).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23514', constraint: 'orders_if_unavailable_check' }),
    });
  });
});
