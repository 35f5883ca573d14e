import type { Db } from '../../db/client';
import { savepoint } from '../../db/transactions';
import { assertValid, conflict, HttpError, notFound } from '../../http/errors';
import { claimIdempotencyKey, type KeptAnswer, keepAnswer, requestFingerprint } from '../../http/idempotency';
import { recordLineChange } from '../ledger/ledger-writer';
import { tellOfLineChange } from '../messages/outbox';
import { ORDER_DESK, type OrderActor, recordLinesStep } from '../orders/order-events';
import { describeStockChange } from '../products/stock-ledger';
import { type PickPlan, planPickChange, planTimeout } from './picking-plan';
import { type PickingOrderRow, pickingRepository } from './picking-repository';
import { lineChangeRules, type PickChange, type PickLine, type PickProduct, pickChangeRules } from './picking-rules';
import type { PickChangeBody } from './picking-schemas';

// decisions/picking.md: a change of an accepted order's lines, each in one transaction (the request's, or the desk's
// upkeep's): the order row locked first, the change planned (picking-plan.ts), then the lines, the stock through the
// stock history, the order's total and version, the ledger's line change, the change's row, and last the order's
// 'lines' step (its lock after every row lock, as every writer of the log takes it).

/** 409 LINES_CHANGED: the change named a version of the lines that is not the current one (the route answers the current picking). */
export class LinesChangedError extends HttpError {
  constructor(readonly orderId: number) {
    super(409, 'LINES_CHANGED', `The lines of order #${orderId} changed since you read them: here they are now`);
  }
}

/** What a change answered: kept with its Idempotency-Key and answered again to a retry. */
export interface ChangeAnswer extends KeptAnswer {
  replayed: boolean;
}

const notOpen = (order: PickingOrderRow) =>
  conflict(`Order #${order.id} is ${order.status}: its lines change only while it is accepted`, 'ORDER_NOT_OPEN');

/**
 * Writes a plan in the caller's transaction: the lines and the stock (returned and sold for this order, by the actor,
 * the change's summary as the note — only for an order that holds its stock), the order's total and version, the
 * ledger following the new total (liable: the shop, which could not supply the line as ordered), the change's row.
 * Answers the version it made. The order's step is the caller's, after every other write.
 */
async function writePlan(tx: Db, order: PickingOrderRow, plan: PickPlan, actor: OrderActor): Promise<number> {
  const repo = pickingRepository(tx);
  const actorId = actor.kind === 'system' ? null : actor.id;
  const stock = order.stockHeld ? plan : { ...plan, returned: [], sold: [] };
  await repo.writeLines(order.id, stock, (reason) => describeStockChange(tx, { reason, orderId: order.id, actorId, note: plan.summary.en }));
  const version = await repo.writeOrder(order.id, plan);
  await recordLineChange(tx, order.id, { liable: 'shop', reasonCode: 'line_change', note: plan.summary.en, actorId });
  const changeId = await repo.insertChange(order.id, plan, version, actor);
  // decisions/customer-messages.md: an item changed, or a question, told to the customer in this transaction.
  await tellOfLineChange(tx, order.id, changeId, plan);
  return version;
}

/** The product a change names: a substitute, the one proposed, or (an answer) the one that was proposed. */
function namedProductId(change: PickChange, line: PickLine): number | null {
  if (change.action === 'substitute') return change.productId;
  if (change.action === 'ask') return change.productId;
  if (change.action === 'answer' && change.answer === 'substitute') return line.askProductId;
  return null;
}

/** The order's line `itemId`: 404 when the order has none (a substitute line's reset is its original's). */
function lineOf(order: PickingOrderRow, lines: PickLine[], itemId: number, resetting: boolean): PickLine {
  const line = lines.find((candidate) => candidate.id === itemId);
  if (!line) throw notFound(`Line #${itemId} is not in order #${order.id}`);
  if (resetting && line.replacesItemId !== null) return lines.find((candidate) => candidate.id === line.replacesItemId) as PickLine;
  return line;
}

/**
 * Plans and writes one change of a line, after the order is locked and found open: the rules against the line and
 * the product it names (400), the plan's own refusals (409), then the writes. Answers the version it made.
 */
async function applyChange(tx: Db, order: PickingOrderRow, itemId: number, change: PickChange, actor: OrderActor, now: Date): Promise<number> {
  const repo = pickingRepository(tx);
  const lines = await repo.lines(order.id);
  const line = lineOf(order, lines, itemId, change.action === 'reset');
  const productId = namedProductId(change, line);
  const product: PickProduct | null = productId === null ? null : await repo.product(productId);
  assertValid(lineChangeRules(order, line, change, product));
  const planned = planPickChange(order, lines, line, change, { product, now });
  if ('refused' in planned) throw conflict(planned.refused.message, planned.refused.code);
  return writePlan(tx, order, planned.plan, actor);
}

/**
 * A picker's change (POST orders/{id}/picking/lines/{itemId}), in the request's transaction: the body read (400), the
 * Idempotency-Key claimed (a retry answers the first answer and changes nothing; the key with another body is 422),
 * the order locked and found ACCEPTED (409 ORDER_NOT_OPEN) at the version the body names (LinesChangedError), the change
 * applied, `answer` (the picking after it) kept with the key, and the order's step. Any refusal rolls all of it back.
 */
