import { sql } from 'drizzle-orm';
import { notFound } from '../../http/errors';
import { listPage, listQuerySchema, readPaging } from '../../http/paging';
import { ok } from '../../http/reply';
import { errorResponses, idParamsSchema, pageSchema, successSchema } from '../../http/schemas';
import type { RoutesPlugin } from '../../http/type-provider';
import { customerMoneyOf } from '../ledger/customer-money';
import type { CustomerMoney } from '../ledger/ledger-view';
import { toOrderView } from '../orders/order-view';
import { type OrderRow, ordersRepository } from '../orders/orders-repository';
import { autoPauseRuleOf } from '../desk-settings/desk-settings';
import { cancelAsCustomer } from './customer-cancel';
import { cancelHeadersSchema, customerOrderSchema as orderSchema, idempotencyHeadersSchema, placeOrderBodySchema } from './customer-orders-schemas';
import { customerTimelinesOf, placedTimeline } from './customer-timeline';
import { autoPauseBeforeOrder, placeOrder } from './place-order';
import { customerAnswerBodySchema, orderItemParamsSchema } from '../picking/picking-schemas';
import { answerAsCustomer } from '../picking/picking-service';
import { customerDeliveriesOf } from '../dispatch/customer-delivery';

/** A customer's app lists their orders 10 at a time, like the panel. */
const CUSTOMER_ORDERS_PAGE_SIZE = 10;
/** How long an Idempotency-Key is remembered: a client retries within minutes, never a day later. */
const KEYS_KEPT = sql`interval '24 hours'`;
const SWEEP_KEYS_EVERY_MS = 60_000;

/**
 * The customers' side of orders (their app is not ours): place an order, follow their own, cancel one the shop has
 * not accepted yet, answer a picker's question.
 * Customers only (requireCustomer); another customer's order reads as missing.
 */
export const customerOrdersRoutes: RoutesPlugin = async (app) => {
  const repo = ordersRepository(app.db);
  let lastSweep = 0;

  /**
   * The orders as their customer reads them: each with its money from the ledger (decisions/money-ledger.md) and its
   * timeline (decisions/customer-orders.md); `placing`: the answer to the placing, whose steps are not logged yet.
   */
  const customerViews = async (rows: OrderRow[], placing = false) => {
    const ids = rows.map((row) => row.id);
    const money = await customerMoneyOf(app.db, rows);
    const timelines = placing ? null : await customerTimelinesOf(app.db, ids);
    // decisions/dispatch.md: the code the customer reads out at the door, and who brings the order.
    const deliveries = await customerDeliveriesOf(app.db, ids);
    const now = app.clock();
    return rows.map((row) => ({
      ...toOrderView(row, app.images, now),
      ...(money.get(row.id) as CustomerMoney),
      ...(deliveries.get(row.id) ?? { deliveryCode: '', delivery: null }),
      timeline: timelines ? (timelines.get(row.id) ?? []) : placedTimeline(row),
    }));
  };
  /** One of the customer's orders as they read it (the answer of every write on it). */
  const customerView = async (userId: number, orderId: number) => {
    const row = await repo.findForCustomer(userId, orderId);
    if (!row) throw notFound(`Order #${orderId} was not found`);
    const [view] = await customerViews([row]);
    return view;
  };

  app.post(
    '/customer/orders',
    {
      // An auto-pause commits on its own, before the order it refuses (place-order.ts): the
      // order alone runs in the request's transaction.
      config: { audit: 'manual' },
      schema: {
        tags: ['customer orders'],
        summary: 'Place an order: prices, stock and opening hours are decided here; a retry with the same Idempotency-Key answers the first result',
        headers: idempotencyHeadersSchema,
        body: placeOrderBodySchema,
        response: { 201: successSchema(orderSchema), 422: errorResponses[400], ...errorResponses },
      },
    },
    async (request, reply) => {
      if (Date.now() - lastSweep > SWEEP_KEYS_EVERY_MS) {
        lastSweep = Date.now();
        await app.db.execute(sql`DELETE FROM idempotency_keys WHERE created_at < now() - ${KEYS_KEPT}`);
      }
      // decisions/order-workspace.md: the auto-pause rule in force is the desk settings' (the configuration's until an owner saves them).
      await autoPauseBeforeOrder(app.db, request.body, autoPauseRuleOf(await app.deskSettings.read()));
      const placed = await app.audited(request, () =>
        placeOrder(app.db, { userId: request.user.sub, key: request.headers['idempotency-key'], body: request.body, now: app.clock() }, async (orderId) => {
          const row = await repo.findById(orderId);
          const [view] = await customerViews([row as NonNullable<typeof row>], true);
          // Serialised now, so a replay answers exactly these bytes' JSON.
          return ok(view);
        }),
      );
      if (placed.replayed) reply.header('idempotent-replayed', 'true');
      reply.status(placed.statusCode as 201);
      return placed.body as never;
    },
  );

  app.get(
    '/customer/orders',
    {
      schema: {
        tags: ['customer orders'],
        summary: "The customer's own orders, newest first, by page (page, limit, after)",
        querystring: listQuerySchema,
        response: { 200: pageSchema(orderSchema), ...errorResponses },
      },
    },
    async (request) => {
      const userId = request.user.sub;
      const paging = readPaging(request.query, CUSTOMER_ORDERS_PAGE_SIZE);
      const page = await listPage(paging, (window) => repo.customerPage(userId, window), () => repo.customerCount(userId));
      return ok({ ...page, items: await customerViews(page.items) });
    },
  );

  app.get(
    '/customer/orders/:id',
    {
      schema: {
        tags: ['customer orders'],
        summary: "One of the customer's own orders, with its status (another customer's is 404)",
        params: idParamsSchema,
        response: { 200: successSchema(orderSchema), ...errorResponses },
      },
    },
    async (request) => ok(await customerView(request.user.sub, request.params.id)),
  );

  app.post(
    '/customer/orders/:id/cancel',
    {
      schema: {
        tags: ['customer orders'],
        summary:
          "Cancel one's own order before the shop accepts it (decisions/customer-orders.md): the stock goes back, what was paid is refunded, the shop's desk hears of it. 409 ORDER_NOT_CANCELLABLE once the shop accepted (or the order ended); another customer's order is 404; a retry with the same Idempotency-Key answers the first answer",
        params: idParamsSchema,
        headers: cancelHeadersSchema,
        response: { 200: successSchema(orderSchema), 422: errorResponses[400], ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = request.user.sub;
      const cancelled = await cancelAsCustomer(app.db, { orderId: request.params.id, userId, key: request.headers['idempotency-key'] }, async (orderId) =>
        // Serialised now, so a replay answers exactly these bytes' JSON.
        ok(await customerView(userId, orderId)),
      );
      if (cancelled.replayed) reply.header('idempotent-replayed', 'true');
      return cancelled.body as never;
    },
  );

  app.post(
    '/customer/orders/:id/items/:itemId/answer',
    {
      schema: {
        tags: ['customer orders'],
        summary:
          "Answer the picker's question about an item (decisions/picking.md): 'substitute' takes the proposed product at the price shown, 'remove' takes the item off; 409 NOT_ASKING once answered (a late answer counts until the desk applies the order's default), ORDER_NOT_OPEN once the order left picking. Answers the order as it is now",
        params: orderItemParamsSchema,
        body: customerAnswerBodySchema,
        response: { 200: successSchema(orderSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { id, itemId } = request.params;
      await answerAsCustomer(app.db, { orderId: id, itemId, userId: request.user.sub, answer: request.body.answer, now: app.clock() });
      return ok(await customerView(request.user.sub, id));
    },
  );
};
