import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { makeCategory, makeLocation, makeProduct, makeShop, type LocationFixture } from '../../test/fixtures';
import { buildSecondApp, type SecondApp } from '../../test/second-app';
import { setUpTestApp } from '../../test/test-app';

// decisions/customer-catalogue.md: the customers' catalogue, public and read-only: the shops delivering to a block
// (migration 0027's shop_delivery_terms), a shop's categories and products on sale, the panel's Arabic search,
// paging, and the ETag/304 cache. On PGlite and on PostgreSQL.
jest.setTimeout(120_000);

const t = setUpTestApp();
// A Wednesday, 10:00 in Kuwait: the shops' 08:00–22:00 are open.
const NOW = new Date('2026-11-25T10:00:00+03:00');

let here: LocationFixture;
let elsewhere: LocationFixture;
const shop: Record<string, number> = {};
const product: Record<string, number> = {};
const category: Record<string, number> = {};

/** A zone of a shop (the coverage module writes these; the catalogue only reads them). */
const zone = (shopId: number, place: { areaId?: number; blockId?: number }, fee: string, minimum: string, eta: number) =>
  t.db.execute(sql`INSERT INTO shop_coverage (shop_id, area_id, block_id, delivery_fee, min_basket, eta_minutes)
                   VALUES (${shopId}, ${place.areaId ?? null}, ${place.blockId ?? null}, ${fee}, ${minimum}, ${eta})`);

beforeAll(async () => {
  t.setClock(NOW);
  here = await makeLocation(t.db);
  elsewhere = await makeLocation(t.db);
  // Every shop has zones (a shop with none serves every block: migration 0027), but the one test about it.
  shop.hope = (await makeShop(t.db, here, { name: 'Hope Grocery', nameAr: 'بقالة الأمل' })).id;
  await zone(shop.hope, { blockId: here.block.id }, '0.250', '3.000', 40);
  shop.ahmad = (await makeShop(t.db, elsewhere, { name: 'Ahmad Market', nameAr: 'سوق أحمد', phone: '+96551234567' })).id;
  await zone(shop.ahmad, { areaId: here.area.id }, '0.500', '5.000', 60);
  shop.far = (await makeShop(t.db, elsewhere, { name: 'Far Bakery', nameAr: 'مخبز بعيد' })).id;
  await zone(shop.far, { areaId: elsewhere.area.id }, '0.100', '1.000', 20);
  shop.switchedOff = (await makeShop(t.db, here, { name: 'Closed Corner', nameAr: 'ركن مغلق', isOpen: false })).id;
  await zone(shop.switchedOff, { blockId: here.block.id }, '0.100', '1.000', 20);
  shop.night = (await makeShop(t.db, here, { name: 'Night Owl', nameAr: 'بومة الليل', openTime: '20:00', closeTime: '02:00' })).id;
  await zone(shop.night, { areaId: here.area.id }, '0.000', '0.000', 25);

  category.dairy = (await makeCategory(t.db, shop.hope, { name: 'Dairy', nameAr: 'ألبان' })).id;
  category.bakery = (await makeCategory(t.db, shop.hope, { name: 'Bakery', nameAr: 'مخبوزات' })).id;
  category.empty = (await makeCategory(t.db, shop.hope, { name: 'Empty', nameAr: 'فارغة' })).id;
  category.retired = (await makeCategory(t.db, shop.hope, { name: 'Retired', nameAr: 'متوقفة' })).id;
  category.ahmads = (await makeCategory(t.db, shop.ahmad, { name: 'Ahmad dairy', nameAr: 'ألبان أحمد' })).id;
  const rows: [string, number, Parameters<typeof makeProduct>[2]][] = [
    ['milk', category.dairy, { name: 'Fresh Milk', nameAr: 'حَلِيب طازج', price: '0.450', stock: 12, sku: 'MLK-1', barcode: '5449000000996' }],
    ['labneh', category.dairy, { name: 'Labneh', nameAr: 'لبنة', price: '0.875', stock: 0 }],
    ['yoghurt', category.dairy, { name: 'Yoghurt', nameAr: 'لبن زبادي', price: '0.300', stock: 4, soldOutUntil: new Date('2026-11-26T08:00:00+03:00') }],
    ['cheese', category.dairy, { name: 'Cheese', nameAr: 'جبنة', price: '1.200', stock: 5, soldOutUntil: new Date('2026-11-24T08:00:00+03:00') }],
    ['hidden', category.dairy, { name: 'Old Milk', nameAr: 'حليب قديم', price: '0.400', stock: 9, status: 'inactive' }],
    ['bread', category.bakery, { name: 'Arabic Bread', nameAr: 'خبز عربي', price: '0.150', stock: 30 }],
    ['hospital', category.bakery, { name: 'Hospital Buns', nameAr: 'كعك المستشفى', price: '0.250', stock: 30 }],
    ['istanbul', category.bakery, { name: 'Simit', nameAr: 'سميت إسطنبول', price: '0.350', stock: 30 }],
    ['lamb', category.bakery, { name: 'Lamb Pie', nameAr: 'فطيرة لحم', price: '4.500', stock: 30, unit: 'weight', weightStep: '0.250', estimatedWeight: '1.100' }],
    ['retired', category.retired, { name: 'Retired Cake', nameAr: 'كعكة', price: '2.000', stock: 3, status: 'inactive' }],
    ['ahmads', category.ahmads, { name: 'Ahmad Milk', nameAr: 'حليب أحمد', price: '0.500', stock: 3 }],
  ];
  for (const [key, categoryId, fields] of rows) product[key] = (await makeProduct(t.db, categoryId, fields)).id;
}, 60_000);

