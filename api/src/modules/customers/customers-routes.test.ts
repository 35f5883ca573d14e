import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { UserRole } from '../../db/schema';
import { type OpenShop, openShopWithProduct } from '../../test/customer-orders';
import { buildSecondApp } from '../../test/second-app';
import { describeStaffGuard } from '../../test/staff-guard';
import { madeBeforeAll, setUpTestApp } from '../../test/test-app';
import { until } from '../../test/waiting';

// decisions/customers.md: customers for staff. The list (newest first, searched, blocked or flagged, keyset paged), a
// profile's totals, addresses, orders and flags (from staff refunds and failed deliveries), notes, block (a blocked
// customer's order is refused), sign out everywhere (also on a second process), erasure, and who may do it.

jest.setTimeout(120_000);

const t = setUpTestApp();

type Customer = { id: number; authorization: string; email: string; password: string };
const as = (authorization: string) => ({ authorization });
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: { authorization: string } = t.staffAuth, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers, payload });

/** A customer with a name, email and phone of their own. */
const customer = async (name: string, phone: string | null = null): Promise<Customer> => {
  const made = await t.createUser('customer', { name, email: `${name.toLowerCase().replace(/\W+/g, '.')}.${randomUUID().slice(0, 6)}@example.com` });
  if (phone) await t.db.execute(sql`UPDATE users SET phone = ${phone} WHERE id = ${made.id}`);
  return made;
};

const f = madeBeforeAll(async () => {
  const staff = {} as Record<Exclude<UserRole, 'customer' | 'owner'>, { id: number; authorization: string }>;
  for (const role of ['operations', 'catalogue', 'shop_staff', 'driver'] as const) staff[role] = await t.createUser(role);
  const shop: OpenShop = await openShopWithProduct(t, { price: '2.000', stock: 1000 });
  const place = async (who: Customer) => {
    const res = await shop.order(who.authorization);
    if (res.statusCode !== 201) throw new Error(`placing answered ${res.statusCode}: ${res.body}`);
    return res.json().data.id as number;
  };
  const move = async (orderId: number, path: string[]) => {
    for (const status of path) {
      const res = await t.app.inject({ method: 'PATCH', url: `/api/orders/${orderId}/status`, headers: t.staffAuth, payload: { status } });
      if (res.statusCode !== 200) throw new Error(`moving to ${status} answered ${res.statusCode}: ${res.body}`);
    }
  };
  const deliver = (orderId: number) => move(orderId, ['ACCEPTED', 'INTRANSIT', 'DELIVERED']);

  // Alia: five orders, four delivered (two refunded 0.500 by staff), one rejected; the last one to another street.
  const alia = await customer('Alia Refundy', '+96550001111');
  const aliaOrders: number[] = [];
  for (let n = 0; n < 5; n += 1) aliaOrders.push(await place(alia));
  for (const id of aliaOrders.slice(0, 4)) await deliver(id);
  await move(aliaOrders[4], ['REJECTED']);
  for (const id of aliaOrders.slice(0, 2)) {
    const refund = await t.app.inject({
      method: 'POST', url: `/api/orders/${id}/refunds`, headers: { ...t.staffAuth, 'idempotency-key': randomUUID() },
      payload: { amount: 0.5, reasonCode: 'item_missing', liable: 'shop' },
    });
    expect(refund.statusCode).toBe(201);
  }
  await t.db.execute(sql`UPDATE orders SET street = 'Street 9', building = '14' WHERE id = ${aliaOrders[3]}`);

  // Bader: one order whose delivery failed twice (the second attempt returned to the shop), as the dispatch tests insert them.
  const bader = await customer('Bader Failson');
  const baderOrder = await place(bader);
  for (const state of ['failed', 'returned']) {
    await t.db.execute(sql`INSERT INTO deliveries (order_id, state, live, courier_company, courier_reference, courier_cost, ended_at, fail_reason_code)
                           VALUES (${baderOrder}, ${state}, false, 'Fast Co', 'R-1', 0, now(), 'customerUnreachable')`);
  }
  // Older than everyone (signed up before the rest): newest first is by when they signed up, not by id.
  const early = await customer('Early Bird');
  await t.db.execute(sql`UPDATE users SET created_at = '2020-01-01T00:00:00Z' WHERE id = ${early.id}`);
  return { staff, shop, place, deliver, alia, aliaOrders, bader, early };
});

