import type { AddressInfo } from 'node:net';
import { eq, like, sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { products, users } from '../db/schema';
import { makeCategory, makeLocation, makeProduct, makeShop } from '../test/fixtures';
import { createListeningTestApp, setUpTestApp } from '../test/test-app';
import { startOrderSimulator } from './order-simulator';

// The demo's order simulator (DEMO_ORDERS_PER_MINUTE, `pnpm simulate:orders`) against a real API
// on a port: customers it signs up order through POST /customer/orders, and everything staff see
// came through the API's rules (stock taken, timeline written, only open shops).
jest.setTimeout(60_000);

const t = setUpTestApp(createListeningTestApp);

it('places orders as signed-up demo customers through the customers API, only from open shops', async () => {
  const place = await makeLocation(t.db);
  const open = await makeShop(t.db, place, { openTime: '00:00', closeTime: '00:00' });
  const closed = await makeShop(t.db, place, { isOpen: false });
  const [onSale, shut] = [await makeCategory(t.db, open.id), await makeCategory(t.db, closed.id)];
  const stocked = [await makeProduct(t.db, onSale.id, { stock: 50 }), await makeProduct(t.db, onSale.id, { stock: 50 })];
  const unreachable = await makeProduct(t.db, shut.id, { stock: 50 });

  const { port } = t.app.server.address() as AddressInfo;
  const lines: string[] = [];
  const simulator = startOrderSimulator({
    apiUrl: `http://127.0.0.1:${port}/api`,
    staffToken: t.staffAuth.authorization.replace('Bearer ', ''),
    ratePerMinute: 600,
    minutes: null,
    customers: 2,
    log: (line) => lines.push(line),
  });
  const deadline = Date.now() + 30_000;
  while (simulator.placed() < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  await simulator.stop();

  expect(simulator.placed()).toBeGreaterThanOrEqual(3);
  expect(lines.filter((line) => line.startsWith('Demo order #'))).toHaveLength(simulator.placed());
  // The choices it sends if an item is not there (a named substitute among them) pass the API's rules.
  expect(lines.filter((line) => line.startsWith('Demo order refused'))).toEqual([]);
  const customers = await t.db.select({ id: users.id }).from(users).where(like(users.email, '%+sim-%'));
  expect(customers).toHaveLength(2);
  const orders = await queryRows<{ id: number; user_id: number; quantity: number; placed_by: string }>(
    t.db,
    sql`SELECT o.id, o.user_id, o.total_quantity AS quantity, e.actor_kind AS placed_by
        FROM orders o JOIN order_events e ON e.order_id = o.id AND e.from_status IS NULL`,
  );
  expect(orders).toHaveLength(simulator.placed());
  // Each address as the customers' app sends one: the place checked against the tree and named in both languages.
  const addresses = await queryRows<{ block_id: number; block_ar: string; street: string; building: string }>(t.db, sql`SELECT block_id, block_ar, street, building FROM orders`);
  expect(addresses.every((address) => address.block_id === place.block.id && address.block_ar === place.block.nameAr && address.street && address.building)).toBe(true);
  expect(orders.every((order) => customers.some((c) => c.id === order.user_id) && order.placed_by === 'customer')).toBe(true);
  const stockLeft = async (id: number) => (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0].stock;
  const taken = 100 - (await stockLeft(stocked[0].id)) - (await stockLeft(stocked[1].id));
  expect(taken).toBe(orders.reduce((sum, order) => sum + order.quantity, 0));
  expect(await stockLeft(unreachable.id)).toBe(50);
});
