import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { databaseBefore } from '../../test/migrated-before';

// Migration 0026 on a database that already has orders (decisions/picking.md): every line there is was priced by the
// piece, so it becomes a piece line, pending, with both totals unit price × quantity; orders start at version 0, shops
// cap a pricier substitute. A line written afterwards without its totals gets them as ordered. PGlite, and PostgreSQL
// when set.
jest.setTimeout(120_000);

let database: Database;
let close = async () => {};
let orderId: number;

const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(database.db, query))[0];

beforeAll(async () => {
  ({ database, close } = await databaseBefore('0026_picking'));
  const { id: user } = await one<{ id: number }>(sql`INSERT INTO users (name, email, role, password_hash) VALUES ('Mona', 'mona@example.com', 'customer', 'x') RETURNING id`);
  ({ id: orderId } = await one<{ id: number }>(sql`INSERT INTO orders (user_id, customer_name, payment_method, total_amount, total_quantity) VALUES (${user}, 'Mona', 'CASH', 1.05, 3) RETURNING id`));
  await database.db.execute(sql`INSERT INTO order_items (order_id, product_name, unit_price, quantity) VALUES (${orderId}, 'Milk', 0.450, 2), (${orderId}, 'Bread', 0.150, 1)`);
  await runMigrations(database);
}, 120_000);

afterAll(() => close(), 60_000);

it('makes the lines made before it piece lines, pending, with both totals unit price × quantity', async () => {
  const lines = await queryRows(
    database.db,
    sql`SELECT unit, estimated_weight, ordered_total::text, line_total::text, pick_state, picked_quantity, replaces_item_id, approved FROM order_items ORDER BY id`,
  );
  expect(lines).toEqual([
    { unit: 'piece', estimated_weight: null, ordered_total: '0.900', line_total: '0.900', pick_state: 'pending', picked_quantity: null, replaces_item_id: null, approved: false },
    { unit: 'piece', estimated_weight: null, ordered_total: '0.150', line_total: '0.150', pick_state: 'pending', picked_quantity: null, replaces_item_id: null, approved: false },
  ]);
  expect(await one(sql`SELECT lines_version FROM orders WHERE id = ${orderId}`)).toEqual({ lines_version: 0 });
});

it('prices a line written without its totals as ordered, by the piece or by weight, half-up', async () => {
  await database.db.execute(sql`INSERT INTO order_items (order_id, product_name, unit_price, quantity, unit, estimated_weight)
                                VALUES (${orderId}, 'Hamour', 0.450, 1, 'weight', 1.130), (${orderId}, 'Labneh', 0.875, 2, 'piece', NULL)`);
  const lines = await queryRows(database.db, sql`SELECT product_name, ordered_total::text, line_total::text FROM order_items WHERE product_name IN ('Hamour', 'Labneh') ORDER BY id`);
  expect(lines).toEqual([
    { product_name: 'Hamour', ordered_total: '0.509', line_total: '0.509' },
    { product_name: 'Labneh', ordered_total: '1.750', line_total: '1.750' },
  ]);
});

it('refuses a line the table’s checks do not allow', async () => {
  const refused = (statement: ReturnType<typeof sql>) => database.db.execute(statement).then(() => 'written', (error: Error & { cause?: { constraint?: string } }) => error.cause?.constraint ?? error.message);
  const [{ id }] = await queryRows<{ id: number }>(database.db, sql`SELECT id FROM order_items WHERE product_name = 'Milk'`);
  expect(await refused(sql`UPDATE order_items SET pick_state = 'removed' WHERE id = ${id}`)).toBe('order_items_totals_check');
  expect(await refused(sql`UPDATE order_items SET pick_state = 'short', picked_quantity = 2 WHERE id = ${id}`)).toBe('order_items_picked_check');
  expect(await refused(sql`UPDATE order_items SET pick_state = 'asking' WHERE id = ${id}`)).toBe('order_items_ask_check');
  expect(await refused(sql`UPDATE order_items SET actual_weight = 1.000, pick_state = 'picked', picked_quantity = 2 WHERE id = ${id}`)).toBe('order_items_picked_check');
  expect(await refused(sql`INSERT INTO order_items (order_id, product_name, unit_price, quantity, estimated_weight) VALUES (${orderId}, 'Fish', 1, 1, 0.5)`)).toBe('order_items_unit_check');
  expect(await refused(sql`INSERT INTO order_events (order_id, kind, actor_kind, actor_name) VALUES (${orderId}, 'lines', 'system', 'Order desk')`)).toBe('order_events_kind_check');
});
