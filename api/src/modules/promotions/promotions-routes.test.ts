import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { moneyScope } from '../../test/money-scope';
import { describeStaffGuard } from '../../test/staff-guard';
import { setUpTestApp } from '../../test/test-app';

// decisions/promotions.md: the staff's promotions — created by owners (the field messages, a taken code), listed newest
// first with their state by the API's clock, changed (pause, end, rename, budget never below what was spent; audited);
// shop staff read the platform-wide ones and their shops', operations none. On PGlite and PostgreSQL.
jest.setTimeout(120_000);

const t = setUpTestApp();
/** The API's clock. */
const NOW = new Date('2030-01-15T09:00:00Z');
let shopId: number;
let otherShopId: number;
let shopStaff: { authorization: string };
let operations: { authorization: string };
beforeAll(async () => {
  t.setClock(NOW);
  ({ shopId, otherShopId, shopStaff, operations } = await moneyScope(t));
});

const create = (payload: object, headers = t.staffAuth) => t.app.inject({ method: 'POST', url: '/api/promotions', headers, payload });
const patch = (id: number, payload: object, headers = t.staffAuth) => t.app.inject({ method: 'PATCH', url: `/api/promotions/${id}`, headers, payload });
const get = (url: string, headers = t.staffAuth) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });
const coupon = { name: 'Welcome', nameAr: 'أهلاً', code: 'welcome-1', kind: 'percent', percent: 12.5, maxDiscount: 2, minBasket: 5, fundedBy: 'platform', startsAt: '2030-01-01T00:00:00.000Z' };
const created: Record<string, number> = {};

