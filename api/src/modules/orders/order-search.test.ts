import { type SQL, sql } from 'drizzle-orm';
import { queryRows, whereAll } from '../../db/client';
import { inTransaction } from '../../db/transactions';
import { type MatchedPhones, orderFilterConditions, readOrderFilters } from './order-filters';
import { matchingPhonesQuery } from './orders-repository';
import { createCatalog, createOrder } from '../../test/fixtures';
import { setUpTestApp } from '../../test/test-app';

// decisions/search.md: the orders list's search, filters and sort, on the server, with Arabic normalised the
// way Arabic readers search. On PGlite and on PostgreSQL.
jest.setTimeout(120_000);

const t = setUpTestApp();
/** The orders of this file, by name: each test searches among them only (the tag in their names). */
const ids: Record<string, number> = {};
/** The phone each order of this file was placed with. */
const phones: Record<string, string> = {};

beforeAll(async () => {
  const catalog = await createCatalog(t.db, 'search');
  const orders: [string, string, string, string, string, string][] = [
    // key, name, Arabic name, phone, payment, placed (Kuwait)
    ['fatima', 'Fatima Zz Ahmad', 'فاطمة أحمد زز', '+96551234567', 'CASH', '2026-11-20T10:00:00+03:00'],
    ['ibrahim', 'Ibrahim Zz Saleh', 'إبراهيم صالح زز', '+965 6655-4433', 'KNET', '2026-11-21T23:30:00+03:00'],
    ['mustafa', 'Mustafa Zz 100%_off', 'مُصطفى زز', '+96599887766', 'CARD', '2026-11-22T00:30:00+03:00'],
  ];
  for (const [key, name, nameAr, phone, payment, placed] of orders) {
    const id = await createOrder(t.db, catalog, 'NEW', key === 'fatima' ? [1] : key === 'ibrahim' ? [2, 2] : [5, 3, 1]);
    await t.db.execute(sql`UPDATE orders SET customer_name = ${name}, customer_name_ar = ${nameAr}, customer_phone = ${phone},
                           payment_method = ${payment}, created_at = ${placed} WHERE id = ${id}`);
    ids[key] = id;
    phones[key] = phone;
  }
}, 60_000);

const list = async (query: string) => {
  const answer = await t.app.inject({ method: 'GET', url: `/api/orders?${query}`, headers: t.staffAuth });
  return answer;
};
const found = async (query: string) => {
  const answer = await list(query);
  expect(answer.statusCode).toBe(200);
  return (answer.json().data.items as { id: number }[]).map((order) => order.id);
};
const only = (...keys: string[]) => keys.map((key) => ids[key]);
/** Runs `check` while the order `key` carries `phone`, then gives it back the phone it was placed with. */
async function withPhone(key: string, phone: string, check: () => Promise<void>) {
  const setPhone = (value: string) => t.db.execute(sql`UPDATE orders SET customer_phone = ${value} WHERE id = ${ids[key]}`);
  await setPhone(phone);
  try {
    await check();
  } finally {
    await setPhone(phones[key]);
  }
}

describe('Arabic search normalisation (dukkan_search_text)', () => {
  it.each([
    ['أحمد', 'احمد'],
    ['إبراهيم', 'ابراهيم'],
    ['آمنة', 'امنه'],
    ['مصطفى', 'مصطفي'],
    ['فاطمة', 'فاطمه'],
    ['مُحَمَّد', 'محمد'],
    ['محـــمد', 'محمد'],
    ['٩٩٨٨٧٧٦٦', '99887766'],
    ['۱۲۳', '123'],
    ['Noura AL-Zaid', 'noura al-zaid'],
  ])('reads %s as %s', async (typed, normal) => {
    const [row] = await queryRows<{ normal: string }>(t.db, sql`SELECT dukkan_search_text(${typed}) AS normal`);
    expect(row.normal).toBe(normal);
  });
});

