import type { FastifyPluginAsync } from 'fastify';
import { hashPassword } from '../../auth/passwords';
import { assertValid, conflict, notFound } from '../../http/errors';
import { listPage, listQuerySchema, readPaging } from '../../http/paging';
import { ok } from '../../http/reply';
import { errorResponses, idParamsSchema, pageSchema, successSchema } from '../../http/schemas';
import { removeUnusedImages } from '../uploads/image-lifecycle';
import { usersRepository } from './users-repository';
import { registerRules, type RegisterInput } from './users-rules';

/** spec §9: the users list pages by 9. */
export const USERS_PAGE_SIZE = 9;

/** A user as the API answers it (spec §3): never the password hash. */
export const userSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    email: { type: 'string' },
    phone: { type: ['string', 'null'] },
    role: { type: 'string', enum: ['admin', 'customer'] },
    createdAt: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'name', 'email', 'phone', 'role'],
} as const;

const registerBodySchema = {
  type: 'object',
  // Only these three are read: anything else (id, role, createdAt…) is dropped by the validator.
  properties: { name: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' } },
} as const;

/** User management (spec §2 /users): list, register a staff account, delete. Staff only. */
export const usersRoutes: FastifyPluginAsync = async (app) => {
  const repo = usersRepository(app.db);

  app.get<{ Querystring: { page?: number; limit?: number; after?: string } }>(
    '/user',
    {
      schema: {
        tags: ['users'],
        summary: 'Users, newest first',
        querystring: listQuerySchema,
        response: { 200: pageSchema(userSchema), ...errorResponses },
      },
    },
    async (request) => {
      const paging = readPaging(request.query, USERS_PAGE_SIZE);
      return ok(await listPage(paging, (window) => repo.listWindow(window), () => repo.countAll()));
    },
  );

  app.post<{ Body: RegisterInput }>(
    '/user/register',
    {
      schema: {
        tags: ['users'],
        summary: 'Register a staff account (users registered from the panel are staff)',
        body: registerBodySchema,
        response: { 201: successSchema(userSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { errors, values } = registerRules(request.body ?? {});
      assertValid(errors);
      const duplicate = conflict('A user with this email already exists', 'EMAIL_TAKEN');
      if (await repo.emailTaken(values.email)) throw duplicate;
      const user = await repo.insertStaff({ name: values.name, email: values.email, passwordHash: await hashPassword(values.password) });
      if (!user) throw duplicate; // registered by someone else while we hashed
      return reply.status(201).send(ok(user));
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/user/:id',
    {
      schema: {
        tags: ['users'],
        summary: "Delete a user and all their data (their orders go with them)",
        params: idParamsSchema,
        response: { 200: successSchema({ type: 'object', properties: { id: { type: 'integer' } } }), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (id === Number(request.user.sub)) throw conflict('You cannot delete your own account', 'SELF_DELETE');
      const outcome = await repo.deleteUser(id);
      if (outcome.kind === 'not-found') throw notFound('User not found');
      if (outcome.kind === 'last-staff') throw conflict('You cannot delete the last staff account', 'LAST_STAFF');
      app.forgetUser(id);
      await removeUnusedImages(app.db, app.images, request.log, outcome.releasedImages, { orderItems: true });
      return ok({ id });
    },
  );
};
