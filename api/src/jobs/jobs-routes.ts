import { conflict } from '../http/errors';
import { ok } from '../http/reply';
import { errorResponses, successSchema } from '../http/schemas';
import type { RoutesPlugin } from '../http/type-provider';
import { toJobRun } from './job-view';
import { jobsRepository } from './jobs-repository';
import {
  JOB_NAMES,
  type JobSummaryAnswer,
  jobParamsSchema,
  jobRunSchema,
  jobRunsQuerySchema,
  jobRunsSchema,
  jobsAnswerSchema,
  SCHEDULED_JOB_NAMES,
  type ScheduledJobName,
} from './jobs-schemas';
import type { ScheduleData, ScheduledJobData } from './scheduled-jobs';

/** A worker is "seen" when it ran pg-boss's cron pass this recently (it runs one every 30 s). */
const WORKER_SEEN_SECONDS = 120;
const RUNS_PAGE = 20;

const isScheduled = (name: string): name is ScheduledJobName => (SCHEDULED_JOB_NAMES as readonly string[]).includes(name);

/** How often a schedule's job runs, as the worker that wrote it said (scheduled-jobs.ts); null for a row without it. */
function everySecondsOf(data: unknown): number | null {
  const every = (data as Partial<ScheduleData> | null)?.everySeconds;
  return Number.isInteger(every) ? (every as number) : null;
}

/**
 * decisions/scheduled-jobs.md: the jobs view — the API's background work on its job engine (the scheduled upkeep and
 * the messages to customers): what each last did, when it runs next, what failed (`jobs.read`), and a scheduled job
 * run now by an owner (`jobs.run`), audited.
 */
export const jobsRoutes: RoutesPlugin = async (app) => {
  const repo = jobsRepository(app.db);

  app.get(
    '/jobs',
    {
      config: { permission: 'jobs.read' },
      schema: {
        tags: ['jobs'],
        summary: 'Every job: how often it runs, its last run, its next, its counts; and whether a worker process runs them',
        response: { 200: successSchema(jobsAnswerSchema), ...errorResponses },
      },
    },
    async () => {
      // Four independent reads: together, not one after another (one round trip's wait on a pool; PGlite queues them).
      const [activity, lastRuns, schedules, working] = await Promise.all([
        repo.activity(JOB_NAMES),
        repo.lastStarted(JOB_NAMES),
        repo.schedules(JOB_NAMES),
        repo.workerSeenWithin(WORKER_SEEN_SECONDS),
      ]);
      const now = new Date();
      const jobs = JOB_NAMES.map((name): JobSummaryAnswer => {
        const counts = activity.get(name);
        const lastRun = lastRuns.get(name);
        // Scheduled by a worker: its row says how often and when the cron sends the next (when none waits already).
        const schedule = isScheduled(name) ? schedules.get(name) : undefined;
        return {
          name,
          everySeconds: schedule ? everySecondsOf(schedule.data) : null,
          scheduled: isScheduled(name),
          lastRun: lastRun ? toJobRun(lastRun) : null,
          nextRunAt: counts?.nextWaitingAt ?? (schedule ? app.jobs.nextOccurrence(schedule.cron, now) : null),
          counts: {
            waiting: counts?.waiting ?? 0,
            active: counts?.active ?? 0,
            completedLastDay: counts?.completedLastDay ?? 0,
            failedLastDay: counts?.failedLastDay ?? 0,
          },
        };
      });
      return ok({ jobs, working });
    },
  );

  app.get(
    '/jobs/:name/runs',
    {
      config: { permission: 'jobs.read' },
      schema: {
        tags: ['jobs'],
        summary: "A job's latest runs, newest first (what pg-boss still keeps); `state` narrows them (failed: the ones to look into)",
        params: jobParamsSchema,
        querystring: jobRunsQuerySchema,
        response: { 200: successSchema(jobRunsSchema), ...errorResponses },
      },
    },
    async (request) => {
      const runs = await repo.runs(request.params.name, { state: request.query.state ?? null, limit: request.query.limit ?? RUNS_PAGE });
      return ok(runs.map(toJobRun));
    },
  );

  app.post(
    '/jobs/:name/run',
    {
      config: { permission: 'jobs.run' },
      schema: {
        tags: ['jobs'],
        summary: 'Run a scheduled job now (a worker takes it at its next look): 202 with the run — a new one, or the one waiting brought forward. 409 JOB_NOT_SCHEDULED; JOB_ALREADY_WAITING when the waiting one started meanwhile',
        params: jobParamsSchema,
        response: { 202: successSchema(jobRunSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      if (!isScheduled(name)) throw conflict('This job cannot be run by hand', 'JOB_NOT_SCHEDULED');
      const data: ScheduledJobData = { manual: true };
      // In the request's transaction, with its audit entry. The queue is stately: with a run waiting already (the
      // desk's chain nearly always has one), the engine drops this one (null) and the waiting run is brought forward.
      const id = (await app.jobs.sendInTransaction(app.db, name, data)) ?? (await repo.bringForward(name));
      if (!id) throw conflict('This job is already waiting to run', 'JOB_ALREADY_WAITING');
      await repo.auditRun(name, id);
      const run = await repo.run(name, id);
      if (!run) throw new Error(`The job ${name} ${id} just sent is not there`);
      reply.status(202);
      return ok(toJobRun(run));
    },
  );
};
