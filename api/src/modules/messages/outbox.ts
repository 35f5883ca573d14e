import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import type { OrderStatus } from '../../db/schema';
import { QUEUES, sendJob } from '../../jobs/job-engine';
import type { PickPlan } from '../picking/picking-plan';
import { messagesRepository } from './messages-repository';
import { kwdWords, type Language, type MessageValues, questionWords, renderTemplate } from './messages-rules';
import type { MessageKind, MessageProviderName } from './messages-schemas';

// decisions/customer-messages.md: the outbox. An order's step tells its customer by writing the message here, in the
// step's own transaction: rendered now, in the customer's language, once per event (event_key), with its delivery job
// sent in the same transaction — so a step that rolls back tells no one, and a step done twice (a retried request)
// tells once. A disabled template, a customer without a phone or an erased one: nothing is written.

/** The job a message's delivery is (message-worker.ts). */
export interface MessageJob {
  messageId: number;
}

/** How a message's job is retried: the configuration's numbers (config.messages). */
export interface MessageRetries {
  retryLimit: number;
  retryDelaySeconds: number;
  retryDelayMaxSeconds: number;
}

/**
 * The provider new messages are written for and how their jobs retry: the configuration's, set when the app is built
 * (message-worker.ts). The step's code holds only its transaction, so they are kept here, as the job engine is
 * (jobs/job-engine.ts).
 */
let settings: { provider: MessageProviderName; retries: MessageRetries } = {
  provider: 'log',
  retries: { retryLimit: 5, retryDelaySeconds: 2, retryDelayMaxSeconds: 300 },
};
export const configureMessages = (provider: MessageProviderName, retries: MessageRetries) => {
  settings = { provider, retries };
};

/** About when try `retryCount + 1` follows a failure: pg-boss doubles the delay each time (with jitter), up to the cap. */
export function retryDelayMs(retryCount: number, retries: MessageRetries = settings.retries): number {
  const { retryDelaySeconds, retryDelayMaxSeconds } = retries;
  return Math.min(retryDelayMaxSeconds, retryDelaySeconds * 2 ** Math.min(16, retryCount)) * 1000;
}

/** Values given in both languages; the customer's is taken. */
export type BilingualValues = Partial<Record<string, Record<Language, string>>>;

/**
 * Writes the message of `kind` about `orderId` for event `eventKey`, once, and sends its job: the one way a step tells a
 * customer. `values`: what only the step knows (an item, a change, an amount); the customer, order, shop, total and
 * driver are read here. Answers the message's id, or null when nothing was written.
 */
export async function tellCustomer(tx: Db, message: { kind: MessageKind; orderId: number; eventKey: string; values?: BilingualValues }): Promise<number | null> {
  const repo = messagesRepository(tx);
  const template = await repo.template(message.kind);
  if (!template?.enabled) return null;
  const order = await repo.orderContext(message.orderId);
  if (!order?.phone) return null;
  const language = order.language;
  const values: MessageValues = {
    customerName: order.customerName,
    orderId: String(order.orderId),
    shopName: language === 'ar' ? order.shopNameAr : order.shopName,
    total: kwdWords(order.totalFils)[language],
    driverName: order.driverName,
    ...Object.fromEntries(Object.entries(message.values ?? {}).map(([name, words]) => [name, words?.[language] ?? ''])),
  };
  const body = renderTemplate(language === 'ar' ? template.bodyAr : template.bodyEn, values);
  const id = await repo.insertOnce({ kind: message.kind, orderId: order.orderId, customerId: order.customerId, eventKey: message.eventKey, toPhone: order.phone, language, body, provider: settings.provider });
  if (id !== null) await sendMessageJob(tx, id);
  return id;
}

/**
 * The delivery job of message `messageId`, in `tx` (a new message, or a failed one sent again), with the configured
 * retries: backoff from the first delay, doubling to the cap (none when the delay is 0: tests). `later`: a try put off
 * (429 Retry-After), with the retries left.
 */
