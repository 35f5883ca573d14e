import {
  emptyPromotion,
  isoToKuwaitLocal,
  kuwaitLocalToIso,
  promotionBody,
  promotionEditValues,
  promotionPatch,
  type PromotionValues,
  validatePromotion,
  validatePromotionEdit,
} from './promotion-form-rules';
import { promotion } from '../test-utils/promotion-fixtures';

// decisions/promotions.md: a promotion's rules as the API checks them, so the form says the same before it sends.

const NOW = new Date('2026-03-10T06:05:30.000Z'); // 9:05 am in Kuwait

const values = (fields: Partial<PromotionValues> = {}): PromotionValues => ({
  ...emptyPromotion(NOW),
  name: 'Eid 10',
  nameAr: 'عيد 10',
  percent: '10',
  ...fields,
});

const PROMOTION = promotion(7);

describe('a new promotion’s rules, as the API checks them (decisions/promotions.md)', () => {
  it('starts as an automatic percentage off, paid by the platform at every shop, from now (Kuwait) with no end', () => {
    expect(emptyPromotion(NOW)).toMatchObject({ code: '', kind: 'percent', minBasket: '0', fundedBy: 'platform', shopId: '', startsAt: '2026-03-10T09:05', endsAt: '' });
    expect(validatePromotion(values())).toEqual({});
  });

  it('asks for both names, of at most 100 characters', () => {
    expect(validatePromotion(values({ name: ' ', nameAr: '' }))).toEqual({ name: 'name', nameAr: 'name' });
    expect(validatePromotion(values({ name: 'x'.repeat(101) }))).toEqual({ name: 'nameLength' });
    expect(validatePromotion(values({ name: ` ${'x'.repeat(100)} ` }))).toEqual({});
  });

  it('takes a code of 3 to 20 letters, digits or dashes, or none (an automatic offer)', () => {
    for (const code of ['', 'EID', 'eid-10', 'RAMADAN-2026-KUWAIT1', '١٢٣']) expect(validatePromotion(values({ code }))).toEqual({});
    for (const code of ['AB', 'EID 10', 'EID_10', 'عيد', 'A'.repeat(21)]) expect(validatePromotion(values({ code }))).toEqual({ code: 'code' });
  });

  it('takes a percentage from 0.01 to 100 with at most 2 decimals, and an optional cap from 0.001 KWD', () => {
    for (const percent of ['0.01', '10', '12.5', '100', '٧٫٥']) expect(validatePromotion(values({ percent }))).toEqual({});
    for (const percent of ['', '0', '0.001', '100.01', '-5', 'ten']) expect(validatePromotion(values({ percent }))).toEqual({ percent: 'percent' });
    expect(validatePromotion(values({ maxDiscount: '2.5' }))).toEqual({});
    expect(validatePromotion(values({ maxDiscount: '0' }))).toEqual({ maxDiscount: 'amount' });
    expect(validatePromotion(values({ maxDiscount: '1.2345' }))).toEqual({ maxDiscount: 'amount' });
  });

  it('takes a fixed amount from 0.001 KWD with at most 3 decimals; free delivery needs neither', () => {
    expect(validatePromotion(values({ kind: 'fixed', percent: '', amount: '1' }))).toEqual({});
    expect(validatePromotion(values({ kind: 'fixed', percent: '', amount: '0' }))).toEqual({ amount: 'amount' });
    expect(validatePromotion(values({ kind: 'fixed', amount: '0.0005' }))).toEqual({ amount: 'amount' });
    expect(validatePromotion(values({ kind: 'free_delivery', percent: 'junk' }))).toEqual({});
  });

  it('takes a minimum basket of 0 or more, limits and a budget only when typed', () => {
    expect(validatePromotion(values({ minBasket: '' }))).toEqual({});
    expect(validatePromotion(values({ minBasket: '-1' }))).toEqual({ minBasket: 'minBasket' });
    expect(validatePromotion(values({ perCustomerLimit: '1', maxRedemptions: '500', budget: '100' }))).toEqual({});
    expect(validatePromotion(values({ perCustomerLimit: '0', maxRedemptions: '1.5', budget: '0' }))).toEqual({
      perCustomerLimit: 'count',
      maxRedemptions: 'count',
      budget: 'amount',
    });
  });

  it('needs a shop when a shop funds it, and an end after the start', () => {
    expect(validatePromotion(values({ fundedBy: 'shop' }))).toEqual({ fundedBy: 'fundedBy' });
    expect(validatePromotion(values({ fundedBy: 'shop', shopId: '5' }))).toEqual({});
    expect(validatePromotion(values({ endsAt: '2026-03-10T09:05' }))).toEqual({ endsAt: 'endsAt' });
    expect(validatePromotion(values({ endsAt: '2026-03-10T09:06' }))).toEqual({});
    expect(validatePromotion(values({ startsAt: '' }))).toEqual({ startsAt: 'startsAt' });
  });

  it('sends numbers exact to the fils, the code upper-case, Kuwait’s clock as an instant, only the kind’s own terms', () => {
    expect(
      promotionBody(values({ name: ' Eid 10 ', code: ' eid10 ', maxDiscount: '2', minBasket: '5.25', perCustomerLimit: '1', budget: '50', endsAt: '2026-03-20T23:59' })),
    ).toEqual({
      name: 'Eid 10',
      nameAr: 'عيد 10',
      code: 'EID10',
      kind: 'percent',
      percent: 10,
      maxDiscount: 2,
      minBasket: 5.25,
      firstOrderOnly: false,
      perCustomerLimit: 1,
      maxRedemptions: null,
      budget: 50,
      shopId: null,
      fundedBy: 'platform',
      startsAt: '2026-03-10T06:05:00.000Z',
      endsAt: '2026-03-20T20:59:00.000Z',
    });
    expect(promotionBody(values({ kind: 'fixed', amount: '١٫٢٥', fundedBy: 'shop', shopId: '5', firstOrderOnly: true }))).toMatchObject({
      code: null,
      kind: 'fixed',
      amount: 1.25,
      shopId: 5,
      fundedBy: 'shop',
      firstOrderOnly: true,
      endsAt: null,
    });
    const freeDelivery = promotionBody(values({ kind: 'free_delivery', maxDiscount: '3' }));
    expect(freeDelivery).not.toHaveProperty('percent');
    expect(freeDelivery).not.toHaveProperty('amount');
    expect(freeDelivery).not.toHaveProperty('maxDiscount');
  });

  it('reads a datetime-local value as Kuwait’s clock (UTC+3 all year)', () => {
    expect(kuwaitLocalToIso('2026-07-01T00:30')).toBe('2026-06-30T21:30:00.000Z');
    expect(kuwaitLocalToIso('2026-07-01T00:30:15')).toBe('2026-06-30T21:30:15.000Z');
    expect(kuwaitLocalToIso('01/07/2026')).toBeNull();
    expect(isoToKuwaitLocal('2026-06-30T21:30:15.000Z')).toBe('2026-07-01T00:30');
  });
});

