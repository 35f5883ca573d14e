import { eq } from 'drizzle-orm';
import { shops } from '../../db/schema';
import { setUpTestApp } from '../../test/test-app';
import { makeCategory, makeLocation, makeShop, type LocationFixture } from '../../test/fixtures';
import { describeStaffGuard } from '../../test/staff-guard';
import {
  formRequests,
  oversizedPng,
  pixelBombPng,
  pngFile,
  pngWithHtml,
  set,
  storedName,
  svgImage,
  textPretendingToBePng,
  truncatedPng,
  uploadedFiles,
  whileDatabaseRefuses,
  without,
} from '../../test/upload-forms';

// Password hashing and database set-up are slow on a busy machine; the project-level testTimeout
// in jest.config.cjs does not reach tests run as a project.
jest.setTimeout(30_000);

const t = setUpTestApp();
let place: LocationFixture;
beforeAll(async () => {
  place = await makeLocation(t.db, { governorate: 'Hawalli', area: 'Salmiya', block: 'Block 10' });
}, 60_000);

const validFields = () => ({
  name: 'Sultan Center',
  name_ar: 'مركز سلطان',
  phone: '+96522345678',
  freeDelivery: 'true',
  isOpen: 'false',
  governorateId: place.governorate.id,
  areaId: place.area.id,
  blockId: place.block.id,
  openTime: '07:30',
  closeTime: '23:00',
});

const { send, get } = formRequests(t);

describeStaffGuard(() => t, [
  ['GET', '/api/shop'],
  ['GET', '/api/shop?page=1&limit=10'],
  ['GET', '/api/shop/1'],
  ['POST', '/api/shop'],
  ['PUT', '/api/shop/1'],
  ['PATCH', '/api/shop/1'],
  ['DELETE', '/api/shop/1'],
]);

