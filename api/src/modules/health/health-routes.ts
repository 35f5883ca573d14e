import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { errorSchema, successSchema } from '../../http/schemas';
import { ok } from '../../http/reply';

/** GET /api/health: answers 200 only when the database answers. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        security: [],
        response: {
          200: successSchema({ type: 'object', properties: { status: { type: 'string' }, database: { type: 'string' } } }),
          503: errorSchema,
        },
      },
    },
    async (_request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return ok({ status: 'ok', database: app.database.kind });
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ success: false, message: 'The database is not reachable', code: 'DATABASE_DOWN' });
      }
    },
  );
};