describe('an edit’s rules: what may change once a promotion exists (decisions/promotions.md)', () => {
  it('starts from the promotion as it is, and sends nothing when nothing changed', () => {
    const edit = promotionEditValues(PROMOTION);
    expect(edit).toEqual({ name: 'Eid 10', nameAr: 'عيد 10', endsAt: '2026-03-20T23:59', budget: '50.000', maxRedemptions: '100' });
    expect(validatePromotionEdit(edit, PROMOTION)).toEqual({});
    // The end kept to the second it was: not sent back as 23:59:00.
    expect(promotionPatch(edit, PROMOTION)).toEqual({});
  });

  it('keeps a budget from what was given away, the most redemptions from those made, the end after the start', () => {
    const edit = promotionEditValues(PROMOTION);
    expect(validatePromotionEdit({ ...edit, budget: '18.499' }, PROMOTION)).toEqual({ budget: 'budgetSpent' });
    expect(validatePromotionEdit({ ...edit, budget: '18.5' }, PROMOTION)).toEqual({});
    expect(validatePromotionEdit({ ...edit, budget: '0' }, PROMOTION)).toEqual({ budget: 'amount' });
    expect(validatePromotionEdit({ ...edit, maxRedemptions: '11' }, PROMOTION)).toEqual({ maxRedemptions: 'redemptionsMade' });
    expect(validatePromotionEdit({ ...edit, maxRedemptions: 'many' }, PROMOTION)).toEqual({ maxRedemptions: 'count' });
    expect(validatePromotionEdit({ ...edit, endsAt: '2026-03-10T09:00' }, PROMOTION)).toEqual({ endsAt: 'endsAt' });
    expect(validatePromotionEdit({ ...edit, name: '', nameAr: ' ' }, PROMOTION)).toEqual({ name: 'name', nameAr: 'name' });
  });

  it('sends only what changed: an end, no budget, no limit, a new name', () => {
    const edit = { ...promotionEditValues(PROMOTION), name: 'Eid 15 ', endsAt: '2026-03-25T23:59', budget: '', maxRedemptions: '' };
    expect(promotionPatch(edit, PROMOTION)).toEqual({ name: 'Eid 15', endsAt: '2026-03-25T20:59:00.000Z', budget: null, maxRedemptions: null });
    expect(promotionPatch({ ...promotionEditValues(PROMOTION), budget: '75', endsAt: '' }, PROMOTION)).toEqual({ budget: 75, endsAt: null });
  });
});
