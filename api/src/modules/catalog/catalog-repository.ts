import { sql, type SQL } from 'drizzle-orm';
import { type Db, queryRows, whereAll } from '../../db/client';
import { type CappedCount, countUpTo } from '../../http/capped-count';
import { type ListSort, type SortCursor, sortAfter, sortKeyColumns, sortOrder } from '../../http/sorted-paging';
import { type NameLanguage, nameOrderValue } from '../../kuwait/name-order';
import { containing } from '../../kuwait/search-text';
import type { ProductUnit, SubstitutePolicy } from '../../db/schema';
import { type AvailabilityInput, overridesFrom, overridesTo, type WeeklyInterval } from '../shops/shop-availability';

// decisions/customer-catalogue.md: the SQL of the customers' catalogue. Which shops deliver to a block, and on what
// terms, is migration 0027's shop_delivery_terms (the one answer ordering reads too); names are searched as the
// panel searches them (decisions/search.md: dukkan_search_text on both sides, over the trigram indexes).

/** The terms of a shop's delivery to a block; amounts leave the database as exact decimal strings. */
export interface DeliveryTermsRow {
  deliveryFee: string;
  minBasket: string;
  etaMinutes: number | null;
}

type Named = { id: number; name: string; name_ar: string };

/** A shop as customers see it, with what its availability is worked out from, and its terms for the block asked about. */
export type CatalogShopRow = AvailabilityInput & {
  id: number;
  name: string;
  name_ar: string;
  phone: string;
  image: string | null;
  substitutePolicy: SubstitutePolicy;
  governorate: Named;
  area: Named;
  block: Named;
  weekly: WeeklyInterval[];
  /** null: no block asked about, or the shop does not deliver there. */
  terms: DeliveryTermsRow | null;
};

export interface CatalogCategoryRow {
  id: number;
  name: string;
  name_ar: string;
  image: string | null;
  productCount: number;
}

export interface CatalogProductRow {
  id: number;
  name: string;
  name_ar: string;
  image: string | null;
  categoryId: number;
  price: string;
  unit: ProductUnit;
  weightStep: string | null;
  estimatedWeight: string | null;
  stock: number;
  soldOutUntil: Date | string | null;
}

/** What a customer searches a shop's products by: the shop, one of its categories, a name fragment. */
export interface CatalogProductFilter {
  shopId: number;
  categoryId: number | null;
  q: string | null;
}

/**
 * Shops newest first, as the API's lists are: an id sorts a thousand serving shops at no cost, where their names under
 * the ICU collation took 6 ms a page.
 */
const newestShops: ListSort = { value: sql`s.id`, direction: 'desc', id: sql`s.id`, type: 'int' };

/** Products by name in the reader's language, ties by id: a total order, so paging is stable. */
const productsByName = (language: NameLanguage): ListSort => ({
  value: nameOrderValue(sql`p.name`, sql`p.name_ar`, language),
  direction: 'asc',
  id: sql`p.id`,
  type: 'text',
});

/**
 * The active shops (their open flag on: a shop switched closed has no opening in sight) that deliver to the block,
 * searched by name with the expression of the trigram index of migration 0011. Which shops deliver there is
 * shop_delivery_terms's rule (migration 0027: a zone on the block, a zone on its area, or no zones at all), read here
 * as a set through the zones' indexes and migration 0028's shops without zones: the function asked of every shop took
 * 12 µs a shop, 14 ms for a thousand. catalog-routes.test.ts holds the two to the same answer; the terms themselves
 * are always the function's.
 */
const servingShops = (blockId: number, q: string | null): SQL[] => [
  sql`s.is_open`,
  sql`s.id IN (SELECT c.shop_id FROM shop_coverage c WHERE c.block_id = ${blockId}
               UNION ALL
               SELECT c.shop_id FROM shop_coverage c WHERE c.area_id = (SELECT b.area_id FROM blocks b WHERE b.id = ${blockId})
               UNION ALL
               SELECT z.shop_id FROM shops_without_zones z WHERE NOT EXISTS (SELECT 1 FROM shop_coverage c WHERE c.shop_id = z.shop_id))`,
  ...(q === null ? [] : [sql`dukkan_search_text(s.name || ' ' || s.name_ar) LIKE dukkan_search_text(${containing(q)})`]),
];

/** A shop's products on sale (inactive ones are never shown), through its categories' index. */
const productsOnSale = (filter: CatalogProductFilter): SQL[] => [
  sql`c.shop_id = ${filter.shopId}`,
  sql`p.status = 'active'`,
  ...(filter.categoryId === null ? [] : [sql`p.category_id = ${filter.categoryId}`]),
  // The stored, normalised name of migration 0013, with its trigram index (never the SKU or barcode: staff's codes).
  ...(filter.q === null ? [] : [sql`p.search_text LIKE dukkan_search_text(${containing(filter.q)})`]),
];

