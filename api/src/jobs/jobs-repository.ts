import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import { JOB_SCHEMA } from './job-engine';
import type { JobName, JobState } from './jobs-schemas';

// decisions/scheduled-jobs.md: the jobs view reads pg-boss's own tables (schema JOB_SCHEMA, pg-boss 12: `job`,
// `schedule`, `version`) by SQL. What pg-boss's retention deleted is gone: the view shows what is kept.

const boss = sql.identifier(JOB_SCHEMA);

/** One job row as the view reads it. */
export interface JobRow {
  id: string;
  state: JobState;
  createdAt: Date;
  startAfter: Date;
  startedAt: Date | null;
  completedAt: Date | null;
  retryCount: number;
  /** What the handler answered (completed), or the failure (failed, retry): pg-boss's jsonb as is. */
  output: unknown;
  data: unknown;
}

/** A queue's jobs now: how many wait, run, ended in the last day, and the earliest start of one waiting. */
export interface QueueActivity {
  waiting: number;
  active: number;
  completedLastDay: number;
  failedLastDay: number;
  nextWaitingAt: Date | null;
}

/** A schedule's row: its cron and the data it sends. */
export interface ScheduleRow {
  cron: string;
  data: unknown;
}

const jobColumns = sql`id::text AS id, state::text AS state, created_on AS "createdAt", start_after AS "startAfter", started_on AS "startedAt",
  completed_on AS "completedAt", retry_count AS "retryCount", output, data`;

/** Waiting: created, or failed once and waiting for its retry. */
const waiting = sql`state IN ('created', 'retry')`;

export function jobsRepository(db: Db) {
  return {
    /** The runs of `name`, newest first; `state` narrows them. */
    async runs(name: JobName, { state, limit }: { state: JobState | null; limit: number }): Promise<JobRow[]> {
      return queryRows<JobRow>(
        db,
        sql`SELECT ${jobColumns} FROM ${boss}.job WHERE name = ${name} ${state ? sql`AND state = ${state}::${boss}.job_state` : sql``}
            ORDER BY created_on DESC, id DESC LIMIT ${limit}`,
      );
    },

    async run(name: JobName, id: string): Promise<JobRow | null> {
      const [row] = await queryRows<JobRow>(db, sql`SELECT ${jobColumns} FROM ${boss}.job WHERE name = ${name} AND id = ${id}::uuid`);
      return row ?? null;
    },

    /** Each queue's latest run that started (the view's last run). */
    async lastStarted(names: readonly JobName[]): Promise<Map<string, JobRow>> {
      const rows = await queryRows<JobRow & { name: string }>(
        db,
        sql`SELECT DISTINCT ON (name) name, ${jobColumns} FROM ${boss}.job
            WHERE name IN ${names} AND started_on IS NOT NULL ORDER BY name, started_on DESC`,
      );
      return new Map(rows.map(({ name, ...row }) => [name, row]));
    },

    async activity(names: readonly JobName[]): Promise<Map<string, QueueActivity>> {
      const rows = await queryRows<QueueActivity & { name: string }>(
        db,
        sql`SELECT name,
                   count(*) FILTER (WHERE ${waiting})::int AS waiting,
                   count(*) FILTER (WHERE state = 'active')::int AS active,
                   count(*) FILTER (WHERE state = 'completed' AND completed_on > now() - interval '1 day')::int AS "completedLastDay",
                   count(*) FILTER (WHERE state = 'failed' AND completed_on > now() - interval '1 day')::int AS "failedLastDay",
                   min(start_after) FILTER (WHERE ${waiting}) AS "nextWaitingAt"
            FROM ${boss}.job WHERE name IN ${names} GROUP BY name`,
      );
      return new Map(rows.map(({ name, ...activity }) => [name, activity]));
    },

    /** The schedules written by the workers (scheduled-jobs.ts), by queue. */
    async schedules(names: readonly JobName[]): Promise<Map<string, ScheduleRow>> {
      const rows = await queryRows<ScheduleRow & { name: string }>(db, sql`SELECT name, cron, data FROM ${boss}.schedule WHERE name IN ${names} AND key = ''`);
      return new Map(rows.map(({ name, ...schedule }) => [name, schedule]));
    },

    /**
     * Whether a worker process ran pg-boss's cron pass in the last `seconds`: every process with config.jobs.run runs
     * it every 30 s (one of them wins each pass and stamps `version.cron_on`), whether or not any job is due.
     */
    async workerSeenWithin(seconds: number): Promise<boolean> {
      const [row] = await queryRows<{ seen: boolean }>(
        db,
        sql`SELECT coalesce(bool_or(cron_on > now() - make_interval(secs => ${seconds})), false) AS seen FROM ${boss}.version`,
      );
      return row?.seen ?? false;
    },

    /**
     * Run now when a run of `name` waits already (its stately queue takes no second one): that run is brought forward
     * to now and marked as sent by hand. Answers its id; null when none waits (it started meanwhile).
     */
    async bringForward(name: JobName): Promise<string | null> {
      const [row] = await queryRows<{ id: string }>(
        db,
        sql`UPDATE ${boss}.job SET start_after = least(start_after, now()), data = coalesce(data, '{}'::jsonb) || '{"manual": true}'::jsonb
            WHERE name = ${name} AND state = 'created' RETURNING id::text AS id`,
      );
      return row?.id ?? null;
    },

    /** decisions/roles-and-audit.md: an owner's Run now, in the request's audit log (a job's id is a uuid: in the entry, not its number). */
    async auditRun(name: JobName, id: string): Promise<void> {
      await db.execute(sql`SELECT dukkan_audit_record('job', NULL, 'create', NULL, ${JSON.stringify({ name, id, manual: true })}::jsonb)`);
    },
  };
}