const ops = () => as(f.staff.operations.authorization);
const list = async (query: string, headers = ops()) => {
  const res = await call('GET', `/customers${query}`, headers);
  expect(res.statusCode).toBe(200);
  return res.json().data as { items: { id: number; [field: string]: unknown }[]; total: number; nextCursor: string | null };
};
const profile = async (id: number) => {
  const res = await call('GET', `/customers/${id}`, ops());
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

describeStaffGuard(() => t, [
  ['GET', '/api/customers'],
  ['GET', '/api/customers/1'],
  ['POST', '/api/customers/1/notes', { text: 'x' }],
  ['POST', '/api/customers/1/block', { reason: 'Rude' }],
  ['POST', '/api/customers/1/unblock'],
  ['POST', '/api/customers/1/sign-out'],
  ['DELETE', '/api/customers/1'],
]);

describe('GET /api/customers', () => {
  it('lists every customer newest first by sign-up (then id), no staff, paged by nextCursor', async () => {
    const seen: number[] = [];
    let page = await list('?limit=2');
    const total = page.total;
    for (;;) {
      seen.push(...page.items.map((item) => item.id));
      if (!page.nextCursor) break;
      page = await list(`?limit=2&after=${page.nextCursor}`);
    }
    const expected = await queryRows<{ id: number }>(t.db, sql`SELECT id FROM users WHERE role = 'customer' AND anonymised_at IS NULL ORDER BY created_at DESC, id DESC`);
    expect(seen).toEqual(expected.map((row) => row.id));
    expect(total).toBe(expected.length);
    expect(seen[seen.length - 1]).toBe(f.early.id);
    expect(seen).not.toContain(f.staff.operations.id);
    expect((await call('GET', '/customers?after=not-a-cursor', ops())).statusCode).toBe(400);
  });

  it('answers each row with its orders, what they spent (delivered, less staff refunds), last order, block and flags', async () => {
    const { items } = await list('?q=Refundy');
    expect(items).toEqual([
      {
        id: f.alia.id, name: 'Alia Refundy', email: f.alia.email, phone: '+96550001111', createdAt: expect.any(String),
        orders: 5, spent: 7, lastOrderAt: expect.any(String), blocked: false, flags: ['refunds'],
      },
    ]);
  });

  it('searches name, email and phone digits (with or without +965)', async () => {
    const ids = async (q: string) => (await list(`?q=${encodeURIComponent(q)}`)).items.map((item) => item.id);
    expect(await ids('alia ref')).toEqual([f.alia.id]);
    expect(await ids(f.bader.email.slice(0, 12))).toEqual([f.bader.id]);
    expect(await ids('50001111')).toEqual([f.alia.id]);
    expect(await ids('+965 5000 1111')).toEqual([f.alia.id]);
    expect(await ids('٥٠٠٠١١١١')).toEqual([f.alia.id]);
  });

  it('narrows to the flagged customers: refunds and failed deliveries', async () => {
    const flagged = (await list('?show=flagged&limit=100')).items;
    expect(flagged.map((item) => item.id).sort()).toEqual([f.alia.id, f.bader.id].sort());
    expect(flagged.find((item) => item.id === f.bader.id)?.flags).toEqual(['failedDeliveries']);
  });
});

describe('GET /api/customers/:id', () => {
  it("answers the totals (with the refunds), addresses, the last orders newest first and the flags they raise", async () => {
    const data = await profile(f.alia.id);
    expect(data.customer).toEqual({ id: f.alia.id, name: 'Alia Refundy', email: f.alia.email, phone: '+96550001111', createdAt: expect.any(String), signedOutAt: null });
    expect(data.blocked).toBeNull();
    expect(data.totals).toEqual({
      orders: 5, delivered: 4, cancelled: 1, spent: 7, refunded: 1, averageBasket: 1.75,
      firstOrderAt: expect.any(String), lastOrderAt: expect.any(String),
    });
    expect(data.flags).toEqual({ refundRate: 0.5, refundedOrders: 2, failedDeliveries: 0, raised: ['refunds'] });
    // The last used first: the order to Street 9 was placed before the rejected one to the first address.
    expect(data.addresses).toEqual([
      { text: { en: expect.stringMatching(/^Block .*, Street 1, Building 2, Area/), ar: expect.stringContaining('شارع 1') }, orders: 4, lastUsedAt: expect.any(String) },
      { text: { en: expect.stringContaining('Street 9, Building 14'), ar: expect.stringContaining('شارع 9') }, orders: 1, lastUsedAt: expect.any(String) },
    ]);
    expect(data.recentOrders.map((order: { id: number }) => order.id)).toEqual([...f.aliaOrders].reverse());
    expect(data.recentOrders[0]).toEqual({ id: f.aliaOrders[4], status: 'REJECTED', createdAt: expect.any(String), totalAmount: 2, shop: { id: f.shop.shop.id, name: f.shop.shop.name, name_ar: f.shop.shop.nameAr } });
    expect(data.notes).toEqual([]);
  });

  it('flags failed delivery attempts (a returned one failed first)', async () => {
    expect((await profile(f.bader.id)).flags).toEqual({ refundRate: 0, refundedOrders: 0, failedDeliveries: 2, raised: ['failedDeliveries'] });
  });

  it("answers 404 'Customer not found' for an unknown id and a staff account", async () => {
    for (const id of [987654, t.staffId]) {
      const res = await call('GET', `/customers/${id}`, ops());
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Customer not found' });
    }
  });
});

describe('POST /api/customers/:id/notes', () => {
  it('keeps 1 to 1000 characters once trimmed, with the author; the profile lists them newest first', async () => {
    const who = await customer('Noted Person');
    for (const text of ['   ', 'x'.repeat(1001)]) {
      const res = await call('POST', `/customers/${who.id}/notes`, ops(), { text });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { text: 'Write a note of 1 to 1000 characters' } });
    }
    const first = await call('POST', `/customers/${who.id}/notes`, t.staffAuth, { text: '  Prefers a call before delivery ' });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toEqual({ id: expect.any(Number), text: 'Prefers a call before delivery', author: { id: t.staffId, name: expect.any(String) }, createdAt: expect.any(String) });
    const second = await call('POST', `/customers/${who.id}/notes`, ops(), { text: 'x'.repeat(1000) });
    expect(second.statusCode).toBe(201);
    const notes = (await profile(who.id)).notes;
    expect(notes.map((note: { id: number }) => note.id)).toEqual([second.json().data.id, first.json().data.id]);
    expect(notes[0].author).toEqual({ id: f.staff.operations.id, name: expect.stringContaining('operations') });
    expect((await call('POST', `/customers/${t.staffId}/notes`, ops(), { text: 'Not a customer' })).statusCode).toBe(404);
  });
});

