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

/** decisions/customer-messages.md: Arabic when Accept-Language prefers it to English (by its q values), else English. */
export function prefersArabic(header: string | undefined): 'en' | 'ar' {
  let best: { language: 'en' | 'ar'; q: number } | null = null;
  for (const part of (header ?? '').split(',')) {
    const [tag, ...params] = part.trim().toLowerCase().split(';');
    const language = tag.startsWith('ar') ? 'ar' : tag.startsWith('en') ? 'en' : null;
    if (!language) continue;
    const q = Number(params.find((param) => param.trim().startsWith('q='))?.trim().slice(2) ?? '1');
    if (!best || (Number.isFinite(q) && q > best.q)) best = { language, q: Number.isFinite(q) ? q : 0 };
  }
  return best?.language ?? 'en';
}

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
      const language = body.language ?? prefersArabic(request.headers['accept-language']);
      const user = await repo.insertUser({ name: values.name, email: values.email, passwordHash, phone, language }, 'customer');
      if (!user) throw duplicate;
      await app.signals.publish('user-changed', { userId: user.id });
      return reply.status(201).send(ok(user));
    },
  );
};
