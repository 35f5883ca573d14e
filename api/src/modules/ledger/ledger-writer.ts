import type { Db } from '../../db/client';
import type { Liable, OrderStatus } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { kwdToFils } from '../../money/fils';
import { type CommissionRateTerms, type LedgerPlan, type LineChangeReason, movesMoney, planCommission, planLineChange, planMove } from './ledger-balances';
import { type LedgerOrderRow, ledgerRepository } from './ledger-repository';

// decisions/money-ledger.md: the one writer of an order's ledger, called in the transaction of the change it follows
// (placing, a status move, a line change, a refund): it reads the entries, asks ledger-balances.ts what
// to append, and appends it. Nothing else writes the ledger.

/** Opens a placed order's ledger, in the order's transaction (place-order.ts): its charge and, for cash, the cash to collect. */
export async function openOrderLedger(tx: Db, orderId: number, customerId: number): Promise<void> {
  await ledgerRepository(tx).open(orderId, customerId);
}

/** Appends a plan to the order's ledger: its refund record first, then the entries (the refund's own among them). Answers the refund's id. */
export async function appendPlan(tx: Db, order: LedgerOrderRow, plan: LedgerPlan, actorId: number | null, lines: { itemId: number; quantity: number; amountFils: number }[] = []): Promise<number | null> {
  const repo = ledgerRepository(tx);
  const refundId = plan.refund ? await repo.insertRefund(order.id, { ...plan.refund, lines }, actorId) : null;
  await repo.append(order, plan.entries, { actorId, refundId });
  return refundId;
}

/** The order's entries as the balances read them. */
async function entriesOf(tx: Db, orderId: number) {
  return ledgerRepository(tx).entries([orderId]);
}

/**
 * The ledger's part of a status move (order-status-service.ts), in the move's transaction, for an
 * order the move's conditional UPDATE just moved to `to` (so once, however many moves race): what
 * was paid goes back on a reject or cancel (a pending gateway refund), the cash to collect ends.
 */
export async function recordOrderMove(tx: Db, orderId: number, to: OrderStatus, actorId: number | null): Promise<void> {
  if (!movesMoney(to)) return;
  const order = await ledgerRepository(tx).findOrder(orderId);
  if (!order) return;
  await appendPlan(tx, order, planMove(order, to, await entriesOf(tx, orderId)), actorId);
}

/**
 * decisions/shop-statements.md: the commission of an order just delivered, under `rate` (the shop's rate of the delivery's
 * Kuwait date; null: none), in the move's transaction. Once per order: the move is once, and the table's unique index
 * refuses a second.
 */
export async function recordCommission(tx: Db, orderId: number, rate: CommissionRateTerms | null, actorId: number | null): Promise<void> {
  if (!rate) return;
  const order = await ledgerRepository(tx).findOrder(orderId);
  if (!order) return;
  await appendPlan(tx, order, { entries: planCommission(rate, await entriesOf(tx, orderId)), refund: null }, actorId);
}

/**
 * A line change (decisions/picking.md: picking-service.ts): called after the caller changed the open order's
 * items and orders.total_amount, in the same transaction. The ledger follows the new total: a
 * `line_change` entry of the difference, with the cash to collect (cash) or the difference back
 * through the gateway (a prepaid order that now costs less). 409 for an order that is no longer
 * open, or a prepaid order that would cost more than was paid.
 */
export async function recordLineChange(
  tx: Db,
  orderId: number,
  change: { liable: Liable; reasonCode: LineChangeReason; note?: string | null; actorId: number | null },
): Promise<void> {
  const order = await ledgerRepository(tx).lockOrder(orderId);
  if (!order) throw notFound(`Order #${orderId} was not found`);
  const planned = planLineChange(order, await entriesOf(tx, orderId), { ...change, amountDueFils: kwdToFils(order.totalAmount) });
  if ('refused' in planned) {
    throw planned.refused === 'not_open'
      ? conflict(`Order #${orderId} is ${order.status}: its lines can no longer change`, 'ORDER_NOT_OPEN')
      : conflict(`Order #${orderId} was paid by ${order.paymentMethod}: it cannot cost more than was paid`, 'LEDGER_PREPAID');
  }
  await appendPlan(tx, order, planned.plan, change.actorId);
}
