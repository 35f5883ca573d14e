import { guardRowsByShop } from '../../auth/shop-scope';
import { notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { errorResponses, idParamsSchema, successSchema } from '../../http/schemas';
import type { RoutesPlugin } from '../../http/type-provider';
import { ordersRepository } from '../orders/orders-repository';
import { pickingRepository } from './picking-repository';
import { orderItemParamsSchema, pickChangeBodySchema, pickConflictSchema, pickHeadersSchema, pickingSchema } from './picking-schemas';
import { changePickLine, LinesChangedError } from './picking-service';
import { toPickingView } from './picking-view';

/**
 * Picking (decisions/picking.md): an accepted order's lines as the picker works them, read with orders.read, changed
 * with orders.act, one versioned, idempotent change at a time. Scoped as the orders are: another shop's order is not found.
 */
export const pickingRoutes: RoutesPlugin = async (app) => {
  const orders = ordersRepository(app.db);
  const repo = pickingRepository(app.db);
  guardRowsByShop(app, { path: '/api/orders/:id', shopOf: (id) => orders.shopIdOf(id), message: (id) => `Order #${id} was not found` });

  /** The picking as it is now (in a change's transaction: after the change). */
  const readPicking = async (orderId: number) => {
    const order = await repo.findOrder(orderId);
    if (!order) throw notFound(`Order #${orderId} was not found`);
    return ok(toPickingView(order, await repo.pickingLines(orderId), await repo.changes(orderId), app.images));
  };

  app.get(
    '/orders/:id/picking',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags: ['orders'],
        summary: "An order's lines as the picker works them (barcode, SKU, state, what each costs now and as ordered), the changes oldest first, the totals and the lines' version",
        params: idParamsSchema,
        response: { 200: successSchema(pickingSchema), ...errorResponses },
      },
    },
    async (request) => readPicking(request.params.id),
  );

  app.post(
    '/orders/:id/picking/lines/:itemId',
    {
      // The transaction is opened around the change alone: a LINES_CHANGED refusal is answered after it rolled back,
      // with the lines as they are now.
      config: { permission: 'orders.act', audit: 'manual' },
      schema: {
        tags: ['orders'],
        summary:
          "Change one line of an ACCEPTED order (pick, remove, substitute, ask, answer, reset) at the version read: 409 LINES_CHANGED with the current picking when another change came first. Totals, stock, the ledger and the timeline follow; a retry with the same Idempotency-Key answers the first answer",
        params: orderItemParamsSchema,
        headers: pickHeadersSchema,
        body: pickChangeBodySchema,
        response: { 200: successSchema(pickingSchema), 422: errorResponses[400], ...errorResponses, 409: pickConflictSchema },
      },
    },
    async (request, reply) => {
      const { id, itemId } = request.params;
      try {
        const changed = await app.audited(request, () =>
          changePickLine(
            app.db,
            { orderId: id, itemId, body: request.body, userId: request.user.sub, key: request.headers['idempotency-key'], now: app.clock() },
            readPicking,
          ),
        );
        if (changed.replayed) reply.header('idempotent-replayed', 'true');
        reply.status(changed.statusCode as 200);
        return changed.body as never;
      } catch (error) {
        if (!(error instanceof LinesChangedError)) throw error;
        reply.status(409);
        return { success: false as const, message: error.message, code: error.code, picking: (await readPicking(error.orderId)).data };
      }
    },
  );
};
