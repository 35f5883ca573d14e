import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { makeCategory, makeLocation, makeProduct, makeShop } from '../test/fixtures';
import { setUpTestApp } from '../test/test-app';

// Lists sorted by name follow a real collation (ICU's root order, migration 0018), in
// the panel's language (Accept-Language), and Load More and the CSV export go on from the value
// the database sorted on, so no name ("İnegöl") makes them skip a row. On PGlite and PostgreSQL.
jest.setTimeout(120_000);

const t = setUpTestApp();
let categoryId: number;
beforeAll(async () => {
  const shop = await makeShop(t.db, await makeLocation(t.db));
  categoryId = (await makeCategory(t.db, shop.id)).id;
}, 60_000);

const get = (url: string, language?: string) =>
  t.app.inject({ method: 'GET', url, headers: { ...t.staffAuth, ...(language ? { 'accept-language': language } : {}) } });
const names = async (url: string, language?: string) => {
  const answer = await get(url, language);
  expect(answer.statusCode).toBe(200);
  return (answer.json().data.items as { name: string }[]).map((item) => item.name);
};

/** Every product of a sorted list, by Load More (the cursor of each page), `limit` at a time. */
async function walk(query: string, limit: number, language?: string): Promise<number[]> {
  const ids: number[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 1000; pages += 1) {
    const answer = await get(`/api/products?${query}&limit=${limit}${after ? `&after=${after}` : ''}`, language);
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data as { items: { id: number }[]; nextCursor: string | null };
    ids.push(...data.items.map((item) => item.id));
    after = data.nextCursor;
    if (!after) return ids;
  }
  throw new Error('Load More never ended');
}

describe('sorting by name (sort=name, whole lists)', () => {
  it('sorts Éclair between Cheese and Zaatar, whatever the case', async () => {
    for (const name of ['Zaatar Kqv', 'Éclair Kqv', 'cheese Kqv', 'Apricot Kqv']) await makeProduct(t.db, categoryId, { name, nameAr: '' });
    expect(await names('/api/products?q=kqv&sort=name')).toEqual(['Apricot Kqv', 'cheese Kqv', 'Éclair Kqv', 'Zaatar Kqv']);
  });

  it('sorts by the Arabic name in Arabic order when the panel is in Arabic, and by the English name otherwise', async () => {
    const rows: [string, string][] = [
      ['Zaatar Aqv', 'زعتر'],
      ['Onion Aqv', 'بَصل'], // the fatha is no letter: بَصل before بيض (by code point it would come after)
      ['Eggs Aqv', 'بيض'],
      ['Rice Aqv', 'أرز'],
      ['Dates Aqv', 'تمر'],
      ['Apple Aqv', ''], // no Arabic name: after the Arabic ones, by its English name
    ];
    for (const [name, nameAr] of rows) await makeProduct(t.db, categoryId, { name, nameAr });
    expect(await names('/api/products?q=aqv&sort=name', 'ar')).toEqual(['Rice Aqv', 'Onion Aqv', 'Eggs Aqv', 'Dates Aqv', 'Zaatar Aqv', 'Apple Aqv']);
    expect(await names('/api/products?q=aqv&sort=name', 'ar-KW,ar;q=0.9,en;q=0.8')).toEqual(['Rice Aqv', 'Onion Aqv', 'Eggs Aqv', 'Dates Aqv', 'Zaatar Aqv', 'Apple Aqv']);
    expect(await names('/api/products?q=aqv&sort=name', 'en')).toEqual(['Apple Aqv', 'Dates Aqv', 'Eggs Aqv', 'Onion Aqv', 'Rice Aqv', 'Zaatar Aqv']);
    expect(await names('/api/products?q=aqv&sort=name')).toEqual(['Apple Aqv', 'Dates Aqv', 'Eggs Aqv', 'Onion Aqv', 'Rice Aqv', 'Zaatar Aqv']);
    // Load More in Arabic goes on in Arabic order.
    const inArabic = await walk('q=aqv&sort=name', 2, 'ar');
    const byId = new Map((await queryRows<{ id: number; name: string }>(t.db, sql`SELECT id, name FROM products WHERE name LIKE '% Aqv'`)).map((row) => [row.id, row.name]));
    expect(inArabic.map((id) => byId.get(id))).toEqual(['Rice Aqv', 'Onion Aqv', 'Eggs Aqv', 'Dates Aqv', 'Zaatar Aqv', 'Apple Aqv']);
  });

  it('gives the whole lists of shops, categories and locations in the panel’s language', async () => {
    const place = await makeLocation(t.db);
    for (const [name, nameAr] of [['Bqv Éclair House', 'زعتر بقف'], ['Bqv Cheese Corner', 'أرز بقف'], ['Bqv Zaatar Shop', 'تمر بقف']]) {
      const shop = await makeShop(t.db, place, { name, nameAr });
      await makeCategory(t.db, shop.id, { name, nameAr });
    }
    for (const path of ['/api/shop?q=bqv', '/api/categories?q=bqv']) {
      expect(await names(path)).toEqual(['Bqv Cheese Corner', 'Bqv Éclair House', 'Bqv Zaatar Shop']);
      expect(await names(path, 'ar')).toEqual(['Bqv Cheese Corner', 'Bqv Zaatar Shop', 'Bqv Éclair House']);
    }
    const governorates = await queryRows(t.db, sql`INSERT INTO governorates (name, name_ar) VALUES ('Éclair Gqv', 'ب'), ('Zaatar Gqv', 'أ') RETURNING id`);
    const listed = async (language?: string) => (await names('/api/location/governorates', language)).filter((name) => name.endsWith('Gqv'));
    expect(governorates).toHaveLength(2);
    expect(await listed()).toEqual(['Éclair Gqv', 'Zaatar Gqv']);
    expect(await listed('ar')).toEqual(['Zaatar Gqv', 'Éclair Gqv']);
  });
});

