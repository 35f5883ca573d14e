import { sql } from 'drizzle-orm';
import type { JobRun, JobsAnswer, JobSummary } from '../contract';
import { queryRows } from '../db/client';
import { startScheduledWork, WORKER_ENV } from '../test/scheduled-work';
import { buildSecondApp, type SecondApp } from '../test/second-app';
import { describeStaffGuard } from '../test/staff-guard';
import { setUpTestApp } from '../test/test-app';
import { until } from '../test/waiting';

// decisions/scheduled-jobs.md: the jobs view's API. The file's app answers requests only (JOBS_RUN false): what it
// shows before any worker, Run now and its refusals, the runs as the view words them; then a worker replica starts
// on the same database, and the view shows it working, each schedule and the desk's chain.

jest.setTimeout(60_000);

const t = setUpTestApp();

const jobs = async (): Promise<JobsAnswer> => {
  const res = await t.app.inject({ method: 'GET', url: '/api/jobs', headers: t.staffAuth });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const jobOf = (answer: JobsAnswer, name: string) => answer.jobs.find((job) => job.name === name) as JobSummary;
const runs = (name: string, query = '') => t.app.inject({ method: 'GET', url: `/api/jobs/${name}/runs${query}`, headers: t.staffAuth });
const runNow = (name: string, headers = t.staffAuth) => t.app.inject({ method: 'POST', url: `/api/jobs/${name}/run`, headers });
const jobEntries = () =>
  queryRows<{ actorId: number | null; action: string; entityId: number | null; after: unknown }>(
    t.db,
    sql`SELECT actor_id AS "actorId", action, entity_id AS "entityId", after FROM audit_log WHERE entity = 'job' ORDER BY id`,
  );
const noCounts = { waiting: 0, active: 0, completedLastDay: 0, failedLastDay: 0 };

describeStaffGuard(() => t, [
  ['GET', '/api/jobs'],
  ['GET', '/api/jobs/audit-retention/runs'],
  ['POST', '/api/jobs/audit-retention/run'],
]);

it('is for owners only: every other staff role is refused (403)', async () => {
  for (const role of ['operations', 'catalogue', 'shop_staff', 'driver'] as const) {
    const { authorization } = await t.createUser(role);
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/api/jobs', headers: { authorization } }),
      await t.app.inject({ method: 'GET', url: '/api/jobs/audit-retention/runs', headers: { authorization } }),
      await runNow('audit-retention', { authorization }),
    ]) {
      expect({ role, status: res.statusCode, code: res.json().code }).toEqual({ role, status: 403, code: 'FORBIDDEN' });
    }
  }
  expect(await jobEntries()).toEqual([]);
});

