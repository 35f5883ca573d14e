import { type LoadFigures, measureLoad } from './load-figures';
import { Client } from 'pg';

// `pnpm bench:api`, the customers' catalogue (decisions/customer-catalogue.md): how fast the shops delivering to a
// block, and a shop's products searched by name, answer with 1,000 shops and 100,000 products serving one block.
// It prints figures and never fails on them.

const SHOPS = 1000;
const CATEGORIES_PER_SHOP = 5;
/** What a customer types into a shop's search: one product name in twenty holds it. */
const SEARCHED = 'حليب';

// Names as groceries have them, each Arabic one in the spelling staff type (the search folds the rest).
const PRODUCT_NAMES = ['Milk', 'Bread', 'Rice', 'Eggs', 'Dates', 'Tea', 'Coffee', 'Cheese', 'Water', 'Juice', 'Chicken', 'Lamb', 'Tomatoes', 'Onions', 'Apples', 'Bananas', 'Laban', 'Sugar', 'Flour', 'Oil'];
const PRODUCT_NAMES_AR = ['حليب', 'خبز', 'أرز', 'بيض', 'تمر', 'شاي', 'قهوة', 'جبنة', 'ماء', 'عصير', 'دجاج', 'لحم غنم', 'طماطم', 'بصل', 'تفاح', 'موز', 'لبن', 'سكر', 'طحين', 'زيت'];
const CATEGORY_NAMES = ['Dairy', 'Bakery', 'Pantry', 'Produce', 'Drinks'];
const CATEGORY_NAMES_AR = ['ألبان', 'مخبوزات', 'مؤن', 'خضار وفواكه', 'مشروبات'];

export interface CatalogFixture {
  blockId: number;
  /** A shop of the fixture, whose products the search figure reads. */
  shopId: number;
  /** Shops delivering to the block (the fixture's and any other's). */
  served: number;
}

export interface CatalogFigures extends LoadFigures {
  /** Worked out afresh for every request (Cache-Control: no-cache): what a miss costs, not what customers get. */
  afresh: boolean;
}

export interface CatalogLoad extends CatalogFixture {
  figures: CatalogFigures[];
}

/**
 * 1,000 shops open all day, each with 5 categories of the 20 products named below (100 a shop; every tenth inactive, every fifteenth out of
 * stock, every seventh by weight), all delivering to one area, made once with generate_series. A shop with no zones
 * serves every block (migration 0027), so the large data set's shops, made before zones existed, are each given their
 * own area as a zone first (what a shop's first coverage is): they serve their neighbourhood, not the whole country.
 */
