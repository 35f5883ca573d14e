import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import type { DeliveryAddress } from '../contract';
import { ORDER_STATUSES } from '../db/schema';
import { injectPoster, signInStaff } from '../test/staff-sign-in';
import { setUpTestApp } from '../test/test-app';
import { DEMO_SHOPS } from './demo-catalog';
import { DEMO_CUSTOMERS } from './demo-customers';
import { DEMO_STATUS_SPREAD, PAYMENT_METHODS, seedDemoIfEmpty } from './demo';
import { DEMO_NEW_PAST_RED_AGE, demoDay } from './demo-day';
import { Prng } from './prng';
import { kuwaitDay } from '../kuwait/kuwait-days';
import { KUWAIT_GOVERNORATES } from './kuwait-locations';
import { gradientPng } from './png';
import { detectImageType } from '../images/image-type';
import { barcodeError } from '../modules/products/products-rules';

const t = setUpTestApp();
const printed: string[] = [];
const config = () =>
  loadConfig({
    DATA_DIR: t.dataDir,
    JWT_SECRET: 'test-secret-that-is-at-least-32-characters',
    ADMIN_EMAIL: 'owner@dukkan.kw',
    ADMIN_PASSWORD: 'a long demo password',
  });
const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
const uploads = () => readdirSync(path.join(t.dataDir, 'uploads'));

beforeAll(async () => {
  await seedDemoIfEmpty(t.db, config(), t.app.images, (line) => printed.push(line));
}, 120_000);

