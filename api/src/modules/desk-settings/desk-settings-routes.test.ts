import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { inTransaction } from '../../db/transactions';
import { escalateUnanswered, runOrderDeskUpkeep } from '../../ops/order-desk-upkeep';
import { openShopWithProduct } from '../../test/customer-orders';
import { holdStream, type HeldStream, type ReceivedEvent } from '../../test/event-stream';
import { describeStaffGuard } from '../../test/staff-guard';
import { createListeningTestApp, setUpTestApp } from '../../test/test-app';
import { deskSettingsRepository } from './desk-settings-repository';

// decisions/order-workspace.md: the desk's settings on the server — the configuration's values as defaults, owners
// edit them (validated, audited), every desk reads them and hears of a change live; the unanswered
// rule's automatic reject and escalation run once per order. PGlite, and PostgreSQL when set.
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
  deliveryFeeCap: 0.5,
  ramadan: null,
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
    // decisions/delivery-coverage.md: the fee cap, exact to the fil.
    expect((await put({ ...DEFAULTS, deliveryFeeCap: -0.25 })).json().errors).toEqual({ deliveryFeeCap: 'Enter an amount of 0 or more' });
    expect((await put({ ...DEFAULTS, deliveryFeeCap: 0.2501 })).json().errors).toEqual({ deliveryFeeCap: 'An amount in KWD has at most 3 decimals' });
    expect((await put({ orderAgeWarningMinutes: 3 })).statusCode).toBe(400);
    expect((await get()).json().data.updatedAt).toBeNull();
  });

  it('lets owners only change them (settings.manage); the change is audited and heard live by every desk', async () => {
    const operations = await t.createUser('operations');
    const refused = await put({ ...DEFAULTS, orderAgeWarningMinutes: 3 }, { authorization: operations.authorization });
    expect(refused.statusCode).toBe(403);
    expect((await get({ authorization: operations.authorization })).json().data.orderAgeWarningMinutes).toBe(5);
    const me = async (authorization: string) => (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: { authorization } })).json().data.permissions;
    expect(await me(t.staffAuth.authorization)).toContain('settings.manage');
    expect(await me(operations.authorization)).not.toContain('settings.manage');

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
    expect(runs.flatMap((run) => run.escalated)).toEqual([]);
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