/** The catalogue's list of each block is the shops open to orders that shop_delivery_terms serves there. */
async function expectSameAsTerms() {
  const blocks = await queryRows<{ id: number }>(t.db, sql`SELECT id FROM blocks ORDER BY id`);
  for (const { id } of blocks) {
    const served = await queryRows<{ id: number }>(
      t.db,
      sql`SELECT s.id FROM shops s CROSS JOIN LATERAL shop_delivery_terms(s.id, ${id}) t WHERE s.is_open ORDER BY s.id DESC`,
    );
    expect(await ids(`shops?blockId=${id}&limit=50`)).toEqual(served.map((row) => row.id));
  }
}

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url: `/api/catalog/${url}`, headers });
const data = async (url: string, headers: Headers = {}) => {
  const answer = await get(url, headers);
  expect(answer.statusCode).toBe(200);
  return answer.json().data;
};
const ids = async (url: string, headers: Headers = {}) => ((await data(url, headers)).items as { id: number }[]).map((row) => row.id);
const q = (text: string) => encodeURIComponent(text);

describe('GET /api/catalog/shops?blockId=', () => {
  it('lists the shops open to orders that deliver to the block, newest first, each with its terms and availability', async () => {
    const page = await data(`shops?blockId=${here.block.id}`);
    expect(page.items.map((item: { id: number }) => item.id)).toEqual([shop.night, shop.ahmad, shop.hope]);
    expect(page).toMatchObject({ total: 3, totalCapped: false, page: 1, pages: 1, limit: 10, nextCursor: null });
    const [night, ahmad, hope] = page.items;
    expect(hope).toEqual({
      id: shop.hope,
      name: 'Hope Grocery',
      name_ar: 'بقالة الأمل',
      phone: '+96550000000',
      image: null,
      imageThumbnail: null,
      imagePreview: null,
      governorate: { id: here.governorate.id, name: here.governorate.name, name_ar: here.governorate.nameAr },
      area: { id: here.area.id, name: here.area.name, name_ar: here.area.nameAr },
      block: { id: here.block.id, name: here.block.name, name_ar: here.block.nameAr },
      hours: [],
      openTime: '08:00',
      closeTime: '22:00',
      availability: { state: 'open', cause: 'hours', until: '2026-11-25T19:00:00.000Z', opensAt: null, reasonCode: null, reason: null, reasonAr: null, busyMinutes: null },
      substitutePolicy: 'cap',
      delivery: { deliveryFee: 0.25, minBasket: 3, etaMinutes: 40 },
    });
    // The area's zone serves each of its blocks.
    expect(ahmad.delivery).toEqual({ deliveryFee: 0.5, minBasket: 5, etaMinutes: 60 });
    // Closed now: when it opens next.
    expect(night.availability).toMatchObject({ state: 'closed', cause: 'hours', opensAt: '2026-11-25T17:00:00.000Z' });
    expect(night.delivery).toEqual({ deliveryFee: 0, minBasket: 0, etaMinutes: 25 });
  });

  it('leaves out a shop that does not deliver there, and one switched closed', async () => {
    const listed = await ids(`shops?blockId=${elsewhere.block.id}`);
    expect(listed).toEqual([shop.far]);
    expect(await ids(`shops?blockId=${here.block.id}`)).not.toContain(shop.switchedOff);
  });

  it('lists exactly the shops shop_delivery_terms says deliver to each block (migration 0027)', async () => {
    await expectSameAsTerms();
  });

  it('keeps to it as zones come and go: a shop whose last zone goes delivers everywhere again (migration 0028)', async () => {
    const deli = await makeShop(t.db, here, { name: 'Moving Deli', nameAr: 'ديلي متنقل' });
    const listed = async () => [(await ids(`shops?blockId=${here.block.id}`)).includes(deli.id), (await ids(`shops?blockId=${elsewhere.block.id}`)).includes(deli.id)];
    expect(await listed()).toEqual([true, true]);
    await zone(deli.id, { blockId: here.block.id }, '0.250', '1.000', 30);
    await zone(deli.id, { areaId: here.area.id }, '0.250', '1.000', 30);
    expect(await listed()).toEqual([true, false]);
    await t.db.execute(sql`DELETE FROM shop_coverage WHERE shop_id = ${deli.id} AND block_id IS NOT NULL`);
    expect(await listed()).toEqual([true, false]);
    await expectSameAsTerms();
    await t.db.execute(sql`DELETE FROM shop_coverage WHERE shop_id = ${deli.id}`);
    expect(await listed()).toEqual([true, true]);
    await expectSameAsTerms();
    await t.db.execute(sql`DELETE FROM shops WHERE id = ${deli.id}`);
    expect(await listed()).toEqual([false, false]);
  });

  it('searches English and Arabic names as the panel does (alef forms, case)', async () => {
    expect(await ids(`shops?blockId=${here.block.id}&q=${q('GROCERY')}`)).toEqual([shop.hope]);
    expect(await ids(`shops?blockId=${here.block.id}&q=${q('احمد')}`)).toEqual([shop.ahmad]);
    expect(await ids(`shops?blockId=${here.block.id}&q=${q('الامل')}`)).toEqual([shop.hope]);
    // Only among the shops serving the block.
    expect(await ids(`shops?blockId=${here.block.id}&q=${q('bakery')}`)).toEqual([]);
  });

  it('pages by number and by cursor, at most 50 a page', async () => {
    const first = await data(`shops?blockId=${here.block.id}&limit=2`);
    expect(first.items.map((item: { id: number }) => item.id)).toEqual([shop.night, shop.ahmad]);
    expect(first).toMatchObject({ total: 3, pages: 2, limit: 2 });
    expect(await ids(`shops?blockId=${here.block.id}&limit=2&page=2`)).toEqual([shop.hope]);
    expect(await ids(`shops?blockId=${here.block.id}&limit=2&after=${first.nextCursor}`)).toEqual([shop.hope]);
    expect((await data(`shops?blockId=${here.block.id}&limit=500`)).limit).toBe(50);
  });

  it('needs a block (400) that exists (404)', async () => {
    const missing = await get('shops');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('blockId');
    expect((await get('shops?blockId=abc')).statusCode).toBe(400);
    const unknown = await get('shops?blockId=999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Block not found');
    expect((await get(`shops?blockId=${here.block.id}&after=nonsense`)).statusCode).toBe(400);
  });

  it('lists a shop with no zones in every block, on the platform default terms (here none: free, no ETA)', async () => {
    const everywhere = await makeShop(t.db, here, { name: 'Zoneless Deli', nameAr: 'ديلي' });
    try {
      const page = await data(`shops?blockId=${elsewhere.block.id}`);
      expect(page.items.map((item: { id: number }) => item.id)).toEqual([everywhere.id, shop.far]);
      expect(page.items[0].delivery).toEqual({ deliveryFee: 0, minBasket: 0, etaMinutes: null });
    } finally {
      await t.db.execute(sql`DELETE FROM shops WHERE id = ${everywhere.id}`);
    }
  });
});

