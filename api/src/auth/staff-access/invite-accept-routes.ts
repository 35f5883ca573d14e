import { HttpError, assertValid, conflict } from '../../http/errors';
import { ok } from '../../http/reply';
import { errorResponses, successSchema } from '../../http/schemas';
import type { RoutesPlugin } from '../../http/type-provider';
import { normalizeKuwaitPhone } from '../../kuwait/kuwait-phone';
import { usersRepository } from '../../modules/users/users-repository';
import { registerRules } from '../../modules/users/users-rules';
import { hashPassword } from '../passwords';
import { staffSignInAnswerSchema } from '../login/auth-schemas';
import { signedIn } from '../login/signed-in';
import { bearerTokenHash, isBearerToken } from './bearer-tokens';
import { inviteStatus, invitesRepository } from './invites-repository';
import { EMAIL_REGISTERED, INVITE_EXPIRED, INVITE_NOT_FOUND, PHONE_DIGITS } from './staff-access-rules';
import { acceptInviteBodySchema, invitePreviewSchema, inviteTokenParamsSchema } from './staff-access-schemas';
import { twoFactorService } from './two-factor-service';

/**
 * decisions/staff-access.md: an invite link's page (public): what the invite is for, and accepting it — the account
 * is made with the invite's email, role and shops through the users module's register path (its rules, hashing and
 * audit), the invite taken in the same transaction, and the new member of staff is signed in (a role that requires a
 * second factor gets the sign-in's setup step instead: sign-in-verify-routes.ts). Limited per address
 * like the sign-in (a token has 256 random bits: guessing one is hopeless anyway).
 */
export const inviteAcceptRoutes: RoutesPlugin = async (app) => {
  const repo = invitesRepository(app.db);
  const users = usersRepository(app.db);
  const twoFactor = twoFactorService(app);
  const notValid = () => new HttpError(404, 'INVITE_NOT_FOUND', INVITE_NOT_FOUND);
  const gone = () => new HttpError(410, 'INVITE_EXPIRED', INVITE_EXPIRED);

  /** The pending invite of a link's token, else 404 (no such invite) or 410 (accepted, revoked or expired). */
  const pendingInvite = async (token: string, lock = false) => {
    const invite = isBearerToken(token) ? await repo.byTokenHash(bearerTokenHash(token), lock) : null;
    if (!invite) throw notValid();
    if (inviteStatus(invite, app.clock()) !== 'pending') throw gone();
    return invite;
  };

  app.get(
    '/invites/:token',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['users'],
        summary: "An invite link's page: the email and role it is for, until when (404: no such link; 410: accepted, revoked or expired)",
        security: [],
        params: inviteTokenParamsSchema,
        response: { 200: successSchema(invitePreviewSchema), ...errorResponses },
      },
    },
    async (request) => {
      const invite = await pendingInvite(request.params.token);
      return ok({ email: invite.email, role: invite.role, expiresAt: invite.expiresAt.toISOString() });
    },
  );

  app.post(
    '/invites/:token/accept',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 }, audit: 'manual' },
      schema: {
        tags: ['users'],
        summary:
          "Accepts an invite: the name, phone and own password (the registration's rules); answers as the sign-in does: data { token, user }, or for a role that requires a second factor (owners) the setup step { secondFactor: 'setup', challenge }",
        security: [],
        params: inviteTokenParamsSchema,
        body: acceptInviteBodySchema,
        response: { 200: staffSignInAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const invite = await pendingInvite(token);
      const body = request.body;
      const { errors, values } = registerRules({ name: body.name, email: invite.email, password: body.password, role: invite.role, shopIds: invite.shopIds });
      // The invite's own shops are not the person's to fix: only what they typed is answered.
      delete errors.shopIds;
      const rawPhone = (body.phone ?? '').trim();
      const phone = rawPhone ? normalizeKuwaitPhone(rawPhone) : null;
      if (rawPhone && !phone) errors.phone = PHONE_DIGITS;
      assertValid(errors);
      // Hashed before the transaction: argon2 takes a while, and no row is held meanwhile.
      const passwordHash = await hashPassword(values.password);
      const answer = await app.audited(request, async () => {
        // Locked, then read again: of two accepts at once, the second waits here and then finds it taken (410).
        const current = await pendingInvite(token, true);
        const duplicate = conflict(EMAIL_REGISTERED, 'EMAIL_TAKEN');
        if (await users.emailTaken(current.email)) throw duplicate;
        // A shop deleted since the invite was made is left out.
        const shopIds = await repo.existingShops(current.shopIds);
        const user = await users.insertUser({ name: values.name, email: current.email, passwordHash, phone }, current.role, shopIds);
        if (!user) throw duplicate;
        await repo.markAccepted(current.id, user.id, app.clock());
        // No process may go on caching "no such user" for this id (as registering).
        await app.signals.publish('user-changed', { userId: user.id });
        // decisions/staff-access.md: a role that requires a second factor (owners) sets one up before it is signed in.
        const step = await twoFactor.afterPassword(user.id, user.role);
        return step.signIn ? signedIn(app, request, user) : step.answer;
      });
      return reply.send(ok(answer));
    },
  );
};
