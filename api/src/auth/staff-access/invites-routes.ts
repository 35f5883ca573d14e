import { assertValid, badRequest, conflict, notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { errorResponses, idParamsSchema, successSchema } from '../../http/schemas';
import type { RoutesPlugin } from '../../http/type-provider';
import { usersRepository } from '../../modules/users/users-repository';
import { emailRule, roleRules, SELECT_SHOPS } from '../../modules/users/users-rules';
import type { FieldErrors } from '../../http/errors';
import { newBearerToken } from './bearer-tokens';
import { type InviteRow, inviteStatus, invitesRepository } from './invites-repository';
import { EMAIL_REGISTERED, INVITE_NOT_PENDING } from './staff-access-rules';
import { createdInviteSchema, staffInviteBodySchema, staffInviteSchema, type StaffInviteAnswer } from './staff-access-schemas';

/** An invite as owners see it (never its token or hash). */
export function inviteAnswer(invite: InviteRow, now: Date): StaffInviteAnswer {
  return {
    id: invite.id,
    email: invite.email,
    role: invite.role,
    shopIds: invite.shopIds,
    status: inviteStatus(invite, now),
    invitedBy: { id: invite.invitedById, name: invite.invitedByName },
    createdAt: invite.createdAt.toISOString(),
    expiresAt: invite.expiresAt.toISOString(),
    acceptedAt: invite.acceptedAt?.toISOString() ?? null,
  };
}

/**
 * decisions/staff-access.md: invites by link (users.manage, as registering an account): make one (its link shown once),
 * list them, revoke a pending one. The invited person sets their own password (invite-accept-routes.ts).
 */
export const invitesRoutes: RoutesPlugin = async (app) => {
  const repo = invitesRepository(app.db);
  const users = usersRepository(app.db);

  app.post(
    '/user/invites',
    {
      config: { permission: 'users.manage' },
      schema: {
        tags: ['users'],
        summary: 'Invites a member of staff by link (72 hours): the email, role and (shop staff) shops as registration takes them; a pending invite of the same email is replaced',
        body: staffInviteBodySchema,
        response: { 201: successSchema(createdInviteSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      // The registration's rules for the email, role and shops (users-rules.ts).
      const errors: FieldErrors = {};
      const email = emailRule(request.body, errors);
      const { role, shopIds } = roleRules(request.body, errors);
      assertValid(errors);
      if ((await users.existingShops(shopIds)) !== new Set(shopIds).size) throw badRequest({ shopIds: SELECT_SHOPS });
      if (await users.emailTaken(email)) throw conflict(EMAIL_REGISTERED, 'EMAIL_TAKEN');
      const { token, tokenHash } = newBearerToken();
      const now = app.clock();
      const invite = await repo.create({ email, role, shopIds: [...new Set(shopIds)], invitedBy: request.user.sub, tokenHash }, now);
      reply.status(201);
      return ok({ invite: inviteAnswer(invite, now), link: `${app.staffAccess.panelUrl}/invite/${token}` });
    },
  );

  app.get(
    '/user/invites',
    {
      config: { permission: 'users.manage' },
      schema: { tags: ['users'], summary: 'Invites: the pending ones first, then the others of the last 30 days; newest first', response: { 200: successSchema({ type: 'array', items: staffInviteSchema }), ...errorResponses } },
    },
    async () => {
      const now = app.clock();
      return ok((await repo.list(now)).map((invite) => inviteAnswer(invite, now)));
    },
  );

  app.delete(
    '/user/invites/:id',
    {
      config: { permission: 'users.manage' },
      schema: {
        tags: ['users'],
        summary: 'Revokes a pending invite: its link stops working (409 when it was accepted, revoked or expired)',
        params: idParamsSchema,
        response: { 200: successSchema(staffInviteSchema), ...errorResponses },
      },
    },
    async (request) => {
      const now = app.clock();
      const outcome = await repo.revoke(request.params.id, now);
      if (outcome === 'not-found') throw notFound('Invite not found');
      if (outcome === 'not-pending') throw conflict(INVITE_NOT_PENDING, 'INVITE_NOT_PENDING');
      return ok(inviteAnswer((await repo.byId(request.params.id)) as InviteRow, now));
    },
  );
};
