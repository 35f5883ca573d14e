import { sql } from 'drizzle-orm';
import { whereAll } from '../../db/client';
import { inTransaction } from '../../db/transactions';
import { productFilterConditions, readProductFilters } from './product-filters';
import { makeCategory, makeLocation, makeProduct, makeShop } from '../../test/fixtures';
import { setUpTestApp } from '../../test/test-app';

// decisions/search.md: the products lists' search (English or Arabic), filters and sort, on the server, with
// keyset paging under every sort. On PGlite and on PostgreSQL.
jest.setTimeout(120_000);

const t = setUpTestApp();
const ids: Record<string, number> = {};
let shopA: number;
let dairy: number;

beforeAll(async () => {
  const place = await makeLocation(t.db);
  shopA = (await makeShop(t.db, place)).id;
  const shopB = (await makeShop(t.db, place)).id;
  dairy = (await makeCategory(t.db, shopA)).id;
  const bakery = (await makeCategory(t.db, shopB)).id;
  const rows: [string, string, string, string, number, number, 'active' | 'inactive'][] = [
    ['milk', 'Qq Fresh Milk', 'حليب طازج قق', '0.450', 3, dairy, 'active'],
    ['labneh', 'Qq Labneh', 'لبنة قق', '0.875', 12, dairy, 'inactive'],
    ['bread', 'Qq Arabic Bread', 'خبز عربي قق', '0.150', 5, bakery, 'active'],
    ['dates', 'Qq Dates 50%_off', 'تمر مُجدول قق', '2.500', 40, bakery, 'active'],
  ];
  for (const [key, name, nameAr, price, stock, categoryId, status] of rows) {
    ids[key] = (await makeProduct(t.db, categoryId, { name, nameAr, price, stock, status })).id;
  }
}, 60_000);

const list = (query: string, path = '/api/products') => t.app.inject({ method: 'GET', url: `${path}?${query}`, headers: t.staffAuth });
const found = async (query: string, path?: string) => {
  const answer = await list(query, path);
  expect(answer.statusCode).toBe(200);
  return (answer.json().data.items as { id: number }[]).map((product) => product.id);
};
const only = (...keys: string[]) => keys.map((key) => ids[key]);

describe('GET /api/products search, filters and sort (decisions/search.md)', () => {
  it('finds by name in English or Arabic, normalised, and searches wildcards literally', async () => {
    expect(await found('q=fresh%20MILK')).toEqual(only('milk'));
    expect(await found(`q=${encodeURIComponent('لبنه')}`)).toEqual(only('labneh'));
    expect(await found(`q=${encodeURIComponent('مجدول')}`)).toEqual(only('dates'));
    expect(await found(`q=${encodeURIComponent('50%_')}`)).toEqual(only('dates'));
    expect(await found(`q=${encodeURIComponent('qq %')}`)).toEqual([]);
  });

  it('filters by shop, category, status and low stock, in a category’s list too', async () => {
    expect(await found(`q=qq&shopId=${shopA}&sort=name`)).toEqual(only('milk', 'labneh'));
    expect(await found(`q=qq&categoryId=${dairy}&status=active`)).toEqual(only('milk'));
    expect(await found('q=qq&stockAtMost=5&sort=stock-asc')).toEqual(only('milk', 'bread'));
    expect(await found('q=qq&stockAtMost=5', `/api/products/category/${dairy}`)).toEqual(only('milk'));
    expect((await list(`q=qq&shopId=${shopA}`)).json().data.total).toBe(2);
  });

  it('sorts by name, price and stock, and pages by cursor under the sort with rows added meanwhile', async () => {
    expect(await found('q=qq&sort=name')).toEqual(only('bread', 'dates', 'milk', 'labneh'));
    expect(await found('q=qq&sort=price-desc')).toEqual(only('dates', 'labneh', 'milk', 'bread'));
    expect(await found('q=qq&sort=stock-desc')).toEqual(only('dates', 'labneh', 'bread', 'milk'));
    const first = (await list('q=qq&sort=price-asc&limit=2')).json().data;
    expect(first.items.map((p: { id: number }) => p.id)).toEqual(only('bread', 'milk'));
    await makeProduct(t.db, dairy, { name: 'Qq Cheap Gum', nameAr: 'علكة قق', price: '0.050', stock: 9 });
    const second = (await list(`q=qq&sort=price-asc&limit=2&after=${first.nextCursor}`)).json().data;
    expect(second.items.map((p: { id: number }) => p.id)).toEqual(only('labneh', 'dates'));
    expect(second.nextCursor).toBeNull();
  });

  it('refuses an unknown sort, a bad status or cursor with a 400 naming the field', async () => {
    expect((await list('sort=colour')).json().errors).toEqual({ sort: expect.stringMatching(/^Unknown sort/) });
    expect((await list('status=sold')).statusCode).toBe(400);
    expect((await list('sort=name&after=bm9wZQ')).json().errors).toEqual({ after: 'Invalid cursor' });
    expect((await list('stockAtMost=-1')).statusCode).toBe(400);
  });

  it('plans the name search on the trigram index', async () => {
    const plan = await inTransaction(t.db, async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const { filters } = readProductFilters({ q: 'لبنة' }, null, null);
      const answer = await tx.execute(sql`EXPLAIN SELECT p.id FROM products p ${whereAll(productFilterConditions(filters))}`);
      return JSON.stringify(answer);
    });
    expect(plan).toMatch(/products_name_search_idx/);
  });
});
