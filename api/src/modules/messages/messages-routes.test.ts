import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { users } from '../../db/schema';
import { inTransaction } from '../../db/transactions';
import { createCatalog, createOrder } from '../../test/fixtures';
import { describeStaffGuard } from '../../test/staff-guard';
import { madeBeforeAll, setUpTestApp } from '../../test/test-app';
import { moveOrders } from '../orders/order-status-service';
import { BRACES_RULE, TEXT_RULE } from './messages-rules';
import { MESSAGE_KINDS } from './messages-schemas';
import { tellCustomer } from './outbox';

// decisions/customer-messages.md: the templates owners edit (checked, previewed), and the outbox an order's steps
// write in their own transaction — once per event, in the customer's language, nothing for a disabled template, a
// rolled-back step or a customer without a phone; erasure keeps the rows without number or text. No worker runs
// here (JOBS_RUN is off in test apps): delivery is message-delivery.test.ts. PGlite, and PostgreSQL when set.

jest.setTimeout(120_000);

const t = setUpTestApp();
const catalog = madeBeforeAll(() => createCatalog(t.db, 'M'));

type Auth = { authorization: string };
const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, headers: Auth = t.staffAuth) =>
  t.app.inject({ method, url: `/api${url}`, headers, payload });
/** An order of the catalogue's shop, its customer's (or `customerId`'s). */
const order = (status: 'NEW' | 'INTRANSIT', quantities: number[], customerId = catalog.customerId) =>
  createOrder(t.db, { ...catalog, customerId }, status, quantities, { shopId: catalog.shopId });
const accept = (orderId: number) => call('PATCH', `/orders/${orderId}/status`, { status: 'ACCEPTED' });

interface MessageLine {
  id: number;
  kind: string;
  language: string;
  toPhone: string;
  body: string;
  status: string;
  customerId: number | null;
}
const messagesOf = (orderId: number) =>
  queryRows<MessageLine>(
    t.db,
    sql`SELECT id, kind, language, to_phone AS "toPhone", body, status, customer_id AS "customerId" FROM customer_messages WHERE order_id = ${orderId} ORDER BY id`,
  );
