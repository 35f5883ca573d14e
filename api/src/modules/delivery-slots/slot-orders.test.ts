import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { inTransaction } from '../../db/transactions';
import { announceDue, escalateUnanswered, runOrderDeskUpkeep } from '../../ops/order-desk-upkeep';
import { placeCustomerOrder } from '../../test/customer-orders';
import { type HeldStream, holdStream } from '../../test/event-stream';
import { makeCategory, makeLocation, makeProduct, makeShop } from '../../test/fixtures';
import { createListeningTestApp, setUpTestApp } from '../../test/test-app';
import type { DeskSettings } from '../desk-settings/desk-settings';
import { orderStreamRepository } from '../order-stream/order-stream-repository';
import { moveOrders } from '../orders/order-status-service';
import { slotRepository } from './slot-repository';
import { autoPauseIfUnanswered } from '../shops/shop-pause';

// decisions/delivery-slots.md: orders placed for a delivery slot — the contract's refusals, a shop closed now taking
// them, capacity exact under 200 orders at once, the place given back once on a reject or cancel, the order answers,
// the Scheduled list and counts, the `due` announcement once across replicas, and the desk's timers from the
// preparation time. On PGlite and on PostgreSQL.
jest.setTimeout(180_000);

const t = setUpTestApp(() => createListeningTestApp({ LIVE_HEARTBEAT_MS: '200' }));

// 2030-01-06 is a Sunday (Kuwait weekday 0): the tests' clock stands at 10:00 in Kuwait unless moved.
const SUNDAY = '2030-01-06';
const MONDAY = '2030-01-07';
const at = (day: string, time: string) => new Date(`${day}T${time}:00+03:00`);
const iso = (day: string, time: string) => at(day, time).toISOString();

const TEMPLATES = [
  { timetable: 'regular', weekday: 0, startsAt: '12:00', endsAt: '13:00', capacity: 10 },
  { timetable: 'regular', weekday: 0, startsAt: '14:00', endsAt: '15:00', capacity: 2 },
  { timetable: 'regular', weekday: 1, startsAt: '09:00', endsAt: '10:30', capacity: 5 },
];

const staff = (method: 'GET' | 'PUT' | 'PATCH' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: t.staffAuth, ...(payload ? { payload } : {}) });

/** A shop open around the clock (unless `shopFields` say otherwise) with a product of 1,000 in stock and slots saved. */
async function slotShop(shopFields: Parameters<typeof makeShop>[2] = {}, slotFields: object = {}) {
  const place = await makeLocation(t.db);
  const shop = await makeShop(t.db, place, { openTime: '00:00', closeTime: '00:00', ...shopFields });
  const product = await makeProduct(t.db, (await makeCategory(t.db, shop.id)).id, { stock: 1000 });
  const saved = await staff('PUT', `/shop/${shop.id}/slots`, { enabled: true, cutoffMinutes: 60, leadMinutes: 60, daysAhead: 3, templates: TEMPLATES, ...slotFields });
  expect(saved.statusCode).toBe(200);
  /** POST customer/orders as `authorization`, for the slot starting at `slot` (ISO), or as soon as possible. */
  const order = (authorization: string, slot?: string) =>
    placeCustomerOrder(t, place, product.id, authorization, slot === undefined ? {} : { slot: { startsAt: slot } });
  return { shop, product, order };
}

const booked = async (shopId: number, startsAt: string) => {
  const [row] = await queryRows<{ booked: number }>(t.db, sql`SELECT booked FROM delivery_slots WHERE shop_id = ${shopId} AND starts_at = ${startsAt}`);
  return row?.booked ?? 0;
};
const stockOf = async (productId: number) => (await queryRows<{ stock: number }>(t.db, sql`SELECT stock FROM products WHERE id = ${productId}`))[0].stock;

let customer: { authorization: string };
beforeAll(async () => {
  customer = await t.createUser('customer');
});
beforeEach(() => t.setClock(at(SUNDAY, '10:00')));
afterEach(() => t.setClock(null));