describe('before any worker', () => {
  it('lists every job in order, none working, nothing scheduled yet', async () => {
    const answer = await jobs();
    expect(answer.working).toBe(false);
    expect(answer.jobs).toEqual([
      { name: 'order-desk-upkeep', everySeconds: null, scheduled: true, lastRun: null, nextRunAt: null, counts: noCounts },
      { name: 'audit-retention', everySeconds: null, scheduled: true, lastRun: null, nextRunAt: null, counts: noCounts },
      { name: 'image-upkeep', everySeconds: null, scheduled: true, lastRun: null, nextRunAt: null, counts: noCounts },
      { name: 'customer-message', everySeconds: null, scheduled: false, lastRun: null, nextRunAt: null, counts: noCounts },
    ]);
  });

  it('shows a message waiting for its worker: counted, and its start as the next run', async () => {
    const id = await t.app.jobs.send('customer-message', { messageId: 0 }, { startAfter: 600 });
    const [{ startAfter }] = await queryRows<{ startAfter: Date }>(t.db, sql`SELECT start_after AS "startAfter" FROM pgboss.job WHERE id = ${id}::uuid`);
    const message = jobOf(await jobs(), 'customer-message');
    expect(message).toMatchObject({ scheduled: false, everySeconds: null, nextRunAt: startAfter.toISOString(), counts: { ...noCounts, waiting: 1 } });
    await t.db.execute(sql`DELETE FROM pgboss.job WHERE id = ${id}::uuid`);
  });

  it('runs a scheduled job now (202, the run waiting, marked manual), audited; a second ask answers the run waiting (the queue holds one)', async () => {
    const res = await runNow('audit-retention');
    expect(res.statusCode).toBe(202);
    const run = res.json().data as JobRun;
    expect(run).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      state: 'created',
      createdAt: expect.any(String),
      startAfter: expect.any(String),
      startedAt: null,
      completedAt: null,
      retryCount: 0,
      summary: {},
      error: null,
      manual: true,
    });
    expect(await jobEntries()).toEqual([{ actorId: t.staffId, action: 'create', entityId: null, after: { name: 'audit-retention', id: run.id, manual: true } }]);
    // The Activity screen's list carries it.
    const activity = (await t.app.inject({ method: 'GET', url: '/api/audit', headers: t.staffAuth })).json().data.items;
    expect(activity[0]).toMatchObject({ entity: 'job', action: 'create', actor: { id: t.staffId }, after: { name: 'audit-retention', id: run.id, manual: true } });

    const again = await runNow('audit-retention');
    expect(again.statusCode).toBe(202);
    expect(again.json().data).toMatchObject({ id: run.id, state: 'created', manual: true });
    // Nothing more sent: the one waiting runs now; the ask is audited.
    expect((await runs('audit-retention')).json().data.map((one: JobRun) => one.id)).toEqual([run.id]);
    expect(await jobEntries()).toHaveLength(2);

    const summary = jobOf(await jobs(), 'audit-retention');
    expect(summary).toMatchObject({ lastRun: null, nextRunAt: run.startAfter, counts: { ...noCounts, waiting: 1 } });
  });

  it("brings a run waiting for its time forward to now (the desk's chain always has one waiting), marked manual", async () => {
    const waitingId = (await t.app.jobs.send('image-upkeep', {}, { startAfter: 600 })) as string;
    const res = await runNow('image-upkeep');
    expect(res.statusCode).toBe(202);
    const run = res.json().data as JobRun;
    expect(run).toMatchObject({ id: waitingId, state: 'created', manual: true });
    expect(new Date(run.startAfter).getTime()).toBeLessThanOrEqual(Date.now());
    expect((await runs('image-upkeep')).json().data.map((one: JobRun) => one.id)).toEqual([waitingId]);
    await t.db.execute(sql`DELETE FROM pgboss.job WHERE id = ${waitingId}::uuid`);
  });

  it('refuses to run the messages by hand (409), and unknown jobs, states and limits (400)', async () => {
    const audited = (await jobEntries()).length;
    const message = await runNow('customer-message');
    expect(message.statusCode).toBe(409);
    expect(message.json()).toEqual({ success: false, code: 'JOB_NOT_SCHEDULED', message: 'This job cannot be run by hand' });
    expect((await runNow('payroll')).statusCode).toBe(400);
    expect((await runs('payroll')).statusCode).toBe(400);
    expect((await runs('audit-retention', '?state=done')).statusCode).toBe(400);
    expect((await runs('audit-retention', '?limit=101')).statusCode).toBe(400);
    expect((await runs('audit-retention', '?limit=0')).statusCode).toBe(400);
    expect(await jobEntries()).toHaveLength(audited);
  });

  it("words each run: a completed one's counts only, a failed one's message cut to 500 characters, newest first, by state", async () => {
    const sent = async (output: object, state: 'completed' | 'failed', minutesAgo: number) => {
      const id = (await t.app.jobs.send('image-upkeep', {})) as string;
      await t.db.execute(sql`UPDATE pgboss.job SET state = ${state}::pgboss.job_state, output = ${JSON.stringify(output)}::jsonb,
                               created_on = now() - make_interval(mins => ${minutesAgo}), started_on = now() - make_interval(mins => ${minutesAgo}),
                               completed_on = now() - make_interval(mins => ${minutesAgo}) WHERE id = ${id}::uuid`);
      return id;
    };
    const done = await sent({ sized: 3, removed: 1, note: 'kept', ratio: 0.5, nested: { n: 1 } }, 'completed', 30);
    const thrown = await sent({ name: 'Error', message: 'x'.repeat(600), stack: 'Error: …' }, 'failed', 20);
    const expired = await sent({ value: { message: 'job timed out' } }, 'failed', 10);

    const all = (await runs('image-upkeep')).json().data as JobRun[];
    expect(all.map((run) => [run.id, run.state, run.summary, run.error, run.manual])).toEqual([
      [expired, 'failed', {}, 'job timed out', false],
      [thrown, 'failed', {}, 'x'.repeat(500), false],
      [done, 'completed', { sized: 3, removed: 1 }, null, false],
    ]);
    expect(((await runs('image-upkeep', '?state=failed&limit=1')).json().data as JobRun[]).map((run) => run.id)).toEqual([expired]);
    expect(((await runs('image-upkeep', '?state=completed')).json().data as JobRun[]).map((run) => run.id)).toEqual([done]);

    const image = jobOf(await jobs(), 'image-upkeep');
    expect(image).toMatchObject({ lastRun: { id: expired, state: 'failed', error: 'job timed out' }, nextRunAt: null, counts: { ...noCounts, completedLastDay: 1, failedLastDay: 2 } });
  });
});

