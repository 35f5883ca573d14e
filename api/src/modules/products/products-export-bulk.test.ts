import { sql } from 'drizzle-orm';
import { createCatalog, createOrder, makeLocation, makeShop } from '../../test/fixtures';
import { setUpTestApp } from '../../test/test-app';

// decisions/reports-and-bulk.md: the products export (the list's filter, every page) and bulk activate, deactivate and
// delete. On PGlite and on PostgreSQL.
jest.setTimeout(120_000);

const t = setUpTestApp();

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: t.staffAuth });
const bulk = (body: object) => t.app.inject({ method: 'POST', url: '/api/products/bulk', headers: t.staffAuth, payload: body });
const lines = (body: string) => body.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);

describe('GET /api/products/export', () => {
  it('exports every product the filter matches, as the list sorts them, prices to the fils', async () => {
    const catalog = await createCatalog(t.db, 'export');
    const [milk, labneh, eggs] = catalog.products;
    await t.db.execute(sql`UPDATE products SET stock = 2 WHERE id IN (${milk.id}, ${eggs.id})`);
    const answer = await get('/api/products/export?stockAtMost=5&sort=price-desc');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = lines(answer.body);
    expect(answer.body.startsWith('\uFEFF')).toBe(true);
    // The columns the import reads (product-import/): the file imports back unchanged.
    expect(header).toBe('id,name,name_ar,categoryId,category,shop,price,stock,status,unit,weightStep,estimatedWeight,sku,barcode');
    // Sold by the piece, without codes: the weight, SKU and barcode cells are empty.
    expect(rows.map((row) => row.split(','))).toEqual([
      [String(eggs.id), 'Eggs (30 pcs)', 'بيض (30 حبة)', String(catalog.categoryId), 'Dairy', 'Test Shop export', '1.650', '2', 'active', 'piece', '', '', '', ''],
      [String(milk.id), 'Fresh Milk (1 L)', 'حليب طازج (1 لتر)', String(catalog.categoryId), 'Dairy', 'Test Shop export', '0.450', '2', 'active', 'piece', '', '', '', ''],
    ]);
    expect(rows.join()).not.toContain(String(labneh.name));
    const listed = (await get('/api/products?stockAtMost=5&sort=price-desc&limit=10')).json().data.items.map((p: { id: number }) => p.id);
    expect(rows.map((row) => Number(row.split(',')[0]))).toEqual(listed);
  });

  it('refuses an unknown sort with 400 naming it', async () => {
    const answer = await get('/api/products/export?sort=cheapest');
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().errors)).toEqual(['sort']);
  });
});

describe('POST /api/products/bulk', () => {
  it('deactivates and activates many, listing a missing one with its 404', async () => {
    const catalog = await createCatalog(t.db, 'bulk-status');
    const ids = catalog.products.map((p) => p.id);
    const off = await bulk({ action: 'deactivate', ids: [...ids, 999_999] });
    expect(off.json().data).toEqual({ succeeded: ids, failed: [{ id: 999_999, status: 404, message: 'Product not found' }] });
    for (const id of ids) expect((await get(`/api/products/${id}`)).json().data.status).toBe('inactive');
    expect((await bulk({ action: 'activate', ids })).json().data.failed).toEqual([]);
    for (const id of ids) expect((await get(`/api/products/${id}`)).json().data.active).toBe(true);
  });

  it('deletes many as the single delete does; an order placed earlier keeps its line', async () => {
    const catalog = await createCatalog(t.db, 'bulk-delete');
    const order = await createOrder(t.db, catalog, 'NEW', [1]);
    const ids = catalog.products.map((p) => p.id);
    const answer = await bulk({ action: 'delete', ids });
    expect(answer.json().data).toEqual({ succeeded: ids, failed: [] });
    for (const id of ids) expect((await get(`/api/products/${id}`)).statusCode).toBe(404);
    expect((await get(`/api/orders/${order}`)).json().data.items[0].productName).toBe('Fresh Milk (1 L)');
  });

  it('changes every product a list filter matches, not only the loaded ones', async () => {
    const catalog = await createCatalog(t.db, 'bulk-matching');
    await t.db.execute(sql`UPDATE products SET name = 'Zzmatch ' || name WHERE id IN (${catalog.products[0].id}, ${catalog.products[2].id})`);
    const answer = await bulk({ action: 'deactivate', matching: { q: 'zzmatch' } });
    expect(answer.json().data.succeeded.sort()).toEqual([catalog.products[0].id, catalog.products[2].id].sort());
    expect((await get(`/api/products/${catalog.products[1].id}`)).json().data.status).toBe('active');
    const both = await bulk({ action: 'delete', ids: [1], matching: { q: 'zzmatch' } });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors).toEqual({ ids: 'Send either ids or matching' });
    expect((await bulk({ action: 'delete', matching: { sort: 'cheapest' } })).json().errors).toHaveProperty('sort');
  });

  it('refuses an unknown action or a body that is not ids', async () => {
    expect((await bulk({ action: 'archive', ids: [1] })).statusCode).toBe(400);
    expect((await bulk({ action: 'delete', ids: ['1; DROP TABLE products'] })).statusCode).toBe(400);
  });
});

