import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { pruneAuditLog } from '../../ops/audit-retention';
import { createCatalog } from '../../test/fixtures';
import { describeStaffGuard } from '../../test/staff-guard';
import { madeBeforeAll, setUpTestApp } from '../../test/test-app';

// decisions/roles-and-audit.md: the audit log. Every write leaves its entry in its own transaction: a failed write
// leaves none, a write whose entry cannot be written does not happen.

jest.setTimeout(60_000);

const t = setUpTestApp();
const catalog = madeBeforeAll(() => createCatalog(t.db, 'A'));

type Entry = { id: number; at: string; entityName: string | null; entityNameAr: string | null; action: string; entity: string; entityId: number; actor: { id: number; name: string } | null; before: Record<string, unknown> | null; after: Record<string, unknown> | null; requestId: string; clientAddress: string };
const log = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/audit?${query}`, headers: t.staffAuth });
  expect(res.statusCode).toBe(200);
  return res.json().data as { items: Entry[]; total: number; nextCursor: string | null };
};
const entryCount = async () => Number((await queryRows<{ n: string }>(t.db, sql`SELECT count(*) AS n FROM audit_log`))[0].n);

describeStaffGuard(() => t, [['GET', '/api/audit'], ['GET', '/api/audit/export']]);

describe('GET /api/audit', () => {
  it("records a product's price change with who, the request id, the address, and the fields before and after", async () => {
    const product = catalog.products[0];
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${product.id}`,
      headers: { ...t.staffAuth, 'x-request-id': 'req-price-1' },
      payload: { price: '0.500' },
      remoteAddress: '198.51.100.7',
    });
    expect(res.statusCode).toBe(200);
    const { items } = await log(`entity=product&entityId=${product.id}`);
    expect(items[0]).toMatchObject({
      action: 'update',
      entity: 'product',
      entityId: product.id,
      actor: { id: t.staffId, name: expect.any(String) },
      before: { price: 0.45 },
      after: { price: 0.5 },
      requestId: 'req-price-1',
      clientAddress: '198.51.100.7',
    });
  });

  it('names an order status change and a role change as such, and never keeps a password', async () => {
    const register = await t.app.inject({ method: 'POST', url: '/api/user/register', headers: t.staffAuth, payload: { name: 'Huda', email: 'huda@dukkan.kw', password: 'password-1', role: 'catalogue' } });
    const { id } = register.json().data;
    await t.app.inject({ method: 'PUT', url: `/api/user/${id}`, headers: t.staffAuth, payload: { name: 'Huda', role: 'operations' } });
    const { items } = await log(`entity=user&entityId=${id}`);
    expect(items.map((entry) => entry.action)).toEqual(['role', 'create']);
    expect(items[0]).toMatchObject({ before: { role: 'catalogue' }, after: { role: 'operations' } });
    expect(JSON.stringify(items)).not.toMatch(/password/i);
  });

  it('filters by actor, entity, action and Kuwait days, newest first, with Load More', async () => {
    for (const name of ['Jahra', 'Ahmadi', 'Farwaniya']) {
      await t.app.inject({ method: 'POST', url: '/api/location/governorates', headers: t.staffAuth, payload: { name, nameAr: name } });
    }
    const first = await log('entity=governorate&action=create&limit=2');
    expect(first.items.map((entry) => entry.after?.name)).toEqual(['Farwaniya', 'Ahmadi']);
    expect(first.nextCursor).not.toBeNull();
    const next = await log(`entity=governorate&action=create&limit=2&after=${first.nextCursor}`);
    expect(next.items.map((entry) => entry.after?.name)).toContain('Jahra');
    expect((await log(`actorId=${t.staffId}&entity=governorate`)).total).toBeGreaterThanOrEqual(3);
    expect((await log('actorId=987654')).total).toBe(0);
    expect((await log('from=2000-01-01&to=2000-01-02')).total).toBe(0);
    const bad = await t.app.inject({ method: 'GET', url: '/api/audit?from=2026-13-01', headers: t.staffAuth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ from: 'Enter a date as YYYY-MM-DD' });
  });

  it('exports what the filters show, newest first, as CSV with the fields before and after (decisions/reports-and-bulk.md)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/audit/export?entity=product&entityId=${catalog.products[0].id}`, headers: t.staffAuth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = res.body.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
    expect(header).toBe('Entry ID,When (Kuwait),Actor ID,Actor,Action,Entity,Entity ID,Before,After,Request ID,Client address');
    const listed = (await log(`entity=product&entityId=${catalog.products[0].id}&limit=50`)).items.map((entry) => entry.id);
    expect(rows.map((row) => Number(row.split(',')[0]))).toEqual(listed);
    expect(rows.join('\n')).toContain('"{""price"":0.5}"');
    expect((await t.app.inject({ method: 'GET', url: '/api/audit/export?from=2026-13-01', headers: t.staffAuth })).statusCode).toBe(400);
  });

  it('answers `at` as ISO 8601 in UTC, as the OpenAPI document says (date-time)', async () => {
    const { items } = await log(`entity=product&entityId=${catalog.products[0].id}`);
    expect(items.length).toBeGreaterThan(0);
    for (const entry of items) {
      expect(entry.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(new Date(entry.at).toISOString()).toBe(entry.at);
    }
  });

  it('names each record in both languages: its name now, and a deleted row by the name it had', async () => {
    const product = catalog.products[1];
    await t.app.inject({ method: 'PATCH', url: `/api/products/${product.id}`, headers: t.staffAuth, payload: { price: '0.750' } });
    const [changed] = (await log(`entity=product&entityId=${product.id}`)).items;
    // The update itself carries only the price: the name comes from the product.
    expect(changed).toMatchObject({ action: 'update', after: { price: 0.75 }, entityName: product.name, entityNameAr: product.nameAr });

    const created = await t.app.inject({ method: 'POST', url: '/api/location/governorates', headers: t.staffAuth, payload: { name: 'Mubarak Al-Kabeer', name_ar: 'مبارك الكبير' } });
    const { id } = created.json().data;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/location/governorates/${id}`, headers: t.staffAuth })).statusCode).toBe(200);
    const entries = (await log(`entity=governorate&entityId=${id}`)).items;
    expect(entries.map((entry) => [entry.action, entry.entityName, entry.entityNameAr])).toEqual([
      ['delete', 'Mubarak Al-Kabeer', 'مبارك الكبير'],
      ['create', 'Mubarak Al-Kabeer', 'مبارك الكبير'],
    ]);
  });

  it('leaves sign-ins out with hideSignIns, and finds them by their action', async () => {
    const person = await t.createUser('catalogue', { name: 'Mariam Sign-in' });
    const signIn = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: person.email, password: person.password } });
    expect(signIn.statusCode).toBe(200);
    const signIns = await log(`entity=user&entityId=${person.id}&action=sign-in`);
    expect(signIns.items).toEqual([expect.objectContaining({ action: 'sign-in', entityName: 'Mariam Sign-in' })]);
    expect((await log(`entity=user&entityId=${person.id}`)).items.map((entry) => entry.action)).toContain('sign-in');
    const hidden = await log(`entity=user&entityId=${person.id}&hideSignIns=true`);
    expect(hidden.items.map((entry) => entry.action)).not.toContain('sign-in');
    expect((await log('hideSignIns=true&limit=100')).items.every((entry) => !entry.action.startsWith('sign-in'))).toBe(true);
  });

  it('is for owners only', async () => {
    const catalogue = await t.createUser('catalogue');
    expect((await t.app.inject({ method: 'GET', url: '/api/audit', headers: { authorization: catalogue.authorization } })).statusCode).toBe(403);
  });
});

describe('in the same transaction as the write', () => {
  it('a failed write leaves no entry', async () => {
    const before = await entryCount();
    const invalid = await t.app.inject({ method: 'PATCH', url: `/api/products/${catalog.products[1].id}`, headers: t.staffAuth, payload: { price: '-1' } });
    expect(invalid.statusCode).toBe(400);
    const held = await t.app.inject({ method: 'DELETE', url: `/api/shop/${catalog.shopId}`, headers: t.staffAuth });
    expect(held.statusCode).toBe(409);
    const missing = await t.app.inject({ method: 'PATCH', url: '/api/orders/987654/status', headers: t.staffAuth, payload: { status: 'ACCEPTED' } });
    expect(missing.statusCode).toBe(404);
    expect(await entryCount()).toBe(before);
  });

  it('a write whose entry cannot be written is rolled back', async () => {
    const product = catalog.products[2];
    await t.db.execute(sql`ALTER TABLE audit_log ADD CONSTRAINT audit_log_refuses CHECK (false) NOT VALID`);
    try {
      const form = await t.app.inject({ method: 'PATCH', url: `/api/products/${product.id}`, headers: t.staffAuth, payload: { price: '9.999' } });
      expect(form.statusCode).toBe(500);
      const governorate = await t.app.inject({ method: 'POST', url: '/api/location/governorates', headers: t.staffAuth, payload: { name: 'Nowhere', nameAr: 'لا مكان' } });
      expect(governorate.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`ALTER TABLE audit_log DROP CONSTRAINT audit_log_refuses`);
    }
    const read = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}`, headers: t.staffAuth });
    expect(read.json().data.price).toBe(1.65);
    const governorates = await t.app.inject({ method: 'GET', url: '/api/location/governorates', headers: t.staffAuth });
    expect(JSON.stringify(governorates.json())).not.toContain('Nowhere');
  });
});

describe('retention (AUDIT_RETENTION_DAYS)', () => {
  it('removes entries older than the retention and keeps the rest', async () => {
    await t.db.execute(sql`INSERT INTO audit_log (at, action, entity, entity_id) VALUES (now() - interval '400 days', 'update', 'shop', 1), (now() - interval '10 days', 'update', 'shop', 2)`);
    const removed = await pruneAuditLog(t.db, 365);
    expect(removed).toBe(1);
    const left = await queryRows(t.db, sql`SELECT entity_id FROM audit_log WHERE at < now() - interval '5 days'`);
    expect(left).toEqual([{ entity_id: 2 }]);
  });
});
