import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { databaseBefore } from '../../test/migrated-before';

// Migration 0023 on a database that already has products (decisions/grocery-products.md): each becomes a product
// sold by the piece, with no weights, SKU or barcode, and learns its category's shop; nothing it had
// is lost and no one is audited for it. The database is migrated up to 0022 from a copy of the
// migrations that ends there, given products in two shops, then migrated as a deployment would.
// PGlite, and PostgreSQL when set.
jest.setTimeout(120_000);

const MIGRATION = '0023_product_units';
let database: Database;
let close = async () => {};
let before: Map<number, Record<string, unknown>>;
let shopOf: Map<number, number>;
let auditRowsBefore: number;

const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(database.db, query))[0];
const allProducts = async () => new Map((await queryRows<Record<string, unknown>>(database.db, sql`SELECT * FROM products ORDER BY id`)).map((row) => [row.id as number, row]));
const auditRows = async () => (await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM audit_log`)).n;

beforeAll(async () => {
  ({ database, close } = await databaseBefore(MIGRATION));

  const { id: governorate } = await one<{ id: number }>(sql`INSERT INTO governorates (name, name_ar) VALUES ('Ahmadi', 'الأحمدي') RETURNING id`);
  const { id: area } = await one<{ id: number }>(sql`INSERT INTO areas (governorate_id, name, name_ar) VALUES (${governorate}, 'Fahaheel', 'الفحيحيل') RETURNING id`);
  const { id: block } = await one<{ id: number }>(sql`INSERT INTO blocks (area_id, name, name_ar) VALUES (${area}, 'Block 1', 'قطعة 1') RETURNING id`);
  shopOf = new Map();
  for (const name of ['Fish Market', 'Dairy']) {
    const { id: shop } = await one<{ id: number }>(sql`INSERT INTO shops (name, phone, governorate_id, area_id, block_id, open_time) VALUES (${name}, '+96522223333', ${governorate}, ${area}, ${block}, '06:00') RETURNING id`);
    const { id: category } = await one<{ id: number }>(sql`INSERT INTO categories (name, shop_id) VALUES (${`${name} goods`}, ${shop}) RETURNING id`);
    shopOf.set(category, shop);
    await database.db.execute(sql`INSERT INTO products (name, name_ar, price, stock, status, category_id) VALUES
      (${`${name} one`}, 'واحد', 6.750, 20, 'active', ${category}), (${`${name} two`}, '', 0.125, 0, 'inactive', ${category})`);
  }
  before = await allProducts();
  auditRowsBefore = await auditRows();

  await runMigrations(database);
}, 120_000);

afterAll(async () => {
  await close();
}, 60_000);

describe('migration 0023 on products made before it', () => {
  it('makes every product one sold by the piece, with no weights, SKU or barcode, and keeps what it had', async () => {
    const after = await allProducts();
    expect(after.size).toBe(4);
    for (const [id, old] of before) {
      expect(after.get(id)).toEqual({ ...old, unit: 'piece', weight_step: null, estimated_weight: null, sku: null, barcode: null, shop_id: expect.any(Number) });
    }
  });

  it("gives each product its category's shop", async () => {
    for (const product of (await allProducts()).values()) expect(product.shop_id).toBe(shopOf.get(product.category_id as number));
  });

  it('writes nothing to the audit log (it is no one’s edit), and products are audited again afterwards', async () => {
    expect(await auditRows()).toBe(auditRowsBefore);
    const [id] = before.keys();
    await database.db.execute(sql`UPDATE products SET sku = 'A-1' WHERE id = ${id}`);
    expect((await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'product' AND entity_id = ${id}`)).n).toBeGreaterThan(0);
  });

  it('holds the rules from then on: a unique SKU per shop, the shop from the category, weights only by weight', async () => {
    const [first, second, third] = before.keys();
    await expect(database.db.execute(sql`UPDATE products SET sku = 'a-1' WHERE id = ${second}`)).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23505', constraint: 'products_sku_shop_key' }) });
    await database.db.execute(sql`UPDATE products SET sku = 'a-1' WHERE id = ${third}`); // another shop
    await database.db.execute(sql`UPDATE products SET shop_id = ${shopOf.get(before.get(third)?.category_id as number)} WHERE id = ${first}`);
    expect((await one<{ shop_id: number }>(sql`SELECT shop_id FROM products WHERE id = ${first}`)).shop_id).toBe(shopOf.get(before.get(first)?.category_id as number));
    await expect(database.db.execute(sql`UPDATE products SET unit = 'weight' WHERE id = ${first}`)).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23514', constraint: 'products_weights_check' }) });
  });
});
