import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { type FakeMessageProvider, startFakeMessageProvider } from '../../test/fake-message-provider';
import { createCatalog, createOrder } from '../../test/fixtures';
import { buildSecondApp, type SecondApp } from '../../test/second-app';
import { createTestApp, madeBeforeAll, type TestApp } from '../../test/test-app';
import { until } from '../../test/waiting';

// decisions/customer-messages.md: delivery through the job engine to a provider (the fake one, speaking the SMS
// gateway's HTTP): exactly one message per event reaches the provider although half its answers fail; a provider that
// always fails leaves the message failed after the retries, and staff send it again once it is back; a 429 waits its
// Retry-After; a timeout is a failure tried again. With two replicas on PostgreSQL, each message is sent once.
// Retries here are at once (MESSAGES_RETRY_DELAY_SECONDS=0), so the suite takes seconds.

jest.setTimeout(120_000);

const RETRY_LIMIT = 5;
/** A test app whose workers deliver through the fake SMS gateway. */
const deliveringEnv = (provider: FakeMessageProvider): Record<string, string> => ({
  JOBS_RUN: 'true',
  JOBS_POLL_INTERVAL_MS: '500',
  MESSAGES_PROVIDER: 'sms',
  SMS_API_URL: provider.smsUrl,
  SMS_API_KEY: 'test-key',
  SMS_SENDER: 'Dukkan',
  MESSAGES_TIMEOUT_MS: '1500',
  MESSAGES_RETRY_LIMIT: String(RETRY_LIMIT),
  MESSAGES_RETRY_DELAY_SECONDS: '0',
});

interface Row {
  id: number;
  status: string;
  attempts: number;
  lastError: string | null;
  providerMessageId: string | null;
}
const messagesOf = (t: TestApp, orderIds: number[]) =>
  queryRows<Row>(
    t.db,
    sql`SELECT id, status, attempts, last_error AS "lastError", provider_message_id AS "providerMessageId" FROM customer_messages
        WHERE order_id IN ${orderIds} ORDER BY id`,
  );

/** A fake provider for the describe block that calls it (each its own: message ids start at 1 in each database). */
function fakeProvider(): { server: FakeMessageProvider } {
  const fake = madeBeforeAll(async () => ({ server: await startFakeMessageProvider() }));
  afterAll(() => fake.server.close());
  return fake;
}

