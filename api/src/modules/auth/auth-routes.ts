import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { ApiError, assertValid, forbidden } from '../../http/errors';
import { ok } from '../../http/reply';
import { errorResponses, successSchema } from '../../http/schemas';
import { userSchema } from '../users/users-routes';
import { authRepository } from './auth-repository';
import { loginRules, type LoginInput } from './auth-rules';
import { loginThrottle, type ThrottleLimits } from './login-throttle';

export const INVALID_CREDENTIALS = 'Invalid email or password';

const loginBodySchema = {
  type: 'object',
  properties: { email: { type: 'string' }, password: { type: 'string' } },
} as const;

const { createdAt: _createdAt, ...loginUserProperties } = userSchema.properties;
const loginAnswerSchema = successSchema({
  type: 'object',
  properties: {
    token: { type: 'string' },
    user: { type: 'object', properties: loginUserProperties, required: ['id', 'name', 'email', 'phone', 'role'] },
  },
  required: ['token', 'user'],
});

/** POST /api/user/login (public): a JWT for a staff account, throttled per account and address. */
export const authRoutes: FastifyPluginAsync<{ loginLimits?: ThrottleLimits }> = async (app, opts) => {
  const repo = authRepository(app.db);
  const throttle = loginThrottle(app, opts.loginLimits);
  // An unknown email is checked against this hash too, so the answer takes as long as for a known
  // one and timing does not tell which addresses have accounts.
  // Made at start-up so even the first such answer is not faster.
  const dummyHash = hashPassword(randomBytes(24).toString('base64url'));

  app.post<{ Body: LoginInput }>(
    '/user/login',
    {
      // A flood of requests from one address is cut off before any password is hashed.
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        summary: 'Sign in; answers data { token, user }',
        security: [],
        body: loginBodySchema,
        response: { 200: loginAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { errors, values } = loginRules(request.body ?? {});
      assertValid(errors);
      const settle = await throttle.begin(request, reply, values.email);
      let failed = true;
      try {
        const user = await repo.findByEmail(values.email);
        const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), values.password);
        if (!user || !valid) throw new ApiError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS);
        failed = false;
        // spec §6 / issue: only staff use the panel; the password was right, so saying so leaks nothing.
        if (user.role !== 'admin') throw forbidden();
        const token = app.jwt.sign({ sub: user.id, role: user.role, email: user.email });
        const { passwordHash: _hash, ...publicUser } = user;
        return reply.send(ok({ token, user: publicUser }));
      } finally {
        await settle(failed);
      }
    },
  );
};
