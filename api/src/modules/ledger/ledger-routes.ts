import { guardRowsByShop } from '../../auth/shop-scope';
import { assertValid, notFound } from '../../http/errors';
import { claimIdempotencyKey, keepAnswer, requestFingerprint } from '../../http/idempotency';
import { ok } from '../../http/reply';
import { errorResponses, idParamsSchema, successSchema } from '../../http/schemas';
import type { RoutesPlugin } from '../../http/type-provider';
import { ordersRepository } from '../orders/orders-repository';
import { ledgerRepository } from './ledger-repository';
import { completeRefundBodySchema, failRefundBodySchema, orderLedgerSchema, refundBodySchema, refundHeadersSchema, refundSchema } from './ledger-schemas';
import { toOrderLedgerView, toRefundView } from './ledger-view';
import { completeRefundRules, failRefundRules, refundRules } from './refund-rules';
import { completeRefund, createRefund, failRefund } from './refund-service';

/**
 * An order's money (decisions/money-ledger.md): its ledger and refunds, read with orders.read; refunds made and
 * settled with orders.act, audited. Scoped as the orders are: another shop's order, or its refund, is not found.
 */
export const ledgerRoutes: RoutesPlugin = async (app) => {
  const orders = ordersRepository(app.db);
  const repo = ledgerRepository(app.db);
  guardRowsByShop(app, { path: '/api/orders/:id', shopOf: (id) => orders.shopIdOf(id), message: (id) => `Order #${id} was not found` });
  guardRowsByShop(app, { path: '/api/refunds/:id', shopOf: (id) => repo.refundShopOf(id), message: (id) => `Refund #${id} was not found` });

  /** The refund as it is now, after a change in this request (its transaction sees it). */
  const answerRefund = async (id: number) => {
    const refund = await repo.findRefund(id);
    if (!refund) throw notFound(`Refund #${id} was not found`);
    return ok(toRefundView(refund));
  };

  app.get(
    '/orders/:id/ledger',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags: ['orders'],
        summary: "An order's money ledger, oldest first, its sums (amount due, paid, refunded, cash to collect, net; KWD and fils) and its refunds",
        params: idParamsSchema,
        response: { 200: successSchema(orderLedgerSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const order = await repo.findOrder(id);
      if (!order) throw notFound(`Order #${id} was not found`);
      return ok(toOrderLedgerView(order, await repo.entries([id]), await repo.refunds([id])));
    },
  );

  app.post(
    '/orders/:id/refunds',
    {
      config: { permission: 'orders.act' },
      schema: {
        tags: ['orders'],
        summary:
          "Refund a delivered order by lines or by an amount (KWD), with a reason and who bears it: never more than was paid less what went back (409 'At most KWD X can be refunded'). KNET and card: a pending refund to complete with the gateway's reference; cash: a credit to the customer. A retry with the same Idempotency-Key answers the first refund",
        params: idParamsSchema,
        headers: refundHeadersSchema,
        body: refundBodySchema,
        response: { 201: successSchema(refundSchema), 422: errorResponses[400], ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { errors, values } = refundRules(request.body);
      assertValid(errors);
      const userId = request.user.sub;
      const key = request.headers['idempotency-key'];
      const earlier = await claimIdempotencyKey(app.db, { userId, key, fingerprint: requestFingerprint({ orderId: id, ...request.body }), what: 'refund' });
      if (earlier) {
        reply.header('idempotent-replayed', 'true');
        reply.status(earlier.statusCode as 201);
        return earlier.body as never;
      }
      const answer = await answerRefund(await createRefund(app.db, id, values, userId));
      await keepAnswer(app.db, userId, key, { statusCode: 201, body: answer });
      reply.status(201);
      return answer;
    },
  );

  app.post(
    '/refunds/:id/complete',
    {
      config: { permission: 'orders.act' },
      schema: {
        tags: ['orders'],
        summary: "A pending KNET or card refund done at the gateway, with the gateway's reference; 409 once it is done or failed",
        params: idParamsSchema,
        body: completeRefundBodySchema,
        response: { 200: successSchema(refundSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { errors, values } = completeRefundRules(request.body);
      assertValid(errors);
      await completeRefund(app.db, request.params.id, values.gatewayReference);
      return answerRefund(request.params.id);
    },
  );

  app.post(
    '/refunds/:id/fail',
    {
      config: { permission: 'orders.act' },
      schema: {
        tags: ['orders'],
        summary: 'A pending KNET or card refund the gateway refused: its ledger entry is reversed, so the amount may be refunded again; 409 once it is done or failed',
        params: idParamsSchema,
        body: failRefundBodySchema,
        response: { 200: successSchema(refundSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { errors, values } = failRefundRules(request.body ?? {});
      assertValid(errors);
      await failRefund(app.db, request.params.id, values.note, request.user.sub);
      return answerRefund(request.params.id);
    },
  );
};
