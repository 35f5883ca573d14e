import type { LedgerKind, LedgerReason, Liable, OrderStatus, RefundMethod, RefundReasonCode } from '../../db/schema';
import { divideHalfUp } from '../../money/fils';

// decisions/money-ledger.md: an order's money as sums over its ledger, and what each change appends to it. Pure
// (no database, no HTTP), in integer fils: the writers (ledger-writer.ts, refund-service.ts), the
// answers and the tests all read an order's amounts here and nowhere else. The `commission` kind
// (decisions/shop-statements.md) is between the platform and the shop: the customer's balances and the rule never read it.

/** What the customer owes: every entry of these kinds. */
const DUE_KINDS: ReadonlySet<LedgerKind> = new Set(['charge', 'delivery_fee', 'discount', 'line_change']);
/** Written when the order is placed and only then: what a prepaid customer paid through the gateway. */
export const PLACEMENT_KINDS: ReadonlySet<LedgerKind> = new Set(['charge', 'delivery_fee', 'discount']);

/** Before delivery, while the order can still change or end. */
export const isOpen = (status: OrderStatus): boolean => status === 'NEW' || status === 'ACCEPTED' || status === 'INTRANSIT';
/** KNET and card are paid when the order is placed; cash at the door. */
export const isPrepaid = (paymentMethod: string): boolean => paymentMethod !== 'CASH';

/** What the balances read of the order beside its entries. */
export interface LedgerOrder {
  paymentMethod: string;
  status: OrderStatus;
}

export interface LedgerAmount {
  kind: LedgerKind;
  amountFils: number;
  /** Who bears it: the shop's side reads a discount's funder (decisions/promotions.md); the customer's balances never do. */
  liable?: Liable;
}

/** An order's amounts in fils (decisions/money-ledger.md defines each). */
export interface LedgerBalances {
  /** charge + delivery fee + discount + line changes: what the customer owes; orders.total_amount. */
  amountDue: number;
  /** Prepaid: what the gateway took at placement. Cash: the amount due once delivered, 0 before. */
  paid: number;
  /** Refunds pending or done (a failed one is reversed). */
  refunded: number;
  /** What the driver is to collect at the door: 0 once collected, cancelled or rejected. */
  cashToCollect: number;
  /** paid − refunded: what the platform keeps, and the most a refund may still give back. */
  net: number;
}

export function ledgerBalances(order: LedgerOrder, entries: readonly LedgerAmount[]): LedgerBalances {
  let amountDue = 0;
  let placed = 0;
  let refunded = 0;
  let cashToCollect = 0;
  for (const { kind, amountFils } of entries) {
    if (DUE_KINDS.has(kind)) amountDue += amountFils;
    if (PLACEMENT_KINDS.has(kind)) placed += amountFils;
    if (kind === 'refund') refunded -= amountFils;
    if (kind === 'cash_to_collect') cashToCollect += amountFils;
  }
  const paid = isPrepaid(order.paymentMethod) ? placed : order.status === 'DELIVERED' ? amountDue : 0;
  return { amountDue, paid, refunded, cashToCollect, net: paid - refunded };
}

/**
 * The ledger's rule (decisions/money-ledger.md), for one order: empty when it holds, otherwise what is off.
 * `totalAmountFils` is orders.total_amount in fils.
 */
export function ledgerProblems(order: LedgerOrder & { totalAmountFils: number }, balances: LedgerBalances): string[] {
  const { amountDue, paid, refunded, cashToCollect } = balances;
  const problems: string[] = [];
  if (amountDue !== order.totalAmountFils) problems.push(`amount due ${amountDue} is not the order's total ${order.totalAmountFils}`);
  if (refunded < 0 || refunded > paid) problems.push(`refunded ${refunded} is not between 0 and paid ${paid}`);
  const cashOpen = !isPrepaid(order.paymentMethod) && isOpen(order.status) ? amountDue - refunded : 0;
  if (cashToCollect !== cashOpen) problems.push(`cash to collect ${cashToCollect} is not ${cashOpen}`);
  // More is kept only while a refund of the difference failed: it is given back at the end, or refunded after delivery.
  if (isPrepaid(order.paymentMethod) && isOpen(order.status) && paid - refunded < amountDue) {
    problems.push(`paid ${paid} less refunded ${refunded} is less than the amount due ${amountDue}`);
  }
  return problems;
}

