import { openShopWithProduct } from '../../test/customer-orders';
import { madeBeforeAll, setUpTestApp } from '../../test/test-app';

// decisions/availability.md: weekly hours, dated overrides (a shop's and the platform's), pause and busy, through
// the API, with the test clock (never real waiting). On PGlite and on PostgreSQL.
jest.setTimeout(120_000);

const t = setUpTestApp();
const customer = madeBeforeAll(() => t.createUser('customer'));
afterEach(() => t.setClock(null));

/** Thursday 26 November 2026 at `hhmm` in Kuwait (a day and time in Kuwait, whatever the machine's zone). */
const kuwait = (hhmm: string, day = '2026-11-26') => new Date(`${day}T${hhmm}:00+03:00`);
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: t.staffAuth, ...(payload ? { payload } : {}) });
const availabilityOf = async (shopId: number) => (await call('GET', `/shop/${shopId}`)).json().data.availability;

async function shopWithHours(hours = { openTime: '08:00', closeTime: '22:00' }) {
  const opened = await openShopWithProduct(t, { stock: 100 });
  await t.db.execute(`UPDATE shops SET open_time = '${hours.openTime}', close_time = '${hours.closeTime}' WHERE id = ${opened.shop.id}`);
  return { id: opened.shop.id, name: opened.shop.name, order: () => opened.order(customer.authorization) };
}

describe('weekly hours (PUT /api/shop/:id/hours)', () => {
  it('saves split shifts and a past-midnight interval, answers them, and decides the availability with them', async () => {
    const shop = await shopWithHours();
    const hours = [
      { weekday: 4, opens: '08:00', closes: '12:00' },
      { weekday: 4, opens: '16:00', closes: '02:00' },
    ];
    t.setClock(kuwait('13:00'));
    const saved = await call('PUT', `/shop/${shop.id}/hours`, { hours });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.hours).toEqual(hours);
    expect(saved.json().data.availability).toMatchObject({ state: 'closed', cause: 'hours', until: kuwait('16:00').toISOString() });
    expect((await shop.order()).json()).toMatchObject({ code: 'SHOP_CLOSED', message: `${shop.name} is closed now and opens at 16:00` });

    t.setClock(kuwait('01:00', '2026-11-27'));
    expect(await availabilityOf(shop.id)).toMatchObject({ state: 'open', until: kuwait('02:00', '2026-11-27').toISOString() });
    expect((await shop.order()).statusCode).toBe(201);

    // Empty: back to the spec's open and close time.
    expect((await call('PUT', `/shop/${shop.id}/hours`, { hours: [] })).json().data.hours).toEqual([]);
  });

  it('refuses overlapping intervals of a day naming the day, a bad time, and a shop that does not exist', async () => {
    const shop = await shopWithHours();
    const overlap = await call('PUT', `/shop/${shop.id}/hours`, {
      hours: [
        { weekday: 1, opens: '08:00', closes: '12:00' },
        { weekday: 1, opens: '11:00', closes: '14:00' },
      ],
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().errors).toEqual({ 'hours.1': '08:00–12:00 overlaps 11:00–14:00' });
    expect((await call('PUT', `/shop/${shop.id}/hours`, { hours: [{ weekday: 7, opens: '08:00', closes: '12:00' }] })).statusCode).toBe(400);
    expect((await call('PUT', `/shop/${shop.id}/hours`, { hours: [{ weekday: 1, opens: '25:00', closes: '12:00' }] })).statusCode).toBe(400);
    expect((await call('PUT', '/shop/999999/hours', { hours: [] })).statusCode).toBe(404);
  });
});

