import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { runOrderDeskUpkeep } from '../../ops/order-desk-upkeep';
import { holdStream, type HeldStream } from '../../test/event-stream';
import { type CatalogFixture, createCatalog, createOrder } from '../../test/fixtures';
import { describeStaffGuard } from '../../test/staff-guard';
import { createListeningTestApp, setUpTestApp } from '../../test/test-app';

// decisions/order-workspace.md: claim and assign. One holder at a time (409 naming them), release, assign to a
// colleague who may act on the shop, idle claims back in the queue, Mine and Unclaimed, acting over
// another's claim kept on the timeline, every desk told live. PGlite, and PostgreSQL when set.
jest.setTimeout(60_000);

const t = setUpTestApp(() => createListeningTestApp({ LIVE_HEARTBEAT_MS: '200' }));
let catalog: CatalogFixture;
let other: CatalogFixture;
let fatima: { id: number; authorization: string };
const streams: HeldStream[] = [];

beforeAll(async () => {
  catalog = await createCatalog(t.db, 'C');
  other = await createCatalog(t.db, 'D');
  fatima = await t.createUser('operations', { name: 'Fatima Al-Sabah' });
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});

const newOrder = () => createOrder(t.db, catalog, 'NEW', [1], { shopId: catalog.shopId });
const as = (auth: { authorization: string }) => ({
  claim: (id: number) => t.app.inject({ method: 'POST', url: `/api/orders/${id}/claim`, headers: auth }),
  release: (id: number) => t.app.inject({ method: 'DELETE', url: `/api/orders/${id}/claim`, headers: auth }),
  assign: (id: number, userId: number) => t.app.inject({ method: 'POST', url: `/api/orders/${id}/assign`, headers: auth, payload: { userId } }),
  move: (id: number, status: string) => t.app.inject({ method: 'PATCH', url: `/api/orders/${id}/status`, headers: auth, payload: { status } }),
  get: (url: string) => t.app.inject({ method: 'GET', url, headers: auth }),
});
const owner = () => as(t.staffAuth);
const ids = (res: { json(): { data: { items: { id: number }[] } } }) => res.json().data.items.map((order) => order.id);
/** The claim's last activity `minutes` ago: it has idled that long. */
const idle = (id: number, minutes: number) => t.db.execute(sql`UPDATE orders SET claim_active_at = now() - make_interval(mins => ${minutes}) WHERE id = ${id}`);
const steps = (id: number) =>
  queryRows<{ kind: string; actorName: string; holder: string | null }>(
    t.db,
    sql`SELECT kind, actor_name AS "actorName", claim_holder_name AS holder FROM order_events WHERE order_id = ${id} AND kind <> 'status' ORDER BY id`,
  );

describe('POST /api/orders/:id/claim', () => {
  it('claims an order for its caller, who shows on the answer with since and expiry; a second claim is 409 naming the holder', async () => {
    const id = await newOrder();
    const claimed = await as(fatima).claim(id);
    expect(claimed.statusCode).toBe(200);
    const { claim } = claimed.json().data;
    expect(claim).toEqual({ holder: { id: fatima.id, name: 'Fatima Al-Sabah' }, since: expect.any(String), expiresAt: expect.any(String) });
    // The default idle time: 15 minutes after the last activity.
    expect(Date.parse(claim.expiresAt) - Date.parse(claim.since)).toBeGreaterThanOrEqual(15 * 60_000 - 1000);

    const second = await owner().claim(id);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ success: false, code: 'ORDER_CLAIMED', message: `Order #${id} is already claimed by Fatima Al-Sabah` });
    expect((await owner().get(`/api/orders/${id}`)).json().data.claim.holder.id).toBe(fatima.id);

    // Claiming again as the holder keeps it (since unchanged) and adds no step.
    const again = await as(fatima).claim(id);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.claim.since).toBe(claim.since);
    expect(await steps(id)).toEqual([{ kind: 'claim', actorName: 'Fatima Al-Sabah', holder: 'Fatima Al-Sabah' }]);
  });

  it('of two claims at once, exactly one wins and the other is told who holds it', async () => {
    const rival = await t.createUser('owner', { name: 'Yousef Al-Kandari' });
    for (let round = 0; round < 5; round += 1) {
      const id = await newOrder();
      const answers = await Promise.all([as(fatima).claim(id), as(rival).claim(id)]);
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
      const winner = answers.find((res) => res.statusCode === 200)?.json().data.claim.holder.name;
      const loser = answers.find((res) => res.statusCode === 409)?.json();
      expect(loser.message).toBe(`Order #${id} is already claimed by ${winner}`);
      expect((await steps(id)).map((step) => step.kind)).toEqual(['claim']);
    }
  });

  it('refuses an order that ended (409) or does not exist (404), and a role that may not act (403)', async () => {
    const done = await createOrder(t.db, catalog, 'DELIVERED', [1]);
    expect((await owner().claim(done)).json()).toMatchObject({ code: 'ORDER_NOT_OPEN', message: `Order #${done} is DELIVERED: only open orders can be claimed` });
    expect((await owner().claim(999999)).statusCode).toBe(404);
    const catalogue = await t.createUser('catalogue');
    expect((await as(catalogue).claim(await newOrder())).statusCode).toBe(403);
  });

  it("another shop's order is not found for shop staff, as every order route answers", async () => {
    const clerk = await t.createUser('shop_staff', { shopIds: [catalog.shopId] });
    const theirs = await createOrder(t.db, other, 'NEW', [1], { shopId: other.shopId });
    expect((await as(clerk).claim(theirs)).statusCode).toBe(404);
    expect((await as(clerk).claim(await newOrder())).statusCode).toBe(200);
  });
});

