import { assertValid, badRequest, conflict, notFound } from '../../http/errors';
import { readPageAndLimit } from '../../http/paging';
import { ok } from '../../http/reply';
import { deletedSchema, errorResponses, idParamsSchema, pageSchema, successSchema } from '../../http/schemas';
import { decodeSortCursor, encodeSortCursor } from '../../http/sorted-paging';
import type { RoutesPlugin } from '../../http/type-provider';
import { readUserFilters, usersRepository } from '../users/users-repository';
import { PROFILE_ADDRESSES, PROFILE_ORDERS, statsById, toCustomerNote, toCustomerProfile, toCustomerRow } from './customer-view';
import { customersRepository, type CustomerWindow } from './customers-repository';
import { blockCustomerRules, customerNoteRules } from './customers-rules';
import {
  blockCustomerBodySchema,
  customerNoteBodySchema,
  customerNoteSchema,
  customerProfileSchema,
  customerRowSchema,
  customersQuerySchema,
} from './customers-schemas';

/** The customers list pages by 20. */
export const CUSTOMERS_PAGE_SIZE = 20;
export const CUSTOMER_NOT_FOUND = 'Customer not found';

/** A cursor's time: created_at as PostgreSQL writes it (never a value that would fail its cast). */
const CURSOR_TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d){0,2}$/;

/** `after` of the list: the last row's created_at (exact to the microsecond) and id. */
function readCustomerCursor(after: string): CustomerWindow['after'] {
  const { value, id } = decodeSortCursor(after);
  if (typeof value !== 'string' || !CURSOR_TIME.test(value)) throw badRequest({ after: 'Invalid cursor' });
  return { at: value, id };
}

/**
 * decisions/customers.md: the customers, for staff — the list (a search, the blocked or flagged ones), a customer's
 * profile (orders and money, addresses, notes, flags, the block), notes, block and unblock, sign out everywhere, and
 * erasure. `customers.read` to see, `customers.act` to change; each write in the request's audited transaction.
 * A staff account is no customer: 404 here (it is deleted through DELETE user/:id).
 */
