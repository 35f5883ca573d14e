import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config';
import { scheduleUpkeep } from '../jobs/scheduled-jobs';
import { TEST_JWT_SECRET } from './test-app';

// decisions/scheduled-jobs.md: test apps never run the scheduled work by themselves (server.ts starts it); the tests
// of it start it on a worker app here, as server.ts does.

/** A test app (or a second one) that works the job engine's queues, looking every half second. */
export const WORKER_ENV = { JOBS_RUN: 'true', JOBS_POLL_INTERVAL_MS: '500' };

/** Starts the scheduled work on `app`, built with `env` (WORKER_ENV and the test's own settings), as server.ts does. */
export function startScheduledWork(app: FastifyInstance, env: Record<string, string>): Promise<void> {
  return scheduleUpkeep(app, loadConfig({ JWT_SECRET: TEST_JWT_SECRET, ...env }));
}
