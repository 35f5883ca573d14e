import type { AddressInfo } from 'node:net';
import { eq, like, sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { products, users } from '../db/schema';
import { makeCategory, makeLocation, makeProduct, makeShop } from '../test/fixtures';
import { kuwaitMinuteOfDay } from '../modules/shops/shop-availability';
import { createListeningTestApp, setUpTestApp, type TestApp } from '../test/test-app';
import { type OrderSimulator, type SimulatorOptions, startOrderSimulator } from './order-simulator';

// The demo's order simulator (DEMO_ORDERS_PER_MINUTE, `pnpm simulate:orders`) against a real API
// on a port: customers it signs up find shops through the customers' catalogue for their block and order through
// POST /customer/orders (within coverage and the minimum basket, for a slot now and then), some cancel before the shop
// accepts; everything staff see came through the API's rules (stock taken, timeline written, only shops taking orders).
jest.setTimeout(60_000);

/** Runs the simulator against `t` until `enough` holds (30 s at most), then stops it; answers it and its log. */
async function simulate(t: TestApp, enough: (simulator: OrderSimulator) => boolean, options: Partial<SimulatorOptions> = {}) {
  const { port } = t.app.server.address() as AddressInfo;
  const lines: string[] = [];
  const simulator = startOrderSimulator({
    apiUrl: `http://127.0.0.1:${port}/api`,
    staffToken: t.staffAuth.authorization.replace('Bearer ', ''),
    ratePerMinute: 600,
    minutes: null,
    customers: 2,
    log: (line) => lines.push(line),
    ...options,
  });
  const deadline = Date.now() + 30_000;
  while (!enough(simulator) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  await simulator.stop();
  return { simulator, lines };
}

const stockLeft = async (t: TestApp, id: number) => (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0].stock;

describe('ordering as soon as possible', () => {
  const t = setUpTestApp(createListeningTestApp);

  it('places orders as signed-up demo customers through the customers API, from the catalogue’s shops taking orders now', async () => {
    const place = await makeLocation(t.db);
    const open = await makeShop(t.db, place, { openTime: '00:00', closeTime: '00:00' });
    const closed = await makeShop(t.db, place, { isOpen: false });
    const [onSale, shut] = [await makeCategory(t.db, open.id), await makeCategory(t.db, closed.id)];
    const stocked = [await makeProduct(t.db, onSale.id, { stock: 50 }), await makeProduct(t.db, onSale.id, { stock: 50 })];
    const unreachable = await makeProduct(t.db, shut.id, { stock: 50 });

    // Each order wants a slot; no shop offers any: every one goes as soon as possible. Nobody cancels here.
    const { simulator, lines } = await simulate(t, (running) => running.placed() >= 3, { slotChance: 1, cancelChance: 0 });

    expect(simulator.placed()).toBeGreaterThanOrEqual(3);
    expect(lines.filter((line) => line.startsWith('Demo order #'))).toHaveLength(simulator.placed());
    // The choices it sends if an item is not there (a named substitute among them) pass the API's rules.
    expect(lines.filter((line) => line.startsWith('Demo order refused'))).toEqual([]);
    const customers = await t.db.select({ id: users.id }).from(users).where(like(users.email, '%+sim-%'));
    expect(customers).toHaveLength(2);
    const orders = await queryRows<{ id: number; user_id: number; quantity: number; placed_by: string }>(
      t.db,
      sql`SELECT o.id, o.user_id, o.total_quantity AS quantity, e.actor_kind AS placed_by
          FROM orders o JOIN order_events e ON e.order_id = o.id AND e.kind = 'status' AND e.from_status IS NULL`,
    );
    expect(orders).toHaveLength(simulator.placed());
    // Each address as the customers' app sends one: the place checked against the tree and named in both languages.
    const addresses = await queryRows<{ block_id: number; block_ar: string; street: string; building: string }>(t.db, sql`SELECT block_id, block_ar, street, building FROM orders`);
    expect(addresses.every((address) => address.block_id === place.block.id && address.block_ar === place.block.nameAr && address.street && address.building)).toBe(true);
    expect(orders.every((order) => customers.some((c) => c.id === order.user_id) && order.placed_by === 'customer')).toBe(true);
    const taken = 100 - (await stockLeft(t, stocked[0].id)) - (await stockLeft(t, stocked[1].id));
    expect(taken).toBe(orders.reduce((sum, order) => sum + order.quantity, 0));
    expect(await stockLeft(t, unreachable.id)).toBe(50);
    expect(simulator.scheduled()).toBe(0);
    const [slots] = await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM orders WHERE slot_starts_at IS NOT NULL`);
    expect(slots.n).toBe(0);
  });
  });

describe('ordering within coverage', () => {
  const t = setUpTestApp(createListeningTestApp);

  it('orders from the shops delivering to the customer’s block, up to the minimum basket, with the zone’s fee', async () => {
    const [here, there] = [await makeLocation(t.db), await makeLocation(t.db)];
    // Delivers only to `here`'s block, from 3.000 KWD of lines at 0.250 a delivery; the other shop only to `there`'s.
    const near = await makeShop(t.db, here, { openTime: '00:00', closeTime: '00:00' });
    const far = await makeShop(t.db, there, { openTime: '00:00', closeTime: '00:00' });
    const zone = (blockId: number, minBasket: number) => ({ blockId, deliveryFee: 0.25, minBasket, etaMinutes: 45 });
    for (const [shop, body] of [[near, { zones: [zone(here.block.id, 3)] }], [far, { zones: [zone(there.block.id, 0)] }]] as const) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/shop/${shop.id}/coverage`, headers: t.staffAuth, payload: body });
      expect(res.statusCode).toBe(200);
    }
    for (const shop of [near, far]) {
      const category = await makeCategory(t.db, shop.id);
      await makeProduct(t.db, category.id, { price: '0.500', stock: 5000 });
      await makeProduct(t.db, category.id, { price: '0.400', stock: 5000, unit: 'weight', weightStep: '0.250', estimatedWeight: '0.500' });
    }

    const { simulator, lines } = await simulate(t, (running) => running.placed() >= 6, { cancelChance: 0 });
    expect(simulator.placed()).toBeGreaterThanOrEqual(6);
    expect(lines.filter((line) => line.startsWith('Demo order refused'))).toEqual([]);
    const orders = await queryRows<{ shop_id: number; block_id: number; lines: string; fee: string }>(
      t.db,
      sql`SELECT shop_id, block_id, (total_amount - delivery_fee)::text AS lines, delivery_fee::text AS fee FROM orders`,
    );
    expect(orders).toHaveLength(simulator.placed());
    for (const order of orders) {
      expect(order.shop_id === near.id ? order.block_id === here.block.id : order.block_id === there.block.id).toBe(true);
      expect(Number(order.fee)).toBe(0.25);
      if (order.shop_id === near.id) expect(Number(order.lines)).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('customers who change their mind', () => {
  const t = setUpTestApp(createListeningTestApp);

  it('cancel before the shop accepts: the order CANCELLED by its customer, the stock back', async () => {
    const place = await makeLocation(t.db);
    const shop = await makeShop(t.db, place, { openTime: '00:00', closeTime: '00:00' });
    const product = await makeProduct(t.db, (await makeCategory(t.db, shop.id)).id, { stock: 500, price: '0.750' });

    const { simulator, lines } = await simulate(t, (running) => running.cancelled() >= 3, { cancelChance: 1, cancelAfterMs: 0 });
    expect(simulator.cancelled()).toBeGreaterThanOrEqual(3);
    expect(lines.filter((line) => / cancelled order #\d+$/.test(line))).toHaveLength(simulator.cancelled());
    const cancelled = await queryRows<{ id: number; actor: string }>(
      t.db,
      sql`SELECT o.id, e.actor_kind AS actor FROM orders o JOIN order_events e ON e.order_id = o.id AND e.kind = 'status' AND e.to_status = 'CANCELLED'`,
    );
    expect(cancelled).toHaveLength(simulator.cancelled());
    expect(cancelled.every((order) => order.actor === 'customer')).toBe(true);
    // Stopped with every cancel done: what the orders still hold is all the product lost.
    const [held] = await queryRows<{ n: number }>(t.db, sql`SELECT coalesce(sum(i.quantity), 0)::int AS n FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.stock_held`);
    expect(await stockLeft(t, product.id)).toBe(500 - held.n);
  });
});

describe('ordering for a delivery slot', () => {
  const t = setUpTestApp(createListeningTestApp);

  it('books a slot of a shop closed now that offers slots, and keeps ordering as soon as possible where none are offered', async () => {
    const place = await makeLocation(t.db);
    const now = kuwaitMinuteOfDay(new Date());
    const hhmm = (minute: number) => `${String(Math.floor(((minute + 1440) % 1440) / 60)).padStart(2, '0')}:${String((minute + 1440) % 60).padStart(2, '0')}`;
    // Opens in two hours, closes in three: closed now, whatever time the test runs; its slots take orders meanwhile.
    const later = await makeShop(t.db, place, { openTime: hhmm(now + 120), closeTime: hhmm(now + 180) });
    const open = await makeShop(t.db, place, { openTime: '00:00', closeTime: '00:00' });
    for (const shop of [later, open]) await makeProduct(t.db, (await makeCategory(t.db, shop.id)).id, { stock: 5000 });
    const templates = [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => [
      { timetable: 'regular', weekday, startsAt: '09:00', endsAt: '11:00', capacity: 100 },
      { timetable: 'regular', weekday, startsAt: '18:00', endsAt: '20:00', capacity: 100 },
    ]);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/shop/${later.id}/slots`,
      headers: t.staffAuth,
      payload: { enabled: true, cutoffMinutes: 60, leadMinutes: 60, daysAhead: 3, templates },
    });
    expect(saved.statusCode).toBe(200);

    const { simulator, lines } = await simulate(t, (running) => running.scheduled() >= 3 && running.placed() - running.scheduled() >= 3, { slotChance: 0.5, cancelChance: 0 });
    expect(lines.filter((line) => line.startsWith('Demo order refused'))).toEqual([]);
    const orders = await queryRows<{ shop_id: number; slot: Date | string | null; prepare_at: Date | string | null }>(
      t.db,
      sql`SELECT shop_id, slot_starts_at AS slot, prepare_at FROM orders`,
    );
    expect(orders).toHaveLength(simulator.placed());
    const scheduled = orders.filter((order) => order.slot !== null);
    expect(scheduled).toHaveLength(simulator.scheduled());
    expect(scheduled.length).toBeGreaterThanOrEqual(3);
    // The slots are the shop's own; the orders as soon as possible went to the shop taking orders now.
    for (const order of scheduled) {
      expect(order.shop_id).toBe(later.id);
      expect(['09:00', '18:00']).toContain(hhmm(kuwaitMinuteOfDay(new Date(order.slot as string))));
      expect(new Date(order.prepare_at as string).getTime()).toBe(new Date(order.slot as string).getTime() - 60 * 60_000);
    }
    expect(orders.filter((order) => order.slot === null).every((order) => order.shop_id === open.id)).toBe(true);
    expect(lines.some((line) => / for \w{3} \d{1,2} \w{3} (09|18):00 /.test(line))).toBe(true);
  });
});
