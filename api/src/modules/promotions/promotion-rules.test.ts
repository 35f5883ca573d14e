import { chooseOffer, couponCodeOf, couponRefusalMessage, discountOf, type OrderFacts, type PromotionFacts, promotionPatchRules, promotionRefusal, promotionRules } from './promotion-rules';
import type { PromotionBody } from './promotions-schemas';

// decisions/promotions.md: a promotion's body and its changes, the discount, whether an order may take a promotion, and
// which automatic offer it gets. Pure.

const body = (fields: Partial<PromotionBody> = {}): PromotionBody => ({
  name: 'Ramadan 10%',
  nameAr: 'رمضان ١٠٪',
  kind: 'percent',
  percent: 10,
  fundedBy: 'platform',
  startsAt: '2026-03-01T00:00:00.000Z',
  ...fields,
});

describe('promotionRules', () => {
  it('reads a percent coupon: its code upper-case, the percentage in basis points, amounts in fils', () => {
    const { errors, values } = promotionRules(body({ code: ' ramadan-10 ', percent: 12.5, maxDiscount: 1.5, minBasket: 5, budget: 100, perCustomerLimit: 1, maxRedemptions: 500 }));
    expect(errors).toEqual({});
    expect(values).toMatchObject({
      code: 'RAMADAN-10',
      kind: 'percent',
      percentBp: 1250,
      amountFils: null,
      maxDiscountFils: 1500,
      minBasketFils: 5000,
      budgetFils: 100_000,
      perCustomerLimit: 1,
      maxRedemptions: 500,
      shopId: null,
      firstOrderOnly: false,
      endsAt: null,
    });
  });

  it('reads an automatic offer (no code) and a shop-funded fixed one', () => {
    expect(promotionRules(body({ code: null })).values.code).toBeNull();
    expect(promotionRules(body({ code: '  ' })).values.code).toBeNull();
    const fixed = promotionRules(body({ kind: 'fixed', percent: undefined, amount: 0.75, fundedBy: 'shop', shopId: 7 }));
    expect(fixed.errors).toEqual({});
    expect(fixed.values).toMatchObject({ kind: 'fixed', amountFils: 750, percentBp: null, shopId: 7, fundedBy: 'shop' });
    expect(promotionRules(body({ kind: 'free_delivery', percent: null })).errors).toEqual({});
  });

  it('names each field that is wrong, in words', () => {
    expect(promotionRules(body({ name: ' ', nameAr: '', code: 'ab', percent: 0 })).errors).toEqual({
      name: 'Enter a name',
      nameAr: 'Enter a name',
      code: 'Use 3 to 20 letters, digits or dashes',
      percent: 'Enter a percentage from 0.01 to 100, with at most 2 decimals',
    });
    for (const percent of [100.01, 12.345, -1]) expect(promotionRules(body({ percent })).errors).toEqual({ percent: 'Enter a percentage from 0.01 to 100, with at most 2 decimals' });
    expect(promotionRules(body({ percent: undefined })).errors).toEqual({ percent: 'Enter a percentage from 0.01 to 100, with at most 2 decimals' });
    expect(promotionRules(body({ code: 'TOO-LONG-A-CODE-FOR-US' })).errors).toEqual({ code: 'Use 3 to 20 letters, digits or dashes' });
    expect(promotionRules(body({ code: 'NO SPACE' })).errors).toEqual({ code: 'Use 3 to 20 letters, digits or dashes' });
    for (const amount of [0, 1.2345, -2]) {
      expect(promotionRules(body({ kind: 'fixed', percent: undefined, amount })).errors).toEqual({ amount: 'Enter an amount from 0.001 KWD, with at most 3 decimals' });
    }
    expect(promotionRules(body({ fundedBy: 'shop' })).errors).toEqual({ fundedBy: 'A promotion funded by a shop names that shop' });
    expect(promotionRules(body({ endsAt: '2026-03-01T00:00:00.000Z' })).errors).toEqual({ endsAt: 'The end comes after the start' });
    expect(promotionRules(body({ endsAt: '2026-02-28T00:00:00.000Z' })).errors).toEqual({ endsAt: 'The end comes after the start' });
    expect(promotionRules(body({ budget: 0, maxDiscount: 0.0001, minBasket: -1, perCustomerLimit: 0, maxRedemptions: 0 })).errors).toEqual({
      budget: 'Enter an amount from 0.001 KWD, with at most 3 decimals',
      maxDiscount: 'Enter an amount from 0.001 KWD, with at most 3 decimals',
      minBasket: 'Enter an amount from 0 KWD, with at most 3 decimals',
      perCustomerLimit: 'Enter a whole number from 1',
      maxRedemptions: 'Enter a whole number from 1',
    });
    expect(promotionRules(body({ kind: 'fixed', amount: 1 })).errors).toEqual({ percent: 'Only a percent promotion takes a percentage' });
    expect(promotionRules(body({ kind: 'free_delivery', percent: null, amount: 1, maxDiscount: 1 })).errors).toEqual({
      amount: 'Only a fixed promotion takes an amount',
      maxDiscount: 'Only a percent promotion takes a cap',
    });
  });

  it('reads Arabic-Indic digits in a code', () => {
    expect(couponCodeOf('eid٢٠٢٦')).toBe('EID2026');
    expect(couponCodeOf(undefined)).toBeNull();
  });
});

