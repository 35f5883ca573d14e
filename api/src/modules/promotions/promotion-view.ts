import type { Answer } from '../../http/type-provider';
import { filsToKwdNumber } from '../../money/fils';
import type { PromotionRow } from './promotions-repository';
import type { orderPromotionSchema, promotionSchema } from './promotions-schemas';

// decisions/promotions.md: a promotion and an order's promotion as the API answers them. Every amount in KWD (a JSON
// number exact to the fil: fils.ts writes it), the percentage as written (basis points / 100).

const kwdOrNull = (fils: number | null) => (fils === null ? null : filsToKwdNumber(fils));

export function toPromotion(row: PromotionRow): Answer<typeof promotionSchema> {
  return {
    id: row.id,
    name: row.name,
    nameAr: row.nameAr,
    code: row.code,
    kind: row.kind,
    percent: row.percentBp === null ? null : row.percentBp / 100,
    amount: kwdOrNull(row.amountFils),
    maxDiscount: kwdOrNull(row.maxDiscountFils),
    minBasket: filsToKwdNumber(row.minBasketFils),
    firstOrderOnly: row.firstOrderOnly,
    perCustomerLimit: row.perCustomerLimit,
    maxRedemptions: row.maxRedemptions,
    budget: kwdOrNull(row.budgetFils),
    shop: row.shopId === null ? null : { id: row.shopId, name: row.shopName ?? '', nameAr: row.shopNameAr ?? '' },
    fundedBy: row.fundedBy,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    active: row.active,
    state: row.state,
    redemptions: row.redemptions,
    spent: filsToKwdNumber(row.spentFils),
    // The account is gone: its id is null, its name unknown (not kept on the promotion).
    createdBy: row.createdById === null ? null : { id: row.createdById, name: row.createdByName ?? 'Unknown' },
    createdAt: row.createdAt,
  };
}

/** An order's promotion as the order's row carries it (orders-repository.ts), in fils. */
export interface OrderPromotionRow {
  id: number;
  name: string;
  nameAr: string;
  code: string | null;
  fundedBy: 'shop' | 'platform';
  discountFils: number | string;
}

export function toOrderPromotion(row: OrderPromotionRow | null): Answer<typeof orderPromotionSchema> {
  if (row === null) return null;
  const { discountFils, ...promotion } = row;
  return { ...promotion, discount: filsToKwdNumber(Number(discountFils)) };
}
