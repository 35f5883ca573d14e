import { inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { areas, blocks, governorates } from '../../db/schema';
import type { DeliveryTerms } from './coverage-rules';

// decisions/delivery-coverage.md: the SQL of a shop's zones and the platform's defaults. What an order gets is read by the
// database's shop_delivery_terms(shop, block) (migration 0027), never worked out here a second time.

/** A zone as read: the area (a block's area for a block row), the block or null, the terms as stored. */
export interface ZoneRow extends DeliveryTerms {
  id: number;
  area: { id: number; name: string; name_ar: string; governorateId: number };
  block: { id: number; name: string; name_ar: string } | null;
}

/** A zone to write: an area or a block, with its terms. */
export type ZoneWrite = DeliveryTerms & { areaId: number | null; blockId: number | null };

export interface DefaultRow extends DeliveryTerms {
  governorate: { id: number; name: string; name_ar: string };
}

/** `rows` as a relation t(place, fee, minimum, eta), sent as one JSON parameter (one statement, any number of rows). */
const termsRelation = (places: number[], rows: DeliveryTerms[]): SQL =>
  sql`jsonb_to_recordset(${JSON.stringify(rows.map((row, index) => ({ place: places[index], fee: row.deliveryFee, minimum: row.minBasket, eta: row.etaMinutes })))}::jsonb)
      AS t(place integer, fee numeric, minimum numeric, eta integer)`;

/** `ids` as a JSON array parameter, for `= ANY` over a whole set (drizzle spreads a JS array into a list). */
const idArray = (ids: number[]): SQL => sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)`;

/** Which of `ids` are rows of `table`. */
async function existing(db: Db, table: typeof areas | typeof blocks | typeof governorates, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set(rows.map((row) => row.id));
}

export function coverageRepository(db: Db) {
  return {
    /** The shop, locked for the change (two saves apply one after the other), with its free-delivery flag; null: none. */
    async lockShop(shopId: number): Promise<{ freeDelivery: boolean } | null> {
      const [row] = await queryRows<{ free_delivery: boolean }>(db, sql`SELECT free_delivery FROM shops WHERE id = ${shopId} FOR UPDATE`);
      return row ? { freeDelivery: row.free_delivery } : null;
    },

    async freeDelivery(shopId: number): Promise<boolean | null> {
      const [row] = await queryRows<{ free_delivery: boolean }>(db, sql`SELECT free_delivery FROM shops WHERE id = ${shopId}`);
      return row ? row.free_delivery : null;
    },

    /** The shop's zones by area name, the area's own row before its blocks' (by name). */
    zonesOf(shopId: number): Promise<ZoneRow[]> {
      return queryRows<ZoneRow>(
        db,
        sql`SELECT c.id, c.delivery_fee AS "deliveryFee", c.min_basket AS "minBasket", c.eta_minutes AS "etaMinutes",
                   json_build_object('id', a.id, 'name', a.name, 'name_ar', a.name_ar, 'governorateId', a.governorate_id) AS area,
                   CASE WHEN b.id IS NULL THEN NULL ELSE json_build_object('id', b.id, 'name', b.name, 'name_ar', b.name_ar) END AS block
            FROM shop_coverage c
            LEFT JOIN blocks b ON b.id = c.block_id
            JOIN areas a ON a.id = coalesce(c.area_id, b.area_id)
            WHERE c.shop_id = ${shopId}
            ORDER BY a.name COLLATE "dukkan_names", a.id, b.name COLLATE "dukkan_names" NULLS FIRST, b.id`,
      );
    },

    /** Which of `ids` are areas, blocks, governorates. */
    existingAreas: (ids: number[]) => existing(db, areas, ids),
    existingBlocks: (ids: number[]) => existing(db, blocks, ids),
    existingGovernorates: (ids: number[]) => existing(db, governorates, ids),

    /** The areas of each of `governorateIds`. */
    async areasOf(governorateIds: number[]): Promise<Map<number, number[]>> {
      const byGovernorate = new Map<number, number[]>(governorateIds.map((id) => [id, []]));
      if (governorateIds.length === 0) return byGovernorate;
      const rows = await db.select({ id: areas.id, governorateId: areas.governorateId }).from(areas).where(inArray(areas.governorateId, governorateIds)).orderBy(areas.id);
      for (const row of rows) byGovernorate.get(row.governorateId)?.push(row.id);
      return byGovernorate;
    },

    /**
     * Makes the shop's zones exactly `zones`: the places no longer named go, the others are written in place (an
     * unchanged row is not touched), so the audit log shows what changed rather than the whole set again.
     */
    async replaceZones(shopId: number, zones: ZoneWrite[]): Promise<void> {
      const areaZones = zones.filter((zone) => zone.areaId !== null);
      const blockZones = zones.filter((zone) => zone.blockId !== null);
      const areaIds = areaZones.map((zone) => zone.areaId as number);
      const blockIds = blockZones.map((zone) => zone.blockId as number);
      // A row has one of area_id and block_id: its own comparison decides (the other is null).
      await db.execute(sql`DELETE FROM shop_coverage WHERE shop_id = ${shopId}
                             AND NOT coalesce(area_id = ANY (${idArray(areaIds)}), block_id = ANY (${idArray(blockIds)}))`);
      const upsert = (column: SQL, places: number[], rows: DeliveryTerms[]) =>
        db.execute(sql`INSERT INTO shop_coverage AS c (shop_id, ${column}, delivery_fee, min_basket, eta_minutes)
                       SELECT ${shopId}, t.place, t.fee, t.minimum, t.eta FROM ${termsRelation(places, rows)}
                       ON CONFLICT (shop_id, ${column}) WHERE ${column} IS NOT NULL DO UPDATE
                       SET delivery_fee = EXCLUDED.delivery_fee, min_basket = EXCLUDED.min_basket, eta_minutes = EXCLUDED.eta_minutes
                       WHERE (c.delivery_fee, c.min_basket, c.eta_minutes) IS DISTINCT FROM (EXCLUDED.delivery_fee, EXCLUDED.min_basket, EXCLUDED.eta_minutes)`);
      if (areaZones.length > 0) await upsert(sql.raw('area_id'), areaIds, areaZones);
      if (blockZones.length > 0) await upsert(sql.raw('block_id'), blockIds, blockZones);
    },

    /** The platform's defaults, by governorate name. */
    listDefaults(): Promise<DefaultRow[]> {
      return queryRows<DefaultRow>(
        db,
        sql`SELECT d.delivery_fee AS "deliveryFee", d.min_basket AS "minBasket", d.eta_minutes AS "etaMinutes",
                   json_build_object('id', g.id, 'name', g.name, 'name_ar', g.name_ar) AS governorate
            FROM delivery_defaults d JOIN governorates g ON g.id = d.governorate_id
            ORDER BY g.name COLLATE "dukkan_names", g.id`,
      );
    },

    /** Makes the defaults exactly `rows` (as replaceZones: only what changed is written). */
    async replaceDefaults(rows: (DeliveryTerms & { governorateId: number })[]): Promise<void> {
      const ids = rows.map((row) => row.governorateId);
      await db.execute(sql`DELETE FROM delivery_defaults WHERE NOT (governorate_id = ANY (${idArray(ids)}))`);
      if (rows.length === 0) return;
      await db.execute(sql`INSERT INTO delivery_defaults AS d (governorate_id, delivery_fee, min_basket, eta_minutes)
                           SELECT t.place, t.fee, t.minimum, t.eta FROM ${termsRelation(ids, rows)}
                           ON CONFLICT (governorate_id) DO UPDATE
                           SET delivery_fee = EXCLUDED.delivery_fee, min_basket = EXCLUDED.min_basket, eta_minutes = EXCLUDED.eta_minutes
                           WHERE (d.delivery_fee, d.min_basket, d.eta_minutes) IS DISTINCT FROM (EXCLUDED.delivery_fee, EXCLUDED.min_basket, EXCLUDED.eta_minutes)`);
    },
  };
}
