import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import type { SlotInstance, SlotSettings, SlotTemplateValues } from './slot-rules';
import { DEFAULT_SLOT_SETTINGS } from './slot-schemas';

// decisions/delivery-slots.md: the SQL of a shop's slot settings and templates, and the slots'
// bookings — one statement each way, so a slot's capacity holds under any number of orders at once.

export type SlotTemplateRow = SlotTemplateValues & { id: number };

/** A shop's slot settings and templates as stored (the defaults for a shop that never saved any). */
export interface ShopSlotsRow {
  settings: SlotSettings;
  templates: SlotTemplateRow[];
}

/** `values` as one JSON parameter, read back as a relation (one statement, any number of rows). */
const templatesRelation = (templates: SlotTemplateValues[]) =>
  sql`jsonb_to_recordset(${JSON.stringify(templates)}::jsonb)
      AS t(timetable text, weekday integer, "startsAt" text, "endsAt" text, capacity integer)`;

export function slotRepository(db: Db) {
  return {
    /** Whether the shop exists, locking it when `lock` (two saves of its slots apply one after the other). */
    async shopExists(shopId: number, lock = false): Promise<boolean> {
      const rows = await queryRows(db, sql`SELECT 1 FROM shops WHERE id = ${shopId} ${lock ? sql`FOR UPDATE` : sql``}`);
      return rows.length > 0;
    },

    /** The shop's settings (defaults without a row) and its templates, regular first, by weekday and start. */
    async slotsOf(shopId: number): Promise<ShopSlotsRow> {
      const [settings] = await queryRows<SlotSettings>(
        db,
        sql`SELECT enabled, cutoff_minutes AS "cutoffMinutes", lead_minutes AS "leadMinutes", days_ahead AS "daysAhead"
            FROM shop_slot_settings WHERE shop_id = ${shopId}`,
      );
      const templates = await queryRows<SlotTemplateRow>(
        db,
        sql`SELECT id, timetable, weekday, starts_at AS "startsAt", ends_at AS "endsAt", capacity
            FROM shop_slot_templates WHERE shop_id = ${shopId}
            ORDER BY timetable = 'ramadan', weekday, starts_at`,
      );
      return { settings: settings ?? { ...DEFAULT_SLOT_SETTINGS }, templates };
    },

    /**
     * Makes the shop's slots exactly these: the settings written when they changed, the templates no longer named
     * (by timetable, weekday and start) deleted and the others written in place when they changed — so the audit log
     * (entity shop_slots) shows what changed, not the whole set again.
     */
    async replace(shopId: number, settings: SlotSettings, templates: SlotTemplateValues[]): Promise<void> {
      await db.execute(sql`
        INSERT INTO shop_slot_settings AS s (shop_id, enabled, cutoff_minutes, lead_minutes, days_ahead)
        VALUES (${shopId}, ${settings.enabled}, ${settings.cutoffMinutes}, ${settings.leadMinutes}, ${settings.daysAhead})
        ON CONFLICT (shop_id) DO UPDATE
        SET enabled = EXCLUDED.enabled, cutoff_minutes = EXCLUDED.cutoff_minutes, lead_minutes = EXCLUDED.lead_minutes, days_ahead = EXCLUDED.days_ahead
        WHERE (s.enabled, s.cutoff_minutes, s.lead_minutes, s.days_ahead) IS DISTINCT FROM (EXCLUDED.enabled, EXCLUDED.cutoff_minutes, EXCLUDED.lead_minutes, EXCLUDED.days_ahead)`);
      await db.execute(sql`
        DELETE FROM shop_slot_templates o WHERE o.shop_id = ${shopId}
          AND NOT EXISTS (SELECT 1 FROM ${templatesRelation(templates)}
                          WHERE t.timetable = o.timetable AND t.weekday = o.weekday AND t."startsAt" = o.starts_at)`);
      if (templates.length === 0) return;
      await db.execute(sql`
        INSERT INTO shop_slot_templates AS o (shop_id, timetable, weekday, starts_at, ends_at, capacity)
        SELECT ${shopId}, t.timetable, t.weekday, t."startsAt", t."endsAt", t.capacity FROM ${templatesRelation(templates)}
        ON CONFLICT (shop_id, timetable, weekday, starts_at) DO UPDATE
        SET ends_at = EXCLUDED.ends_at, capacity = EXCLUDED.capacity
        WHERE (o.ends_at, o.capacity) IS DISTINCT FROM (EXCLUDED.ends_at, EXCLUDED.capacity)`);
    },

    /** How many orders each of the shop's slots starting in [from, to) has, by start (ms); a slot not booked yet is absent. */
    async bookedBetween(shopId: number, from: Date, to: Date): Promise<Map<number, number>> {
      const rows = await queryRows<{ startsAt: Date | string; booked: number }>(
        db,
        sql`SELECT starts_at AS "startsAt", booked FROM delivery_slots
            WHERE shop_id = ${shopId} AND starts_at >= ${from.toISOString()} AND starts_at < ${to.toISOString()}`,
      );
      return new Map(rows.map((row) => [new Date(row.startsAt).getTime(), row.booked]));
    },

    /**
     * Whether the slot has no place left for a slot of `capacity` now (a read, no lock): refuses early what book() would
     * refuse after the order's other work; book() alone decides a place.
     */
    async full(shopId: number, slot: SlotInstance): Promise<boolean> {
      const rows = await queryRows(db, sql`SELECT 1 FROM delivery_slots WHERE shop_id = ${shopId} AND starts_at = ${slot.startsAt.toISOString()} AND booked >= ${slot.capacity}`);
      return rows.length > 0;
    },

    /**
     * Takes one place in the slot: its row made with the template's capacity and one order, or its count raised while
     * below the capacity (then the capacity in force is kept on it) — one statement, so of any number of orders at once
     * exactly the capacity get a place (a waiting one re-reads the row after the other's commit). False: full.
     */
    async book(shopId: number, slot: SlotInstance): Promise<boolean> {
      const rows = await queryRows(
        db,
        sql`INSERT INTO delivery_slots AS d (shop_id, starts_at, ends_at, capacity, booked)
            VALUES (${shopId}, ${slot.startsAt.toISOString()}, ${slot.endsAt.toISOString()}, ${slot.capacity}, 1)
            ON CONFLICT (shop_id, starts_at) DO UPDATE
            SET booked = d.booked + 1, capacity = EXCLUDED.capacity, ends_at = EXCLUDED.ends_at
            WHERE d.booked < EXCLUDED.capacity
            RETURNING 1`,
      );
      return rows.length > 0;
    },

    /**
     * Gives back the place of each of these orders that has a slot (called once per order, by the move that ends it).
     * Counted per slot first: an UPDATE changes a row once however many orders of the slot it joins.
     */
    async free(orderIds: number[]): Promise<void> {
      if (orderIds.length === 0) return;
      await db.execute(sql`
        UPDATE delivery_slots d SET booked = greatest(d.booked - f.n, 0)
        FROM (SELECT shop_id, slot_starts_at, count(*)::int AS n FROM orders
              WHERE id IN (${sql.join(orderIds.map((id) => sql`${id}`), sql`, `)}) AND slot_starts_at IS NOT NULL
              GROUP BY shop_id, slot_starts_at) f
        WHERE d.shop_id = f.shop_id AND d.starts_at = f.slot_starts_at`);
    },
  };
}