describe('placing an order for a slot (POST /api/customer/orders with slot)', () => {
  it('books the slot: the answers carry the slot, its preparation time and scheduled; the log a scheduled step; the stock is taken', async () => {
    const { shop, product, order } = await slotShop();
    const placed = await order(customer.authorization, iso(SUNDAY, '14:00'));
    expect(placed.statusCode).toBe(201);
    const { id, slot, prepareAt, scheduled } = placed.json().data;
    expect({ slot, prepareAt, scheduled }).toEqual({ slot: { startsAt: iso(SUNDAY, '14:00'), endsAt: iso(SUNDAY, '15:00') }, prepareAt: iso(SUNDAY, '13:00'), scheduled: true });
    expect((await staff('GET', `/orders/${id}`)).json().data).toMatchObject({ status: 'NEW', slot, prepareAt, scheduled: true });
    expect(await booked(shop.id, iso(SUNDAY, '14:00'))).toBe(1);
    expect(await stockOf(product.id)).toBe(999);
    const steps = await queryRows<{ kind: string; to: string | null; actor_kind: string }>(
      t.db,
      sql`SELECT kind, to_status AS to, actor_kind FROM order_events WHERE order_id = ${id} ORDER BY id`,
    );
    expect(steps).toEqual([
      { kind: 'status', to: 'NEW', actor_kind: 'customer' },
      { kind: 'scheduled', to: null, actor_kind: 'customer' },
    ]);
    // The staff's timeline is the status steps'.
    expect((await staff('GET', `/orders/${id}/events`)).json().data.items).toHaveLength(1);

    // As soon as possible: no slot, nothing scheduled.
    expect((await order(customer.authorization)).json().data).toMatchObject({ slot: null, prepareAt: null, scheduled: false });
    // A slot nearer than the lead time is prepared at once (not before it was placed): due already, nothing to announce.
    await staff('PUT', `/shop/${shop.id}/slots`, { enabled: true, cutoffMinutes: 60, leadMinutes: 120, daysAhead: 3, templates: TEMPLATES });
    t.setClock(at(SUNDAY, '12:40'));
    const near = (await order(customer.authorization, iso(SUNDAY, '14:00'))).json().data;
    expect((await staff('GET', `/orders/${near.id}`)).json().data).toMatchObject({ prepareAt: iso(SUNDAY, '12:40'), scheduled: false });
    const [{ announced }] = await queryRows<{ announced: boolean }>(t.db, sql`SELECT due_announced_at IS NOT NULL AS announced FROM orders WHERE id = ${near.id}`);
    expect(announced).toBe(true);
  });

  it('refuses a slot the shop does not have, one past its cutoff, and slots switched off, under slot.startsAt, writing nothing', async () => {
    const { shop, product, order } = await slotShop();
    const refusal = async (slot: string) => {
      const answer = await order(customer.authorization, slot);
      return [answer.statusCode, answer.json().code, answer.json().errors];
    };
    const unknown = { 'slot.startsAt': 'This shop has no delivery slot at that time' };
    expect(await refusal(iso(SUNDAY, '14:30'))).toEqual([409, 'SLOT_UNKNOWN', unknown]);
    // Beyond the days offered (today and the next 2), or gone.
    expect(await refusal(iso('2030-01-13', '12:00'))).toEqual([409, 'SLOT_UNKNOWN', unknown]);
    expect(await refusal(iso('2029-12-30', '12:00'))).toEqual([409, 'SLOT_UNKNOWN', unknown]);
    expect(await refusal('2030-01-06T12:00')).toEqual([400, 'VALIDATION_FAILED', { 'slot.startsAt': 'Enter the slot’s start as an ISO date and time' }]);
    t.setClock(at(SUNDAY, '13:01'));
    expect(await refusal(iso(SUNDAY, '14:00'))).toEqual([409, 'SLOT_CLOSED', { 'slot.startsAt': 'This slot no longer takes orders: choose a later one' }]);
    await staff('PUT', `/shop/${shop.id}/slots`, { enabled: false, cutoffMinutes: 60, leadMinutes: 60, daysAhead: 3, templates: TEMPLATES });
    expect(await refusal(iso(MONDAY, '09:00'))).toEqual([409, 'SLOT_UNKNOWN', unknown]);

    expect(await queryRows(t.db, sql`SELECT id FROM orders WHERE shop_id = ${shop.id}`)).toEqual([]);
    expect(await queryRows(t.db, sql`SELECT 1 FROM delivery_slots WHERE shop_id = ${shop.id}`)).toEqual([]);
    expect(await stockOf(product.id)).toBe(1000);
  });

  it('takes a scheduled order while the shop is closed now, but not while it is paused or switched off', async () => {
    const { shop, order } = await slotShop({ openTime: '16:00', closeTime: '23:00' });
    const asap = await order(customer.authorization);
    expect([asap.statusCode, asap.json().code]).toEqual([409, 'SHOP_CLOSED']);
    expect((await order(customer.authorization, iso(SUNDAY, '14:00'))).statusCode).toBe(201);

    await t.db.execute(sql`UPDATE shops SET paused_at = now() WHERE id = ${shop.id}`);
    const paused = await order(customer.authorization, iso(SUNDAY, '14:00'));
    expect([paused.statusCode, paused.json().code]).toEqual([409, 'SHOP_PAUSED']);
    await t.db.execute(sql`UPDATE shops SET paused_at = NULL, is_open = false WHERE id = ${shop.id}`);
    const inactive = await order(customer.authorization, iso(SUNDAY, '14:00'));
    expect([inactive.statusCode, inactive.json().code]).toEqual([409, 'SHOP_CLOSED']);
    expect(await booked(shop.id, iso(SUNDAY, '14:00'))).toBe(1);
  });

  it('books exactly the capacity of a slot when 200 orders ask for it at once: 10 placed, 190 SLOT_FULL', async () => {
    const { shop, product, order } = await slotShop();
    const customers = await Promise.all([1, 2, 3, 4].map(() => t.createUser('customer')));
    const answers = await Promise.all(Array.from({ length: 200 }, (_, index) => order(customers[index % 4].authorization, iso(SUNDAY, '12:00'))));
    const outcomes = answers.map((answer) => (answer.statusCode === 201 ? 'placed' : `${answer.statusCode} ${answer.json().code}`));
    expect(outcomes.filter((outcome) => outcome === 'placed')).toHaveLength(10);
    expect(outcomes.filter((outcome) => outcome === '409 SLOT_FULL')).toHaveLength(190);
    const full = answers.find((answer) => answer.statusCode === 409);
    expect(full?.json()).toMatchObject({ message: 'This slot is full: choose another', errors: { 'slot.startsAt': 'This slot is full: choose another' } });
    expect(await booked(shop.id, iso(SUNDAY, '12:00'))).toBe(10);
    const [{ orders }] = await queryRows<{ orders: number }>(t.db, sql`SELECT count(*)::int AS orders FROM orders WHERE shop_id = ${shop.id} AND slot_starts_at = ${iso(SUNDAY, '12:00')}`);
    expect(orders).toBe(10);
    // A refused order took no stock.
    expect(await stockOf(product.id)).toBe(990);
  });

  it('books in one statement: 50 transactions at once into a 3-place slot get 3 places, whatever they read before', async () => {
    const { shop } = await slotShop();
    const slot = { startsAt: at(MONDAY, '09:00'), endsAt: at(MONDAY, '10:30'), day: MONDAY, capacity: 3 };
    const results = await Promise.all(Array.from({ length: 50 }, () => inTransaction(t.db, (tx) => slotRepository(tx).book(shop.id, slot))));
    expect(results.filter(Boolean)).toHaveLength(3);
    expect(await booked(shop.id, iso(MONDAY, '09:00'))).toBe(3);
  });

  it('gives the place back once when the order is rejected or cancelled (staff, bulk, the customer’s cancel through the status service)', async () => {
    const { shop, order } = await slotShop();
    const slot = iso(SUNDAY, '14:00');
    const first = (await order(customer.authorization, slot)).json().data.id;
    const second = (await order(customer.authorization, slot)).json().data.id;
    expect((await order(customer.authorization, slot)).json().code).toBe('SLOT_FULL');

    expect((await staff('PATCH', `/orders/${first}/status`, { status: 'REJECTED', reasonCode: 'outOfStock' })).statusCode).toBe(200);
    expect(await booked(shop.id, slot)).toBe(1);
    // Rejected again: refused, and the place is not given back twice.
    expect((await staff('PATCH', `/orders/${first}/status`, { status: 'REJECTED', reasonCode: 'outOfStock' })).statusCode).toBe(409);
    expect(await booked(shop.id, slot)).toBe(1);

    const third = (await order(customer.authorization, slot)).json().data.id;
    expect(await booked(shop.id, slot)).toBe(2);
    // Two orders of the slot rejected in one bulk action: both places back.
    const bulk = await staff('POST', '/orders/bulk', { action: 'reject', ids: [second, third], reasonCode: 'shopClosed' });
    expect(bulk.json().data.succeeded).toEqual([second, third]);
    expect(await booked(shop.id, slot)).toBe(0);

    // The customer's cancel moves a NEW order through the same service (decisions/customer-orders.md).
    const fourth = (await order(customer.authorization, slot)).json().data.id;
    const cancel = () => inTransaction(t.db, (tx) => moveOrders(tx, sql`id = ${fourth}`, ['NEW'], 'CANCELLED', { actor: { kind: 'staff', id: t.staffId } }));
    expect(await cancel()).toEqual([fourth]);
    expect(await cancel()).toEqual([]);
    expect(await booked(shop.id, slot)).toBe(0);
  });
});

