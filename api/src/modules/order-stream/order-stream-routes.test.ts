import { sql } from 'drizzle-orm';
import { openShopWithProduct } from '../../test/customer-orders';
import { type CatalogFixture, createCatalog, createOrder } from '../../test/fixtures';
import { holdStream, type HeldStream } from '../../test/event-stream';
import { createListeningTestApp, setUpTestApp } from '../../test/test-app';
import { MAX_REPLAY } from './order-stream-routes';

// decisions/live-desk.md: the live order stream. Real app on a real socket, real database (PGlite, and the
// PostgreSQL server when set), the same SSE client the panel uses.

const t = setUpTestApp(() => createListeningTestApp({ LIVE_HEARTBEAT_MS: '200' }));
let catalog: CatalogFixture;
let url: string;
const streams: HeldStream[] = [];

beforeAll(async () => {
  catalog = await createCatalog(t.db, 'S');
  const address = t.app.server.address() as { port: number };
  url = `http://127.0.0.1:${address.port}/api/orders/stream`;
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});

const hold = (authorization = t.staffAuth.authorization, lastEventId?: number) => {
  const stream = holdStream(url, authorization, lastEventId);
  streams.push(stream);
  return stream;
};
const move = (id: number, status: string, reason?: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/orders/${id}/status`, headers: t.staffAuth, payload: { status, reason } });
const readyId = async (stream: HeldStream) => Number((await stream.next((event) => event.type === 'ready')).id);

describe('GET /api/orders/stream', () => {
  it('sends ready with the newest step id, then each status change live, with the tab counts after it', async () => {
    const id = await createOrder(t.db, catalog, 'NEW');
    const stream = hold();
    const start = await readyId(stream);
    const first = await stream.next((event) => event.type === 'counts');
    expect((first.data as Record<string, number>).NEW).toBeGreaterThanOrEqual(1);
    const newBefore = (first.data as Record<string, number>).NEW;

    expect((await move(id, 'ACCEPTED')).statusCode).toBe(200);
    const event = await stream.next((e) => e.type === 'order' && (e.data as { orderId: number }).orderId === id);
    expect(event.data).toEqual({ id: Number(event.id), orderId: id, from: 'NEW', to: 'ACCEPTED', at: expect.any(String), shopId: null });
    expect(Math.abs(Date.parse((event.data as { at: string }).at) - Date.now())).toBeLessThan(60_000);
    expect(Number(event.id)).toBeGreaterThan(start);
    const counts = await stream.next((e) => e.type === 'counts' && (e.data as Record<string, number>).NEW === newBefore - 1);
    expect(counts.data).toMatchObject({ NEW: newBefore - 1 });
  });

  it("counts every status as orders/stats does without filters: the panel's tabs and badge show these counts", async () => {
    await createOrder(t.db, catalog, 'NEW');
    const counts = await hold().next((event) => event.type === 'counts');
    const stats = await t.app.inject({ method: 'GET', url: '/api/orders/stats', headers: t.staffAuth });
    expect(Object.keys(counts.data as object).sort()).toEqual(['ACCEPTED', 'CANCELLED', 'DELIVERED', 'INTRANSIT', 'NEW', 'REJECTED', 'SCHEDULED']);
    expect(counts.data).toEqual(stats.json().data);
  });

  it('names the NEW orders waiting longest, with when they were placed, and drops one once it is accepted', async () => {
    const id = await createOrder(t.db, catalog, 'NEW');
    const stream = hold();
    const waitingIds = (e: { data: unknown }) => (e.data as { id: number; at: string }[]).map((order) => order.id);
    const first = await stream.next((e) => e.type === 'waiting' && waitingIds(e).includes(id));
    expect((first.data as { id: number; at: string }[]).find((order) => order.id === id)?.at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await move(id, 'ACCEPTED')).statusCode).toBe(200);
    await stream.next((e) => e.type === 'waiting' && e !== first && !waitingIds(e).includes(id));
  });

  it('names both ends of the NEW orders, so with 150 past the red age the desk counts 150, as dashboard/stats does', async () => {
    // 150 NEW orders placed 20–23 minutes ago (past the default red age of 15), and two just now.
    const placed = Date.now();
    for (let i = 0; i < 150; i += 1) await createOrder(t.db, catalog, 'NEW', [1], { createdAt: new Date(placed - (20 * 60 + i) * 1000) });
    const young = [await createOrder(t.db, catalog, 'NEW'), await createOrder(t.db, catalog, 'NEW')];
    const stream = hold();
    const ends = (type: string) => stream.next((e) => e.type === type).then((e) => e.data as { id: number; at: string }[]);
    const [counts, waiting, recent] = await Promise.all([stream.next((e) => e.type === 'counts'), ends('waiting'), ends('recent')]);
    expect(waiting).toHaveLength(100);
    expect(recent).toHaveLength(100);
    expect(recent.slice(0, 2).map((order) => order.id).sort()).toEqual(young.sort());
    // Newest first, and the oldest of `waiting` placed before every other.
    const times = recent.map((order) => Date.parse(order.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // What the desk works out (shared/src/live/desk-counts.ts): the NEW count less the recent ones younger than the red age.
    const redAge = Date.now() - 15 * 60_000;
    const overdue = (counts.data as { NEW: number }).NEW - recent.filter((order) => Date.parse(order.at) > redAge).length;
    expect(recent.some((order) => Date.parse(order.at) <= redAge)).toBe(true);
    const dashboard = await t.app.inject({ method: 'GET', url: '/api/dashboard/stats?overdueMinutes=15', headers: t.staffAuth });
    expect(dashboard.json().data.newOrdersOverdue).toBe(overdue);
    expect(overdue).toBeGreaterThanOrEqual(150);
  });

  it('an order placed through the customers API arrives as from null to NEW', async () => {
    const stream = hold();
    await readyId(stream);
    const customer = await t.createUser('customer');
    const placed = await (await openShopWithProduct(t)).order(customer.authorization);
    expect(placed.statusCode).toBe(201);
    const orderId = (placed.json() as { data: { id: number } }).data.id;
    const event = await stream.next((e) => e.type === 'order' && (e.data as { orderId: number }).orderId === orderId);
    expect(event.data).toMatchObject({ orderId, from: null, to: 'NEW' });
  });

  it('resumes after Last-Event-ID: the steps missed while away, in order, none twice, then live again', async () => {
    const ids = [await createOrder(t.db, catalog, 'NEW'), await createOrder(t.db, catalog, 'NEW')];
    const first = hold();
    const seen = await readyId(first);
    first.close();

    // While away: both accepted.
    for (const id of ids) expect((await move(id, 'ACCEPTED')).statusCode).toBe(200);
    const back = hold(t.staffAuth.authorization, seen);
    await back.next((e) => e.type === 'counts');
    const missed = back.orders();
    expect(missed.map((step) => [step.orderId, step.to])).toEqual(ids.map((id) => [id, 'ACCEPTED']));
    expect(missed[0].id).toBeLessThan(missed[1].id);

    expect((await move(ids[0], 'INTRANSIT')).statusCode).toBe(200);
    await back.next((e) => e.type === 'order' && (e.data as { to: string }).to === 'INTRANSIT');
    const all = back.orders().map((step) => step.id);
    expect(new Set(all).size).toBe(all.length);
  });

  it(`tells a client more than ${MAX_REPLAY} steps behind to start over (reset) instead of replaying`, async () => {
    const id = await createOrder(t.db, catalog, 'NEW');
    const stream = hold();
    const seen = await readyId(stream);
    stream.close();
    await t.db.execute(sql`
      INSERT INTO order_events (order_id, to_status, actor_kind, actor_name)
      SELECT ${id}, 'NEW', 'system', 'bulk' FROM generate_series(1, ${MAX_REPLAY + 1})`);
    const behind = hold(t.staffAuth.authorization, seen);
    const reset = await behind.next((e) => e.type === 'reset');
    expect(Number(reset.id)).toBeGreaterThan(seen + MAX_REPLAY);
    expect(behind.orders()).toEqual([]);
  });

  it('sends a heartbeat (ping) on an idle stream, so proxies keep it open and the client knows it lives', async () => {
    const controller = new AbortController();
    const response = await fetch(url, { headers: t.staffAuth, signal: controller.signal });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    let text = '';
    while (!text.includes('event: ping\n')) text += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    expect(text).toMatch(/^retry: \d+\n\n/);
  });

  it('ends the stream of a deleted account; its reconnect is refused with 401', async () => {
    const member = await t.createUser('owner');
    const stream = hold(member.authorization);
    await readyId(stream);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/user/${member.id}`, headers: t.staffAuth })).statusCode).toBe(200);
    expect(await stream.failed).toBe(401);
  });

  it('ends the stream when the token expires; its reconnect is refused with 401', async () => {
    const member = await t.createUser('owner');
    const token = t.app.jwt.sign({ sub: member.id, role: 'owner', email: member.email }, { expiresIn: 2 });
    const stream = hold(`Bearer ${token}`);
    await readyId(stream);
    expect(await stream.failed).toBe(401);
  });

  const onPostgres = process.env.API_TEST_DB === 'postgres' ? it : it.skip;
  onPostgres('loses nothing when the listening connection drops: the steps of the gap are read back once it returns', async () => {
    const id = await createOrder(t.db, catalog, 'NEW');
    const stream = hold();
    await readyId(stream);
    const pid = t.app.signals.backendPid;
    expect(pid).not.toBeNull();
    await t.db.execute(sql`SELECT pg_terminate_backend(${pid})`);
    // Moved at once, before the listener is back (it waits 100 ms first): its NOTIFY reaches no one.
    expect((await move(id, 'ACCEPTED')).statusCode).toBe(200);
    const event = await stream.next((e) => e.type === 'order' && (e.data as { orderId: number }).orderId === id);
    expect(event.data).toMatchObject({ from: 'NEW', to: 'ACCEPTED' });
    expect(t.app.signals.backendPid).not.toBe(pid);
  });

  it('refuses no token (401), a customer (403) and a malformed Last-Event-ID (400)', async () => {
    expect((await fetch(url)).status).toBe(401);
    const customer = await t.createUser('customer');
    expect((await fetch(url, { headers: { authorization: customer.authorization } })).status).toBe(403);
    const bad = await fetch(url, { headers: { ...t.staffAuth, 'last-event-id': '12abc' } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ success: false });
  });
});
