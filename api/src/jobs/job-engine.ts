import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, type JobWithMetadata, PgBoss, type Queue, type SendOptions } from 'pg-boss';
import type { Database, Db } from '../db/client';

// decisions/customer-messages.md: the API's one job engine, pg-boss on the API's own database (PGlite or the
// PostgreSQL server), in its own schema. A job is sent in the transaction of the change it follows, so it exists
// exactly when that change committed; workers claim jobs with SKIP LOCKED, so of several replicas one runs each try.
// decisions/scheduled-jobs.md: the scheduled work (src/ops/) runs here too, as queues pg-boss's cron feeds
// (scheduled-jobs.ts); this file is the one place that knows pg-boss's API.

/** pg-boss's tables live in this schema, installed by the migrations (db/migrate.ts). */
export const JOB_SCHEMA = 'pgboss';

/** The queues the API works. */
export const QUEUES = {
  /** decisions/customer-messages.md: a message to a customer, tried until the provider takes it. */
  customerMessage: 'customer-message',
  /** decisions/scheduled-jobs.md: the desk's upkeep (ops/order-desk-upkeep.ts), every ORDER_DESK_UPKEEP_MS. */
  orderDeskUpkeep: 'order-desk-upkeep',
  /** decisions/scheduled-jobs.md: audit entries past AUDIT_RETENTION_DAYS removed (ops/audit-retention.ts), hourly. */
  auditRetention: 'audit-retention',
  /** decisions/scheduled-jobs.md: pictures' missing copies made, unclaimed files removed (ops/image-upkeep.ts), hourly. */
  imageUpkeep: 'image-upkeep',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/**
 * A scheduled queue: `stately`, so at most one run waits and one runs (of every replica's workers together), and a
 * send while one waits is dropped (send answers null). No retries: the next run is the retry. `expireInSeconds`: a
 * run that long is abandoned (its process died), so the next one may start.
 */
const scheduled = (expireInSeconds: number, more: Partial<Queue> = {}) => ({ policy: 'stately', retryLimit: 0, expireInSeconds, ...more }) as const;

/**
 * Each queue's settings. installJobSchema creates the queues with them (and keeps them current); they are part of
 * the tests' migrated image's key (test/test-app.ts), so a change here makes a new image.
 */
export const QUEUE_SETTINGS: Record<QueueName, Omit<Queue, 'name'>> = {
  /** Retries: 5 after the first, from 2 s doubling to at most 5 min; a try running 30 s is abandoned (and retried). */
  'customer-message': { retryLimit: 5, retryDelay: 2, retryBackoff: true, retryDelayMax: 300, expireInSeconds: 30 },
  // Every 15 s: its runs are kept two days (the jobs view counts the last day's), not pg-boss's seven.
  'order-desk-upkeep': scheduled(120, { deleteAfterSeconds: 2 * 24 * 3600 }),
  'audit-retention': scheduled(30 * 60),
  'image-upkeep': scheduled(60 * 60),
};

type Extra = Partial<ConstructorParameters<typeof PgBoss>[0] & object>;

/** A pg-boss on `database`: PGlite's own instance through pg-boss's PGlite backend, or a small pool of its own on the server. */
function bossOn(database: Database, options: Extra): PgBoss {
  const common = { schema: JOB_SCHEMA, schedule: false, registerInstance: false, ...options };
  if (database.listener.kind === 'pglite') return new PgBoss({ ...common, backend: 'pglite', db: fromPglite(database.listener.pglite) });
  return new PgBoss({ ...common, connectionString: database.listener.url, max: 3, application_name: 'dukkan-jobs' });
}

/**
 * Installs (or upgrades) pg-boss's schema and the API's queues: run at the end of the migrations, so a migrated
 * database — the tests' image among them — holds them, and an engine starts without installing anything.
 */
export async function installJobSchema(database: Database): Promise<void> {
  const boss = bossOn(database, { migrate: true, supervise: false });
  await boss.start();
  try {
    for (const [name, settings] of Object.entries(QUEUE_SETTINGS)) {
      const queue = await boss.getQueue(name);
      if (!queue) {
        await boss.createQueue(name, settings);
        continue;
      }
      // pg-boss cannot change a queue's policy: a queue made otherwise (by hand) is an error to fix, not to work around.
      const { policy = 'standard', ...options } = settings;
      if ((queue.policy ?? 'standard') !== policy) throw new Error(`The job queue ${name} has the policy ${queue.policy}, not ${policy}: delete it (pg-boss deleteQueue) and migrate again`);
      await boss.updateQueue(name, options);
    }
  } finally {
    await boss.stop({ graceful: false });
  }
}

/**
 * A job's handler: resolves when the job is done, with what it did (an object pg-boss keeps as the job's output; the
 * jobs view shows its counts); throws to have it tried again (or failed, after the last try).
 */
export type JobHandler<T> = (job: JobWithMetadata<T>) => Promise<unknown>;

export interface JobEngine {
  /** Sends a job in the transaction `tx` (committed with it, or never). Answers the job's id; null when the queue's policy dropped it. */
  sendInTransaction(tx: Db, queue: QueueName, data: object, options?: SendOptions): Promise<string | null>;
  /** Sends a job on its own (no transaction of the caller's). Answers the job's id; null when the queue's policy dropped it. */
  send(queue: QueueName, data: object, options?: SendOptions): Promise<string | null>;
  /** Works `queue` with `handler`, `concurrency` jobs at once in this process (only where config.jobs.run). */
  work<T>(queue: QueueName, handler: JobHandler<T>, options: { concurrency: number; pollIntervalMs: number }): Promise<void>;
  /**
   * Sends a job with `data` to `queue` at every occurrence of `cron` (UTC, one-minute resolution), from whichever
   * process that schedules runs the cron pass first; the schedule is a row, so it stays when this process stops.
   */
  schedule(queue: QueueName, cron: string, data: object): Promise<void>;
  /** The first occurrence of `cron` after `after` (UTC); null for an expression pg-boss cannot read. */
  nextOccurrence(cron: string, after: Date): Date | null;
  /** Stops working, waiting for the jobs running (at most `timeoutMs`); the engine sends nothing after. */
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * The engines started in this process, newest last. A step's code holds only its transaction, not the app: it
 * sends through `sendJob`, which takes the engine started last. Any started engine writes the same rows — the job
 * goes through the step's own transaction, the engine only words the statement — so a second app in the process
 * (a test's second replica) changes nothing.
 */
const started: JobEngine[] = [];

/**
 * Starts the engine on `database`. `supervise`: this process also expires and retires jobs; `schedule`: it runs the
 * cron pass that sends the scheduled jobs (both: the workers' processes, config.jobs.run).
 */
export async function startJobEngine(
  database: Database,
  { supervise, schedule, onError }: { supervise: boolean; schedule: boolean; onError: (error: Error) => void },
): Promise<JobEngine> {
  const boss = bossOn(database, { migrate: false, supervise, schedule });
  boss.on('error', onError);
  await boss.start();
  const engine: JobEngine = {
    async sendInTransaction(tx, queue, data, options = {}) {
      const db = fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql as unknown as Parameters<typeof fromDrizzle>[1]);
      return boss.send(queue, data, { ...options, db });
    },
    send(queue, data, options = {}) {
      return boss.send(queue, data, options);
    },
    async work<T>(queue: QueueName, handler: JobHandler<T>, { concurrency, pollIntervalMs }: { concurrency: number; pollIntervalMs: number }) {
      await boss.work<T>(queue, { includeMetadata: true, batchSize: 1, localConcurrency: concurrency, pollingIntervalSeconds: pollIntervalMs / 1000 }, async ([job]) =>
        // includeMetadata: the job comes with its retry count and limit (the handler knows its last try). What the
        // handler answers becomes the job's output.
        handler(job as JobWithMetadata<T>),
      );
    },
    schedule(queue, cron, data) {
      return boss.schedule(queue, cron, data, { tz: 'UTC' });
    },
    nextOccurrence(cron, after) {
      try {
        return boss.previewSchedule(cron, { count: 1, from: after, tz: 'UTC' })[0] ?? null;
      } catch {
        // A schedule row pg-boss cannot read (written by hand): its cron pass skips it too.
        return null;
      }
    },
    async stop(timeoutMs = 10_000) {
      const at = started.indexOf(engine);
      if (at >= 0) started.splice(at, 1);
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
  };
  started.push(engine);
  return engine;
}

/** Sends a job in `tx` through the engine this process started last (see `started`); none started is a bug. */
export function sendJob(tx: Db, queue: QueueName, data: object, options?: SendOptions): Promise<string | null> {
  const engine = started[started.length - 1];
  if (!engine) return Promise.reject(new Error('The job engine is not running: start the app (buildApp) first'));
  return engine.sendInTransaction(tx, queue, data, options);
}