describe('GET /api/catalog/shops/:id', () => {
  it('answers one shop with its terms for the block asked about, or null where it does not deliver', async () => {
    const served = await data(`shops/${shop.hope}?blockId=${here.block.id}`);
    expect(served.delivery).toEqual({ deliveryFee: 0.25, minBasket: 3, etaMinutes: 40 });
    expect((await data(`shops/${shop.hope}?blockId=${elsewhere.block.id}`)).delivery).toBeNull();
    expect((await data(`shops/${shop.hope}`)).delivery).toBeNull();
  });

  it('shows a shop switched closed as closed, and keeps staff-only fields out', async () => {
    const closed = await data(`shops/${shop.switchedOff}`);
    expect(closed.availability).toMatchObject({ state: 'closed', cause: 'manual' });
    for (const field of ['isOpen', 'freeDelivery', 'pausedAt', 'pausedUntil', 'busyUntil', 'createdAt', 'governorateId', 'coverage']) {
      expect(closed).not.toHaveProperty(field);
    }
  });

  it('is a 404 for an unknown shop or block', async () => {
    expect((await get('shops/999999')).statusCode).toBe(404);
    expect((await get(`shops/${shop.hope}?blockId=999999`)).json().message).toBe('Block not found');
  });
});

describe('GET /api/catalog/shops/:id/categories', () => {
  it('lists the categories with products on sale, by name, with how many (sold out counted, inactive not)', async () => {
    expect(await data(`shops/${shop.hope}/categories`)).toEqual([
      { id: category.bakery, name: 'Bakery', name_ar: 'مخبوزات', image: null, imageThumbnail: null, imagePreview: null, productCount: 4 },
      { id: category.dairy, name: 'Dairy', name_ar: 'ألبان', image: null, imageThumbnail: null, imagePreview: null, productCount: 4 },
    ]);
    expect((await get('shops/999999/categories')).statusCode).toBe(404);
  });
});

