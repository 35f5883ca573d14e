import { eq } from 'drizzle-orm';
import { categories } from '../../db/schema';
import { setUpTestApp } from '../../test/test-app';
import { makeCategory, makeLocation, makeProduct, makeShop } from '../../test/fixtures';
import { describeStaffGuard } from '../../test/staff-guard';
import {
  formRequests,
  oversizedPng,
  pngFile,
  storedName,
  svgImage,
  textPretendingToBePng,
  uploadedFiles,
  whileDatabaseRefuses,
} from '../../test/upload-forms';

// Password hashing and database set-up are slow on a busy machine; the project-level testTimeout
// in jest.config.cjs does not reach tests run as a project.
jest.setTimeout(30_000);

const t = setUpTestApp();
let shop: { id: number; name: string; nameAr: string };
beforeAll(async () => {
  const place = await makeLocation(t.db);
  const shopImage = await t.app.images.save(pngFile('shop.png'));
  shop = await makeShop(t.db, place, { name: 'Carrefour', image: shopImage });
}, 60_000);

const { send, get } = formRequests(t);
const del = (id: number) => t.app.inject({ method: 'DELETE', url: `/api/categories/${id}`, headers: t.staffAuth });
const validFields = () => ({ name: 'Dairy', name_ar: 'ألبان', shopId: shop.id });

describeStaffGuard(() => t, [
  ['GET', '/api/categories'],
  ['GET', '/api/categories?page=1&limit=10'],
  ['GET', '/api/categories/1'],
  ['POST', '/api/categories'],
  ['PUT', '/api/categories/1'],
  ['PATCH', '/api/categories/1'],
  ['DELETE', '/api/categories/1'],
]);

describe('POST /api/categories', () => {
  it('creates a category (201) with its shop nested and absolute image URLs', async () => {
    const res = await send('POST', '/api/categories', validFields(), pngFile());
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      id: expect.any(Number),
      name: 'Dairy',
      name_ar: 'ألبان',
      image: expect.stringMatching(/^http:\/\/localhost:4000\/uploads\/[0-9a-f-]{36}\.png$/),
      imageThumbnail: expect.stringMatching(/^http:\/\/localhost:4000\/uploads\/[0-9a-f-]{36}\.thumbnail\.webp$/),
      imagePreview: expect.stringMatching(/^http:\/\/localhost:4000\/uploads\/[0-9a-f-]{36}\.preview\.webp$/),
      shopId: shop.id,
      shop: { id: shop.id, name: 'Carrefour', name_ar: shop.nameAr, image: expect.stringMatching(/\/uploads\/[0-9a-f-]{36}\.png$/), imageThumbnail: expect.stringMatching(/\.thumbnail\.webp$/), imagePreview: expect.stringMatching(/\.preview\.webp$/) },
      createdAt: expect.any(String),
    });
    expect(uploadedFiles(t.dataDir)).toContain(storedName(res.json().data.image));
  });

  it.each([
    ['no name', { shopId: 'SHOP' }, 'name', 'Category name is required'],
    ['a blank name', { name: '  ', shopId: 'SHOP' }, 'name', 'Category name is required'],
    ['no shop', { name: 'Dairy' }, 'shopId', 'Please select a shop'],
    ['a shop that is not an id', { name: 'Dairy', shopId: 'x' }, 'shopId', 'Please select a shop'],
    ['a shop that does not exist', { name: 'Dairy', shopId: 999999 }, 'shopId', 'Please select a shop'],
  ])('answers 400 and stores no file for %s', async (_label, fields, field, message) => {
    const before = uploadedFiles(t.dataDir);
    const sent = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v === 'SHOP' ? shop.id : v]));
    const res = await send('POST', '/api/categories', sent, pngFile());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
    expect(uploadedFiles(t.dataDir)).toEqual(before);
  });

  it("answers 400 'Category image is required' without a file", async () => {
    const res = await send('POST', '/api/categories', validFields());
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ image: 'Category image is required' });
  });

  it.each([
    ['a text file renamed .png', { buffer: textPretendingToBePng(), filename: 'photo.png' }, 415],
    ['an SVG', { buffer: svgImage(), filename: 'icon.svg', type: 'image/svg+xml' }, 415],
    ['a file over 5 MB', { buffer: oversizedPng(), filename: 'huge.png' }, 413],
  ])('refuses %s and stores nothing', async (_label, file, status) => {
    const before = uploadedFiles(t.dataDir);
    const count = await t.db.$count(categories);
    const res = await send('POST', '/api/categories', validFields(), file);
    expect(res.statusCode).toBe(status);
    expect(uploadedFiles(t.dataDir)).toEqual(before);
    expect(await t.db.$count(categories)).toBe(count);
  });

  it('never writes unknown fields', async () => {
    const res = await send('POST', '/api/categories', { ...validFields(), id: 424242, createdAt: '2000-01-01', image: 'x.png' }, pngFile());
    expect(res.json().data.id).not.toBe(424242);
    expect(new Date(res.json().data.createdAt).getFullYear()).toBeGreaterThan(2020);
    expect(res.json().data.image).toMatch(/[0-9a-f-]{36}\.png$/);
  });

  it('removes the saved file again when the database write fails', async () => {
    await whileDatabaseRefuses(t.db, 'categories', 'insert', 'Refused', async () => {
      const before = uploadedFiles(t.dataDir);
      const res = await send('POST', '/api/categories', { ...validFields(), name: 'Refused' }, pngFile());
      expect(res.statusCode).toBe(500);
      expect(uploadedFiles(t.dataDir)).toEqual(before);
    });
  });
});

