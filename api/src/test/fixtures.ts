import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { areas, blocks, categories, governorates, orderItems, orders, products, shops, users, type OrderStatus } from '../db/schema';

// Rows for the route tests, written straight to the database with drizzle so each test sets up
// only what it is about. Names are unique per call so tests in one file never collide.

let serial = 0;
const next = () => ++serial;

export async function makeLocation(db: Db, names: { governorate?: string; area?: string; block?: string } = {}) {
  const n = next();
  const [governorate] = await db
    .insert(governorates)
    .values({ name: names.governorate ?? `Governorate ${n}`, nameAr: `محافظة ${n}` })
    .returning();
  const [area] = await db.insert(areas).values({ governorateId: governorate.id, name: names.area ?? `Area ${n}`, nameAr: `منطقة ${n}` }).returning();
  const [block] = await db.insert(blocks).values({ areaId: area.id, name: names.block ?? `Block ${n}`, nameAr: `قطعة ${n}` }).returning();
  return { governorate, area, block };
}

export type LocationFixture = Awaited<ReturnType<typeof makeLocation>>;

export async function makeShop(db: Db, location: LocationFixture, fields: Partial<typeof shops.$inferInsert> = {}) {
  const n = next();
  const [shop] = await db
    .insert(shops)
    .values({
      name: `Shop ${n}`,
      nameAr: `متجر ${n}`,
      phone: '+96550000000',
      governorateId: location.governorate.id,
      areaId: location.area.id,
      blockId: location.block.id,
      openTime: '08:00',
      closeTime: '22:00',
      ...fields,
    })
    .returning();
  return shop;
}

export async function makeCategory(db: Db, shopId: number, fields: Partial<typeof categories.$inferInsert> = {}) {
  const n = next();
  const [category] = await db.insert(categories).values({ name: `Category ${n}`, nameAr: `فئة ${n}`, shopId, ...fields }).returning();
  return category;
}

export async function makeProduct(db: Db, categoryId: number, fields: Partial<typeof products.$inferInsert> = {}) {
  const n = next();
  const [product] = await db
    .insert(products)
    .values({ name: `Product ${n}`, nameAr: `منتج ${n}`, price: '1.250', stock: 10, categoryId, ...fields })
    .returning();
  return product;
}

// ── Orders ──────────────────────────────────────────────────────────────────────────────────────
// The orders and dashboard tests need a catalogue, a customer and orders with their items.

export interface CatalogFixture {
  customerId: number;
  shopId: number;
  categoryId: number;
  products: { id: number; name: string; nameAr: string; price: string; image: string | null }[];
}

/** A governorate > area > block, one shop, one category, three products and a customer. */
export async function createCatalog(db: Db, tag = 'T'): Promise<CatalogFixture> {
  const [gov] = await db.insert(governorates).values({ name: `Hawalli ${tag}`, nameAr: 'حولي' }).returning();
  const [area] = await db.insert(areas).values({ governorateId: gov.id, name: `Salmiya ${tag}`, nameAr: 'السالمية' }).returning();
  const [block] = await db.insert(blocks).values({ areaId: area.id, name: 'Block 1', nameAr: 'قطعة 1' }).returning();
  const [shop] = await db
    .insert(shops)
    .values({ name: `Test Shop ${tag}`, nameAr: 'متجر', phone: '+96522223333', governorateId: gov.id, areaId: area.id, blockId: block.id, openTime: '08:00', closeTime: '22:00' })
    .returning();
  const [category] = await db.insert(categories).values({ name: 'Dairy', nameAr: 'ألبان', shopId: shop.id }).returning();
  const productRows = await db
    .insert(products)
    .values([
      { name: 'Fresh Milk (1 L)', nameAr: 'حليب طازج (1 لتر)', price: '0.450', stock: 10, categoryId: category.id, image: 'https://cdn.example.com/milk.png' },
      { name: 'Labneh (400 g)', nameAr: 'لبنة (400 غ)', price: '0.875', stock: 10, categoryId: category.id },
      { name: 'Eggs (30 pcs)', nameAr: 'بيض (30 حبة)', price: '1.650', stock: 10, categoryId: category.id },
    ])
    .returning({ id: products.id, name: products.name, nameAr: products.nameAr, price: products.price, image: products.image });
  const [customer] = await db
    .insert(users)
    .values({ name: 'Abdullah Al-Mutairi', email: `customer-${tag}-${Date.now()}@example.com`, phone: '+96599887766', role: 'customer', passwordHash: 'x' })
    .returning({ id: users.id });
  return { customerId: customer.id, shopId: shop.id, categoryId: category.id, products: productRows };
}

/** An order in `status` with one line per given quantity (products taken in order), totals summed in SQL. */
export async function createOrder(
  db: Db,
  catalog: CatalogFixture,
  status: OrderStatus,
  quantities: number[] = [2, 1],
  fields: Partial<Pick<typeof orders.$inferInsert, 'createdAt' | 'updatedAt' | 'shopId'>> = {},
): Promise<number> {
  const [order] = await db
    .insert(orders)
    .values({
      ...fields,
      userId: catalog.customerId,
      status,
      customerName: 'Abdullah Al-Mutairi',
      customerNameAr: 'عبدالله المطيري',
      customerPhone: '+96599887766',
      paymentMethod: 'KNET',
      apartment: '4',
      floor: '2',
      building: '12',
      street: 'Street 10',
      block: 'Block 1',
      area: 'Salmiya',
      governorate: 'Hawalli',
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values(
    quantities.map((quantity, i) => {
      const product = catalog.products[i % catalog.products.length];
      return {
        orderId: order.id,
        productId: product.id,
        productName: product.name,
        productNameAr: product.nameAr,
        productImage: product.image,
        categoryName: 'Dairy',
        categoryNameAr: 'ألبان',
        unitPrice: product.price,
        quantity,
      };
    }),
  );
  await db.execute(sql`
    UPDATE orders SET total_quantity = t.q, total_amount = t.a
    FROM (SELECT sum(quantity) AS q, sum(unit_price * quantity) AS a FROM order_items WHERE order_id = ${order.id}) t
    WHERE id = ${order.id}`);
  return order.id;
}
