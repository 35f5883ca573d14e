import { withoutAudit } from '../plugins/audit';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { ApiConfig } from '../config';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transactions';
import { categories, type IfUnavailable, orderEvents, orderItems, orders, type OrderIfUnavailable, type ProductUnit, products, shops, users, type OrderStatus } from '../db/schema';
import { generatePassword, hashPassword } from '../auth/passwords';
import type { ImageStore } from '../images/image-store';
import { DEMO_SHOPS } from './demo-catalog';
import { demoDay } from './demo-day';
import { DEMO_CUSTOMERS, DEMO_DIRECTIONS } from './demo-customers';
import { GOVERNORATE_CENTRES } from './kuwait-locations';
import { insertKuwaitLocations, type SeededBlock } from './locations';
import { gradientPng, type Rgb } from './png';
import { Prng } from './prng';
import { ensureStaffAccount } from './staff';
import { must } from './must';

export { DEMO_STATUS_SPREAD } from './demo-day';
export const PAYMENT_METHODS = ['CASH', 'KNET', 'CARD'] as const;

const DEMO_SEED = 965; // the PRNG seed: same demo on every empty database
const SEED_LOCK = 7_140_965; // advisory lock id: two processes starting at once seed once

/** True when nothing of the catalog exists yet (a database someone has used is never reseeded). */
async function catalogIsEmpty(db: Db): Promise<boolean> {
  const result = await db.execute(sql`SELECT NOT (
    EXISTS (SELECT 1 FROM governorates) OR EXISTS (SELECT 1 FROM shops) OR EXISTS (SELECT 1 FROM categories)
    OR EXISTS (SELECT 1 FROM products) OR EXISTS (SELECT 1 FROM orders)) AS empty`);
  return Boolean((result as unknown as { rows: { empty: boolean }[] }).rows[0].empty);
}

const shade = (colour: Rgb, amount: number): Rgb =>
  colour.map((c) => Math.max(0, Math.min(255, Math.round(c + amount)))) as unknown as Rgb;

interface DemoImages {
  shops: string[];
  categories: string[][];
  products: string[][][];
}

/** Saves one generated picture per shop, category and product through the image store (served from /uploads). */
async function saveDemoImages(images: ImageStore, saved: string[]): Promise<DemoImages> {
  const save = async (from: Rgb, to: Rgb) => {
    const name = await images.save({ buffer: gradientPng(from, to), filename: 'demo.png' });
    saved.push(name);
    return name;
  };
  const result: DemoImages = { shops: [], categories: [], products: [] };
  for (const shop of DEMO_SHOPS) {
    const [from, to] = shop.colours;
    result.shops.push(await save(from, to));
    const categoryNames: string[] = [];
    const productNames: string[][] = [];
    for (const [c, category] of shop.categories.entries()) {
      categoryNames.push(await save(shade(from, 25 * c), shade(to, -20 * c)));
      const names: string[] = [];
      for (const [i] of category.products.entries()) names.push(await save(shade(to, -15 * i), shade(from, 20 * c - 10 * i)));
      productNames.push(names);
    }
    result.categories.push(categoryNames);
    result.products.push(productNames);
  }
  return result;
}

interface SeededProduct {
  id: number;
  name: string;
  nameAr: string;
  image: string | null;
  price: string;
  unit: ProductUnit;
  estimatedWeight: string | null;
  categoryName: string;
  categoryNameAr: string;
  status: string;
}

/**
 * decisions/grocery-products.md: the customers' choices if an item is not there, as they come — most orders say substitute
 * similar or remove, some call first; most lines take the order's, a few name a product of their own. Cycled by the order's
 * and the line's place, so the demo's random sequence stays as it was.
 */
const DEMO_ORDER_CHOICES: readonly OrderIfUnavailable[] = ['similar', 'remove', 'similar', 'call', 'remove', 'similar', 'remove'];
const DEMO_LINE_CHOICES: readonly (IfUnavailable | null)[] = [null, null, 'similar', null, 'product', null, 'remove', null, 'call', null, null];
const demoOrderChoice = (order: number) => DEMO_ORDER_CHOICES[order % DEMO_ORDER_CHOICES.length];