describe('GET /api/shop/export, /api/categories/export, /api/user/export', () => {
  it('export the filtered rows newest first with their own columns', async () => {
    const location = await makeLocation(t.db, { governorate: 'Capital X' });
    const shop = await makeShop(t.db, location, { name: 'Zzexport Grocer', nameAr: 'بقالة', isOpen: false });
    const shops = lines((await get('/api/shop/export?q=zzexport')).body);
    expect(shops[0]).toBe('Shop ID,Name,Name (Arabic),Phone,Governorate,Area,Block,Opens,Closes,Open,Free delivery,Added (Kuwait)');
    expect(shops.slice(1).map((row) => row.split(',').slice(0, 3))).toEqual([[String(shop.id), 'Zzexport Grocer', 'بقالة']]);
    expect(shops[1].split(',')[9]).toBe('no');

    const categories = lines((await get(`/api/categories/export?shopId=${shop.id}`)).body);
    expect(categories).toEqual(['Category ID,Name,Name (Arabic),Shop,Shop (Arabic),Added (Kuwait)']);

    const users = lines((await get('/api/user/export?role=owner')).body);
    expect(users[0]).toBe('User ID,Name,Email,Phone,Role,Shops,Added (Kuwait)');
    expect(users.length).toBeGreaterThan(1);
    expect(users.slice(1).every((row) => row.split(',')[4] === 'owner')).toBe(true);
    expect(users.join('\n')).not.toMatch(/\$2[aby]\$|scrypt|argon/i);
  });
});

describe('every export: its file name and its phone numbers', () => {
  it('names the file by its list and the day in Kuwait, a name the panel on another origin may read', async () => {
    // 22:30 UTC on the 26th is already the 27th in Kuwait.
    t.setClock(new Date('2026-11-26T22:30:00Z'));
    try {
      const names: Record<string, string> = {};
      for (const path of ['orders/export', 'products/export', 'shop/export', 'categories/export', 'user/export', 'audit/export']) {
        const answer = await t.app.inject({ method: 'GET', url: `/api/${path}`, headers: { ...t.staffAuth, origin: 'http://localhost:4100' } });
        expect(answer.statusCode).toBe(200);
        names[path] = String(answer.headers['content-disposition']);
        expect(String(answer.headers['access-control-expose-headers']).toLowerCase()).toContain('content-disposition');
      }
      expect(names).toEqual({
        'orders/export': 'attachment; filename="orders-2026-11-27.csv"',
        'products/export': 'attachment; filename="products-2026-11-27.csv"',
        'shop/export': 'attachment; filename="shops-2026-11-27.csv"',
        'categories/export': 'attachment; filename="categories-2026-11-27.csv"',
        'user/export': 'attachment; filename="users-2026-11-27.csv"',
        'audit/export': 'attachment; filename="activity-2026-11-27.csv"',
      });
    } finally {
      t.setClock(null);
    }
  });

  it('writes a phone number as Excel shows it (="+965…", no apostrophe) and still neutralises a formula', async () => {
    const location = await makeLocation(t.db, { governorate: 'Capital P' });
    const shop = await makeShop(t.db, location, { name: 'Zzphone Grocer', phone: '+96522223344' });
    await t.db.execute(sql`UPDATE shops SET name_ar = ${'=HYPERLINK("http://x.example")'} WHERE id = ${shop.id}`);
    const [, record] = lines((await get('/api/shop/export?q=zzphone')).body);
    expect(record).toContain(',"=""+96522223344""",');
    expect(record).toContain(`,"'=HYPERLINK(""http://x.example"")",`);
    const user = await t.createUser('operations');
    await t.db.execute(sql`UPDATE users SET phone = '+96555012345' WHERE id = ${user.id}`);
    const users = lines((await get('/api/user/export?role=operations')).body);
    expect(users.find((row) => row.startsWith(`${user.id},`))).toContain(',"=""+96555012345""",');
  });
});
