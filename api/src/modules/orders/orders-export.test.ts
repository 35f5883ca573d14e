import { sql } from 'drizzle-orm';
import { csvCell, EXPORT_BATCH } from '../../http/csv-export';
import { createCatalog, createOrder } from '../../test/fixtures';
import { setUpTestApp } from '../../test/test-app';

// decisions/reports-and-bulk.md: GET /api/orders/export — every order the tab's filter matches, streamed as CSV. On
// PGlite and on PostgreSQL.
jest.setTimeout(120_000);

const t = setUpTestApp();
let oneLine: number;
beforeAll(async () => {
  const catalog = await createCatalog(t.db, 'export');
  // More NEW orders than one batch holds, so the export reads on by keyset across batches.
  await t.db.execute(sql`
    INSERT INTO orders (user_id, status, customer_name, customer_name_ar, customer_phone, payment_method, total_quantity, total_amount, created_at)
    SELECT ${catalog.customerId}, 'NEW', 'Bulk ' || n, 'زبون ' || n, '+9655000' || lpad(n::text, 4, '0'), 'CASH', 1, 1.5, '2026-11-20T21:30:00Z'
    FROM generate_series(1, ${EXPORT_BATCH + 20}) AS n`);
  // One order whose text a spreadsheet would run, with a comma and a quote, placed at 23:30 UTC:
  // 02:30 the next day in Kuwait.
  const tricky = await createOrder(t.db, catalog, 'ACCEPTED', [2, 1], { shopId: catalog.shopId });
  await t.db.execute(sql`UPDATE orders SET customer_name = ${'=HYPERLINK("http://x.example")'}, customer_name_ar = 'نورة, "الزيد"',
                         created_at = '2026-11-21T23:30:00Z', governorate_ar = 'حولي', area_ar = 'السالمية', block_ar = 'قطعة 1' WHERE id = ${tricky}`);
  // An order that has its address as one line only, as older orders do.
  oneLine = await createOrder(t.db, catalog, 'REJECTED', [1]);
  await t.db.execute(sql`UPDATE orders SET ordered_address = 'Hawalli, Salmiya, Block 2, Street 5, House 12',
                         apartment = NULL, floor = NULL, building = NULL, street = NULL, block = NULL, area = NULL, governorate = NULL WHERE id = ${oneLine}`);
}, 60_000);

const exportOrders = (query: string, authorization = t.staffAuth.authorization) =>
  t.app.inject({ method: 'GET', url: `/api/orders/export?${query}`, headers: { authorization } });

/** The CSV's records, each split into cells (quoted cells may hold commas and doubled quotes). */
function records(body: string): string[][] {
  const rows: string[][] = [];
  for (const line of body.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean)) {
    const cells: string[] = [];
    for (const match of line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)) cells.push(match[1] !== undefined ? match[1].replace(/""/g, '"') : match[2]);
    rows.push(cells);
  }
  return rows;
}

