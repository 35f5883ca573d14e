import { assertValid, notFound } from '../../http/errors';
import { type ListQuery, listPage, readPaging } from '../../http/paging';
import type { OrderStatus } from '../../db/schema';
import { readSortedWindow, searchedPage, sortedBatches } from '../../http/sorted-paging';
import { csvResponseSchema, exportFileName, sendCsv } from '../../http/csv-export';
import { runBulk } from '../../http/bulk';
import { isFiltered, type OrderFilters, readOrderFilters } from './order-filters';
import { ok } from '../../http/reply';
import { bulkResultSchema, errorResponses, idParamsSchema, pageSchema, successSchema } from '../../http/schemas';
import { guardRowsByShop, shopInScope, shopScope } from '../../auth/shop-scope';
import type { RoutesPlugin } from '../../http/type-provider';
import { listOrderEvents } from './order-events';
import { reasonOf } from './order-reasons';
import { changeOrderStatus } from './order-status-service';
import { assignOrder, claimOrder, releaseOrder } from './order-claim-service';
import { ORDER_CSV_COLUMNS } from './order-csv';
import { toOrderView } from './order-view';
import { ordersRepository } from './orders-repository';
import { assignBodySchema, customerHistorySchema, orderBulkBodySchema, orderEventSchema, orderFiltersQuerySchema, ordersExportQuerySchema, orderSchema, orderStatsSchema, ordersListQuerySchema, statusBodySchema } from './orders-schemas';

/** spec §9: orders are listed 10 to a page. */
const ORDERS_PAGE_SIZE = 10;