describe('the Scheduled list and counts (GET /api/orders?scheduled=true, orders/stats)', () => {
  it('lists the scheduled orders soonest first, leaves them out of NEW and its count until their time, and counts SCHEDULED', async () => {
    const { shop, order } = await slotShop();
    const two = (await order(customer.authorization, iso(SUNDAY, '14:00'))).json().data.id;
    const monday = (await order(customer.authorization, iso(MONDAY, '09:00'))).json().data.id;
    const noon = (await order(customer.authorization, iso(SUNDAY, '12:00'))).json().data.id;
    const asap = (await order(customer.authorization)).json().data.id;
    const ids = (answer: { json(): { data: { items: { id: number }[] } } }) => answer.json().data.items.map((item) => item.id);

    const scheduled = await staff('GET', `/orders?scheduled=true&shopId=${shop.id}`);
    expect(ids(scheduled)).toEqual([noon, two, monday]);
    expect(scheduled.json().data.items[0]).toMatchObject({ scheduled: true, prepareAt: iso(SUNDAY, '11:00') });
    // Page by page on its cursor, the same order.
    const firstPage = (await staff('GET', `/orders?scheduled=true&shopId=${shop.id}&limit=2`)).json().data;
    const secondPage = (await staff('GET', `/orders?scheduled=true&shopId=${shop.id}&limit=2&after=${firstPage.nextCursor}`)).json().data;
    expect([...firstPage.items, ...secondPage.items].map((item: { id: number }) => item.id)).toEqual([noon, two, monday]);
    expect(ids(await staff('GET', `/orders?scheduled=true&shopId=${shop.id}&sort=newest`))).toEqual([noon, monday, two]);
    expect(ids(await staff('GET', `/orders?status=NEW&shopId=${shop.id}`))).toEqual([asap]);
    expect(ids(await staff('GET', `/orders?shopId=${shop.id}`))).toEqual([asap, noon, monday, two]);
    expect((await staff('GET', `/orders/stats?shopId=${shop.id}`)).json().data).toMatchObject({ NEW: 1, SCHEDULED: 3 });

    // The tabs without filters (the counters, less the scheduled ones) agree with the orders.
    const [{ newOrders, waitingOnes }] = await queryRows<{ newOrders: number; waitingOnes: number }>(
      t.db,
      sql`SELECT count(*)::int AS "newOrders", count(*) FILTER (WHERE prepare_at IS NULL OR prepare_at <= ${iso(SUNDAY, '10:00')})::int AS "waitingOnes" FROM orders WHERE status = 'NEW'`,
    );
    const stats = (await staff('GET', '/orders/stats')).json().data;
    expect(stats.NEW).toBe(waitingOnes);
    expect(stats.SCHEDULED).toBe(newOrders - waitingOnes);
    const newTab = (await staff('GET', '/orders?status=NEW&limit=50')).json().data;
    expect(newTab.total).toBe(waitingOnes);
    expect(newTab.items.map((item: { id: number }) => item.id)).not.toContain(two);

    // 11:30: the noon order's preparation time came: it is NEW now, no longer scheduled.
    t.setClock(at(SUNDAY, '11:30'));
    expect(ids(await staff('GET', `/orders?scheduled=true&shopId=${shop.id}`))).toEqual([two, monday]);
    expect(ids(await staff('GET', `/orders?status=NEW&shopId=${shop.id}`))).toEqual([asap, noon]);
    expect((await staff('GET', `/orders/${noon}`)).json().data.scheduled).toBe(false);
    expect((await staff('GET', `/orders/stats?shopId=${shop.id}`)).json().data).toMatchObject({ NEW: 2, SCHEDULED: 2 });
    // Accepted before its time, an order is no longer scheduled either.
    expect((await staff('PATCH', `/orders/${monday}/status`, { status: 'ACCEPTED' })).json().data.scheduled).toBe(false);
    expect(ids(await staff('GET', `/orders?scheduled=true&shopId=${shop.id}`))).toEqual([two]);
  });
});