describe('GET /api/orders?q=… (decisions/search.md)', () => {
  it('finds an order by its id, typed as 48213 or #48213', async () => {
    expect(await found(`q=${ids.ibrahim}`)).toContain(ids.ibrahim);
    expect(await found(`q=%23${ids.ibrahim}`)).toContain(ids.ibrahim);
  });

  it('finds by 4 or more digits of the phone, with or without +965, spaces or dashes, and in Arabic-Indic digits', async () => {
    expect(await found('q=6655')).toEqual(only('ibrahim'));
    expect(await found(`q=${encodeURIComponent('+965 6655 4433')}`)).toEqual(only('ibrahim'));
    expect(await found('q=5123-4567')).toEqual(only('fatima'));
    expect(await found(`q=${encodeURIComponent('٩٩٨٨')}`)).toEqual(only('mustafa'));
  });

  it('finds an order by the number it carries now: a changed phone is listed among the numbers searched', async () => {
    await withPhone('mustafa', '+965 9012 3456', async () => {
      expect(await found('q=90123')).toEqual(only('mustafa'));
      expect(await found('q=99887766')).toEqual([]);
    });
  });

  it('still finds a fragment so common that more than 2,000 numbers contain it (read from the orders themselves)', async () => {
    // 2,001 numbers with 5151 that no order of this file carries, then one order that does.
    await t.db.execute(sql`INSERT INTO order_phones (digits) SELECT '9655151' || lpad(n::text, 4, '0') FROM generate_series(1, 2001) AS n ON CONFLICT DO NOTHING`);
    await withPhone('fatima', '+965 5151 0000', async () => {
      expect(await found('q=5151')).toEqual(only('fatima'));
    });
  });

  it('finds by name in English case-insensitively and in Arabic whatever the alef, taa marbuta, alef maqsura or diacritics', async () => {
    expect(await found('q=FATIMA%20zz')).toEqual(only('fatima'));
    expect(await found(`q=${encodeURIComponent('فاطمه')}`)).toEqual(only('fatima'));
    expect(await found(`q=${encodeURIComponent('ابراهيم')}`)).toEqual(only('ibrahim'));
    expect(await found(`q=${encodeURIComponent('مصطفي')}`)).toEqual(only('mustafa'));
    expect(await found(`q=${encodeURIComponent('احمد زز')}`)).toEqual(only('fatima'));
  });

  it('searches a number past 2³¹ − 1 as phone digits, never as an id (no 500), in the list and in orders/stats', async () => {
    await withPhone('ibrahim', '+965 2147483648', async () => {
      expect(await found('q=2147483648')).toEqual(only('ibrahim'));
      expect(await found('q=99999999999')).toEqual([]);
      expect(await found('q=%239999999999')).toEqual([]);
      for (const q of ['2147483648', '9999999999']) {
        const stats = await t.app.inject({ method: 'GET', url: `/api/orders/stats?q=${q}`, headers: t.staffAuth });
        expect(stats.statusCode).toBe(200);
        expect(stats.json().data.NEW).toBe(q === '2147483648' ? 1 : 0);
      }
      // The largest id is still an id.
      expect((await list('q=2147483647')).statusCode).toBe(200);
    });
  });

  it('searches the user’s %, _ and \\ literally', async () => {
    expect(await found(`q=${encodeURIComponent('100%_off')}`)).toEqual(only('mustafa'));
    expect(await found(`q=${encodeURIComponent('zz %')}`)).toEqual([]);
    expect(await found(`q=${encodeURIComponent('z_z')}`)).toEqual([]);
  });
});

describe('GET /api/orders filters and sort (decisions/search.md)', () => {
  const mine = (query: string) => `q=zz&${query}`;

  it('filters by Kuwait days, payment and amount, and counts the tabs under the filter', async () => {
    // 21 Nov 23:30 and 22 Nov 00:30 in Kuwait are two days, though the same UTC day.
    expect(await found(mine('from=2026-11-22&to=2026-11-22'))).toEqual(only('mustafa'));
    expect(await found(mine('from=2026-11-20&to=2026-11-21'))).toEqual(only('ibrahim', 'fatima'));
    expect(await found(mine('payment=KNET'))).toEqual(only('ibrahim'));
    expect(await found(mine('minAmount=1&maxAmount=4'))).toEqual(only('ibrahim'));
    const stats = await t.app.inject({ method: 'GET', url: '/api/orders/stats?q=zz&payment=CASH', headers: t.staffAuth });
    expect(stats.json().data).toEqual({ NEW: 1, ACCEPTED: 0, INTRANSIT: 0, DELIVERED: 0, CANCELLED: 0, REJECTED: 0, SCHEDULED: 0, capped: [] });
    expect((await list(mine('status=NEW&payment=CASH'))).json().data).toMatchObject({ total: 1 });
  });

  it('sorts by amount and by date, and pages under the sort with rows inserted meanwhile', async () => {
    expect(await found(mine('sort=amount-desc'))).toEqual(only('mustafa', 'ibrahim', 'fatima'));
    expect(await found(mine('sort=amount-asc'))).toEqual(only('fatima', 'ibrahim', 'mustafa'));
    expect(await found(mine('sort=oldest'))).toEqual(only('fatima', 'ibrahim', 'mustafa'));

    const first = (await list(mine('sort=amount-desc&limit=1'))).json().data;
    expect(first.items.map((o: { id: number }) => o.id)).toEqual(only('mustafa'));
    // A new big order arrives between the pages: the next page goes on from where the first stopped.
    const catalog = await createCatalog(t.db, 'search-late');
    const late = await createOrder(t.db, catalog, 'NEW', [9, 9, 9]);
    await t.db.execute(sql`UPDATE orders SET customer_name = 'Late Zz' WHERE id = ${late}`);
    const second = (await list(mine(`sort=amount-desc&limit=1&after=${first.nextCursor}`))).json().data;
    expect(second.items.map((o: { id: number }) => o.id)).toEqual(only('ibrahim'));
    const third = (await list(mine(`sort=amount-desc&limit=1&after=${second.nextCursor}`))).json().data;
    expect(third.items.map((o: { id: number }) => o.id)).toEqual(only('fatima'));
    expect(third.nextCursor).toBeNull();
  });

  it('refuses bad values with a 400 naming the field, never a 5xx', async () => {
    const cases: [string, string][] = [
      ['from=2026-02-30', 'from'],
      ['from=2026-13-01', 'from'],
      ['to=yesterday', 'to'],
      ['from=2026-11-22&to=2026-11-21', 'to'],
      ['minAmount=-5', 'minAmount'],
      ['minAmount=9&maxAmount=2', 'maxAmount'],
      ['sort=price', 'sort'],
      ['sort=amount-desc&after=aWQ6NQ', 'after'],
    ];
    for (const [query, field] of cases) {
      const answer = await list(query);
      expect({ query, status: answer.statusCode }).toEqual({ query, status: 400 });
      expect(Object.keys(answer.json().errors)).toEqual([field]);
    }
    expect((await list('payment=GOLD')).statusCode).toBe(400);
  });
});