describe('POST /api/promotions', () => {
  it('creates a coupon: 201 with every field of the contract; audited', async () => {
    const res = await create({ ...coupon, perCustomerLimit: 1, budget: 100, endsAt: '2030-02-01T00:00:00.000Z' });
    expect(res.statusCode).toBe(201);
    const promotion = res.json().data;
    created.coupon = promotion.id;
    expect(promotion).toEqual({
      id: expect.any(Number),
      name: 'Welcome',
      nameAr: 'أهلاً',
      code: 'WELCOME-1',
      kind: 'percent',
      percent: 12.5,
      amount: null,
      maxDiscount: 2,
      minBasket: 5,
      firstOrderOnly: false,
      perCustomerLimit: 1,
      maxRedemptions: null,
      budget: 100,
      shop: null,
      fundedBy: 'platform',
      startsAt: '2030-01-01T00:00:00.000Z',
      endsAt: '2030-02-01T00:00:00.000Z',
      active: true,
      state: 'running',
      redemptions: 0,
      spent: 0,
      createdBy: { id: t.staffId, name: expect.any(String) },
      createdAt: expect.any(String),
    });
    const [stored] = await queryRows<{ percent_bp: number; max_discount_fils: string; budget_fils: string }>(
      t.db,
      sql`SELECT percent_bp, max_discount_fils::text, budget_fils::text FROM promotions WHERE id = ${promotion.id}`,
    );
    expect(stored).toEqual({ percent_bp: 1250, max_discount_fils: '2000', budget_fils: '100000' });
    const audit = await queryRows<{ action: string; actor_id: number }>(t.db, sql`SELECT action, actor_id FROM audit_log WHERE entity = 'promotion' AND entity_id = ${promotion.id}`);
    expect(audit).toEqual([{ action: 'create', actor_id: t.staffId }]);
  });

  it('creates a shop-funded automatic offer of a fixed amount, scheduled later', async () => {
    const res = await create({ name: 'Shop KWD 1', nameAr: 'دينار', kind: 'fixed', amount: 1, shopId, fundedBy: 'shop', startsAt: '2030-03-01T00:00:00.000Z' });
    expect(res.statusCode).toBe(201);
    created.offer = res.json().data.id;
    expect(res.json().data).toMatchObject({ code: null, kind: 'fixed', amount: 1, percent: null, shop: { id: shopId, name: expect.any(String), nameAr: expect.any(String) }, fundedBy: 'shop', state: 'scheduled' });
  });

  it('refuses a code in use by another promotion, whatever its case: 409 PROMOTION_CODE_TAKEN', async () => {
    const res = await create({ ...coupon, code: 'WELCOME-1' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PROMOTION_CODE_TAKEN', message: 'This code is in use by another promotion', errors: { code: 'This code is in use by another promotion' } });
  });

  it('answers each field’s error (400 VALIDATION_FAILED)', async () => {
    const res = await create({ ...coupon, name: ' ', nameAr: '', code: 'x', percent: 100.5, fundedBy: 'shop', endsAt: '2029-12-31T00:00:00.000Z' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: {
        name: 'Enter a name',
        nameAr: 'Enter a name',
        code: 'Use 3 to 20 letters, digits or dashes',
        percent: 'Enter a percentage from 0.01 to 100, with at most 2 decimals',
        fundedBy: 'A promotion funded by a shop names that shop',
        endsAt: 'The end comes after the start',
      },
    });
    const fixed = await create({ ...coupon, code: null, kind: 'fixed', percent: null, maxDiscount: null, amount: 0.0005 });
    expect(fixed.json().errors).toEqual({ amount: 'Enter an amount from 0.001 KWD, with at most 3 decimals' });
    const noShop = await create({ ...coupon, code: null, shopId: 987_654 });
    expect(noShop.json().errors).toEqual({ shopId: 'The selected shop does not exist' });
    expect(await queryRows(t.db, sql`SELECT 1 FROM promotions WHERE name = ' '`)).toEqual([]);
  });
});

describe('GET /api/promotions', () => {
  it('lists newest first with the total, by state, shop and search', async () => {
    const all = (await get('/promotions')).json().data;
    expect(all).toEqual({ items: [expect.objectContaining({ id: created.offer }), expect.objectContaining({ id: created.coupon })], nextCursor: null, total: 2 });
    expect((await get('/promotions?state=scheduled')).json().data.items.map((p: { id: number }) => p.id)).toEqual([created.offer]);
    expect((await get('/promotions?state=running')).json().data.items.map((p: { id: number }) => p.id)).toEqual([created.coupon]);
    expect((await get(`/promotions?shopId=${shopId}`)).json().data.total).toBe(1);
    expect((await get('/promotions?q=welc')).json().data.items.map((p: { id: number }) => p.id)).toEqual([created.coupon]);
    expect((await get('/promotions?q=دينار')).json().data.items.map((p: { id: number }) => p.id)).toEqual([created.offer]);
    // The API's clock: a month later the coupon has ended and the offer runs.
    t.setClock(new Date('2030-03-02T00:00:00Z'));
    expect((await get('/promotions?state=ended')).json().data.items.map((p: { id: number }) => p.id)).toEqual([created.coupon]);
    expect((await get(`/promotions/${created.offer}`)).json().data.state).toBe('running');
    t.setClock(NOW);
  });

  it('pages by 50 with a cursor', async () => {
    for (let i = 0; i < 50; i += 1) {
      expect((await create({ name: `Bulk ${i}`, nameAr: `Bulk ${i}`, kind: 'free_delivery', fundedBy: 'platform', startsAt: '2030-01-01T00:00:00.000Z' })).statusCode).toBe(201);
    }
    const first = (await get('/promotions?q=bulk')).json().data;
    expect([first.items.length, first.total, first.items[0].name]).toEqual([50, 50, 'Bulk 49']);
    expect(first.nextCursor).toBeNull();
    const all = (await get('/promotions')).json().data;
    expect([all.items.length, all.total]).toEqual([50, 52]);
    const next = (await get(`/promotions?cursor=${all.nextCursor}`)).json().data;
    expect(next.items.map((p: { id: number }) => p.id)).toEqual([created.offer, created.coupon]);
    expect(next.nextCursor).toBeNull();
    expect((await get('/promotions?cursor=nonsense')).json()).toMatchObject({ errors: { cursor: 'Invalid cursor' } });
  });
});

describe('PATCH /api/promotions/:id', () => {
  it('pauses and resumes, renames, ends and changes the budget; audited', async () => {
    const paused = await patch(created.coupon, { active: false });
    expect(paused.statusCode).toBe(200);
    expect(paused.json().data).toMatchObject({ active: false, state: 'paused' });
    const changed = await patch(created.coupon, { active: true, name: 'Welcome back', budget: 50, maxRedemptions: 10, endsAt: '2030-01-20T00:00:00.000Z' });
    expect(changed.json().data).toMatchObject({ name: 'Welcome back', budget: 50, maxRedemptions: 10, endsAt: '2030-01-20T00:00:00.000Z', state: 'running', active: true });
    const audit = await queryRows<{ action: string; after: Record<string, unknown> }>(
      t.db,
      sql`SELECT action, after FROM audit_log WHERE entity = 'promotion' AND entity_id = ${created.coupon} ORDER BY id`,
    );
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'update', 'update']);
    expect(audit[1].after).toEqual({ active: false });
  });

  it('keeps the budget at or above what was spent (400), and ignores the terms a customer pays by', async () => {
    await t.db.execute(sql`UPDATE promotions SET spent_fils = 30000, redemptions = 5 WHERE id = ${created.coupon}`);
    const res = await patch(created.coupon, { budget: 29.999, maxRedemptions: 4 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ budget: 'The budget cannot be less than what was spent', maxRedemptions: 'The maximum cannot be less than the redemptions made' });
    expect((await patch(created.coupon, { budget: 30 })).json().data).toMatchObject({ budget: 30, spent: 30, state: 'exhausted' });
    // Not in the body's schema: dropped, never written.
    const terms = await patch(created.coupon, { percent: 90, code: 'FREE' });
    expect(terms.json().data).toMatchObject({ percent: 12.5, code: 'WELCOME-1' });
    expect((await patch(created.coupon, { endsAt: '2029-12-01T00:00:00.000Z' })).json().errors).toEqual({ endsAt: 'The end comes after the start' });
  });

  it('is 404 for a promotion that does not exist', async () => {
    const res = await patch(987_654, { active: false });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Promotion not found');
  });
});

