import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { databaseBefore } from '../../test/migrated-before';

// Migration 0025 on a database that already has orders (decisions/grocery-products.md): every order and line placed before
// it takes 'remove' — what staff did with a missing item until then — and names no substitute. PGlite, and PostgreSQL when set.
jest.setTimeout(120_000);

let database: Database;
let close = async () => {};
let orderId: number;

const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(database.db, query))[0];

beforeAll(async () => {
  ({ database, close } = await databaseBefore('0025_if_unavailable'));
  const { id: user } = await one<{ id: number }>(sql`INSERT INTO users (name, email, role, password_hash) VALUES ('Mona', 'mona@example.com', 'customer', 'x') RETURNING id`);
  ({ id: orderId } = await one<{ id: number }>(sql`INSERT INTO orders (user_id, customer_name, payment_method) VALUES (${user}, 'Mona', 'CASH') RETURNING id`));
  await database.db.execute(sql`INSERT INTO order_items (order_id, product_name, unit_price, quantity) VALUES (${orderId}, 'Milk', 0.450, 2), (${orderId}, 'Bread', 0.150, 1)`);
  await runMigrations(database);
}, 120_000);

afterAll(() => close(), 60_000);

it('gives the orders and lines made before it the choice to remove, with no substitute', async () => {
  expect(await one(sql`SELECT if_unavailable FROM orders WHERE id = ${orderId}`)).toEqual({ if_unavailable: 'remove' });
  const lines = await queryRows(database.db, sql`SELECT if_unavailable, substitute_product_id, substitute_name, substitute_name_ar FROM order_items ORDER BY id`);
  expect(lines).toEqual([
    { if_unavailable: 'remove', substitute_product_id: null, substitute_name: null, substitute_name_ar: null },
    { if_unavailable: 'remove', substitute_product_id: null, substitute_name: null, substitute_name_ar: null },
  ]);
});