const jobsOf = async (messageId: number) =>
  (await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'customer-message' AND data->>'messageId' = ${String(messageId)}`))[0].n;

describe('message templates', () => {
  const original = { bodyEn: '', bodyAr: '' };
  beforeAll(async () => {
    const list = (await call('GET', '/message-templates')).json().data;
    Object.assign(original, { bodyEn: list[0].bodyEn, bodyAr: list[0].bodyAr });
  });
  afterAll(() => call('PUT', '/message-templates/order_accepted', { ...original, enabled: true }));

  it('lists the six templates in order, each with its variables, as installed', async () => {
    const res = await call('GET', '/message-templates');
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list.map((row: { kind: string }) => row.kind)).toEqual([...MESSAGE_KINDS]);
    expect(list[0]).toMatchObject({
      kind: 'order_accepted',
      enabled: true,
      variables: ['customerName', 'orderId', 'shopName', 'total'],
      updatedBy: null,
      updatedAt: null,
    });
    expect(list[0].bodyEn).toBe("Hi {{customerName}}, {{shopName}} accepted your order #{{orderId}} ({{total}}). We'll let you know when it's on the way.");
    expect(list[0].bodyAr).toBe('مرحباً {{customerName}}، قبل {{shopName}} طلبك رقم {{orderId}} ({{total}}). سنخبرك عندما يكون في الطريق.');
  });

  it('saves both texts trimmed and whether it is on, with who and when, in the audit log', async () => {
    const res = await call('PUT', '/message-templates/delivered', { bodyEn: '  Delivered: #{{ orderId }}  ', bodyAr: 'تم التوصيل: {{orderId}}', enabled: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ kind: 'delivered', bodyEn: 'Delivered: #{{ orderId }}', bodyAr: 'تم التوصيل: {{orderId}}', enabled: false, updatedBy: { id: t.staffId } });
    const [entry] = await queryRows<{ action: string; actorId: number }>(
      t.db,
      sql`SELECT action, actor_id AS "actorId" FROM audit_log WHERE entity = 'message_template' ORDER BY id DESC LIMIT 1`,
    );
    expect(entry).toEqual({ action: 'update', actorId: t.staffId });
  });

  it.each([
    ['an empty text', { bodyEn: '   ', bodyAr: 'نص' }, { bodyEn: TEXT_RULE }],
    ['a text over 1000 characters', { bodyEn: 'Hi', bodyAr: 'ا'.repeat(1001) }, { bodyAr: TEXT_RULE }],
    [
      'an unknown variable',
      { bodyEn: 'Hi {{name}}', bodyAr: 'مرحباً {{driverName}}' },
      {
        bodyEn: 'Unknown variable {{name}}: use one of {{customerName}}, {{orderId}}, {{shopName}}, {{total}}',
        bodyAr: 'Unknown variable {{driverName}}: use one of {{customerName}}, {{orderId}}, {{shopName}}, {{total}}',
      },
    ],
    ['an unclosed brace', { bodyEn: 'Hi {{customerName', bodyAr: 'مرحباً }} {{orderId}}' }, { bodyEn: BRACES_RULE, bodyAr: BRACES_RULE }],
  ])('refuses %s with the field message (400), on save and on preview', async (_case, texts, errors) => {
    const saved = await call('PUT', '/message-templates/order_accepted', { ...texts, enabled: true });
    expect(saved.statusCode).toBe(400);
    expect(saved.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors });
    const previewed = await call('POST', '/message-templates/order_accepted/preview', texts);
    expect(previewed.statusCode).toBe(400);
    expect(previewed.json().errors).toEqual(errors);
  });

  it('answers 404 for a kind that does not exist', async () => {
    const res = await call('PUT', '/message-templates/order_lost', { bodyEn: 'x', bodyAr: 'x', enabled: true });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Template not found');
    expect((await call('POST', '/message-templates/order_lost/preview', { bodyEn: 'x', bodyAr: 'x' })).statusCode).toBe(404);
  });

  it('previews texts with the example order, values inserted as they are (plain text)', async () => {
    const res = await call('POST', '/message-templates/order_accepted/preview', { bodyEn: original.bodyEn, bodyAr: original.bodyAr });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      en: "Hi Fatima Al-Sabah, Sultan Center Salmiya accepted your order #1024 (KWD 12.750). We'll let you know when it's on the way.",
      ar: 'مرحباً فاطمة الصباح، قبل مركز سلطان السالمية طلبك رقم 1024 (12.750 د.ك). سنخبرك عندما يكون في الطريق.',
    });
    const html = await call('POST', '/message-templates/item_question/preview', { bodyEn: '<b>{{itemName}}</b>: {{question}}', bodyAr: '{{itemName}}' });
    expect(html.json().data).toEqual({ en: '<b>Almarai Milk 1L</b>: Out of stock: replace with Nadec Milk 1L?', ar: 'حليب المراعي 1 لتر' });
  });

  it('lets operations read the templates but not change them, and shop staff not even read them', async () => {
    const operations = await t.createUser('operations');
    expect((await call('GET', '/message-templates', undefined, operations)).statusCode).toBe(200);
    expect((await call('PUT', '/message-templates/delivered', { bodyEn: 'x', bodyAr: 'x', enabled: true }, operations)).statusCode).toBe(403);
    const staff = await t.createUser('shop_staff', { shopIds: [catalog.shopId] });
    expect((await call('GET', '/message-templates', undefined, staff)).statusCode).toBe(403);
    expect((await call('GET', '/messages', undefined, staff)).statusCode).toBe(403);
  });
});

describe('the outbox', () => {
  beforeAll(() => call('PUT', '/message-templates/delivered', { bodyEn: 'Delivered #{{orderId}}', bodyAr: 'تم توصيل {{orderId}}', enabled: true }));

  it("writes one queued message when an order is accepted, in the customer's language, with its job", async () => {
    const orderId = await order('NEW', [2, 1]);
    expect((await accept(orderId)).statusCode).toBe(200);
    const [message, ...more] = await messagesOf(orderId);
    expect(more).toEqual([]);
    expect(message).toMatchObject({ kind: 'order_accepted', language: 'ar', toPhone: '+96599887766', status: 'queued', customerId: catalog.customerId });
    expect(message.body).toBe(`مرحباً Abdullah Al-Mutairi، قبل متجر طلبك رقم ${orderId} (1.775 د.ك). سنخبرك عندما يكون في الطريق.`);
    expect(await jobsOf(message.id)).toBe(1);

    const listed = await call('GET', `/messages?orderId=${orderId}`);
    expect(listed.json().data.items).toEqual([
      expect.objectContaining({ id: message.id, kind: 'order_accepted', orderId, customer: { id: catalog.customerId, name: 'Abdullah Al-Mutairi' }, to: '+96599887766', text: message.body, provider: 'log', status: 'queued', attempts: 0 }),
    ]);
  });

  it('writes in English for a customer who chose it, and tells each step once however often it is done', async () => {
    const customer = await t.createUser('customer', { name: 'Sara Khalid' });
    await t.db.update(users).set({ phone: '+96566554433' }).where(eq(users.id, customer.id));
    const chosen = await call('PUT', '/customer/language', { language: 'en' }, customer);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data).toEqual({ language: 'en' });
    const orderId = await order('NEW', [1], customer.id);
    await accept(orderId);
    expect((await accept(orderId)).statusCode).toBe(409);
    // The same event told again (a retried request, another replica): the key is taken, nothing is written.
    expect(await inTransaction(t.db, (tx) => tellCustomer(tx, { kind: 'order_accepted', orderId, eventKey: `order:${orderId}:accepted` }))).toBeNull();
    const messages = await messagesOf(orderId);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ language: 'en', body: `Hi Sara Khalid, Test Shop M accepted your order #${orderId} (KWD 0.450). We'll let you know when it's on the way.` });

    await call('PATCH', `/orders/${orderId}/status`, { status: 'INTRANSIT' });
    await call('PATCH', `/orders/${orderId}/status`, { status: 'DELIVERED' });
    expect((await messagesOf(orderId)).map((row) => [row.kind, row.body])).toEqual([
      ['order_accepted', messages[0].body],
      ['on_the_way', `Hi Sara Khalid, your order #${orderId} from Test Shop M is on the way with .`],
      ['delivered', `Delivered #${orderId}`],
    ]);
  });

  it('writes nothing for a disabled template', async () => {
    const off = await call('PUT', '/message-templates/delivered', { bodyEn: 'Delivered #{{orderId}}', bodyAr: 'تم توصيل {{orderId}}', enabled: false });
    expect(off.statusCode).toBe(200);
    const orderId = await order('INTRANSIT', [1]);
    expect((await call('PATCH', `/orders/${orderId}/status`, { status: 'DELIVERED' })).statusCode).toBe(200);
    expect(await messagesOf(orderId)).toEqual([]);
  });

  it('writes nothing, and sends no job, when the step rolls back', async () => {
    const orderId = await order('NEW', [1]);
    const before = (await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'customer-message'`))[0].n;
    await expect(
      inTransaction(t.db, async (tx) => {
        await moveOrders(tx, sql`id = ${orderId}`, ['NEW'], 'ACCEPTED', { actor: { kind: 'staff', id: t.staffId } });
        expect(await queryRows(tx, sql`SELECT id FROM customer_messages WHERE order_id = ${orderId}`)).toHaveLength(1);
        throw new Error('the step fails after telling');
      }),
    ).rejects.toThrow('the step fails after telling');
    expect(await messagesOf(orderId)).toEqual([]);
    expect((await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'customer-message'`))[0].n).toBe(before);
  });

  it('writes nothing for a customer without a phone', async () => {
    const customer = await t.createUser('customer');
    const orderId = await order('NEW', [1], customer.id);
    expect((await accept(orderId)).statusCode).toBe(200);
    expect(await messagesOf(orderId)).toEqual([]);
  });

  it("keeps an erased customer's messages without their number or text", async () => {
    const customer = await t.createUser('customer');
    await t.db.update(users).set({ phone: '+96511112222' }).where(eq(users.id, customer.id));
    const orderId = await order('NEW', [1], customer.id);
    await accept(orderId);
    expect((await call('DELETE', `/customers/${customer.id}`)).statusCode).toBe(200);
    const [message] = await messagesOf(orderId);
    expect(message).toMatchObject({ kind: 'order_accepted', toPhone: '', body: '', status: 'queued', customerId: customer.id });
    const listed = (await call('GET', `/messages?customerId=${customer.id}`)).json().data.items;
    expect(listed).toEqual([expect.objectContaining({ id: message.id, customer: null, to: '', text: '' })]);
  });

  it('lists newest first by keyset, filters, counts, and sends only a failed message again', async () => {
    const first = (await call('GET', '/messages?limit=2')).json().data;
    expect(first.items).toHaveLength(2);
    expect(first.items[0].id).toBeGreaterThan(first.items[1].id);
    const next = (await call('GET', `/messages?limit=2&after=${first.nextCursor}`)).json().data;
    expect(next.items[0].id).toBeLessThan(first.items[1].id);
    expect((await call('GET', '/messages?status=sent')).json().data.items).toEqual([]);
    const [{ n }] = await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM customer_messages`);
    expect((await call('GET', '/messages/counts')).json().data).toEqual({ queued: n, sent: 0, failed: 0 });

    const queued = first.items[0].id;
    const refused = await call('POST', `/messages/${queued}/retry`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'MESSAGE_NOT_FAILED', message: 'Only a failed message can be sent again' });
    expect((await call('POST', '/messages/999999/retry')).statusCode).toBe(404);
  });
});

describe('a customer signing up', () => {
  const register = (language: string | undefined, acceptLanguage: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customer/register',
      headers: { 'accept-language': acceptLanguage },
      payload: { name: 'New Customer', email: `new-${Math.random().toString(36).slice(2)}@example.com`, phone: '99001122', password: 'correct horse battery', ...(language ? { language } : {}) },
    });
  const languageOf = async (res: Awaited<ReturnType<typeof register>>) => {
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select({ language: users.language }).from(users).where(eq(users.id, res.json().data.id));
    return row.language;
  };

  it("takes the language asked, else the one Accept-Language prefers (Arabic or English)", async () => {
    expect(await languageOf(await register('en', 'ar'))).toBe('en');
    expect(await languageOf(await register(undefined, 'ar-KW,ar;q=0.9,en;q=0.8'))).toBe('ar');
    expect(await languageOf(await register(undefined, 'en-US,en;q=0.9,ar;q=0.5'))).toBe('en');
    expect(await languageOf(await register(undefined, 'fr'))).toBe('en');
  });
});

describeStaffGuard(() => t, [
  ['GET', '/api/message-templates'],
  ['PUT', '/api/message-templates/order_accepted', { bodyEn: 'x', bodyAr: 'x', enabled: true }],
  ['POST', '/api/message-templates/order_accepted/preview', { bodyEn: 'x', bodyAr: 'x' }],
  ['GET', '/api/messages'],
  ['GET', '/api/messages/counts'],
  ['POST', '/api/messages/1/retry'],
]);
