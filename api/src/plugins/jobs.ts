import fp from 'fastify-plugin';
import { type JobEngine, startJobEngine } from '../jobs/job-engine';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobEngine;
  }
}

/**
 * decisions/customer-messages.md: the job engine on the app's database (jobs/job-engine.ts). Every replica sends jobs;
 * one where config.jobs.run also works them, keeps pg-boss's upkeep (expiry, retention) and runs its cron pass, which
 * sends the scheduled jobs (decisions/scheduled-jobs.md). Closing the app stops it first, waiting for the jobs
 * running, before the database closes.
 */
export const jobsPlugin = fp<{ run: boolean }>(
  async (app, { run }) => {
    const engine = await startJobEngine(app.database, { supervise: run, schedule: run, onError: (err) => app.log.error({ err }, 'Job engine error') });
    app.decorate('jobs', engine);
    app.addHook('preClose', () => engine.stop());
  },
  { name: 'jobs', dependencies: ['database'] },
);
