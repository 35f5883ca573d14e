import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { moneyScope } from '../../test/money-scope';
import { describeStaffGuard } from '../../test/staff-guard';
import { setUpTestApp } from '../../test/test-app';

// decisions/shop-statements.md: a shop's commission rates — added from today or a later Kuwait date (the API's clock),
// one per date, listed the latest date first with the one in effect today; a rate not yet in effect can be removed,
// one in effect cannot. Owners change them (audited); shop staff read their own shops' only. On PGlite and PostgreSQL.
jest.setTimeout(120_000);

const t = setUpTestApp();
/** The API's clock: Thursday 15 January 2030, 12:00 in Kuwait. */
const NOW = new Date('2030-01-15T09:00:00Z');
const TODAY = '2030-01-15';
let shopId: number;
let otherShopId: number;
let shopStaff: { authorization: string };
let operations: { authorization: string };
beforeAll(async () => {
  t.setClock(NOW);
  ({ shopId, otherShopId, shopStaff, operations } = await moneyScope(t));
});

const ratesUrl = (id: number) => `/api/shops/${id}/commission-rates`;
const list = (id: number, headers = t.staffAuth) => t.app.inject({ method: 'GET', url: ratesUrl(id), headers });
const add = (id: number, payload: object, headers = t.staffAuth) => t.app.inject({ method: 'POST', url: ratesUrl(id), headers, payload });
const remove = (id: number, rateId: number, headers = t.staffAuth) => t.app.inject({ method: 'DELETE', url: `${ratesUrl(id)}/${rateId}`, headers });

describe('POST /api/shops/:id/commission-rates', () => {
  it('adds a rate from today: 201 with the percentage, the fee in KWD, who and when; audited', async () => {
    const res = await add(shopId, { percent: 12.5, feePerOrder: 0.25, effectiveFrom: TODAY });
    expect(res.statusCode).toBe(201);
    const rate = res.json().data;
    expect(rate).toEqual({
      id: expect.any(Number), shopId, percent: 12.5, feePerOrder: 0.25, effectiveFrom: TODAY, createdBy: { id: t.staffId, name: expect.any(String) }, createdAt: expect.any(String),
    });
    const [stored] = await queryRows<{ percent_bp: number; fee_fils: number }>(t.db, sql`SELECT percent_bp, fee_fils FROM shop_commission_rates WHERE id = ${rate.id}`);
    expect(stored).toEqual({ percent_bp: 1250, fee_fils: 250 });
    const audit = await queryRows<{ action: string; actor_id: number }>(t.db, sql`SELECT action, actor_id FROM audit_log WHERE entity = 'commission_rate' AND entity_id = ${rate.id}`);
    expect(audit).toEqual([{ action: 'create', actor_id: t.staffId }]);
  });

  it("refuses a second rate of the same date: 409 COMMISSION_DATE_TAKEN", async () => {
    const res = await add(shopId, { percent: 20, feePerOrder: 0, effectiveFrom: TODAY });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'COMMISSION_DATE_TAKEN', message: 'This shop already has a rate from that date' });
  });

  it('answers each field’s error (400 VALIDATION_FAILED)', async () => {
    const res = await add(shopId, { percent: 100.5, feePerOrder: 0.1234, effectiveFrom: '2030-02-30' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: {
        percent: 'Enter a percentage from 0 to 100, with at most 2 decimals',
        feePerOrder: 'Enter a fee from 0 to 100 KWD, with at most 3 decimals',
        effectiveFrom: 'Enter a date as YYYY-MM-DD',
      },
    });
    const past = await add(shopId, { percent: 10, feePerOrder: 0, effectiveFrom: '2030-01-14' });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({ effectiveFrom: 'A new rate starts today or later' });
    expect((await add(shopId, { percent: 10, feePerOrder: 101, effectiveFrom: TODAY })).json().errors).toEqual({ feePerOrder: 'Enter a fee from 0 to 100 KWD, with at most 3 decimals' });
    expect((await add(shopId, { percent: 10, effectiveFrom: TODAY })).statusCode).toBe(400);
  });

  it('is 404 for a shop that does not exist', async () => {
    const res = await add(987_654, { percent: 10, feePerOrder: 0, effectiveFrom: TODAY });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Shop not found');
  });
});

