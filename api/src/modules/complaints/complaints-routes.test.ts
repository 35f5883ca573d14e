import { randomUUID } from 'node:crypto';
import { type CatalogFixture, createCatalog, createOrder } from '../../test/fixtures';
import { type MoneyShop, shopForMoney } from '../../test/money-orders';
import { describeStaffGuard } from '../../test/staff-guard';
import { madeBeforeAll, setUpTestApp } from '../../test/test-app';
import { ASSIGNEE_RULE, DESCRIPTION_RULE, NOTE_TEXT_RULE, REFUND_RULE, RESOLUTION_NOTE_RULE } from './complaints-rules';

// decisions/complaints.md: complaints about orders. Logged on an order (due by its category's target), listed (open
// ones the most urgent first, resolved ones the last resolved first; filters; keyset paged), scoped to shop staff's
// shops, a thread of notes, assigned to who may act on the order, resolved (a refund names one of that order's
// refunds) and reopened. PGlite, and PostgreSQL when set.

jest.setTimeout(120_000);

const t = setUpTestApp();
const HOUR = 3_600_000;

type Auth = { authorization: string };
const call = (method: 'GET' | 'POST', url: string, payload?: object, headers: Auth = t.staffAuth) => t.app.inject({ method, url: `/api${url}`, headers, payload });
const log = (orderId: number, category: string, description = 'The customer says the milk was missing', headers?: Auth) =>
  call('POST', `/orders/${orderId}/complaints`, { category, description }, headers);
/** Logs a complaint (201 expected) and answers its id. */
const logged = async (orderId: number, category: string, headers?: Auth): Promise<number> => {
  const res = await log(orderId, category, 'Something went wrong with this order', headers);
  if (res.statusCode !== 201) throw new Error(`logging answered ${res.statusCode}: ${res.body}`);
  return res.json().data.complaint.id;
};
const list = async (query: string, headers?: Auth) => (await call('GET', `/complaints?${query}`, undefined, headers)).json().data;
const ids = (page: { items: { id: number }[] }) => page.items.map((item) => item.id);
const resolve = (id: number, payload: object) => call('POST', `/complaints/${id}/resolve`, payload);

const f = madeBeforeAll(async () => {
  const shop: MoneyShop = await shopForMoney(t);
  const delivered = async () => {
    const order = await shop.place('KNET', [[0, 2]]);
    await shop.moveTo(order.id, 'DELIVERED');
    return order.id;
  };
  const refund = async (orderId: number) => {
    const res = await t.app.inject({
      method: 'POST', url: `/api/orders/${orderId}/refunds`, headers: { ...t.staffAuth, 'idempotency-key': randomUUID() },
      payload: { amount: 0.5, reasonCode: 'item_missing', liable: 'shop' },
    });
    if (res.statusCode !== 201) throw new Error(`refunding answered ${res.statusCode}: ${res.body}`);
    return res.json().data.id as number;
  };
  const [orderA, orderB] = [await delivered(), await delivered()];
  const [refundA, refundB, failedA] = [await refund(orderA), await refund(orderB), await refund(orderA)];
  await call('POST', `/refunds/${failedA}/fail`, {});
  const other: CatalogFixture = await createCatalog(t.db, 'C');
  return {
    shop, orderA, orderB, refundA, refundB, failedA,
    listOrder: (await shop.place('KNET', [[1, 1]])).id,
    otherOrder: await createOrder(t.db, other, 'NEW', [1], { shopId: other.shopId }),
    operations: await t.createUser('operations', { name: 'Hessa Al-Roumi' }),
    clerk: await t.createUser('shop_staff', { shopIds: [shop.shopId] }),
    otherClerk: await t.createUser('shop_staff', { shopIds: [other.shopId] }),
    catalogue: await t.createUser('catalogue'),
    driver: await t.createUser('driver'),
  };
}, 120_000);