export function catalogRepository(db: Db) {
  return {
    async blockExists(id: number): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(db, sql`SELECT id FROM blocks WHERE id = ${id}`);
      return rows.length > 0;
    },

    async shopExists(id: number): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(db, sql`SELECT id FROM shops WHERE id = ${id}`);
      return rows.length > 0;
    },

    async categoryOfShop(categoryId: number, shopId: number): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(db, sql`SELECT id FROM categories WHERE id = ${categoryId} AND shop_id = ${shopId}`);
      return rows.length > 0;
    },

    /** The keys (sort value and id) of the shops serving the block, newest first, after the cursor. */
    servingShopKeys(blockId: number, q: string | null, cursor: SortCursor | null, limit: number): Promise<SortCursor[]> {
      const where = whereAll([...servingShops(blockId, q), ...(cursor ? [sortAfter(newestShops, cursor)] : [])]);
      return queryRows<SortCursor>(db, sql`SELECT ${sortKeyColumns(newestShops)} FROM shops s ${where} ORDER BY ${sortOrder(newestShops)} LIMIT ${limit}`);
    },

    countServingShops(blockId: number, q: string | null): Promise<CappedCount> {
      return countUpTo(db, sql`SELECT 1 FROM shops s ${whereAll(servingShops(blockId, q))}`);
    },

    /**
     * The shops of these ids, in their order, each with its terms for the block (none asked: null), in one statement. Its weekly hours
     * and overrides are read as shops-repository.ts reads them for staff (from the day before `today` to the horizon
     * of shop-availability.ts); the staff's row, with its coverage summary and every column, took 4 ms for a page.
     */
    async shops(ids: number[], blockId: number | null, today: string): Promise<CatalogShopRow[]> {
      if (ids.length === 0) return [];
      const rows = await queryRows<CatalogShopRow & { deliveryFee: string | null; minBasket: string | null; etaMinutes: number | null }>(
        db,
        sql`SELECT s.id, s.name, s.name_ar, s.phone, s.image, s.substitute_policy AS "substitutePolicy",
                   s.is_open AS "isOpen", s.open_time AS "openTime", s.close_time AS "closeTime",
                   s.paused_at AS "pausedAt", s.paused_until AS "pausedUntil", s.paused_reason AS "pausedReason",
                   s.paused_reason_ar AS "pausedReasonAr", s.paused_reason_code AS "pausedReasonCode",
                   s.busy_until AS "busyUntil", s.busy_minutes AS "busyMinutes", s.busy_reason AS "busyReason",
                   s.busy_reason_ar AS "busyReasonAr", s.busy_reason_code AS "busyReasonCode",
                   json_build_object('id', g.id, 'name', g.name, 'name_ar', g.name_ar) AS governorate,
                   json_build_object('id', a.id, 'name', a.name, 'name_ar', a.name_ar) AS area,
                   json_build_object('id', b.id, 'name', b.name, 'name_ar', b.name_ar) AS block,
                   (SELECT coalesce(json_agg(json_build_object('weekday', h.weekday, 'opens', h.opens, 'closes', h.closes) ORDER BY h.weekday, h.opens), '[]'::json)
                    FROM shop_hours h WHERE h.shop_id = s.id) AS weekly,
                   (SELECT coalesce(json_agg(json_build_object('id', o.id, 'shopId', o.shop_id, 'startsOn', o.starts_on, 'endsOn', o.ends_on,
                                                               'closed', o.closed, 'hours', o.hours, 'reason', o.reason, 'reasonAr', o.reason_ar)), '[]'::json)
                    FROM availability_overrides o
                    WHERE (o.shop_id = s.id OR o.shop_id IS NULL) AND o.ends_on >= ${overridesFrom(today)} AND o.starts_on <= ${overridesTo(today)}) AS overrides,
                   t.delivery_fee AS "deliveryFee", t.min_basket AS "minBasket", t.eta_minutes AS "etaMinutes"
            FROM shops s
            JOIN governorates g ON g.id = s.governorate_id
            JOIN areas a ON a.id = s.area_id
            JOIN blocks b ON b.id = s.block_id
            LEFT JOIN LATERAL shop_delivery_terms(s.id, ${blockId}::integer) t ON true
            WHERE s.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
      );
      const byId = new Map(
        rows.map(({ deliveryFee, minBasket, etaMinutes, ...row }) => [
          row.id,
          { ...row, terms: deliveryFee === null || minBasket === null ? null : { deliveryFee, minBasket, etaMinutes } },
        ]),
      );
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** The shop's categories with products on sale, each with their count, by name in the reader's language. */
    categories(shopId: number, language: NameLanguage): Promise<CatalogCategoryRow[]> {
      return queryRows<CatalogCategoryRow>(
        db,
        sql`SELECT c.id, c.name, c.name_ar, c.image, count(*)::int AS "productCount"
            FROM categories c JOIN products p ON p.category_id = c.id AND p.status = 'active'
            WHERE c.shop_id = ${shopId}
            GROUP BY c.id
            ORDER BY ${nameOrderValue(sql`c.name`, sql`c.name_ar`, language)}, c.id`,
      );
    },

    /** The keys of the shop's products on sale matching the filter, by name, after the cursor. */
    productKeys(filter: CatalogProductFilter, language: NameLanguage, cursor: SortCursor | null, limit: number): Promise<SortCursor[]> {
      const sort = productsByName(language);
      const where = whereAll([...productsOnSale(filter), ...(cursor ? [sortAfter(sort, cursor)] : [])]);
      return queryRows<SortCursor>(
        db,
        sql`SELECT ${sortKeyColumns(sort)} FROM products p JOIN categories c ON c.id = p.category_id ${where} ORDER BY ${sortOrder(sort)} LIMIT ${limit}`,
      );
    },

    countProducts(filter: CatalogProductFilter): Promise<CappedCount> {
      return countUpTo(db, sql`SELECT 1 FROM products p JOIN categories c ON c.id = p.category_id ${whereAll(productsOnSale(filter))}`);
    },

    /** The products of these ids, in the order of the ids: only what a customer may see (stock only to tell sold out). */
    async productsByIds(ids: number[]): Promise<CatalogProductRow[]> {
      if (ids.length === 0) return [];
      const rows = await queryRows<CatalogProductRow>(
        db,
        sql`SELECT p.id, p.name, p.name_ar, p.image, p.category_id AS "categoryId", p.price, p.unit, p.weight_step AS "weightStep",
                   p.estimated_weight AS "estimatedWeight", p.stock, p.sold_out_until AS "soldOutUntil"
            FROM products p WHERE p.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  };
}