describe('who may', () => {
  it('lets shop staff read the platform-wide promotions and their shops’, no other shop’s (404), and change none (403)', async () => {
    const other = (await create({ name: 'Other', nameAr: 'آخر', code: 'OTHER-SHOP', kind: 'fixed', amount: 1, shopId: otherShopId, fundedBy: 'shop', startsAt: '2030-01-01T00:00:00.000Z' })).json().data;
    const list = (await get('/promotions?q=o', shopStaff)).json().data;
    expect(list.items.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([created.coupon]));
    expect(list.items.map((p: { id: number }) => p.id)).not.toContain(other.id);
    expect((await get(`/promotions?shopId=${otherShopId}`, shopStaff)).json().data).toEqual({ items: [], nextCursor: null, total: 0 });
    expect((await get(`/promotions/${created.offer}`, shopStaff)).statusCode).toBe(200);
    expect((await get(`/promotions/${created.coupon}`, shopStaff)).statusCode).toBe(200);
    const hidden = await get(`/promotions/${other.id}`, shopStaff);
    expect([hidden.statusCode, hidden.json().message]).toEqual([404, 'Promotion not found']);
    expect((await create(coupon, shopStaff)).statusCode).toBe(403);
    expect((await patch(created.offer, { active: false }, shopStaff)).statusCode).toBe(403);
  });

  it('refuses operations (403): the money is the owners’ and the shops’', async () => {
    expect((await get('/promotions', operations)).statusCode).toBe(403);
    expect((await create(coupon, operations)).statusCode).toBe(403);
  });
});

describeStaffGuard(() => t, [
  ['GET', '/api/promotions'],
  ['GET', '/api/promotions/1'],
  ['POST', '/api/promotions', coupon],
  ['PATCH', '/api/promotions/1', { active: false }],
]);
