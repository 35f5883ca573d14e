import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { openShopWithProduct } from '../test/customer-orders';
import { startScheduledWork, WORKER_ENV } from '../test/scheduled-work';
import { buildSecondApp, type SecondApp } from '../test/second-app';
import { createTestApp, setUpTestApp, type TestApp } from '../test/test-app';
import { tinyPng } from '../test/upload-forms';
import { until } from '../test/waiting';
import type { JobRun } from '../contract';

// decisions/scheduled-jobs.md: the desk's upkeep, audit retention and image upkeep run as jobs on the engine, on a
// worker app (JOBS_RUN) with its schedule started as server.ts starts it: a run does the real work and keeps what it
// did as counts; the desk's runs chain every ORDER_DESK_UPKEEP_MS (1 s here, so the suite takes seconds); a run that
// fails is failed with its reason. On PostgreSQL, two worker replicas never run one job twice at once.

jest.setTimeout(120_000);

/** A worker whose desk upkeep runs every second. */
const ENV = { ...WORKER_ENV, ORDER_DESK_UPKEEP_MS: '1000' };

const runs = async (t: TestApp, name: string, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/jobs/${name}/runs?limit=100${query}`, headers: t.staffAuth });
  expect(res.statusCode).toBe(200);
  return res.json().data as JobRun[];
};
const runNow = (t: TestApp, name: string, app = t.app) => app.inject({ method: 'POST', url: `/api/jobs/${name}/run`, headers: t.staffAuth });
/** Waits until run `id` of `name` has ended (completed or failed), and answers it. */
const ended = async (t: TestApp, name: string, id: string): Promise<JobRun> => {
  let run: JobRun | undefined;
  await until(`run ${id} of ${name} ends`, async () => {
    run = (await runs(t, name)).find((candidate) => candidate.id === id);
    return run?.state === 'completed' || run?.state === 'failed';
  }, 30_000, 100);
  return run as JobRun;
};

describe('the scheduled work on a worker', () => {
  const t = setUpTestApp(async () => {
    const made = await createTestApp(ENV);
    await startScheduledWork(made.app, ENV);
    return made;
  });

  it('writes each schedule with how often it runs', async () => {
    const schedules = await queryRows<{ name: string; cron: string; data: unknown }>(t.db, sql`SELECT name, cron, data FROM pgboss.schedule ORDER BY name`);
    expect(schedules).toEqual([
      { name: 'audit-retention', cron: '17 * * * *', data: { everySeconds: 3600 } },
      { name: 'image-upkeep', cron: '7 * * * *', data: { everySeconds: 3600 } },
      { name: 'order-desk-upkeep', cron: '* * * * *', data: { everySeconds: 1 } },
    ]);
  });

  it("chains the desk's upkeep: each run, once done, sends the next one ORDER_DESK_UPKEEP_MS later, and at most one waits", async () => {
    await until('the desk upkeep has run three times', async () => (await runs(t, 'order-desk-upkeep', '&state=completed')).length >= 3, 30_000, 100);
    const completed = await runs(t, 'order-desk-upkeep', '&state=completed');
    expect(completed[0].summary).toEqual({ expired: 0, rejected: 0, escalated: 0, timedOut: 0, due: 0 });
    expect(completed[0].manual).toBe(false);
    // Every run after the first was sent by the one before it, to start a second after it was sent.
    const jobs = await queryRows<{ createdOn: Date; startAfter: Date }>(
      t.db,
      sql`SELECT created_on AS "createdOn", start_after AS "startAfter" FROM pgboss.job WHERE name = 'order-desk-upkeep' ORDER BY created_on OFFSET 1`,
    );
    expect(jobs.length).toBeGreaterThanOrEqual(3);
    for (const job of jobs) expect(job.startAfter.getTime() - job.createdOn.getTime()).toBe(1000);
    const waiting = await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'order-desk-upkeep' AND state IN ('created', 'retry')`);
    expect(waiting[0].n).toBeLessThanOrEqual(1);
  });

  it('rejects an unanswered order through the desk job, which counts it in its summary', async () => {
    const customer = await t.createUser('customer');
    const { order } = await openShopWithProduct(t, { stock: 5 });
    const settings = {
      orderAgeWarningMinutes: 5,
      orderAgeOverdueMinutes: 15,
      claimIdleMinutes: 15,
      autoPauseAfterUnanswered: 0,
      autoPauseMinutes: 15,
      unansweredAction: 'reject',
      unansweredMinutes: 10,
      unansweredReason: null,
      unansweredReasonCode: 'shopClosed',
      deliveryFeeCap: 0.5,
      ramadan: null,
    };
    expect((await t.app.inject({ method: 'PUT', url: '/api/settings', headers: t.staffAuth, payload: settings })).statusCode).toBe(200);
    const late = (await order(customer.authorization)).json().data.id as number;
    // As if the rule had been on for an hour, and the order placed 11 minutes ago.
    await t.db.execute(sql`UPDATE desk_settings SET unanswered_since = now() - interval '1 hour'`);
    await t.db.execute(sql`UPDATE orders SET created_at = now() - interval '11 minutes' WHERE id = ${late}`);

    await until('the desk job rejects the order', async () => (await runs(t, 'order-desk-upkeep', '&state=completed')).some((run) => run.summary.rejected === 1), 30_000, 100);
    const [{ status }] = await queryRows<{ status: string }>(t.db, sql`SELECT status FROM orders WHERE id = ${late}`);
    expect(status).toBe('REJECTED');
    const timeline = (await t.app.inject({ method: 'GET', url: `/api/orders/${late}/events`, headers: t.staffAuth })).json().data.items;
    expect(timeline.at(-1)).toMatchObject({ to: 'REJECTED', actor: { kind: 'system', name: 'Order desk' }, reasonCode: 'shopClosed' });
    expect((await t.app.inject({ method: 'PUT', url: '/api/settings', headers: t.staffAuth, payload: { ...settings, unansweredAction: 'off', unansweredReasonCode: null } })).statusCode).toBe(200);
  });

  it('runs audit retention at once when an owner asks, and keeps what it removed', async () => {
    await t.db.execute(sql`INSERT INTO audit_log (at, action, entity, entity_id) VALUES (now() - interval '400 days', 'update', 'shop', 1), (now() - interval '500 days', 'update', 'shop', 2)`);
    const res = await runNow(t, 'audit-retention');
    expect(res.statusCode).toBe(202);
    const run = await ended(t, 'audit-retention', res.json().data.id);
    expect(run).toMatchObject({ state: 'completed', manual: true, summary: { removed: 2 }, error: null, retryCount: 0 });
    expect((await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM audit_log WHERE at < now() - interval '365 days'`))[0].n).toBe(0);
  });

  it('fails a run whose work fails, with the reason, and the next run succeeds once the cause is gone', async () => {
    // A picture without its copies, and a folder where its thumbnail must go: making the copy fails (EEXIST).
    const uploads = path.join(t.dataDir, 'uploads');
    const picture = randomUUID();
    writeFileSync(path.join(uploads, `${picture}.png`), tinyPng(8));
    mkdirSync(path.join(uploads, `${picture}.thumbnail.webp`));

    const failing = await runNow(t, 'image-upkeep');
    expect(failing.statusCode).toBe(202);
    const failed = await ended(t, 'image-upkeep', failing.json().data.id);
    expect(failed).toMatchObject({ state: 'failed', manual: true, summary: {}, retryCount: 0 });
    expect(failed.error).toContain('EEXIST');
    expect(failed.error).toContain(`${picture}.thumbnail.webp`);
    expect((await runs(t, 'image-upkeep', '&state=failed')).map((run) => run.id)).toEqual([failed.id]);

    rmSync(path.join(uploads, `${picture}.thumbnail.webp`), { recursive: true });
    const again = await runNow(t, 'image-upkeep');
    expect(again.statusCode).toBe(202);
    expect(await ended(t, 'image-upkeep', again.json().data.id)).toMatchObject({ state: 'completed', summary: { sized: 1, removed: 0 }, error: null });
  });
});

const describeOnPostgres = process.env.API_TEST_DB === 'postgres' ? describe : describe.skip;

describeOnPostgres('two worker replicas', () => {
  let t: TestApp;
  let second: SecondApp;
  beforeAll(async () => {
    t = await createTestApp(ENV);
    second = await buildSecondApp(t, ENV);
    await startScheduledWork(t.app, ENV);
    await startScheduledWork(second.app, ENV);
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await t?.close();
  }, 60_000);

  /** The runs of `name`, oldest first: each started after the one before it ended. */
  const oneAtATime = (ended: JobRun[]) => {
    const byStart = [...ended].sort((a, b) => Date.parse(a.startedAt as string) - Date.parse(b.startedAt as string));
    for (let i = 1; i < byStart.length; i += 1) {
      expect(Date.parse(byStart[i].startedAt as string)).toBeGreaterThanOrEqual(Date.parse(byStart[i - 1].completedAt as string));
    }
  };

  it("runs the desk's chain one run at a time with both working it", async () => {
    await until('the desk upkeep has run eight times', async () => (await runs(t, 'order-desk-upkeep', '&state=completed')).length >= 8, 60_000, 100);
    oneAtATime(await runs(t, 'order-desk-upkeep', '&state=completed'));
    expect(await runs(t, 'order-desk-upkeep', '&state=failed')).toEqual([]);
  });

  it('runs each run asked for through either replica once, one at a time, however many are asked at once', async () => {
    const asked = await Promise.all([runNow(t, 'audit-retention'), runNow(t, 'audit-retention', second.app), runNow(t, 'audit-retention'), runNow(t, 'audit-retention', second.app)]);
    // A run asked while another waits answers that one, brought forward (one waits, at most); one asked once the
    // waiting one started is a new run; 409 only when the waiting one started in between.
    for (const res of asked) expect([202, 409]).toContain(res.statusCode);
    const taken = [...new Set(asked.filter((res) => res.statusCode === 202).map((res) => res.json().data.id as string))];
    expect(taken.length).toBeGreaterThanOrEqual(1);
    for (const res of asked.filter((answer) => answer.statusCode === 409)) expect(res.json()).toMatchObject({ success: false, code: 'JOB_ALREADY_WAITING' });
    for (const id of taken) expect((await ended(t, 'audit-retention', id)).state).toBe('completed');
    const all = await runs(t, 'audit-retention');
    expect(all.map((run) => run.id).sort()).toEqual([...taken].sort());
    oneAtATime(all);
  });
});
