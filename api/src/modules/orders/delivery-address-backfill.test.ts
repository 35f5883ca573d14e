import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { MIGRATIONS_FOLDER, runMigrations } from '../../db/migrate';
import { databaseBefore } from '../../test/migrated-before';

// Migration 0021 on a database that already has orders (decisions/order-workspace.md): the orders placed before it
// get their Arabic place names from the location tree, and nothing they had is lost. The database is
// migrated up to 0020 from a copy of the migrations that ends there, given orders of every kind,
// then migrated as a deployment would: 0021 and those after it run. PGlite, and PostgreSQL when set.
jest.setTimeout(120_000);

const MIGRATION = '0021_delivery_address';
let database: Database;
let close = async () => {};
/** Every order's columns as they were before 0021, by id. */
let before: Map<number, Record<string, unknown>>;
const ids: Record<'placed' | 'renamed' | 'parts' | 'oneLine' | 'typed', number> = { placed: 0, renamed: 0, parts: 0, oneLine: 0, typed: 0 };
let auditRowsBefore: number;

const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(database.db, query))[0];
const allOrders = async () => new Map((await queryRows<Record<string, unknown>>(database.db, sql`SELECT * FROM orders ORDER BY id`)).map((row) => [row.id as number, row]));

beforeAll(async () => {
  ({ database, close } = await databaseBefore(MIGRATION));

  const { id: governorate } = await one<{ id: number }>(sql`INSERT INTO governorates (name, name_ar) VALUES ('Hawalli', 'حولي') RETURNING id`);
  const { id: area } = await one<{ id: number }>(sql`INSERT INTO areas (governorate_id, name, name_ar) VALUES (${governorate}, 'Salmiya', 'السالمية') RETURNING id`);
  const { id: block } = await one<{ id: number }>(sql`INSERT INTO blocks (area_id, name, name_ar) VALUES (${area}, 'Block 2', 'قطعة 2') RETURNING id`);
  const { id: user } = await one<{ id: number }>(sql`INSERT INTO users (name, email, role, password_hash) VALUES ('Mona', 'mona@example.com', 'customer', 'x') RETURNING id`);
  const order = async (columns: ReturnType<typeof sql>, values: ReturnType<typeof sql>) =>
    (await one<{ id: number }>(sql`INSERT INTO orders (user_id, customer_name, payment_method, updated_at, ${columns})
                                   VALUES (${user}, 'Mona', 'CASH', '2026-11-01T10:00:00Z', ${values}) RETURNING id`)).id;
  // Placed through the customers' API: checked against the tree, its ids kept.
  ids.placed = await order(
    sql`governorate_id, area_id, block_id, governorate, area, block, street, building`,
    sql`${governorate}, ${area}, ${block}, 'Hawalli', 'Salmiya', 'Block 2', 'Street 5', '12'`,
  );
  // Placed when the area was still called something else: its Arabic name now may not be the same place's.
  ids.renamed = await order(
    sql`governorate_id, area_id, block_id, governorate, area, block, street, building`,
    sql`${governorate}, ${area}, ${block}, 'Hawalli', 'Salmiyah', 'Block 2', 'Street 5', '12'`,
  );
  // Seeded in parts without ids, as the demo wrote a third of its orders.
  ids.parts = await order(
    sql`governorate, area, block, street, building, floor, apartment`,
    sql`'Hawalli', 'Salmiya', 'Block 2', 'Street 9', '40', '3', '7'`,
  );
  // One line only, as the demo wrote the others.
  ids.oneLine = await order(sql`ordered_address`, sql`'Hawalli, Salmiya, Block 2, Street 5, House 12'`);
  ids.typed = await order(sql`address`, sql`'Salmiya, Block 2, Street 5, Building 12'`);
  before = await allOrders();
  auditRowsBefore = (await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM audit_log`)).n;

  await runMigrations(database);
}, 120_000);

afterAll(async () => {
  await close();
}, 60_000);

describe('migration 0021 on orders placed before it', () => {
  it('ran 0021 and those after it, after the migrations the database had', async () => {
    const applied = await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'));
    expect(applied[0].n).toBe(journal.entries.length);
  });

  it('gives an order placed with location ids the Arabic names of its governorate, area and block', async () => {
    const row = await one(sql`SELECT governorate_ar, area_ar, block_ar FROM orders WHERE id = ${ids.placed}`);
    expect(row).toEqual({ governorate_ar: 'حولي', area_ar: 'السالمية', block_ar: 'قطعة 2' });
  });

  it('gives an order written in parts without ids the Arabic names of the places its names name', async () => {
    const row = await one(sql`SELECT governorate_ar, area_ar, block_ar FROM orders WHERE id = ${ids.parts}`);
    expect(row).toEqual({ governorate_ar: 'حولي', area_ar: 'السالمية', block_ar: 'قطعة 2' });
  });

  it('takes no Arabic name for a place the order knew by another name: the Arabic reader sees the English one', async () => {
    const row = await one(sql`SELECT governorate_ar, area_ar, block_ar FROM orders WHERE id = ${ids.renamed}`);
    expect(row).toEqual({ governorate_ar: 'حولي', area_ar: null, block_ar: 'قطعة 2' });
  });

  it('keeps every column every order had, one-line addresses as written, and the new ones empty but the Arabic names', async () => {
    const after = await allOrders();
    for (const [id, old] of before) {
      const now = after.get(id) as Record<string, unknown>;
      expect(now).toMatchObject({
        ...old,
        paci: null, directions: null, latitude: null, longitude: null, escalated_at: null,
      });
    }
    expect(after.get(ids.oneLine)).toMatchObject({ ordered_address: 'Hawalli, Salmiya, Block 2, Street 5, House 12', governorate_ar: null, area_ar: null, block_ar: null });
    expect(after.get(ids.typed)).toMatchObject({ address: 'Salmiya, Block 2, Street 5, Building 12', governorate_ar: null });
  });

  it('writes nothing to the audit log (it is no one’s edit), and orders are audited again afterwards', async () => {
    expect((await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM audit_log`)).n).toBe(auditRowsBefore);
    await database.db.execute(sql`UPDATE orders SET paci = '12345678' WHERE id = ${ids.placed}`);
    expect((await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'order' AND entity_id = ${ids.placed}`)).n).toBeGreaterThan(0);
  });

  it('refuses what the address model does not hold: a PACI number not of 8 digits, directions over 500, half a pin', async () => {
    for (const [change, constraint] of [
      [sql`paci = '1234'`, 'orders_paci_check'],
      [sql`directions = ${'x'.repeat(501)}`, 'orders_directions_check'],
      [sql`latitude = 29.3`, 'orders_pin_check'],
    ] as const) {
      const refused = database.db.execute(sql`UPDATE orders SET ${change} WHERE id = ${ids.parts}`);
      await expect(refused).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23514', constraint }) });
    }
  });
});
