import { eq } from 'drizzle-orm';
import { orders } from '../db/schema';
import { type CatalogFixture, createCatalog, createOrder } from '../test/fixtures';
import { setUpTestApp } from '../test/test-app';

// decisions/roles-and-audit.md: shop staff see and change only their shops' rows. Another shop's order, product,
// category or shop asked for by id is "not found" (its existence is not revealed), on every entity
// route; lists, counts, search and the dashboard hold their shops' rows only.

jest.setTimeout(60_000);

const t = setUpTestApp();
let mine: CatalogFixture;
let theirs: CatalogFixture;
let staff: { authorization: string };
let myOrder: number;
let theirOrder: number;

async function orderOf(catalog: CatalogFixture) {
  const id = await createOrder(t.db, catalog, 'NEW');
  await t.db.update(orders).set({ shopId: catalog.shopId }).where(eq(orders.id, id));
  return id;
}

beforeAll(async () => {
  mine = await createCatalog(t.db, 'Mine');
  theirs = await createCatalog(t.db, 'Theirs');
  myOrder = await orderOf(mine);
  theirOrder = await orderOf(theirs);
  staff = await t.createUser('shop_staff', { shopIds: [mine.shopId] });
}, 60_000);

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: staff.authorization }, payload });
const ids = (res: { json(): { data: { items: { id: number }[] } } }) => res.json().data.items.map((item) => item.id);

