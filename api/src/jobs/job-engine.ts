import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, type JobWithMetadata, PgBoss, type SendOptions } from 'pg-boss';
import type { Database, Db } from '../db/client';

// decisions/customer-messages.md: the API's one job engine, pg-boss on the API's own database (PGlite or the
// PostgreSQL server), in its own schema. A job is sent in the transaction of the change it follows, so it exists
// exactly when that change committed; workers claim jobs with SKIP LOCKED, so of several replicas one runs each try.
// The scheduled work (src/ops/) still runs on its own timers: it moves here later.

/** pg-boss's tables live in this schema, installed by the migrations (db/migrate.ts). */
export const JOB_SCHEMA = 'pgboss';

/** The queues the API works, with their defaults (a job may carry its own retry settings). */
export const QUEUES = {
  /** decisions/customer-messages.md: a message to a customer, tried until the provider takes it. */
  customerMessage: 'customer-message',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** Retries: 5 after the first, from 2 s doubling to at most 5 min; a try running 30 s is abandoned (and retried). */
const QUEUE_OPTIONS = { retryLimit: 5, retryDelay: 2, retryBackoff: true, retryDelayMax: 300, expireInSeconds: 30 } as const;

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
    for (const name of Object.values(QUEUES)) {
      if (!(await boss.getQueue(name))) await boss.createQueue(name, QUEUE_OPTIONS);
    }
  } finally {
    await boss.stop({ graceful: false });
  }
}

/** A job's handler: resolves when the job is done; throws to have it tried again (or failed, after the last try). */
export type JobHandler<T> = (job: JobWithMetadata<T>) => Promise<void>;

export interface JobEngine {
  /** Sends a job in the transaction `tx` (committed with it, or never). Answers the job's id. */
  sendInTransaction(tx: Db, queue: QueueName, data: object, options?: SendOptions): Promise<string | null>;
  /** Works `queue` with `handler`, `concurrency` jobs at once in this process (only where config.jobs.run). */
  work<T>(queue: QueueName, handler: JobHandler<T>, options: { concurrency: number; pollIntervalMs: number }): Promise<void>;
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

/** Starts the engine on `database`; `supervise`: this process also expires and retires jobs (the workers' processes). */
export async function startJobEngine(database: Database, { supervise, onError }: { supervise: boolean; onError: (error: Error) => void }): Promise<JobEngine> {
  const boss = bossOn(database, { migrate: false, supervise });
  boss.on('error', onError);
  await boss.start();
  const engine: JobEngine = {
    async sendInTransaction(tx, queue, data, options = {}) {
      const db = fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql as unknown as Parameters<typeof fromDrizzle>[1]);
      return boss.send(queue, data, { ...options, db });
    },
    async work<T>(queue: QueueName, handler: JobHandler<T>, { concurrency, pollIntervalMs }: { concurrency: number; pollIntervalMs: number }) {
      await boss.work<T>(queue, { includeMetadata: true, batchSize: 1, localConcurrency: concurrency, pollingIntervalSeconds: pollIntervalMs / 1000 }, async ([job]) => {
        // includeMetadata: the job comes with its retry count and limit (the handler knows its last try).
        await handler(job as JobWithMetadata<T>);
      });
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