describe('delivering messages', () => {
  const fake = fakeProvider();
  const made = madeBeforeAll(async () => {
    const t = await createTestApp(deliveringEnv(fake.server));
    return { t, catalog: await createCatalog(t.db, 'D') };
  });
  afterAll(() => made.t.close(), 60_000);
  const accepted = async (count: number) => {
    const { t, catalog } = made;
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const id = await createOrder(t.db, catalog, 'NEW', [1], { shopId: catalog.shopId });
      const res = await t.app.inject({ method: 'PATCH', url: `/api/orders/${id}/status`, headers: t.staffAuth, payload: { status: 'ACCEPTED' } });
      expect(res.statusCode).toBe(200);
      ids.push(id);
    }
    return ids;
  };
  const settled = (orderIds: number[], status: string) =>
    until(`every message is ${status}`, async () => (await messagesOf(made.t, orderIds)).every((row) => row.status === status), 30_000, 50);

  it('sends each message exactly once when the provider fails half the time', async () => {
    fake.server.setMode({ kind: 'fail', share: 0.5 });
    const orderIds = await accepted(20);
    await settled(orderIds, 'sent');
    const rows = await messagesOf(made.t, orderIds);
    expect(rows).toHaveLength(20);
    const keys = rows.map((row) => String(row.id));
    expect(fake.server.accepted.filter((message) => keys.includes(message.key))).toHaveLength(20);
    for (const key of keys) expect(fake.server.acceptCounts.get(key)).toBe(1);
    // Some were refused first, and tried again; each says how many times the provider was asked.
    expect(fake.server.requests.some((request) => keys.includes(request.key) && request.status === 500)).toBe(true);
    for (const row of rows) {
      const asked = fake.server.requests.filter((request) => request.key === String(row.id)).length;
      expect(row).toMatchObject({ status: 'sent', attempts: asked, providerMessageId: expect.stringMatching(/^fake-\d+$/) });
    }
  });

  it('fails a message after its retries when the provider always fails, and sends it again once the provider is back', async () => {
    fake.server.setMode({ kind: 'fail', share: 1 });
    const [orderId] = await accepted(1);
    await settled([orderId], 'failed');
    const [row] = await messagesOf(made.t, [orderId]);
    expect(row).toMatchObject({ status: 'failed', attempts: RETRY_LIMIT + 1, lastError: '500: Service temporarily unavailable' });
    const listed = await made.t.app.inject({ method: 'GET', url: '/api/messages?status=failed', headers: made.t.staffAuth });
    expect(listed.json().data.items).toEqual([expect.objectContaining({ id: row.id, status: 'failed', failedAt: expect.any(String) })]);

    fake.server.setMode({ kind: 'succeed' });
    const again = await made.t.app.inject({ method: 'POST', url: `/api/messages/${row.id}/retry`, headers: made.t.staffAuth });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ id: row.id, status: 'queued', attempts: RETRY_LIMIT + 1, failedAt: null });
    await settled([orderId], 'sent');
    expect((await messagesOf(made.t, [orderId]))[0]).toMatchObject({ status: 'sent', attempts: RETRY_LIMIT + 2 });
    expect(fake.server.acceptCounts.get(String(row.id))).toBe(1);
  });

  it("waits at least a 429's Retry-After before trying again", async () => {
    fake.server.setMode({ kind: 'throttle', retryAfterSeconds: 2, times: 1 });
    const [orderId] = await accepted(1);
    await settled([orderId], 'sent');
    const [row] = await messagesOf(made.t, [orderId]);
    const tries = fake.server.requests.filter((request) => request.key === String(row.id));
    expect(tries.map((request) => request.status)).toEqual([429, 200]);
    expect(tries[1].at - tries[0].at).toBeGreaterThanOrEqual(1900);
    expect(row).toMatchObject({ attempts: 2, lastError: null });
  });

  it('takes a timeout for a failure and tries again', async () => {
    fake.server.setMode({ kind: 'timeout' });
    const [orderId] = await accepted(1);
    const [{ id }] = await messagesOf(made.t, [orderId]);
    await until('the provider was asked twice', () => fake.server.requests.filter((request) => request.key === String(id)).length >= 2, 20_000, 50);
    expect((await messagesOf(made.t, [orderId]))[0]).toMatchObject({ status: 'queued', lastError: 'No answer in 1500 ms' });
    fake.server.setMode({ kind: 'succeed' });
    await settled([orderId], 'sent');
    expect(fake.server.acceptCounts.get(String(id))).toBe(1);
  });
});

// Two replicas, both working the queue, on one PostgreSQL database: pg-boss's claim, the `sent` check and the
// provider's idempotency key make each message reach the provider once.
const describeOnPostgres = process.env.API_TEST_DB === 'postgres' ? describe : describe.skip;

describeOnPostgres('two replicas delivering', () => {
  const fake = fakeProvider();
  const made = madeBeforeAll(async () => {
    const t = await createTestApp(deliveringEnv(fake.server));
    const second: SecondApp = await buildSecondApp(t, deliveringEnv(fake.server));
    return { t, second, catalog: await createCatalog(t.db, 'R') };
  });
  afterAll(async () => {
    await made.second.close();
    await made.t.close();
  }, 60_000);

  it('sends N messages accepted through either replica exactly once each, the provider failing half the time', async () => {
    const { t, second, catalog } = made;
    fake.server.setMode({ kind: 'fail', share: 0.5 });
    const orderIds: number[] = [];
    for (let i = 0; i < 30; i += 1) orderIds.push(await createOrder(t.db, catalog, 'NEW', [1], { shopId: catalog.shopId }));
    await Promise.all(
      orderIds.map(async (id, i) => {
        const app = i % 2 === 0 ? t.app : second.app;
        const res = await app.inject({ method: 'PATCH', url: `/api/orders/${id}/status`, headers: t.staffAuth, payload: { status: 'ACCEPTED' } });
        expect(res.statusCode).toBe(200);
      }),
    );
    await until('every message is sent', async () => (await messagesOf(t, orderIds)).every((row) => row.status === 'sent'), 60_000, 50);
    const keys = (await messagesOf(t, orderIds)).map((row) => String(row.id));
    expect(keys).toHaveLength(30);
    expect(fake.server.accepted.filter((message) => keys.includes(message.key))).toHaveLength(30);
    for (const key of keys) expect(fake.server.acceptCounts.get(key)).toBe(1);
  });
});
