import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { chooseOffer, couponCodeOf, couponRefusalMessage, discountOf, isCouponCode, type OrderFacts, promotionRefusal } from './promotion-rules';
import { promotionsRepository } from './promotions-repository';
import type { CouponRefusal } from './promotions-schemas';

// decisions/promotions.md: a promotion taken by an order when it is placed, and given back when the order is rejected or
// cancelled. Both run in the order's transaction, with the promotions' rows locked after the order's own rows and before
// the delivery slot's and the stock (placing and moveOrders take them in that order, so neither waits for the other in
// a circle); several promotions are locked in id order.

/** A refused coupon: 409 under the field `couponCode`, and the whole order rolls back. */
function refused(refusal: CouponRefusal, minBasketFils = 0): HttpError {
  const message = couponRefusalMessage(refusal, minBasketFils);
  return new HttpError(409, refusal, message, { couponCode: message });
}

/**
 * The order just totalled (its lines and delivery fee; before its ledger opens) takes at most one promotion: the coupon
 * if one is given (refused with a 409 that names why), else the automatic offer giving the largest discount. The
 * promotion's row is locked first; the customer's first order and their redemptions are read after that lock (two
 * orders of one customer are counted one after the other); then its counters move in one conditional statement (never
 * past its budget or maximum), its redemption is written and the order's total falls by the discount. A discount of 0
 * (free delivery of an order with no fee) applies nothing.
 */
export async function applyPromotion(
  tx: Db,
  order: { orderId: number; userId: number; shopId: number; couponCode: string | null | undefined; now: Date },
): Promise<void> {
  const repo = promotionsRepository(tx);
  const basket = await repo.basket(order.orderId);
  const code = couponCodeOf(order.couponCode);
  const factsOf = async (promotionIds: number[]) => {
    const customer = await repo.customerFacts(order.userId, order.orderId, promotionIds);
    return (promotionId: number): OrderFacts => ({
      ...basket,
      shopId: order.shopId,
      firstOrder: customer.firstOrder,
      customerRedemptions: customer.redemptions.get(promotionId) ?? 0,
    });
  };

  if (code !== null) {
    const coupon = isCouponCode(code) ? await repo.lockCoupon(code, order.now) : null;
    if (!coupon) throw refused('PROMOTION_UNKNOWN');
    const facts = (await factsOf([coupon.id]))(coupon.id);
    const discountFils = discountOf(coupon, facts);
    const refusal = promotionRefusal(coupon, facts, discountFils);
    if (refusal) throw refused(refusal, coupon.minBasketFils);
    if (discountFils === 0) return;
    // Under the row's lock this cannot fail; the statement's condition is the guarantee all the same.
    if (!(await repo.redeem(coupon.id, discountFils))) throw refused('PROMOTION_EXHAUSTED');
    await repo.discountOrder(order, coupon.id, discountFils);
    return;
  }

  const offers = await repo.lockOffers(order.shopId, basket.itemsFils, order.now);
  if (offers.length === 0) return;
  const chosen = chooseOffer(offers, await factsOf(offers.map((offer) => offer.id)));
  if (!chosen || !(await repo.redeem(chosen.promotion.id, chosen.discountFils))) return;
  await repo.discountOrder(order, chosen.promotion.id, chosen.discountFils);
}

/**
 * Orders just rejected or cancelled (moveOrders, in the move's transaction, for the orders its conditional UPDATE moved;
 * before their slots and stock): their redemptions are given back — each promotion's spent amount and redemptions —
 * once (a redemption is released once). The promotions' rows are updated in id order.
 */
export async function releasePromotions(tx: Db, orderIds: readonly number[]): Promise<void> {
  const repo = promotionsRepository(tx);
  const released = await repo.releaseRedemptions(orderIds);
  const byPromotion = new Map<number, { fils: number; count: number }>();
  for (const { promotionId, discountFils } of released) {
    const back = byPromotion.get(promotionId) ?? { fils: 0, count: 0 };
    byPromotion.set(promotionId, { fils: back.fils + discountFils, count: back.count + 1 });
  }
  for (const [promotionId, back] of [...byPromotion].sort(([a], [b]) => a - b)) await repo.giveBack(promotionId, back.fils, back.count);
}