describe("another shop's rows by id answer 404", () => {
  const cases: [string, 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', () => string, object?][] = [
    ['order', 'GET', () => `/api/orders/${theirOrder}`],
    ['order timeline', 'GET', () => `/api/orders/${theirOrder}/events`],
    ['order status', 'PATCH', () => `/api/orders/${theirOrder}/status`, { status: 'ACCEPTED' }],
    ['order status (PUT)', 'PUT', () => `/api/orders/${theirOrder}/status`, { status: 'ACCEPTED' }],
    ['product', 'GET', () => `/api/products/${theirs.products[0].id}`],
    ['product edit', 'PATCH', () => `/api/products/${theirs.products[0].id}`, { name: 'Mine now' }],
    ['product form', 'PUT', () => `/api/products/${theirs.products[0].id}`, { name: 'Mine now' }],
    ['product delete', 'DELETE', () => `/api/products/${theirs.products[0].id}`],
    ['product status', 'PATCH', () => `/api/products/${theirs.products[0].id}/status`, { status: 'inactive' }],
    ['product stock ledger', 'GET', () => `/api/products/${theirs.products[0].id}/stock`],
    ['product sold out', 'POST', () => `/api/products/${theirs.products[0].id}/sold-out`],
    ['product back on sale', 'DELETE', () => `/api/products/${theirs.products[0].id}/sold-out`],
    ["category's products", 'GET', () => `/api/products/category/${theirs.categoryId}`],
    ['category', 'GET', () => `/api/categories/${theirs.categoryId}`],
    ['category edit', 'PATCH', () => `/api/categories/${theirs.categoryId}`, { name: 'Mine now' }],
    ['category form', 'PUT', () => `/api/categories/${theirs.categoryId}`, { name: 'Mine now' }],
    ['category delete', 'DELETE', () => `/api/categories/${theirs.categoryId}`],
    ['shop', 'GET', () => `/api/shop/${theirs.shopId}`],
    ["shop's overrides", 'GET', () => `/api/availability/overrides?shopId=${theirs.shopId}`],
  ];
  // Rows of one length: Jest would take a missing fourth argument for `done`.
  it.each(cases.map(([name, method, url, payload]) => ({ name, method, url, payload })))('$name', async ({ method, url, payload }) => {
    const res = await call(method, url(), payload);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('and changed nothing', async () => {
    const product = await t.app.inject({ method: 'GET', url: `/api/products/${theirs.products[0].id}`, headers: t.staffAuth });
    expect(product.json().data).toMatchObject({ name: theirs.products[0].name, status: 'active' });
    const order = await t.app.inject({ method: 'GET', url: `/api/orders/${theirOrder}`, headers: t.staffAuth });
    expect(order.json().data.status).toBe('NEW');
  });
});

describe('their own rows answer as for anyone', () => {
  it('reads and acts on an order of their shop', async () => {
    expect((await call('GET', `/api/orders/${myOrder}`)).statusCode).toBe(200);
    expect((await call('PATCH', `/api/orders/${myOrder}/status`, { status: 'ACCEPTED' })).statusCode).toBe(200);
  });

  it("edits a product of their shop, and cannot move it into another shop's category", async () => {
    expect((await call('PATCH', `/api/products/${mine.products[1].id}`, { price: '0.900' })).json().data.price).toBe(0.9);
    const moved = await call('PATCH', `/api/products/${mine.products[1].id}`, { categoryId: String(theirs.categoryId) });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual({ categoryId: 'The selected category does not exist' });
  });

  it("cannot move a category of theirs to another shop", async () => {
    const res = await call('PATCH', `/api/categories/${mine.categoryId}`, { shopId: String(theirs.shopId) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ shopId: expect.any(String) });
  });
});

describe('lists, counts, search and the dashboard hold their shops only', () => {
  it('orders, in every tab, and their counts', async () => {
    expect(ids(await call('GET', '/api/orders'))).toEqual([myOrder]);
    expect(ids(await call('GET', '/api/orders?q=Abdullah'))).toEqual([myOrder]);
    const stats = (await call('GET', '/api/orders/stats')).json().data;
    expect(Object.values(stats as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(1);
  });

  it('products, categories and shops, whole lists and searches', async () => {
    const myProducts = mine.products.map((p) => p.id).sort((a, b) => b - a);
    expect(ids(await call('GET', '/api/products'))).toEqual(myProducts);
    expect(ids(await call('GET', '/api/products?q=Milk'))).toEqual([mine.products[0].id]);
    expect(ids(await call('GET', '/api/categories'))).toEqual([mine.categoryId]);
    expect(ids(await call('GET', '/api/categories?page=1'))).toEqual([mine.categoryId]);
    expect(ids(await call('GET', '/api/shop'))).toEqual([mine.shopId]);
    expect(ids(await call('GET', '/api/shop?q=Theirs'))).toEqual([]);
  });

  it('the dashboard', async () => {
    const stats = (await call('GET', '/api/dashboard/stats')).json().data;
    expect(stats).toMatchObject({ totalShops: 1, totalCategories: 1, totalProducts: 3, totalOrders: 1, totalUsers: 0 });
  });
});

describe('exports and bulk actions hold only their shops (decisions/reports-and-bulk.md)', () => {
  const exportedIds = async (url: string) =>
    (await call('GET', url)).body.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean).slice(1).map((line) => Number(line.split(',')[0]));

  it("export only their shops' orders, products and categories", async () => {
    expect(await exportedIds('/api/orders/export')).toEqual([myOrder]);
    expect((await exportedIds('/api/products/export')).sort()).toEqual(mine.products.map((p) => p.id).sort());
    expect(await exportedIds('/api/categories/export')).toEqual([mine.categoryId]);
    expect((await call('GET', '/api/user/export')).statusCode).toBe(403);
  });

  it("answer another shop's rows in a bulk action as missing, and change none of them", async () => {
    const products = await call('POST', '/api/products/bulk', { action: 'deactivate', ids: [theirs.products[0].id, mine.products[0].id] });
    expect(products.json().data).toEqual({ succeeded: [mine.products[0].id], failed: [{ id: theirs.products[0].id, status: 404, message: 'Product not found' }] });
    const matching = await call('POST', '/api/products/bulk', { action: 'activate', matching: {} });
    expect(matching.json().data.succeeded.sort()).toEqual(mine.products.map((p) => p.id).sort());
    const theirProduct = await t.app.inject({ method: 'GET', url: `/api/products/${theirs.products[0].id}`, headers: t.staffAuth });
    expect(theirProduct.json().data.status).toBe('active');
    const orders = await call('POST', '/api/orders/bulk', { action: 'reject', ids: [theirOrder] });
    expect(orders.json().data).toEqual({ succeeded: [], failed: [{ id: theirOrder, status: 404, message: `Order #${theirOrder} was not found` }] });
  });
});

describe('the product import holds only their shops (decisions/reports-and-bulk.md)', () => {
  it("finds neither another shop's product nor its category, and imports nothing into it", async () => {
    const csv = `id,name,categoryId\r\n${theirs.products[1].id},Taken over,\r\n,New in their shop,${theirs.categoryId}\r\n`;
    const post = (url: string) => t.app.inject({ method: 'POST', url, payload: csv, headers: { authorization: staff.authorization, 'content-type': 'text/csv' } });
    const preview = (await post('/api/products/import/preview')).json().data;
    expect(preview.invalid).toEqual([
      { line: 2, errors: expect.objectContaining({ id: 'Product not found' }), values: { id: String(theirs.products[1].id) } },
      { line: 3, errors: expect.objectContaining({ categoryId: 'The selected category does not exist' }), values: { categoryId: String(theirs.categoryId) } },
    ]);
    expect((await post('/api/products/import')).statusCode).toBe(409);
    const theirProduct = await t.app.inject({ method: 'GET', url: `/api/products/${theirs.products[1].id}`, headers: t.staffAuth });
    expect(theirProduct.json().data.name).not.toBe('Taken over');
  });
});

describe('a shop-staff account with its shops, and its changes', () => {
  it('sign-in and user/me carry the permissions and the shops', async () => {
    const me = (await call('GET', '/api/user/me')).json().data;
    expect(me).toMatchObject({ role: 'shop_staff', shopIds: [mine.shopId], shops: [{ id: mine.shopId, name: 'Test Shop Mine' }] });
    expect(me.permissions).toEqual(expect.arrayContaining(['orders.act', 'catalog.write']));
    expect(me.permissions).not.toContain('users.manage');
  });

  it("an owner gives them the other shop: their next request sees it", async () => {
    const { id } = (await call('GET', '/api/user/me')).json().data;
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${id}`,
      headers: t.staffAuth,
      payload: { name: 'Shop staff', role: 'shop_staff', shopIds: [mine.shopId, theirs.shopId] },
    });
    expect(edit.statusCode).toBe(200);
    expect((await call('GET', `/api/orders/${theirOrder}`)).statusCode).toBe(200);
    const demoted = await t.app.inject({ method: 'PUT', url: `/api/user/${id}`, headers: t.staffAuth, payload: { name: 'Shop staff', role: 'catalogue' } });
    expect(demoted.json().data).toMatchObject({ role: 'catalogue', shops: [] });
    expect((await call('PATCH', `/api/orders/${myOrder}/status`, { status: 'INTRANSIT' })).statusCode).toBe(403);
  });
});
