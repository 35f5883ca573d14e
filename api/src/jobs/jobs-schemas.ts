import type { Answer, Input } from '../http/type-provider';

// JSON schemas of the jobs view (decisions/scheduled-jobs.md): the API's background work on its one job engine — the
// scheduled upkeep and the messages to customers — what each last did, when it runs next, and what failed.

/** The jobs the view knows: the scheduled ones, and the messages to customers (a queue, not a schedule). */
export const JOB_NAMES = ['order-desk-upkeep', 'audit-retention', 'image-upkeep', 'customer-message'] as const;
export type JobName = (typeof JOB_NAMES)[number];

/** The jobs an owner may run at once ("Run now"): the scheduled ones. */
export const SCHEDULED_JOB_NAMES = ['order-desk-upkeep', 'audit-retention', 'image-upkeep'] as const;
export type ScheduledJobName = (typeof SCHEDULED_JOB_NAMES)[number];

/** pg-boss's states of a job (one try after another of the same job keeps its id). */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** One run of a job: pg-boss's row, as the view shows it. */
export const jobRunSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', description: "pg-boss's job id (uuid)" },
    state: { type: 'string', enum: [...JOB_STATES] },
    createdAt: { type: 'string', format: 'date-time' },
    startAfter: { type: 'string', format: 'date-time', description: 'Not run before this' },
    startedAt: { type: ['string', 'null'], format: 'date-time' },
    completedAt: { type: ['string', 'null'], format: 'date-time', description: 'Ended: completed, failed or cancelled' },
    retryCount: { type: 'integer', description: 'Tries after the first' },
    summary: {
      type: 'object',
      additionalProperties: { type: 'integer' },
      description: "What a completed run did, as counts (the desk's upkeep: expired, rejected, escalated, timedOut, due; audit retention: removed; image upkeep: sized, removed); {} otherwise",
    },
    error: { type: ['string', 'null'], description: "A failed try's message (at most 500 characters)" },
    manual: { type: 'boolean', description: 'Sent by an owner (Run now), not by the schedule' },
  },
  required: ['id', 'state', 'createdAt', 'startAfter', 'startedAt', 'completedAt', 'retryCount', 'summary', 'error', 'manual'],
} as const;
export type JobRunAnswer = Answer<typeof jobRunSchema>;

/** One job in GET jobs. */
export const jobSummarySchema = {
  type: 'object',
  properties: {
    name: { type: 'string', enum: [...JOB_NAMES] },
    /** How often it runs: seconds between runs; null for a queue that runs when work is sent to it. */
    everySeconds: { type: ['integer', 'null'] },
    scheduled: { type: 'boolean', description: 'Runs on a schedule (and may be run now by an owner)' },
    lastRun: { anyOf: [jobRunSchema, { type: 'null' }], description: 'The latest run that started (null: none yet)' },
    nextRunAt: { type: ['string', 'null'], format: 'date-time', description: "The next run's earliest start; null when none is waiting" },
    counts: {
      type: 'object',
      properties: {
        waiting: { type: 'integer', description: 'Created or waiting for a retry' },
        active: { type: 'integer' },
        completedLastDay: { type: 'integer', description: 'Completed in the last 24 hours' },
        failedLastDay: { type: 'integer', description: 'Failed for good in the last 24 hours' },
      },
      required: ['waiting', 'active', 'completedLastDay', 'failedLastDay'],
    },
  },
  required: ['name', 'everySeconds', 'scheduled', 'lastRun', 'nextRunAt', 'counts'],
} as const;
export type JobSummaryAnswer = Answer<typeof jobSummarySchema>;

/** GET jobs: every job, in JOB_NAMES' order, and whether this deployment has a process working them. */
export const jobsAnswerSchema = {
  type: 'object',
  properties: {
    jobs: { type: 'array', items: jobSummarySchema },
    working: { type: 'boolean', description: 'A worker (JOBS_RUN) was seen in the last 2 minutes' },
  },
  required: ['jobs', 'working'],
} as const;

export const jobParamsSchema = {
  type: 'object',
  properties: { name: { type: 'string', enum: [...JOB_NAMES] } },
  required: ['name'],
} as const;
export type JobParams = Input<typeof jobParamsSchema>;

/** GET jobs/{name}/runs: the latest runs, newest first; `state` narrows them (failed: the ones to look into). */
export const jobRunsQuerySchema = {
  type: 'object',
  properties: {
    state: { type: 'string', enum: [...JOB_STATES] },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
  additionalProperties: false,
} as const;
export type JobRunsQuery = Input<typeof jobRunsQuerySchema>;

export const jobRunsSchema = { type: 'array', items: jobRunSchema } as const;