/** A line's choice and its substitute: another active product of the shop, of the same category when there is one. */
function demoLineChoice(order: number, line: number, product: SeededProduct, shopProducts: SeededProduct[]) {
  const own = DEMO_LINE_CHOICES[(order * 3 + line) % DEMO_LINE_CHOICES.length];
  const ifUnavailable = own ?? demoOrderChoice(order);
  if (ifUnavailable !== 'product') return { ifUnavailable };
  const others = shopProducts.filter((other) => other.id !== product.id && other.status === 'active');
  const substitute = others.find((other) => other.categoryName === product.categoryName) ?? others[0];
  if (!substitute) return { ifUnavailable: 'similar' as const };
  return { ifUnavailable, substituteProductId: substitute.id, substituteName: substitute.name, substituteNameAr: substitute.nameAr };
}

const phoneOf = (random: Prng) => `+965${random.pick(['5', '6', '9'])}${String(random.int(0, 9_999_999)).padStart(7, '0')}`;

/** Writes the whole demo; runs inside the seed's transaction. */
/** The moves that lead to each status (spec §4), and the reason a demo reject or cancel gives. */
const DEMO_PATHS: Record<OrderStatus, { to: OrderStatus; reason?: string }[]> = {
  NEW: [],
  ACCEPTED: [{ to: 'ACCEPTED' }],
  INTRANSIT: [{ to: 'ACCEPTED' }, { to: 'INTRANSIT' }],
  DELIVERED: [{ to: 'ACCEPTED' }, { to: 'INTRANSIT' }, { to: 'DELIVERED' }],
  REJECTED: [{ to: 'REJECTED', reason: 'Out of stock' }],
  CANCELLED: [{ to: 'ACCEPTED' }, { to: 'INTRANSIT' }, { to: 'CANCELLED', reason: 'Address unreachable' }],
};

/** A demo order's timeline: placed by its customer, then moved by the staff account to its status. */
function demoTimeline(
  orderId: number,
  status: OrderStatus,
  customer: { id: number; name: string },
  staff: { id: number; name: string } | undefined,
  placedAt: Date,
  lastMoveAt: Date,
): (typeof orderEvents.$inferInsert)[] {
  const path = DEMO_PATHS[status];
  const step = (lastMoveAt.getTime() - placedAt.getTime()) / Math.max(1, path.length);
  let from: OrderStatus = 'NEW';
  const moves = path.map(({ to, reason }, i) => {
    const event = {
      orderId,
      fromStatus: from,
      toStatus: to,
      ...(staff ? { actorKind: 'staff' as const, actorId: staff.id, actorName: staff.name } : { actorKind: 'system' as const, actorName: 'Dukkan' }),
      reason: reason ?? null,
      createdAt: new Date(placedAt.getTime() + step * (i + 1)),
    };
    from = to;
    return event;
  });
  return [{ orderId, fromStatus: null, toStatus: 'NEW', actorKind: 'customer', actorId: customer.id, actorName: customer.name, createdAt: placedAt }, ...moves];
}

/**
 * A demo order's address as the customers' app sends one (decisions/order-workspace.md): its place from the tree with
 * both names, a street and building, a flat's floor and apartment every other order, and some with
 * an avenue, the PACI number, directions or a map pin near the governorate's middle.
 */
function demoAddress(random: Prng, block: SeededBlock, i: number): Partial<typeof orders.$inferInsert> {
  const flat = i % 2 === 0;
  const [latitude, longitude] = must(GOVERNORATE_CENTRES[block.governorateName], `the middle of ${block.governorateName}`);
  const near = (degrees: number) => (degrees + (random.next() - 0.5) / 20).toFixed(6);
  return {
    governorateId: block.governorateId,
    areaId: block.areaId,
    blockId: block.id,
    governorate: block.governorateName,
    area: block.areaName,
    block: block.name,
    governorateAr: block.governorateNameAr,
    areaAr: block.areaNameAr,
    blockAr: block.nameAr,
    street: `Street ${random.int(1, 40)}`,
    avenue: random.next() < 0.3 ? `${random.int(1, 9)}` : null,
    building: `${random.int(1, 120)}`,
    floor: flat ? `${random.int(0, 9)}` : null,
    apartment: flat ? `${random.int(1, 24)}` : null,
    paci: random.next() < 0.4 ? String(random.int(10_000_000, 99_999_999)) : null,
    directions: random.next() < 0.3 ? random.pick(DEMO_DIRECTIONS) : null,
    ...(random.next() < 0.6 ? { latitude: near(latitude), longitude: near(longitude) } : {}),
  };
}

