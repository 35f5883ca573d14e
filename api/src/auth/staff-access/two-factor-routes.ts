import type { FastifyReply, FastifyRequest } from 'fastify';
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
import { codeRules, NO_SETUP_PENDING, TWO_FACTOR_OFF, TWO_FACTOR_ON, TWO_FACTOR_REQUIRED, WRONG_CODE, WRONG_PASSWORD } from './staff-access-rules';
import {
  recoveryCodesBodySchema,
  recoveryCodesSchema,
  twoFactorDisableBodySchema,
  twoFactorEnableBodySchema,
  twoFactorEnabledSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from './staff-access-schemas';
import { trustedDevicesRoutes } from './trusted-devices-routes';
import { twoFactorRepository } from './two-factor-repository';
import { twoFactorService } from './two-factor-service';

/**
 * decisions/staff-access.md: one's own second factor (any staff role): whether it is on (and whether the role
 * requires it), a setup (a secret for the authenticator app), turning it on with a code from the app (answering the
 * first recovery codes), new recovery codes, and turning it off with the password and a code (not for a role that
 * requires it). The secret is answered once, by the setup, and kept sealed (secret-box.ts, with the account's id).
 */
export const twoFactorRoutes: RoutesPlugin = async (app) => {
  const repo = twoFactorRepository(app.db);
  const twoFactor = twoFactorService(app);
  const users = usersRepository(app.db);
  const accounts = authRepository(app.db);
  const throttle = loginThrottle(app.counters);
  const wrongCode = () => new HttpError(400, 'INVALID_CODE', WRONG_CODE);

  /**
   * Counts the check in the sign-in's counters, outside the request's transaction (a refusal rolls that back): a
   * stolen token cannot guess the password or the code here any faster than at sign-in. 429 when they are used up.
   */
  async function countedLikeSignIn(request: FastifyRequest, reply: FastifyReply, check: (account: { passwordHash: string }) => Promise<void>) {
    const user = await users.findById(request.user.sub);
    const address = addressKey(request.ip);
    const account = user ? await accounts.findForSignIn(user.email, address) : null;
    if (!account) throw notFound('User not found');
    const settle = await throttle.begin({ email: normalizeEmail(account.email), address, knownHere: account.knownHere }, reply);
    let failed = true;
    try {
      await check(account);
      failed = false;
    } finally {
      await settle(failed);
    }
  }

  app.get(
    '/user/me/two-factor',
    { config: { permission: ANY_STAFF }, schema: { tags: ['auth'], summary: "Whether one's own sign-in asks for a code, whether the role requires it, and the recovery codes left (decisions/staff-access.md)", response: { 200: successSchema(twoFactorStatusSchema), ...errorResponses } } },
    async (request) => ok(await twoFactor.status(request.user.sub, request.account.role)),
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
      const user = await users.findById(request.user.sub);
      if (!user) throw notFound('User not found');
      const setup = await twoFactor.beginSetup(user.id, user.email);
      if (!setup) throw conflict(TWO_FACTOR_ON, 'TWO_FACTOR_ON');
      return ok(setup);
    },
  );

  app.post(
    '/user/me/two-factor/enable',
    {
      config: { permission: ANY_STAFF },
      schema: {
        tags: ['auth'],
        summary: 'Turns the pending setup on with a code from the app; from then on sign-in asks for a code after the password. Answers the first 10 recovery codes, shown once',
        body: twoFactorEnableBodySchema,
        response: { 200: successSchema(twoFactorEnabledSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { errors, values } = codeRules(request.body);
      assertValid(errors);
      const userId = request.user.sub;
      const turnedOn = await twoFactor.turnOn(userId, values.code);
      if (turnedOn === 'on') throw conflict(TWO_FACTOR_ON, 'TWO_FACTOR_ON');
      if (turnedOn === 'not-pending') throw conflict(NO_SETUP_PENDING, 'TWO_FACTOR_NOT_PENDING');
      if (turnedOn === 'wrong-code') throw wrongCode();
      return ok({ ...(await twoFactor.status(userId, request.account.role)), recoveryCodes: turnedOn.recoveryCodes });
    },
  );

  app.post(
    '/user/me/two-factor/recovery-codes',
    {
      config: { permission: ANY_STAFF, audit: 'manual', rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        summary: 'New recovery codes, with a current code from the app (counted like a sign-in failure when wrong): 10, shown once; the old ones stop working',
        body: recoveryCodesBodySchema,
        response: { 200: successSchema(recoveryCodesSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { errors, values } = codeRules(request.body);
      assertValid(errors);
      const userId = request.user.sub;
      if (!(await repo.find(userId))?.secret) throw conflict(TWO_FACTOR_OFF, 'TWO_FACTOR_OFF');
      await countedLikeSignIn(request, reply, async () => {
        if (!(await twoFactor.takeCode(userId, values.code))) throw wrongCode();
      });
      const recoveryCodes = await app.audited(request, () => twoFactor.replaceRecoveryCodes(userId));
      return ok({ recoveryCodes });
    },
  );

  app.post(
    '/user/me/two-factor/disable',
    {
      config: { permission: ANY_STAFF, audit: 'manual', rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        summary: 'Turns the second factor off, with the password and a current code (both counted like sign-in failures); its recovery codes and trusted devices go with it. 409 for a role that requires it',
        body: twoFactorDisableBodySchema,
        response: { 200: successSchema(twoFactorStatusSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { errors, values } = codeRules(request.body);
      assertValid(errors);
      const userId = request.user.sub;
      if (!(await repo.find(userId))?.secret) throw conflict(TWO_FACTOR_OFF, 'TWO_FACTOR_OFF');
      if (app.staffAccess.requiresSecondFactor(request.account.role)) throw conflict(TWO_FACTOR_REQUIRED, 'TWO_FACTOR_REQUIRED');
      await countedLikeSignIn(request, reply, async (account) => {
        if (!(await verifyPassword(account.passwordHash, request.body.password))) throw new HttpError(400, 'INVALID_PASSWORD', WRONG_PASSWORD);
        if (!(await twoFactor.takeCode(userId, values.code))) throw wrongCode();
      });
      await app.audited(request, () => twoFactor.turnOff(userId));
      return ok(await twoFactor.status(userId, request.account.role));
    },
  );

  // decisions/staff-access.md: the devices that stand in for the code (listed here: modules/index.ts lists the features).
  await app.register(trustedDevicesRoutes);
};
