import { hashPassword } from '../../auth/passwords';
import { assertValid, conflict } from '../../http/errors';
import { normalizeKuwaitPhone } from '../../kuwait/kuwait-phone';
import { ok } from '../../http/reply';
import { errorResponses, successSchema } from '../../http/schemas';
import type { RoutesPlugin } from '../../http/type-provider';
import { usersRepository } from '../users/users-repository';
import { registerRules } from '../users/users-rules';
import { userSchema } from '../../auth/account-schemas';
import { customerRegisterBodySchema } from './customers-schemas';

/**
 * POST /api/customer/register (public): the customers' app signs a new customer up. The same
 * rules as a staff account, plus a Kuwaiti phone number the shops call about an order.
 */
export const customerSignUpRoutes: RoutesPlugin = async (app) => {
  const repo = usersRepository(app.db);
  app.post(
    '/customer/register',
    {
      // Sign-ups from one address are few; a script making accounts is cut off.
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags: ['customers'],
        summary: 'Sign a customer up (the customers\' app); sign in with /customer/login',
        security: [],
        body: customerRegisterBodySchema,
        response: { 201: successSchema(userSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      const { errors, values } = registerRules(body);
      const rawPhone = (body.phone ?? '').trim();
      const phone = normalizeKuwaitPhone(rawPhone);
      if (!rawPhone) errors.phone = 'Phone number is required';
      else if (!phone) errors.phone = 'Phone number must be exactly 8 digits';
      assertValid(errors);
      const duplicate = conflict('A user with this email already exists', 'EMAIL_TAKEN');
      if (await repo.emailTaken(values.email)) throw duplicate;
      const passwordHash = await hashPassword(values.password);
      const user = await repo.insertUser({ name: values.name, email: values.email, passwordHash, phone }, 'customer');
      if (!user) throw duplicate;
      await app.signals.publish('user-changed', { userId: user.id });
      return reply.status(201).send(ok(user));
    },
  );
};