describe('with a worker', () => {
  let worker: SecondApp;
  const env = { ...WORKER_ENV, ORDER_DESK_UPKEEP_MS: '20000' };
  beforeAll(async () => {
    worker = await buildSecondApp(t, env);
    await startScheduledWork(worker.app, env);
  }, 60_000);
  afterAll(() => worker?.close(), 60_000);

  it('shows it working, how often each job runs, its last run, and when each runs next', async () => {
    await until('a worker is seen', async () => (await jobs()).working, 20_000, 100);
    await until('the desk has run and the waiting Run now of audit retention too', async () => {
      const answer = await jobs();
      return jobOf(answer, 'order-desk-upkeep').lastRun?.state === 'completed' && jobOf(answer, 'audit-retention').lastRun?.state === 'completed';
    }, 30_000, 100);
    const now = Date.now();
    const answer = await jobs();
    expect(answer.jobs.map((job) => [job.name, job.everySeconds, job.scheduled])).toEqual([
      ['order-desk-upkeep', 20, true],
      ['audit-retention', 3600, true],
      ['image-upkeep', 3600, true],
      ['customer-message', null, false],
    ]);

    // The desk: its last run's counts, and the next run its chain sent, 20 s after it.
    const desk = jobOf(answer, 'order-desk-upkeep');
    expect(desk.lastRun).toMatchObject({ state: 'completed', manual: false, summary: { expired: 0, rejected: 0, escalated: 0, timedOut: 0, due: 0 } });
    const [{ startAfter }] = await queryRows<{ startAfter: Date }>(t.db, sql`SELECT start_after AS "startAfter" FROM pgboss.job WHERE name = 'order-desk-upkeep' AND state = 'created'`);
    expect(desk.nextRunAt).toBe(startAfter.toISOString());
    expect(desk.counts).toMatchObject({ waiting: 1, completedLastDay: 1, failedLastDay: 0 });

    // The hourly ones: none waits, so the next is the cron's next occurrence (audit retention at :17, images at :07).
    const retention = jobOf(answer, 'audit-retention');
    expect(retention.lastRun).toMatchObject({ state: 'completed', manual: true, summary: { removed: 0 } });
    for (const [name, minute] of [['audit-retention', 17], ['image-upkeep', 7]] as const) {
      const next = new Date(jobOf(answer, name).nextRunAt as string);
      expect({ name, minute: next.getUTCMinutes(), seconds: next.getUTCSeconds() }).toEqual({ name, minute, seconds: 0 });
      expect(next.getTime()).toBeGreaterThan(now - 1000);
      expect(next.getTime() - now).toBeLessThanOrEqual(3600_000);
    }
    expect(jobOf(answer, 'customer-message').nextRunAt).toBeNull();
  });
});