export function sendMessageJob(tx: Db, messageId: number, later?: { startAfterSeconds: number; retryLimit: number }) {
  const { retryLimit, retryDelaySeconds, retryDelayMaxSeconds } = settings.retries;
  const backoff = retryDelaySeconds > 0 ? { retryBackoff: true, retryDelayMax: retryDelayMaxSeconds } : { retryBackoff: false };
  return sendJob(tx, QUEUES.customerMessage, { messageId } satisfies MessageJob, {
    retryLimit: later?.retryLimit ?? retryLimit,
    retryDelay: retryDelaySeconds,
    ...backoff,
    ...(later ? { startAfter: later.startAfterSeconds } : {}),
  });
}

/** The order steps a customer hears of: accepted, on its way (dispatch's pick-up moves it so too: one message either way), delivered. */
const TOLD_MOVES: Partial<Record<OrderStatus, { kind: MessageKind; event: string }>> = {
  ACCEPTED: { kind: 'order_accepted', event: 'accepted' },
  INTRANSIT: { kind: 'on_the_way', event: 'on_the_way' },
  DELIVERED: { kind: 'delivered', event: 'delivered' },
};

/** An order moved to `to` (orders/order-status-service.ts, every move). */
export async function tellOfOrderMove(tx: Db, orderId: number, to: OrderStatus): Promise<void> {
  const told = TOLD_MOVES[to];
  if (told) await tellCustomer(tx, { kind: told.kind, orderId, eventKey: `order:${orderId}:${told.event}` });
}

/**
 * A picker changed a line (picking/picking-service.ts, its change row `changeId`): a substitute, a removal, a line
 * picked short or weighed, or the desk's default at a question's deadline, is an item changed; a question asks.
 * A reset, a plain pick and the customer's own answer tell nothing.
 */
export async function tellOfLineChange(tx: Db, orderId: number, changeId: number, plan: PickPlan): Promise<void> {
  const changed = ['remove', 'substitute', 'timeout'].includes(plan.action) || (plan.action === 'pick' && (plan.line.state === 'short' || plan.line.actualWeight !== null));
  if (plan.action !== 'ask' && !changed) return;
  const [item] = await queryRows<{ name: string; nameAr: string | null }>(tx, sql`SELECT product_name AS name, product_name_ar AS "nameAr" FROM order_items WHERE id = ${plan.itemId}`);
  const itemName = { en: item?.name ?? '', ar: item?.nameAr || item?.name || '' };
  if (plan.action === 'ask') {
    const [proposed] = plan.line.askProductId === null
      ? []
      : await queryRows<{ name: string; nameAr: string }>(tx, sql`SELECT name, name_ar AS "nameAr" FROM products WHERE id = ${plan.line.askProductId}`);
    await tellCustomer(tx, { kind: 'item_question', orderId, eventKey: `change:${changeId}`, values: { itemName, question: questionWords(proposed ?? null) } });
    return;
  }
  const change = { en: lowerFirst(plan.summary.en), ar: plan.summary.ar };
  await tellCustomer(tx, { kind: 'item_changed', orderId, eventKey: `change:${changeId}`, values: { itemName, change } });
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** A refund settled (ledger/refund-service.ts): told once it is done — a credit at once, a gateway refund when completed. */
export async function tellOfRefund(tx: Db, refundId: number): Promise<void> {
  const [refund] = await queryRows<{ orderId: number; amountFils: number; status: string }>(
    tx,
    sql`SELECT order_id AS "orderId", amount_fils::int AS "amountFils", status FROM refunds WHERE id = ${refundId}`,
  );
  if (refund?.status !== 'done') return;
  await tellCustomer(tx, { kind: 'refunded', orderId: refund.orderId, eventKey: `refund:${refundId}`, values: { amount: kwdWords(refund.amountFils) } });
}
