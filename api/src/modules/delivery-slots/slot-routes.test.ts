import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { makeLocation, makeShop } from '../../test/fixtures';
import { describeStaffGuard } from '../../test/staff-guard';
import { setUpTestApp } from '../../test/test-app';

// decisions/delivery-slots.md: a shop's slot settings through the API (validated word for word, replaced whole, scoped,
// audited), the team's Ramadan dates, and the customers' catalogue of slots (places left, full, cutoff, Ramadan). On
// PGlite and on PostgreSQL.
jest.setTimeout(120_000);

const t = setUpTestApp();

const call = (method: 'GET' | 'PUT', url: string, payload?: object, auth = t.staffAuth) =>
  t.app.inject({ method, url: `/api${url}`, headers: auth, ...(payload ? { payload } : {}) });
const catalogue = (shopId: number, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/catalog/shops/${shopId}/slots`, headers });

// 2030-01-06 is a Sunday (Kuwait weekday 0).
const SUNDAY = '2030-01-06';
const at = (day: string, time: string) => new Date(`${day}T${time}:00+03:00`);
const iso = (day: string, time: string) => at(day, time).toISOString();

const slots = (fields: object = {}) => ({
  enabled: true,
  cutoffMinutes: 60,
  leadMinutes: 60,
  daysAhead: 2,
  templates: [
    { timetable: 'regular', weekday: 0, startsAt: '12:00', endsAt: '13:00', capacity: 10 },
    { timetable: 'regular', weekday: 0, startsAt: '14:00', endsAt: '15:00', capacity: 2 },
    { timetable: 'regular', weekday: 1, startsAt: '09:00', endsAt: '10:30', capacity: 5 },
  ],
  ...fields,
});

async function newShop(fields: Parameters<typeof makeShop>[2] = {}) {
  return makeShop(t.db, await makeLocation(t.db), { openTime: '00:00', closeTime: '00:00', ...fields });
}

afterEach(() => t.setClock(null));

describeStaffGuard(() => t, [
  ['GET', '/api/shop/1/slots'],
  ['PUT', '/api/shop/1/slots', slots()],
]);

describe('GET/PUT /api/shop/{id}/slots', () => {
  it('answers the defaults for a shop that never saved any; a save replaces the whole set and answers it in order', async () => {
    const shop = await newShop();
    expect((await call('GET', `/shop/${shop.id}/slots`)).json().data).toEqual({ enabled: false, cutoffMinutes: 60, leadMinutes: 60, daysAhead: 3, templates: [] });

    const body = slots({
      templates: [
        { timetable: 'ramadan', weekday: 0, startsAt: '20:00', endsAt: '22:00', capacity: 4 },
        ...slots().templates.reverse(),
      ],
    });
    const saved = await call('PUT', `/shop/${shop.id}/slots`, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({
      enabled: true,
      cutoffMinutes: 60,
      leadMinutes: 60,
      daysAhead: 2,
      templates: [
        { id: expect.any(Number), timetable: 'regular', weekday: 0, startsAt: '12:00', endsAt: '13:00', capacity: 10 },
        { id: expect.any(Number), timetable: 'regular', weekday: 0, startsAt: '14:00', endsAt: '15:00', capacity: 2 },
        { id: expect.any(Number), timetable: 'regular', weekday: 1, startsAt: '09:00', endsAt: '10:30', capacity: 5 },
        { id: expect.any(Number), timetable: 'ramadan', weekday: 0, startsAt: '20:00', endsAt: '22:00', capacity: 4 },
      ],
    });
    expect((await call('GET', `/shop/${shop.id}/slots`)).json().data).toEqual(saved.json().data);

    // Saved again with one changed and one gone: the others keep their rows (and ids).
    const [first, , third] = saved.json().data.templates;
    const again = await call('PUT', `/shop/${shop.id}/slots`, slots({ leadMinutes: 30, templates: [slots().templates[0], { ...slots().templates[2], capacity: 6 }] }));
    expect(again.json().data).toMatchObject({ leadMinutes: 30, templates: [{ ...first }, { ...third, capacity: 6 }] });
    expect((await call('PUT', `/shop/${shop.id}/slots`, slots({ enabled: false, templates: [] }))).json().data).toMatchObject({ enabled: false, templates: [] });
  });

  it('refuses what the contract refuses, word for word under each field, and writes nothing', async () => {
    const shop = await newShop();
    const bad = await call(
      'PUT',
      `/shop/${shop.id}/slots`,
      slots({
        cutoffMinutes: 2000,
        leadMinutes: 1.5,
        daysAhead: 0,
        templates: [
          { timetable: 'regular', weekday: 0, startsAt: '12:00', endsAt: '14:00', capacity: 10 },
          { timetable: 'regular', weekday: 0, startsAt: '13:00', endsAt: '15:00', capacity: 10 },
          { timetable: 'regular', weekday: 8, startsAt: '7am', endsAt: '00:00', capacity: 501 },
          { timetable: 'regular', weekday: 1, startsAt: '20:00', endsAt: '00:00', capacity: 10 },
        ],
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      cutoffMinutes: 'Enter a whole number of minutes from 0 to 1440',
      leadMinutes: 'Enter a whole number of minutes from 0 to 1440',
      daysAhead: 'Enter a number of days from 1 to 14',
      'templates.1.startsAt': 'This slot overlaps another on the same day',
      'templates.2.weekday': 'Choose a day of the week',
      'templates.2.startsAt': 'Enter a time as HH:MM',
      'templates.2.capacity': 'Enter a capacity from 1 to 500',
      'templates.3.endsAt': 'The slot must end after it starts',
    });
    // 29 half-hour slots a day, every day: 201 in all, none overlapping.
    const time = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    const tooMany = Array.from({ length: 201 }, (_, index) => {
      const start = Math.floor(index / 7) * 30;
      return { timetable: 'regular', weekday: index % 7, startsAt: time(start), endsAt: time(start + 20), capacity: 1 };
    });
    expect((await call('PUT', `/shop/${shop.id}/slots`, slots({ templates: tooMany }))).json().errors).toEqual({ templates: 'A shop has at most 200 slot templates' });
    expect((await call('GET', `/shop/${shop.id}/slots`)).json().data).toMatchObject({ enabled: false, templates: [] });
    expect((await call('PUT', '/shop/999999/slots', slots())).statusCode).toBe(404);
    expect((await call('GET', '/shop/999999/slots')).json().message).toBe('Shop not found');
  });

  it('lets shop staff read and change only their own shops’ slots, and the catalogue’s writers only change them', async () => {
    const [own, other] = [await newShop(), await newShop()];
    const clerk = await t.createUser('shop_staff', { shopIds: [own.id] });
    const auth = { authorization: clerk.authorization };
    expect((await call('PUT', `/shop/${own.id}/slots`, slots(), auth)).statusCode).toBe(200);
    expect((await call('GET', `/shop/${other.id}/slots`, undefined, auth)).statusCode).toBe(404);
    const refused = await call('PUT', `/shop/${other.id}/slots`, slots(), auth);
    expect([refused.statusCode, refused.json().message]).toEqual([404, 'Shop not found']);
    const operations = await t.createUser('operations');
    expect((await call('GET', `/shop/${own.id}/slots`, undefined, { authorization: operations.authorization })).statusCode).toBe(200);
  });

  it('audits each change under shop_slots, in the request, as who made it', async () => {
    const shop = await newShop();
    const [{ last }] = await queryRows<{ last: number }>(t.db, sql`SELECT coalesce(max(id), 0)::int AS last FROM audit_log`);
    await call('PUT', `/shop/${shop.id}/slots`, slots());
    await call('PUT', `/shop/${shop.id}/slots`, slots({ templates: [{ ...slots().templates[0], capacity: 12 }] }));
    const rows = await queryRows<{ action: string; actor_id: number | null }>(t.db, sql`SELECT action, actor_id FROM audit_log WHERE entity = 'shop_slots' AND id > ${last} ORDER BY id`);
    expect(rows.map((row) => row.action)).toEqual(['create', 'create', 'create', 'create', 'delete', 'delete', 'update']);
    expect(new Set(rows.map((row) => row.actor_id))).toEqual(new Set([t.staffId]));
    const listed = await call('GET', '/audit?entity=shop_slots');
    expect(listed.statusCode).toBe(200);
  });
});

describe('the team’s Ramadan dates (GET/PUT /api/settings)', () => {
  it('are set by owners, checked, kept by a save that leaves them out, and cleared with null', async () => {
    const { updatedAt: _at, updatedBy: _by, ramadan, ...values } = (await call('GET', '/settings')).json().data;
    expect(ramadan).toBeNull();
    const bad = await call('PUT', '/settings', { ...values, ramadan: { from: '2030-02-10', to: '2030-02-01' } });
    expect([bad.statusCode, bad.json().errors]).toEqual([400, { 'ramadan.to': 'The last day must be on or after the first' }]);
    expect((await call('PUT', '/settings', { ...values, ramadan: { from: '2030-02-30', to: 'soon' } })).json().errors).toEqual({
      'ramadan.from': 'Enter a date as YYYY-MM-DD',
      'ramadan.to': 'Enter a date as YYYY-MM-DD',
    });
    const saved = await call('PUT', '/settings', { ...values, ramadan: { from: '2030-01-06', to: '2030-01-06' } });
    expect(saved.json().data.ramadan).toEqual({ from: '2030-01-06', to: '2030-01-06' });
    expect((await call('PUT', '/settings', values)).json().data.ramadan).toEqual({ from: '2030-01-06', to: '2030-01-06' });
    const clerk = await t.createUser('operations');
    expect((await call('PUT', '/settings', { ...values, ramadan: null }, { authorization: clerk.authorization })).statusCode).toBe(403);
    expect((await call('PUT', '/settings', { ...values, ramadan: null })).json().data.ramadan).toBeNull();
  });
});

describe('GET /api/catalog/shops/{id}/slots', () => {
  it('offers the next days’ slots chronologically with the places left, past their cutoff left out, asap as the shop takes orders now', async () => {
    const shop = await newShop();
    await call('PUT', `/shop/${shop.id}/slots`, slots());
    await t.db.execute(sql`INSERT INTO delivery_slots (shop_id, starts_at, ends_at, capacity, booked)
                           VALUES (${shop.id}, ${iso(SUNDAY, '14:00')}, ${iso(SUNDAY, '15:00')}, 2, 2), (${shop.id}, ${iso('2030-01-07', '09:00')}, ${iso('2030-01-07', '10:30')}, 5, 1)`);
    t.setClock(at(SUNDAY, '10:30'));
    const answer = await catalogue(shop.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=30');
    expect(answer.json().data).toEqual({
      asap: { available: true },
      slots: [
        { startsAt: iso(SUNDAY, '12:00'), endsAt: iso(SUNDAY, '13:00'), day: SUNDAY, remaining: 10, available: true },
        { startsAt: iso(SUNDAY, '14:00'), endsAt: iso(SUNDAY, '15:00'), day: SUNDAY, remaining: 0, available: false },
        { startsAt: iso('2030-01-07', '09:00'), endsAt: iso('2030-01-07', '10:30'), day: '2030-01-07', remaining: 4, available: true },
      ],
    });
    // The same answer again is a 304 by its tag.
    expect((await catalogue(shop.id, { 'if-none-match': answer.headers.etag as string })).statusCode).toBe(304);

    // Past the 12:00 slot's cutoff (11:00): it is left out.
    t.setClock(at(SUNDAY, '11:01'));
    expect((await catalogue(shop.id)).json().data.slots.map((slot: { startsAt: string }) => slot.startsAt)).toEqual([iso(SUNDAY, '14:00'), iso('2030-01-07', '09:00')]);

    // Customers with a token read the same; an unknown shop is 404; slots off: none, asap still said.
    const customer = await t.createUser('customer');
    expect((await catalogue(shop.id, { authorization: customer.authorization })).statusCode).toBe(200);
    expect((await catalogue(999_999)).statusCode).toBe(404);
    await call('PUT', `/shop/${shop.id}/slots`, slots({ enabled: false }));
    expect((await catalogue(shop.id)).json().data).toEqual({ asap: { available: true }, slots: [] });
  });

  it('says asap is not available when the shop is closed now, and follows the Ramadan timetable within the team’s dates', async () => {
    const shop = await newShop({ openTime: '16:00', closeTime: '23:00' });
    await call('PUT', `/shop/${shop.id}/slots`, slots({ templates: [...slots().templates, { timetable: 'ramadan', weekday: 0, startsAt: '20:00', endsAt: '22:00', capacity: 4 }] }));
    t.setClock(at(SUNDAY, '10:30'));
    const regular = (await catalogue(shop.id)).json().data;
    expect(regular.asap).toEqual({ available: false });
    expect(regular.slots).toHaveLength(3);

    const { updatedAt: _at, updatedBy: _by, ...values } = (await call('GET', '/settings')).json().data;
    await call('PUT', '/settings', { ...values, ramadan: { from: SUNDAY, to: SUNDAY } });
    try {
      const ramadan = (await catalogue(shop.id)).json().data.slots;
      // Sunday is Ramadan (its Ramadan slot), Monday is not (its regular one).
      expect(ramadan).toEqual([
        { startsAt: iso(SUNDAY, '20:00'), endsAt: iso(SUNDAY, '22:00'), day: SUNDAY, remaining: 4, available: true },
        { startsAt: iso('2030-01-07', '09:00'), endsAt: iso('2030-01-07', '10:30'), day: '2030-01-07', remaining: 5, available: true },
      ]);
    } finally {
      await call('PUT', '/settings', { ...values, ramadan: null });
    }
  });
});
