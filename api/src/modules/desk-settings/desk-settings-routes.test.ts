import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { runOrderDeskUpkeep } from '../../ops/order-desk-upkeep';
import { openShopWithProduct } from '../../test/customer-orders';
import { holdStream } from '../../test/event-stream';
import { describeStaffGuard } from '../../test/staff-guard';
import { createListeningTestApp, setUpTestApp } from '../../test/test-app';

// decisions/order-workspace.md: the desk's settings on the server — the configuration's values as defaults, owners
// edit them (validated, audited), every desk reads them and hears of a change live; the unanswered
// rule's automatic reject runs once per order. PGlite, and PostgreSQL when set.
jest.setTimeout(60_000);

const t = setUpTestApp(() => createListeningTestApp({ LIVE_HEARTBEAT_MS: '200', AUTO_PAUSE_AFTER_UNANSWERED: '4', AUTO_PAUSE_UNANSWERED_MINUTES: '12' }));

const DEFAULTS = {
  orderAgeWarningMinutes: 5,
  orderAgeOverdueMinutes: 15,
  claimIdleMinutes: 15,
  autoPauseAfterUnanswered: 4,
  autoPauseMinutes: 12,
  unansweredAction: 'off',
  unansweredMinutes: 30,
  unansweredReason: null,
  unansweredReasonCode: null,
};
const put = (payload: object, auth = t.staffAuth) => t.app.inject({ method: 'PUT', url: '/api/settings', headers: auth, payload });
const get = (auth = t.staffAuth) => t.app.inject({ method: 'GET', url: '/api/settings', headers: auth });