describe('GET /api/categories', () => {
  beforeAll(async () => {
    for (let i = 0; i < 14; i++) await makeCategory(t.db, shop.id, { name: `Aisle ${String(i).padStart(2, '0')}` });
  }, 60_000);

  it('pages by 10, newest first', async () => {
    const { data } = (await get('/api/categories?page=1&limit=10')).json();
    const total = await t.db.$count(categories);
    expect(data).toMatchObject({ total, page: 1, limit: 10, pages: Math.ceil(total / 10), nextCursor: expect.any(String) });
    const ids = data.items.map((c: { id: number }) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(data.items[0].shop).toMatchObject({ id: shop.id, name: 'Carrefour' });
  });

  it('gives the same page 2 by cursor as by page number, even after a category is added', async () => {
    const first = (await get('/api/categories?limit=5')).json().data;
    const byPage = (await get('/api/categories?limit=5&page=2')).json().data;
    expect((await get(`/api/categories?limit=5&after=${first.nextCursor}`)).json().data.items).toEqual(byPage.items);
    await makeCategory(t.db, shop.id);
    expect((await get(`/api/categories?limit=5&after=${first.nextCursor}`)).json().data.items).toEqual(byPage.items);
  });

  it('answers every category, sorted by name, when no page, limit or after is sent', async () => {
    const { data } = (await get('/api/categories')).json();
    const total = await t.db.$count(categories);
    expect(data).toMatchObject({ total, page: 1, pages: 1, limit: total, nextCursor: null });
    const names = data.items.map((c: { name: string }) => c.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('answers one category, and 404 for a missing one', async () => {
    const category = await makeCategory(t.db, shop.id, { name: 'Bakery' });
    expect((await get(`/api/categories/${category.id}`)).json().data).toMatchObject({ id: category.id, name: 'Bakery', shopId: shop.id, image: null });
    const missing = await get('/api/categories/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Category not found');
  });
});

describe('PUT and PATCH /api/categories/{id}', () => {
  it('PUT updates name, Arabic name and shop, keeping the image without a file', async () => {
    const created = (await send('POST', '/api/categories', validFields(), pngFile())).json().data;
    const otherShop = await makeShop(t.db, await makeLocation(t.db), { name: 'Lulu' });
    const res = await send('PUT', `/api/categories/${created.id}`, { name: 'Milk & Eggs', name_ar: 'حليب وبيض', shopId: otherShop.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Milk & Eggs', name_ar: 'حليب وبيض', shopId: otherShop.id, shop: { name: 'Lulu' }, image: created.image });
  });

  it('replacing the image removes the old file', async () => {
    const created = (await send('POST', '/api/categories', validFields(), pngFile())).json().data;
    const updated = (await send('PUT', `/api/categories/${created.id}`, validFields(), pngFile('new.png'))).json().data;
    const files = uploadedFiles(t.dataDir);
    expect(files).toContain(storedName(updated.image));
    expect(files).not.toContain(storedName(created.image));
  });

  it("validates like the form: 'Category name is required', 'Please select a shop'", async () => {
    const created = (await send('POST', '/api/categories', validFields(), pngFile())).json().data;
    const put = await send('PUT', `/api/categories/${created.id}`, { name: '' });
    expect(put.json().errors).toEqual({ name: 'Category name is required', shopId: 'Please select a shop' });
    const missingShop = await send('PATCH', `/api/categories/${created.id}`, { shopId: 999999 });
    expect(missingShop.statusCode).toBe(400);
    expect(missingShop.json().errors).toEqual({ shopId: 'Please select a shop' });
    const patch = await send('PATCH', `/api/categories/${created.id}`, { name_ar: 'منتجات الألبان' });
    expect(patch.json().data).toMatchObject({ name: 'Dairy', name_ar: 'منتجات الألبان' });
  });

  it("PUT on a category without an image asks for one: 'Category image is required'", async () => {
    const bare = await makeCategory(t.db, shop.id);
    const res = await send('PUT', `/api/categories/${bare.id}`, validFields());
    expect(res.json().errors).toEqual({ image: 'Category image is required' });
  });

  it('answers 404 for a missing category and stores nothing', async () => {
    const before = uploadedFiles(t.dataDir);
    expect((await send('PUT', '/api/categories/999999', validFields(), pngFile())).statusCode).toBe(404);
    expect(uploadedFiles(t.dataDir)).toEqual(before);
  });
});

describe('DELETE /api/categories/{id}', () => {
  it("refuses a category with products: 'This category still has 2 products'", async () => {
    const category = await makeCategory(t.db, shop.id);
    await makeProduct(t.db, category.id);
    expect((await del(category.id)).json().message).toBe('This category still has 1 product');
    await makeProduct(t.db, category.id);
    const res = await del(category.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: 'This category still has 2 products' });
  });

  it('deletes a category and removes its image; 404 afterwards', async () => {
    const created = (await send('POST', '/api/categories', validFields(), pngFile())).json().data;
    expect((await del(created.id)).json()).toEqual({ success: true, data: { id: created.id } });
    expect(await t.db.$count(categories, eq(categories.id, created.id))).toBe(0);
    expect(uploadedFiles(t.dataDir)).not.toContain(storedName(created.image));
    expect((await del(created.id)).statusCode).toBe(404);
  });
});

describe('GET /api/categories search and shop (decisions/search.md)', () => {
  it('finds categories by an English or Arabic name fragment and by shop, paged or whole', async () => {
    const place = await makeLocation(t.db);
    const shop = await makeShop(t.db, place);
    const dairy = await makeCategory(t.db, shop.id, { name: 'Vv Dairy', nameAr: 'ألبان vv' });
    const other = await makeCategory(t.db, (await makeShop(t.db, place)).id, { name: 'Vv Bakery', nameAr: 'مخبوزات' });
    const ids = async (query: string) =>
      ((await t.app.inject({ method: 'GET', url: `/api/categories?${query}`, headers: t.staffAuth })).json().data.items as { id: number }[]).map((c) => c.id);
    expect(await ids('q=vv')).toEqual([other.id, dairy.id]);
    expect(await ids(`q=${encodeURIComponent('البان vv')}`)).toEqual([dairy.id]);
    expect(await ids(`q=vv&shopId=${shop.id}&page=1&limit=10`)).toEqual([dairy.id]);
  });
});
