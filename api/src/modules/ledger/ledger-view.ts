import { filsToKwdNumber } from '../../money/fils';
import type { OrderStatus } from '../../db/schema';
import { type LedgerBalances, ledgerBalances } from './ledger-balances';
import type { LedgerEntryRow, RefundRow } from './ledger-repository';
import type { OrderLedgerAnswer, RefundAnswer } from './ledger-schemas';

// decisions/money-ledger.md: the ledger's rows as the API answers them. Every amount in KWD (a JSON number, exact to
// the fil: fils.ts writes it) beside its fils.

export function toRefundView(row: RefundRow): RefundAnswer {
  return {
    id: row.id,
    orderId: row.orderId,
    amount: filsToKwdNumber(row.amountFils),
    amountFils: row.amountFils,
    method: row.method,
    status: row.status,
    gatewayReference: row.gatewayReference,
    reasonCode: row.reasonCode,
    note: row.note,
    liable: row.liable,
    lines: row.lines.map((line) => ({ ...line, amount: filsToKwdNumber(line.amountFils) })),
    createdBy: row.createdById === null ? null : { id: row.createdById, name: row.createdByName },
    createdAt: row.createdAt,
    doneAt: row.doneAt,
  };
}

function toBalancesView(balances: LedgerBalances): OrderLedgerAnswer['balances'] {
  const { amountDue, paid, refunded, cashToCollect, net } = balances;
  return {
    amountDue: filsToKwdNumber(amountDue),
    amountDueFils: amountDue,
    paid: filsToKwdNumber(paid),
    paidFils: paid,
    refunded: filsToKwdNumber(refunded),
    refundedFils: refunded,
    cashToCollect: filsToKwdNumber(cashToCollect),
    cashToCollectFils: cashToCollect,
    net: filsToKwdNumber(net),
    netFils: net,
  };
}

/** GET orders/{id}/ledger: the entries, their sums, the refunds. */
export function toOrderLedgerView(order: { paymentMethod: string; status: OrderStatus }, entries: LedgerEntryRow[], refunds: RefundRow[]): OrderLedgerAnswer {
  return {
    entries: entries.map((entry) => ({
      id: entry.id,
      orderId: entry.orderId,
      kind: entry.kind,
      amount: filsToKwdNumber(entry.amountFils),
      amountFils: entry.amountFils,
      paymentMethod: entry.paymentMethod,
      liable: entry.liable,
      reasonCode: entry.reasonCode,
      note: entry.note,
      refundId: entry.refundId,
      actor: entry.actorId === null ? null : { id: entry.actorId, name: entry.actorName },
      at: entry.createdAt,
    })),
    balances: toBalancesView(ledgerBalances(order, entries)),
    refunds: refunds.map(toRefundView),
  };
}

/** What the customer's own order answer says of its money: what it costs now, what went back, each refund. */
export interface CustomerMoney {
  amountDue: number;
  refunded: number;
  refunds: { amount: number; status: RefundRow['status']; at: Date }[];
}

export function toCustomerMoney(order: { paymentMethod: string; status: OrderStatus }, entries: LedgerEntryRow[], refunds: RefundRow[]): CustomerMoney {
  const { amountDue, refunded } = ledgerBalances(order, entries);
  return {
    amountDue: filsToKwdNumber(amountDue),
    refunded: filsToKwdNumber(refunded),
    refunds: refunds.map((refund) => ({ amount: filsToKwdNumber(refund.amountFils), status: refund.status, at: refund.doneAt ?? refund.createdAt })),
  };
}
