import { ANY_STAFF } from '../route-permissions';
import { verifyPassword } from '../passwords';
import { normalizeEmail } from '../account-email';
import { HttpError, assertValid, conflict, notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { errorResponses, successSchema } from '../../http/schemas';
import type { RoutesPlugin } from '../../http/type-provider';
import { usersRepository } from '../../modules/users/users-repository';
import { authRepository } from '../login/auth-repository';
import { addressKey, loginThrottle } from '../login/login-throttle';
import { codeRules, NO_SETUP_PENDING, TWO_FACTOR_OFF, TWO_FACTOR_ON, WRONG_CODE, WRONG_PASSWORD } from './staff-access-rules';
import { twoFactorDisableBodySchema, twoFactorEnableBodySchema, twoFactorSetupSchema, twoFactorStatusSchema } from './staff-access-schemas';
import { acceptedStep, newTotpSecret, otpauthUrl } from './totp';
import { twoFactorRepository } from './two-factor-repository';

/**
 * decisions/staff-access.md: one's own second factor (any staff role): whether it is on, a setup (a secret for the
 * authenticator app), turning it on with a code from the app, and off with the password and a code. The secret is
 * answered once, by the setup, and kept sealed (secret-box.ts, with the account's id).
 */
export const twoFactorRoutes: RoutesPlugin = async (app) => {
  const repo = twoFactorRepository(app.db);
  const users = usersRepository(app.db);
  const accounts = authRepository(app.db);
  const throttle = loginThrottle(app.counters);
  const statusOf = (row: { enabledAt: Date | null } | null) => ({ enabled: Boolean(row?.enabledAt), enabledAt: row?.enabledAt?.toISOString() ?? null });

  app.get(
    '/user/me/two-factor',
    { config: { permission: ANY_STAFF }, schema: { tags: ['auth'], summary: 'Whether one\'s own sign-in asks for a code (decisions/staff-access.md)', response: { 200: successSchema(twoFactorStatusSchema), ...errorResponses } } },
    async (request) => ok(statusOf(await repo.find(request.user.sub))),
  );

  app.post(
    '/user/me/two-factor/setup',
    {
      config: { permission: ANY_STAFF },
      schema: {
        tags: ['auth'],
        summary: 'A new secret for an authenticator app, not on until a code from the app confirms it (a second setup replaces a pending one); 409 when it is on',
        response: { 200: successSchema(twoFactorSetupSchema), ...errorResponses },
      },
    },
    async (request) => {
      const userId = request.user.sub;
      const user = await users.findById(userId);
      if (!user) throw notFound('User not found');
      const secret = newTotpSecret();
      if (!(await repo.setPending(userId, app.staffAccess.box.seal(secret, String(userId))))) throw conflict(TWO_FACTOR_ON, 'TWO_FACTOR_ON');
      return ok({ secret, otpauthUrl: otpauthUrl(user.email, secret) });
    },
  );

  app.post(
    '/user/me/two-factor/enable',
    {
      config: { permission: ANY_STAFF },
      schema: {
        tags: ['auth'],
        summary: 'Turns the pending setup on with a code from the app; from then on sign-in asks for a code after the password',
        body: twoFactorEnableBodySchema,
        response: { 200: successSchema(twoFactorStatusSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { errors, values } = codeRules(request.body);
      assertValid(errors);
      const userId = request.user.sub;
      const row = await repo.find(userId);
      if (row?.secret) throw conflict(TWO_FACTOR_ON, 'TWO_FACTOR_ON');
      const pending = row?.pendingSecret ? app.staffAccess.box.open(row.pendingSecret, String(userId)) : null;
      if (!row?.pendingSecret || pending === null) throw conflict(NO_SETUP_PENDING, 'TWO_FACTOR_NOT_PENDING');
      const step = await acceptedStep(pending, values.code, app.clock(), row.lastStep);
      if (step === null) throw new HttpError(400, 'INVALID_CODE', WRONG_CODE);
      // The sealed text as read: a setup replaced meanwhile (another tab) is not turned on with this one's code.
      if (!(await repo.enable(userId, row.pendingSecret, step))) throw conflict(NO_SETUP_PENDING, 'TWO_FACTOR_NOT_PENDING');
      await repo.recordChange(userId, true);
      return ok(statusOf(await repo.find(userId)));
    },
  );

  app.post(
    '/user/me/two-factor/disable',
    {
      // Wrong passwords and codes count in the sign-in's counters, outside the request's transaction (a refusal
      // rolls that back): a stolen token cannot guess the password here any faster than at sign-in.
      config: { permission: ANY_STAFF, audit: 'manual', rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        summary: 'Turns the second factor off, with the password and a current code (both counted like sign-in failures)',
        body: twoFactorDisableBodySchema,
        response: { 200: successSchema(twoFactorStatusSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { errors, values } = codeRules(request.body);
      assertValid(errors);
      const userId = request.user.sub;
      const row = await repo.find(userId);
      if (!row?.secret) throw conflict(TWO_FACTOR_OFF, 'TWO_FACTOR_OFF');
      const user = await users.findById(userId);
      if (!user) throw notFound('User not found');
      const address = addressKey(request.ip);
      const account = await accounts.findForSignIn(user.email, address);
      if (!account) throw notFound('User not found');
      const settle = await throttle.begin({ email: normalizeEmail(account.email), address, knownHere: account.knownHere }, reply);
      let failed = true;
      try {
        if (!(await verifyPassword(account.passwordHash, request.body.password))) throw new HttpError(400, 'INVALID_PASSWORD', WRONG_PASSWORD);
        const secret = app.staffAccess.box.open(row.secret, String(userId));
        const step = secret === null ? null : await acceptedStep(secret, values.code, app.clock(), row.lastStep);
        if (step === null || !(await repo.takeStep(userId, step))) throw new HttpError(400, 'INVALID_CODE', WRONG_CODE);
        failed = false;
      } finally {
        await settle(failed);
      }
      await app.audited(request, async () => {
        await repo.remove(userId);
        await repo.recordChange(userId, false);
      });
      return ok(statusOf(null));
    },
  );
};