describe('POST /api/orders/:id/complaints', () => {
  it('logs a complaint trimmed, due by its category’s target, audited; refuses a short description and an unknown order', async () => {
    const res = await log(f.orderA, 'missing_item', '  The eggs were not in the bag  ');
    expect(res.statusCode).toBe(201);
    const { complaint, thread } = res.json().data;
    expect(complaint).toMatchObject({
      order: { id: f.orderA, status: 'DELIVERED', totalAmount: 2.5, shop: { id: f.shop.shopId } },
      customer: { id: f.shop.customer.id }, category: 'missing_item', description: 'The eggs were not in the bag', status: 'open',
      assignee: null, createdBy: { id: t.staffId }, overdue: false, resolution: null, notes: 0,
    });
    expect(thread).toEqual([]);
    expect(Date.parse(complaint.dueAt) - Date.parse(complaint.createdAt)).toBe(4 * HOUR);
    const other = (await log(f.orderA, 'other')).json().data.complaint;
    expect(Date.parse(other.dueAt) - Date.parse(other.createdAt)).toBe(48 * HOUR);
    const audit = (await call('GET', `/audit?entity=complaint&entityId=${complaint.id}`)).json().data.items;
    expect(audit).toEqual([expect.objectContaining({ action: 'create', entity: 'complaint' })]);

    const short = await log(f.orderA, 'quality', `  ${'x'.repeat(9)}  `);
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ description: DESCRIPTION_RULE });
    expect((await log(f.orderA, 'quality', 'x'.repeat(2001))).json().errors).toEqual({ description: DESCRIPTION_RULE });
    expect((await log(f.orderA, 'broken_fridge')).statusCode).toBe(400);
    const missing = await log(999999, 'quality');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Order #999999 was not found');
    expect((await call('GET', '/complaints/999999')).json().message).toBe('Complaint not found');
  });
});

describe('GET /api/complaints', () => {
  it('lists open ones the most urgent first and resolved ones the last resolved first, filtered and keyset paged', async () => {
    const other = await logged(f.listOrder, 'other');
    const missing = await logged(f.listOrder, 'missing_item');
    const late = await logged(f.listOrder, 'late_delivery');
    const mine = `orderId=${f.listOrder}`;
    expect(ids(await list(mine))).toEqual([missing, late, other]);

    const first = await list(`${mine}&limit=2`);
    expect([ids(first), first.total]).toEqual([[missing, late], 3]);
    const second = await list(`${mine}&limit=2&after=${first.nextCursor}`);
    expect([ids(second), second.nextCursor]).toEqual([[other], null]);
    expect((await call('GET', '/complaints?after=nonsense')).statusCode).toBe(400);

    expect(ids(await list(`${mine}&category=late_delivery`))).toEqual([late]);
    expect((await call('POST', `/complaints/${missing}/assign`, { userId: f.operations.id })).statusCode).toBe(200);
    expect(ids(await list(`${mine}&assignee=${f.operations.id}`))).toEqual([missing]);
    expect(ids(await list(`${mine}&assignee=me`, { authorization: f.operations.authorization }))).toEqual([missing]);
    expect(ids(await list(`${mine}&assignee=none`))).toEqual([late, other]);
    expect((await call('GET', '/complaints?assignee=someone')).statusCode).toBe(400);

    t.setClock(new Date(Date.now() + 5 * HOUR));
    try {
      const overdue = await list(`${mine}&overdue=true`);
      expect(overdue.items.map((item: { id: number; overdue: boolean }) => [item.id, item.overdue])).toEqual([[missing, true]]);
    } finally {
      t.setClock(null);
    }

    for (const id of [other, late]) expect((await resolve(id, { kind: 'apology', note: 'Called and apologised' })).statusCode).toBe(200);
    expect(ids(await list(mine))).toEqual([missing]);
    expect(ids(await list(`${mine}&status=resolved`))).toEqual([late, other]);
  });

  it("shows shop staff their shops' complaints only: another shop's is not found", async () => {
    const theirs = await logged(f.otherOrder, 'quality');
    const clerk = { authorization: f.clerk.authorization };
    expect((await call('GET', `/complaints/${theirs}`, undefined, clerk)).json()).toMatchObject({ success: false, message: 'Complaint not found' });
    expect((await call('POST', `/complaints/${theirs}/notes`, { text: 'mine now' }, clerk)).statusCode).toBe(404);
    expect((await log(f.otherOrder, 'quality', 'Not my shop at all, sorry', clerk)).json().message).toBe(`Order #${f.otherOrder} was not found`);
    const ours = await logged(f.orderB, 'driver', clerk);
    const seen = ids(await list('limit=100', clerk));
    expect(seen).toContain(ours);
    expect(seen).not.toContain(theirs);
    expect(ids(await list('limit=100'))).toEqual(expect.arrayContaining([ours, theirs]));
  });
});

