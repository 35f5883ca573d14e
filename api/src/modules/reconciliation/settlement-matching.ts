import type { SettlementLineStatus, SettlementMethod, SettlementProblem } from '../../db/schema';
import { MAX_INTEGER } from '../../http/schemas';
import { latinDigits } from '../../kuwait/search-text';

// decisions/reconciliation.md: what each line of a settlement file settles. Pure: the service reads the orders and
// refunds the lines name, and the ones matched already, then hands them in.
//
// A payment (amount > 0) names an order by its number ('1234', '#1234' or 'DK-1234'): it matches an order paid by the
// file's method whose paid amount (what the gateway took at placement: ledger-balances.ts' `paid`) is exactly the
// line's, and that no other line matched. A refund (amount < 0) names the gateway's reference of a done refund of the
// file's method, of exactly that amount. Anything else is unmatched, with why.

/** An order a payment line names: its method and what the gateway took for it, in fils. */
export interface PaidOrder {
  id: number;
  paymentMethod: string;
  paidFils: number;
}

/** A gateway refund completed with its reference. */
export interface DoneRefund {
  id: number;
  method: string;
  amountFils: number;
  gatewayReference: string;
}

export interface MatchContext {
  /** The orders the payment lines' references number. */
  orders: ReadonlyMap<number, PaidOrder>;
  /** The done refunds whose gateway references the refund lines name, oldest first. */
  refunds: readonly DoneRefund[];
  /** Orders and refunds some line matched already (earlier files). */
  matchedOrderIds: ReadonlySet<number>;
  matchedRefundIds: ReadonlySet<number>;
}

/** What became of a line: matched to its order or refund, or unmatched with why (and the order or refund it names). */
export interface LineMatch {
  status: Extract<SettlementLineStatus, 'matched' | 'unmatched'>;
  problem: SettlementProblem | null;
  orderId: number | null;
  refundId: number | null;
}

const ORDER_NUMBER = /^(?:#|DK-)?\s*(\d{1,10})$/i;

/** The order a reference numbers ('1234', '#1234', 'DK-1234'); null when it numbers none. */
export function orderNumberOf(reference: string): number | null {
  const match = ORDER_NUMBER.exec(latinDigits(reference.trim()));
  const id = match ? Number(match[1]) : 0;
  return id >= 1 && id <= MAX_INTEGER ? id : null;
}

const unmatched = (problem: SettlementProblem, target: { orderId?: number; refundId?: number } = {}): LineMatch => ({
  status: 'unmatched',
  problem,
  orderId: target.orderId ?? null,
  refundId: target.refundId ?? null,
});

/**
 * Each line's match, in the file's order: a line matches what no earlier line (of this file or one before) matched, so
 * a second line for the same order is `already_matched`. The problems are checked in this order: the reference names
 * nothing (`unknown_reference`), another method (`method_differs`), another amount (`amount_differs`), matched already
 * (`already_matched`).
 */
export function matchLines(lines: readonly { reference: string; amountFils: number }[], method: SettlementMethod, context: MatchContext): LineMatch[] {
  const matchedOrders = new Set(context.matchedOrderIds);
  const matchedRefunds = new Set(context.matchedRefundIds);

  const payment = (reference: string, amountFils: number): LineMatch => {
    const id = orderNumberOf(reference);
    const order = id === null ? undefined : context.orders.get(id);
    if (!order) return unmatched('unknown_reference');
    if (order.paymentMethod !== method) return unmatched('method_differs', { orderId: order.id });
    if (order.paidFils !== amountFils) return unmatched('amount_differs', { orderId: order.id });
    if (matchedOrders.has(order.id)) return unmatched('already_matched', { orderId: order.id });
    matchedOrders.add(order.id);
    return { status: 'matched', problem: null, orderId: order.id, refundId: null };
  };

  const refund = (reference: string, amountFils: number): LineMatch => {
    const named = context.refunds.filter((candidate) => candidate.gatewayReference === reference);
    if (named.length === 0) return unmatched('unknown_reference');
    const ofMethod = named.filter((candidate) => candidate.method === method);
    if (ofMethod.length === 0) return unmatched('method_differs', { refundId: named[0].id });
    const ofAmount = ofMethod.filter((candidate) => candidate.amountFils === -amountFils);
    if (ofAmount.length === 0) return unmatched('amount_differs', { refundId: ofMethod[0].id });
    const free = ofAmount.find((candidate) => !matchedRefunds.has(candidate.id));
    if (!free) return unmatched('already_matched', { refundId: ofAmount[0].id });
    matchedRefunds.add(free.id);
    return { status: 'matched', problem: null, orderId: null, refundId: free.id };
  };

  return lines.map(({ reference, amountFils }) => (amountFils > 0 ? payment(reference, amountFils) : refund(reference, amountFils)));
}
