import { withoutAudit } from '../plugins/audit';
import { Presets, SingleBar } from 'cli-progress';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { inTransaction } from '../db/transactions';
import { generatePassword, hashPassword } from '../auth/passwords';
import { DEMO_DIRECTIONS } from './demo-customers';
import { insertKuwaitLocations } from './locations';

/** The benchmark data set: 10k shops, 100k products, 1M orders with their items. */
export interface LargeSeedSize {
  shops: number;
  categoriesPerShop: number;
  products: number;
  customers: number;
  orders: number;
  /** Orders written per statement; each chunk moves the progress bar. */
  chunk: number;
}

export const LARGE_SEED_SIZE: LargeSeedSize = {
  shops: 10_000,
  categoriesPerShop: 3,
  products: 100_000,
  customers: 20_000,
  orders: 1_000_000,
  chunk: 50_000,
};

export interface LargeSeedProgress {
  /** Called once with the number of steps, then after each step with what was done. */
  start(total: number): void;
  step(label: string): void;
}

export type LargeSeedResult = { skipped: true; orders: number } | { skipped: false; orders: number; seconds: number };

/** A trusted integer written into the statement (generate_series needs typed bounds). */
const int = (value: number) => sql.raw(String(Math.trunc(value)));

async function scalar(db: Db, query: SQL): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return Number(Object.values(result.rows[0])[0]);
}

// Bilingual base names; the rows get a number so every one is distinct.
const CATEGORY_NAMES = sql.raw(`(ARRAY['Fruits','Vegetables','Dairy','Bakery','Meat','Fish','Beverages','Snacks','Spices','Frozen','Household','Dates'])`);
const CATEGORY_NAMES_AR = sql.raw(`(ARRAY['فواكه','خضروات','ألبان','مخبوزات','لحوم','أسماك','مشروبات','وجبات خفيفة','بهارات','مجمدات','منزلية','تمور'])`);
const PRODUCT_NAMES = sql.raw(`(ARRAY['Fresh Milk','Laban','Arabic Bread','Tomatoes','Cucumbers','Bananas','Red Apples','Eggs','Basmati Rice','Chicken Breast','Hamour Fillet','Khalas Dates','Arabic Coffee','Black Tea','Labneh','Halloumi','Olive Oil','Saffron','Mineral Water','Orange Juice'])`);
const PRODUCT_NAMES_AR = sql.raw(`(ARRAY['حليب طازج','لبن','خبز عربي','طماطم','خيار','موز','تفاح أحمر','بيض','أرز بسمتي','صدر دجاج','فيليه هامور','تمر خلاص','قهوة عربية','شاي أسود','لبنة','حلوم','زيت زيتون','زعفران','مياه معدنية','عصير برتقال'])`);
const FIRST_NAMES = sql.raw(`(ARRAY['Abdullah','Fatima','Mohammed','Maryam','Ahmad','Sara','Yousef','Dana','Khaled','Hessa','Bader','Reem','Faisal','Latifa','Nasser','Noura'])`);
const FIRST_NAMES_AR = sql.raw(`(ARRAY['عبدالله','فاطمة','محمد','مريم','أحمد','سارة','يوسف','دانة','خالد','حصة','بدر','ريم','فيصل','لطيفة','ناصر','نورة'])`);
const FAMILY_NAMES = sql.raw(`(ARRAY['Al-Mutairi','Al-Ajmi','Al-Enezi','Al-Kandari','Al-Rashidi','Al-Otaibi','Al-Shammari','Al-Azmi','Al-Hajri','Al-Dosari','Al-Saleh','Al-Khaldi'])`);
const FAMILY_NAMES_AR = sql.raw(`(ARRAY['المطيري','العجمي','العنزي','الكندري','الرشيدي','العتيبي','الشمري','العازمي','الهاجري','الدوسري','الصالح','الخالدي'])`);
const DIRECTIONS = sql.raw(`(ARRAY[${DEMO_DIRECTIONS.map((text) => `'${text.replace(/'/g, "''")}'`).join(',')}])`);

/**
 * The lines of order number `g`: 1–4 of them, line `j` being product row `rn` of seed_products
 * with quantity 1–3. Orders (for their totals) and items read the same expression, so the totals
 * are exactly the sums of the lines — computed by PostgreSQL on numeric.
 */
