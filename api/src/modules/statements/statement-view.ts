import type { Answer } from '../../http/type-provider';
import { filsToKwdNumber } from '../../money/fils';
import type { CommissionRateRow } from './commission-rates-repository';
import type { StatementAmounts, StatementSums } from './statement-sums';
import { weekEndDay } from './statement-weeks';
import type { WeekState } from './statements-service';
import type { commissionRateSchema, statementSchema, statementWeeksSchema } from './statements-schemas';

// decisions/shop-statements.md: the rates, weeks and statements as the API answers them. Every amount in KWD (a JSON
// number, exact to the fil: fils.ts writes it); the statement's net payout in fils too.

export function toCommissionRate(row: CommissionRateRow): Answer<typeof commissionRateSchema> {
  return {
    id: row.id,
    shopId: row.shopId,
    percent: row.percentBp / 100,
    feePerOrder: filsToKwdNumber(row.feeFils),
    effectiveFrom: row.effectiveFrom,
    // The account is gone (its name is not kept on the rate).
    createdBy: { id: row.createdById, name: row.createdById === null ? 'Unknown' : (row.createdByName ?? 'Unknown') },
    createdAt: row.createdAt,
  };
}

export function toStatementWeek(week: Pick<WeekState, 'weekStart' | 'close'>): Answer<typeof statementWeeksSchema>[number] {
  return { weekStart: week.weekStart, weekEnd: weekEndDay(week.weekStart), status: week.close ? 'closed' : 'open', closedAt: week.close?.closedAt ?? null };
}

const amountsInKwd = (amounts: StatementAmounts) => ({
  sales: filsToKwdNumber(amounts.sales),
  deliveryFees: filsToKwdNumber(amounts.deliveryFees),
  promotionsShop: filsToKwdNumber(amounts.promotionsShop),
  promotionsPlatform: filsToKwdNumber(amounts.promotionsPlatform),
  commission: filsToKwdNumber(amounts.commission),
  refundsShop: filsToKwdNumber(amounts.refundsShop),
  refundsPlatform: filsToKwdNumber(amounts.refundsPlatform),
  netPayout: filsToKwdNumber(amounts.netPayout),
});

export function toStatement(shop: { id: number; name: string; nameAr: string }, week: WeekState, sums: StatementSums): Answer<typeof statementSchema> {
  return {
    shop,
    ...toStatementWeek(week),
    periodStart: week.period.start,
    periodEnd: week.period.end,
    closedBy: week.close?.closedBy ?? null,
    totals: { orders: sums.totals.orders, ...amountsInKwd(sums.totals), netPayoutFils: sums.totals.netPayout },
    lines: sums.lines.map((line) => ({ orderId: line.orderId, deliveredAt: line.deliveredAt, paymentMethod: line.paymentMethod, ...amountsInKwd(line) })),
  };
}
