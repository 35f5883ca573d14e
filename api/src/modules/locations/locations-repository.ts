import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { areas, blocks, governorates, shops } from '../../db/schema';
import type { LocationNameValues } from './locations-rules';

// Lists are whole (a governorate has tens of areas, an area tens of blocks) and sorted by name,
// the order the tree and the selects show them in; the id breaks ties so the order is stable.

const governorateColumns = { id: governorates.id, name: governorates.name, name_ar: governorates.nameAr };
const areaColumns = { id: areas.id, governorateId: areas.governorateId, name: areas.name, name_ar: areas.nameAr };
const blockColumns = { id: blocks.id, areaId: blocks.areaId, name: blocks.name, name_ar: blocks.nameAr };

export type Governorate = { id: number; name: string; name_ar: string };
export type Area = Governorate & { governorateId: number };
export type Block = Governorate & { areaId: number };

const byName = (column: typeof governorates.name | typeof areas.name | typeof blocks.name) => sql`lower(${column})`;

export function locationsRepository(db: Db) {
  return {
    listGovernorates(): Promise<Governorate[]> {
      return db.select(governorateColumns).from(governorates).orderBy(byName(governorates.name), asc(governorates.id));
    },
    async findGovernorate(id: number): Promise<Governorate | null> {
      const [row] = await db.select(governorateColumns).from(governorates).where(eq(governorates.id, id));
      return row ?? null;
    },
    async insertGovernorate(values: Required<LocationNameValues>): Promise<Governorate> {
      const [row] = await db.insert(governorates).values(values).returning(governorateColumns);
      return row;
    },
    async updateGovernorate(id: number, values: LocationNameValues): Promise<Governorate | null> {
      if (Object.keys(values).length === 0) return this.findGovernorate(id);
      const [row] = await db.update(governorates).set(values).where(eq(governorates.id, id)).returning(governorateColumns);
      return row ?? null;
    },
    async governorateHolds(id: number) {
      const [row] = await db
        .select({
          areas: sql<number>`(select count(*) from ${areas} where ${areas.governorateId} = ${id})::int`,
          shops: sql<number>`(select count(*) from ${shops} where ${shops.governorateId} = ${id})::int`,
        })
        .from(sql`(select 1) as one`);
      return row;
    },
    async deleteGovernorate(id: number): Promise<boolean> {
      const rows = await db.delete(governorates).where(eq(governorates.id, id)).returning({ id: governorates.id });
      return rows.length > 0;
    },

    listAreas(governorateId: number): Promise<Area[]> {
      return db.select(areaColumns).from(areas).where(eq(areas.governorateId, governorateId)).orderBy(byName(areas.name), asc(areas.id));
    },
    /** An area, only when it belongs to the given governorate (else null: the path names another). */
    async findArea(id: number, governorateId?: number): Promise<Area | null> {
      const inGovernorate = governorateId === undefined ? undefined : eq(areas.governorateId, governorateId);
      const [row] = await db.select(areaColumns).from(areas).where(and(eq(areas.id, id), inGovernorate));
      return row ?? null;
    },
    async insertArea(governorateId: number, values: Required<LocationNameValues>): Promise<Area> {
      const [row] = await db.insert(areas).values({ ...values, governorateId }).returning(areaColumns);
      return row;
    },
    async updateArea(governorateId: number, id: number, values: LocationNameValues): Promise<Area | null> {
      if (Object.keys(values).length === 0) return this.findArea(id, governorateId);
      const [row] = await db
        .update(areas)
        .set(values)
        .where(and(eq(areas.id, id), eq(areas.governorateId, governorateId)))
        .returning(areaColumns);
      return row ?? null;
    },
    async areaHolds(id: number) {
      const [row] = await db
        .select({
          blocks: sql<number>`(select count(*) from ${blocks} where ${blocks.areaId} = ${id})::int`,
          shops: sql<number>`(select count(*) from ${shops} where ${shops.areaId} = ${id})::int`,
        })
        .from(sql`(select 1) as one`);
      return row;
    },
    async deleteArea(governorateId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(areas)
        .where(and(eq(areas.id, id), eq(areas.governorateId, governorateId)))
        .returning({ id: areas.id });
      return rows.length > 0;
    },

    listBlocks(areaId: number): Promise<Block[]> {
      return db.select(blockColumns).from(blocks).where(eq(blocks.areaId, areaId)).orderBy(byName(blocks.name), asc(blocks.id));
    },
    async findBlock(id: number, areaId?: number): Promise<Block | null> {
      const inArea = areaId === undefined ? undefined : eq(blocks.areaId, areaId);
      const [row] = await db.select(blockColumns).from(blocks).where(and(eq(blocks.id, id), inArea));
      return row ?? null;
    },
    async insertBlock(areaId: number, values: Required<LocationNameValues>): Promise<Block> {
      const [row] = await db.insert(blocks).values({ ...values, areaId }).returning(blockColumns);
      return row;
    },
    async updateBlock(areaId: number, id: number, values: LocationNameValues): Promise<Block | null> {
      if (Object.keys(values).length === 0) return this.findBlock(id, areaId);
      const [row] = await db
        .update(blocks)
        .set(values)
        .where(and(eq(blocks.id, id), eq(blocks.areaId, areaId)))
        .returning(blockColumns);
      return row ?? null;
    },
    async blockHolds(id: number) {
      const [row] = await db
        .select({ shops: sql<number>`(select count(*) from ${shops} where ${shops.blockId} = ${id})::int` })
        .from(sql`(select 1) as one`);
      return row;
    },
    async deleteBlock(areaId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(blocks)
        .where(and(eq(blocks.id, id), eq(blocks.areaId, areaId)))
        .returning({ id: blocks.id });
      return rows.length > 0;
    },
  };
}