describe('GET /api/catalog/shops/:id/products', () => {
  it('lists the products on sale by name, inactive ones hidden, with prices, units and what is sold out', async () => {
    const page = await data(`shops/${shop.hope}/products`);
    const names = page.items.map((item: { name: string }) => item.name);
    expect(names).toEqual(['Arabic Bread', 'Cheese', 'Fresh Milk', 'Hospital Buns', 'Labneh', 'Lamb Pie', 'Simit', 'Yoghurt']);
    expect(page.total).toBe(8);
    const byName = Object.fromEntries(page.items.map((item: { name: string }) => [item.name, item]));
    expect(byName['Fresh Milk']).toEqual({
      id: product.milk,
      name: 'Fresh Milk',
      name_ar: 'حَلِيب طازج',
      image: null,
      imageThumbnail: null,
      imagePreview: null,
      categoryId: category.dairy,
      price: 0.45,
      unit: 'piece',
      weightStep: null,
      estimatedWeight: null,
      available: true,
      soldOutUntil: null,
    });
    // Out of stock: sold out with no time to come back; sold out for today: back at the shop's next opening.
    expect(byName.Labneh).toMatchObject({ available: false, soldOutUntil: null });
    expect(byName.Yoghurt).toMatchObject({ available: false, soldOutUntil: '2026-11-26T05:00:00.000Z' });
    // Sold out yesterday: back on sale by itself.
    expect(byName.Cheese).toMatchObject({ available: true, soldOutUntil: null });
    expect(byName['Lamb Pie']).toMatchObject({ unit: 'weight', price: 4.5, weightStep: 0.25, estimatedWeight: 1.1 });
    // Staff's own fields never reach a customer.
    for (const field of ['stock', 'sku', 'barcode', 'status', 'active', 'createdAt', 'category']) expect(byName['Fresh Milk']).not.toHaveProperty(field);
  });

  it('sorts by the Arabic name for an Arabic reader, and says the answer varies by language', async () => {
    const answer = await get(`shops/${shop.hope}/products?categoryId=${category.bakery}`, { 'accept-language': 'ar' });
    expect(answer.json().data.items.map((item: { name_ar: string }) => item.name_ar)).toEqual(['خبز عربي', 'سميت إسطنبول', 'فطيرة لحم', 'كعك المستشفى']);
    expect(answer.headers.vary).toMatch(/Accept-Language/i);
  });

  it('filters by one of its categories (404 for another shop’s)', async () => {
    expect(await ids(`shops/${shop.hope}/products?categoryId=${category.bakery}`)).toEqual([product.bread, product.hospital, product.lamb, product.istanbul]);
    expect((await get(`shops/${shop.hope}/products?categoryId=${category.ahmads}`)).statusCode).toBe(404);
    expect((await get('shops/999999/products')).statusCode).toBe(404);
  });

  it('searches in both languages with the panel’s folding: diacritics, ة/ه, ى/ي, alef forms; never by SKU or barcode', async () => {
    const search = (text: string) => ids(`shops/${shop.hope}/products?q=${q(text)}`);
    expect(await search('حليب')).toEqual([product.milk]);
    expect(await search('لبنه')).toEqual([product.labneh]);
    expect(await search('المستشفي')).toEqual([product.hospital]);
    expect(await search('اسطنبول')).toEqual([product.istanbul]);
    expect(await search('fresh MILK')).toEqual([product.milk]);
    expect(await search('MLK-1')).toEqual([]);
    expect(await search('5449000000996')).toEqual([]);
    // The inactive 'حليب قديم' and another shop's 'حليب أحمد' are not found.
    expect(await search('حليب ')).toEqual([product.milk]);
  });

  it('pages in a stable order, by number and by cursor', async () => {
    const all = await ids(`shops/${shop.hope}/products`);
    const pages = [];
    for (let page = 1; page <= 3; page++) pages.push(...(await ids(`shops/${shop.hope}/products?limit=3&page=${page}`)));
    expect(pages).toEqual(all);
    const byCursor: number[] = [];
    let after: string | null = null;
    do {
      const page: { items: { id: number }[]; nextCursor: string | null } = await data(`shops/${shop.hope}/products?limit=3${after ? `&after=${after}` : ''}`);
      byCursor.push(...page.items.map((item) => item.id));
      after = page.nextCursor;
    } while (after);
    expect(byCursor).toEqual(all);
  });
});