describe('promotionPatchRules', () => {
  const current = { startsAt: new Date('2026-03-01T00:00:00.000Z'), spentFils: 4000, redemptions: 4 };

  it('changes only what was sent', () => {
    expect(promotionPatchRules({ active: false }, current)).toEqual({ errors: {}, values: { active: false } });
    expect(promotionPatchRules({ budget: 4, maxRedemptions: 4, endsAt: null, name: ' New ' }, current)).toEqual({
      errors: {},
      values: { budgetFils: 4000, maxRedemptions: 4, endsAt: null, name: 'New' },
    });
    expect(promotionPatchRules({ budget: null }, current).values).toEqual({ budgetFils: null });
  });

  it('keeps the budget and the maximum at or above what was used, and the end after the start', () => {
    expect(promotionPatchRules({ budget: 3.999, maxRedemptions: 3, endsAt: '2026-02-01T00:00:00.000Z', nameAr: '' }, current).errors).toEqual({
      budget: 'The budget cannot be less than what was spent',
      maxRedemptions: 'The maximum cannot be less than the redemptions made',
      endsAt: 'The end comes after the start',
      nameAr: 'Enter a name',
    });
  });
});

describe('discountOf', () => {
  const basket = { itemsFils: 3333, deliveryFeeFils: 500 };

  it('takes a percentage of the items half-up to the fil, capped', () => {
    // 15% of 3.333 = 0.49995 → 0.500.
    expect(discountOf({ kind: 'percent', percentBp: 1500, amountFils: null, maxDiscountFils: null }, basket)).toBe(500);
    expect(discountOf({ kind: 'percent', percentBp: 1500, amountFils: null, maxDiscountFils: 400 }, basket)).toBe(400);
    expect(discountOf({ kind: 'percent', percentBp: 10_000, amountFils: null, maxDiscountFils: null }, basket)).toBe(3333);
  });

  it('takes a fixed amount (at most the items) or the delivery fee; never more than the items and the fee', () => {
    expect(discountOf({ kind: 'fixed', percentBp: null, amountFils: 1000, maxDiscountFils: null }, basket)).toBe(1000);
    expect(discountOf({ kind: 'fixed', percentBp: null, amountFils: 5000, maxDiscountFils: null }, basket)).toBe(3333);
    expect(discountOf({ kind: 'free_delivery', percentBp: null, amountFils: null, maxDiscountFils: null }, basket)).toBe(500);
    expect(discountOf({ kind: 'free_delivery', percentBp: null, amountFils: null, maxDiscountFils: null }, { itemsFils: 100, deliveryFeeFils: 0 })).toBe(0);
  });
});