describe('DELETE /api/orders/:id/claim and POST /api/orders/:id/assign', () => {
  it('releases a claim (the holder, or another member of staff, on the timeline); releasing an unclaimed order changes nothing', async () => {
    const id = await newOrder();
    await as(fatima).claim(id);
    const released = await as(fatima).release(id);
    expect(released.statusCode).toBe(200);
    expect(released.json().data.claim).toBeNull();
    expect((await owner().release(id)).statusCode).toBe(200);
    expect((await owner().claim(id)).statusCode).toBe(200);
    // Fatima ends the owner's claim (the panel asked her first): the step says who.
    expect((await as(fatima).release(id)).statusCode).toBe(200);
    expect((await steps(id)).map((step) => [step.kind, step.actorName, step.holder])).toEqual([
      ['claim', 'Fatima Al-Sabah', 'Fatima Al-Sabah'],
      ['release', 'Fatima Al-Sabah', 'Fatima Al-Sabah'],
      ['claim', expect.any(String), expect.any(String)],
      ['release', 'Fatima Al-Sabah', expect.not.stringMatching('Fatima')],
    ]);
    expect((await owner().release(999999)).statusCode).toBe(404);
  });

  it('assigns to a colleague who may act on the order’s shop, taking it from its holder; anyone else is a field error', async () => {
    const id = await newOrder();
    await owner().claim(id);
    const clerk = await t.createUser('shop_staff', { name: 'Clerk of C', shopIds: [catalog.shopId] });
    const assigned = await owner().assign(id, clerk.id);
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().data.claim.holder).toEqual({ id: clerk.id, name: 'Clerk of C' });
    expect((await steps(id)).at(-1)).toMatchObject({ kind: 'assign', holder: 'Clerk of C' });

    const elsewhere = await t.createUser('shop_staff', { shopIds: [other.shopId] });
    const catalogue = await t.createUser('catalogue');
    const customer = await t.createUser('customer');
    for (const userId of [elsewhere.id, catalogue.id, customer.id, 999999]) {
      const refused = await owner().assign(id, userId);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ userId: "Choose a member of staff who can act on this shop's orders" });
    }
    expect((await owner().assign(999999, clerk.id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/orders/${id}/assign`, headers: t.staffAuth, payload: {} })).statusCode).toBe(400);
  });
});

describe('idle claims, the filters and the timeline', () => {
  it('a claim idle past the settings’ minutes is over at once (the order is claimable, and Unclaimed), and the upkeep puts its end on the timeline', async () => {
    const id = await newOrder();
    await as(fatima).claim(id);
    await idle(id, 16);
    expect((await owner().get(`/api/orders/${id}`)).json().data.claim).toBeNull();
    expect(ids(await owner().get('/api/orders?claim=unclaimed&limit=100'))).toContain(id);
    expect(ids(await as(fatima).get('/api/orders?claim=mine&limit=100'))).not.toContain(id);

    // Owners make claims last longer: the same claim is held again.
    const settings = (await owner().get('/api/settings')).json().data;
    const { updatedAt: _u, updatedBy: _b, ...values } = settings;
    expect((await t.app.inject({ method: 'PUT', url: '/api/settings', headers: t.staffAuth, payload: { ...values, claimIdleMinutes: 30 } })).statusCode).toBe(200);
    expect((await owner().get(`/api/orders/${id}`)).json().data.claim.holder.id).toBe(fatima.id);
    await t.app.inject({ method: 'PUT', url: '/api/settings', headers: t.staffAuth, payload: { ...values, claimIdleMinutes: 15 } });

    const { expired } = await runOrderDeskUpkeep(t.db, t.app.deskSettings.defaults);
    expect(expired).toBeGreaterThanOrEqual(1);
    expect((await steps(id)).at(-1)).toEqual({ kind: 'expire', actorName: 'Order desk', holder: 'Fatima Al-Sabah' });
    expect((await runOrderDeskUpkeep(t.db, t.app.deskSettings.defaults)).expired).toBe(0);
    expect((await owner().claim(id)).statusCode).toBe(200);
  });

  it('lists Mine (the caller’s claims) and Unclaimed (nobody’s, or a claim that ran out)', async () => {
    const mine = await newOrder();
    const hers = await newOrder();
    const free = await newOrder();
    await owner().claim(mine);
    await as(fatima).claim(hers);
    const listedMine = ids(await owner().get('/api/orders?claim=mine&limit=100'));
    expect(listedMine).toContain(mine);
    expect(listedMine).not.toContain(hers);
    const unclaimed = ids(await owner().get('/api/orders?status=NEW&claim=unclaimed&limit=100'));
    expect(unclaimed).toContain(free);
    expect(unclaimed).not.toContain(mine);
    expect(unclaimed).not.toContain(hers);
    expect((await owner().get('/api/orders?claim=theirs')).statusCode).toBe(400);
    const stats = (await owner().get('/api/orders/stats?claim=mine')).json().data;
    expect(stats.NEW).toBeGreaterThanOrEqual(1);
  });

  it('acting on an order another holds is allowed and kept on its timeline; its end clears the claim', async () => {
    const id = await newOrder();
    await as(fatima).claim(id);
    expect((await owner().move(id, 'ACCEPTED')).statusCode).toBe(200);
    const timeline = (await owner().get(`/api/orders/${id}/events`)).json().data.items;
    expect(timeline.at(-1)).toMatchObject({ to: 'ACCEPTED', overClaim: { id: fatima.id, name: 'Fatima Al-Sabah' } });
    // The holder's own move is their activity, not an override.
    expect((await as(fatima).move(id, 'INTRANSIT')).statusCode).toBe(200);
    expect((await owner().get(`/api/orders/${id}/events`)).json().data.items.at(-1)).toMatchObject({ to: 'INTRANSIT', overClaim: null });
    const delivered = await as(fatima).move(id, 'DELIVERED');
    expect(delivered.json().data.claim).toBeNull();
    expect((await queryRows(t.db, sql`SELECT 1 FROM orders WHERE id = ${id} AND claimed_by IS NOT NULL`)).length).toBe(0);
  });

  it('never shows the claim to the customer', async () => {
    const customer = await t.createUser('customer');
    const [{ id }] = await queryRows<{ id: number }>(
      t.db,
      sql`INSERT INTO orders (user_id, customer_name, payment_method, claimed_by, claimed_at, claim_active_at) VALUES (${customer.id}, 'Noura', 'CASH', ${t.staffId}, now(), now()) RETURNING id`,
    );
    const mine = await t.app.inject({ method: 'GET', url: `/api/customer/orders/${id}`, headers: { authorization: customer.authorization } });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).not.toHaveProperty('claim');
    const list = await t.app.inject({ method: 'GET', url: '/api/customer/orders', headers: { authorization: customer.authorization } });
    expect(list.json().data.items[0]).not.toHaveProperty('claim');
  });
});

describe('the live stream', () => {
  it('tells every desk of a claim, an assignment and a release, with the step id as event id, and resumes them', async () => {
    const url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}/api/orders/stream`;
    const stream = holdStream(url, t.staffAuth.authorization);
    streams.push(stream);
    const ready = Number((await stream.next((event) => event.type === 'ready')).id);
    const id = await newOrder();
    await as(fatima).claim(id);
    const claimed = await stream.next((event) => event.type === 'claim' && (event.data as { orderId: number }).orderId === id);
    expect(claimed.data).toEqual({
      id: Number(claimed.id),
      orderId: id,
      action: 'claim',
      holder: { id: fatima.id, name: 'Fatima Al-Sabah' },
      by: { kind: 'staff', id: fatima.id, name: 'Fatima Al-Sabah' },
      at: expect.any(String),
      shopId: catalog.shopId,
    });
    await owner().release(id);
    await stream.next((event) => event.type === 'claim' && (event.data as { action: string }).action === 'release');

    // A desk that was away gets them again after its last id.
    const back = holdStream(url, t.staffAuth.authorization, ready);
    streams.push(back);
    const replayed = await back.next((event) => event.type === 'claim' && (event.data as { action: string }).action === 'release');
    expect(replayed.data).toMatchObject({ orderId: id, holder: { id: fatima.id }, by: { id: t.staffId } });

    // A shop-scoped desk hears only its shops' claims.
    const clerk = await t.createUser('shop_staff', { shopIds: [other.shopId] });
    const scoped = holdStream(url, clerk.authorization);
    streams.push(scoped);
    await scoped.next((event) => event.type === 'ready');
    await owner().claim(id);
    await stream.next((event) => event.type === 'claim' && (event.data as { action: string; orderId: number }).action === 'claim' && event.id !== claimed.id);
    expect(scoped.events.filter((event) => event.type === 'claim')).toEqual([]);
  });
});

describeStaffGuard(() => t, [
  ['POST', '/api/orders/1/claim'],
  ['DELETE', '/api/orders/1/claim'],
  ['POST', '/api/orders/1/assign', { userId: 1 }],
]);
