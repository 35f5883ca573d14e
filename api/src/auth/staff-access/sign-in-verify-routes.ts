import { eq } from 'drizzle-orm';
import { isStaffRole } from '../permissions';
import { normalizeEmail } from '../account-email';
import { users } from '../../db/schema';
import { HttpError, assertValid } from '../../http/errors';
import { ok } from '../../http/reply';
import { errorResponses } from '../../http/schemas';
import type { RoutesPlugin } from '../../http/type-provider';
import { authRepository } from '../login/auth-repository';
import { loginAnswerSchema } from '../login/auth-schemas';
import { addressKey, loginThrottle } from '../login/login-throttle';
import { type SignedInAnswer, signedIn } from '../login/signed-in';
import { readChallenge } from './second-factor-challenge';
import { CHALLENGE_EXPIRED, codeRules, WRONG_CODE } from './staff-access-rules';
import { verifyBodySchema } from './staff-access-schemas';
import { acceptedStep } from './totp';
import { twoFactorRepository } from './two-factor-repository';

/**
 * decisions/staff-access.md: POST user/login/verify (public), the sign-in's second step: the challenge the password
 * step answered and a code from the app → the sign-in's answer, exactly as a sign-in without a second factor.
 * Wrong codes count as failed sign-ins of the account (login-throttle.ts: 5 in 15 minutes, then 429); a code is
 * accepted once.
 */
export const signInVerifyRoutes: RoutesPlugin = async (app) => {
  const accounts = authRepository(app.db);
  const twoFactor = twoFactorRepository(app.db);
  const throttle = loginThrottle(app.counters);
  const expired = () => new HttpError(401, 'CHALLENGE_EXPIRED', CHALLENGE_EXPIRED);

  app.post(
    '/user/login/verify',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 }, audit: 'manual' },
      schema: {
        tags: ['auth'],
        summary: "The sign-in's second step (decisions/staff-access.md): the challenge and a code from the app; answers data { token, user } as the sign-in does",
        security: [],
        body: verifyBodySchema,
        response: { 200: loginAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { errors, values } = codeRules(request.body);
      assertValid(errors);
      const challenge = readChallenge(app, request.body.challenge);
      if (challenge === null || challenge === 'expired') throw expired();
      const [named] = await app.db.select({ email: users.email }).from(users).where(eq(users.id, challenge.userId));
      const address = addressKey(request.ip);
      const user = named ? await accounts.findForSignIn(named.email, address) : null;
      const factor = user ? await twoFactor.find(user.id) : null;
      // The account went, or stopped being staff, or turned the factor off since the password: sign in again.
      if (!user || !isStaffRole(user.role) || !factor?.secret) throw expired();
      const email = normalizeEmail(user.email);
      const settle = await throttle.begin({ email, address, knownHere: user.knownHere }, reply);
      let failed = true;
      let answer: SignedInAnswer;
      try {
        const secret = app.staffAccess.box.open(factor.secret, String(user.id));
        const step = secret === null ? null : await acceptedStep(secret, values.code, app.clock(), factor.lastStep);
        // A code of a step already used (here or on another replica at the same moment) is refused as wrong.
        if (step === null || !(await twoFactor.takeStep(user.id, step))) throw new HttpError(401, 'INVALID_CODE', WRONG_CODE);
        failed = false;
        await accounts.rememberAddress(user.id, address);
        answer = await signedIn(app, request, user);
      } finally {
        await settle(failed);
        // decisions/roles-and-audit.md: the sign-in, or a failed one, in the audit log (the password step wrote none).
        await app.audited(request, () => accounts.recordSignIn(user.id, email, !failed), failed ? null : user.id);
      }
      return reply.send(ok(answer));
    },
  );
};
