import type { Db } from '../db/client';
import { areas, blocks, categories, governorates, products, shops } from '../db/schema';

// Rows for the modules' route tests, written straight to the database so each test sets up
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
