import type { Db } from '../../db/client';
import { assertValid, conflict, type FieldErrors, notFound } from '../../http/errors';
import { divideHalfUp, filsToKwd } from '../../money/fils';
import { planRefund, planRefundFailure } from './ledger-balances';
import { type RefundLine, ledgerRepository } from './ledger-repository';
import { tellOfRefund } from '../messages/outbox';
import { appendPlan } from './ledger-writer';
import type { RefundValues } from './refund-rules';

// decisions/money-ledger.md: refunds staff make and settle, each in the request's transaction (audited: the refunds
// table's trigger). A refund is written with its ledger entry; a failed one gets the entry's reversal.

/**
 * Refunds a delivered order by lines (decisions/picking.md: a part of what the line costs now, line total × quantity /
 * the line's quantity, half-up, the parts adding up to the line; never more of a line than is left, never a line removed
 * or substituted) or by an amount, never more than was paid less what went back already: a pending gateway
 * refund (KNET, card) or, for cash, a credit to the customer at once. The order is locked first, so
 * two refunds at once are counted one after the other. Answers the refund's id.
 */
export async function createRefund(tx: Db, orderId: number, values: RefundValues, actorId: number): Promise<number> {
  const repo = ledgerRepository(tx);
  const order = await repo.lockOrder(orderId);
  if (!order) throw notFound(`Order #${orderId} was not found`);

  let lines: RefundLine[] = [];
  if (values.lines) {
    const items = new Map((await repo.refundableItems(orderId)).map((item) => [item.id, item]));
    const errors: FieldErrors = {};
    lines = values.lines.map(({ itemId, quantity }, index) => {
      const item = items.get(itemId);
      if (!item) {
        errors[`lines.${index}.itemId`] = `This line is not in order #${orderId}`;
        return { itemId, quantity, amountFils: 0 };
      }
      if (item.state === 'removed' || item.state === 'substituted') {
        errors[`lines.${index}.itemId`] = item.state === 'removed' ? `${item.name} was removed: it was not charged` : `${item.name} was substituted: refund its substitute`;
        return { itemId, quantity, amountFils: 0 };
      }
      const left = item.quantity - item.refunded;
      if (quantity > left) errors[`lines.${index}.quantity`] = left === 0 ? `${item.name} was refunded already` : `At most ${left} of ${item.name} can be refunded`;
      // The first k of the line cost line total × k / quantity, half-up: these q are what the first refunded + q cost more
      // than the first refunded, so the parts of a line refunded one by one add up to the line, to the fil.
      const firstOf = (k: number) => Number(divideHalfUp(BigInt(item.lineTotalFils) * BigInt(k), BigInt(item.quantity)));
      return { itemId, quantity, amountFils: firstOf(item.refunded + quantity) - firstOf(item.refunded) };
    });
    assertValid(errors);
  }
  const amountFils = values.amountFils ?? lines.reduce((sum, line) => sum + line.amountFils, 0);

  const { liable, reasonCode, note } = values;
  const planned = planRefund(order, await repo.entries([orderId]), { amountFils, liable, reasonCode, note });
  if ('refused' in planned) {
    throw planned.refused === 'not_delivered'
      ? conflict(`Order #${orderId} is ${order.status}: only a delivered order can be refunded`, 'ORDER_NOT_DELIVERED')
      : conflict(`At most KWD ${filsToKwd(planned.limitFils)} can be refunded`, 'REFUND_TOO_LARGE');
  }
  const id = (await appendPlan(tx, order, planned.plan, actorId, lines)) as number;
  // decisions/customer-messages.md: a credit is done at once, and told at once.
  await tellOfRefund(tx, id);
  return id;
}

/** Why a refund could not be settled: there is none, or it is not pending any more. */
async function notPending(tx: Db, id: number): Promise<never> {
  const refund = await ledgerRepository(tx).findRefund(id);
  if (!refund) throw notFound(`Refund #${id} was not found`);
  throw conflict(`Refund #${id} is already ${refund.status}`, 'REFUND_SETTLED');
}

/** A pending gateway refund done, with the gateway's reference (one conditional update: of two at once, one wins). */
export async function completeRefund(tx: Db, id: number, gatewayReference: string): Promise<void> {
  if (!(await ledgerRepository(tx).settleRefund(id, 'done', gatewayReference))) await notPending(tx, id);
  await tellOfRefund(tx, id);
}

/** A pending gateway refund failed: its ledger entry reversed, so what it was to give back may be refunded again. */
export async function failRefund(tx: Db, id: number, note: string | null, actorId: number): Promise<void> {
  const repo = ledgerRepository(tx);
  if (!(await repo.settleRefund(id, 'failed', null))) await notPending(tx, id);
  const refund = await repo.findRefund(id);
  const order = refund && (await repo.findOrder(refund.orderId));
  if (!refund || !order) return;
  await repo.append(order, planRefundFailure(refund, note), { actorId, refundId: id });
}