describe('POST /api/shop', () => {
  it('creates a shop from the multipart form (201) with nested location names and an absolute image URL', async () => {
    const res = await send('POST', '/api/shop', validFields(), pngFile());
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toEqual({
      id: expect.any(Number),
      name: 'Sultan Center',
      name_ar: 'مركز سلطان',
      phone: '+96522345678',
      freeDelivery: true,
      isOpen: false,
      governorateId: place.governorate.id,
      areaId: place.area.id,
      blockId: place.block.id,
      openTime: '07:30',
      // decisions/live-desk.md: a new shop takes orders.
      pausedAt: null,
      pausedReason: null,
      pausedReasonAr: null,
      pausedUntil: null,
      // decisions/picking.md: a pricier substitute is billed at most the original line unless the shop says 'ask'.
      substitutePolicy: 'cap',
      // decisions/delivery-coverage.md: no zones yet.
      coverage: { zones: 0, maxFee: null, aboveCap: false },
      busyUntil: null,
      busyMinutes: null,
      busyReason: null,
      busyReasonAr: null,
      hours: [],
      availability: expect.objectContaining({ state: expect.any(String) }),
      closeTime: '23:00',
      image: expect.stringMatching(/^http:\/\/localhost:4000\/uploads\/[0-9a-f-]{36}\.png$/),
      imageThumbnail: expect.stringMatching(/^http:\/\/localhost:4000\/uploads\/[0-9a-f-]{36}\.thumbnail\.webp$/),
      imagePreview: expect.stringMatching(/^http:\/\/localhost:4000\/uploads\/[0-9a-f-]{36}\.preview\.webp$/),
      governorate: { id: place.governorate.id, name: 'Hawalli', name_ar: place.governorate.nameAr },
      area: { id: place.area.id, name: 'Salmiya', name_ar: place.area.nameAr },
      block: { id: place.block.id, name: 'Block 10', name_ar: place.block.nameAr },
      createdAt: expect.any(String),
    });
    expect(uploadedFiles(t.dataDir)).toContain(storedName(data.image));
    const served = await t.app.inject({ method: 'GET', url: `/uploads/${storedName(data.image)}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['50001234', '+96550001234'],
    ['+965 5000 1234', '+96550001234'],
    ['0096550001234', '+96550001234'],
    ['96550001234', '+96550001234'],
    ['5000-1234', '+96550001234'],
  ])('stores phone %s as %s', async (phone, stored) => {
    const res = await send('POST', '/api/shop', { ...validFields(), phone }, pngFile());
    expect(res.statusCode).toBe(201);
    expect(res.json().data.phone).toBe(stored);
  });

  it('defaults: free delivery off, open, no close time, Arabic name empty', async () => {
    const { freeDelivery: _f, isOpen: _o, closeTime: _c, name_ar: _n, ...required } = validFields();
    const res = await send('POST', '/api/shop', required, pngFile());
    expect(res.json().data).toMatchObject({ freeDelivery: false, isOpen: true, closeTime: null, name_ar: '' });
  });

  it.each([
    ['no name', without('name'), 'name', 'Shop name is required'],
    ['a blank name', set('name', '   '), 'name', 'Shop name is required'],
    ['no phone', without('phone'), 'phone', 'Phone number is required'],
    ['a 7-digit phone', set('phone', '5000123'), 'phone', 'Phone number must be exactly 8 digits'],
    ['a 9-digit phone', set('phone', '500012345'), 'phone', 'Phone number must be exactly 8 digits'],
    ['letters in the phone', set('phone', 'five0001234'), 'phone', 'Phone number must be exactly 8 digits'],
    ['no governorate', without('governorateId'), 'governorateId', 'Governorate is required'],
    ['a governorate that is not an id', set('governorateId', 'abc'), 'governorateId', 'Governorate is required'],
    ['no area', without('areaId'), 'areaId', 'Area is required'],
    ['no block', without('blockId'), 'blockId', 'Block is required'],
    ['no open time', without('openTime'), 'openTime', 'Open time is required'],
    ['open time 7:30', set('openTime', '7:30'), 'openTime', 'Open time must be HH:MM'],
    ['open time 24:00', set('openTime', '24:00'), 'openTime', 'Open time must be HH:MM'],
    ['close time 23:60', set('closeTime', '23:60'), 'closeTime', 'Close time must be HH:MM'],
    ['free delivery "maybe"', set('freeDelivery', 'maybe'), 'freeDelivery', 'Free delivery must be true or false'],
    ['isOpen "yes"', set('isOpen', 'yes'), 'isOpen', 'Open must be true or false'],
  ])('answers 400 and stores no file for %s', async (_label, change, field, message) => {
    const before = uploadedFiles(t.dataDir);
    const res = await send('POST', '/api/shop', change(validFields()), pngFile());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message, errors: { [field]: message } });
    expect(uploadedFiles(t.dataDir)).toEqual(before);
  });

  it("answers 400 'Shop image is required' without a file", async () => {
    const res = await send('POST', '/api/shop', validFields());
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ image: 'Shop image is required' });
  });

  it('refuses an area outside the governorate and a block outside the area (400 field errors)', async () => {
    const elsewhere = await makeLocation(t.db);
    const before = uploadedFiles(t.dataDir);
    const area = await send('POST', '/api/shop', { ...validFields(), areaId: elsewhere.area.id }, pngFile());
    expect(area.statusCode).toBe(400);
    expect(area.json().errors).toMatchObject({ areaId: 'The selected area is not in the selected governorate' });
    const block = await send('POST', '/api/shop', { ...validFields(), blockId: elsewhere.block.id }, pngFile());
    expect(block.json().errors).toEqual({ blockId: 'The selected block is not in the selected area' });
    const missing = await send('POST', '/api/shop', { ...validFields(), governorateId: 999999, areaId: 999999, blockId: 999999 }, pngFile());
    expect(missing.json().errors).toEqual({
      governorateId: 'The selected governorate does not exist',
      areaId: 'The selected area does not exist',
      blockId: 'The selected block does not exist',
    });
    expect(uploadedFiles(t.dataDir)).toEqual(before);
  });

  it.each([
    ['a text file renamed .png', { buffer: textPretendingToBePng(), filename: 'photo.png', type: 'image/png' }, 415],
    ['an SVG', { buffer: svgImage(), filename: 'logo.svg', type: 'image/svg+xml' }, 415],
    ['a file over 5 MB', { buffer: oversizedPng(), filename: 'huge.png', type: 'image/png' }, 413],
    ['a truncated PNG', { buffer: truncatedPng(), filename: 'cut.png', type: 'image/png' }, 415],
    ['a 30000 × 30000 pixel bomb', { buffer: pixelBombPng(), filename: 'bomb.png', type: 'image/png' }, 413],
  ])('refuses %s and stores nothing', async (_label, file, status) => {
    const before = uploadedFiles(t.dataDir);
    const count = await t.db.$count(shops);
    const res = await send('POST', '/api/shop', validFields(), file);
    expect(res.statusCode).toBe(status);
    expect(res.json().success).toBe(false);
    expect(uploadedFiles(t.dataDir)).toEqual(before);
    expect(await t.db.$count(shops)).toBe(count);
  });

  it('stores a re-encoded picture: what followed the image data (an HTML page) is gone', async () => {
    const res = await send('POST', '/api/shop', validFields(), { buffer: pngWithHtml(), filename: 'front.png' });
    expect(res.statusCode).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: `/uploads/${storedName(res.json().data.image)}` });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.toString('latin1')).not.toContain('<script>');
  });

  it('never writes unknown fields (id, createdAt, image path)', async () => {
    const res = await send('POST', '/api/shop', { ...validFields(), id: 555555, createdAt: '2000-01-01', image: '../../etc/passwd' }, pngFile());
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data.id).not.toBe(555555);
    expect(new Date(data.createdAt).getFullYear()).toBeGreaterThan(2020);
    expect(data.image).toMatch(/\/uploads\/[0-9a-f-]{36}\.png$/);
  });

  it('removes the saved file again when the database write fails', async () => {
    await whileDatabaseRefuses(t.db, 'shops', 'insert or update', 'Refused by the database', async () => {
      const before = uploadedFiles(t.dataDir);
      const created = await send('POST', '/api/shop', { ...validFields(), name: 'Refused by the database' }, pngFile());
      expect(created.statusCode).toBe(500);
      expect(created.json()).toMatchObject({ success: false, code: 'INTERNAL_ERROR' });
      expect(created.body).not.toMatch(/refused|trigger|insert/i);
      expect(uploadedFiles(t.dataDir)).toEqual(before);

      const shop = (await send('POST', '/api/shop', validFields(), pngFile())).json().data;
      const withFile = uploadedFiles(t.dataDir);
      const updated = await send('PUT', `/api/shop/${shop.id}`, { ...validFields(), name: 'Refused by the database' }, pngFile());
      expect(updated.statusCode).toBe(500);
      expect(uploadedFiles(t.dataDir)).toEqual(withFile); // the new file is gone, the old one kept
      expect((await get(`/api/shop/${shop.id}`)).json().data.image).toBe(shop.image);
    });
  });
});

describe('GET /api/shop', () => {
  let fileShops: number[];
  beforeAll(async () => {
    const elsewhere = await makeLocation(t.db);
    fileShops = [];
    for (let i = 0; i < 23; i++) fileShops.push((await makeShop(t.db, elsewhere, { name: `Paged shop ${String(i).padStart(2, '0')}` })).id);
  }, 60_000);

  it('pages by 10, newest first, with nextCursor', async () => {
    const res = await get('/api/shop?page=1&limit=10');
    const { data } = res.json();
    const total = await t.db.$count(shops);
    expect(data).toMatchObject({ total, page: 1, limit: 10, pages: Math.ceil(total / 10) });
    expect(data.items).toHaveLength(10);
    expect(data.items[0].id).toBe(Math.max(...fileShops));
    const ids = data.items.map((s: { id: number }) => s.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(data.items[0]).toMatchObject({ governorate: expect.any(Object), area: expect.any(Object), block: expect.any(Object), image: null });
    const defaults = (await get('/api/shop?page=1')).json().data;
    expect(defaults.limit).toBe(10);
  });

  it('gives the same page 2 by cursor as by page number, and a shop added meanwhile neither repeats nor skips one', async () => {
    const first = (await get('/api/shop?limit=10')).json().data;
    const byPage = (await get('/api/shop?page=2&limit=10')).json().data;
    const byCursor = (await get(`/api/shop?limit=10&after=${first.nextCursor}`)).json().data;
    expect(byCursor.items).toEqual(byPage.items);
    await makeShop(t.db, place);
    const again = (await get(`/api/shop?limit=10&after=${first.nextCursor}`)).json().data;
    expect(again.items).toEqual(byPage.items);
  });

  it('answers every shop, sorted by name, when no page, limit or after is sent', async () => {
    const res = await get('/api/shop');
    const { data } = res.json();
    const total = await t.db.$count(shops);
    expect(data).toMatchObject({ total, page: 1, pages: 1, limit: total, nextCursor: null });
    expect(data.items).toHaveLength(total);
    const names = data.items.map((s: { name: string }) => s.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('answers one shop by id, and 404 for a missing one', async () => {
    const shop = await makeShop(t.db, place, { name: 'Lulu' });
    const res = await get(`/api/shop/${shop.id}`);
    expect(res.json().data).toMatchObject({ id: shop.id, name: 'Lulu', block: { id: place.block.id, name: 'Block 10' } });
    const missing = await get('/api/shop/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: 'Shop not found' });
  });
});

describe('PUT and PATCH /api/shop/{id}', () => {
  it('PUT updates every field and keeps the image when no file is sent', async () => {
    const shop = (await send('POST', '/api/shop', validFields(), pngFile())).json().data;
    const other = await makeLocation(t.db);
    const res = await send('PUT', `/api/shop/${shop.id}`, {
      ...validFields(),
      name: 'Sultan Center Salmiya',
      phone: '99887766',
      freeDelivery: 'false',
      isOpen: 'true',
      governorateId: other.governorate.id,
      areaId: other.area.id,
      blockId: other.block.id,
      closeTime: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Sultan Center Salmiya',
      phone: '+96599887766',
      freeDelivery: false,
      isOpen: true,
      governorateId: other.governorate.id,
      area: { id: other.area.id },
      closeTime: null,
      image: shop.image,
    });
    expect(uploadedFiles(t.dataDir)).toContain(storedName(shop.image));
  });

  it('replacing the image stores the new file and removes the old one', async () => {
    const shop = (await send('POST', '/api/shop', validFields(), pngFile())).json().data;
    const res = await send('PUT', `/api/shop/${shop.id}`, validFields(), pngFile('new.png'));
    const updated = res.json().data;
    expect(updated.image).not.toBe(shop.image);
    const files = uploadedFiles(t.dataDir);
    expect(files).toContain(storedName(updated.image));
    expect(files).not.toContain(storedName(shop.image));
  });

  it('accepts a JSON body for an update without a new image', async () => {
    const shop = (await send('POST', '/api/shop', validFields(), pngFile())).json().data;
    const res = await t.app.inject({ method: 'PATCH', url: `/api/shop/${shop.id}`, headers: t.staffAuth, payload: { isOpen: true, id: 1 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: shop.id, isOpen: true, name: 'Sultan Center' });
  });

  it('PUT needs the required fields again; PATCH checks only what is sent', async () => {
    const shop = (await send('POST', '/api/shop', validFields(), pngFile())).json().data;
    const put = await send('PUT', `/api/shop/${shop.id}`, { name: 'Only a name' });
    expect(put.statusCode).toBe(400);
    expect(put.json().errors).toEqual({
      phone: 'Phone number is required',
      governorateId: 'Governorate is required',
      areaId: 'Area is required',
      blockId: 'Block is required',
      openTime: 'Open time is required',
    });
    const patch = await send('PATCH', `/api/shop/${shop.id}`, { name: 'Only a name' });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().data).toMatchObject({ name: 'Only a name', phone: '+96522345678' });
    const badPatch = await send('PATCH', `/api/shop/${shop.id}`, { phone: '123' });
    expect(badPatch.json().errors).toEqual({ phone: 'Phone number must be exactly 8 digits' });
  });

  it("stores the substitute policy (decisions/picking.md): 'ask' on create, 'cap' by PATCH, anything else a 400", async () => {
    const shop = (await send('POST', '/api/shop', { ...validFields(), substitutePolicy: 'ask' }, pngFile())).json().data;
    expect(shop.substitutePolicy).toBe('ask');
    const patch = await send('PATCH', `/api/shop/${shop.id}`, { substitutePolicy: 'cap' });
    expect(patch.json().data.substitutePolicy).toBe('cap');
    const bad = await send('PATCH', `/api/shop/${shop.id}`, { substitutePolicy: 'never' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ substitutePolicy: "Substitute policy must be 'cap' or 'ask'" });
  });

  it('checks a changed area against the stored governorate', async () => {
    const shop = (await send('POST', '/api/shop', validFields(), pngFile())).json().data;
    const elsewhere = await makeLocation(t.db);
    const res = await send('PATCH', `/api/shop/${shop.id}`, { areaId: elsewhere.area.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ areaId: 'The selected area is not in the selected governorate' });
  });

  it("PUT on a shop without an image asks for one: 'Shop image is required'", async () => {
    const shop = await makeShop(t.db, place);
    const res = await send('PUT', `/api/shop/${shop.id}`, validFields());
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ image: 'Shop image is required' });
  });

  it('refuses a fake image on update and keeps the old one', async () => {
    const shop = (await send('POST', '/api/shop', validFields(), pngFile())).json().data;
    const before = uploadedFiles(t.dataDir);
    const res = await send('PUT', `/api/shop/${shop.id}`, validFields(), { buffer: svgImage(), filename: 'x.png' });
    expect(res.statusCode).toBe(415);
    expect(uploadedFiles(t.dataDir)).toEqual(before);
  });

  it('answers 404 for a missing shop and stores nothing', async () => {
    const before = uploadedFiles(t.dataDir);
    const res = await send('PUT', '/api/shop/999999', validFields(), pngFile());
    expect(res.statusCode).toBe(404);
    expect(uploadedFiles(t.dataDir)).toEqual(before);
  });
});

describe('DELETE /api/shop/{id}', () => {
  it("refuses a shop with categories: 'This shop still has 2 categories'", async () => {
    const shop = await makeShop(t.db, place);
    await makeCategory(t.db, shop.id);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/shop/${shop.id}`, headers: t.staffAuth })).json().message).toBe(
      'This shop still has 1 category',
    );
    await makeCategory(t.db, shop.id);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/shop/${shop.id}`, headers: t.staffAuth });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: 'This shop still has 2 categories' });
  });

  it('deletes a shop and removes its image', async () => {
    const shop = (await send('POST', '/api/shop', validFields(), pngFile())).json().data;
    const res = await t.app.inject({ method: 'DELETE', url: `/api/shop/${shop.id}`, headers: t.staffAuth });
    expect(res.json()).toEqual({ success: true, data: { id: shop.id } });
    expect(await t.db.$count(shops, eq(shops.id, shop.id))).toBe(0);
    expect(uploadedFiles(t.dataDir)).not.toContain(storedName(shop.image));
    expect((await t.app.inject({ method: 'DELETE', url: `/api/shop/${shop.id}`, headers: t.staffAuth })).statusCode).toBe(404);
  });

  it('keeps an image another row still shows', async () => {
    const shop = (await send('POST', '/api/shop', validFields(), pngFile())).json().data;
    const twin = await makeShop(t.db, place, { image: storedName(shop.image) });
    await t.app.inject({ method: 'DELETE', url: `/api/shop/${shop.id}`, headers: t.staffAuth });
    expect(uploadedFiles(t.dataDir)).toContain(storedName(shop.image));
    expect(twin.image).toBe(storedName(shop.image));
  });
});

describe('GET /api/shop search and filters (decisions/search.md)', () => {
  it('finds shops by an English or Arabic name fragment, by governorate and area and by the open flag, paged or whole', async () => {
    const place = await makeLocation(t.db, { governorate: 'Ahmadi Ww' });
    const other = await makeLocation(t.db);
    const bakery = await makeShop(t.db, place, { name: 'Ww Bakery', nameAr: 'مخبز الأمل ww' });
    const grocer = await makeShop(t.db, other, { name: 'Ww Grocer', nameAr: 'بقالة', isOpen: false });
    const names = async (query: string) => {
      const answer = await t.app.inject({ method: 'GET', url: `/api/shop?${query}`, headers: t.staffAuth });
      expect(answer.statusCode).toBe(200);
      return (answer.json().data.items as { id: number }[]).map((shop) => shop.id);
    };
    expect(await names('q=ww')).toEqual([bakery.id, grocer.id]);
    expect(await names(`q=${encodeURIComponent('الامل')}`)).toEqual([bakery.id]);
    expect(await names(`q=ww&governorateId=${place.governorate.id}`)).toEqual([bakery.id]);
    expect(await names(`q=ww&areaId=${other.area.id}&isOpen=false`)).toEqual([grocer.id]);
    expect(await names('q=ww&page=1&limit=1')).toEqual([grocer.id]);
    expect((await t.app.inject({ method: 'GET', url: '/api/shop?q=ww&page=1&limit=1', headers: t.staffAuth })).json().data.total).toBe(2);
  });
});

describe('GET /api/shop?notTakingOrders=true (decisions/reports-and-bulk.md)', () => {
  it("lists the shops the dashboard counts as not taking orders: open by their hours, but switched closed or paused; the export follows", async () => {
    t.setClock(new Date('2026-11-26T12:00:00+03:00'));
    try {
      const place = await makeLocation(t.db);
      const closed = await makeShop(t.db, place, { name: 'Qzx Closed', isOpen: false });
      const paused = await makeShop(t.db, place, { name: 'Qzx Paused', pausedAt: new Date('2026-11-26T11:00:00+03:00') });
      // Closed by its hours now, or taking orders: not listed.
      await makeShop(t.db, place, { name: 'Qzx Evening', isOpen: false, openTime: '18:00', closeTime: '22:00' });
      await makeShop(t.db, place, { name: 'Qzx Open' });
      const ids = async (query: string) => {
        const answer = await t.app.inject({ method: 'GET', url: `/api/shop?${query}`, headers: t.staffAuth });
        expect(answer.statusCode).toBe(200);
        return (answer.json().data.items as { id: number }[]).map((shop) => shop.id);
      };
      // The whole list is by name; a page is newest first.
      expect(await ids('q=qzx&notTakingOrders=true')).toEqual([closed.id, paused.id]);
      expect(await ids('q=qzx&notTakingOrders=true&page=1&limit=10')).toEqual([paused.id, closed.id]);
      expect(await ids('q=qzx&notTakingOrders=false')).toHaveLength(4);
      // The same shops the needs-attention strip counts, with the other filters still applying.
      const stats = (await t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: t.staffAuth })).json().data;
      const all = await t.app.inject({ method: 'GET', url: '/api/shop?notTakingOrders=true&page=1&limit=100', headers: t.staffAuth });
      expect(all.json().data.total).toBe(stats.shopsNotTakingOrders);
      expect(await ids('q=qzx&notTakingOrders=true&isOpen=true')).toEqual([paused.id]);
      const csv = await t.app.inject({ method: 'GET', url: '/api/shop/export?q=qzx&notTakingOrders=true', headers: t.staffAuth });
      expect(csv.statusCode).toBe(200);
      expect(csv.body.split('\r\n').filter((line) => line.includes('Qzx ')).map((line) => /Qzx \w+/.exec(line)?.[0])).toEqual(['Qzx Paused', 'Qzx Closed']);
      // Resumed: it takes orders again, and leaves the list.
      await t.app.inject({ method: 'POST', url: `/api/shop/${paused.id}/resume`, headers: t.staffAuth });
      expect(await ids('q=qzx&notTakingOrders=true')).toEqual([closed.id]);
    } finally {
      t.setClock(null);
    }
  });
});