export async function changePickLine(
  tx: Db,
  request: { orderId: number; itemId: number; body: PickChangeBody; userId: number; key: string; now: Date },
  answer: (orderId: number) => Promise<unknown>,
): Promise<ChangeAnswer> {
  const { orderId, itemId, body, userId, key, now } = request;
  const { errors, values } = pickChangeRules(body);
  assertValid(errors);
  const earlier = await claimIdempotencyKey(tx, { userId, key, fingerprint: requestFingerprint({ orderId, itemId, ...body }), what: 'change of the lines' });
  if (earlier) return { ...earlier, replayed: true };

  const order = await lockOpenOrder(tx, orderId, null);
  if (body.version !== order.version) throw new LinesChangedError(orderId);
  const actor: OrderActor = { kind: 'staff', id: userId };
  const version = await applyChange(tx, order, itemId, values, actor, now);
  const response = await answer(orderId);
  await keepAnswer(tx, userId, key, { statusCode: 200, body: response });
  await recordLinesStep(tx, { orderId, version, actor });
  return { statusCode: 200, body: response, replayed: false };
}

/**
 * The customer answers a picker's question (POST customer/orders/{id}/items/{itemId}/answer), in the request's
 * transaction: their own order only (404 otherwise), still accepted, the line still asking (409 NOT_ASKING: answered,
 * or the desk applied the default). 'substitute' takes the proposed product at its price (they saw it), 'remove' the line.
 */
export async function answerAsCustomer(tx: Db, request: { orderId: number; itemId: number; userId: number; answer: 'substitute' | 'remove'; now: Date }): Promise<void> {
  const { orderId, itemId, userId, now } = request;
  const order = await lockOpenOrder(tx, orderId, userId);
  const line = (await pickingRepository(tx).lines(orderId)).find((candidate) => candidate.id === itemId && candidate.replacesItemId === null);
  if (!line) throw notFound(`This item is not in order #${orderId}`);
  if (line.state !== 'asking') throw conflict(`${line.name} is not waiting for your answer`, 'NOT_ASKING');
  const actor: OrderActor = { kind: 'customer', id: userId };
  const version = await applyChange(tx, order, itemId, { action: 'answer', answer: request.answer, note: null }, actor, now);
  await recordLinesStep(tx, { orderId, version, actor });
}

/** The order locked (a customer's own, when `userId` is given), and ACCEPTED: 404 and 409 ORDER_NOT_OPEN otherwise. */
async function lockOpenOrder(tx: Db, orderId: number, userId: number | null): Promise<PickingOrderRow> {
  const repo = pickingRepository(tx);
  const order = userId === null ? await repo.lockOrder(orderId) : await repo.lockCustomerOrder(orderId, userId);
  if (!order) throw notFound(`Order #${orderId} was not found`);
  if (order.status !== 'ACCEPTED') throw notOpen(order);
  return order;
}

/** How many orders one run of the desk's upkeep answers for at most (the rest at the next run). */
const TIMEOUT_BATCH = 100;

/**
 * decisions/picking.md: the questions left unanswered past their deadline at `now` get the order's default, applied by the
 * desk (action 'timeout'): a fitting proposed substitute, else the line removed; a substitute refused meanwhile (its
 * stock gone, a prepaid order that would cost more) removes the line instead. Exactly once, whatever runs at once:
 * the orders are locked first (in id order) and their lines read after the lock, so a question another process or
 * a customer answered meanwhile is seen as answered; the steps come last, after every row lock. Inside a
 * transaction. Answers the lines answered.
 */
export async function applyAskTimeouts(tx: Db, now: Date): Promise<number[]> {
  const repo = pickingRepository(tx);
  const orderIds = (await repo.ordersAskedBefore(now, TIMEOUT_BATCH)).sort((a, b) => a - b);
  const orders: (PickingOrderRow)[] = [];
  for (const orderId of orderIds) {
    const order = await repo.lockOrder(orderId);
    if (order?.status === 'ACCEPTED') orders.push(order);
  }
  const answered: number[] = [];
  const steps: { orderId: number; version: number }[] = [];
  for (const order of orders) {
    const due = (await repo.lines(order.id)).filter((line) => line.state === 'asking' && line.askDeadline !== null && new Date(line.askDeadline) <= now);
    for (const { id } of due) {
      // Read again before each: the order's lines after the change before it.
      const lines = await repo.lines(order.id);
      const line = lines.find((candidate) => candidate.id === id) as PickLine;
      const proposed = line.askProductId === null ? null : await repo.product(line.askProductId);
      const plan = planTimeout(order, lines, line, proposed);
      const version = await savepoint(tx, (sp) => writePlan(sp, order, plan, ORDER_DESK)).catch((error: unknown) => {
        if (!(error instanceof HttpError && error.statusCode === 409) || plan.insert === null) throw error;
        return writePlan(tx, order, planTimeout(order, lines, line, null), ORDER_DESK);
      });
      answered.push(id);
      steps.push({ orderId: order.id, version });
    }
  }
  for (const step of steps) await recordLinesStep(tx, { ...step, actor: ORDER_DESK });
  return answered;
}
