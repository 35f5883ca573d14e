import { accessOf } from '../../auth/permissions';
import { ANY_STAFF } from '../../auth/route-permissions';
import { hashPassword } from '../../auth/passwords';
import { assertValid, badRequest, conflict, notFound } from '../../http/errors';
import { listPage, readPaging } from '../../http/paging';
import { ok } from '../../http/reply';
import { deletedSchema, errorResponses, idParamsSchema, pageSchema, successSchema } from '../../http/schemas';
import type { RoutesPlugin } from '../../http/type-provider';
import { readUserFilters, usersRepository } from './users-repository';
import { editUserRules, registerRules, type RoleValues, SELECT_SHOPS } from './users-rules';
import { userSchema } from '../../auth/account-schemas';
import { editUserBodySchema, meSchema, registerBodySchema, usersExportQuerySchema, usersListQuerySchema } from './users-schemas';
import { csvResponseSchema, exportFileName, keysetBatches, sendCsv } from '../../http/csv-export';
import { USER_CSV_COLUMNS } from './user-csv';

/** spec §9: the users list pages by 9. */
export const USERS_PAGE_SIZE = 9;

export const LAST_OWNER = 'You cannot remove the last owner';

/**
 * User management (spec §2 /users): list, register a staff account, delete; decisions/roles-and-audit.md: one
 * account, its role and shops (`PUT user/:id`), and the signed-in account's permissions (`user/me`).
 * Owners only, but for `user/me`.
 */
export const usersRoutes: RoutesPlugin = async (app) => {
  const repo = usersRepository(app.db);
  /** A shop-staff account's shops must exist (the same message as none chosen). */
  const assertShopsExist = async ({ shopIds }: RoleValues) => {
    if ((await repo.existingShops(shopIds)) !== shopIds.length) throw badRequest({ shopIds: SELECT_SHOPS });
  };

  app.get(
    '/user/me',
    { config: { permission: ANY_STAFF }, schema: { tags: ['users'], summary: 'The signed-in account, with its permissions and shops (decisions/roles-and-audit.md)', response: { 200: successSchema(meSchema), ...errorResponses } } },
    async (request) => {
      const user = await repo.findById(request.user.sub);
      if (!user) throw notFound('User not found');
      return ok({ ...user, ...accessOf(user.role, user.shops.map((shop) => shop.id)) });
    },
  );

  app.get(
    '/user/:id',
    { config: { permission: 'users.manage' }, schema: { tags: ['users'], summary: 'One user, with role and shops (decisions/roles-and-audit.md)', params: idParamsSchema, response: { 200: successSchema(userSchema), ...errorResponses } } },
    async (request) => {
      const user = await repo.findById(request.params.id);
      if (!user) throw notFound('User not found');
      return ok(user);
    },
  );

  app.put(
    '/user/:id',
    {
      config: { permission: 'users.manage' },
      schema: {
        tags: ['users'],
        summary: "A staff account's name, role and shops (decisions/roles-and-audit.md); the last owner keeps the owner role. Takes effect on the account's next request",
        params: idParamsSchema,
        body: editUserBodySchema,
        response: { 200: successSchema(userSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { errors, values } = editUserRules(request.body ?? {});
      assertValid(errors);
      await assertShopsExist(values);
      const outcome = await repo.editStaff(id, values);
      if (outcome.kind === 'not-found' || outcome.kind === 'not-staff') throw notFound('User not found');
      if (outcome.kind === 'last-owner') throw conflict(LAST_OWNER, 'LAST_OWNER');
      // Every process forgets the account's role when the change commits (the signal goes out with
      // the request's transaction, never without it): its next request reads the new one.
      await app.signals.publish('user-changed', { userId: id });
      app.forgetUser(id);
      const user = await repo.findById(id);
      if (!user) throw notFound('User not found');
      return ok(user);
    },
  );

  app.get(
    '/user',
    {
      config: { permission: 'users.manage' },
      schema: {
        tags: ['users'],
        summary: 'Users, newest first; q searches name (English or Arabic), email and phone digits, role narrows to staff or customers (decisions/search.md)',
        querystring: usersListQuerySchema,
        response: { 200: pageSchema(userSchema), ...errorResponses },
      },
    },
    async (request) => {
      const paging = readPaging(request.query, USERS_PAGE_SIZE);
      const filters = readUserFilters(request.query);
      return ok(await listPage(paging, (window) => repo.listWindow(window, filters), () => repo.countAll(filters)));
    },
  );

  app.get(
    '/user/export',
    {
      config: { permission: 'users.manage' },
      schema: {
        tags: ['users'],
        summary: 'Every user the search and role match, newest first, as CSV (decisions/reports-and-bulk.md): streamed, UTF-8 with a BOM',
        querystring: usersExportQuerySchema,
        response: { 200: csvResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const filters = readUserFilters(request.query);
      const batches = keysetBatches((afterId: number | null, take) => repo.listWindow({ afterId, offset: 0, take }, filters), (last) => last.id);
      return sendCsv(reply, exportFileName('users', app.clock()), USER_CSV_COLUMNS, batches);
    },
  );

  app.post(
    '/user/register',
    {
      config: { permission: 'users.manage' },
      schema: {
        tags: ['users'],
        summary: 'Register a staff account (users registered from the panel are staff): an owner, or the role sent (decisions/roles-and-audit.md)',
        body: registerBodySchema,
        response: { 201: successSchema(userSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { errors, values } = registerRules(request.body ?? {});
      assertValid(errors);
      await assertShopsExist(values);
      const duplicate = conflict('A user with this email already exists', 'EMAIL_TAKEN');
      if (await repo.emailTaken(values.email)) throw duplicate;
      const user = await repo.insertUser({ name: values.name, email: values.email, passwordHash: await hashPassword(values.password) }, values.role, values.shopIds);
      if (!user) throw duplicate; // registered by someone else while we hashed
      // No process may go on caching "no such user" for this id.
      await app.signals.publish('user-changed', { userId: user.id });
      reply.status(201);
      return ok(user);
    },
  );

  app.delete(
    '/user/:id',
    {
      config: { permission: 'users.manage' },
      schema: {
        tags: ['users'],
        summary: 'Delete a user. A customer with orders is anonymised instead: name, email, phone and addresses removed, sign-in ended; the orders and their amounts stay, open ones cancelled with their stock returned',
        params: idParamsSchema,
        response: { 200: deletedSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (id === Number(request.user.sub)) throw conflict('You cannot delete your own account', 'SELF_DELETE');
      const outcome = await repo.deleteUser(id, request.user.sub);
      if (outcome.kind === 'not-found') throw notFound('User not found');
      if (outcome.kind === 'last-owner') throw conflict(LAST_OWNER, 'LAST_OWNER');
      // Every process forgets the user when the deletion commits (the signal goes out with the
      // request's transaction): their token stops working everywhere.
      await app.signals.publish('user-deleted', { userId: id });
      app.forgetUser(id);
      return ok({ id });
    },
  );
};