async function insertDemo(db: Db, pictures: DemoImages, now: Date) {
  const random = new Prng(DEMO_SEED);
  const locations = await insertKuwaitLocations(db);
  const blocksByArea = new Map<string, SeededBlock[]>();
  for (const block of locations) blocksByArea.set(block.areaName, [...(blocksByArea.get(block.areaName) ?? []), block]);

  // Shops, each in a block of its area, with their categories and products.
  const productsByShop: SeededProduct[][] = [];
  for (const [s, shop] of DEMO_SHOPS.entries()) {
    const block = random.pick(must(blocksByArea.get(shop.area), `blocks of ${shop.area}`));
    const [shopRow] = await db
      .insert(shops)
      .values({
        name: shop.name,
        nameAr: shop.nameAr,
        phone: `+965${shop.phone}`,
        freeDelivery: shop.freeDelivery,
        isOpen: shop.isOpen,
        governorateId: block.governorateId,
        areaId: block.areaId,
        blockId: block.id,
        openTime: shop.openTime,
        closeTime: shop.closeTime,
        image: pictures.shops[s],
      })
      .returning({ id: shops.id });
    const shopProducts: SeededProduct[] = [];
    for (const [c, category] of shop.categories.entries()) {
      const [categoryRow] = await db
        .insert(categories)
        .values({ name: category.name, nameAr: category.nameAr, shopId: shopRow.id, image: pictures.categories[s][c] })
        .returning({ id: categories.id });
      const rows = await db
        .insert(products)
        .values(
          category.products.map((product, i) => ({
            name: product.name,
            nameAr: product.nameAr,
            price: product.price,
            stock: product.stock,
            unit: product.unit,
            weightStep: product.weightStep,
            estimatedWeight: product.estimatedWeight,
            sku: product.sku,
            barcode: product.barcode,
            // A few inactive products so the status switch has both states to show.
            status: (i === 2 && c === 0 ? 'inactive' : 'active') as 'active' | 'inactive',
            categoryId: categoryRow.id,
            image: pictures.products[s][c][i],
          })),
        )
        .returning({
          id: products.id,
          name: products.name,
          nameAr: products.nameAr,
          image: products.image,
          price: products.price,
          unit: products.unit,
          estimatedWeight: products.estimatedWeight,
          status: products.status,
        });
      shopProducts.push(...rows.map((row) => ({ ...row, categoryName: category.name, categoryNameAr: category.nameAr })));
    }
    productsByShop.push(shopProducts);
  }

  // Customers: they order through the shopping app, so their password is random and never printed.
  const customerHash = await hashPassword(generatePassword(24));
  await db
    .insert(users)
    .values(DEMO_CUSTOMERS.map((c) => ({ name: c.name, email: c.email, phone: phoneOf(random), role: 'customer' as const, passwordHash: customerHash })))
    .onConflictDoNothing();
  const customerRows = await db
    .select({ id: users.id, email: users.email, phone: users.phone, name: users.name })
    .from(users)
    .where(inArray(users.email, DEMO_CUSTOMERS.map((c) => c.email)));
  const customers = customerRows.map((row) => ({ ...row, nameAr: must(DEMO_CUSTOMERS.find((c) => c.email === row.email), `demo customer ${row.email}`).nameAr }));
  customers.sort((a, b) => a.id - b.id);

  // Orders as a live day at the first start, oldest first so ids grow with time.
  const orderIds: number[] = [];
  const timeline: (typeof orderEvents.$inferInsert)[] = [];
  const [staff] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.role, 'owner')).orderBy(asc(users.id)).limit(1);
  for (const [i, { status, placedAt: createdAt, movedAt: updatedAt }] of demoDay(random, now).entries()) {
    const customer = random.pick(customers);
    const address = demoAddress(random, random.pick(locations), i);
    const [orderRow] = await db
      .insert(orders)
      .values({
        userId: customer.id,
        status,
        customerName: customer.name,
        customerNameAr: customer.nameAr,
        customerPhone: customer.phone,
        paymentMethod: random.pick(PAYMENT_METHODS),
        ifUnavailable: demoOrderChoice(i),
        createdAt,
        updatedAt,
        // The dashboard's times and "accepted more than an hour ago" (decisions/reports-and-bulk.md): when an accepted order was accepted, a delivered one delivered.
        ...(status === 'ACCEPTED' ? { acceptedAt: updatedAt } : status === 'DELIVERED' ? { deliveredAt: updatedAt } : {}),
        ...address,
      })
      .returning({ id: orders.id });
    orderIds.push(orderRow.id);
    timeline.push(...demoTimeline(orderRow.id, status, { id: customer.id, name: customer.name }, staff, createdAt, updatedAt));
    const shopProducts = random.pick(productsByShop);
    const lines = random.sample(shopProducts, random.int(1, 4));
    await db.insert(orderItems).values(
      lines.map((product, line) => ({
        orderId: orderRow.id,
        productId: product.id,
        // The snapshot: what the customer saw when ordering (spec §3 Order item).
        productName: product.name,
        productNameAr: product.nameAr,
        productImage: product.image,
        categoryName: product.categoryName,
        categoryNameAr: product.categoryNameAr,
        unitPrice: product.price,
        quantity: random.int(1, 3),
        // decisions/picking.md: by weight, the price is per kg and the line costs its items' estimated weight (the line's totals are filled from these).
        unit: product.unit,
        estimatedWeight: product.estimatedWeight,
        ...demoLineChoice(i, line, product, shopProducts),
      })),
    );
  }
  for (let start = 0; start < timeline.length; start += 500) await db.insert(orderEvents).values(timeline.slice(start, start + 500));
  // Totals are summed by PostgreSQL on numeric, never as JavaScript floats.
  // Each order is one shop's (its products'): the dashboard ranks shops by it (decisions/reports-and-bulk.md).
  await db.execute(sql`
    UPDATE orders o SET total_quantity = t.quantity, total_amount = t.amount, shop_id = t.shop_id
    FROM (SELECT i.order_id, sum(i.quantity) AS quantity, sum(i.line_total) AS amount, min(c.shop_id) AS shop_id
          FROM order_items i JOIN products p ON p.id = i.product_id JOIN categories c ON c.id = p.category_id
          WHERE i.order_id IN ${orderIds} GROUP BY i.order_id) t
    WHERE o.id = t.order_id`);
  // decisions/money-ledger.md: each order's ledger opened as the migration opened the orders before it (its charge, a cash order's cash to collect).
  await db.execute(sql`SELECT order_ledger_open('ledger_opened')`);
  return { shops: DEMO_SHOPS.length, products: productsByShop.flat().length, customers: customers.length, orders: orderIds.length, blocks: locations.length };
}