describe('GET /api/orders/export', () => {
  it('answers UTF-8 CSV with a byte order mark, a header and every order of the tab across batches', async () => {
    const answer = await exportOrders('status=NEW');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(answer.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = records(answer.body);
    expect(header).toEqual(['Order ID', 'Placed (Kuwait)', 'Status', 'Shop', 'Shop (Arabic)', 'Customer', 'Customer (Arabic)', 'Phone', 'Governorate', 'Area', 'Address', 'Address (Arabic)', 'Payment', 'Items', 'Delivery fee (KWD)', 'Total (KWD)']);
    expect(rows).toHaveLength(EXPORT_BATCH + 20);
    const ids = rows.map((row) => Number(row[0]));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
    expect(rows[0]).toEqual([String(ids[0]), '2026-11-21 00:30', 'NEW', '', '', `Bulk ${EXPORT_BATCH + 20}`, `زبون ${EXPORT_BATCH + 20}`, `="+9655000${String(EXPORT_BATCH + 20).padStart(4, '0')}"`, '', '', '', '', 'CASH', '1', '0.000', '1.500']);
  });

  it('exports exactly what the list shows under the same search and sort', async () => {
    const query = 'status=NEW&q=Bulk%2051&sort=oldest';
    const listed: number[] = [];
    let after: string | null = null;
    do {
      const page: { items: { id: number }[]; nextCursor: string | null } = (await t.app.inject({ method: 'GET', url: `/api/orders?${query}&limit=5${after ? `&after=${after}` : ''}`, headers: t.staffAuth })).json().data;
      listed.push(...page.items.map((order) => order.id));
      after = page.nextCursor;
    } while (after);
    const exported = records((await exportOrders(query)).body).slice(1).map((row) => Number(row[0]));
    expect(listed.length).toBeGreaterThan(1);
    expect(exported).toEqual(listed);
  });

  it('neutralises formulas, quotes commas and quotes, writes Kuwait time and totals to the fils', async () => {
    const [header, row] = records((await exportOrders('status=ACCEPTED')).body);
    const cell = (name: string) => row[header.indexOf(name)];
    expect(cell('Placed (Kuwait)')).toBe('2026-11-22 02:30');
    expect(cell('Customer')).toBe(`'=HYPERLINK("http://x.example")`);
    expect(cell('Customer (Arabic)')).toBe('نورة, "الزيد"');
    expect(cell('Governorate')).toBe('Hawalli');
    // Whom to call about it, in both languages.
    expect([cell('Shop'), cell('Shop (Arabic)')]).toEqual(['Test Shop export', 'متجر']);
    expect(cell('Items')).toBe('3');
    expect(cell('Total (KWD)')).toBe('1.775');
  });

  it('writes the address labelled in English and, beside it, in Arabic; a one-line address as it was written', async () => {
    const [header, labelled] = records((await exportOrders('status=ACCEPTED')).body);
    const cell = (row: string[], name: string) => row[header.indexOf(name)];
    expect(header.indexOf('Address (Arabic)')).toBe(header.indexOf('Address') + 1);
    expect(cell(labelled, 'Address')).toBe('Block 1, Street 10, Building 12, Floor 2, Apt 4, Salmiya, Hawalli');
    expect(cell(labelled, 'Address (Arabic)')).toBe('قطعة 1، شارع 10، مبنى 12، الدور 2، شقة 4، السالمية، حولي');
    const [, written] = records((await exportOrders(`q=${oneLine}`)).body);
    expect([cell(written, 'Address'), cell(written, 'Address (Arabic)')]).toEqual(['Hawalli, Salmiya, Block 2, Street 5, House 12', 'Hawalli, Salmiya, Block 2, Street 5, House 12']);
  });

  it('refuses a bad filter with 400 naming it, and answers only staff', async () => {
    const bad = await exportOrders('status=NEW&from=2026-13-01');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['from']);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/export' })).statusCode).toBe(401);
  });
});

describe('POST /api/orders/bulk', () => {
  const bulk = (body: object) => t.app.inject({ method: 'POST', url: '/api/orders/bulk', headers: t.staffAuth, payload: body });
  const statusOf = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: t.staffAuth })).json().data.status;

  it('accepts the NEW ones and lists, per row, the one another member of staff already took (409) and a missing one (404)', async () => {
    const catalog = await createCatalog(t.db, 'bulk');
    const [a, b, taken] = [await createOrder(t.db, catalog, 'NEW'), await createOrder(t.db, catalog, 'NEW'), await createOrder(t.db, catalog, 'NEW')];
    // Someone else accepts one first.
    expect((await t.app.inject({ method: 'PUT', url: `/api/orders/${taken}/status`, headers: t.staffAuth, payload: { status: 'ACCEPTED' } })).statusCode).toBe(200);
    const answer = await bulk({ action: 'accept', ids: [a, taken, b, 999_999] });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({
      succeeded: [a, b],
      failed: [
        { id: taken, status: 409, message: `Order #${taken} is already ACCEPTED` },
        { id: 999_999, status: 404, message: 'Order #999999 was not found' },
      ],
    });
    expect([await statusOf(a), await statusOf(b)]).toEqual(['ACCEPTED', 'ACCEPTED']);
  });

  it("rejects with one reason, kept on each order's timeline", async () => {
    const catalog = await createCatalog(t.db, 'bulk-reject');
    const ids = [await createOrder(t.db, catalog, 'NEW'), await createOrder(t.db, catalog, 'NEW')];
    const answer = await bulk({ action: 'reject', ids, reason: '  Out of delivery range ' });
    expect(answer.json().data).toEqual({ succeeded: ids, failed: [] });
    for (const id of ids) {
      const events = (await t.app.inject({ method: 'GET', url: `/api/orders/${id}/events`, headers: t.staffAuth })).json().data;
      expect(events.items.at(-1)).toMatchObject({ to: 'REJECTED', reason: 'Out of delivery range' });
    }
  });

  it('refuses an unknown action, no ids or too many with 400, and anyone but staff', async () => {
    expect((await bulk({ action: 'ship', ids: [1] })).statusCode).toBe(400);
    expect((await bulk({ action: 'accept', ids: [] })).statusCode).toBe(400);
    expect((await bulk({ action: 'accept', ids: Array.from({ length: 1001 }, (_, i) => i + 1) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/orders/bulk', payload: { action: 'accept', ids: [1] } })).statusCode).toBe(401);
  });
});

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['=1+2', "'=1+2"],
    ['+965 5000', "'+965 5000"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
  ])('writes %j as %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('writes numbers as they are and nothing for a missing value', () => {
    expect(csvCell(-2)).toBe('-2');
    expect(csvCell(null)).toBe('');
  });
});
