import { and, count, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { byName, type NameLanguage } from '../../kuwait/name-order';
import { inShopScope } from '../../auth/shop-scope';
import { containing } from '../../kuwait/search-text';
import type { Db } from '../../db/client';
import { countRows } from '../row-counts';
import { areas, blocks, categories, governorates, shops } from '../../db/schema';
import type { LocationFacts, ShopValues } from './shops-rules';
import type { SubstitutePolicy } from '../../db/schema';
import { kuwaitDay } from '../../kuwait/kuwait-days';
import { DEFAULT_DELIVERY_FEE_CAP } from '../desk-settings/desk-settings';
import {
  type AvailabilityInput,
  type AvailabilityOverride,
  type HeldBackReason,
  type HoursInput,
  heldBackReason,
  kuwaitMinuteOfDay,
  openByHours,
  overridesFrom,
  overridesTo,
  type WeeklyInterval,
} from './shop-availability';

/**
 * A shop with the names of its governorate, area and block (spec §3), and what its availability is
 * computed from (decisions/availability.md): its weekly hours and the overrides (its own and the platform's) from
 * the day before `today` to the horizon of shop-availability.ts. `image` is the stored name.
 */
/** What decides whether a shop keeps orders out against its hours (listHeldBack). */
export type HeldBackRow = { id: number } & Pick<AvailabilityInput, 'isOpen' | 'openTime' | 'closeTime' | 'weekly' | 'overrides' | 'pausedAt' | 'pausedUntil'>;

/** The team's delivery fee cap (desk settings), or its default before an owner saved one. */
const feeCap = sql`coalesce((SELECT delivery_fee_cap FROM desk_settings WHERE id = 1), ${DEFAULT_DELIVERY_FEE_CAP}::numeric)`;

const shopColumns = (today: string) => ({
  id: shops.id,
  name: shops.name,
  name_ar: shops.nameAr,
  phone: shops.phone,
  freeDelivery: shops.freeDelivery,
  isOpen: shops.isOpen,
  governorateId: shops.governorateId,
  areaId: shops.areaId,
  blockId: shops.blockId,
  openTime: shops.openTime,
  closeTime: shops.closeTime,
  image: shops.image,
  createdAt: shops.createdAt,
  pausedAt: shops.pausedAt,
  pausedReason: shops.pausedReason,
  pausedUntil: shops.pausedUntil,
  pausedReasonAr: shops.pausedReasonAr,
  pausedReasonCode: shops.pausedReasonCode,
  busyUntil: shops.busyUntil,
  busyMinutes: shops.busyMinutes,
  busyReason: shops.busyReason,
  busyReasonAr: shops.busyReasonAr,
  busyReasonCode: shops.busyReasonCode,
  substitutePolicy: shops.substitutePolicy,
  weekly: sql<WeeklyInterval[]>`(SELECT coalesce(json_agg(json_build_object('weekday', h.weekday, 'opens', h.opens, 'closes', h.closes) ORDER BY h.weekday, h.opens), '[]'::json)
                                 FROM shop_hours h WHERE h.shop_id = ${shops.id})`,
  overrides: sql<AvailabilityOverride[]>`(SELECT coalesce(json_agg(json_build_object('id', o.id, 'shopId', o.shop_id, 'startsOn', o.starts_on, 'endsOn', o.ends_on,
                                                'closed', o.closed, 'hours', o.hours, 'reason', o.reason, 'reasonAr', o.reason_ar)), '[]'::json)
                                          FROM availability_overrides o
                                          WHERE (o.shop_id = ${shops.id} OR o.shop_id IS NULL) AND o.ends_on >= ${overridesFrom(today)} AND o.starts_on <= ${overridesTo(today)})`,
  governorate: { id: governorates.id, name: governorates.name, name_ar: governorates.nameAr },
  area: { id: areas.id, name: areas.name, name_ar: areas.nameAr },
  block: { id: blocks.id, name: blocks.name, name_ar: blocks.nameAr },
  // decisions/delivery-coverage.md: how many zones, the highest fee (0 for a free-delivery shop), above the team's cap or not.
  coverage: sql<CoverageSummary>`(SELECT json_build_object(
                                    'zones', count(*)::int,
                                    'maxFee', CASE WHEN count(*) = 0 THEN NULL WHEN ${shops.freeDelivery} THEN 0 ELSE max(c.delivery_fee) END,
                                    'aboveCap', NOT ${shops.freeDelivery} AND coalesce(max(c.delivery_fee) > ${feeCap}, false))
                                  FROM shop_coverage c WHERE c.shop_id = ${shops.id})`,
});


/** The shops list's coverage summary (coverage-schemas.ts). */
export type CoverageSummary = { zones: number; maxFee: number | null; aboveCap: boolean };

export type ShopRow = {
  id: number;
  name: string;
  name_ar: string;
  phone: string;
  freeDelivery: boolean;
  isOpen: boolean;
  governorateId: number;
  areaId: number;
  blockId: number;
  openTime: string;
  closeTime: string | null;
  image: string | null;
  createdAt: Date;
  pausedAt: Date | null;
  pausedReason: string | null;
  pausedUntil: Date | null;
  pausedReasonAr: string | null;
  pausedReasonCode: string | null;
  busyUntil: Date | null;
  busyMinutes: number | null;
  busyReason: string | null;
  busyReasonAr: string | null;
  busyReasonCode: string | null;
  substitutePolicy: SubstitutePolicy;
  weekly: WeeklyInterval[];
  overrides: AvailabilityOverride[];
  governorate: { id: number; name: string; name_ar: string };
  area: { id: number; name: string; name_ar: string };
  block: { id: number; name: string; name_ar: string };
  coverage: CoverageSummary;
};

export type ShopWrite = Partial<ShopValues> & { image?: string };

/** decisions/search.md: the shops list's search (English or Arabic name), location and open flag. */
export interface ShopFilter {
  q: string | null;
  governorateId: number | null;
  areaId: number | null;
  isOpen: boolean | null;
  /** decisions/roles-and-audit.md: a shop-scoped account's shops (null: every shop). */
  shopIds: number[] | null;
  /** decisions/reports-and-bulk.md: only these shops (the ones not taking orders in their hours), or null for any. */
  ids: number[] | null;
}

function shopFilterConditions(filter: ShopFilter | null): SQL[] {
  if (!filter) return [];
  const conditions: SQL[] = [];
  // The expression of the trigram index of migration 0011.
  if (filter.q !== null) conditions.push(sql`dukkan_search_text(${shops.name} || ' ' || ${shops.nameAr}) LIKE dukkan_search_text(${containing(filter.q)})`);
  if (filter.governorateId !== null) conditions.push(eq(shops.governorateId, filter.governorateId));
  if (filter.areaId !== null) conditions.push(eq(shops.areaId, filter.areaId));
  if (filter.isOpen !== null) conditions.push(eq(shops.isOpen, filter.isOpen));
  const scope = inShopScope(shops.id, filter.shopIds);
  if (scope) conditions.push(scope);
  if (filter.ids !== null) conditions.push(filter.ids.length > 0 ? inArray(shops.id, filter.ids) : sql`false`);
  return conditions;
}

/** `clock`: the time the overrides are read around (app.clock). */
export function shopsRepository(db: Db, clock: () => Date = () => new Date()) {
  const joined = () =>
    db
      .select(shopColumns(kuwaitDay(clock())))
      .from(shops)
      .innerJoin(governorates, eq(governorates.id, shops.governorateId))
      .innerJoin(areas, eq(areas.id, shops.areaId))
      .innerJoin(blocks, eq(blocks.id, shops.blockId));

  return {
    /** Newest first; `afterId` pages by keyset, `offset` serves clients that send only `page`. */
    listWindow({ afterId, offset, take }: { afterId: number | null; offset: number; take: number }, filter: ShopFilter | null = null): Promise<ShopRow[]> {
      return joined()
        .where(and(afterId === null ? undefined : lt(shops.id, afterId), ...shopFilterConditions(filter)))
        .orderBy(desc(shops.id))
        .limit(take)
        .offset(offset);
    },

    /** Every shop, by name in the panel's language: the whole list feeds the category form's select (spec §7). */
    listAll(filter: ShopFilter | null = null, language: NameLanguage = 'en'): Promise<ShopRow[]> {
      return joined()
        .where(and(...shopFilterConditions(filter)))
        .orderBy(byName(sql`${shops.name}`, sql`${shops.nameAr}`, sql`${shops.id}`, language));
    },

    /**
     * The shops that may be keeping orders out against their hours: switched closed, or paused
     * (a pause past its end is over), and open now by their plain hours, or with a weekly schedule
     * or an override today that shop-availability.ts must read. The dashboard's "needs attention"
     * computes availability for these only, not for every shop (10,000 in the bench's data), and
     * reads only what decides it (no names, no locations: a thousand closed shops in one answer).
     */
    listHeldBack(now: Date, shopIds: number[] | null = null): Promise<HeldBackRow[]> {
      const today = kuwaitDay(now);
      const minute = kuwaitMinuteOfDay(now);
      const minutesOf = (column: typeof shops.openTime | typeof shops.closeTime) => sql`(substr(${column}, 1, 2)::int * 60 + substr(${column}, 4, 2)::int)`;
      const open = minutesOf(shops.openTime);
      const close = minutesOf(shops.closeTime);
      // The spec's plain hours, open at this minute (shop-availability.ts decides the rest, in JS).
      const plainOpenNow = sql`CASE
        WHEN ${shops.closeTime} IS NULL THEN ${minute} >= ${open}
        WHEN ${open} = ${close} THEN true
        WHEN ${open} < ${close} THEN ${minute} >= ${open} AND ${minute} < ${close}
        ELSE ${minute} >= ${open} OR ${minute} < ${close} END`;
      const columns = shopColumns(today);
      return db
        .select({
          id: columns.id,
          isOpen: columns.isOpen,
          openTime: columns.openTime,
          closeTime: columns.closeTime,
          pausedAt: columns.pausedAt,
          pausedUntil: columns.pausedUntil,
          weekly: columns.weekly,
          overrides: columns.overrides,
        })
        .from(shops)
        // A join makes drizzle name the table in shops.id inside the columns' subqueries (alone, it
        // writes a bare "id", which the subqueries would read as their own row's id).
        .innerJoin(governorates, eq(governorates.id, shops.governorateId))
        .where(
        and(
        // decisions/roles-and-audit.md: a shop-scoped account's shops only.
        inShopScope(shops.id, shopIds),
        sql`(${shops.isOpen} = false OR (${shops.pausedAt} IS NOT NULL AND (${shops.pausedUntil} IS NULL OR ${shops.pausedUntil} > ${now.toISOString()})))
            AND (EXISTS (SELECT 1 FROM shop_hours h WHERE h.shop_id = ${shops.id})
                 OR EXISTS (SELECT 1 FROM availability_overrides o WHERE (o.shop_id = ${shops.id} OR o.shop_id IS NULL)
                                                                     AND o.ends_on >= ${overridesFrom(today)} AND o.starts_on <= ${today})
                 OR ${plainOpenNow})`,
        ),
      );
    },

    /**
     * decisions/reports-and-bulk.md: the shops whose hours say open now but that keep orders out, and why: switched
     * closed by their open flag, or paused. Most shops keep the spec's plain hours, so each
     * distinct schedule is read once per call.
     */
    async listNotTakingOrders(now: Date, shopIds: number[] | null = null): Promise<{ id: number; reason: HeldBackReason }[]> {
      const opens = new Map<string, boolean>();
      const openNow = (hours: HoursInput) => {
        const key = JSON.stringify([hours.openTime, hours.closeTime, hours.weekly, hours.overrides]);
        const known = opens.get(key);
        if (known !== undefined) return known;
        const open = openByHours(hours, now);
        opens.set(key, open);
        return open;
      };
      return (await this.listHeldBack(now, shopIds)).flatMap((shop) => {
        const reason = heldBackReason(shop, now, openNow);
        return reason ? [{ id: shop.id, reason }] : [];
      });
    },

    async countAll(filter: ShopFilter | null = null): Promise<number> {
      if (!filter) return countRows(db, 'shops');
      const [row] = await db.select({ n: count() }).from(shops).where(and(...shopFilterConditions(filter)));
      return row.n;
    },

    async findById(id: number): Promise<ShopRow | null> {
      const [row] = await joined().where(eq(shops.id, id));
      return row ?? null;
    },

    /** The stored values a partial update is merged with. */
    async findValues(id: number) {
      const [row] = await db
        .select({ governorateId: shops.governorateId, areaId: shops.areaId, blockId: shops.blockId, image: shops.image })
        .from(shops)
        .where(eq(shops.id, id));
      return row ?? null;
    },

    /** Whether the governorate exists, and which governorate the area and area the block belong to. */
    async locationFacts(ids: { governorateId: number; areaId: number; blockId: number }): Promise<LocationFacts> {
      const [row] = await db
        .select({
          governorateExists: sql<boolean>`exists (select 1 from ${governorates} where ${governorates.id} = ${ids.governorateId})`,
          areaGovernorateId: sql<number | null>`(select ${areas.governorateId} from ${areas} where ${areas.id} = ${ids.areaId})`,
          blockAreaId: sql<number | null>`(select ${blocks.areaId} from ${blocks} where ${blocks.id} = ${ids.blockId})`,
        })
        .from(sql`(select 1) as one`);
      return {
        governorateExists: Boolean(row.governorateExists),
        areaGovernorateId: row.areaGovernorateId === null ? null : Number(row.areaGovernorateId),
        blockAreaId: row.blockAreaId === null ? null : Number(row.blockAreaId),
      };
    },

    async insert(values: Omit<ShopValues, 'substitutePolicy'> & Partial<Pick<ShopValues, 'substitutePolicy'>> & { image: string | null }): Promise<number> {
      const [row] = await db.insert(shops).values(values).returning({ id: shops.id });
      return row.id;
    },

    /**
     * Updates a shop and answers the image it showed before, read under a row lock in the same
     * transaction (the request's), so of two concurrent image replacements each removes the file
     * it replaced. Null when there is no such shop.
     */
    async update(id: number, values: ShopWrite): Promise<{ previousImage: string | null } | null> {
      const [current] = await db.select({ image: shops.image }).from(shops).where(eq(shops.id, id)).for('update');
      if (!current) return null;
      if (Object.keys(values).length > 0) await db.update(shops).set(values).where(eq(shops.id, id));
      return { previousImage: current.image };
    },

    async categoryCount(id: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(categories).where(eq(categories.shopId, id));
      return row.n;
    },

    /** Deletes a shop; answers its image name, or undefined when there was no such shop. */
    async delete(id: number): Promise<{ image: string | null } | undefined> {
      const [row] = await db.delete(shops).where(eq(shops.id, id)).returning({ image: shops.image });
      return row;
    },
  };
}