/**
 * First start on an empty database: the staff login (printed), then — when the catalog is empty —
 * the demo (spec §1): Kuwait's locations, shops with images, categories, products, customers and
 * orders in every status, placed as a live day at `now` (demo-day.ts). One transaction, under an
 * advisory lock, so it is all or nothing and never made twice; images saved for a seed that did not
 * happen are removed again.
 */
export async function seedDemoIfEmpty(db: Db, config: ApiConfig, images: ImageStore, print: (line: string) => void, now = new Date()) {
  const login = await ensureStaffAccount(db, config);
  if (login) print(`Demo staff login: ${login.email} / ${login.password}`);
  if (!(await catalogIsEmpty(db))) return;

  const saved: string[] = [];
  let summary: Awaited<ReturnType<typeof insertDemo>> | null = null;
  try {
    const pictures = await saveDemoImages(images, saved);
    summary = await inTransaction(db, async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
      await withoutAudit(tx);
      if (!(await catalogIsEmpty(tx))) return null;
      return insertDemo(tx, pictures, now);
    });
  } finally {
    if (!summary) await Promise.all(saved.map((name) => images.remove(name)));
  }
  if (summary) {
    print(
      `Demo data: ${summary.blocks} blocks in 6 governorates, ${summary.shops} shops, ${summary.products} products, ` +
        `${summary.customers} customers, ${summary.orders} orders`,
    );
  }
}
