import { and, eq, type SQL, sql } from 'drizzle-orm';
import { byName, type NameLanguage } from '../../kuwait/name-order';
import { type Db, queryRows } from '../../db/client';
import { containing } from '../../kuwait/search-text';
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

/** A location found by its name, with the path to it (decisions/search.md). A type: the answer's schema type accepts it. */
export type LocationMatch = {
  kind: 'governorate' | 'area' | 'block';
  id: number;
  name: string;
  name_ar: string;
  governorateId: number;
  governorateName: string;
  governorateNameAr: string;
  areaId: number | null;
  areaName: string | null;
  areaNameAr: string | null;
};

type Named = typeof governorates | typeof areas | typeof blocks;
/** By name in the panel's language (kuwait/name-order.ts), ties by id. */
const inNameOrder = (table: Named, language: NameLanguage) => byName(sql`${table.name}`, sql`${table.nameAr}`, sql`${table.id}`, language);

export function locationsRepository(db: Db) {
  return {
    /**
     * decisions/search.md: the governorates, areas and blocks whose English or Arabic name holds `q` (as
     * search normalises it), each with the path to it, governorates first, then by name; at most `limit`.
     */
    search(q: string, limit: number, language: NameLanguage = 'en'): Promise<LocationMatch[]> {
      const pattern = containing(q);
      const named = (name: SQL, nameAr: SQL) => sql`dukkan_search_text(${name} || ' ' || ${nameAr}) LIKE dukkan_search_text(${pattern})`;
      return queryRows<LocationMatch>(
        db,
        sql`SELECT * FROM (
              SELECT 'governorate' AS kind, g.id, g.name, g.name_ar, g.id AS "governorateId", g.name AS "governorateName", g.name_ar AS "governorateNameAr",
                     NULL::int AS "areaId", NULL AS "areaName", NULL AS "areaNameAr", 0 AS depth
              FROM governorates g WHERE ${named(sql`g.name`, sql`g.name_ar`)}
              UNION ALL
              SELECT 'area', a.id, a.name, a.name_ar, g.id, g.name, g.name_ar, NULL::int, NULL, NULL, 1
              FROM areas a JOIN governorates g ON g.id = a.governorate_id WHERE ${named(sql`a.name`, sql`a.name_ar`)}
              UNION ALL
              SELECT 'block', b.id, b.name, b.name_ar, g.id, g.name, g.name_ar, a.id, a.name, a.name_ar, 2
              FROM blocks b JOIN areas a ON a.id = b.area_id JOIN governorates g ON g.id = a.governorate_id WHERE ${named(sql`b.name`, sql`b.name_ar`)}
            ) found
            ORDER BY depth, ${byName(sql`name`, sql`name_ar`, sql`id`, language)}
            LIMIT ${limit}`,
      );
    },

    listGovernorates(language: NameLanguage = 'en'): Promise<Governorate[]> {
      return db.select(governorateColumns).from(governorates).orderBy(inNameOrder(governorates, language));
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

    listAreas(governorateId: number, language: NameLanguage = 'en'): Promise<Area[]> {
      return db.select(areaColumns).from(areas).where(eq(areas.governorateId, governorateId)).orderBy(inNameOrder(areas, language));
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

    listBlocks(areaId: number, language: NameLanguage = 'en'): Promise<Block[]> {
      return db.select(blockColumns).from(blocks).where(eq(blocks.areaId, areaId)).orderBy(inNameOrder(blocks, language));
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