describe('caching: ETag, Cache-Control, If-None-Match', () => {
  const url = () => `shops/${shop.hope}/products?categoryId=${category.dairy}`;

  it('tags every answer and lets it be cached for 30 s; the same tag again is a 304 without a body', async () => {
    const first = await get(url());
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=30');
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^"[^"]+"$/);
    expect((await get(url())).headers.etag).toBe(tag);
    const again = await get(url(), { 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(tag);
    expect(again.headers['cache-control']).toBe('public, max-age=30');
    for (const path of [`shops?blockId=${here.block.id}`, `shops/${shop.hope}`, `shops/${shop.hope}/categories`]) {
      const answer = await get(path);
      expect((await get(path, { 'if-none-match': answer.headers.etag as string })).statusCode).toBe(304);
    }
  });

  it('changes the tag when what the answer shows changes', async () => {
    const before = await get(url());
    await t.db.execute(sql`UPDATE products SET price = 0.475 WHERE id = ${product.milk}`);
    try {
      const after = await get(url(), { 'if-none-match': before.headers.etag as string });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(after.json().data.items.find((item: { id: number }) => item.id === product.milk).price).toBe(0.475);
    } finally {
      await t.db.execute(sql`UPDATE products SET price = 0.450 WHERE id = ${product.milk}`);
    }
  });

  it('keeps refusals out of caches', async () => {
    const refused = await get('shops?blockId=999999');
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

describe('answers kept a moment by the replica that worked them out (CATALOG_CACHE_MS)', () => {
  // A second app on the same database, keeping answers as production does; the tests' own app keeps none.
  let kept: SecondApp;
  beforeAll(async () => {
    kept = await buildSecondApp(t, { CATALOG_CACHE_MS: '60000' });
  });
  afterAll(() => kept.close());

  const url = () => `/api/catalog/shops/${shop.hope}/products?limit=50`;
  const read = (headers: Headers = {}) => kept.app.inject({ method: 'GET', url: url(), headers });
  const milkPrice = (answer: { json(): { data: { items: { id: number; price: number }[] } } }) =>
    answer.json().data.items.find((item) => item.id === product.milk)?.price;
  const setMilkPrice = (price: string) => t.db.execute(sql`UPDATE products SET price = ${price} WHERE id = ${product.milk}`);
  afterEach(() => setMilkPrice('0.450'));
  /** What the database says now, worked out afresh and kept. */
  const keepNow = () => read({ 'cache-control': 'no-cache' });

  it('answers again with the bytes it kept, tag and caching headers included, until asked with no-cache', async () => {
    const first = await keepNow();
    await setMilkPrice('0.475');
    const again = await read();
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('public, max-age=30');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect((await read({ 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);
    const fresh = await read({ 'cache-control': 'no-cache' });
    expect(milkPrice(fresh)).toBe(0.475);
    expect((await read()).body).toBe(fresh.body);
  });

  it('keeps one answer per reader language', async () => {
    const english = await read({ 'accept-language': 'en' });
    const arabic = await read({ 'accept-language': 'ar' });
    expect(arabic.body).not.toBe(english.body);
    expect((await read({ 'accept-language': 'ar' })).body).toBe(arabic.body);
    expect((await read({ 'accept-language': 'en' })).body).toBe(english.body);
  });

  it('forgets what it kept when a write through it succeeds, not when one is refused', async () => {
    await keepNow();
    await setMilkPrice('0.475');
    const refused = await kept.app.inject({ method: 'PATCH', url: `/api/products/${product.milk}`, headers: t.staffAuth, payload: { price: '-1' } });
    expect(refused.statusCode).toBe(400);
    expect(milkPrice(await read())).toBe(0.45);
    const saved = await kept.app.inject({ method: 'PATCH', url: `/api/products/${product.milk}`, headers: t.staffAuth, payload: { price: '0.480' } });
    expect(saved.statusCode).toBe(200);
    expect(milkPrice(await read())).toBe(0.48);
  });

  it('works an answer out afresh once its time is up', async () => {
    const brief = await buildSecondApp(t, { CATALOG_CACHE_MS: '50' });
    try {
      const readBriefly = () => brief.app.inject({ method: 'GET', url: url() });
      await readBriefly();
      await setMilkPrice('0.475');
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(milkPrice(await readBriefly())).toBe(0.475);
    } finally {
      await brief.close();
    }
  });
});

describe('who may read it', () => {
  it('answers the same to anyone: anonymous, a customer, staff', async () => {
    const customer = await t.createUser('customer');
    const url = `shops?blockId=${here.block.id}`;
    const anonymous = await get(url);
    const asCustomer = await get(url, { authorization: customer.authorization });
    const asStaff = await get(url, t.staffAuth);
    for (const answer of [anonymous, asCustomer, asStaff]) expect(answer.statusCode).toBe(200);
    expect(asCustomer.body).toBe(anonymous.body);
    expect(asStaff.body).toBe(anonymous.body);
    expect(asCustomer.headers.etag).toBe(anonymous.headers.etag);
  });

  it('is read-only', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      expect((await t.app.inject({ method, url: `/api/catalog/shops/${shop.hope}`, headers: t.staffAuth })).statusCode).toBe(404);
    }
  });
});