describe('seedDemoIfEmpty on an empty database', () => {
  it('prints the staff login, which signs in (an owner: setting up the second factor first, decisions/staff-access.md)', async () => {
    expect(printed[0]).toBe('Demo staff login: owner@dukkan.kw / a long demo password');
    const signedIn = await signInStaff(injectPoster(t.app), { email: 'owner@dukkan.kw', password: 'a long demo password' });
    expect(signedIn.user.role).toBe('owner');
  });

  it("writes Kuwait's six governorates with their areas and blocks in English and Arabic", async () => {
    const govs = await rows<{ name: string; name_ar: string; areas: number }>(
      sql`SELECT g.name, g.name_ar, (SELECT count(*)::int FROM areas a WHERE a.governorate_id = g.id) AS areas FROM governorates g ORDER BY g.id`,
    );
    expect(govs.map((g) => [g.name, g.name_ar])).toEqual([
      ['Capital', 'العاصمة'],
      ['Hawalli', 'حولي'],
      ['Farwaniya', 'الفروانية'],
      ['Ahmadi', 'الأحمدي'],
      ['Jahra', 'الجهراء'],
      ['Mubarak Al-Kabeer', 'مبارك الكبير'],
    ]);
    expect(govs.map((g) => g.areas)).toEqual(KUWAIT_GOVERNORATES.map((g) => g.areas.length));
    const [salmiya] = await rows<{ name_ar: string; blocks: string[] }>(
      sql`SELECT a.name_ar, array_agg(b.name_ar ORDER BY b.id) AS blocks FROM areas a JOIN blocks b ON b.area_id = a.id WHERE a.name = 'Salmiya' GROUP BY a.id`,
    );
    expect(salmiya).toEqual({ name_ar: 'السالمية', blocks: ['قطعة 1', 'قطعة 2', 'قطعة 3'] });
  });

  it('writes the shops with real images served from /uploads, in a block of their own area', async () => {
    const shops = await rows<{ name: string; phone: string; image: string; consistent: boolean }>(sql`
      SELECT s.name, s.phone, s.image,
        (a.governorate_id = s.governorate_id AND b.area_id = s.area_id) AS consistent
      FROM shops s JOIN areas a ON a.id = s.area_id JOIN blocks b ON b.id = s.block_id ORDER BY s.id`);
    expect(shops.map((s) => s.name)).toEqual(DEMO_SHOPS.map((s) => s.name));
    for (const shop of shops) {
      expect(shop.phone).toMatch(/^\+965\d{8}$/);
      expect(shop.consistent).toBe(true);
      const res = await t.app.inject({ method: 'GET', url: `/uploads/${shop.image}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(detectImageType(res.rawPayload)?.ext).toBe('png');
    }
  });

  it('writes bilingual categories and products with KWD prices in fils', async () => {
    const [counts] = await rows<{ categories: number; products: number; no_image: number; no_arabic: number }>(sql`
      SELECT (SELECT count(*)::int FROM categories) AS categories, (SELECT count(*)::int FROM products) AS products,
        (SELECT count(*)::int FROM products WHERE image IS NULL) AS no_image,
        (SELECT count(*)::int FROM products WHERE name_ar = '') AS no_arabic`);
    expect(counts).toEqual({
      categories: DEMO_SHOPS.flatMap((s) => s.categories).length,
      products: DEMO_SHOPS.flatMap((s) => s.categories.flatMap((c) => c.products)).length,
      no_image: 0,
      no_arabic: 0,
    });
    const prices = await rows<{ price: string }>(sql`SELECT price::text AS price FROM products`);
    expect(prices.every((p) => /^\d+\.\d{3}$/.test(p.price) && Number(p.price) > 0)).toBe(true);
  });

  it('sells fresh fish, meat, vegetables and cheese by weight (price per kg), and gives SKUs and valid EAN-13s unique in each shop', async () => {
    const weighed = await rows<{ name: string; price: string; weight_step: string; estimated_weight: string }>(
      sql`SELECT name, price::text AS price, weight_step::text AS weight_step, estimated_weight::text AS estimated_weight FROM products WHERE unit = 'weight' ORDER BY id`,
    );
    expect(weighed.map((product) => product.name)).toEqual(expect.arrayContaining(['Hamour', 'Tomatoes', 'Lamb Chops', 'Akkawi Cheese']));
    expect(weighed.find((product) => product.name === 'Hamour')).toEqual({ name: 'Hamour', price: '6.750', weight_step: '0.500', estimated_weight: '2.000' });
    const codes = await rows<{ shop_id: number; sku: string | null; barcode: string | null; unit: string }>(sql`SELECT shop_id, sku, barcode, unit FROM products`);
    expect(codes.every((product) => product.sku !== null)).toBe(true);
    const barcodes = codes.flatMap((product) => product.barcode ?? []);
    expect(barcodes.length).toBeGreaterThan(20);
    for (const barcode of barcodes) expect(barcodeError(barcode)).toBeNull();
    expect(barcodes.every((barcode) => barcode.length === 13)).toBe(true);
    expect(codes.some((product) => product.unit === 'weight' && product.barcode !== null)).toBe(false);
    const keys = codes.flatMap((product) => [`${product.shop_id} ${product.sku?.toLowerCase()}`, ...(product.barcode ? [`${product.shop_id} ${product.barcode}`] : [])]);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('writes customers with +965 phones', async () => {
    const customers = await rows<{ phone: string }>(sql`SELECT phone FROM users WHERE role = 'customer'`);
    expect(customers).toHaveLength(DEMO_CUSTOMERS.length);
    expect(customers.every((c) => /^\+965[569]\d{7}$/.test(c.phone))).toBe(true);
  });

  it('writes 60 orders over every status, and the stats agree with count(*)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/orders/stats', headers: t.staffAuth });
    // decisions/delivery-slots.md: no demo order is for a slot.
    const { SCHEDULED: scheduled, ...stats } = res.json().data;
    expect(scheduled).toBe(0);
    expect(stats).toEqual(DEMO_STATUS_SPREAD);
    for (const status of ORDER_STATUSES) expect(stats[status]).toBeGreaterThan(0);
    const counted = await rows<{ status: string; n: number }>(sql`SELECT status, count(*)::int AS n FROM orders GROUP BY status`);
    expect(Object.fromEntries(counted.map((r) => [r.status, r.n]))).toEqual(stats);
  });

  it("gives every order a timeline that ends in its status: placed by its customer, moved by staff, a reason on rejects and cancels", async () => {
    const orders = await rows<{ status: string; steps: { from: string | null; to: string; kind: string; reason: string | null }[] }>(
      sql`SELECT o.status, json_agg(json_build_object('from', e.from_status, 'to', e.to_status, 'kind', e.actor_kind, 'reason', e.reason) ORDER BY e.id) AS steps
          FROM orders o JOIN order_events e ON e.order_id = o.id GROUP BY o.id, o.status`,
    );
    expect(orders).toHaveLength(60);
    for (const { status, steps } of orders) {
      expect(steps[0]).toMatchObject({ from: null, to: 'NEW', kind: 'customer' });
      expect(steps[steps.length - 1].to).toBe(status);
      for (const [i, step] of steps.slice(1).entries()) expect(step).toMatchObject({ from: steps[i].to, kind: 'staff' });
      if (status === 'REJECTED' || status === 'CANCELLED') expect(steps[steps.length - 1].reason).toEqual(expect.any(String));
    }
  });

  it('gives every order 1–4 item snapshots, SQL totals, a payment method and an address', async () => {
    const orders = await rows<{
      items: number; totals_match: boolean; payment_method: string; has_parts: boolean; has_line: boolean; snapshot_ok: boolean;
    }>(sql`
      SELECT count(i.id)::int AS items,
        (o.total_quantity = sum(i.quantity) AND o.total_amount = sum(i.line_total)
         -- decisions/picking.md: a by-weight line costs its items' estimated weight at the price per kg, half-up to the fil
         AND bool_and(i.line_total = CASE WHEN i.unit = 'weight' THEN round(i.quantity * i.estimated_weight * i.unit_price, 3) ELSE i.unit_price * i.quantity END)
         AND bool_and(i.unit = 'piece' OR i.estimated_weight IS NOT NULL)) AS totals_match,
        o.payment_method,
        (o.street IS NOT NULL AND o.building IS NOT NULL AND o.block IS NOT NULL AND o.area IS NOT NULL AND o.governorate IS NOT NULL) AS has_parts,
        (o.address IS NOT NULL OR o.ordered_address IS NOT NULL) AS has_line,
        bool_and(i.product_name = p.name AND i.product_name_ar = p.name_ar AND i.unit_price = p.price AND i.product_image = p.image) AS snapshot_ok
      FROM orders o JOIN order_items i ON i.order_id = o.id JOIN products p ON p.id = i.product_id
      GROUP BY o.id ORDER BY o.id`);
    expect(orders).toHaveLength(60);
    for (const order of orders) {
      expect(order.items).toBeGreaterThanOrEqual(1);
      expect(order.items).toBeLessThanOrEqual(4);
      expect(order.totals_match).toBe(true);
      expect(order.snapshot_ok).toBe(true);
      expect(PAYMENT_METHODS).toContain(order.payment_method);
      expect(order).toMatchObject({ has_parts: true, has_line: false });
    }
    expect(new Set(orders.map((o) => o.payment_method))).toEqual(new Set(PAYMENT_METHODS));
  });

  it('writes every address one way, as the customers\' app sends it: places from the tree in both languages, some with a PACI number, directions or a pin in Kuwait', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/orders?limit=100', headers: t.staffAuth });
    const addresses = (res.json().data.items as { deliveryAddress: DeliveryAddress }[]).map((order) => order.deliveryAddress);
    expect(addresses).toHaveLength(60);
    const [tree] = await rows<{ places: string[] }>(sql`
      SELECT array_agg(g.id || '/' || a.id || '/' || b.id || ' ' || g.name_ar || '، ' || a.name_ar || '، ' || b.name_ar) AS places
      FROM blocks b JOIN areas a ON a.id = b.area_id JOIN governorates g ON g.id = a.governorate_id`);
    for (const address of addresses) {
      const { governorate, area, block } = address;
      // Each place is the tree's, named in both languages.
      expect(tree.places).toContain(`${governorate.id}/${area.id}/${block.id} ${governorate.name_ar}، ${area.name_ar}، ${block.name_ar}`);
      expect(address.text.en).toMatch(new RegExp(`^${block.name}, Street \\d+, .*${area.name}, ${governorate.name}$`));
      expect(address.text.ar).toMatch(new RegExp(`^${block.name_ar}، شارع \\d+، .*${area.name_ar}، ${governorate.name_ar}$`));
      if (address.pin) {
        expect(address.pin.latitude).toBeGreaterThanOrEqual(28.5);
        expect(address.pin.latitude).toBeLessThanOrEqual(30.2);
        expect(address.pin.longitude).toBeGreaterThanOrEqual(46.5);
        expect(address.pin.longitude).toBeLessThanOrEqual(48.5);
      }
      if (address.paci) expect(address.paci).toMatch(/^\d{8}$/);
    }
    for (const part of ['paci', 'directions', 'pin', 'apartment', 'avenue'] as const) {
      expect(addresses.some((address) => address[part] !== null)).toBe(true);
      expect(addresses.some((address) => address[part] === null)).toBe(true);
    }
  });

  it('lists a seeded order with absolute image URLs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/orders?status=DELIVERED&limit=1', headers: t.staffAuth });
    const [order] = res.json().data.items;
    expect(order.items[0].product.image).toMatch(/^http:\/\/localhost:4000\/uploads\/[0-9a-f-]{36}\.png$/);
  });
});

describe('the demo orders: a live day at the first start, not a fixed past', () => {
  const MINUTE = 60_000;

  it('places a few NEW orders minutes ago (two missed, past the red age), the rest of today and the two weeks before', async () => {
    const orders = await rows<{ id: number; status: string; created_at: string; updated_at: string }>(
      sql`SELECT id, status, created_at::text, updated_at::text FROM orders ORDER BY id`,
    );
    const now = Date.now();
    const ages = orders.map((order) => ({ ...order, age: now - Date.parse(order.created_at) }));
    const waiting = ages.filter((order) => order.status === 'NEW');
    expect(waiting.filter((order) => order.age < 15 * MINUTE)).toHaveLength(DEMO_STATUS_SPREAD.NEW - DEMO_NEW_PAST_RED_AGE);
    expect(waiting.every((order) => order.age < 40 * MINUTE)).toBe(true);
    // What the dashboard's strip and the desk's banner say on a fresh start.
    const stats = await t.app.inject({ method: 'GET', url: '/api/dashboard/stats?overdueMinutes=15', headers: t.staffAuth });
    expect(stats.json().data.newOrdersOverdue).toBe(DEMO_NEW_PAST_RED_AGE);
    // Two weeks: orders on most of the last 14 Kuwait days, none older, none in the future, every move after its placing.
    const days = new Set(ages.map((order) => kuwaitDay(new Date(order.created_at))));
    expect(days.size).toBeGreaterThanOrEqual(12);
    expect(ages.every((order) => order.age >= 0 && order.age < 14 * 24 * 60 * MINUTE)).toBe(true);
    expect(orders.every((order) => Date.parse(order.updated_at) >= Date.parse(order.created_at) && Date.parse(order.updated_at) <= now)).toBe(true);
    // Ids grow with time.
    const byTime = [...ages].sort((a, b) => a.age - b.age || b.id - a.id).map((order) => order.id);
    expect(byTime).toEqual(orders.map((order) => order.id).reverse());
  });

  it('makes revenue today (Kuwait days), and over the last 7 days against the 7 before', async () => {
    const today = kuwaitDay(new Date());
    // From yesterday: just after midnight in Kuwait, the NEW orders of the last minutes were placed the day before.
    const yesterday = kuwaitDay(new Date(Date.now() - 24 * 60 * 60_000));
    const res = await t.app.inject({ method: 'GET', url: `/api/dashboard/insights?from=${yesterday}&to=${today}`, headers: t.staffAuth });
    const { revenue, period } = res.json().data;
    expect(revenue.today.amount).toBeGreaterThan(0);
    expect(revenue.days7.amount).toBeGreaterThan(revenue.today.amount);
    expect(revenue.days7.previous).toBeGreaterThan(0);
    expect(period.byStatus.NEW).toBe(DEMO_STATUS_SPREAD.NEW);
  });

  it('keeps today’s orders in today when the first start is just after midnight in Kuwait, and the waiting ones their ages', () => {
    const now = new Date('2026-11-26T21:05:00Z'); // 00:05 on 27 November in Kuwait
    const placed = demoDay(new Prng(965), now);
    const today = placed.filter((order) => kuwaitDay(order.placedAt) === '2026-11-27');
    // Accepted and on their way today: the day's revenue is there from the first minute.
    expect(today.filter((order) => order.status === 'ACCEPTED')).toHaveLength(DEMO_STATUS_SPREAD.ACCEPTED);
    expect(today.filter((order) => order.status === 'INTRANSIT')).toHaveLength(DEMO_STATUS_SPREAD.INTRANSIT);
    // Waiting orders are as old as the desk says, the missed ones placed before midnight.
    const waiting = placed.filter((order) => order.status === 'NEW').map((order) => now.getTime() - order.placedAt.getTime());
    expect(waiting.filter((age) => age < 15 * 60_000)).toHaveLength(DEMO_STATUS_SPREAD.NEW - DEMO_NEW_PAST_RED_AGE);
    expect(waiting.filter((age) => age > 15 * 60_000 && age < 40 * 60_000)).toHaveLength(DEMO_NEW_PAST_RED_AGE);
    expect(placed.every((order) => order.placedAt <= now && order.movedAt <= now && order.movedAt >= order.placedAt)).toBe(true);
  });
});

describe('seedDemoIfEmpty on a database that has data', () => {
  it('adds nothing, writes no image and prints nothing the second time', async () => {
    const count = sql`SELECT (SELECT count(*) FROM shops) + (SELECT count(*) FROM orders) + (SELECT count(*) FROM users) + (SELECT count(*) FROM governorates) AS n`;
    const [before] = await rows<{ n: string }>(count);
    const files = uploads().length;
    const again: string[] = [];
    await seedDemoIfEmpty(t.db, config(), t.app.images, (line) => again.push(line));
    const [after] = await rows<{ n: string }>(count);
    expect(after.n).toBe(before.n);
    expect(uploads()).toHaveLength(files);
    expect(again).toEqual([]);
  });
});

describe('gradientPng', () => {
  it('makes a PNG the image store accepts', async () => {
    const png = gradientPng([0, 0, 0], [255, 255, 255], 4, 4);
    expect(detectImageType(png)).toEqual({ ext: 'png', mime: 'image/png' });
    const name = await t.app.images.save({ buffer: png, filename: 'x.png' });
    expect(name).toMatch(/\.png$/);
    await t.app.images.remove(name);
  });
});