describe('GET/PUT /api/settings', () => {
  it('answers the configuration’s values until an owner saves, to every staff role', async () => {
    const clerk = await t.createUser('shop_staff');
    const res = await get({ authorization: clerk.authorization });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ...DEFAULTS, updatedAt: null, updatedBy: null });
  });

  it('refuses values out of range, red not after amber and a reject without its reason, naming each field', async () => {
    const bad = await put({ ...DEFAULTS, orderAgeWarningMinutes: 20, orderAgeOverdueMinutes: 20, claimIdleMinutes: 0, autoPauseMinutes: 5000, unansweredAction: 'reject' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      orderAgeOverdueMinutes: 'Red must come later than amber',
      claimIdleMinutes: 'Enter a whole number of minutes from 1 to 1440',
      autoPauseMinutes: 'Enter a whole number of minutes from 1 to 1440',
      unansweredReason: 'Say why an unanswered order is rejected: the customer sees it',
    });
    const both = await put({ ...DEFAULTS, unansweredAction: 'reject', unansweredReason: 'Too late', unansweredReasonCode: 'shopClosed' });
    expect(both.json().errors).toEqual({ unansweredReasonCode: 'Give a preset reason or your own words, not both' });
    expect((await put({ ...DEFAULTS, unansweredAction: 'later' })).statusCode).toBe(400);
    expect((await put({ orderAgeWarningMinutes: 3 })).statusCode).toBe(400);
    expect((await get()).json().data.updatedAt).toBeNull();
  });

  it('lets owners only change them; the change is audited and heard live by every desk', async () => {
    const operations = await t.createUser('operations');
    expect((await put({ ...DEFAULTS, orderAgeWarningMinutes: 3 }, { authorization: operations.authorization })).statusCode).toBe(403);

    const url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}/api/orders/stream`;
    const stream = holdStream(url, operations.authorization);
    try {
      const first = await stream.next((event) => event.type === 'settings');
      expect(first.data).toMatchObject({ orderAgeWarningMinutes: 5 });
      const saved = await put({ ...DEFAULTS, orderAgeWarningMinutes: 3, orderAgeOverdueMinutes: 10, unansweredAction: 'escalate', unansweredMinutes: 20 });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data).toMatchObject({ orderAgeWarningMinutes: 3, orderAgeOverdueMinutes: 10, unansweredAction: 'escalate', updatedBy: { id: t.staffId } });
      const live = await stream.next((event) => event.type === 'settings' && (event.data as { orderAgeWarningMinutes: number }).orderAgeWarningMinutes === 3);
      expect(live.data).toEqual(JSON.parse(JSON.stringify(saved.json().data)));
    } finally {
      stream.close();
    }
    const audit = (await t.app.inject({ method: 'GET', url: '/api/audit?entity=desk_settings', headers: t.staffAuth })).json().data.items;
    expect(audit[0]).toMatchObject({ entity: 'desk_settings', actor: { id: t.staffId }, after: expect.objectContaining({ order_age_warning_minutes: 3 }) });
    await put(DEFAULTS);
  });

  it('drives the auto-pause of customer orders with the saved values instead of the configuration', async () => {
    const customer = await t.createUser('customer');
    const { shop, order } = await openShopWithProduct(t, { stock: 20 });
    expect((await put({ ...DEFAULTS, autoPauseAfterUnanswered: 1, autoPauseMinutes: 5 })).statusCode).toBe(200);
    expect((await order(customer.authorization)).statusCode).toBe(201);
    await t.db.execute(sql`UPDATE orders SET created_at = now() - interval '6 minutes' WHERE shop_id = ${shop.id}`);
    const refused = await order(customer.authorization);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Paused: 1 order left unanswered for over 5 minutes');
    await put(DEFAULTS);
  });
});

describe('the unanswered rule: automatic reject (ops/order-desk-upkeep.ts)', () => {
  it('rejects, once, the NEW orders placed since it was switched on and unanswered past its minutes, with the reason, giving their stock back', async () => {
    const customer = await t.createUser('customer');
    const { shop, order } = await openShopWithProduct(t, { stock: 10 });
    const before = (await order(customer.authorization)).json().data.id;
    // Placed before the rule was on: left to staff, however old.
    await t.db.execute(sql`UPDATE orders SET created_at = now() - interval '2 hours' WHERE id = ${before}`);
    expect((await put({ ...DEFAULTS, unansweredAction: 'reject', unansweredMinutes: 10, unansweredReasonCode: 'shopClosed' })).statusCode).toBe(200);
    const late = (await order(customer.authorization)).json().data.id;
    const young = (await order(customer.authorization)).json().data.id;
    // As if the rule had been on for an hour, and `late` placed 11 minutes ago.
    await t.db.execute(sql`UPDATE desk_settings SET unanswered_since = now() - interval '1 hour'`);
    await t.db.execute(sql`UPDATE orders SET created_at = now() - interval '11 minutes' WHERE id = ${late}`);

    const runs = await Promise.all([runOrderDeskUpkeep(t.db, t.app.deskSettings.defaults), runOrderDeskUpkeep(t.db, t.app.deskSettings.defaults)]);
    expect(runs.flatMap((run) => run.rejected)).toEqual([late]);
    expect((await runOrderDeskUpkeep(t.db, t.app.deskSettings.defaults)).rejected).toEqual([]);

    const statuses = await queryRows<{ id: number; status: string }>(t.db, sql`SELECT id, status FROM orders WHERE shop_id = ${shop.id} ORDER BY id`);
    expect(statuses).toEqual([
      { id: before, status: 'NEW' },
      { id: late, status: 'REJECTED' },
      { id: young, status: 'NEW' },
    ]);
    const timeline = (await t.app.inject({ method: 'GET', url: `/api/orders/${late}/events`, headers: t.staffAuth })).json().data.items;
    expect(timeline.at(-1)).toMatchObject({ from: 'NEW', to: 'REJECTED', actor: { kind: 'system', id: null, name: 'Order desk' }, reasonCode: 'shopClosed' });
    const [{ stock }] = await queryRows<{ stock: number }>(t.db, sql`SELECT p.stock FROM products p JOIN categories c ON c.id = p.category_id WHERE c.shop_id = ${shop.id}`);
    expect(stock).toBe(8);
    await put(DEFAULTS);
  });
});

describeStaffGuard(() => t, [
  ['GET', '/api/settings'],
  ['PUT', '/api/settings', DEFAULTS],
]);