describe('the unanswered rule: escalation (ops/order-desk-upkeep.ts)', () => {
  const upkeep = () => runOrderDeskUpkeep(t.db, t.app.deskSettings.defaults);
  const streamUrl = () => `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}/api/orders/stream`;
  const streams: HeldStream[] = [];
  afterEach(async () => {
    for (const stream of streams.splice(0)) stream.close();
    await put(DEFAULTS);
  });
  const hold = (authorization: string, lastEventId?: number) => {
    const stream = holdStream(streamUrl(), authorization, lastEventId);
    streams.push(stream);
    return stream;
  };
  const escalationOf = (orderId: number) => (event: ReceivedEvent) => event.type === 'escalation' && (event.data as { orderId: number }).orderId === orderId;
  const escalatedAt = async (ids: number[]) =>
    queryRows<{ id: number; escalated: boolean }>(t.db, sql`SELECT id, escalated_at IS NOT NULL AS escalated FROM orders WHERE id IN ${ids} ORDER BY id`);

  it('escalates once, across two runs at once, the NEW orders placed since it was switched on and waiting past its minutes: on the log and on every desk of their shop', async () => {
    const customer = await t.createUser('customer');
    const { shop, order } = await openShopWithProduct(t, { stock: 20 });
    const elsewhere = await openShopWithProduct(t, { stock: 5 });
    const before = (await order(customer.authorization)).json().data.id;
    // Placed before the rule was on: left to staff, however old.
    await t.db.execute(sql`UPDATE orders SET created_at = now() - interval '2 hours' WHERE id = ${before}`);
    expect((await put({ ...DEFAULTS, unansweredAction: 'escalate', unansweredMinutes: 10 })).statusCode).toBe(200);
    const [{ since }] = await queryRows<{ since: string | null }>(t.db, sql`SELECT unanswered_since::text AS since FROM desk_settings`);
    expect(since).not.toBeNull();
    // Saved again doing the same: the rule's start stays.
    await put({ ...DEFAULTS, unansweredAction: 'escalate', unansweredMinutes: 10, orderAgeWarningMinutes: 4 });
    expect((await queryRows<{ since: string }>(t.db, sql`SELECT unanswered_since::text AS since FROM desk_settings`))[0].since).toBe(since);

    const late = (await order(customer.authorization)).json().data.id;
    const young = (await order(customer.authorization)).json().data.id;
    const answered = (await order(customer.authorization)).json().data.id;
    expect((await t.app.inject({ method: 'PATCH', url: `/api/orders/${answered}/status`, headers: t.staffAuth, payload: { status: 'ACCEPTED' } })).statusCode).toBe(200);
    // As if the rule had been on for an hour, and `late` and `answered` placed 11 minutes ago.
    await t.db.execute(sql`UPDATE desk_settings SET unanswered_since = now() - interval '1 hour'`);
    await t.db.execute(sql`UPDATE orders SET created_at = now() - interval '11 minutes' WHERE id IN (${late}, ${answered})`);

    const desk = hold(t.staffAuth.authorization);
    const ready = Number((await desk.next((event) => event.type === 'ready')).id);
    const ownClerk = await t.createUser('shop_staff', { shopIds: [shop.id] });
    const otherClerk = await t.createUser('shop_staff', { shopIds: [elsewhere.shop.id] });
    const own = hold(ownClerk.authorization);
    const other = hold(otherClerk.authorization);
    await Promise.all([own, other].map((stream) => stream.next((event) => event.type === 'ready')));

    const runs = await Promise.all([upkeep(), upkeep()]);
    expect(runs.flatMap((run) => run.escalated)).toEqual([late]);
    expect(runs.flatMap((run) => run.rejected)).toEqual([]);
    expect((await upkeep()).escalated).toEqual([]);
    expect(await escalatedAt([before, late, young, answered])).toEqual([
      { id: before, escalated: false },
      { id: late, escalated: true },
      { id: young, escalated: false },
      { id: answered, escalated: false },
    ]);
    // Still NEW: the rule escalates, it does not move the order.
    const answer = (await t.app.inject({ method: 'GET', url: `/api/orders/${late}`, headers: t.staffAuth })).json().data;
    expect(answer).toMatchObject({ status: 'NEW', escalatedAt: expect.any(String) });

    // One step on the order's log, by the order desk; the timeline answer stays the status steps.
    const steps = await queryRows<{ id: number; kind: string; actor: string }>(
      t.db,
      sql`SELECT id::float8 AS id, kind, actor_name AS actor FROM order_events WHERE order_id = ${late} AND kind <> 'status'`,
    );
    expect(steps).toEqual([{ id: expect.any(Number), kind: 'escalate', actor: 'Order desk' }]);
    const timeline = (await t.app.inject({ method: 'GET', url: `/api/orders/${late}/events`, headers: t.staffAuth })).json().data.items;
    expect(timeline.map((step: { to: string }) => step.to)).toEqual(['NEW']);

    const heard = await desk.next(escalationOf(late));
    expect(heard.data).toEqual({ id: steps[0].id, orderId: late, escalatedAt: answer.escalatedAt, minutes: 11, shopId: shop.id });
    expect(Number(heard.id)).toBe(steps[0].id);
    expect(desk.events.filter((event) => event.type === 'escalation')).toHaveLength(1);
    expect((await own.next(escalationOf(late))).data).toEqual(heard.data);
    // A shop-scoped desk hears only its shops' escalations (the hub tells every stream at once: by now it would have).
    expect(other.events.filter((event) => event.type === 'escalation')).toEqual([]);

    // A desk that was away gets it again after its last id; one that opens now finds it among the waiting orders.
    const back = hold(t.staffAuth.authorization, ready);
    expect((await back.next(escalationOf(late))).data).toEqual(heard.data);
    const fresh = hold(ownClerk.authorization);
    const waiting = (await fresh.next((event) => event.type === 'waiting')).data as { id: number; escalated?: unknown }[];
    expect(waiting.find((entry) => entry.id === late)).toEqual({ id: late, at: expect.any(String), escalated: { at: answer.escalatedAt, minutes: 11 } });
    expect(waiting.find((entry) => entry.id === young)).toEqual({ id: young, at: expect.any(String) });

    // Without the upkeep's lock too (two replicas' runs at once): the conditional update escalates an order once.
    const later = (await order(customer.authorization)).json().data.id;
    await t.db.execute(sql`UPDATE orders SET created_at = now() - interval '12 minutes' WHERE id = ${later}`);
    const settings = await deskSettingsRepository(t.db).read(t.app.deskSettings.defaults);
    const direct = await Promise.all([1, 2].map(() => inTransaction(t.db, (tx) => escalateUnanswered(tx, settings))));
    expect(direct.flat()).toEqual([later]);
    expect((await desk.next(escalationOf(later))).data).toMatchObject({ orderId: later, minutes: 12 });
    const [{ count }] = await queryRows<{ count: number }>(t.db, sql`SELECT count(*)::int AS count FROM order_events WHERE order_id = ${later} AND kind = 'escalate'`);
    expect(count).toBe(1);
  });

  it('escalates nothing while the rule is off or rejects, and nothing placed before it was switched on', async () => {
    const customer = await t.createUser('customer');
    const { order } = await openShopWithProduct(t, { stock: 10 });
    const waited = (await order(customer.authorization)).json().data.id;
    await t.db.execute(sql`UPDATE orders SET created_at = now() - interval '40 minutes' WHERE id = ${waited}`);
    // Off (the defaults: 30 minutes, nothing more).
    expect((await upkeep()).escalated).toEqual([]);
    // Rejecting: the reject is its whole answer (switched on after the order was placed, so not even that).
    await put({ ...DEFAULTS, unansweredAction: 'reject', unansweredMinutes: 10, unansweredReasonCode: 'shopClosed' });
    expect(await upkeep()).toMatchObject({ rejected: [], escalated: [] });
    // Escalating, switched on after it was placed.
    await put({ ...DEFAULTS, unansweredAction: 'escalate', unansweredMinutes: 10 });
    expect((await upkeep()).escalated).toEqual([]);
    expect(await escalatedAt([waited])).toEqual([{ id: waited, escalated: false }]);
  });
});

describeStaffGuard(() => t, [
  ['GET', '/api/settings'],
  ['PUT', '/api/settings', DEFAULTS],
]);