const LINES = (g: SQL, products: number) => sql`
  generate_series(1, 1 + (${g} % 4)) AS j
  JOIN seed_products p ON p.rn = 1 + ((${g}::bigint * 7919 + j * 104729) % ${int(products)})`;
const QUANTITY = (g: SQL) => sql`(1 + ((${g} + j) % 3))`;

/** spec §4 statuses, most orders delivered: NEW 10 %, ACCEPTED 8 %, INTRANSIT 7 %, DELIVERED 60 %, CANCELLED 8 %, REJECTED 7 %. */
const STATUS = (g: SQL) => sql`CASE
  WHEN (${g}::bigint * 2654435761) % 100 < 10 THEN 'NEW'
  WHEN (${g}::bigint * 2654435761) % 100 < 18 THEN 'ACCEPTED'
  WHEN (${g}::bigint * 2654435761) % 100 < 25 THEN 'INTRANSIT'
  WHEN (${g}::bigint * 2654435761) % 100 < 85 THEN 'DELIVERED'
  WHEN (${g}::bigint * 2654435761) % 100 < 93 THEN 'CANCELLED'
  ELSE 'REJECTED' END`;

/**
 * Writes the benchmark data set with set-based INSERT … SELECT generate_series statements in one
 * transaction, then VACUUM ANALYZE. The per-status counter trigger is switched off while the
 * orders are written (a million single-row counter updates would dominate the load) and the
 * counters are recomputed before it is switched back on — in the same transaction, whose lock on
 * orders keeps every other writer out meanwhile, so the counters are never wrong for anyone.
 * Skips when the database already holds that many orders.
 */
