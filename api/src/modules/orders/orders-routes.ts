import type { FastifyPluginAsync } from 'fastify';
import { ORDER_STATUSES, type OrderStatus } from '../../db/schema';
import { notFound } from '../../http/errors';
import { listPage, readPaging } from '../../http/paging';
import { ok } from '../../http/reply';
import { errorResponses, idParamsSchema, pageSchema, successSchema } from '../../http/schemas';
import { orderSchema, orderStatsSchema, ordersListQuerySchema, statusBodySchema } from './order-schemas';
import { changeOrderStatus } from './order-status-service';
import { toOrderView } from './order-view';
import { countOrders, findOrder, findOrdersPage, readStatusCounts } from './orders-repository';

/** spec §9: orders are listed 10 to a page. */
const ORDERS_PAGE_SIZE = 10;

/** Orders: the tabs' lists and counts, one order, and the status change of spec §4. */
export const ordersRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { status?: OrderStatus; page?: number; limit?: number; after?: string } }>(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'Orders newest first, optionally of one status (page/limit, or after=<nextCursor>)',
        querystring: ordersListQuerySchema,
        response: { 200: pageSchema(orderSchema), ...errorResponses },
      },
    },
    async (request) => {
      const status = request.query.status ?? null;
      const page = await listPage(
        readPaging(request.query, ORDERS_PAGE_SIZE),
        (window) => findOrdersPage(app.db, status, window),
        () => countOrders(app.db, status),
      );
      return ok({ ...page, items: page.items.map((row) => toOrderView(row, app.images)) });
    },
  );

  app.get(
    '/orders/stats',
    {
      schema: {
        tags: ['orders'],
        summary: 'Number of orders in every status, zeros included: { NEW: n, ACCEPTED: n, … }',
        response: { 200: successSchema(orderStatsSchema), ...errorResponses },
      },
    },
    async () => {
      // Six counter rows kept current by a trigger: reading them never scans the orders.
      const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
      for (const row of await readStatusCounts(app.db)) {
        if (row.status in counts) counts[row.status] = Number(row.count);
      }
      return ok(counts);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/orders/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'One order with its items',
        params: idParamsSchema,
        response: { 200: successSchema(orderSchema), ...errorResponses },
      },
    },
    async (request) => {
      const row = await findOrder(app.db, request.params.id);
      if (!row) throw notFound(`Order #${request.params.id} was not found`);
      return ok(toOrderView(row, app.images));
    },
  );

  // spec §7 names the status update without a method: PUT and PATCH both do it.
  app.route<{ Params: { id: number }; Body: { status: OrderStatus } }>({
    method: ['PUT', 'PATCH'],
    url: '/orders/:id/status',
    schema: {
      tags: ['orders'],
      summary: 'Move an order along spec §4 (NEW→ACCEPTED|REJECTED, ACCEPTED→INTRANSIT, INTRANSIT→DELIVERED|CANCELLED); 409 names the current status',
      params: idParamsSchema,
      body: statusBodySchema,
      response: { 200: successSchema(orderSchema), ...errorResponses },
    },
    handler: async (request) => {
      const { id } = request.params;
      await changeOrderStatus(app.db, id, request.body.status);
      const row = await findOrder(app.db, id);
      if (!row) throw notFound(`Order #${id} was not found`);
      return ok(toOrderView(row, app.images));
    },
  });
};
