import { ANY_STAFF } from '../route-permissions';
import { notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { errorResponses, successSchema } from '../../http/schemas';
import type { RoutesPlugin } from '../../http/type-provider';
import { isSessionId, sessionsRepository } from './sessions-repository';
import { DEVICE_NOT_FOUND } from './staff-access-rules';
import { endedSessionSchema, sessionParamsSchema, trustedDevicesSchema } from './staff-access-schemas';
import { trustedDevicesRepository } from './trusted-devices-repository';

/**
 * decisions/staff-access.md: one's own trusted devices (any staff role), which sign in with the password alone until
 * they expire (30 days) or are forgotten: listed (the one this request's session came through marked `current`), and
 * forgotten one by one. Turning the factor off forgets them all (two-factor-service.ts).
 */
export const trustedDevicesRoutes: RoutesPlugin = async (app) => {
  const devices = trustedDevicesRepository(app.db);
  const sessions = sessionsRepository(app.db);

  app.get(
    '/user/me/devices',
    { config: { permission: ANY_STAFF }, schema: { tags: ['auth'], summary: "One's own trusted devices, newest first; `current`: the one this request's session came through", response: { 200: successSchema(trustedDevicesSchema), ...errorResponses } } },
    async (request) => {
      const { sid } = request.user;
      const currentDevice = sid ? await sessions.deviceOf(sid) : null;
      const rows = await devices.listLive(request.user.sub, app.clock());
      return ok(
        rows.map((row) => ({
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
          expiresAt: row.expiresAt.toISOString(),
          userAgent: row.userAgent,
          current: row.id === currentDevice,
        })),
      );
    },
  );

  app.delete(
    '/user/me/devices/:id',
    {
      config: { permission: ANY_STAFF },
      schema: {
        tags: ['auth'],
        summary: "Forgets one of one's own trusted devices: its token no longer stands in for the code (its sessions go on)",
        // A device's id, answered as a session's is ({ id }).
        params: sessionParamsSchema,
        response: { 200: successSchema(endedSessionSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      // Device ids are UUIDs, as session ids are.
      if (!isSessionId(id) || !(await devices.forget(request.user.sub, id, app.clock()))) throw notFound(DEVICE_NOT_FOUND);
      return ok({ id });
    },
  );
};