/** Orders: the tabs' lists and counts, one order, and the status change of spec §4. */
export const ordersRoutes: RoutesPlugin = async (app) => {
  const repo = ordersRepository(app.db);
  // decisions/roles-and-audit.md: another shop's order is not found for a shop-scoped account.
  guardRowsByShop(app, { path: '/api/orders/:id', shopOf: (id) => repo.shopIdOf(id), message: (id) => `Order #${id} was not found` });

  /** The order as it is now, after a change in this request (its transaction sees it). */
  const answerOrder = async (id: number) => {
    const row = await repo.findById(id);
    if (!row) throw notFound(`Order #${id} was not found`);
    return ok(toOrderView(row, app.images, app.clock()));
  };

  /** A page under search, filters or a sort (decisions/search.md); its total counts the matching orders of the tab (the other tabs' are orders/stats'). */
  const filteredPage = async (status: OrderStatus | null, filters: OrderFilters, query: ListQuery) => {
    return searchedPage(
      readSortedWindow(query, ORDERS_PAGE_SIZE),
      {
        keys: (cursor, limit) => repo.findFilteredKeys(status, filters, cursor, limit),
        rows: (ids) => repo.findByIds(ids, filters.sort),
        count: () => repo.filteredCount(status, filters),
      },
      (row) => toOrderView(row, app.images, filters.now),
    );
  };

  app.get(
    '/orders',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags: ['orders'],
        summary:
          'Orders newest first, optionally of one status (page/limit, or after=<nextCursor>); searched, filtered and sorted by the query (decisions/search.md); ' +
          'scheduled=true: the orders scheduled for a delivery slot, soonest preparation first, which the NEW tab leaves out until their time (decisions/delivery-slots.md)',
        querystring: ordersListQuerySchema,
        response: { 200: pageSchema(orderSchema), ...errorResponses },
      },
    },
    async (request) => {
      const status = request.query.status ?? null;
      const { errors, filters } = readOrderFilters(request.query, shopScope(request), app.clock(), request.user.sub);
      assertValid(errors);
      if (isFiltered(filters)) return ok(await filteredPage(status, filters, request.query));
      const page = await listPage(
        readPaging(request.query, ORDERS_PAGE_SIZE),
        (window) => repo.findPage(status, window, filters.now),
        () => repo.count(status, filters.now),
      );
      return ok({ ...page, items: page.items.map((row) => toOrderView(row, app.images, filters.now)) });
    },
  );

  app.get(
    '/orders/export',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags: ['orders'],
        summary: 'Every order of the tab (status) that the search and filters match, newest first or as sorted, as CSV (decisions/reports-and-bulk.md): streamed, UTF-8 with a BOM, Kuwait times, amounts with 3 decimals',
        querystring: ordersExportQuerySchema,
        response: { 200: csvResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const status = request.query.status ?? null;
      const { errors, filters } = readOrderFilters(request.query, shopScope(request), app.clock(), request.user.sub);
      assertValid(errors);
      const batches = sortedBatches({
        keys: (after, take) => repo.findFilteredKeys(status, filters, after, take),
        rows: (ids) => repo.findByIds(ids, filters.sort),
      });
      return sendCsv(reply, exportFileName('orders', app.clock()), ORDER_CSV_COLUMNS, batches);
    },
  );

  app.get(
    '/orders/stats',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags: ['orders'],
        summary: 'Number of orders in every status, zeros included: { NEW: n, ACCEPTED: n, …, SCHEDULED: n } (NEW without the scheduled ones); with the list’s search and filters, of the matching orders',
        querystring: orderFiltersQuerySchema,
        response: { 200: successSchema(orderStatsSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { errors, filters } = readOrderFilters(request.query, shopScope(request), app.clock(), request.user.sub);
      assertValid(errors);
      if (!isFiltered({ ...filters, shopIds: null })) return ok(await repo.statusCounts(filters.shopIds, filters.now));
      const { counts, capped } = await repo.filteredStatusCounts(filters);
      return ok({ ...counts, capped });
    },
  );

  app.get(
    '/orders/:id',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags: ['orders'],
        summary: 'One order with its items',
        params: idParamsSchema,
        response: { 200: successSchema(orderSchema), ...errorResponses },
      },
    },
    async (request) => {
      const row = await repo.findById(request.params.id);
      if (!row) throw notFound(`Order #${request.params.id} was not found`);
      return ok(toOrderView(row, app.images, app.clock()));
    },
  );

  app.get(
    '/orders/:id/events',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags: ['orders'],
        summary: "An order's timeline, oldest first: its placement and every status change, with who and why",
        params: idParamsSchema,
        response: { 200: successSchema({ type: 'object', properties: { items: { type: 'array', items: orderEventSchema } }, required: ['items'] }), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await repo.exists(id))) throw notFound(`Order #${id} was not found`);
      return ok({ items: await listOrderEvents(app.db, id) });
    },
  );

  app.get(
    '/orders/:id/customer-history',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags: ['orders'],
        summary: "The order's customer at a glance, for the order page: their other orders (any status; a shop-scoped account counts its shops' only), delivered, cancelled or rejected, the first and the last",
        params: idParamsSchema,
        response: { 200: successSchema(customerHistorySchema), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const history = await repo.customerHistory(id, shopScope(request));
      if (!history) throw notFound(`Order #${id} was not found`);
      return ok(history);
    },
  );

  // spec §7 names the status update without a method: PUT and PATCH both do it.
  app.route({
    method: ['PUT', 'PATCH'],
    url: '/orders/:id/status',
    config: { permission: 'orders.act' },
    schema: {
      tags: ['orders'],
      summary: 'Move an order along spec §4 (NEW→ACCEPTED|REJECTED, ACCEPTED→INTRANSIT, INTRANSIT→DELIVERED|CANCELLED); 409 names the current status',
      params: idParamsSchema,
      body: statusBodySchema,
      response: { 200: successSchema(orderSchema), ...errorResponses },
    },
    handler: async (request) => {
      const { id } = request.params;
      const reason = reasonOf(request.body);
      await changeOrderStatus(app.db, id, request.body.status, { actor: { kind: 'staff', id: request.user.sub }, reason });
      const row = await repo.findById(id);
      if (!row) throw notFound(`Order #${id} was not found`);
      return ok(toOrderView(row, app.images, app.clock()));
    },
  });

  // decisions/order-workspace.md: claim, release, assign. Each answers the order with its claim; the live desks hear of it.
  app.post(
    '/orders/:id/claim',
    {
      config: { permission: 'orders.act' },
      schema: {
        tags: ['orders'],
        summary: 'Claim an open order for oneself (again: its idle time starts over); 409 names the member of staff who holds it',
        params: idParamsSchema,
        response: { 200: successSchema(orderSchema), ...errorResponses },
      },
    },
    async (request) => {
      await claimOrder(app.db, request.params.id, request.user.sub);
      return answerOrder(request.params.id);
    },
  );

  app.delete(
    '/orders/:id/claim',
    {
      config: { permission: 'orders.act' },
      schema: {
        tags: ['orders'],
        summary: "Release an order's claim, one's own or (the panel asks first) another's, on the timeline; an unclaimed order stays so",
        params: idParamsSchema,
        response: { 200: successSchema(orderSchema), ...errorResponses },
      },
    },
    async (request) => {
      if (!(await releaseOrder(app.db, request.params.id, { kind: 'staff', id: request.user.sub }))) throw notFound(`Order #${request.params.id} was not found`);
      return answerOrder(request.params.id);
    },
  );

  app.post(
    '/orders/:id/assign',
    {
      config: { permission: 'orders.act' },
      schema: {
        tags: ['orders'],
        summary: 'Give an open order to a colleague who may act on its shop (taking it from its holder, if any); 400 names the field for anyone else',
        params: idParamsSchema,
        body: assignBodySchema,
        response: { 200: successSchema(orderSchema), ...errorResponses },
      },
    },
    async (request) => {
      await assignOrder(app.db, request.params.id, request.body.userId, { kind: 'staff', id: request.user.sub });
      return answerOrder(request.params.id);
    },
  );

  app.post(
    '/orders/bulk',
    {
      config: { permission: 'orders.act' },
      schema: {
        tags: ['orders'],
        summary: 'Accept, or reject with one reason, many NEW orders (decisions/reports-and-bulk.md): each moves as its own status change would; one another member of staff already moved is listed with its 409',
        body: orderBulkBodySchema,
        response: { 200: successSchema(bulkResultSchema), ...errorResponses },
      },
    },
    async (request) => {
      const to = request.body.action === 'accept' ? 'ACCEPTED' : 'REJECTED';
      const reason = reasonOf(request.body);
      const actor = { kind: 'staff', id: request.user.sub } as const;
      const shopIds = shopScope(request);
      return ok(
        await runBulk(app.db, request.body.ids, async (id) => {
          // Another shop's order is answered as missing, as its own route answers it (decisions/roles-and-audit.md).
          if (!shopInScope(shopIds, await repo.shopIdOf(id))) throw notFound(`Order #${id} was not found`);
          await changeOrderStatus(app.db, id, to, { actor, reason });
        }),
      );
    },
  );
};