describe('the search reads indexes (EXPLAIN)', () => {
  // The conditions the list itself builds; one transaction, so SET LOCAL holds on the EXPLAIN's connection.
  const plan = (query: SQL) =>
    inTransaction(t.db, async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const rows = await queryRows<Record<string, string>>(tx as unknown as typeof t.db, sql`EXPLAIN ${query}`);
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
  const planOrders = (q: string, phones: MatchedPhones = null) =>
    plan(sql`SELECT o.id FROM orders o ${whereAll(orderFilterConditions(readOrderFilters({ q }, null).filters, phones))}`);

  it("plans a phone fragment on the numbers' trigram index, then their orders by number on the orders' index", async () => {
    // Numbers enough that reading all of them costs more than the index (20,000, as the bench's customers).
    await t.db.execute(sql`INSERT INTO order_phones (digits) SELECT '965' || lpad((n * 7919 % 100000000)::text, 8, '0') FROM generate_series(1, 20000) AS n ON CONFLICT DO NOTHING`);
    await t.db.execute(sql`ANALYZE order_phones`);
    expect(await plan(matchingPhonesQuery('6655'))).toMatch(/order_phones_digits_idx/);
    expect(await planOrders('+965 6655', ['96566554433', '96566557788'])).toMatch(/orders_phone_digits_idx[^\n]*\n\s*Index Cond: \(phone_digits = ANY/);
  });

  it('plans a name fragment on the trigram index of the stored search text', async () => {
    expect(await planOrders('فاطمة')).toMatch(/orders_customer_search_idx/);
  });
});

describe('a search matching more than 100 orders (capped counts)', () => {
  const tag = 'Capcount';
  beforeAll(async () => {
    // 105 NEW orders and 3 accepted ones, all named with the tag, in one statement.
    await t.db.execute(sql`
      INSERT INTO orders (user_id, status, customer_name, payment_method)
      SELECT (SELECT id FROM users ORDER BY id LIMIT 1), CASE WHEN n <= 3 THEN 'ACCEPTED' ELSE 'NEW' END, ${tag} || ' ' || n, 'CASH'
      FROM generate_series(1, 108) AS n`);
  });

  it('answers a page total of 100 marked capped, and Load More still reaches every order by its cursor', async () => {
    const first = (await list(`status=NEW&q=${tag}&limit=10`)).json().data;
    expect(first).toMatchObject({ total: 100, totalCapped: true, pages: 10 });
    const seen = new Set<number>(first.items.map((order: { id: number }) => order.id));
    let after: string | null = first.nextCursor;
    while (after) {
      const page = (await list(`status=NEW&q=${tag}&limit=50&after=${after}`)).json().data;
      for (const order of page.items) seen.add(order.id);
      after = page.nextCursor;
    }
    expect(seen.size).toBe(105);
  });

  it('counts a tab under the cap exactly', async () => {
    expect((await list(`status=ACCEPTED&q=${tag}`)).json().data).toMatchObject({ total: 3, totalCapped: false });
  });

  it('caps the tabs\' counts in orders/stats and names the capped ones', async () => {
    const answer = await t.app.inject({ method: 'GET', url: `/api/orders/stats?q=${tag}`, headers: t.staffAuth });
    expect(answer.json().data).toEqual({ NEW: 100, ACCEPTED: 3, INTRANSIT: 0, DELIVERED: 0, CANCELLED: 0, REJECTED: 0, SCHEDULED: 0, capped: ['NEW'] });
  });
});
