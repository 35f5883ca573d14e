import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { kuwaitDay } from '../../kuwait/kuwait-days';
import { type MoneyShop, shopForMoney } from '../../test/money-orders';
import { describeStaffGuard } from '../../test/staff-guard';
import { setUpTestApp } from '../../test/test-app';
import { multipart, tinyPng } from '../../test/upload-forms';

// decisions/reconciliation.md through the API: a gateway's settlement file imported and each line matched — a payment
// to its order by number ('1234', '#1234', 'DK-1234'), a refund by its gateway reference — or left unmatched with why
// (another amount, another method, matched already, nothing it names); a bad file refused whole, nothing saved; the same
// file twice 409; the lines by status, page by page; resolving a line (400, 404, 409, audited); owners only. On PGlite
// and PostgreSQL; the same file imported twice at once on PostgreSQL.
jest.setTimeout(120_000);

const onPostgres = process.env.API_TEST_DB === 'postgres';
const t = setUpTestApp();

type Auth = { authorization: string };
const today = () => kuwaitDay(new Date());
const kwd = (amount: number) => amount.toFixed(3);

/** POST reconciliation/imports as the browser's FormData sends it: the method and the CSV file. */
async function upload(csv: string | Buffer, fields: Record<string, string> = { method: 'KNET' }, filename = 'knet-settlement.csv', auth: Auth = t.staffAuth) {
  const form = await multipart(fields, { buffer: Buffer.isBuffer(csv) ? csv : Buffer.from(csv), filename, type: 'text/csv' });
  return t.app.inject({ method: 'POST', url: '/api/reconciliation/imports', payload: form.payload, headers: { ...auth, ...form.headers } });
}
const get = (url: string, auth: Auth = t.staffAuth) => t.app.inject({ method: 'GET', url: `/api/reconciliation${url}`, headers: auth });
const resolve = (id: number, resolution: string, auth: Auth = t.staffAuth) =>
  t.app.inject({ method: 'POST', url: `/api/reconciliation/lines/${id}/resolve`, headers: auth, payload: { resolution } });
const importCount = async () => (await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM settlement_imports`))[0].n;
const linesOf = async (importId: number) =>
  queryRows<{ reference: string; status: string; problem: string | null; orderId: number | null; refundId: number | null }>(
    t.db,
    sql`SELECT reference, status, problem, order_id AS "orderId", refund_id AS "refundId" FROM settlement_lines WHERE import_id = ${importId} ORDER BY id`,
  );

let shop: MoneyShop;
let operations: Auth;
let shopStaff: Auth;

/** An order placed by the shop's customer: its id and what it costs (KWD). */
async function placed(method: 'KNET' | 'CARD' | 'CASH', lines: [number, number][] = [[0, 2]]) {
  const order = await shop.place(method, lines);
  return { id: order.id, amount: order.amountDue as number };
}

/** A delivered KNET or card order refunded `amount` KWD, completed by the gateway with `reference`: the refund's id. */
async function gatewayRefund(method: 'KNET' | 'CARD', amount: number, reference: string): Promise<number> {
  const order = await placed(method);
  await shop.moveTo(order.id, 'DELIVERED');
  const made = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${order.id}/refunds`,
    headers: { ...t.staffAuth, 'idempotency-key': `refund-${reference}` },
    payload: { amount, reasonCode: 'goodwill', liable: 'platform' },
  });
  expect(made.statusCode).toBe(201);
  const refundId = made.json().data.id as number;
  const done = await t.app.inject({ method: 'POST', url: `/api/refunds/${refundId}/complete`, headers: t.staffAuth, payload: { gatewayReference: reference } });
  expect(done.statusCode).toBe(200);
  return refundId;
}

beforeAll(async () => {
  shop = await shopForMoney(t);
  operations = await t.createUser('operations');
  shopStaff = await t.createUser('shop_staff', { shopIds: [shop.shopId] });
}, 60_000);

describeStaffGuard(() => t, [
  ['GET', '/api/reconciliation/days'],
  ['GET', '/api/reconciliation/imports'],
  ['POST', '/api/reconciliation/imports'],
  ['GET', '/api/reconciliation/lines'],
  ['POST', '/api/reconciliation/lines/1/resolve', { resolution: 'x' }],
]);