describe('the due announcement (ops/order-desk-upkeep.ts) and the desk’s timers', () => {
  const streams: HeldStream[] = [];
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  const streamUrl = () => `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}/api/orders/stream`;

  it('announces a scheduled order once when its preparation time comes, however many upkeeps race: the log’s due step, the stream’s due', async () => {
    const { shop, order } = await slotShop();
    const placed = (await order(customer.authorization, iso(SUNDAY, '14:00'))).json().data.id;
    const other = (await order(customer.authorization, iso(MONDAY, '09:00'))).json().data.id;
    const desk = holdStream(streamUrl(), t.staffAuth.authorization);
    streams.push(desk);
    const ready = Number((await desk.next((event) => event.type === 'ready')).id);

    const upkeep = (now: Date) => runOrderDeskUpkeep(t.db, t.app.deskSettings.defaults, now);
    expect((await upkeep(at(SUNDAY, '12:59'))).due).not.toContain(placed);
    const runs = await Promise.all([upkeep(at(SUNDAY, '13:00')), upkeep(at(SUNDAY, '13:00'))]);
    expect(runs.flatMap((run) => run.due).filter((id) => id === placed)).toHaveLength(1);
    expect((await upkeep(at(SUNDAY, '13:05'))).due).not.toContain(placed);
    // Without the upkeep's lock too: two announcements at once in their own transactions mark an order once.
    const racing = await Promise.all([1, 2].map(() => inTransaction(t.db, (tx) => announceDue(tx, at(MONDAY, '08:00')))));
    expect(racing.flat().filter((id) => id === other)).toHaveLength(1);

    const dueSteps = await queryRows<{ orderId: number }>(t.db, sql`SELECT order_id AS "orderId" FROM order_events WHERE kind = 'due' AND order_id IN (${placed}, ${other})`);
    expect(dueSteps.map((step) => step.orderId).sort()).toEqual([placed, other].sort());
    const due = await desk.next((event) => event.type === 'due' && (event.data as { orderId: number }).orderId === placed);
    expect(due.data).toEqual({ id: Number(due.id), orderId: placed, prepareAt: iso(SUNDAY, '13:00'), shopId: shop.id });
    // Replayed alike to a desk that resumes; the scheduled steps are not the stream's.
    const replayed = await orderStreamRepository(t.db).eventsAfter(ready, 500);
    expect(replayed.filter((event) => event.type === 'due' && event.data.orderId === placed)).toEqual([{ type: 'due', data: due.data }]);
    expect(replayed.some((event) => (event.type as string) === 'scheduled')).toBe(false);
    // Its placement told the desks it is scheduled (they ring at its due, not then); an order as soon as possible is not.
    const asap = (await order(customer.authorization)).json().data.id;
    const placement = async (orderId: number) => {
      const [step] = await queryRows<{ id: number }>(t.db, sql`SELECT id::float8 AS id FROM order_events WHERE order_id = ${orderId} AND kind = 'status' AND from_status IS NULL`);
      const [event] = await orderStreamRepository(t.db).eventsAfter(step.id - 1, 1);
      return event.data;
    };
    expect(await placement(placed)).toMatchObject({ orderId: placed, to: 'NEW', scheduled: true });
    expect(await placement(asap)).not.toHaveProperty('scheduled');
  });

  it('counts the unanswered rule, the waiting orders and the auto-pause from the preparation time of a slot order', async () => {
    const { shop, order } = await slotShop();
    const slotted = (await order(customer.authorization, iso(SUNDAY, '14:00'))).json().data.id;
    const plain = (await order(customer.authorization)).json().data.id;
    // Both placed two hours ago; the slot order prepares in an hour (real time: the rule reads the database's clock).
    await t.db.execute(sql`UPDATE orders SET created_at = now() - interval '2 hours' WHERE id IN (${slotted}, ${plain})`);
    await t.db.execute(sql`UPDATE orders SET slot_starts_at = now() + interval '2 hours', slot_ends_at = now() + interval '3 hours', prepare_at = now() + interval '1 hour', due_announced_at = NULL WHERE id = ${slotted}`);
    const rule = { unansweredAction: 'escalate', unansweredMinutes: 10, unansweredSince: new Date(Date.now() - 86_400_000) } as DeskSettings;
    const escalate = () => inTransaction(t.db, (tx) => escalateUnanswered(tx, rule));
    const waiting = async () => (await orderStreamRepository(t.db).waiting([shop.id])).map((row) => row.id);

    const first = await escalate();
    expect(first).toContain(plain);
    expect(first).not.toContain(slotted);
    expect(await waiting()).toEqual([plain]);
    await autoPauseIfUnanswered(t.db, shop.id, { afterUnanswered: 2, minutes: 10 });
    expect((await queryRows<{ paused: boolean }>(t.db, sql`SELECT paused_at IS NOT NULL AS paused FROM shops WHERE id = ${shop.id}`))[0].paused).toBe(false);

    // Its preparation time came 11 minutes ago: now it waits, from then.
    await t.db.execute(sql`UPDATE orders SET prepare_at = now() - interval '11 minutes' WHERE id = ${slotted}`);
    const [{ prepareAt }] = await queryRows<{ prepareAt: Date }>(t.db, sql`SELECT prepare_at AS "prepareAt" FROM orders WHERE id = ${slotted}`);
    expect(await escalate()).toContain(slotted);
    const rows = await orderStreamRepository(t.db).waiting([shop.id]);
    expect(rows.map((row) => row.id)).toEqual([plain, slotted]);
    expect(rows[1]).toMatchObject({ at: new Date(prepareAt).toISOString(), escalated: { minutes: 11 } });
    await autoPauseIfUnanswered(t.db, shop.id, { afterUnanswered: 2, minutes: 10 });
    expect((await queryRows<{ paused: boolean }>(t.db, sql`SELECT paused_at IS NOT NULL AS paused FROM shops WHERE id = ${shop.id}`))[0].paused).toBe(true);
  });
});
