import { holdStream } from '../../test/event-stream';
import { type CatalogFixture, createCatalog, createOrder } from '../../test/fixtures';
import { describeStaffGuard } from '../../test/staff-guard';
import { createListeningTestApp, setUpTestApp } from '../../test/test-app';

// decisions/order-workspace.md: internal notes on an order — staff only, author and time, validated, audited, live,
// and scoped as the orders are. PGlite, and PostgreSQL when set.
jest.setTimeout(60_000);

const t = setUpTestApp(() => createListeningTestApp({ LIVE_HEARTBEAT_MS: '200' }));
let catalog: CatalogFixture;
let other: CatalogFixture;
beforeAll(async () => {
  catalog = await createCatalog(t.db, 'N');
  other = await createCatalog(t.db, 'O');
});

const write = (id: number, body: unknown, auth = t.staffAuth) => t.app.inject({ method: 'POST', url: `/api/orders/${id}/notes`, headers: auth, payload: { body } });
const read = (id: number, auth = t.staffAuth) => t.app.inject({ method: 'GET', url: `/api/orders/${id}/notes`, headers: auth });

describe('GET/POST /api/orders/:id/notes', () => {
  it('keeps notes trimmed with their author and time, oldest first, in the audit log', async () => {
    const id = await createOrder(t.db, catalog, 'NEW', [1], { shopId: catalog.shopId });
    const author = await t.createUser('operations', { name: 'Hessa Al-Roumi' });
    const first = await write(id, '  Customer asked to ring the bell twice  ', { authorization: author.authorization });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toEqual({ id: expect.any(Number), orderId: id, body: 'Customer asked to ring the bell twice', author: { id: author.id, name: 'Hessa Al-Roumi' }, at: expect.any(String) });
    await write(id, 'الزبون يريد التوصيل بعد المغرب');
    const list = (await read(id)).json().data.items;
    expect(list.map((note: { body: string }) => note.body)).toEqual(['Customer asked to ring the bell twice', 'الزبون يريد التوصيل بعد المغرب']);

    const audit = (await t.app.inject({ method: 'GET', url: `/api/audit?entity=order_note&entityId=${first.json().data.id}`, headers: t.staffAuth })).json().data.items;
    expect(audit).toEqual([expect.objectContaining({ action: 'create', entity: 'order_note', actor: { id: author.id, name: 'Hessa Al-Roumi' } })]);
  });

  it('refuses an empty or over-long note with a clear message, and an order that does not exist', async () => {
    const id = await createOrder(t.db, catalog, 'NEW', [1]);
    for (const [body, message] of [
      ['   ', 'Write the note'],
      ['x'.repeat(1001), 'A note is at most 1000 characters (this one is 1001)'],
    ] as const) {
      const res = await write(id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ body: message });
    }
    expect((await write(id, ` ${'ب'.repeat(1000)} `)).statusCode).toBe(201);
    expect((await write(id, 12)).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: `/api/orders/${id}/notes`, headers: t.staffAuth, payload: {} })).statusCode).toBe(400);
    expect((await write(999999, 'hello')).statusCode).toBe(404);
    expect((await read(999999)).statusCode).toBe(404);
  });

  it("shows shop staff their shops' orders' notes only: another shop's order is not found", async () => {
    const ours = await createOrder(t.db, catalog, 'NEW', [1], { shopId: catalog.shopId });
    const theirs = await createOrder(t.db, other, 'NEW', [1], { shopId: other.shopId });
    await write(theirs, 'Owner only: fraud check');
    const clerk = await t.createUser('shop_staff', { shopIds: [catalog.shopId] });
    const auth = { authorization: clerk.authorization };
    expect((await read(theirs, auth)).statusCode).toBe(404);
    expect((await write(theirs, 'mine now', auth)).statusCode).toBe(404);
    expect((await write(ours, 'Packed', auth)).statusCode).toBe(201);
    expect((await read(ours, auth)).json().data.items.map((note: { body: string }) => note.body)).toEqual(['Packed']);
    // A read-only role reads notes, and may not write them.
    const catalogue = await t.createUser('catalogue');
    expect((await read(ours, { authorization: catalogue.authorization })).statusCode).toBe(200);
    expect((await write(ours, 'x', { authorization: catalogue.authorization })).statusCode).toBe(403);
  });

  it('never reaches a customer: their order answer has no notes and the notes route refuses them', async () => {
    const customer = await t.createUser('customer');
    const id = await createOrder(t.db, { ...catalog, customerId: customer.id }, 'NEW', [1]);
    await write(id, 'Customer was rude on the phone');
    const auth = { authorization: customer.authorization };
    const own = await t.app.inject({ method: 'GET', url: `/api/customer/orders/${id}`, headers: auth });
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toContain('rude');
    expect((await read(id, auth)).statusCode).toBe(403);
  });

  it('tells every desk that sees the order, live (the text stays off the stream)', async () => {
    const url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}/api/orders/stream`;
    const stream = holdStream(url, t.staffAuth.authorization);
    const clerk = await t.createUser('shop_staff', { shopIds: [other.shopId] });
    const scoped = holdStream(url, clerk.authorization);
    try {
      await stream.next((event) => event.type === 'ready');
      await scoped.next((event) => event.type === 'ready');
      const id = await createOrder(t.db, catalog, 'NEW', [1], { shopId: catalog.shopId });
      const note = (await write(id, 'Secret text')).json().data;
      const event = await stream.next((e) => e.type === 'note');
      expect(event.data).toEqual({ id: Number(event.id), orderId: id, noteId: note.id, author: { id: t.staffId, name: expect.any(String) }, at: expect.any(String), shopId: catalog.shopId });
      expect(JSON.stringify(stream.events)).not.toContain('Secret text');
      await write(await createOrder(t.db, other, 'NEW', [1], { shopId: other.shopId }), 'for the other shop');
      await scoped.next((e) => e.type === 'note');
      expect(scoped.events.filter((e) => e.type === 'note')).toHaveLength(1);
    } finally {
      stream.close();
      scoped.close();
    }
  });
});

describeStaffGuard(() => t, [
  ['GET', '/api/orders/1/notes'],
  ['POST', '/api/orders/1/notes', { body: 'x' }],
]);
