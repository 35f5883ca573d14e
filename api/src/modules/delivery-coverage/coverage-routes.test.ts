import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { areas, blocks } from '../../db/schema';
import { makeLocation, makeShop } from '../../test/fixtures';
import { describeStaffGuard } from '../../test/staff-guard';
import { setUpTestApp } from '../../test/test-app';

// decisions/delivery-coverage.md: a shop's zones and the platform's defaults through the API (validated, whole
// governorates expanded, scoped, audited), the one SQL answer ordering and the catalogue read (shop_delivery_terms), and
// the fee cap's warning. On PGlite and on PostgreSQL.
jest.setTimeout(120_000);

const t = setUpTestApp();

const call = (method: 'GET' | 'PUT', url: string, payload?: object, auth = t.staffAuth) =>
  t.app.inject({ method, url: `/api${url}`, headers: auth, ...(payload ? { payload } : {}) });
const terms = { deliveryFee: 0.25, minBasket: 3, etaMinutes: 45 };

/** A governorate with two areas of two blocks each, and a shop in its first block. */
async function place() {
  const location = await makeLocation(t.db);
  const [second] = await t.db.insert(areas).values({ governorateId: location.governorate.id, name: `${location.area.name} East`, nameAr: 'شرق' }).returning();
  const [block2] = await t.db.insert(blocks).values({ areaId: location.area.id, name: 'Block 2', nameAr: 'قطعة 2' }).returning();
  const [block3] = await t.db.insert(blocks).values({ areaId: second.id, name: 'Block 3', nameAr: 'قطعة 3' }).returning();
  const shop = await makeShop(t.db, location);
  return { ...location, area2: second, block2, block3, shop };
}

/** shop_delivery_terms as the database answers it (null: no delivery there). */
async function termsOf(shopId: number, blockId: number) {
  const [row] = await queryRows<{ delivery_fee: string; min_basket: string; eta_minutes: number | null }>(
    t.db,
    sql`SELECT delivery_fee::text, min_basket::text, eta_minutes FROM shop_delivery_terms(${shopId}, ${blockId})`,
  );
  return row ? { fee: Number(row.delivery_fee), minimum: Number(row.min_basket), eta: row.eta_minutes } : null;
}

describeStaffGuard(() => t, [
  ['GET', '/api/shop/1/coverage'],
  ['PUT', '/api/shop/1/coverage', { zones: [] }],
  ['GET', '/api/delivery/defaults'],
  ['PUT', '/api/delivery/defaults', { defaults: [] }],
]);

