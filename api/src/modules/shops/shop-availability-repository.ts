import { and, asc, eq, gte, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { availabilityOverrides, shopHours, shops } from '../../db/schema';
import type { WeeklyInterval } from './shop-availability';
import type { OverrideValues } from './shop-availability-rules';

/** A shop's weekly hours and the dated overrides (decisions/availability.md). */
export function shopAvailabilityRepository(db: Db) {
  return {
    async shopExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, id));
      return Boolean(row);
    },

    /** Replaces the shop's weekly hours in the request's transaction (empty: back to the spec's open and close time); false when no such shop. */
    async replaceWeeklyHours(shopId: number, hours: readonly WeeklyInterval[]): Promise<boolean> {
      // Locks the shop: two concurrent saves apply one after the other, never interleaved.
      const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).for('update');
      if (!shop) return false;
      await db.delete(shopHours).where(eq(shopHours.shopId, shopId));
      if (hours.length > 0) await db.insert(shopHours).values(hours.map((interval) => ({ shopId, ...interval })));
      return true;
    },

    /** The overrides of one shop, or of the platform (`shopId` null), that end on `fromDay` or later, soonest first. */
    listOverrides(shopId: number | null, fromDay: string) {
      return db
        .select()
        .from(availabilityOverrides)
        .where(and(shopId === null ? isNull(availabilityOverrides.shopId) : eq(availabilityOverrides.shopId, shopId), gte(availabilityOverrides.endsOn, fromDay)))
        .orderBy(asc(availabilityOverrides.startsOn), asc(availabilityOverrides.id));
    },

    async insertOverride(values: OverrideValues) {
      const [row] = await db.insert(availabilityOverrides).values(values).returning();
      return row;
    },

    async deleteOverride(id: number): Promise<boolean> {
      const rows = await db.delete(availabilityOverrides).where(eq(availabilityOverrides.id, id)).returning({ id: availabilityOverrides.id });
      return rows.length > 0;
    },
  };
}