describe('POST /api/complaints/:id/notes and assign', () => {
  it('keeps the thread oldest first with authors; refuses an empty or over-long note', async () => {
    const id = await logged(f.orderA, 'damaged_item');
    for (const text of ['   ', 'x'.repeat(2001)]) {
      const res = await call('POST', `/complaints/${id}/notes`, { text });
      expect([res.statusCode, res.json().errors]).toEqual([400, { text: NOTE_TEXT_RULE }]);
    }
    const note = await call('POST', `/complaints/${id}/notes`, { text: '  Called the customer  ' }, { authorization: f.operations.authorization });
    expect(note.statusCode).toBe(201);
    expect(note.json().data).toEqual({ id: expect.any(Number), text: 'Called the customer', author: { id: f.operations.id, name: 'Hessa Al-Roumi' }, createdAt: expect.any(String) });
    await call('POST', `/complaints/${id}/notes`, { text: 'Shop will send a new tray' });
    const { complaint, thread } = (await call('GET', `/complaints/${id}`)).json().data;
    expect([complaint.notes, thread.map((n: { text: string }) => n.text)]).toEqual([2, ['Called the customer', 'Shop will send a new tray']]);
  });

  it("gives it to staff who may act on the order's shop, or to nobody", async () => {
    const id = await logged(f.orderA, 'wrong_item');
    for (const who of [f.catalogue, f.otherClerk, f.driver]) {
      const res = await call('POST', `/complaints/${id}/assign`, { userId: who.id });
      expect([res.statusCode, res.json().errors]).toEqual([400, { userId: ASSIGNEE_RULE }]);
    }
    const given = await call('POST', `/complaints/${id}/assign`, { userId: f.clerk.id });
    expect(given.json().data.complaint.assignee).toEqual({ id: f.clerk.id, name: expect.any(String) });
    expect((await call('POST', `/complaints/${id}/assign`, { userId: null })).json().data.complaint.assignee).toBeNull();
    expect((await call('POST', '/complaints/999999/assign', { userId: null })).statusCode).toBe(404);
  });
});

describe('POST /api/complaints/:id/resolve and reopen', () => {
  it("resolves with one of the order's refunds, once; reopening clears it and says so in the thread", async () => {
    const id = await logged(f.orderA, 'missing_item');
    const refused = async (payload: object, field: object) => {
      const res = await resolve(id, payload);
      expect([res.statusCode, res.json().errors]).toEqual([400, field]);
    };
    await refused({ kind: 'apology', note: ' ok ' }, { note: RESOLUTION_NOTE_RULE });
    await refused({ kind: 'refund', note: 'Refunded the eggs' }, { refundId: REFUND_RULE });
    await refused({ kind: 'refund', note: 'Refunded the eggs', refundId: f.refundB }, { refundId: REFUND_RULE });
    await refused({ kind: 'refund', note: 'Refunded the eggs', refundId: f.failedA }, { refundId: REFUND_RULE });
    expect((await call('POST', `/complaints/${id}/reopen`)).json()).toMatchObject({ code: 'COMPLAINT_OPEN', message: 'This complaint is open' });

    const res = await resolve(id, { kind: 'refund', note: '  Refunded the eggs  ', refundId: f.refundA });
    expect(res.statusCode).toBe(200);
    const { complaint } = res.json().data;
    expect(complaint).toMatchObject({
      status: 'resolved', overdue: false,
      resolution: { kind: 'refund', note: 'Refunded the eggs', refund: { id: f.refundA, orderId: f.orderA, amount: 0.5 }, by: { id: t.staffId }, at: expect.any(String) },
    });
    const again = await resolve(id, { kind: 'apology', note: 'Sorry again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'COMPLAINT_RESOLVED', message: 'This complaint is already resolved' });

    const reopened = await call('POST', `/complaints/${id}/reopen`, undefined, { authorization: f.operations.authorization });
    expect(reopened.statusCode).toBe(200);
    const { complaint: open, thread } = reopened.json().data;
    expect([open.status, open.resolution]).toEqual(['open', null]);
    expect(thread.at(-1)).toMatchObject({ author: { id: f.operations.id }, text: expect.stringContaining('Reopened by Hessa Al-Roumi') });
    expect(thread.at(-1).text).toContain('Refunded the eggs');
    expect((await resolve(id, { kind: 'replacement', note: 'New tray sent', refundId: f.refundA })).json().data.complaint.resolution).toMatchObject({ kind: 'replacement', refund: null });
  });
});

describe('who may', () => {
  it('refuses catalogue and drivers (403)', async () => {
    for (const who of [f.catalogue, f.driver]) {
      expect((await call('GET', '/complaints', undefined, { authorization: who.authorization })).statusCode).toBe(403);
      expect((await log(f.orderA, 'quality', 'They may not log this one', { authorization: who.authorization })).statusCode).toBe(403);
    }
  });
});

describeStaffGuard(() => t, [
  ['GET', '/api/complaints'],
  ['POST', '/api/complaints/1/resolve', { kind: 'apology', note: 'Sorry' }],
]);
