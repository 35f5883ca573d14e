import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config';
import { retainAuditLog } from '../ops/audit-retention';
import { tidyImages } from '../ops/image-upkeep';
import { upkeepOrderDesk } from '../ops/order-desk-upkeep';
import type { ScheduledJobName } from './jobs-schemas';

// decisions/scheduled-jobs.md: the API's scheduled work as jobs on its one engine (pg-boss), so of every replica one
// process runs each run, and the jobs view can say what each did. pg-boss's cron has a minute's resolution; the
// desk's upkeep runs every 15 s, so each of its runs sends the next one, and a cron every minute starts that chain
// again if it was ever lost (its stately queue drops the cron's job while the next run waits).

/** The data a scheduled job carries: `manual` when an owner sent it (Run now), not the schedule. */
export interface ScheduledJobData {
  manual?: boolean;
}

/** The data of a schedule's row: how often its job runs, which the jobs view shows (the workers' configuration, not the asker's). */
export interface ScheduleData {
  everySeconds: number;
}

type Settings = Pick<ApiConfig, 'jobs' | 'deskUpkeepMs' | 'auditRetentionDays' | 'images'>;

interface ScheduledJob {
  /** When pg-boss's cron sends it (UTC). */
  cron: string;
  everySeconds: number;
  /** Its words in the log. */
  title: string;
  /** One run: answers what it did, as counts (the job's output). */
  run(app: FastifyInstance): Promise<object>;
  /** Each run sends the next one this long after it ends (the desk's upkeep: finer than cron can say). */
  chained?: boolean;
}

/** Each scheduled job: when it runs and what a run does. The hourly ones run at different minutes. */
function scheduledJobs(config: Settings): Record<ScheduledJobName, ScheduledJob> {
  return {
    'order-desk-upkeep': {
      cron: '* * * * *',
      everySeconds: Math.max(1, Math.round(config.deskUpkeepMs / 1000)),
      title: 'order desk upkeep',
      run: (app) => upkeepOrderDesk(app),
      chained: true,
    },
    'audit-retention': {
      cron: '17 * * * *',
      everySeconds: 3600,
      title: 'audit log pruning',
      run: (app) => retainAuditLog(app, config.auditRetentionDays),
    },
    'image-upkeep': {
      cron: '7 * * * *',
      everySeconds: 3600,
      title: 'image upkeep',
      run: (app) => tidyImages(app, config.images.unclaimedAfterMs),
    },
  };
}

/**
 * Where config.jobs.run, this process runs the scheduled work: each job's schedule is written (a row: it stays when
 * the process stops, and whichever worker process runs the cron pass first sends its jobs), and this process works
 * their queues, one run at a time. The engine stops them with the app. Elsewhere: nothing.
 */
export async function scheduleUpkeep(app: FastifyInstance, config: Settings): Promise<void> {
  if (!config.jobs.run) return;
  const engine = app.jobs;
  for (const [name, job] of Object.entries(scheduledJobs(config)) as [ScheduledJobName, ScheduledJob][]) {
    const sendNext = () =>
      engine.send(name, {}, { startAfter: job.everySeconds }).catch((err: unknown) => {
        app.log.warn({ err }, `the next ${job.title} could not be sent; the schedule starts one within a minute`);
        return null;
      });
    await engine.work<ScheduledJobData>(
      name,
      async () => {
        try {
          return await job.run(app);
        } catch (err) {
          // A failed run fails its job (the jobs view shows why); the next run is the retry.
          app.log.warn({ err }, `${job.title} failed; it runs again later`);
          throw err;
        } finally {
          // Success or failure; while a run already waits (the cron's, an owner's), the queue drops this one.
          if (job.chained) await sendNext();
        }
      },
      { concurrency: 1, pollIntervalMs: config.jobs.pollIntervalMs },
    );
    const data: ScheduleData = { everySeconds: job.everySeconds };
    await engine.schedule(name, job.cron, data);
    // The chain starts now rather than at the cron's next minute (dropped when a run already waits).
    if (job.chained) await engine.send(name, {});
  }
}
