import type { Liable } from '../../db/schema';
import { type LedgerAmount, shopAmounts } from '../ledger/ledger-balances';

// decisions/shop-statements.md: what a period counts for each shop, in fils, from the ledger (pure: the repository reads
// the rows). The orders delivered in the period bring their sales (the amount due), their delivery fees and their
// commission; the refunds made in the period of orders delivered at any time (an earlier order's correction among
// them) are split by who bears them. decisions/promotions.md: the delivered orders' discounts, by who funds them. What the
// shop is paid: sales − delivery fees + the promotions the platform funds − commission − refunds it bears.

export interface StatementAmounts {
  sales: number;
  deliveryFees: number;
  /** The discounts of the orders delivered (positive), funded by the shop, and by the platform (paid to the shop). */
  promotionsShop: number;
  promotionsPlatform: number;
  commission: number;
  refundsShop: number;
  refundsPlatform: number;
  netPayout: number;
}

/** One order's part of a statement. */
export interface StatementLineSums extends StatementAmounts {
  orderId: number;
  /** When it was delivered (ISO), if in this period; null for a refund of an order delivered before. */
  deliveredAt: string | null;
  paymentMethod: string;
}

/** A shop's statement for a period: what the snapshot of a closed week keeps (shop_statements' totals and lines). */
export interface StatementSums {
  totals: StatementAmounts & { orders: number };
  /** By order id. */
  lines: StatementLineSums[];
}

/** An order whose DELIVERED step falls in the period, with its ledger. */
export interface DeliveredOrder {
  orderId: number;
  shopId: number;
  deliveredAt: Date;
  paymentMethod: string;
  entries: readonly LedgerAmount[];
}

/** A refund entry made in the period (negative), or a failed refund's reversal (positive), of a delivered order. */
export interface PeriodRefund {
  orderId: number;
  shopId: number;
  paymentMethod: string;
  liable: Liable;
  amountFils: number;
}

const NO_AMOUNTS: StatementAmounts = { sales: 0, deliveryFees: 0, promotionsShop: 0, promotionsPlatform: 0, commission: 0, refundsShop: 0, refundsPlatform: 0, netPayout: 0 };

export const EMPTY_STATEMENT: StatementSums = { totals: { orders: 0, ...NO_AMOUNTS }, lines: [] };

const AMOUNT_KEYS = Object.keys(NO_AMOUNTS) as (keyof StatementAmounts)[];

const netPayout = (line: Omit<StatementAmounts, 'netPayout'>) => line.sales - line.deliveryFees + line.promotionsPlatform - line.commission - line.refundsShop;

/**
 * A closed week's snapshot as kept: one kept before promotions existed (migration 0038) has no promotions, which are 0
 * (its net payout is the same under either rule).
 */
export function keptStatement(kept: StatementSums): StatementSums {
  return {
    totals: { ...EMPTY_STATEMENT.totals, ...kept.totals },
    lines: kept.lines.map((line) => ({ ...NO_AMOUNTS, ...line })),
  };
}

/** Each shop's statement (shops with nothing in the period are absent). */
export function statementSums(delivered: readonly DeliveredOrder[], refunds: readonly PeriodRefund[]): Map<number, StatementSums> {
  const lines = new Map<number, StatementLineSums & { shopId: number }>();
  for (const order of delivered) {
    const { amountDue, deliveryFees, discountsShop, discountsPlatform, commission } = shopAmounts(order.entries);
    lines.set(order.orderId, {
      orderId: order.orderId,
      shopId: order.shopId,
      deliveredAt: order.deliveredAt.toISOString(),
      paymentMethod: order.paymentMethod,
      ...NO_AMOUNTS,
      sales: amountDue,
      deliveryFees,
      promotionsShop: discountsShop,
      promotionsPlatform: discountsPlatform,
      commission,
    });
  }
  for (const refund of refunds) {
    const line = lines.get(refund.orderId) ?? { orderId: refund.orderId, shopId: refund.shopId, deliveredAt: null, paymentMethod: refund.paymentMethod, ...NO_AMOUNTS };
    // A refund entry is negative (money back); a failed refund's reversal gives it back.
    if (refund.liable === 'shop') line.refundsShop -= refund.amountFils;
    else line.refundsPlatform -= refund.amountFils;
    lines.set(refund.orderId, line);
  }

  const byShop = new Map<number, StatementSums>();
  for (const { shopId, ...line } of [...lines.values()].sort((a, b) => a.orderId - b.orderId)) {
    line.netPayout = netPayout(line);
    const statement = byShop.get(shopId) ?? { totals: { ...EMPTY_STATEMENT.totals }, lines: [] };
    statement.lines.push(line);
    for (const key of AMOUNT_KEYS) statement.totals[key] += line[key];
    if (line.deliveredAt !== null) statement.totals.orders += 1;
    byShop.set(shopId, statement);
  }
  return byShop;
}