// ── What each change appends ─────────────────────────────────────────────────────────────────────

/** An entry to append: the writer adds the order, its payment method, the actor and the time. A `refund` entry is the plan's refund's. */
export interface PlannedEntry {
  kind: LedgerKind;
  amountFils: number;
  liable: Liable;
  reasonCode: LedgerReason;
  note?: string | null;
}

/** The reasons a refund record carries: staff's, or the writers' own for an order that ended or whose lines changed. */
export type RefundReason = RefundReasonCode | 'order_rejected' | 'order_cancelled' | 'line_change';

export interface PlannedRefund {
  amountFils: number;
  method: RefundMethod;
  /** A credit is given at once; a gateway refund waits for someone to complete it with the gateway's reference. */
  status: 'pending' | 'done';
  reasonCode: RefundReason;
  liable: Liable;
  note: string | null;
}

export interface LedgerPlan {
  entries: PlannedEntry[];
  refund: PlannedRefund | null;
}

const NOTHING: LedgerPlan = { entries: [], refund: null };

/** Money back through the gateway it came by, or, for cash, as credit to the customer; and its entry. */
function refundPlan(order: LedgerOrder, refund: Omit<PlannedRefund, 'method' | 'status'>): LedgerPlan {
  const method: RefundMethod = isPrepaid(order.paymentMethod) ? (order.paymentMethod as RefundMethod) : 'credit';
  const { amountFils, liable, reasonCode, note } = refund;
  return {
    refund: { ...refund, method, status: method === 'credit' ? 'done' : 'pending' },
    entries: [{ kind: 'refund', amountFils: -amountFils, liable, reasonCode, note }],
  };
}

/** The cash to collect brought to 0 (collected, or no longer owed). */
const cashSettled = (plan: LedgerPlan, cashToCollect: number, reasonCode: LedgerReason): LedgerPlan =>
  cashToCollect === 0 ? plan : { ...plan, entries: [...plan.entries, { kind: 'cash_to_collect', amountFils: -cashToCollect, liable: 'customer', reasonCode }] };

/** The moves that end an order, so its money: a reject, a cancel, a delivery. */
export const movesMoney = (to: OrderStatus): boolean => to === 'REJECTED' || to === 'CANCELLED' || to === 'DELIVERED';

/**
 * An order moving to `to` (order-status-service.ts): rejected or cancelled, what was paid goes back
 * (a pending gateway refund, on the platform: the order did not happen) and the cash to collect to 0;
 * delivered, the cash is collected.
 */
export function planMove(order: LedgerOrder, to: OrderStatus, entries: readonly LedgerAmount[]): LedgerPlan {
  if (!movesMoney(to)) return NOTHING;
  const { net, cashToCollect } = ledgerBalances(order, entries);
  if (to === 'REJECTED' || to === 'CANCELLED') {
    const reasonCode = to === 'REJECTED' ? 'order_rejected' : 'order_cancelled';
    const back = net > 0 ? refundPlan(order, { amountFils: net, liable: 'platform', reasonCode, note: null }) : NOTHING;
    return cashSettled(back, cashToCollect, reasonCode);
  }
  return cashSettled(NOTHING, cashToCollect, 'order_delivered');
}

export type LineChangeRefusal = 'not_open' | 'prepaid_increase';

/** Why a line changed: staff's reason codes, or picking's own 'line_change' (decisions/picking.md). */
export type LineChangeReason = RefundReasonCode | 'line_change';

/**
 * An open order's lines changed so that it now costs `amountDueFils` (what orders.total_amount
 * says): a `line_change` entry of the difference, and with it the cash to collect (cash) or, for a
 * prepaid order that now costs less, the difference back through the gateway. A prepaid order can
 * not cost more than was paid.
 */
export function planLineChange(
  order: LedgerOrder,
  entries: readonly LedgerAmount[],
  change: { amountDueFils: number; liable: Liable; reasonCode: LineChangeReason; note?: string | null },
): { plan: LedgerPlan } | { refused: LineChangeRefusal } {
  if (!isOpen(order.status)) return { refused: 'not_open' };
  const difference = change.amountDueFils - ledgerBalances(order, entries).amountDue;
  if (difference === 0) return { plan: NOTHING };
  const { liable, reasonCode, note = null } = change;
  const line: PlannedEntry = { kind: 'line_change', amountFils: difference, liable, reasonCode, note };
  if (!isPrepaid(order.paymentMethod)) {
    return { plan: { refund: null, entries: [line, { kind: 'cash_to_collect', amountFils: difference, liable: 'customer', reasonCode }] } };
  }
  if (difference > 0) return { refused: 'prepaid_increase' };
  const back = refundPlan(order, { amountFils: -difference, liable, reasonCode: 'line_change', note });
  return { plan: { ...back, entries: [line, ...back.entries] } };
}