describe('importing a settlement file', () => {
  it('matches payments by order number and refunds by gateway reference, and says why the rest do not match', async () => {
    const [paid, card, cash, other] = [await placed('KNET'), await placed('CARD'), await placed('CASH'), await placed('KNET', [[2, 1]])];
    const refundId = await gatewayRefund('KNET', 0.3, 'RF-KNET-1');
    const date = today();
    const csv = [
      'Date,Reference,Amount,Terminal',
      `${date},${paid.id},${kwd(paid.amount)},T1`,
      `${date},#${paid.id},${kwd(paid.amount)},T1`,
      `${date},DK-${card.id},${kwd(card.amount)},T1`,
      `${date},DK-${cash.id},${kwd(cash.amount)},T1`,
      `${date},${other.id},${kwd(other.amount + 0.001)},T1`,
      `${date},99999999,1.000,T1`,
      `${date},RF-KNET-1,-0.300,T1`,
    ].join('\r\n');
    const before = Date.now();
    const res = await upload(`\uFEFF${csv}\r\n`);
    expect(res.statusCode).toBe(201);
    const answer = res.json().data;
    const total = Math.round((paid.amount * 2 + card.amount + cash.amount + other.amount + 0.001 + 1 - 0.3) * 1000) / 1000;
    expect(answer).toEqual({
      id: expect.any(Number),
      method: 'KNET',
      fileName: 'knet-settlement.csv',
      lines: 7,
      matched: 2,
      unmatched: 5,
      total,
      importedBy: { id: t.staffId, name: expect.any(String) },
      importedAt: expect.any(String),
    });
    expect(Date.parse(answer.importedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(await linesOf(answer.id)).toEqual([
      { reference: String(paid.id), status: 'matched', problem: null, orderId: paid.id, refundId: null },
      { reference: `#${paid.id}`, status: 'unmatched', problem: 'already_matched', orderId: paid.id, refundId: null },
      { reference: `DK-${card.id}`, status: 'unmatched', problem: 'method_differs', orderId: card.id, refundId: null },
      { reference: `DK-${cash.id}`, status: 'unmatched', problem: 'method_differs', orderId: cash.id, refundId: null },
      { reference: String(other.id), status: 'unmatched', problem: 'amount_differs', orderId: other.id, refundId: null },
      { reference: '99999999', status: 'unmatched', problem: 'unknown_reference', orderId: null, refundId: null },
      { reference: 'RF-KNET-1', status: 'matched', problem: null, orderId: null, refundId },
    ]);
    expect(await queryRows(t.db, sql`SELECT action, actor_id AS actor FROM audit_log WHERE entity = 'settlement_import' AND entity_id = ${answer.id}`)).toEqual([
      { action: 'create', actor: t.staffId },
    ]);

    // The same bytes again: refused, nothing written.
    const count = await importCount();
    const again = await upload(`\uFEFF${csv}\r\n`, { method: 'CARD' }, 'renamed.csv');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'IMPORT_DUPLICATE', message: 'This file was imported already' });
    expect(await importCount()).toBe(count);

    // Another file: the order and the refund are matched already; the card order matches a CARD file.
    const second = await upload(`date,reference,amount\n${date},DK-${paid.id},${kwd(paid.amount)}\n${date},RF-KNET-1,-0.3\n`);
    expect(second.json().data).toMatchObject({ lines: 2, matched: 0, unmatched: 2 });
    expect((await linesOf(second.json().data.id)).map((line) => line.problem)).toEqual(['already_matched', 'already_matched']);
    const cardFile = await upload(`date,reference,amount\n${date},${card.id},${kwd(card.amount)}\n`, { method: 'card' }, 'card.csv');
    expect(cardFile.json().data).toMatchObject({ method: 'CARD', lines: 1, matched: 1, unmatched: 0 });
  });

  it('refuses a bad file whole, naming its lines, and saves nothing', async () => {
    const count = await importCount();
    const refused = async (res: Awaited<ReturnType<typeof upload>>, errors: Record<string, string>) => {
      expect({ status: res.statusCode, errors: res.json().errors }).toEqual({ status: 400, errors });
    };
    await refused(await upload(`date,reference,amount\n${today()},1,1.000\n${today()},2,1.2345\n31/02/2026,3,1\n`), {
      file: 'Line 3: enter the amount in KWD with at most 3 decimals\nLine 4: enter the date as YYYY-MM-DD or DD/MM/YYYY',
    });
    await refused(await upload('date,ref,amount\n2026-03-01,1,1\n'), { file: 'Choose a CSV file with the columns date, reference and amount' });
    await refused(await upload(Buffer.alloc(0)), { file: 'Choose a CSV file with the columns date, reference and amount' });
    await refused(await upload(tinyPng(4), { method: 'KNET' }, 'settlement.png'), {
      file: 'The file is not text (an Excel workbook or a picture, say). Save it as "CSV UTF-8 (comma delimited)" and import it again.',
    });
    await refused(await upload(Buffer.from([0x64, 0x61, 0x74, 0x65, 0x0a, 0xc7, 0xe1, 0x0a])), {
      file: 'The file is not UTF-8 text (Arabic saved as Windows-1256, say). Save it as "CSV UTF-8 (comma delimited)" and import it again.',
    });
    await refused(await upload('date,reference,amount\n2026-03-01,1,1\n', { method: 'CASH' }), { method: 'Choose KNET or CARD' });
    const none = await t.app.inject({ method: 'POST', url: '/api/reconciliation/imports', headers: t.staffAuth, payload: { method: 'KNET' } });
    expect({ status: none.statusCode, errors: none.json().errors }).toEqual({ status: 400, errors: { file: 'Choose a CSV file with the columns date, reference and amount' } });
    const large = await upload(`date,reference,amount\n${'2026-03-01,1,1.000\n'.repeat(120_000)}`);
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe('The file is larger than 2 MB: split it into smaller files');
    // Past the upload limit (5 MB) the form itself is cut off: the same words.
    const huge = await upload(`date,reference,amount\n${'2026-03-01,1,1.000\n'.repeat(300_000)}`);
    expect({ status: huge.statusCode, message: huge.json().message }).toEqual({ status: 413, message: 'The file is larger than 2 MB: split it into smaller files' });
    expect(await importCount()).toBe(count);
  });

  it('lists the imports newest first', async () => {
    const listed = (await get('/imports')).json().data as { id: number; method: string }[];
    const ids = listed.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(listed.length).toBe(await importCount());
  });
});