export async function catalogFixture(client: Client): Promise<CatalogFixture> {
  const present = await client.query<{ id: number }>("SELECT id FROM shops WHERE name = 'Catalogue shop 1'");
  if (present.rowCount === 0) {
    await client.query('BEGIN');
    try {
      await client.query(`INSERT INTO shop_coverage (shop_id, area_id, delivery_fee, min_basket, eta_minutes)
        SELECT s.id, s.area_id, 0.250, 3.000, 45 FROM shops s WHERE NOT EXISTS (SELECT 1 FROM shop_coverage c WHERE c.shop_id = s.id)`);
      const { rows: [place] } = await client.query<{ block_id: number; area_id: number; governorate_id: number }>(
        'SELECT b.id AS block_id, b.area_id, a.governorate_id FROM blocks b JOIN areas a ON a.id = b.area_id ORDER BY b.id LIMIT 1',
      );
      const { rows: [{ before }] } = await client.query<{ before: number }>('SELECT coalesce(max(id), 0) AS before FROM shops');
      await client.query(
        `INSERT INTO shops (name, name_ar, phone, is_open, governorate_id, area_id, block_id, open_time, close_time)
         SELECT 'Catalogue shop ' || g, 'متجر الحي ' || g, '+9656' || lpad(g::text, 7, '0'), true, $1, $2, $3, '00:00', '00:00'
         FROM generate_series(1, ${SHOPS}) g`,
        [place.governorate_id, place.area_id, place.block_id],
      );
      await client.query(
        `INSERT INTO shop_coverage (shop_id, area_id, delivery_fee, min_basket, eta_minutes)
         SELECT id, $2, 0.125 * (id % 3), 2.000 + id % 4, 20 + id % 40 FROM shops WHERE id > $1`,
        [before, place.area_id],
      );
      await client.query(
        `INSERT INTO categories (name, name_ar, shop_id)
         SELECT ($2::text[])[k], ($3::text[])[k], s.id FROM shops s CROSS JOIN generate_series(1, ${CATEGORIES_PER_SHOP}) k WHERE s.id > $1`,
        [before, CATEGORY_NAMES, CATEGORY_NAMES_AR],
      );
      await client.query(
        `INSERT INTO products (name, name_ar, price, stock, status, unit, weight_step, estimated_weight, category_id)
         SELECT ($2::text[])[n] || ' ' || c.id, ($3::text[])[n] || ' ' || c.id, 0.100 + (n + c.id % 7) * 0.125,
           CASE WHEN n % 15 = 0 THEN 0 ELSE 50 END, CASE WHEN n % 10 = 0 THEN 'inactive' ELSE 'active' END,
           CASE WHEN n % 7 = 0 THEN 'weight' ELSE 'piece' END, CASE WHEN n % 7 = 0 THEN 0.250 END, CASE WHEN n % 7 = 0 THEN 1.000 END, c.id
         FROM categories c JOIN shops s ON s.id = c.shop_id CROSS JOIN generate_series(1, ${PRODUCT_NAMES.length}) n
         WHERE s.id > $1`,
        [before, PRODUCT_NAMES, PRODUCT_NAMES_AR],
      );
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
    await client.query('VACUUM (ANALYZE) shops, shop_coverage, shops_without_zones, categories, products');
  }
  const { rows: [fixture] } = await client.query<{ block_id: number; shop_id: number }>(
    `SELECT b.id AS block_id, s.id AS shop_id FROM shops s JOIN shop_coverage c ON c.shop_id = s.id JOIN blocks b ON b.area_id = c.area_id
     WHERE s.name = 'Catalogue shop ${SHOPS / 2}' ORDER BY b.id LIMIT 1`,
  );
  const { rows: [{ served }] } = await client.query<{ served: number }>(
    'SELECT count(*)::int AS served FROM shops s CROSS JOIN LATERAL shop_delivery_terms(s.id, $1) t WHERE s.is_open',
    [fixture.block_id],
  );
  return { blockId: fixture.block_id, shopId: fixture.shop_id, served };
}

/** Asked with this, the API works every answer out afresh instead of answering with one it kept (plugins/answer-cache.ts). */
const AFRESH = { 'cache-control': 'no-cache' };

async function measure(name: string, url: string, seconds: number, connections: number, headers: Record<string, string> = {}): Promise<CatalogFigures> {
  return { ...(await measureLoad(name, url, { seconds, connections, headers })), afresh: headers === AFRESH };
}

/**
 * The catalogue's two busiest reads, anonymous as an app's first screens are: the shops of a block, a shop's products
 * searched; as customers get them (the replica keeps an answer for CATALOG_CACHE_MS), then each worked out afresh.
 */
export async function measureCatalog(options: { base: string; databaseUrl: string; seconds: number; connections: number }): Promise<CatalogLoad> {
  const client = new Client({ connectionString: options.databaseUrl });
  await client.connect();
  let fixture: CatalogFixture;
  try {
    fixture = await catalogFixture(client);
  } finally {
    await client.end();
  }
  const { base, seconds, connections } = options;
  const shops = `${base}/catalog/shops?blockId=${fixture.blockId}`;
  const products = `${base}/catalog/shops/${fixture.shopId}/products?q=${encodeURIComponent(SEARCHED)}`;
  const figures = [
    await measure('catalog/shops?blockId=', shops, seconds, connections),
    await measure('catalog/shops/:id/products?q=', products, seconds, connections),
    await measure('catalog/shops?blockId=, afresh', shops, seconds, connections, AFRESH),
    await measure('catalog/shops/:id/products?q=, afresh', products, seconds, connections, AFRESH),
  ];
  return { ...fixture, figures };
}