describe('promotionRefusal and chooseOffer', () => {
  const promotion = (fields: Partial<PromotionFacts> = {}): PromotionFacts => ({
    id: 1,
    kind: 'fixed',
    percentBp: null,
    amountFils: 1000,
    maxDiscountFils: null,
    shopId: null,
    state: 'running',
    minBasketFils: 0,
    firstOrderOnly: false,
    perCustomerLimit: null,
    maxRedemptions: null,
    budgetFils: null,
    spentFils: 0,
    redemptions: 0,
    ...fields,
  });
  const order: OrderFacts = { shopId: 5, itemsFils: 4000, deliveryFeeFils: 500, firstOrder: true, customerRedemptions: 0 };

  it('says why an order may not take a promotion', () => {
    expect(promotionRefusal(promotion(), order, 1000)).toBeNull();
    expect(promotionRefusal(promotion({ shopId: 6 }), order, 1000)).toBe('PROMOTION_OTHER_SHOP');
    for (const state of ['paused', 'scheduled', 'ended'] as const) expect(promotionRefusal(promotion({ state }), order, 1000)).toBe('PROMOTION_NOT_RUNNING');
    expect(promotionRefusal(promotion({ minBasketFils: 4001 }), order, 1000)).toBe('PROMOTION_MIN_BASKET');
    expect(promotionRefusal(promotion({ firstOrderOnly: true }), { ...order, firstOrder: false }, 1000)).toBe('PROMOTION_FIRST_ORDER');
    expect(promotionRefusal(promotion({ perCustomerLimit: 2 }), { ...order, customerRedemptions: 2 }, 1000)).toBe('PROMOTION_LIMIT');
    expect(promotionRefusal(promotion({ perCustomerLimit: 2 }), { ...order, customerRedemptions: 1 }, 1000)).toBeNull();
    expect(promotionRefusal(promotion({ maxRedemptions: 3, redemptions: 3, state: 'exhausted' }), order, 1000)).toBe('PROMOTION_EXHAUSTED');
    // The budget's last 0.999 does not pay a discount of 1.000: refused, not cut.
    expect(promotionRefusal(promotion({ budgetFils: 10_000, spentFils: 9001 }), order, 1000)).toBe('PROMOTION_EXHAUSTED');
    expect(promotionRefusal(promotion({ budgetFils: 10_000, spentFils: 9000 }), order, 1000)).toBeNull();
  });

  it('words each refusal', () => {
    expect(couponRefusalMessage('PROMOTION_MIN_BASKET', 7500)).toBe('This code needs a basket of at least KWD 7.500');
    expect(couponRefusalMessage('PROMOTION_UNKNOWN')).toBe('This code is not valid');
    expect(couponRefusalMessage('PROMOTION_NOT_RUNNING')).toBe('This code is not valid now');
    expect(couponRefusalMessage('PROMOTION_FIRST_ORDER')).toBe('This code is for a first order only');
    expect(couponRefusalMessage('PROMOTION_LIMIT')).toBe('You have used this code already');
    expect(couponRefusalMessage('PROMOTION_EXHAUSTED')).toBe('This code has been fully used');
    expect(couponRefusalMessage('PROMOTION_OTHER_SHOP')).toBe('This code is not valid at this shop');
  });

  it('chooses the offer giving the most (ties: the lowest id), among those the order may take', () => {
    const offers = [
      promotion({ id: 3, amountFils: 800 }),
      promotion({ id: 4, kind: 'percent', amountFils: null, percentBp: 2500 }), // 25% of 4.000 = 1.000
      promotion({ id: 2, amountFils: 1000 }),
      promotion({ id: 5, amountFils: 3000, firstOrderOnly: true }),
      promotion({ id: 6, amountFils: 3500, budgetFils: 3000 }),
    ];
    const facts = () => ({ ...order, firstOrder: false });
    expect(chooseOffer(offers, facts)).toEqual({ promotion: offers[2], discountFils: 1000 });
    expect(chooseOffer(offers, () => order)?.promotion.id).toBe(5);
    expect(chooseOffer([promotion({ kind: 'free_delivery', amountFils: null })], () => ({ ...order, deliveryFeeFils: 0 }))).toBeNull();
  });
});