describe('GET /api/shops/:id/commission-rates', () => {
  it('lists the rates the latest date first, with the one in effect today; tomorrow’s takes over tomorrow', async () => {
    const later = (await add(shopId, { percent: 15, feePerOrder: 0, effectiveFrom: '2030-01-16' })).json().data;
    const res = await list(shopId);
    expect(res.statusCode).toBe(200);
    const { rates, currentId } = res.json().data;
    expect(rates.map((rate: { effectiveFrom: string; percent: number }) => [rate.effectiveFrom, rate.percent])).toEqual([['2030-01-16', 15], [TODAY, 12.5]]);
    expect(currentId).toBe(rates[1].id);

    t.setClock(new Date('2030-01-15T21:00:00Z')); // 00:00 on the 16th in Kuwait
    try {
      expect((await list(shopId)).json().data.currentId).toBe(later.id);
    } finally {
      t.setClock(NOW);
    }
  });

  it('answers no rate and no current one for a shop without rates', async () => {
    expect((await list(otherShopId)).json().data).toEqual({ rates: [], currentId: null });
  });

  it('is 404 for a shop that does not exist', async () => {
    expect((await list(987_654)).statusCode).toBe(404);
  });
});

describe('DELETE /api/shops/:id/commission-rates/:rateId', () => {
  it('removes a rate not yet in effect (audited), and refuses one in effect (409 COMMISSION_IN_EFFECT)', async () => {
    const future = (await add(shopId, { percent: 30, feePerOrder: 1, effectiveFrom: '2030-03-01' })).json().data;
    const res = await remove(shopId, future.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: future.id });
    expect((await list(shopId)).json().data.rates.map((rate: { id: number }) => rate.id)).not.toContain(future.id);
    expect(await queryRows(t.db, sql`SELECT action FROM audit_log WHERE entity = 'commission_rate' AND entity_id = ${future.id} ORDER BY id`)).toEqual([
      { action: 'create' },
      { action: 'delete' },
    ]);

    const { currentId } = (await list(shopId)).json().data;
    const inEffect = await remove(shopId, currentId);
    expect(inEffect.statusCode).toBe(409);
    expect(inEffect.json()).toMatchObject({ code: 'COMMISSION_IN_EFFECT', message: 'A rate in effect cannot be deleted: add a new one instead' });
  });

  it('is 404 for a rate that does not exist, or is another shop’s', async () => {
    const other = (await add(otherShopId, { percent: 5, feePerOrder: 0, effectiveFrom: '2030-04-01' })).json().data;
    for (const res of [await remove(shopId, 987_654), await remove(shopId, other.id)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Commission rate not found');
    }
    expect((await list(otherShopId)).json().data.rates).toHaveLength(1);
  });
});

describe('who may', () => {
  it('lets shop staff read their own shop’s rates and no other’s (404), and change none (403)', async () => {
    expect((await list(shopId, shopStaff)).statusCode).toBe(200);
    const other = await list(otherShopId, shopStaff);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Shop not found');
    expect((await add(shopId, { percent: 1, feePerOrder: 0, effectiveFrom: '2030-05-01' }, shopStaff)).statusCode).toBe(403);
    expect((await remove(shopId, 1, shopStaff)).statusCode).toBe(403);
  });

  it('refuses operations (403): the shops’ money is the owners’ and the shops’', async () => {
    expect((await list(shopId, operations)).statusCode).toBe(403);
  });
});

describeStaffGuard(() => t, [
  ['GET', '/api/shops/1/commission-rates'],
  ['POST', '/api/shops/1/commission-rates', { percent: 1, feePerOrder: 0, effectiveFrom: TODAY }],
  ['DELETE', '/api/shops/1/commission-rates/1'],
]);