export type RefundRefusal = { refused: 'not_delivered' } | { refused: 'too_large'; limitFils: number };

/**
 * A refund staff make (refund-service.ts): of a delivered order (or of an ended one whose refund
 * failed), never more than was paid less what went back already.
 */
export function planRefund(
  order: LedgerOrder,
  entries: readonly LedgerAmount[],
  refund: { amountFils: number; liable: Liable; reasonCode: RefundReasonCode; note: string | null },
): { plan: LedgerPlan } | RefundRefusal {
  if (isOpen(order.status)) return { refused: 'not_delivered' };
  const { net } = ledgerBalances(order, entries);
  if (refund.amountFils > net) return { refused: 'too_large', limitFils: net };
  return { plan: refundPlan(order, refund) };
}

/** A gateway refund that failed: its entry reversed, so the money counts as not given back (and may be refunded again). */
export const planRefundFailure = (refund: { amountFils: number; liable: Liable }, note: string | null): PlannedEntry[] => [
  { kind: 'refund', amountFils: refund.amountFils, liable: refund.liable, reasonCode: 'refund_failed', note },
];

// ── The shop's side (decisions/shop-statements.md) ───────────────────────────────────────────────

/** What a delivered order brings its shop's statement, in fils. */
export interface ShopAmounts {
  /** The customer's amount due, as ledgerBalances sums it: items, delivery fee and discounts. */
  amountDue: number;
  /** The delivery fee in it: the platform's (it delivers). */
  deliveryFees: number;
  /** decisions/promotions.md: the discounts in it (positive: the entries are negative) the shop funds, and the platform. */
  discountsShop: number;
  discountsPlatform: number;
  /**
   * The items as the shop sold them: the amount due less the delivery fee, plus the discounts the platform funds (the
   * shop is paid those). What the commission's percentage is of.
   */
  itemsAmount: number;
  /** The commission the platform keeps (positive: the entries are negative). */
  commission: number;
}

export function shopAmounts(entries: readonly LedgerAmount[]): ShopAmounts {
  let amountDue = 0;
  let deliveryFees = 0;
  let discountsShop = 0;
  let discountsPlatform = 0;
  let commission = 0;
  for (const { kind, amountFils, liable } of entries) {
    if (DUE_KINDS.has(kind)) amountDue += amountFils;
    if (kind === 'delivery_fee') deliveryFees += amountFils;
    // A discount is its promotion's funder's: the platform's when it says so, else the shop's.
    if (kind === 'discount' && liable === 'platform') discountsPlatform -= amountFils;
    else if (kind === 'discount') discountsShop -= amountFils;
    if (kind === 'commission') commission -= amountFils;
  }
  return { amountDue, deliveryFees, discountsShop, discountsPlatform, itemsAmount: amountDue - deliveryFees + discountsPlatform, commission };
}

/** A shop's commission rate: a percentage of the items in basis points (25.5% = 2550) and a fee per order in fils. */
export interface CommissionRateTerms {
  percentBp: number;
  feeFils: number;
}

/**
 * An order delivered (the status service, through ledger-writer.ts): the platform's commission under the shop's rate of
 * that day — the percentage of the items amount rounded half-up to the fil (money/fils.ts), plus the fee — as one
 * `commission` entry borne by the shop. No rate, or a commission of 0: nothing.
 */
export function planCommission(rate: CommissionRateTerms | null, entries: readonly LedgerAmount[]): PlannedEntry[] {
  if (!rate) return [];
  const items = Math.max(0, shopAmounts(entries).itemsAmount);
  const commission = Number(divideHalfUp(BigInt(items) * BigInt(rate.percentBp), 10_000n)) + rate.feeFils;
  return commission > 0 ? [{ kind: 'commission', amountFils: -commission, liable: 'shop', reasonCode: 'commission' }] : [];
}
