import { randomBytes } from 'node:crypto';
import { isStaffRole } from '../permissions';
import { hashPassword, verifyPassword } from '../passwords';
import type { UserRole } from '../../db/schema';
import { HttpError, assertValid, forbidden } from '../../http/errors';
import { ok } from '../../http/reply';
import { errorResponses } from '../../http/schemas';
import type { Answer, RoutesPlugin } from '../../http/type-provider';
import { authRepository } from './auth-repository';
import { CUSTOMERS_ONLY } from '../auth-plugin';
import { loginRules } from './auth-rules';
import { loginAnswerSchema, loginBodySchema, staffSignInAnswerSchema } from './auth-schemas';
import { addressKey, loginThrottle, type ThrottleLimits } from './login-throttle';
import { signedIn } from './signed-in';
import { twoFactorService } from '../staff-access/two-factor-service';

export const INVALID_CREDENTIALS = 'Invalid email or password';

const isKind = (role: UserRole, kind: 'staff' | 'customer') => (kind === 'customer' ? role === 'customer' : isStaffRole(role));

/**
 * POST /api/user/login and /api/customer/login (public): a JWT for a staff or a customer account.
 * Failures are throttled per account and per address, in counters every process shares, without
 * locking an account's owner out at the addresses they sign in from (login-throttle.ts).
 */
export const authRoutes: RoutesPlugin<{ loginLimits?: ThrottleLimits }> = async (app, opts) => {
  const repo = authRepository(app.db);
  const twoFactor = twoFactorService(app);
  const throttle = loginThrottle(app.counters, opts.loginLimits);
  // An unknown email is checked against this hash too, so the answer takes as long as for a known
  // one and timing does not tell which addresses have accounts.
  // Made at start-up so even the first such answer is not faster.
  const dummyHash = hashPassword(randomBytes(24).toString('base64url'));

  /**
   * A sign-in route for one kind of account: the staff panel's, or the customers' app's. Each
   * refuses the other kind with 403 (the password was right, so saying so leaks nothing).
   */
  const signInRoute = (url: string, kind: 'staff' | 'customer', summary: string, refusal: () => HttpError) =>
    app.post(
      url,
      {
        // A flood of requests from one address is cut off before any password is hashed. The
        // sign-in's audit entry is written in `app.audited` whatever the answer: a refusal must
        // not undo it.
        config: { rateLimit: { max: 60, timeWindow: 60_000 }, audit: 'manual' },
        schema: {
          tags: ['auth'],
          summary,
          security: [],
          body: loginBodySchema,
          response: { 200: kind === 'staff' ? staffSignInAnswerSchema : loginAnswerSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const { errors, values } = loginRules(request.body ?? {});
        assertValid(errors);
        const address = addressKey(request.ip);
        const user = await repo.findForSignIn(values.email, address);
        const settle = await throttle.begin({ email: values.email, address, knownHere: user?.knownHere ?? false }, reply);
        let failed = true;
        let challenged = false;
        let throughDevice = false;
        let answer: ReturnType<typeof ok<Answer<typeof staffSignInAnswerSchema>['data']>>;
        try {
          const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), values.password);
          if (!user || !valid) throw new HttpError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS);
          failed = false;
          if (!isKind(user.role, kind)) throw refusal();
          // decisions/staff-access.md: the code is next, or a setup (staff-access/sign-in-verify-routes.ts), unless a
          // trusted device of this account came with the password; a device token that is not one is ignored.
          const step = kind === 'staff' ? await twoFactor.afterPassword(user.id, user.role, request.body?.deviceToken) : ({ signIn: true, deviceId: null } as const);
          if (step.signIn) {
            throughDevice = step.deviceId !== null;
            await repo.rememberAddress(user.id, address);
            answer = ok(await signedIn(app, request, user, step.deviceId));
          } else {
            challenged = true;
            answer = ok(step.answer);
          }
        } finally {
          // Settled before the answer leaves: a client that signs in and at once tries again
          // (or a test reading the counters) never meets a success still counted as a failure.
          await settle(failed);
          // decisions/roles-and-audit.md: sign-in, failed or not, in the audit log (a refused kind of account is a failure).
          // decisions/staff-access.md: the password alone is no sign-in yet: the code's check writes the entry.
          const succeeded = !failed && user !== null && isKind(user.role, kind);
          if (!challenged) {
            await app.audited(request, () => repo.recordSignIn(user?.id ?? null, values.email, succeeded, throughDevice ? 'trusted-device' : null), succeeded ? user.id : null);
          }
        }
        return reply.send(answer);
      },
    );

  // spec §6: only staff use the panel.
  signInRoute('/user/login', 'staff', 'Sign in to the panel (staff); answers data { token, user } (decisions/roles-and-audit.md: with permissions and shopIds), or a second-factor challenge (decisions/staff-access.md: the code, or a setup for a role that requires one)', () => forbidden());
  signInRoute('/customer/login', 'customer', "Sign in to the customers' app; answers data { token, user }", () => forbidden(CUSTOMERS_ONLY));
};