export async function seedLarge(database: Database, size: LargeSeedSize = LARGE_SEED_SIZE, progress?: LargeSeedProgress): Promise<LargeSeedResult> {
  const { db } = database;
  const existing = await scalar(db, sql`SELECT count(*) FROM orders`);
  if (existing >= size.orders) return { skipped: true, orders: existing };
  const started = Date.now();
  const chunks = Math.ceil(size.orders / size.chunk);
  progress?.start(6 + chunks + 2);

  const customerHash = await hashPassword(generatePassword(24));
  await inTransaction(db, async (tx) => {
    await withoutAudit(tx);
    if ((await scalar(tx, sql`SELECT count(*) FROM blocks`)) === 0) await insertKuwaitLocations(tx);
    await tx.execute(sql`CREATE TEMP TABLE seed_blocks ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY b.id) AS rn, b.id, b.area_id, a.governorate_id,
        b.name, b.name_ar, a.name AS area, a.name_ar AS area_ar, g.name AS governorate, g.name_ar AS governorate_ar
      FROM blocks b JOIN areas a ON a.id = b.area_id JOIN governorates g ON g.id = a.governorate_id`);
    const blockCount = await scalar(tx, sql`SELECT count(*) FROM seed_blocks`);
    progress?.step('locations');

    const shopsBefore = await scalar(tx, sql`SELECT coalesce(max(id), 0) FROM shops`);
    await tx.execute(sql`
      INSERT INTO shops (name, name_ar, phone, free_delivery, is_open, governorate_id, area_id, block_id, open_time, close_time)
      SELECT 'Bench Shop ' || g, 'متجر ' || g, '+9652' || lpad(g::text, 7, '0'), g % 2 = 0, g % 7 <> 0,
        b.governorate_id, b.area_id, b.id, '08:00', '23:00'
      FROM generate_series(1, ${int(size.shops)}) AS g JOIN seed_blocks b ON b.rn = 1 + (g % ${int(blockCount)})`);
    await tx.execute(sql`CREATE TEMP TABLE seed_shops ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY id) AS rn, id FROM shops WHERE id > ${int(shopsBefore)}`);
    progress?.step('shops');

    const categoryCount = size.shops * size.categoriesPerShop;
    const categoriesBefore = await scalar(tx, sql`SELECT coalesce(max(id), 0) FROM categories`);
    await tx.execute(sql`
      INSERT INTO categories (name, name_ar, shop_id)
      SELECT ${CATEGORY_NAMES}[1 + g % 12] || ' ' || g, ${CATEGORY_NAMES_AR}[1 + g % 12] || ' ' || g, s.id
      FROM generate_series(1, ${int(categoryCount)}) AS g JOIN seed_shops s ON s.rn = 1 + ((g - 1) % ${int(size.shops)})`);
    await tx.execute(sql`CREATE TEMP TABLE seed_categories ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY id) AS rn, id, name FROM categories WHERE id > ${int(categoriesBefore)}`);
    progress?.step('categories');

    const productsBefore = await scalar(tx, sql`SELECT coalesce(max(id), 0) FROM products`);
    await tx.execute(sql`
      INSERT INTO products (name, name_ar, price, stock, status, category_id)
      SELECT ${PRODUCT_NAMES}[1 + g % 20] || ' ' || g, ${PRODUCT_NAMES_AR}[1 + g % 20] || ' ' || g,
        (0.100 + ((g::bigint * 7919) % 9900) / 1000.0)::numeric(12, 3), (g * 13) % 200,
        CASE WHEN g % 10 = 0 THEN 'inactive' ELSE 'active' END, c.id
      FROM generate_series(1, ${int(size.products)}) AS g JOIN seed_categories c ON c.rn = 1 + ((g - 1) % ${int(categoryCount)})`);
    await tx.execute(sql`CREATE TEMP TABLE seed_products ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY p.id) AS rn, p.id, p.name, p.name_ar, p.image, p.price, c.name AS category_name, c.name_ar AS category_name_ar
      FROM products p JOIN categories c ON c.id = p.category_id WHERE p.id > ${int(productsBefore)}`);
    await tx.execute(sql`CREATE UNIQUE INDEX ON seed_products (rn)`);
    progress?.step('products');

    const usersBefore = await scalar(tx, sql`SELECT coalesce(max(id), 0) FROM users`);
    await tx.execute(sql`
      INSERT INTO users (name, email, phone, role, password_hash)
      SELECT ${FIRST_NAMES}[1 + g % 16] || ' ' || ${FAMILY_NAMES}[1 + (g / 16) % 12],
        'bench.customer.' || g || '@example.com', '+9655' || lpad(g::text, 7, '0'), 'customer', ${customerHash}
      FROM generate_series(1, ${int(size.customers)}) AS g
      ON CONFLICT DO NOTHING`);
    await tx.execute(sql`CREATE TEMP TABLE seed_customers ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY id) AS rn, id, name, phone,
        ${FIRST_NAMES_AR}[1 + (id - ${int(usersBefore)}) % 16] || ' ' || ${FAMILY_NAMES_AR}[1 + ((id - ${int(usersBefore)}) / 16) % 12] AS name_ar
      FROM users WHERE id > ${int(usersBefore)} AND role = 'customer'`);
    await tx.execute(sql`CREATE UNIQUE INDEX ON seed_customers (rn)`);
    const customerCount = await scalar(tx, sql`SELECT count(*) FROM seed_customers`);
    progress?.step('customers');

    // Takes the orders table's exclusive lock until commit: no one writes orders meanwhile.
    await tx.execute(sql`ALTER TABLE orders DISABLE TRIGGER orders_status_counts_trigger`);
    const base = await scalar(tx, sql`SELECT coalesce(max(id), 0) FROM orders`);
    progress?.step('orders: start');
    const productCount = size.products;
    for (let c = 0; c < chunks; c++) {
      const from = c * size.chunk + 1;
      const to = Math.min(size.orders, (c + 1) * size.chunk);
      const g = sql`g`;
      // Every address as the customers' app sends one (decisions/order-workspace.md): a block of the tree with both
      // names, a street and building, a flat's floor and apartment for two orders in three, and some
      // with an avenue, the PACI number, directions or a map pin inside Kuwait.
      await tx.execute(sql`
        INSERT INTO orders (id, user_id, status, customer_name, customer_name_ar, customer_phone,
          governorate_id, area_id, block_id, governorate, area, block, governorate_ar, area_ar, block_ar,
          apartment, floor, building, avenue, street, paci, directions, latitude, longitude,
          payment_method, total_quantity, total_amount, created_at, updated_at)
        SELECT ${int(base)} + g, cu.id, ${STATUS(g)}, cu.name, cu.name_ar, cu.phone,
          pl.governorate_id, pl.area_id, pl.id, pl.governorate, pl.area, pl.name, nullif(pl.governorate_ar, ''), nullif(pl.area_ar, ''), nullif(pl.name_ar, ''),
          CASE WHEN g % 3 <> 0 THEN (1 + g % 20)::text END,
          CASE WHEN g % 3 <> 0 THEN (g % 8)::text END,
          (1 + g % 120)::text,
          CASE WHEN g % 4 = 0 THEN (1 + g % 9)::text END,
          'Street ' || (1 + g % 40),
          CASE WHEN g % 5 = 0 THEN (10000000 + (g::bigint * 7919) % 90000000)::text END,
          CASE WHEN g % 7 = 0 THEN ${DIRECTIONS}[1 + g % ${int(DEMO_DIRECTIONS.length)}] END,
          CASE WHEN g % 2 = 0 THEN 29.05 + (g % 350) / 1000.0 END,
          CASE WHEN g % 2 = 0 THEN 47.70 + ((g / 2) % 400) / 1000.0 END,
          (ARRAY['CASH', 'KNET', 'CARD'])[1 + g % 3],
          t.quantity, t.amount,
          now() - make_interval(secs => (${int(size.orders)} - g) * 30),
          now() - make_interval(secs => (${int(size.orders)} - g) * 30) + make_interval(mins => CASE WHEN ${STATUS(g)} = 'NEW' THEN 0 ELSE 5 + g % 300 END)
        FROM generate_series(${int(from)}, ${int(to)}) AS g
        JOIN seed_customers cu ON cu.rn = 1 + ((g::bigint * 48271) % ${int(customerCount)})
        JOIN seed_blocks pl ON pl.rn = 1 + (g % ${int(blockCount)})
        CROSS JOIN LATERAL (
          SELECT sum(${QUANTITY(g)}) AS quantity, sum(p.price * ${QUANTITY(g)}) AS amount FROM ${LINES(g, productCount)}
        ) AS t`);
      await tx.execute(sql`
        INSERT INTO order_items (order_id, product_id, product_name, product_name_ar, product_image, category_name, category_name_ar, unit_price, quantity)
        SELECT ${int(base)} + g, p.id, p.name, p.name_ar, p.image, p.category_name, p.category_name_ar, p.price, ${QUANTITY(g)}
        FROM generate_series(${int(from)}, ${int(to)}) AS g CROSS JOIN LATERAL (SELECT p.*, j FROM ${LINES(g, productCount)}) AS p`);
      progress?.step(`orders ${to.toLocaleString('en')}`);
    }
    await tx.execute(sql`SELECT setval(pg_get_serial_sequence('orders', 'id'), (SELECT max(id) FROM orders))`);
    // decisions/money-ledger.md: each order's ledger opened as the demo's are (its charge, a cash order's cash to collect).
    await tx.execute(sql`SELECT order_ledger_open('ledger_opened')`);
    progress?.step('ledgers');
    // Counters recomputed from the table itself, then the trigger keeps them from here on.
    await tx.execute(sql`
      UPDATE order_status_counts s SET count = (SELECT count(*) FROM orders o WHERE o.status = s.status)`);
    await tx.execute(sql`ALTER TABLE orders ENABLE TRIGGER orders_status_counts_trigger`);
  });

  // Fresh statistics and visibility map: plans and index-only scans as in a settled database.
  for (const table of ['orders', 'order_items', 'products', 'categories', 'shops', 'users', 'order_status_counts']) {
    await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
  }
  progress?.step('vacuum analyze');
  return { skipped: false, orders: await scalar(db, sql`SELECT count(*) FROM orders`), seconds: (Date.now() - started) / 1000 };
}

/** seedLarge at the full size with a progress bar on the terminal: `seed:large` and the benchmark. */
export async function seedLargeShowingProgress(database: Database): Promise<LargeSeedResult> {
  const bar = new SingleBar({ format: 'seed:large [{bar}] {percentage}% | {value}/{total} steps | {step}', hideCursor: true }, Presets.shades_classic);
  const result = await seedLarge(database, undefined, {
    start: (total) => bar.start(total, 0, { step: 'starting' }),
    step: (step) => bar.increment(1, { step }),
  });
  bar.stop();
  return result;
}