describe('dated overrides (the platform calendar and a shop’s own)', () => {
  it('gives every shop Ramadan hours, lets a shop’s own override win, and refuses orders outside them with the reason', async () => {
    const a = await shopWithHours();
    const b = await shopWithHours();
    const ramadan = await call('POST', '/availability/overrides', {
      shopId: null,
      startsOn: '2026-11-26',
      endsOn: '2026-11-28',
      closed: false,
      hours: [{ opens: '19:00', closes: '03:00' }],
      reason: 'Ramadan hours',
      reasonAr: 'ساعات رمضان',
    });
    expect(ramadan.statusCode).toBe(201);
    const own = await call('POST', '/availability/overrides', { shopId: b.id, startsOn: '2026-11-26', endsOn: '2026-11-26', closed: true, reason: 'Stocktaking', reasonAr: 'جرد' });
    expect(own.statusCode).toBe(201);

    t.setClock(kuwait('12:00'));
    expect(await availabilityOf(a.id)).toMatchObject({ state: 'closed', cause: 'override', reason: 'Ramadan hours', reasonAr: 'ساعات رمضان', until: kuwait('19:00').toISOString() });
    expect((await a.order()).json()).toMatchObject({ code: 'SHOP_CLOSED', message: `${a.name} is closed now and opens at 19:00: Ramadan hours` });
    expect(await availabilityOf(b.id)).toMatchObject({ state: 'closed', reason: 'Stocktaking' });
    t.setClock(kuwait('20:00'));
    expect((await a.order()).statusCode).toBe(201);
    expect(await availabilityOf(b.id)).toMatchObject({ state: 'closed', reason: 'Stocktaking' });

    t.setClock(kuwait('09:00', '2026-11-25'));
    const platform = (await call('GET', '/availability/overrides')).json().data;
    expect(platform.map((o: { id: number }) => o.id)).toContain(ramadan.json().data.id);
    expect(platform.every((o: { shopId: number | null }) => o.shopId === null)).toBe(true);
    expect((await call('GET', `/availability/overrides?shopId=${b.id}`)).json().data).toEqual([expect.objectContaining({ id: own.json().data.id, reason: 'Stocktaking' })]);

    expect((await call('DELETE', `/availability/overrides/${ramadan.json().data.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/availability/overrides/${ramadan.json().data.id}`)).statusCode).toBe(404);
    t.setClock(kuwait('12:00'));
    expect(await availabilityOf(a.id)).toMatchObject({ state: 'open', cause: 'hours' });
  });

  it('refuses a bad override naming each field', async () => {
    const bad = await call('POST', '/availability/overrides', { shopId: null, startsOn: '2026-02-30', endsOn: '2026-01-01', closed: false, hours: [], reason: ' ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ startsOn: 'Enter a valid start date', hours: 'Add the hours, or mark the days closed', reason: 'Reason is required' });
    const backwards = await call('POST', '/availability/overrides', { shopId: null, startsOn: '2026-03-02', endsOn: '2026-03-01', closed: true, reason: 'Eid' });
    expect(backwards.json().errors).toEqual({ endsOn: 'The end date must be on or after the start date' });
    const noShop = await call('POST', '/availability/overrides', { shopId: 999999, startsOn: '2026-03-01', endsOn: '2026-03-01', closed: true, reason: 'Eid' });
    expect(noShop.json().errors).toEqual({ shopId: 'The selected shop does not exist' });
  });
});

describe('pause and busy', () => {
  it('pauses for 30 minutes with a reason: orders are refused with it, and it resumes by itself', async () => {
    const shop = await shopWithHours();
    t.setClock(kuwait('12:00'));
    const paused = await call('POST', `/shop/${shop.id}/pause`, { minutes: 30, reason: 'Oven broken', reasonAr: 'الفرن معطل' });
    expect(paused.statusCode).toBe(200);
    expect(paused.json().data).toMatchObject({ pausedUntil: kuwait('12:30').toISOString(), pausedReasonAr: 'الفرن معطل' });
    expect(paused.json().data.availability).toMatchObject({ state: 'paused', until: kuwait('12:30').toISOString(), reason: 'Oven broken', reasonAr: 'الفرن معطل' });
    const refused = await shop.order();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'SHOP_PAUSED', message: `${shop.name} is paused until 12:30. Oven broken` });

    t.setClock(kuwait('12:30'));
    expect(await availabilityOf(shop.id)).toMatchObject({ state: 'open' });
    expect((await shop.order()).statusCode).toBe(201);
  });

  it('pauses until the close, until a time, or until resumed; refuses a time in the past and two ends at once', async () => {
    const shop = await shopWithHours();
    t.setClock(kuwait('12:00'));
    expect((await call('POST', `/shop/${shop.id}/pause`, { endOfDay: true })).json().data.availability).toMatchObject({ state: 'paused', until: kuwait('22:00').toISOString(), opensAt: kuwait('08:00', '2026-11-27').toISOString() });
    expect((await call('POST', `/shop/${shop.id}/pause`, { until: kuwait('15:00').toISOString() })).json().data.availability).toMatchObject({ until: kuwait('15:00').toISOString() });
    expect((await call('POST', `/shop/${shop.id}/pause`, {})).json().data.availability).toMatchObject({ state: 'paused', until: null });
    expect((await call('POST', `/shop/${shop.id}/pause`, { until: kuwait('11:00').toISOString() })).json().errors).toEqual({ until: 'Choose a time in the future' });
    expect((await call('POST', `/shop/${shop.id}/pause`, { minutes: 30, endOfDay: true })).statusCode).toBe(400);
    expect((await call('POST', `/shop/${shop.id}/resume`)).json().data.availability).toMatchObject({ state: 'open' });
    expect((await call('POST', '/shop/999999/pause', {})).statusCode).toBe(404);
  });

  it('is busy with extra minutes and still takes orders, until it ends or staff end it', async () => {
    const shop = await shopWithHours();
    t.setClock(kuwait('18:00'));
    const busy = await call('POST', `/shop/${shop.id}/busy`, { extraMinutes: 20, minutes: 60, reason: 'Thursday rush', reasonAr: 'زحمة الخميس' });
    expect(busy.json().data.availability).toMatchObject({ state: 'busy', busyMinutes: 20, until: kuwait('19:00').toISOString(), reason: 'Thursday rush' });
    expect((await shop.order()).statusCode).toBe(201);
    t.setClock(kuwait('19:00'));
    expect(await availabilityOf(shop.id)).toMatchObject({ state: 'open' });
    t.setClock(kuwait('18:00'));
    expect((await call('DELETE', `/shop/${shop.id}/busy`)).json().data.availability).toMatchObject({ state: 'open' });
    expect((await call('POST', `/shop/${shop.id}/busy`, { extraMinutes: 2 })).statusCode).toBe(400);
  });

  it('stores a preset reason as its code, answers the code (no words) until resumed, and keeps typed words as typed', async () => {
    const shop = await shopWithHours();
    t.setClock(kuwait('12:00'));
    const paused = await call('POST', `/shop/${shop.id}/pause`, { minutes: 30, reasonCode: 'busy_kitchen' });
    expect(paused.statusCode).toBe(200);
    expect(paused.json().data.availability).toMatchObject({ state: 'paused', reasonCode: 'busy_kitchen', reason: null, reasonAr: null });
    expect(((await t.db.execute(`SELECT paused_reason_code, paused_reason FROM shops WHERE id = ${shop.id}`)) as unknown as { rows: unknown[] }).rows).toEqual([{ paused_reason_code: 'busy_kitchen', paused_reason: null }]);
    expect(await availabilityOf(shop.id)).toMatchObject({ reasonCode: 'busy_kitchen' });

    // Typed words replace the code; resuming clears both.
    const typed = await call('POST', `/shop/${shop.id}/pause`, { minutes: 30, reason: 'Oven broken' });
    expect(typed.json().data.availability).toMatchObject({ reasonCode: null, reason: 'Oven broken', reasonAr: null });
    await call('POST', `/shop/${shop.id}/pause`, { reasonCode: 'prayer_break' });
    expect((await call('POST', `/shop/${shop.id}/resume`)).json().data.availability).toMatchObject({ state: 'open', reasonCode: null, reason: null });

    // Busy takes the same codes.
    expect((await call('POST', `/shop/${shop.id}/busy`, { extraMinutes: 20, reasonCode: 'short_staffed' })).json().data.availability).toMatchObject({ state: 'busy', reasonCode: 'short_staffed' });
  });

  it('reads a reason stored as words before codes existed as those words', async () => {
    const shop = await shopWithHours();
    t.setClock(kuwait('12:00'));
    await t.db.execute(`UPDATE shops SET paused_at = now(), paused_reason = 'Kitchen busy', paused_reason_ar = 'المطبخ مشغول' WHERE id = ${shop.id}`);
    expect(await availabilityOf(shop.id)).toMatchObject({ state: 'paused', reasonCode: null, reason: 'Kitchen busy', reasonAr: 'المطبخ مشغول' });
  });

  it('refuses a reason code it does not know, and a code with typed words', async () => {
    const shop = await shopWithHours();
    t.setClock(kuwait('12:00'));
    const unknown = await call('POST', `/shop/${shop.id}/pause`, { minutes: 30, reasonCode: 'kitchen_on_fire' });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().errors)).toEqual(['reasonCode']);
    const both = await call('POST', `/shop/${shop.id}/pause`, { minutes: 30, reasonCode: 'busy_kitchen', reason: 'Oven broken' });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors).toEqual({ reasonCode: 'Choose a listed reason or type one, not both' });
    expect((await call('POST', `/shop/${shop.id}/busy`, { extraMinutes: 20, reasonCode: 'nope' })).statusCode).toBe(400);
    expect(await availabilityOf(shop.id)).toMatchObject({ state: 'open' });
  });

  it('is for staff only', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/shop/1/pause', payload: {} })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/availability/overrides', headers: { authorization: customer.authorization } })).statusCode).toBe(403);
  });
});