describe('the terms for a shop and a block (shop_delivery_terms)', () => {
  it('serves a shop with no zones as before (legacy: free, no minimum, no ETA), then on its governorate’s defaults', async () => {
    const p = await place();
    expect(await termsOf(p.shop.id, p.block3.id)).toEqual({ fee: 0, minimum: 0, eta: null });

    const saved = await call('PUT', '/delivery/defaults', { defaults: [{ governorateId: p.governorate.id, deliveryFee: 0.5, minBasket: 2.5, etaMinutes: 60 }] });
    expect(saved.statusCode).toBe(200);
    expect(await termsOf(p.shop.id, p.block3.id)).toEqual({ fee: 0.5, minimum: 2.5, eta: 60 });
    // Another governorate's block: its own defaults (none): legacy.
    const elsewhere = await makeLocation(t.db);
    expect(await termsOf(p.shop.id, elsewhere.block.id)).toEqual({ fee: 0, minimum: 0, eta: null });
  });

  it('takes the block’s row over its area’s; a shop with zones does not deliver outside them (no row, no default)', async () => {
    const p = await place();
    await call('PUT', '/delivery/defaults', { defaults: [{ governorateId: p.governorate.id, deliveryFee: 0.9, minBasket: 9, etaMinutes: 90 }] });
    const res = await call('PUT', `/shop/${p.shop.id}/coverage`, {
      zones: [
        { areaId: p.area.id, ...terms },
        { blockId: p.block2.id, deliveryFee: 0.4, minBasket: 5, etaMinutes: 30 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(await termsOf(p.shop.id, p.block.id)).toEqual({ fee: 0.25, minimum: 3, eta: 45 });
    expect(await termsOf(p.shop.id, p.block2.id)).toEqual({ fee: 0.4, minimum: 5, eta: 30 });
    expect(await termsOf(p.shop.id, p.block3.id)).toBeNull();
    expect(await termsOf(p.shop.id + 100_000, p.block.id)).toBeNull();
  });

  it('charges nothing for a free-delivery shop, whatever its zone says (its minimum stays)', async () => {
    const p = await place();
    await t.db.execute(sql`UPDATE shops SET free_delivery = true WHERE id = ${p.shop.id}`);
    await call('PUT', `/shop/${p.shop.id}/coverage`, { zones: [{ areaId: p.area.id, ...terms, deliveryFee: 0.75 }] });
    expect(await termsOf(p.shop.id, p.block.id)).toEqual({ fee: 0, minimum: 3, eta: 45 });
    expect((await call('GET', `/shop/${p.shop.id}/coverage`)).json().data.aboveCap).toBe(false);
  });
});

describe('GET/PUT /api/shop/:id/coverage', () => {
  it('answers the zones by area, with their places, and replaces the whole set in one go', async () => {
    const p = await place();
    const first = await call('PUT', `/shop/${p.shop.id}/coverage`, {
      zones: [
        { blockId: p.block2.id, deliveryFee: 0.1, minBasket: 0, etaMinutes: 20 },
        { areaId: p.area.id, ...terms },
      ],
    });
    expect(first.statusCode).toBe(200);
    const { zones, aboveCap, deliveryFeeCap } = first.json().data;
    expect({ aboveCap, deliveryFeeCap }).toEqual({ aboveCap: false, deliveryFeeCap: 0.5 });
    expect(zones).toEqual([
      {
        id: expect.any(Number),
        area: { id: p.area.id, name: p.area.name, name_ar: p.area.nameAr, governorateId: p.governorate.id },
        block: null,
        deliveryFee: 0.25,
        minBasket: 3,
        etaMinutes: 45,
      },
      {
        id: expect.any(Number),
        area: { id: p.area.id, name: p.area.name, name_ar: p.area.nameAr, governorateId: p.governorate.id },
        block: { id: p.block2.id, name: 'Block 2', name_ar: 'قطعة 2' },
        deliveryFee: 0.1,
        minBasket: 0,
        etaMinutes: 20,
      },
    ]);
    expect((await call('GET', `/shop/${p.shop.id}/coverage`)).json().data.zones).toEqual(zones);

    // The block's zone goes, the area's changes in place (same id).
    const second = await call('PUT', `/shop/${p.shop.id}/coverage`, { zones: [{ areaId: p.area.id, ...terms, etaMinutes: 50 }] });
    expect(second.json().data.zones).toEqual([{ ...zones[0], etaMinutes: 50 }]);
    expect((await call('PUT', `/shop/${p.shop.id}/coverage`, { zones: [] })).json().data.zones).toEqual([]);
    expect(await termsOf(p.shop.id, p.block3.id)).toEqual({ fee: 0, minimum: 0, eta: null });
  });

  it('expands a whole governorate into one zone per area, beside single blocks', async () => {
    const p = await place();
    const res = await call('PUT', `/shop/${p.shop.id}/coverage`, {
      zones: [{ blockId: p.block3.id, deliveryFee: 0.15, minBasket: 1, etaMinutes: 25 }],
      governorateIds: [{ governorateId: p.governorate.id, deliveryFee: 0.3, minBasket: 4, etaMinutes: 40 }],
    });
    expect(res.statusCode).toBe(200);
    const zones = res.json().data.zones as { area: { id: number }; block: { id: number } | null; deliveryFee: number }[];
    expect(zones.map((zone) => [zone.area.id, zone.block?.id ?? null, zone.deliveryFee])).toEqual([
      [p.area.id, null, 0.3],
      [p.area2.id, null, 0.3],
      [p.area2.id, p.block3.id, 0.15],
    ]);
    expect(await termsOf(p.shop.id, p.block2.id)).toEqual({ fee: 0.3, minimum: 4, eta: 40 });
    expect(await termsOf(p.shop.id, p.block3.id)).toEqual({ fee: 0.15, minimum: 1, eta: 25 });
  });

  it('refuses a wrong body with an error on each field, and changes nothing', async () => {
    const p = await place();
    await call('PUT', `/shop/${p.shop.id}/coverage`, { zones: [{ areaId: p.area.id, ...terms }] });
    const before = (await call('GET', `/shop/${p.shop.id}/coverage`)).json().data;

    const bad = await call('PUT', `/shop/${p.shop.id}/coverage`, {
      zones: [
        { areaId: p.area.id, blockId: p.block.id, ...terms },
        { ...terms },
        { areaId: p.area2.id, ...terms, deliveryFee: -0.1 },
        { areaId: p.area2.id, ...terms, minBasket: 1.2345 },
        { blockId: p.block.id, ...terms, etaMinutes: 4 },
        { blockId: p.block.id, ...terms, deliveryFee: 5000 },
      ],
      governorateIds: [{ governorateId: p.governorate.id, ...terms, etaMinutes: 601 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      'zones.0.areaId': 'A zone is an area or a block, not both',
      'zones.1.areaId': 'Choose the area or the block this zone covers',
      'zones.2.deliveryFee': 'Enter an amount of 0 or more',
      'zones.3.minBasket': 'An amount in KWD has at most 3 decimals',
      'zones.3.areaId': 'This area is already a zone',
      'zones.4.etaMinutes': 'Enter a whole number of minutes from 5 to 600',
      'zones.5.deliveryFee': 'Enter an amount of at most KWD 1000.000',
      'zones.5.blockId': 'This block is already a zone',
      'governorateIds.0.etaMinutes': 'Enter a whole number of minutes from 5 to 600',
    });

    const unknown = await call('PUT', `/shop/${p.shop.id}/coverage`, {
      zones: [
        { areaId: 999_999, ...terms },
        { blockId: 999_999, ...terms },
      ],
      governorateIds: [{ governorateId: 999_999, ...terms }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({
      'zones.0.areaId': 'Area not found',
      'zones.1.blockId': 'Block not found',
      'governorateIds.0.governorateId': 'Governorate not found',
    });

    // An area named on its own and through its governorate: twice.
    const twice = await call('PUT', `/shop/${p.shop.id}/coverage`, {
      zones: [{ areaId: p.area2.id, ...terms }],
      governorateIds: [{ governorateId: p.governorate.id, ...terms }],
    });
    expect(twice.json().errors).toEqual({ 'zones.0.areaId': 'This area is already a zone through its governorate' });
    expect((await call('PUT', '/shop/999999/coverage', { zones: [] })).statusCode).toBe(404);
    expect((await call('GET', '/shop/999999/coverage')).statusCode).toBe(404);

    expect((await call('GET', `/shop/${p.shop.id}/coverage`)).json().data).toEqual(before);
  });

  it('audits each zone written, changed and removed, in the request', async () => {
    const p = await place();
    await call('PUT', `/shop/${p.shop.id}/coverage`, { zones: [{ areaId: p.area.id, ...terms }, { blockId: p.block3.id, ...terms }] });
    await call('PUT', `/shop/${p.shop.id}/coverage`, { zones: [{ areaId: p.area.id, ...terms, deliveryFee: 0.3 }] });
    // An update keeps only the fields it changed: its zone is found by id.
    const rows = await queryRows<{ action: string; actor_id: number; after: Record<string, unknown> | null }>(
      t.db,
      sql`SELECT action, actor_id, after FROM audit_log
          WHERE entity = 'shop_coverage' AND (coalesce(after->>'shop_id', before->>'shop_id')::int = ${p.shop.id}
                                              OR entity_id IN (SELECT id FROM shop_coverage WHERE shop_id = ${p.shop.id}))
          ORDER BY id`,
    );
    expect(rows.map((row) => row.action)).toEqual(['create', 'create', 'delete', 'update']);
    expect(rows[3].after).toEqual({ delivery_fee: 0.3 });
    expect(rows.every((row) => row.actor_id === t.staffId)).toBe(true);
  });

  it('lets the catalogue’s writers change zones: shop staff only their own shops’ (another’s is 404), operations only read', async () => {
    const own = await place();
    const other = await place();
    const clerk = await t.createUser('shop_staff', { shopIds: [own.shop.id] });
    const auth = { authorization: clerk.authorization };
    expect((await call('PUT', `/shop/${own.shop.id}/coverage`, { zones: [{ areaId: own.area.id, ...terms }] }, auth)).statusCode).toBe(200);
    expect((await call('GET', `/shop/${own.shop.id}/coverage`, undefined, auth)).statusCode).toBe(200);
    const refused = await call('PUT', `/shop/${other.shop.id}/coverage`, { zones: [{ areaId: other.area.id, ...terms }] }, auth);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Shop not found');
    expect((await call('GET', `/shop/${other.shop.id}/coverage`, undefined, auth)).statusCode).toBe(404);
    expect((await call('GET', `/shop/${other.shop.id}/coverage`)).json().data.zones).toEqual([]);

    const operations = await t.createUser('operations');
    const opsAuth = { authorization: operations.authorization };
    expect((await call('GET', `/shop/${own.shop.id}/coverage`, undefined, opsAuth)).statusCode).toBe(200);
    expect((await call('PUT', `/shop/${own.shop.id}/coverage`, { zones: [] }, opsAuth)).statusCode).toBe(403);
  });
});

describe('the fee cap (settings) and the shops list’s warning', () => {
  it('flags a shop charging more than the cap, and follows the cap an owner sets', async () => {
    const p = await place();
    const shopCoverage = async () => (await call('GET', `/shop/${p.shop.id}`)).json().data.coverage;
    expect(await shopCoverage()).toEqual({ zones: 0, maxFee: null, aboveCap: false });

    const saved = await call('PUT', `/shop/${p.shop.id}/coverage`, {
      zones: [
        { areaId: p.area.id, ...terms, deliveryFee: 0.75 },
        { blockId: p.block3.id, ...terms },
      ],
    });
    expect(saved.json().data.aboveCap).toBe(true);
    expect(await shopCoverage()).toEqual({ zones: 2, maxFee: 0.75, aboveCap: true });
    const list = (await call('GET', '/shop')).json().data.items as { id: number; coverage: unknown }[];
    expect(list.find((shop) => shop.id === p.shop.id)?.coverage).toEqual({ zones: 2, maxFee: 0.75, aboveCap: true });

    const settings = (await call('GET', '/settings')).json().data;
    expect(settings.deliveryFeeCap).toBe(0.5);
    const { updatedAt: _at, updatedBy: _by, ...values } = settings;
    expect((await call('PUT', '/settings', { ...values, deliveryFeeCap: 1.2345 })).json().errors).toEqual({ deliveryFeeCap: 'An amount in KWD has at most 3 decimals' });
    const raised = await call('PUT', '/settings', { ...values, deliveryFeeCap: 1 });
    expect(raised.json().data.deliveryFeeCap).toBe(1);
    expect(await shopCoverage()).toEqual({ zones: 2, maxFee: 0.75, aboveCap: false });
    expect((await call('GET', `/shop/${p.shop.id}/coverage`)).json().data).toMatchObject({ deliveryFeeCap: 1, aboveCap: false });
    // A save that leaves the cap out keeps it.
    const { deliveryFeeCap: _cap, ...withoutCap } = values;
    expect((await call('PUT', '/settings', withoutCap)).json().data.deliveryFeeCap).toBe(1);
    await call('PUT', '/settings', { ...values, deliveryFeeCap: 0.5 });

    await t.db.execute(sql`UPDATE shops SET free_delivery = true WHERE id = ${p.shop.id}`);
    expect(await shopCoverage()).toEqual({ zones: 2, maxFee: 0, aboveCap: false });
  });
});

describe('GET/PUT /api/delivery/defaults', () => {
  it('answers the defaults by governorate; owners replace them, validated; others only read', async () => {
    const p = await place();
    const other = await makeLocation(t.db);
    const saved = await call('PUT', '/delivery/defaults', {
      defaults: [
        { governorateId: p.governorate.id, deliveryFee: 0.5, minBasket: 2, etaMinutes: 60 },
        { governorateId: other.governorate.id, deliveryFee: 0.25, minBasket: 0, etaMinutes: 30 },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const mine = (saved.json().data.defaults as { governorate: { id: number } }[]).filter((row) => [p.governorate.id, other.governorate.id].includes(row.governorate.id));
    expect(mine).toEqual([
      { governorate: { id: p.governorate.id, name: p.governorate.name, name_ar: p.governorate.nameAr }, deliveryFee: 0.5, minBasket: 2, etaMinutes: 60 },
      { governorate: { id: other.governorate.id, name: other.governorate.name, name_ar: other.governorate.nameAr }, deliveryFee: 0.25, minBasket: 0, etaMinutes: 30 },
    ]);

    const bad = await call('PUT', '/delivery/defaults', {
      defaults: [
        { governorateId: p.governorate.id, deliveryFee: 0.5, minBasket: 2, etaMinutes: 60 },
        { governorateId: p.governorate.id, deliveryFee: 0.5, minBasket: 2, etaMinutes: 60 },
        { governorateId: 999_999, deliveryFee: 0.5, minBasket: -2, etaMinutes: 60 },
      ],
    });
    expect(bad.json().errors).toEqual({
      'defaults.1.governorateId': 'This governorate already has its defaults',
      'defaults.2.minBasket': 'Enter an amount of 0 or more',
    });
    expect((await call('PUT', '/delivery/defaults', { defaults: [{ governorateId: 999_999, deliveryFee: 0, minBasket: 0, etaMinutes: 60 }] })).json().errors).toEqual({
      'defaults.0.governorateId': 'Governorate not found',
    });

    const catalogue = await t.createUser('catalogue');
    const auth = { authorization: catalogue.authorization };
    expect((await call('PUT', '/delivery/defaults', { defaults: [] }, auth)).statusCode).toBe(403);
    expect((await call('GET', '/delivery/defaults', undefined, auth)).json().data.defaults).toEqual(saved.json().data.defaults);

    // Only what is sent stays.
    const cleared = await call('PUT', '/delivery/defaults', { defaults: [{ governorateId: other.governorate.id, deliveryFee: 0.25, minBasket: 0, etaMinutes: 35 }] });
    expect(cleared.json().data.defaults).toEqual([{ ...mine[1], etaMinutes: 35 }]);
    const audited = await queryRows<{ action: string }>(t.db, sql`SELECT action FROM audit_log WHERE entity = 'delivery_defaults' ORDER BY id`);
    expect(audited.map((row) => row.action)).toEqual(expect.arrayContaining(['create', 'update', 'delete']));
    await call('PUT', '/delivery/defaults', { defaults: [] });
  });
});