describe('block and unblock', () => {
  it('blocks with a reason: listed as blocked, their orders refused with 403 CUSTOMER_BLOCKED until unblocked', async () => {
    const who = await customer('Blocky McBlock');
    const short = await call('POST', `/customers/${who.id}/block`, ops(), { reason: ' no ' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ reason: 'Say why, in 3 to 300 characters' });

    const blocked = await call('POST', `/customers/${who.id}/block`, ops(), { reason: ' Abusive to drivers ' });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().data.blocked).toEqual({ reason: 'Abusive to drivers', at: expect.any(String), by: { id: f.staff.operations.id, name: expect.any(String) } });
    const again = await call('POST', `/customers/${who.id}/block`, ops(), { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CUSTOMER_ALREADY_BLOCKED', message: 'This customer is already blocked' });
    expect((await list('?show=blocked&limit=100')).items.map((item) => item.id)).toContain(who.id);
    expect((await list('?q=Blocky')).items[0].blocked).toBe(true);

    const refused = await f.shop.order(who.authorization);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'CUSTOMER_BLOCKED', message: 'Your account cannot place orders. Please contact us.' });
    expect((await profile(who.id)).totals.orders).toBe(0);

    const unblocked = await call('POST', `/customers/${who.id}/unblock`, ops());
    expect(unblocked.statusCode).toBe(200);
    expect(unblocked.json().data.blocked).toBeNull();
    const notBlocked = await call('POST', `/customers/${who.id}/unblock`, ops());
    expect(notBlocked.statusCode).toBe(409);
    expect(notBlocked.json()).toMatchObject({ code: 'CUSTOMER_NOT_BLOCKED', message: 'This customer is not blocked' });
    expect((await f.shop.order(who.authorization)).statusCode).toBe(201);
    expect((await list('?show=blocked&limit=100')).items.map((item) => item.id)).not.toContain(who.id);
  });
});