export const customersRoutes: RoutesPlugin = async (app) => {
  const repo = customersRepository(app.db);
  const users = usersRepository(app.db);

  /** A customer's profile as it is now (in the request's transaction after a write); 404 for no customer. */
  const profileOf = async (id: number) => {
    const account = await repo.account(id);
    if (!account) throw notFound(CUSTOMER_NOT_FOUND);
    const [stats] = await repo.stats([id]);
    // More addresses than are shown: the same one typed with and without its labels is merged into one.
    const addresses = await repo.addresses(id, PROFILE_ADDRESSES * 3);
    return toCustomerProfile({ account, stats, addresses, orders: await repo.recentOrders(id, PROFILE_ORDERS), notes: await repo.notes(id) });
  };
  /** Locks the customer for a change; 404 for no customer. */
  const locked = async (id: number) => {
    const customer = await repo.lock(id);
    if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
    return customer;
  };

  app.get(
    '/customers',
    {
      config: { permission: 'customers.read' },
      schema: {
        tags: ['customers'],
        summary:
          'Customers, newest first (keyset paged): q searches name (English or Arabic), email and phone digits (decisions/search.md); show: all, blocked or flagged (decisions/customers.md). Anonymised accounts are never listed',
        querystring: customersQuerySchema,
        response: { 200: pageSchema(customerRowSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { page, limit } = readPageAndLimit(request.query, CUSTOMERS_PAGE_SIZE);
      const after = request.query.after ? readCustomerCursor(request.query.after) : null;
      const filters = { q: readUserFilters({ q: request.query.q }).q, show: request.query.show ?? 'all' };
      const window = { after, offset: after ? 0 : (page - 1) * limit, take: limit + 1 };
      const [keys, total] = await Promise.all([repo.pageKeys(filters, window), repo.count(filters)]);
      // The page's keys first; then the accounts and their aggregates for those ids only.
      const pageKeys = keys.slice(0, limit);
      const ids = pageKeys.map((key) => key.id);
      const accounts = new Map((await repo.accounts(ids)).map((account) => [account.id, account]));
      const stats = statsById(await repo.stats(ids));
      const items = ids.flatMap((id) => {
        const account = accounts.get(id);
        return account ? [toCustomerRow(account, stats(id))] : [];
      });
      const last = pageKeys[pageKeys.length - 1];
      return ok({
        items,
        total,
        page,
        pages: Math.max(1, Math.ceil(total / limit)),
        limit,
        nextCursor: keys.length > limit && last ? encodeSortCursor({ value: last.at, id: last.id }) : null,
      });
    },
  );

  app.get(
    '/customers/:id',
    {
      config: { permission: 'customers.read' },
      schema: {
        tags: ['customers'],
        summary: "A customer's profile (decisions/customers.md): orders and totals, the addresses they order to, their last orders, staff's notes, flags and the block",
        params: idParamsSchema,
        response: { 200: successSchema(customerProfileSchema), ...errorResponses },
      },
    },
    async (request) => ok(await profileOf(request.params.id)),
  );

  app.post(
    '/customers/:id/notes',
    {
      config: { permission: 'customers.act' },
      schema: {
        tags: ['customers'],
        summary: 'Write a note about a customer (staff only; 1–1000 characters), with its author and time',
        params: idParamsSchema,
        body: customerNoteBodySchema,
        response: { 201: successSchema(customerNoteSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { errors, values } = customerNoteRules(request.body);
      assertValid(errors);
      await locked(request.params.id);
      const note = await repo.addNote(request.params.id, request.user.sub, values.text);
      reply.status(201);
      return ok(toCustomerNote(note));
    },
  );

  app.post(
    '/customers/:id/block',
    {
      config: { permission: 'customers.act' },
      schema: {
        tags: ['customers'],
        summary: 'Block a customer, saying why (3–300 characters): their orders are refused until unblocked. 409 CUSTOMER_ALREADY_BLOCKED',
        params: idParamsSchema,
        body: blockCustomerBodySchema,
        response: { 200: successSchema(customerProfileSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { errors, values } = blockCustomerRules(request.body);
      assertValid(errors);
      if ((await locked(id)).blocked) throw conflict('This customer is already blocked', 'CUSTOMER_ALREADY_BLOCKED');
      await repo.block(id, request.user.sub, values.reason);
      return ok(await profileOf(id));
    },
  );

  app.post(
    '/customers/:id/unblock',
    {
      config: { permission: 'customers.act' },
      schema: {
        tags: ['customers'],
        summary: 'Unblock a customer: they may order again. 409 CUSTOMER_NOT_BLOCKED',
        params: idParamsSchema,
        response: { 200: successSchema(customerProfileSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await locked(id)).blocked) throw conflict('This customer is not blocked', 'CUSTOMER_NOT_BLOCKED');
      await repo.unblock(id);
      return ok(await profileOf(id));
    },
  );

  app.post(
    '/customers/:id/sign-out',
    {
      config: { permission: 'customers.act' },
      schema: {
        tags: ['customers'],
        summary: "Sign a customer out everywhere: every token issued to them before now answers 401 TOKEN_REVOKED; they sign in again",
        params: idParamsSchema,
        response: { 200: successSchema(customerProfileSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await locked(id);
      await repo.signOut(id);
      // Every process forgets what it cached of the account when this commits (the signal goes out with the
      // request's transaction): its next request reads the new time (auth/auth-plugin.ts).
      await app.signals.publish('user-changed', { userId: id });
      app.forgetUser(id);
      return ok(await profileOf(id));
    },
  );

  app.delete(
    '/customers/:id',
    {
      config: { permission: 'customers.act' },
      schema: {
        tags: ['customers'],
        summary:
          "Erase a customer: anonymised when they have orders (the orders and their money stay, their name, email, phone, door, notes and block go; open orders cancelled), deleted otherwise. A staff account is 404 (DELETE user/:id)",
        params: idParamsSchema,
        response: { 200: deletedSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const outcome = await users.deleteUser(id, request.user.sub, 'customer');
      if (outcome.kind === 'not-found' || outcome.kind === 'last-owner') throw notFound(CUSTOMER_NOT_FOUND);
      // As DELETE user/:id: their token stops working everywhere when this commits.
      await app.signals.publish('user-deleted', { userId: id });
      app.forgetUser(id);
      return ok({ id });
    },
  );
};
