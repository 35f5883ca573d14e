import { guardRowsByShop } from '../../auth/shop-scope';
import { assertValid, notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { errorResponses, idParamsSchema, successSchema } from '../../http/schemas';
import type { RoutesPlugin } from '../../http/type-provider';
import { touchClaim } from '../orders/order-claim-service';
import { recordNoteStep } from '../orders/order-events';
import { ordersRepository } from '../orders/orders-repository';
import { orderNoteRules } from './order-notes-rules';
import { orderNoteBodySchema, orderNoteSchema, orderNotesSchema } from './order-notes-schemas';
import { orderNotesRepository } from './order-notes-repository';

/**
 * An order's internal notes (decisions/order-workspace.md): staff only (customers' routes never read them), with
 * their author and time, in the audit log, heard live by every desk that sees the order (the
 * stream's `note`), and scoped as the orders are: another shop's order is not found.
 */
export const orderNotesRoutes: RoutesPlugin = async (app) => {
  const orders = ordersRepository(app.db);
  const repo = orderNotesRepository(app.db);
  guardRowsByShop(app, { path: '/api/orders/:id', shopOf: (id) => orders.shopIdOf(id), message: (id) => `Order #${id} was not found` });

  app.get(
    '/orders/:id/notes',
    {
      config: { permission: 'orders.read' },
      schema: { tags: ['orders'], summary: "An order's internal notes, oldest first (staff only)", params: idParamsSchema, response: { 200: successSchema(orderNotesSchema), ...errorResponses } },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await orders.exists(id))) throw notFound(`Order #${id} was not found`);
      return ok({ items: await repo.listFor(id) });
    },
  );

  app.post(
    '/orders/:id/notes',
    {
      config: { permission: 'orders.act' },
      schema: {
        tags: ['orders'],
        summary: 'Add an internal note to an order (1–1000 characters, trimmed); every desk that sees the order hears of it',
        params: idParamsSchema,
        body: orderNoteBodySchema,
        response: { 201: successSchema(orderNoteSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { errors, values } = orderNoteRules(request.body);
      assertValid(errors);
      if (!(await orders.exists(id))) throw notFound(`Order #${id} was not found`);
      const userId = request.user.sub;
      const note = await repo.insert(id, userId, values.body);
      // A note is its holder's activity on the order: the claim's idle time starts again.
      await touchClaim(app.db, id, userId);
      await recordNoteStep(app.db, { orderId: id, noteId: note.id, actor: { kind: 'staff', id: userId } });
      reply.status(201);
      return ok(note);
    },
  );
};
