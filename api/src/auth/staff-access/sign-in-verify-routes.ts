import { eq } from 'drizzle-orm';
import { isStaffRole } from '../permissions';
import { normalizeEmail } from '../account-email';
import { users } from '../../db/schema';
import { HttpError, assertValid, badRequest, conflict } from '../../http/errors';
import { ok } from '../../http/reply';
import { errorResponses, successSchema } from '../../http/schemas';
import type { Answer, RoutesPlugin } from '../../http/type-provider';
import { authRepository, type SecondFactorUsed } from '../login/auth-repository';
import { loginAnswerSchema } from '../login/auth-schemas';
import { addressKey, loginThrottle } from '../login/login-throttle';
import { signedIn } from '../login/signed-in';
import { type ChallengeKind, readChallenge } from './second-factor-challenge';
import { CHALLENGE_EXPIRED, codeRules, ENTER_CODE, NO_SETUP_PENDING, TWO_FACTOR_ON, WRONG_CODE, WRONG_RECOVERY_CODE } from './staff-access-rules';
import { loginSetupBodySchema, twoFactorSetupSchema, verifyBodySchema, verifyExtrasProperties } from './staff-access-schemas';
import { trustedDevicesRepository } from './trusted-devices-repository';
import { twoFactorRepository } from './two-factor-repository';
import { twoFactorService } from './two-factor-service';

const signedInData = loginAnswerSchema.properties.data;
/** This route's answer only: the sign-in's, with a device token (trustDevice) and the first recovery codes (a setup). */
const verifyAnswerSchema = successSchema({ ...signedInData, properties: { ...signedInData.properties, ...verifyExtrasProperties } });

/**
 * decisions/staff-access.md: the sign-in's second step (public), after the password answered a challenge. A 'totp'
 * challenge and a code from the app, or one of the account's recovery codes → the sign-in's answer, exactly as a
 * sign-in without a second factor. A 'setup' challenge (the role requires a factor the account has not): POST
 * user/login/setup answers a secret for the app, and the first code of it turns the factor on and signs in, with the
 * first recovery codes. Wrong codes count as failed sign-ins of the account (login-throttle.ts: 5 in 15 minutes,
 * then 429); a code is accepted once.
 */
export const signInVerifyRoutes: RoutesPlugin = async (app) => {
  const accounts = authRepository(app.db);
  const factors = twoFactorRepository(app.db);
  const twoFactor = twoFactorService(app);
  const devices = trustedDevicesRepository(app.db);
  const throttle = loginThrottle(app.counters);
  const expired = () => new HttpError(401, 'CHALLENGE_EXPIRED', CHALLENGE_EXPIRED);

  /**
   * The staff account a challenge of `kind` names, as a sign-in reads it, and its factor's row. Expired, forged or of
   * the other kind, or the account went or stopped being staff since the password: sign in again.
   */
  async function challenged(challenge: string, kinds: ChallengeKind[], address: string) {
    const read = readChallenge(app, challenge);
    if (read === null || read === 'expired' || !kinds.includes(read.kind)) throw expired();
    const [named] = await app.db.select({ email: users.email }).from(users).where(eq(users.id, read.userId));
    const user = named ? await accounts.findForSignIn(named.email, address) : null;
    if (!user || !isStaffRole(user.role)) throw expired();
    return { kind: read.kind, user, factor: await factors.find(user.id) };
  }

  app.post(
    '/user/login/setup',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        summary: "A sign-in's setup step (decisions/staff-access.md): the setup challenge → a secret for the authenticator app; its first code goes to POST user/login/verify",
        security: [],
        body: loginSetupBodySchema,
        response: { 200: successSchema(twoFactorSetupSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { user } = await challenged(request.body.challenge, ['setup'], addressKey(request.ip));
      const setup = await twoFactor.beginSetup(user.id, user.email);
      if (!setup) throw conflict(TWO_FACTOR_ON, 'TWO_FACTOR_ON');
      return ok(setup);
    },
  );

  app.post(
    '/user/login/verify',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 }, audit: 'manual' },
      schema: {
        tags: ['auth'],
        summary:
          "The sign-in's second step (decisions/staff-access.md): the challenge and a code from the app (or a recovery code); answers data { token, user } as the sign-in does, with deviceToken (trustDevice) and recoveryCodes (a setup turned on)",
        security: [],
        body: verifyBodySchema,
        response: { 200: verifyAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { errors, values } = codeRules(request.body);
      assertValid(errors);
      const address = addressKey(request.ip);
      const { kind, user, factor } = await challenged(request.body.challenge, ['totp', 'setup'], address);
      if (kind === 'totp' && !factor?.secret) throw expired(); // turned off since the password
      if (kind === 'setup') {
        // The factor is set up with the app's code: a recovery code comes with it, not before.
        if (values.recoveryCode !== null) throw badRequest({ code: ENTER_CODE });
        if (factor?.secret) throw conflict(TWO_FACTOR_ON, 'TWO_FACTOR_ON');
        if (!factor?.pendingSecret) throw conflict(NO_SETUP_PENDING, 'TWO_FACTOR_NOT_PENDING');
      }
      const email = normalizeEmail(user.email);
      const settle = await throttle.begin({ email, address, knownHere: user.knownHere }, reply);
      const how: SecondFactorUsed = values.recoveryCode === null ? 'totp' : 'recovery-code';
      let failed = true;
      let answer: Answer<typeof verifyAnswerSchema>['data'];
      try {
        let recoveryCodes: string[] | undefined;
        if (kind === 'setup') {
          // As POST user/me/two-factor/enable turns it on (two-factor-service.ts), audited as the account's own change.
          const turnedOn = await app.audited(request, () => twoFactor.turnOn(user.id, values.code), user.id);
          if (turnedOn === 'wrong-code') throw new HttpError(401, 'INVALID_CODE', WRONG_CODE);
          // Another request turned it on, or replaced the setup, meanwhile.
          if (turnedOn === 'on') throw conflict(TWO_FACTOR_ON, 'TWO_FACTOR_ON');
          if (turnedOn === 'not-pending') throw conflict(NO_SETUP_PENDING, 'TWO_FACTOR_NOT_PENDING');
          recoveryCodes = turnedOn.recoveryCodes;
        } else if (values.recoveryCode !== null) {
          // Used once: of two requests with one code, one wins (recovery-codes-repository.ts).
          if (!(await twoFactor.redeemRecoveryCode(user.id, values.recoveryCode))) throw new HttpError(401, 'INVALID_RECOVERY_CODE', WRONG_RECOVERY_CODE);
        } else if (!(await twoFactor.takeCode(user.id, values.code))) {
          throw new HttpError(401, 'INVALID_CODE', WRONG_CODE);
        }
        failed = false;
        await accounts.rememberAddress(user.id, address);
        const device = request.body.trustDevice ? await devices.trust(user.id, request.headers['user-agent'] ?? '', request.ip, app.clock()) : null;
        answer = { ...(await signedIn(app, request, user, device?.id ?? null)), ...(device ? { deviceToken: device.token } : {}), ...(recoveryCodes ? { recoveryCodes } : {}) };
      } finally {
        await settle(failed);
        // decisions/roles-and-audit.md: the sign-in, or a failed one, in the audit log (the password step wrote none).
        await app.audited(request, () => accounts.recordSignIn(user.id, email, !failed, how), failed ? null : user.id);
      }
      return reply.send(ok(answer));
    },
  );
};
