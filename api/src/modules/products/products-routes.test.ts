import { eq, sql } from 'drizzle-orm';
import { orderItems, orders, products } from '../../db/schema';
import { setUpTestApp } from '../../test/test-app';
import { makeCategory, makeLocation, makeProduct, makeShop } from '../../test/fixtures';
import { describeStaffGuard } from '../../test/staff-guard';
import {
  formRequests,
  oversizedPng,
  pngFile,
  set,
  storedName,
  svgImage,
  textPretendingToBePng,
  uploadedFiles,
  whileDatabaseRefuses,
  without,
} from '../../test/upload-forms';

// Password hashing and database set-up are slow on a busy machine; the project-level testTimeout
// in jest.config.cjs does not reach tests run as a project.
jest.setTimeout(30_000);

const t = setUpTestApp();
let category: { id: number; name: string; nameAr: string };
beforeAll(async () => {
  const shop = await makeShop(t.db, await makeLocation(t.db));
  category = await makeCategory(t.db, shop.id, { name: 'Dairy', nameAr: 'ألبان' });
}, 60_000);

const { send, get } = formRequests(t);
const del = (id: number) => t.app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: t.staffAuth });
const setStatus = (id: number, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/products/${id}/status`, headers: t.staffAuth, payload });
const validFields = () => ({ name: 'Fresh Milk 1L', name_ar: 'حليب طازج ١ لتر', categoryId: category.id, price: '0.750', stock: '24' });

async function orderShowing(product: { id: number; name: string; image: string | null }) {
  const customer = await t.createUser('customer');
  const [order] = await t.db
    .insert(orders)
    .values({ userId: customer.id, customerName: 'Customer', paymentMethod: 'KNET', totalQuantity: 2, totalAmount: '1.500' })
    .returning({ id: orders.id });
  const [item] = await t.db
    .insert(orderItems)
    .values({ orderId: order.id, productId: product.id, productName: product.name, productImage: product.image, unitPrice: '0.750', quantity: 2 })
    .returning();
  return item;
}

describeStaffGuard(() => t, [
  ['GET', '/api/products'],
  ['GET', '/api/products/category/1'],
  ['GET', '/api/products/1'],
  ['POST', '/api/products'],
  ['PUT', '/api/products/1'],
  ['PATCH', '/api/products/1'],
  ['PATCH', '/api/products/1/status'],
  ['DELETE', '/api/products/1'],
]);

describe('POST /api/products', () => {
  it('creates a product (201): price a number, stock, status active with `active`, category nested', async () => {
    const res = await send('POST', '/api/products', validFields(), pngFile());
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      id: expect.any(Number),
      name: 'Fresh Milk 1L',
      name_ar: 'حليب طازج ١ لتر',
      image: expect.stringMatching(/^http:\/\/localhost:4000\/uploads\/[0-9a-f-]{36}\.png$/),
      imageThumbnail: expect.stringMatching(/^http:\/\/localhost:4000\/uploads\/[0-9a-f-]{36}\.thumbnail\.webp$/),
      imagePreview: expect.stringMatching(/^http:\/\/localhost:4000\/uploads\/[0-9a-f-]{36}\.preview\.webp$/),
      price: 0.75,
      soldOutUntil: null,
      stock: 24,
      status: 'active',
      active: true,
      categoryId: category.id,
      category: { id: category.id, name: 'Dairy', name_ar: 'ألبان' },
      createdAt: expect.any(String),
      // decisions/grocery-products.md: a form that says nothing of them makes a product sold by the piece, without codes.
      unit: 'piece',
      weightStep: null,
      estimatedWeight: null,
      sku: null,
      barcode: null,
    });
  });

  it.each([
    ['123456789.999', '123456789.999', 123456789.999],
    ['0.005', '0.005', 0.005],
    ['12', '12.000', 12],
    ['007.10', '7.100', 7.1],
  ])('keeps price %s exact (stored %s)', async (price, stored, answered) => {
    const res = await send('POST', '/api/products', { ...validFields(), price }, pngFile());
    expect(res.statusCode).toBe(201);
    expect(res.json().data.price).toBe(answered);
    const [row] = await t.db.select({ price: products.price }).from(products).where(eq(products.id, res.json().data.id));
    expect(row.price).toBe(stored);
  });

  it('accepts a stock of 0 (spec §5: at least 0)', async () => {
    const res = await send('POST', '/api/products', { ...validFields(), stock: '0' }, pngFile());
    expect(res.statusCode).toBe(201);
    expect(res.json().data.stock).toBe(0);
  });

  it.each([
    ['no name', without('name'), 'name', 'Product name is required'],
    ['a blank name', set('name', ' '), 'name', 'Product name is required'],
    ['no category', without('categoryId'), 'categoryId', 'Category is required'],
    ['a category that is not an id', set('categoryId', 'dairy'), 'categoryId', 'Category is required'],
    ['a category that does not exist', set('categoryId', '999999'), 'categoryId', 'The selected category does not exist'],
    ['no price', without('price'), 'price', 'Price is required'],
    ['an empty price', set('price', ''), 'price', 'Price is required'],
    ['price 0', set('price', '0'), 'price', 'Enter a valid price'],
    ['price 0.000', set('price', '0.000'), 'price', 'Enter a valid price'],
    ['a negative price', set('price', '-1'), 'price', 'Enter a valid price'],
    ['four decimals', set('price', '1.2345'), 'price', 'Price can have at most 3 decimals'],
    ['a price in words', set('price', 'ten'), 'price', 'Enter a valid price'],
    ['an exponent', set('price', '1e3'), 'price', 'Enter a valid price'],
    ['a price over 999999999.999', set('price', '1000000000'), 'price', 'Enter a valid price'],
    ['no stock', without('stock'), 'stock', 'Stock is required'],
    ['a negative stock', set('stock', '-1'), 'stock', 'Enter a valid stock quantity'],
    ['a fractional stock', set('stock', '1.5'), 'stock', 'Enter a valid stock quantity'],
    ['a stock in words', set('stock', 'ten'), 'stock', 'Enter a valid stock quantity'],
    ['a stock past the integer range', set('stock', '2147483648'), 'stock', 'Enter a valid stock quantity'],
  ])('answers 400 and stores no file for %s', async (_label, change, field, message) => {
    const before = uploadedFiles(t.dataDir);
    const res = await send('POST', '/api/products', change(validFields()), pngFile());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
    expect(uploadedFiles(t.dataDir)).toEqual(before);
  });

  it("answers 400 'Product image is required' without a file", async () => {
    const res = await send('POST', '/api/products', validFields());
    expect(res.json().errors).toEqual({ image: 'Product image is required' });
  });

  it.each([
    ['a text file renamed .png', { buffer: textPretendingToBePng(), filename: 'milk.png' }, 415],
    ['an SVG', { buffer: svgImage(), filename: 'milk.svg', type: 'image/svg+xml' }, 415],
    ['a file over 5 MB', { buffer: oversizedPng(), filename: 'huge.png' }, 413],
  ])('refuses %s and stores nothing', async (_label, file, status) => {
    const before = uploadedFiles(t.dataDir);
    const count = await t.db.$count(products);
    const res = await send('POST', '/api/products', validFields(), file);
    expect(res.statusCode).toBe(status);
    expect(res.json().success).toBe(false);
    expect(uploadedFiles(t.dataDir)).toEqual(before);
    expect(await t.db.$count(products)).toBe(count);
  });

  it('never writes unknown fields (status, id, createdAt)', async () => {
    const res = await send('POST', '/api/products', { ...validFields(), status: 'inactive', id: 313131, createdAt: '2000-01-01' }, pngFile());
    expect(res.json().data).toMatchObject({ status: 'active', active: true });
    expect(res.json().data.id).not.toBe(313131);
  });

  it('removes the saved file again when the database write fails', async () => {
    await whileDatabaseRefuses(t.db, 'products', 'insert', 'Refused', async () => {
      const before = uploadedFiles(t.dataDir);
      const res = await send('POST', '/api/products', { ...validFields(), name: 'Refused' }, pngFile());
      expect(res.statusCode).toBe(500);
      expect(uploadedFiles(t.dataDir)).toEqual(before);
    });
  });
});

describe('GET /api/products', () => {
  let other: { id: number };
  beforeAll(async () => {
    const shop = await makeShop(t.db, await makeLocation(t.db));
    other = await makeCategory(t.db, shop.id, { name: 'Bakery' });
    for (let i = 0; i < 12; i++) await makeProduct(t.db, i % 3 ? category.id : other.id);
  }, 60_000);

  it('pages by 10, newest first', async () => {
    const { data } = (await get('/api/products?page=1&limit=10')).json();
    const total = await t.db.$count(products);
    expect(data).toMatchObject({ total, page: 1, limit: 10, pages: Math.ceil(total / 10), nextCursor: expect.any(String) });
    const ids = data.items.map((p: { id: number }) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await get('/api/products')).json().data.limit).toBe(10);
  });

  it('keeps total exact through bulk inserts and deletes made outside the API', async () => {
    await t.db.execute(sql`insert into products (name, price, stock, category_id)
      select 'Bulk ' || g, 1.5, g, ${other.id} from generate_series(1, 250) as g`);
    expect((await get('/api/products?limit=1')).json().data.total).toBe(await t.db.$count(products));
    await t.db.execute(sql`delete from products where name like 'Bulk %' and stock > 100`);
    expect((await get('/api/products?limit=1')).json().data.total).toBe(await t.db.$count(products));
    await t.db.execute(sql`delete from products where name like 'Bulk %'`);
  });

  it('gives the same page 2 by cursor as by page number, even after a product is added', async () => {
    const first = (await get('/api/products?limit=4')).json().data;
    const byPage = (await get('/api/products?limit=4&page=2')).json().data;
    expect((await get(`/api/products?limit=4&after=${first.nextCursor}`)).json().data.items).toEqual(byPage.items);
    await makeProduct(t.db, category.id);
    expect((await get(`/api/products?limit=4&after=${first.nextCursor}`)).json().data.items).toEqual(byPage.items);
  });

  it("lists one category's products, and 404 for a missing category", async () => {
    const { data } = (await get(`/api/products/category/${other.id}?page=1&limit=10`)).json();
    expect(data.total).toBe(4);
    expect(data.items.every((p: { categoryId: number; category: { name: string } }) => p.categoryId === other.id && p.category.name === 'Bakery')).toBe(true);
    const byCursor = (await get(`/api/products/category/${other.id}?limit=2`)).json().data;
    const next = (await get(`/api/products/category/${other.id}?limit=2&after=${byCursor.nextCursor}`)).json().data;
    expect(next.items).toEqual((await get(`/api/products/category/${other.id}?limit=2&page=2`)).json().data.items);
    const missing = await get('/api/products/category/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Category not found');
  });

  it('answers one product with name, name_ar, category.id, price, stock and image; 404 for a missing one', async () => {
    const product = await makeProduct(t.db, category.id, { name: 'Laban', price: '0.350', stock: 7 });
    const { data } = (await get(`/api/products/${product.id}`)).json();
    expect(data).toMatchObject({ id: product.id, name: 'Laban', price: 0.35, stock: 7, image: null, category: { id: category.id } });
    expect((await get('/api/products/999999')).statusCode).toBe(404);
  });
});

describe('PUT and PATCH /api/products/{id}', () => {
  it('PUT updates every field and keeps the image without a file', async () => {
    const created = (await send('POST', '/api/products', validFields(), pngFile())).json().data;
    const res = await send('PUT', `/api/products/${created.id}`, { ...validFields(), name: 'Milk 2L', price: '1.100', stock: '5' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Milk 2L', price: 1.1, stock: 5, image: created.image });
  });

  it('PATCH changes only what is sent, and validates it', async () => {
    const created = (await send('POST', '/api/products', validFields(), pngFile())).json().data;
    const res = await send('PATCH', `/api/products/${created.id}`, { stock: '0' });
    expect(res.json().data).toMatchObject({ name: 'Fresh Milk 1L', stock: 0, price: 0.75 });
    const bad = await send('PATCH', `/api/products/${created.id}`, { price: '0' });
    expect(bad.json().errors).toEqual({ price: 'Enter a valid price' });
    const put = await send('PUT', `/api/products/${created.id}`, { name: 'Only a name' });
    expect(put.json().errors).toEqual({ categoryId: 'Category is required', price: 'Price is required', stock: 'Stock is required' });
  });

  it('replacing the image removes the old file, unless an order still shows it', async () => {
    const created = (await send('POST', '/api/products', validFields(), pngFile())).json().data;
    const replaced = (await send('PUT', `/api/products/${created.id}`, validFields(), pngFile('b.png'))).json().data;
    expect(uploadedFiles(t.dataDir)).not.toContain(storedName(created.image));

    await orderShowing({ id: created.id, name: created.name, image: storedName(replaced.image) });
    const again = (await send('PUT', `/api/products/${created.id}`, validFields(), pngFile('c.png'))).json().data;
    const files = uploadedFiles(t.dataDir);
    expect(files).toContain(storedName(replaced.image)); // the order's picture stays
    expect(files).toContain(storedName(again.image));
  });

  it('answers 404 for a missing product and stores nothing', async () => {
    const before = uploadedFiles(t.dataDir);
    expect((await send('PUT', '/api/products/999999', validFields(), pngFile())).statusCode).toBe(404);
    expect(uploadedFiles(t.dataDir)).toEqual(before);
  });
});

describe('PATCH /api/products/{id}/status', () => {
  it("switches between 'active' and 'inactive', with `active` following", async () => {
    const product = await makeProduct(t.db, category.id);
    const off = await setStatus(product.id, { status: 'inactive' });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ id: product.id, status: 'inactive', active: false });
    const on = await setStatus(product.id, { status: 'active', name: 'ignored' });
    expect(on.json().data).toMatchObject({ status: 'active', active: true, name: product.name });
  });

  it('answers 400 for a missing or unknown status, and 404 for a missing product', async () => {
    const product = await makeProduct(t.db, category.id);
    expect((await setStatus(product.id, {})).json().errors).toEqual({ status: 'Status is required' });
    const unknown = await setStatus(product.id, { status: 'deleted' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ status: 'Status must be active or inactive' });
    expect((await setStatus(999999, { status: 'active' })).statusCode).toBe(404);
  });
});

describe('DELETE /api/products/{id}', () => {
  it('deletes a product and removes its image', async () => {
    const created = (await send('POST', '/api/products', validFields(), pngFile())).json().data;
    expect((await del(created.id)).json()).toEqual({ success: true, data: { id: created.id } });
    expect(await t.db.$count(products, eq(products.id, created.id))).toBe(0);
    expect(uploadedFiles(t.dataDir)).not.toContain(storedName(created.image));
    expect((await del(created.id)).statusCode).toBe(404);
  });

  it("leaves orders intact: the item keeps its snapshot and picture, only losing the product's id", async () => {
    const created = (await send('POST', '/api/products', validFields(), pngFile())).json().data;
    const item = await orderShowing({ id: created.id, name: created.name, image: storedName(created.image) });
    expect((await del(created.id)).statusCode).toBe(200);
    const [after] = await t.db.select().from(orderItems).where(eq(orderItems.id, item.id));
    expect(after).toMatchObject({ productId: null, productName: 'Fresh Milk 1L', unitPrice: '0.750', quantity: 2, productImage: storedName(created.image) });
    expect(uploadedFiles(t.dataDir)).toContain(storedName(created.image));
  });
});
