import type { JobRow } from './jobs-repository';
import type { JobRunAnswer } from './jobs-schemas';

// decisions/scheduled-jobs.md: a job's run as the jobs view answers it, from pg-boss's row.

/** A failure's message kept in a run (the panel shows it whole). */
const ERROR_LENGTH = 500;

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** A completed run's counts: the integer fields of what its handler answered, nothing else. */
function countsOf(output: unknown): Record<string, number> {
  return Object.fromEntries(Object.entries(asRecord(output) ?? {}).filter(([, value]) => Number.isInteger(value))) as Record<string, number>;
}

/**
 * A failed try's message: pg-boss keeps a thrown error as its fields (`{ name, message, stack }`), and its own
 * failures (a run abandoned as expired) as `{ value: { message } }`.
 */
function failureOf(output: unknown): string | null {
  const record = asRecord(output);
  const message = record?.message ?? asRecord(record?.value)?.message ?? record?.value;
  return typeof message === 'string' ? message.slice(0, ERROR_LENGTH) : null;
}

export const toJobRun = (row: JobRow): JobRunAnswer => ({
  id: row.id,
  state: row.state,
  createdAt: row.createdAt,
  startAfter: row.startAfter,
  startedAt: row.startedAt,
  completedAt: row.completedAt,
  retryCount: row.retryCount,
  summary: row.state === 'completed' ? countsOf(row.output) : {},
  error: row.state === 'failed' || row.state === 'retry' ? failureOf(row.output) : null,
  manual: asRecord(row.data)?.manual === true,
});
