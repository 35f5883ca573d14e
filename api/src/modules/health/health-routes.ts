import { sql } from 'drizzle-orm';
import { ok } from '../../http/reply';
import type { RoutesPlugin } from '../../http/type-provider';
import { healthAnswerSchemas, liveAnswerSchemas } from './health-schemas';

/**
 * GET /api/health/ready: 200 only while this process takes traffic — not while it drains (SIGTERM,
 * ops/shutdown.ts) and not when the database does not answer; a load balancer routes by it.
 * GET /api/health: the database answers (as it always did). GET /api/health/live: 200 while the
 * process answers at all (a failing liveness probe restarts the process).
 */
export const healthRoutes: RoutesPlugin = async (app) => {
  for (const [url, summary, drainAware] of [
    ['/health', 'The database answers', false],
    ['/health/ready', 'Readiness: this process takes traffic (503 while it drains or the database does not answer)', true],
  ] as const) {
    app.get(url, { schema: { tags: ['health'], security: [], summary, response: healthAnswerSchemas } }, async (_request, reply) => {
      if (drainAware && app.drain.draining) {
        return reply.status(503).send({ success: false, message: 'This server is shutting down', code: 'DRAINING' });
      }
      try {
        await app.db.execute(sql`select 1`);
        return ok({ status: 'ok', database: app.database.kind });
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ success: false, message: 'The database is not reachable', code: 'DATABASE_DOWN' });
      }
    });
  }
  app.get(
    '/health/live',
    { schema: { tags: ['health'], security: [], summary: 'Liveness: the process answers', response: liveAnswerSchemas } },
    async () => ok({ status: 'alive' as const }),
  );
};