describe('Load More and the CSV export under sort=name', () => {
  // Turkish dotted and dotless i, German ß, accents and Arabic: names whose JavaScript and
  // PostgreSQL lower case differ, which made the cursor skip rows.
  const tricky = ['İnegöl', 'Inegol', 'inegöl', 'İzmir', 'ısparta', 'Isparta', 'Straße', 'STRASSE', 'Éclair', 'eclair', 'زعتر', 'İİ'];

  beforeAll(async () => {
    for (const [index, prefix] of tricky.entries()) await makeProduct(t.db, categoryId, { name: `${prefix} Wqv`, nameAr: index % 2 ? `${prefix} وقف` : '' });
  });

  it.each([['en'], ['ar']])('walks every row exactly once, two at a time (%s)', async (language) => {
    const ids = await walk('q=wqv&sort=name', 2, language);
    expect(ids).toHaveLength(tricky.length);
    expect(new Set(ids).size).toBe(tricky.length);
  });

  it('exports every row, across batches that end on such names (sort=name, both languages)', async () => {
    // 1,100 rows: the export reads 500 a batch, so its cursors land on İ names.
    await t.db.execute(sql`
      INSERT INTO products (name, name_ar, price, stock, category_id)
      SELECT (ARRAY['İnegöl', 'Inegol', 'İzmir', 'ısparta', 'Straße'])[1 + n % 5] || ' Eqv ' || n, CASE WHEN n % 3 = 0 THEN 'إينغول ' || n ELSE '' END, 1, 1, ${categoryId}
      FROM generate_series(1, 1100) AS n`);
    for (const language of ['en', 'ar']) {
      const answer = await get('/api/products/export?q=eqv&sort=name', language);
      expect(answer.statusCode).toBe(200);
      const lines = answer.body.split('\r\n').filter((line) => line.length > 0).slice(1);
      expect({ language, rows: lines.length }).toEqual({ language, rows: 1100 });
      const numbers = new Set(lines.map((line) => /Eqv (\d+)/.exec(line)?.[1]));
      expect({ language, distinct: numbers.size }).toEqual({ language, distinct: 1100 });
    }
    expect(await walk('q=eqv&sort=name', 100)).toHaveLength(1100);
  });
});
