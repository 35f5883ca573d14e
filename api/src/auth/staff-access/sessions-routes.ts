import { ANY_STAFF } from '../route-permissions';
import { notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { errorResponses, successSchema } from '../../http/schemas';
import type { RoutesPlugin } from '../../http/type-provider';
import { isSessionId, sessionsRepository } from './sessions-repository';
import { SESSION_NOT_FOUND } from './staff-access-rules';
import { endedSessionSchema, endedSessionsSchema, sessionParamsSchema, staffSessionsSchema } from './staff-access-schemas';

/**
 * decisions/staff-access.md: one's own sessions (any staff role): the open ones, newest first, and ending one or all
 * but the current; signing out ends the current one. An ended session's token is refused at once on every replica (auth-plugin.ts forgets it on the
 * 'user-changed' signal, sent when the change commits).
 */
export const sessionsRoutes: RoutesPlugin = async (app) => {
  const repo = sessionsRepository(app.db);
  /** Every replica forgets the account's cached sessions when the request's transaction commits. */
  const forgetSessions = async (userId: number) => {
    await app.signals.publish('user-changed', { userId });
    app.forgetUser(userId);
  };

  app.get(
    '/user/me/sessions',
    { config: { permission: ANY_STAFF }, schema: { tags: ['auth'], summary: "One's own open sessions, newest first; `current`: this request's", response: { 200: successSchema(staffSessionsSchema), ...errorResponses } } },
    async (request) => {
      const rows = await repo.listOpen(request.user.sub);
      return ok(
        rows.map((row) => ({
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
          userAgent: row.userAgent,
          ip: row.ip,
          current: row.id === request.user.sid,
        })),
      );
    },
  );

  app.delete(
    '/user/me/sessions/:id',
    {
      config: { permission: ANY_STAFF },
      schema: {
        tags: ['auth'],
        summary: 'Ends one of one\'s own sessions (the current one too: the panel then signs out); its token is refused from then on',
        params: sessionParamsSchema,
        response: { 200: successSchema(endedSessionSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const userId = request.user.sub;
      if (!isSessionId(id) || !(await repo.endOne(userId, id))) throw notFound(SESSION_NOT_FOUND);
      await forgetSessions(userId);
      return ok({ id });
    },
  );

  app.post(
    '/user/logout',
    {
      config: { permission: ANY_STAFF },
      schema: {
        tags: ['auth'],
        summary: "Signs out: ends this request's session (the panel's Logout), so its token is refused from then on even if it was copied",
        response: { 200: successSchema(endedSessionsSchema), ...errorResponses },
      },
    },
    async (request) => {
      const userId = request.user.sub;
      const { sid } = request.user;
      // A token of before sessions has none to end: the panel forgets it all the same.
      const ended = sid && (await repo.endOne(userId, sid)) ? 1 : 0;
      if (ended > 0) await forgetSessions(userId);
      return ok({ ended });
    },
  );

  app.post(
    '/user/me/sessions/end-others',
    {
      config: { permission: ANY_STAFF },
      schema: { tags: ['auth'], summary: "Ends every one of one's own sessions but the current one", response: { 200: successSchema(endedSessionsSchema), ...errorResponses } },
    },
    async (request) => {
      const userId = request.user.sub;
      const ended = await repo.endAll(userId, request.user.sid ?? null);
      if (ended > 0) await forgetSessions(userId);
      return ok({ ended });
    },
  );
};