describe('POST /api/customers/:id/sign-out', () => {
  it('ends every session issued before it, on every process (401 TOKEN_REVOKED); a new sign-in works', async () => {
    const who = await customer('Signed Everywhere');
    // Issued a minute ago: before the sign-out, whatever second it lands in.
    const old = `Bearer ${t.app.jwt.sign({ sub: who.id, role: 'customer', email: who.email, iat: Math.floor(Date.now() / 1000) - 60 } as never)}`;
    const second = await buildSecondApp(t);
    try {
      const mine = (app = t.app, authorization = old) => app.inject({ method: 'GET', url: '/api/customer/orders', headers: { authorization } });
      // Both processes have read (and cached) the account.
      expect((await mine()).statusCode).toBe(200);
      expect((await mine(second.app)).statusCode).toBe(200);

      const res = await call('POST', `/customers/${who.id}/sign-out`, ops());
      expect(res.statusCode).toBe(200);
      expect(res.json().data.customer.signedOutAt).toEqual(expect.any(String));

      // The second process hears of it by the signal sent at commit: a trip, not its cache's lifetime.
      await until('the second process refuses the old token', async () => (await mine(second.app)).statusCode === 401, 3_000);
      for (const app of [t.app, second.app]) {
        const refused = await mine(app);
        expect(refused.statusCode).toBe(401);
        expect(refused.json()).toMatchObject({ success: false, code: 'TOKEN_REVOKED', message: 'Your session has ended. Sign in again.' });
      }
      const signIn = await t.app.inject({ method: 'POST', url: '/api/customer/login', payload: { email: who.email, password: who.password } });
      expect(signIn.statusCode).toBe(200);
      const fresh = `Bearer ${signIn.json().data.token}`;
      expect((await mine(t.app, fresh)).statusCode).toBe(200);
      expect((await mine(second.app, fresh)).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});

describe('DELETE /api/customers/:id', () => {
  it('anonymises a customer with orders: orders and money kept; name, email, phone, door, notes and block gone everywhere', async () => {
    const who = await customer('Erin Erasable', '+96566778899');
    const kept = await f.place(who);
    await f.deliver(kept);
    const open = await f.place(who);
    const note = (await call('POST', `/customers/${who.id}/notes`, ops(), { text: 'Erin asked for the side door' })).json().data;
    expect((await call('POST', `/customers/${who.id}/block`, ops(), { reason: 'Erin is testing' })).statusCode).toBe(200);

    const res = await call('DELETE', `/customers/${who.id}`, ops());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { id: who.id } });

    expect((await call('GET', `/customers/${who.id}`, ops())).statusCode).toBe(404);
    expect((await list('?q=Erin')).items).toEqual([]);
    expect((await call('DELETE', `/customers/${who.id}`, ops())).statusCode).toBe(404);
    // The orders and their money stay, named no one; the open one is cancelled.
    const order = (await call('GET', `/orders/${kept}`)).json().data;
    expect(order).toMatchObject({ id: kept, status: 'DELIVERED', totalAmount: 2, customer: { name: 'Deleted customer', phone: null } });
    expect((await call('GET', `/orders/${open}`)).json().data.status).toBe('CANCELLED');
    const [account] = await queryRows<{ blocked_reason: string | null; blocked_at: Date | null }>(t.db, sql`SELECT blocked_reason, blocked_at FROM users WHERE id = ${who.id}`);
    expect(account).toEqual({ blocked_reason: null, blocked_at: null });
    const [{ notes }] = await queryRows<{ notes: number }>(t.db, sql`SELECT count(*)::int AS notes FROM customer_notes WHERE customer_id = ${who.id}`);
    expect(notes).toBe(0);
    // Nothing that was theirs is left to read: not on their orders, the orders' logs, nor the audit log (as there is of
    // a customer not erased).
    const traces = (userId: number, pattern: string) =>
      queryRows<{ place: string }>(
        t.db,
        sql`SELECT 'order' AS place FROM orders WHERE user_id = ${userId} AND to_jsonb(orders)::text ~* ${`${pattern}|street 1`}
            UNION ALL SELECT 'order log' FROM order_events WHERE actor_name ~* ${pattern}
            UNION ALL SELECT 'audit ' || entity FROM audit_log WHERE coalesce(before::text, '') || coalesce(after::text, '') || coalesce(actor_name, '') ~* ${pattern}
            UNION ALL SELECT 'audit of their order' FROM audit_log WHERE entity = 'order' AND entity_id IN (SELECT id FROM orders WHERE user_id = ${userId})
              AND coalesce(before::text, '') || coalesce(after::text, '') ~* 'street 1'`,
      );
    expect(await traces(who.id, `erin|66778899|side door|${who.email.split('@')[0]}`)).toEqual([]);
    expect(await traces(f.alia.id, `alia|50001111|${f.alia.email.split('@')[0]}`)).toEqual(
      expect.arrayContaining([{ place: 'order' }, { place: 'order log' }, { place: 'audit user' }, { place: 'audit order' }, { place: 'audit of their order' }]),
    );
    // The erasure itself is on record, by whom.
    const entries = (await call('GET', `/audit?entity=customer_note&entityId=${note.id}`)).json().data.items;
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual(['delete', 'create']);
  });

  it('deletes a customer without orders; a staff account is 404 here', async () => {
    const who = await customer('Gone Quietly');
    expect((await call('DELETE', `/customers/${who.id}`, ops())).statusCode).toBe(200);
    const [{ n }] = await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM users WHERE id = ${who.id}`);
    expect(n).toBe(0);
    const staff = await call('DELETE', `/customers/${f.staff.catalogue.id}`, ops());
    expect(staff.statusCode).toBe(404);
    expect(staff.json().message).toBe('Customer not found');
  });
});

describe('permissions', () => {
  it('lets owners and operations in; shop staff, catalogue and drivers get 403', async () => {
    expect((await call('GET', '/customers')).statusCode).toBe(200);
    for (const role of ['shop_staff', 'catalogue', 'driver'] as const) {
      const headers = as(f.staff[role].authorization);
      expect((await call('GET', '/customers', headers)).statusCode).toBe(403);
      expect((await call('GET', `/customers/${f.alia.id}`, headers)).statusCode).toBe(403);
      expect((await call('POST', `/customers/${f.alia.id}/block`, headers, { reason: 'Not mine to do' })).statusCode).toBe(403);
    }
  });
});