describe('the lines, and resolving them', () => {
  let lineIds: number[] = [];

  beforeAll(async () => {
    // 70 lines that match nothing, over two days, beside the lines the tests above imported.
    const rows = Array.from({ length: 70 }, (_, index) => `${index < 35 ? '2026-01-02' : '2026-01-01'},UNKNOWN-${index},${kwd(1 + index / 1000)}`);
    const res = await upload(`date,reference,amount\n${rows.join('\n')}\n`, { method: 'CARD' }, 'january.csv');
    expect(res.json().data).toMatchObject({ lines: 70, matched: 0, unmatched: 70 });
    lineIds = (await queryRows<{ id: number }>(t.db, sql`SELECT id FROM settlement_lines WHERE import_id = ${res.json().data.id} ORDER BY settled_on, id`)).map((row) => row.id);
  });

  it('pages the lines of a status by date then id, 50 a page', async () => {
    const [total] = await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM settlement_lines WHERE status = 'unmatched'`);
    const first = (await get('/lines?status=unmatched')).json().data;
    expect(first.total).toBe(total.n);
    expect(first.items).toHaveLength(50);
    // January comes first: the 35 lines of the 1st, then the 2nd's.
    expect(first.items.map((line: { id: number }) => line.id)).toEqual(lineIds.slice(0, 50));
    expect(first.items[0]).toEqual({
      id: lineIds[0],
      importId: expect.any(Number),
      method: 'CARD',
      date: '2026-01-01',
      reference: 'UNKNOWN-35',
      amount: 1.035,
      status: 'unmatched',
      problem: 'unknown_reference',
      orderId: null,
      refundId: null,
      resolution: null,
      resolvedBy: null,
      resolvedAt: null,
    });
    const second = (await get(`/lines?status=unmatched&cursor=${first.nextCursor}`)).json().data;
    expect(second.items.map((line: { id: number }) => line.id).slice(0, 20)).toEqual(lineIds.slice(50, 70));
    const seen = [...first.items, ...second.items].map((line: { id: number }) => line.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(second.nextCursor).toBeNull();
    expect(seen).toHaveLength(total.n);

    const day = (await get('/lines?date=2026-01-02&method=CARD')).json().data;
    expect({ total: day.total, next: day.nextCursor, ids: day.items.map((line: { id: number }) => line.id) }).toEqual({ total: 35, next: null, ids: lineIds.slice(35) });
    expect((await get('/lines?status=matched')).json().data.items.every((line: { status: string }) => line.status === 'matched')).toBe(true);
    expect((await get('/lines?date=2026-01-02&method=KNET')).json().data).toEqual({ items: [], nextCursor: null, total: 0 });

    const wrong = await get('/lines?date=02/01/2026&cursor=x');
    expect({ status: wrong.statusCode, errors: wrong.json().errors }).toEqual({ status: 400, errors: { date: 'Enter a date as YYYY-MM-DD', cursor: 'Invalid cursor' } });
    expect((await get('/lines?status=waiting')).statusCode).toBe(400);
  });

  it('resolves an unmatched line once, keeping who and when, audited', async () => {
    const id = lineIds[0];
    const blank = await resolve(id, '   ');
    expect({ status: blank.statusCode, errors: blank.json().errors }).toEqual({ status: 400, errors: { resolution: 'Say how this line was resolved' } });
    expect((await resolve(987654, 'Bank fee')).json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Settlement line not found' });

    const before = Date.now();
    const res = await resolve(id, '  A test payment of the bank  ');
    expect(res.statusCode).toBe(200);
    const line = res.json().data;
    expect(line).toMatchObject({ id, status: 'resolved', problem: 'unknown_reference', resolution: 'A test payment of the bank', resolvedBy: { id: t.staffId, name: expect.any(String) } });
    expect(Date.parse(line.resolvedAt)).toBeGreaterThanOrEqual(before - 1000);
    const [audit] = await queryRows<{ action: string; actor: number; after: Record<string, unknown> }>(
      t.db,
      sql`SELECT action, actor_id AS actor, after FROM audit_log WHERE entity = 'settlement_line' AND entity_id = ${id}`,
    );
    expect(audit).toMatchObject({ action: 'update', actor: t.staffId, after: { status: 'resolved', resolution: 'A test payment of the bank', resolved_by: t.staffId } });

    const twice = await resolve(id, 'Once more');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'LINE_NOT_UNMATCHED', message: 'This line is not waiting to be resolved' });
    const [matched] = await queryRows<{ id: number }>(t.db, sql`SELECT id FROM settlement_lines WHERE status = 'matched' LIMIT 1`);
    expect((await resolve(matched.id, 'Nothing to resolve')).json().code).toBe('LINE_NOT_UNMATCHED');

    expect((await get('/lines?status=resolved')).json().data.items.map((row: { id: number }) => row.id)).toEqual([id]);
    const january = (await get('/imports')).json().data.find((row: { fileName: string }) => row.fileName === 'january.csv');
    expect(january).toMatchObject({ lines: 70, matched: 0, unmatched: 69 });
  });

  it('keeps what was imported: the database refuses any other change', async () => {
    const answerTo = (statement: Promise<unknown>) => statement.then(() => 'done', (error: Error & { cause?: Error }) => error.cause?.message ?? error.message);
    const refused = /^(settlement_lines|settlement_imports) keeps what was imported: (UPDATE|DELETE) refused/;
    expect(await answerTo(t.db.execute(sql`UPDATE settlement_lines SET amount_fils = 1 WHERE id = ${lineIds[1]}`))).toMatch(refused);
    expect(await answerTo(t.db.execute(sql`UPDATE settlement_lines SET resolution = 'again' WHERE id = ${lineIds[0]}`))).toMatch(refused);
    expect(await answerTo(t.db.execute(sql`UPDATE settlement_lines SET status = 'matched', problem = NULL WHERE id = ${lineIds[1]}`))).toMatch(refused);
    expect(await answerTo(t.db.execute(sql`DELETE FROM settlement_lines WHERE id = ${lineIds[1]}`))).toMatch(refused);
    expect(await answerTo(t.db.execute(sql`UPDATE settlement_imports SET file_name = 'x.csv'`))).toMatch(refused);
    expect(await answerTo(t.db.execute(sql`DELETE FROM settlement_imports`))).toMatch(refused);
  });
});

describe('who may', () => {
  it('answers owners, and refuses operations and shop staff (403)', async () => {
    for (const auth of [operations, shopStaff]) {
      for (const res of [
        await get('/days', auth),
        await get('/imports', auth),
        await get('/lines', auth),
        await upload('date,reference,amount\n2026-03-01,1,1\n', { method: 'KNET' }, 'x.csv', auth),
        await resolve(1, 'x', auth),
      ]) {
        expect({ status: res.statusCode, code: res.json().code }).toEqual({ status: 403, code: 'FORBIDDEN' });
      }
    }
    for (const url of ['/days', '/imports', '/lines']) expect((await get(url)).statusCode).toBe(200);
  });

  it('checks the days asked: real dates, at most 62 days', async () => {
    const wrong = await get('/days?from=yesterday&to=2026-02-30');
    expect({ status: wrong.statusCode, errors: wrong.json().errors }).toEqual({ status: 400, errors: { from: 'Enter a date as YYYY-MM-DD', to: 'Enter a date as YYYY-MM-DD' } });
    const long = await get('/days?from=2026-01-01&to=2026-03-04');
    expect({ status: long.statusCode, errors: long.json().errors }).toEqual({ status: 400, errors: { to: 'Choose at most 62 days' } });
    expect((await get('/days?from=2026-01-01&to=2026-03-03')).statusCode).toBe(200);
  });
});

(onPostgres ? it : it.skip)('imports the same file sent twice at once exactly once (PostgreSQL): one 201, one 409', async () => {
  const order = await placed('KNET', [[1, 3]]);
  const csv = `date,reference,amount\n${today()},${order.id},${kwd(order.amount)}\n${today()},RACE-1,2.000\n`;
  const count = await importCount();
  const answers = await Promise.all([upload(csv), upload(csv)]);
  expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
  expect(answers.find((res) => res.statusCode === 409)?.json().code).toBe('IMPORT_DUPLICATE');
  expect(await importCount()).toBe(count + 1);
  const [matched] = await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM settlement_lines WHERE order_id = ${order.id}`);
  expect(matched.n).toBe(1);
});
